"""Go through the CLI: compiler messages and panics on the user's lines, LeetCode's rejections, nil
slices, crashes in Go's terms, LeetCode's declarations and a void function answering in place. What
every language does alike (prints, package-level state kept between cases, the starter, the build
cache, no program left running after a time-out) is tests/test_language_behaviours.py's; each
example's verdict is tests/test_verify.py's; the type vocabulary is tests/test_conformance.py's."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from judge.languages.go import Go

from .conftest import ROOT, judged, run_judge, write

pytestmark = pytest.mark.skipif(
    Go().missing_toolchain() is not None, reason="Go is not installed (apt-get install -y golang-go)"
)


def test_a_nil_slice_is_judged_as_an_empty_list() -> None:
    # n = 2 and 3 have no board: this example returns its nil [][]string, which LeetCode prints as [].
    report = judged(ROOT / "solutions" / "n-queens" / "accepted" / "arrays.go")
    assert [case["verdict"] for case in report["cases"][1:3]] == ["Accepted", "Accepted"]


def test_a_compile_error_points_at_the_users_line(tmp_path: Path) -> None:
    # No package clause: what the judge adds goes on line 1 without moving the user's lines or columns.
    path = write(
        tmp_path,
        "undefined.go",
        "func totalNQueens(n int) int { return count(n) }\n\nfunc count(n int) int {\n\treturn n + missing\n}\n",
    )
    error = judged(path)["compile_error"]
    assert (error["line"], error["offset"], error["text"]) == (4, 13, "\treturn n + missing")
    assert error["message"] == "undefined: missing"
    assert f"{path}:4:13: undefined: missing" in error["output"]

    first_line = write(tmp_path, "first_line.go", 'func totalNQueens(n int) int { return n + "1" }\n')
    error = judged(first_line)["compile_error"]
    assert (error["line"], error["offset"]) == (1, 39)


def test_a_signature_that_does_not_match_is_reported_on_the_declaration(tmp_path: Path) -> None:
    path = write(tmp_path, "int64.go", "// N-Queens II\n\nfunc totalNQueens(n int64) int {\n\treturn 0\n}\n")
    error = judged(path, "--problem", "52")["compile_error"]
    assert error["line"] == 3 and "int64" in error["message"]


def test_a_panic_names_the_users_line() -> None:
    path = ROOT / "solutions" / "n-queens-ii" / "runtime_error" / "fixed_size.go"
    case = judged(path)["cases"][8]
    assert case["verdict"] == "Runtime Error"
    assert case["message"] == "runtime error: index out of range [8] with length 8 (line 21)"
    frames = case["details"]["error"]["frames"]
    assert frames[0][0] == str(path) and frames[-1] == [str(path), 21, "totalNQueens.func1"]
    assert [frame["line"] for frame in case["details"]["traceback"]][:2] == [30, 25]


def test_crashes_read_in_gos_terms(tmp_path: Path) -> None:
    deep = write(
        tmp_path,
        "deep.go",
        "func down(n int) int {\n\treturn down(n+1) + 1\n}\n\nfunc totalNQueens(n int) int {\n\treturn down(n)\n}\n",
    )
    case = judged(deep, "--problem", "52")["cases"][0]
    assert case["verdict"] == "Runtime Error"
    assert case["message"].startswith("stack overflow") and case["message"].endswith(
        "(line 1)"
    )  # entering down overflows

    goroutine = write(
        tmp_path,
        "goroutine.go",
        "func totalNQueens(n int) int {\n\tdone := make(chan int)\n\tgo func() {\n"
        '\t\tpanic("boom")\n\t}()\n\treturn <-done\n}\n',
    )
    case = judged(goroutine, "--problem", "52")["cases"][0]
    assert (case["verdict"], case["message"]) == ("Runtime Error", "panic in a goroutine: boom (line 4)")


def test_a_package_clause_is_a_compile_error_as_on_leetcode(tmp_path: Path) -> None:
    # LeetCode declares package main itself: a clause of the file's own is a second one.
    body = 'import "fmt"\n\nfunc totalNQueens(n int) int {\n\treturn []int{1, 0, 0, 2, 10, 4, 40, 92, 352}[n-1]\n}\n\n'
    body += 'func main() {\n\tfmt.Println("run by hand")\n}\n'
    for clause in ("package main", "package leetcode"):
        report = judged(write(tmp_path, "complete.go", f"// N-Queens II\n{clause}\n\n{body}"))
        error = report["compile_error"]
        assert report["verdict"] == "Compile Error" and error["line"] == 2, error
        assert "non-declaration statement outside function body" in error["message"]
        assert "leave the package clause out" in error["message"] and error["text"] == clause
    # Without the clause, a main of the user's (for trying it by hand) is LeetCode's next error.
    report = judged(write(tmp_path, "main.go", body))
    error = report["compile_error"]
    assert report["verdict"] == "Compile Error" and error["line"] == 7, error
    assert "main redeclared in this block" in error["message"] and error["text"] == "func main() {"
    # A main in a comment, or a method that happens to be named main, is none.
    other = body.replace('func main() {\n\tfmt.Println("run by hand")\n}\n', "")
    other += "// func main() {}\n/*\nfunc main() {}\n*/\n\ntype board struct{}\n\nfunc (board) main() {}\n"
    other += "\nvar _ = fmt.Sprint\n"
    report = judged(write(tmp_path, "no_main.go", other))
    assert report["verdict"] == "Accepted", report["compile_error"]


def test_a_builtin_of_leetcodes_newer_go_is_explained_on_an_older_go(monkeypatch: pytest.MonkeyPatch) -> None:
    from judge.languages.go import Go

    output = "./solution.go:3:9: undefined: max"
    monkeypatch.setattr(Go, "toolchain_release", lambda self: (1, 19))
    note = Go().version_gap(output)
    assert "built in from Go 1.21 on" in note and "Go is 1.19" in note and "install Go 1.21" in note
    monkeypatch.setattr(Go, "toolchain_release", lambda self: (1, 23))
    assert Go().version_gap(output) == ""


def test_the_declarations_are_leetcodes() -> None:
    from judge.core.signature import parse_signature

    def declared(params: dict[str, str], returns: str, answer: str | None = None) -> str:
        signature = {"name": "f", "params": [{"name": k, "type": v} for k, v in params.items()], "returns": returns}
        return Go().declaration(parse_signature({**signature, **({"answer": answer} if answer else {})}))

    assert declared({"board": "char[][]"}, "void", "board") == "func f(board [][]byte)"
    assert (
        declared({"board": "char[][]", "click": "int[]"}, "char[][]") == "func f(board [][]byte, click []int) [][]byte"
    )
    assert declared({"cards": "int[]"}, "bool") == "func f(cards []int) bool"
    assert declared({"board": "string", "hand": "string"}, "int") == "func f(board string, hand string) int"
    assert declared({"l": "long", "d": "double[]", "c": "char"}, "list<list<long>>") == (
        "func f(l int64, d []float64, c byte) [][]int64"
    )
    # LeetCode's node types: pointers, and slices of them.
    assert declared({"root": "TreeNode"}, "void", "root") == "func f(root *TreeNode)"
    assert declared({"lists": "ListNode[]"}, "ListNode") == "func f(lists []*ListNode) *ListNode"
    assert declared({"head": "ListNode", "k": "int"}, "ListNode[]") == "func f(head *ListNode, k int) []*ListNode"
    assert declared({"root": "TreeNode"}, "list<TreeNode>") == "func f(root *TreeNode) []*TreeNode"
    assert declared({"root": "Node"}, "list<int>") == "func f(root *Node) []int"  # an N-ary tree


# A void function that answers by changing its argument in place (Sudoku Solver's shape), as data only.
FILL = {
    "number": 9201,
    "slug": "fill-blanks",
    "title": "Fill Blanks",
    "difficulty": "Easy",
    "signature": {
        "name": "fillBlanks",
        "params": [{"name": "board", "type": "char[][]"}],
        "returns": "void",
        "answer": "board",
    },
    "checker": "exact",
    "time_limit_ms": 1000,
    "memory_limit_mb": 256,
    "output_limit_mb": 1,
    "summary": "Change every '.' of the board to '#' in place.",
}
FILL_CASES = [
    {"name": "quotes", "input": {"board": [[".", '"'], ["\\", "."]]}, "expected": [["#", '"'], ["\\", "#"]]},
    {"name": "empty", "input": {"board": []}, "expected": []},
]
FILL_GO = """// Returns a value LeetCode's declaration does not have: the call ignores it, the board answers.
func fillBlanks(board [][]byte) [][]byte {
\tfor _, row := range board {
\t\tfor j := range row {
\t\t\tif row[j] == '.' {
\t\t\t\trow[j] = '#'
\t\t\t}
\t\t}
\t}
\treturn nil
}
"""


def test_a_void_function_answers_with_the_board_it_changed(tmp_path: Path) -> None:
    folder = tmp_path / "problems" / "fill-blanks"
    (folder / "data").mkdir(parents=True)
    (folder / "problem.json").write_text(json.dumps(FILL), encoding="utf-8")
    (folder / "data" / "cases.json").write_text(json.dumps(FILL_CASES), encoding="utf-8")
    (folder / "statement.md").write_text("# 9201. Fill Blanks\n", encoding="utf-8")
    env = {"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems")}

    starter = tmp_path / "starter.go"
    created = run_judge("new", "9201", str(starter), "--language", "go", env=env)
    assert created.returncode == 0, created.stderr
    assert "func fillBlanks(board [][]byte)  {\n" in starter.read_text(encoding="utf-8")
    report = judged(starter, env=env)
    assert [case["verdict"] for case in report["cases"]] == ["Wrong Answer", "Accepted"]

    report = judged(write(tmp_path, "fill.go", FILL_GO), env=env)
    assert (report["verdict"], report["passed"]) == ("Accepted", 2)

    runes = write(tmp_path, "runes.go", "// Fill Blanks\nfunc fillBlanks(board [][]rune)  {\n}\n")
    error = judged(runes, env=env)["compile_error"]
    assert error["line"] == 2 and "[][]rune" in error["message"], error


# LeetCode 109's shape: a list in, a tree out (both types), as data only.
LIST_TO_TREE = {
    "number": 9202,
    "slug": "list-to-tree",
    "title": "List To Tree",
    "difficulty": "Easy",
    "signature": {
        "name": "sortedListToBST",
        "params": [{"name": "head", "type": "ListNode"}],
        "return": {"type": "TreeNode"},
    },
    "checker": "exact",
    "time_limit_ms": 2000,
    "memory_limit_mb": 256,
    "output_limit_mb": 1,
    "summary": "The balanced search tree of a sorted list, the middle (or right of middle) at each root.",
}
LIST_TO_TREE_CASES = [
    {"name": "three", "input": {"head": [1, 2, 3]}, "expected": [2, 1, 3]},
    {"name": "empty", "input": {"head": []}, "expected": []},
    {"name": "four", "input": {"head": [-10, -3, 5, 9]}, "expected": [5, -3, 9, -10]},
]
LIST_COMMENT = """\
/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */
"""
TREE_COMMENT = """\
/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
"""
LIST_TO_TREE_GO = """\
func sortedListToBST(head *ListNode) *TreeNode {
\tvalues := []int{}
\tfor node := head; node != nil; node = node.Next {
\t\tvalues = append(values, node.Val)
\t}
\treturn build(values)
}

func build(values []int) *TreeNode {
\tif len(values) == 0 {
\t\treturn nil
\t}
\tmiddle := len(values) / 2
\treturn &TreeNode{Val: values[middle], Left: build(values[:middle]), Right: build(values[middle+1:])}
}
"""
# LeetCode declares the types: a file that declares one again does not compile there either.
LIST_TO_TREE_DECLARED = """\
type ListNode struct {
\tVal  int
\tNext *ListNode
}

func sortedListToBST(head *ListNode) *TreeNode {
\treturn nil
}
"""


def test_the_node_types_are_leetcodes_and_a_file_may_not_declare_them(tmp_path: Path) -> None:
    folder = tmp_path / "problems" / "list-to-tree"
    (folder / "data").mkdir(parents=True)
    (folder / "problem.json").write_text(json.dumps(LIST_TO_TREE), encoding="utf-8")
    (folder / "statement.md").write_text("# 9202. List To Tree\n", encoding="utf-8")
    (folder / "data" / "cases.json").write_text(json.dumps(LIST_TO_TREE_CASES), encoding="utf-8")
    env = {"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems")}
    starter = tmp_path / "starter.go"
    created = run_judge("new", "9202", str(starter), "--language", "go", env=env)
    assert created.returncode == 0, created.stderr
    # Both definitions in LeetCode's comments, ListNode first; the starter compiles as it is.
    assert LIST_COMMENT + TREE_COMMENT + "func sortedListToBST(head *ListNode) *TreeNode {\n\treturn nil\n}\n" in (
        starter.read_text(encoding="utf-8")
    )
    files = [starter, write(tmp_path, "right.go", LIST_TO_TREE_GO), write(tmp_path, "own.go", LIST_TO_TREE_DECLARED)]
    with ThreadPoolExecutor(max_workers=3) as pool:
        reports = list(pool.map(lambda path: judged(path, "--problem", "9202", env=env), files))
    assert [case["verdict"] for case in reports[0]["cases"]] == ["Wrong Answer", "Accepted", "Wrong Answer"]
    assert (reports[1]["verdict"], reports[1]["passed"]) == ("Accepted", 3), reports[1]
    # Reported on the file's own declaration, not on the judge's.
    error = reports[2]["compile_error"]
    assert (error["line"], error["offset"], error["text"]) == (1, 6, "type ListNode struct {"), error
    assert error["message"].startswith("ListNode redeclared in this block (LeetCode declares ListNode itself")


# LRU Cache in Go as LeetCode users write it: a map and the keys in use order. Constructor returns a
# pointer here (LeetCode's template returns the value): the judge calls the methods on either.
LRU_GO = """type LRUCache struct {
    capacity int
    values   map[int]int
    order    []int
}

func Constructor(capacity int) *LRUCache {
    return &LRUCache{capacity: capacity, values: map[int]int{}}
}

func (this *LRUCache) touch(key int) {
    for i, k := range this.order {
        if k == key {
            this.order = append(this.order[:i], this.order[i+1:]...)
            break
        }
    }
    this.order = append(this.order, key)
}

func (this *LRUCache) Get(key int) int {
    value, ok := this.values[key]
    if !ok {
        return -1
    }
    this.touch(key)
    return value
}

func (this *LRUCache) Put(key int, value int) {
    this.values[key] = value
    this.touch(key)
    if len(this.order) > this.capacity {
        delete(this.values, this.order[0])
        this.order = this.order[1:]
    }
}
"""


def test_a_design_problem_starts_from_leetcodes_template_and_is_judged_call_by_call(tmp_path: Path) -> None:
    from judge.core.signature import parse_signature

    from .test_design import LRU, LRU_CASES, write_problem

    env = write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)
    starter = tmp_path / "starter.go"
    created = run_judge("new", "9146", str(starter), "--language", "go", env=env)
    assert created.returncode == 0, created.stderr
    text = starter.read_text(encoding="utf-8")
    assert "type LRUCache struct {\n    \n}\n\n\nfunc Constructor(capacity int) LRUCache {\n" in text
    assert "\n\n\nfunc (this *LRUCache) Get(key int) int {\n" in text
    assert "\n\n\nfunc (this *LRUCache) Put(key int, value int)  {\n    \n}\n\n\n/**\n" in text
    assert text.endswith(
        " * Your LRUCache object will be instantiated and called as such:\n * obj := Constructor(capacity);\n"
        " * param_1 := obj.Get(key);\n * obj.Put(key,value);\n */\n"
    )
    assert Go().signature_text(parse_signature(LRU)).splitlines()[1:] == [
        "func Constructor(capacity int) LRUCache",
        "func (this *LRUCache) Get(key int) int",
        "func (this *LRUCache) Put(key int, value int)",
    ]
    panicking = LRU_GO.replace(
        "    value, ok := this.values[key]\n    if !ok {\n        return -1\n    }\n", ""
    ).replace(
        "    this.touch(key)\n    return value",
        "    this.touch(key)\n    return this.values[key] / len(this.order[1:])",
    )
    files = [starter, write(tmp_path, "lru.go", LRU_GO), write(tmp_path, "panics.go", panicking)]
    # No --problem: the class, Constructor and the methods say which problem each file is.
    with ThreadPoolExecutor(max_workers=3) as pool:
        reports = list(pool.map(lambda path: judged(path, env=env), files))
    # The starter compiles as it is: its calls answer zero values.
    assert reports[0]["verdict"] == "Wrong Answer", reports[0]
    assert reports[0]["cases"][0]["details"]["first_wrong_call"] == 3
    assert (reports[1]["verdict"], reports[1]["passed"]) == ("Accepted", 2), reports[1]
    # A panic ends the case at its call, named with the method.
    message = reports[2]["cases"][1]["message"]
    assert reports[2]["cases"][1]["verdict"] == "Runtime Error" and message.startswith("call 1, get: "), message
    assert "integer divide by zero" in message and "line 23" in message, message


# LeetCode's N-ary tree problem shape: reversing each node's children (the conformance vector nary_mirror).
NARY_MIRROR = {"name": "mirror", "params": [{"name": "root", "type": "Node"}], "returns": "Node"}
NARY_CASES = [
    {
        "name": "three levels",
        "input": {"root": [1, None, 3, 2, 4, None, 5, 6]},
        "expected": [1, None, 4, 2, 3, None, None, None, 6, 5],
    },
    {"name": "a leaf", "input": {"root": [7]}, "expected": [7]},
]
NODE_COMMENT = """\
/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Children []*Node
 * }
 */
"""
# A child hung in two places cannot be written; a leaf's children are an empty slice, not nil.
NARY_SHARED = """\
func mirror(root *Node) *Node {
\tif len(root.Children) >= 2 {
\t\troot.Children[1] = root.Children[0]
\t}
\tif root.Children == nil {
\t\treturn nil
\t}
\treturn root
}
"""
# An LRU cache of the file's own type Node, as many Go solutions declare one: no N-ary tree there.
LRU_OF_NODES = """\
type Node struct {
\tkey, value int
\tprev, next *Node
}

type LRUCache struct {
\tcapacity int
\tends     *Node // a ring: ends.next is the most recently used, ends.prev the least
\tnodes    map[int]*Node
}

func Constructor(capacity int) LRUCache {
\tends := &Node{}
\tends.prev, ends.next = ends, ends
\treturn LRUCache{capacity, ends, map[int]*Node{}}
}

func (this *LRUCache) front(node *Node) {
\tif node.next != nil {
\t\tnode.prev.next, node.next.prev = node.next, node.prev
\t}
\tnode.prev, node.next = this.ends, this.ends.next
\tthis.ends.next.prev = node
\tthis.ends.next = node
}

func (this *LRUCache) Get(key int) int {
\tnode, ok := this.nodes[key]
\tif !ok {
\t\treturn -1
\t}
\tthis.front(node)
\treturn node.value
}

func (this *LRUCache) Put(key int, value int) {
\tnode, ok := this.nodes[key]
\tif !ok {
\t\tnode = &Node{key: key}
\t\tthis.nodes[key] = node
\t}
\tnode.value = value
\tthis.front(node)
\tif len(this.nodes) > this.capacity {
\t\tlast := this.ends.prev
\t\tlast.prev.next, this.ends.prev = this.ends, last.prev
\t\tdelete(this.nodes, last.key)
\t}
}
"""


def test_an_nary_tree_is_leetcodes_node_and_only_where_the_problem_has_one(tmp_path: Path) -> None:
    from judge.core.signature import parse_signature

    from .test_design import LRU, LRU_CASES, write_problem

    assert Go().starter(parse_signature(NARY_MIRROR), [], []) == (
        NODE_COMMENT + "func mirror(root *Node) *Node {\n\treturn nil\n}\n"
    )
    env = write_problem(tmp_path / "problems", "nary-mirror", 9233, NARY_MIRROR, NARY_CASES)
    write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)
    declared = "type Node struct {\n\tVal      int\n\tChildren []*Node\n}\n\n"
    declared += "func mirror(root *Node) *Node {\n\treturn root\n}\n"
    jobs = {
        "shared": (write(tmp_path, "shared.go", NARY_SHARED), "9233"),
        "declared": (write(tmp_path, "declared.go", declared), "9233"),
        "lru": (write(tmp_path, "lru.go", LRU_OF_NODES), "9146"),
    }
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = {
            name: pool.submit(judged, path, "--problem", number, env=env) for name, (path, number) in jobs.items()
        }
        reports = {name: future.result() for name, future in futures.items()}
    cases = reports["shared"]["cases"]
    assert [case["verdict"] for case in cases] == ["Runtime Error", "Accepted"], cases
    assert cases[0]["message"] == "Error: Found a cycle or a shared node in the Node tree"
    # LeetCode declares Node for these problems: a file's own declaration is reported where it is.
    error = reports["declared"]["compile_error"]
    assert (error["line"], error["offset"], error["text"]) == (1, 6, "type Node struct {"), error
    assert error["message"].startswith("Node redeclared in this block (LeetCode declares Node itself")
    assert reports["lru"]["verdict"] == "Accepted", reports["lru"].get("compile_error") or reports["lru"]["cases"]


def test_the_generic_packages_are_imported_for_the_file_as_the_others_are(tmp_path: Path) -> None:
    # slices, maps and cmp (Go 1.21), which LeetCode's Go imports for a file as it imports sort.
    uses = """\
func permute(nums []int) [][]int {
    nums = slices.Clone(nums)
    slices.SortFunc(nums, func(a, b int) int { return cmp.Compare(a, b) })
    seen := maps.Clone(map[int]bool{})
    var out [][]int
    var walk func(int)
    walk = func(at int) {
        if at == len(nums) {
            out = append(out, slices.Clone(nums))
            return
        }
        for i := at; i < len(nums); i++ {
            nums[at], nums[i] = nums[i], nums[at]
            walk(at + 1)
            nums[at], nums[i] = nums[i], nums[at]
        }
    }
    walk(0)
    _ = seen
    return out
}
"""
    report = judged(write(tmp_path, "generic.go", uses))
    assert report["verdict"] == "Accepted", report["compile_error"] or report["cases"][:1]


DRIVEN = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
# LeetCode's Go templates of the problems whose driver gives the function a node of a list (237) or
# an API to call (278, 374), up to the body (the kit's returns a zero value, so that it compiles).
DRIVEN_TEMPLATES = {
    "delete-node-in-a-linked-list": LIST_COMMENT + "func deleteNode(node *ListNode)  {\n",
    "first-bad-version": (
        "/** \n * Forward declaration of isBadVersion API.\n"
        " * @param   version   your guess about first bad version\n"
        " * @return \t \t      true if current version is bad \n"
        " *\t\t\t          false if current version is good\n"
        " * func isBadVersion(version int) bool;\n */\n\nfunc firstBadVersion(n int) int {\n"
    ),
    "guess-number-higher-or-lower": (
        "/** \n * Forward declaration of guess API.\n * @param  num   your guess\n"
        " * @return \t     -1 if num is higher than the picked number\n"
        " *\t\t\t      1 if num is lower than the picked number\n"
        " *               otherwise return 0\n * func guess(num int) int;\n */\n\nfunc guessNumber(n int) int {\n"
    ),
}


def test_the_drivers_starters_are_leetcodes_and_their_api_is_the_judges(tmp_path: Path) -> None:
    """237, 278 and 374 start from LeetCode's templates, which compile; the API is declared for its
    problem only: a file of 278 may not declare isBadVersion, another problem's file may."""
    from judge.core.signature import parse_signature

    jobs = {}
    for slug, template in DRIVEN_TEMPLATES.items():
        data = json.loads((ROOT / "tests" / "links" / "problems" / slug / "problem.json").read_text())
        starter = Go().starter(parse_signature(data["signature"]), [], [])
        assert starter.startswith(template), starter
        jobs[slug] = (write(tmp_path, f"{slug}.go", starter), str(data["number"]), DRIVEN)
    own = "func firstBadVersion(n int) int {\n\treturn n\n}\n\n"
    own += "func isBadVersion(version int) bool {\n\treturn true\n}\n"
    jobs["own api"] = (write(tmp_path, "own.go", own), "278", DRIVEN)
    elsewhere = "func guess(num int) int {\n\treturn num\n}\n\nfunc totalNQueens(n int) int {\n\treturn guess(n)\n}\n"
    jobs["elsewhere"] = (write(tmp_path, "elsewhere.go", elsewhere), "52", None)
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = {
            name: pool.submit(judged, path, "--problem", number, env=env) for name, (path, number, env) in jobs.items()
        }
        reports = {name: future.result() for name, future in futures.items()}
    for slug in DRIVEN_TEMPLATES:
        assert reports[slug]["verdict"] == "Wrong Answer", reports[slug].get("compile_error")
    # LeetCode's own isBadVersion is the one called: a declaration of the file's is reported where it is.
    error = reports["own api"]["compile_error"]
    assert (error["line"], error["offset"]) == (5, 6), error
    assert error["message"].startswith("isBadVersion redeclared in this block (LeetCode declares isBadVersion")
    assert reports["elsewhere"]["verdict"] == "Wrong Answer", reports["elsewhere"].get("compile_error")


# LeetCode's Go templates of the Codec problems, each body the kit's zero value (so that it compiles).
CODEC_TEMPLATES = {
    "serialize-and-deserialize-binary-tree": TREE_COMMENT
    + "\ntype Codec struct {\n    \n}\n\nfunc Constructor() Codec {\n    return Codec{}\n}\n\n"
    "// Serializes a tree to a single string.\nfunc (this *Codec) serialize(root *TreeNode) string {\n"
    '    return ""\n}\n\n// Deserializes your encoded data to tree.\n'
    "func (this *Codec) deserialize(data string) *TreeNode {\n    return nil\n}\n\n\n/**\n"
    " * Your Codec object will be instantiated and called as such:\n * ser := Constructor();\n"
    " * deser := Constructor();\n * data := ser.serialize(root);\n * ans := deser.deserialize(data);\n */\n",
    "encode-and-decode-tinyurl": "type Codec struct {\n    \n}\n\n\n"
    "func Constructor() Codec {\n    return Codec{}\n}\n\n"
    '// Encodes a URL to a shortened URL.\nfunc (this *Codec) encode(longUrl string) string {\n    return ""\n}\n\n'
    "// Decodes a shortened URL to its original URL.\nfunc (this *Codec) decode(shortUrl string) string {\n"
    '    return ""\n}\n\n\n/**\n * Your Codec object will be instantiated and called as such:\n'
    " * obj := Constructor();\n * url := obj.encode(longUrl);\n * ans := obj.decode(url);\n */\n",
}


def test_a_codec_starts_from_leetcodes_template_and_its_methods_stay_lowercase(tmp_path: Path) -> None:
    """297's and 535's starters are LeetCode's, which compile; their methods are unexported, as
    LeetCode's driver calls them: an exported one is a compile error on its declaration."""
    from judge.core.signature import parse_signature

    go = Go()
    jobs, signatures = {}, {}
    for slug, template in CODEC_TEMPLATES.items():
        data = json.loads((ROOT / "tests" / "links" / "problems" / slug / "problem.json").read_text())
        signature = signatures[slug] = parse_signature(data["signature"])
        starter = go.starter(signature, [], [])
        assert starter == template, starter
        assert go.defines(starter, signature)
        exported = starter.replace(") serialize(", ") Serialize(").replace(") encode(", ") Encode(")
        assert not go.defines(exported, signature)
        jobs[slug] = (write(tmp_path, f"{slug}.go", starter), str(data["number"]))
    codec = signatures["serialize-and-deserialize-binary-tree"]
    assert go.signature_text(codec).splitlines() == [
        "type Codec struct",
        "func Constructor() Codec",
        "func (this *Codec) serialize(root *TreeNode) string",
        "func (this *Codec) deserialize(data string) *TreeNode",
    ]
    assert go.breakpoints(codec, "")[1:] == ("main.(*Codec).serialize", "main.(*Codec).deserialize")
    frame = go.setup_frame(codec, "s.go", 100)["design"]
    assert [method["call"] for method in frame["methods"].values()] == ["serialize", "deserialize"]
    exported = (ROOT / "tests" / "links" / "go" / "297_accepted_preorder.go").read_text(encoding="utf-8")
    jobs["exported"] = (write(tmp_path, "exported.go", exported.replace(") deserialize(", ") Deserialize(")), "297")
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = {
            name: pool.submit(judged, path, "--problem", number, env=DRIVEN) for name, (path, number) in jobs.items()
        }
        reports = {name: future.result() for name, future in futures.items()}
    for slug in CODEC_TEMPLATES:
        assert reports[slug]["verdict"] == "Wrong Answer", reports[slug].get("compile_error")
    # The driver's call of deserialize is compiled on the file's Deserialize, where Go names the mismatch.
    error = reports["exported"]["compile_error"]
    assert (
        error["line"] == 24
        and "has no field or method deserialize, but does have method Deserialize" in error["message"]
    )


# LeetCode's declaration of NestedInteger (341, 385), as the starters' comment shows it.
NESTED_API = (
    " * type NestedInteger struct {",
    " * func (n NestedInteger) IsInteger() bool {}",
    " * func (n NestedInteger) GetInteger() int {}",
    " * func (n *NestedInteger) SetInteger(value int) {}",
    " * func (n *NestedInteger) Add(elem NestedInteger) {}",
    " * func (n NestedInteger) GetList() []*NestedInteger {}",
)
# LeetCode's Go templates of 341 and 385 after that comment, each body the kit's zero value.
NESTED_TEMPLATES = {
    "flatten-nested-list-iterator": " */\n\ntype NestedIterator struct {\n    \n}\n\n"
    "func Constructor(nestedList []*NestedInteger) *NestedIterator {\n    return &NestedIterator{}\n}\n\n"
    "func (this *NestedIterator) Next() int {\n    return 0\n}\n\n"
    "func (this *NestedIterator) HasNext() bool {\n    return false\n}\n\n\n/**\n"
    " * Your NestedIterator object will be instantiated and called as such:\n * obj := Constructor(nestedList);\n"
    " * for obj.HasNext() {\n *     ans = append(ans, obj.Next())\n * }\n */\n",
    "mini-parser": " */\nfunc deserialize(s string) *NestedInteger {\n\treturn &NestedInteger{}\n}\n",
}
# Mistakes LeetCode's declaration makes compile errors, each with the line and column reported.
NESTED_MISTAKES = {
    # Add takes the struct, not a pointer.
    "add a pointer": (
        "385",
        "func deserialize(s string) *NestedInteger {\n\tresult := &NestedInteger{}\n"
        "\tresult.Add(&NestedInteger{})\n\treturn result\n}\n",
        (3, 13),
        "cannot use &NestedInteger{} (value of type *NestedInteger) as NestedInteger value in argument to result.Add",
    ),
    # The judge's NestedInteger is the one: a file's own is reported where it is, alone.
    "own type": (
        "385",
        "type NestedInteger struct {\n\tList []*NestedInteger\n}\n\n"
        "func deserialize(s string) *NestedInteger {\n\treturn nil\n}\n",
        (1, 6),
        "NestedInteger redeclared in this block (LeetCode declares NestedInteger",
    ),
    # The driver's loop calls HasNext, exported as in LeetCode's template: reported on the file's hasNext.
    "unexported": (
        "341",
        "type NestedIterator struct{}\n\nfunc Constructor(nestedList []*NestedInteger) *NestedIterator {\n"
        "\treturn &NestedIterator{}\n}\n\nfunc (this *NestedIterator) Next() int {\n\treturn 0\n}\n\n"
        "func (this *NestedIterator) hasNext() bool {\n\treturn false\n}\n",
        (11, 33),  # within the name: after `obj.` of the call placed there
        "obj.HasNext undefined (type *NestedIterator has no field or method HasNext, but does have method hasNext)",
    ),
}
# An iterator that never ends: the driver's loop stops at the output limit.
ENDLESS_ITERATOR = """type NestedIterator struct{}

func Constructor(nestedList []*NestedInteger) NestedIterator {
	return NestedIterator{}
}

func (this *NestedIterator) Next() int {
	return -1000000
}

func (this *NestedIterator) HasNext() bool {
	return true
}
"""


def test_nested_integer_is_leetcodes_and_341s_iterator_runs_to_its_end(tmp_path: Path) -> None:
    """341's and 385's starters are LeetCode's templates under the whole NestedInteger API, and
    compile to a clean Wrong Answer; NestedIterator's methods are exported (LeetCode's driver calls
    HasNext and Next); an endless iterator ends at the output limit; what LeetCode's declaration makes
    a mistake is a compile error where the mistake is."""
    from judge.core.signature import parse_signature

    go = Go()
    jobs, signatures = {}, {}
    for slug, template in NESTED_TEMPLATES.items():
        data = json.loads((ROOT / "tests" / "links" / "problems" / slug / "problem.json").read_text())
        signature = signatures[slug] = parse_signature(data["signature"])
        starter = go.starter(signature, [], [])
        assert starter.startswith("/**\n") and starter.endswith(template), starter
        assert all(line in starter.splitlines() for line in NESTED_API), starter
        assert go.defines(starter, signature)
        jobs[slug] = (write(tmp_path, f"{slug}.go", starter), str(data["number"]))
    iterator = signatures["flatten-nested-list-iterator"]
    assert go.signature_text(iterator).splitlines() == [
        "type NestedIterator struct",
        "func Constructor(nestedList []*NestedInteger) *NestedIterator",
        "func (this *NestedIterator) Next() int",
        "func (this *NestedIterator) HasNext() bool",
    ]
    assert go.breakpoints(iterator, "")[1:] == ("main.(*NestedIterator).Next", "main.(*NestedIterator).HasNext")
    frame = go.setup_frame(iterator, "s.go", 100)
    assert [method["call"] for method in frame["design"]["methods"].values()] == ["Next", "HasNext"]
    assert frame["iterate"] == {"has_next": "hasNext", "next": "next"}
    jobs["endless"] = (write(tmp_path, "endless.go", ENDLESS_ITERATOR), "341")
    for name, (number, text, _, _) in NESTED_MISTAKES.items():
        jobs[name] = (write(tmp_path, f"{name.replace(' ', '_')}.go", text), number)
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = {
            name: pool.submit(judged, path, "--problem", number, env=DRIVEN) for name, (path, number) in jobs.items()
        }
        reports = {name: future.result() for name, future in futures.items()}
    for slug in NESTED_TEMPLATES:
        assert reports[slug]["verdict"] == "Wrong Answer", reports[slug].get("compile_error")
    assert reports["endless"]["verdict"] == "Output Limit Exceeded", reports["endless"].get("compile_error")
    for name, (_, _, place, message) in NESTED_MISTAKES.items():
        error = reports[name]["compile_error"]
        assert error is not None, (name, reports[name]["verdict"])
        assert (error["line"], error["offset"]) == place and error["message"].startswith(message), (name, error)
        assert "__judge_" not in error["output"], (name, error["output"])


# LeetCode's Go template of 430 (Flatten a Multilevel Doubly Linked List): its Node, and flatten's
# parameter named root (head in LeetCode's metaData), the body the kit's zero value.
MULTILEVEL_TEMPLATE = (
    "/**\n * Definition for a Node.\n * type Node struct {\n *     Val int\n *     Prev *Node\n"
    " *     Next *Node\n *     Child *Node\n * }\n */\nfunc flatten(root *Node) *Node {\n\treturn nil\n}\n"
)
MULTILEVEL_FILES = {
    # A Next that comes back to the head: LeetCode's error, not an endless answer.
    "cycle": "func flatten(root *Node) *Node {\n\tif root != nil && root.Next != nil {\n"
    "\t\troot.Next.Next = root\n\t}\n\treturn root\n}\n",
    # A Prev at a node of the file's own, not in the list: a Wrong Answer naming the link.
    "outside": "func flatten(root *Node) *Node {\n\tfor node := root; node != nil; node = node.Next {\n"
    "\t\tnode.Child = nil\n\t}\n\tif root != nil && root.Next != nil {\n\t\troot.Next.Prev = &Node{Val: 7}\n"
    "\t}\n\treturn root\n}\n",
}


def test_the_multilevel_lists_starter_is_leetcodes_template_and_its_links_are_written(tmp_path: Path) -> None:
    from judge.core.problems import load_problems
    from judge.learner.starter import starter

    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    problems = {str(problem.number): problem for problem in load_problems(env["JUDGE_PROBLEMS_DIR"])}
    text = starter(problems["430"], Go(), "430.go")
    assert text.endswith(MULTILEVEL_TEMPLATE), text
    paths = {"starter": write(tmp_path, "starter.go", text)}
    paths.update({name: write(tmp_path, f"{name}.go", source) for name, source in MULTILEVEL_FILES.items()})
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {name: pool.submit(judged, path, "--problem", "430", env=env) for name, path in paths.items()}
        reports = {name: future.result() for name, future in futures.items()}
    # The starter compiles and runs as it is: nil, the empty list.
    first = reports["starter"]["cases"][0]
    assert reports["starter"]["verdict"] == "Wrong Answer", reports["starter"].get("compile_error") or first
    assert first["message"].startswith("expected [1, 2, 3, 7, 8, 11, 12, 9, 10, 4, 5, 6], got []"), first
    first = reports["cycle"]["cases"][0]
    assert first["verdict"] == "Runtime Error" and "Found cycle in the list" in first["message"], first
    first = reports["outside"]["cases"][0]
    assert first["verdict"] == "Wrong Answer" and "prev pointer at a node not in the list" in first["message"], first


# LeetCode's Go template of 284 after the Iterator's comment (its methods unexported, in the kit's
# words): the struct, Constructor given iter and returning a pointer, and PeekingIterator's methods
# unexported too, in LeetCode's order, with no comment of how they are called; bodies the kit's zero values.
PEEKING_API = (
    " * type Iterator struct {",
    " * func (this *Iterator) hasNext() bool {}",
    " * func (this *Iterator) next() int {}",
)
PEEKING_TEMPLATE = (
    " */\n\ntype PeekingIterator struct {\n    \n}\n\n"
    "func Constructor(iter *Iterator) *PeekingIterator {\n    return &PeekingIterator{}\n}\n\n"
    "func (this *PeekingIterator) hasNext() bool {\n    return false\n}\n\n"
    "func (this *PeekingIterator) next() int {\n    return 0\n}\n\n"
    "func (this *PeekingIterator) peek() int {\n    return 0\n}\n"
)
# The template's bodies filled in: the Iterator kept, and a copy of it (an iterator of its own at the
# same place) peeking.
PEEKING_BODIES = (
    ("type PeekingIterator struct {\n    \n}", "type PeekingIterator struct {\n    iter *Iterator\n}"),
    ("    return &PeekingIterator{}", "    return &PeekingIterator{iter}"),
    ("hasNext() bool {\n    return false", "hasNext() bool {\n    return this.iter.hasNext()"),
    ("next() int {\n    return 0", "next() int {\n    return this.iter.next()"),
    ("peek() int {\n    return 0", "peek() int {\n    ahead := *this.iter\n    return ahead.next()"),
)
# What LeetCode's template makes a compile error, each with the line and column reported.
PEEKING_MISTAKES = {
    # The methods are unexported, as the judge calls them: an exported one is reported on its name.
    "exported": (
        PEEKING_BODIES,
        ((") peek() int", ") Peek() int"),),
        (17, 34),
        "obj.peek undefined (type *PeekingIterator has no field or method peek, but does have method Peek)",
    ),
    # The Iterator is the judge's: a file's own is reported where it is, alone.
    "own type": (
        PEEKING_BODIES,
        (("type PeekingIterator struct", "type Iterator struct {\n    items []int\n}\n\ntype PeekingIterator struct"),),
        (1, 6),
        "Iterator redeclared in this block (LeetCode declares Iterator",
    ),
}


def test_the_peeking_iterators_starter_is_leetcodes_template_and_its_methods_stay_lowercase(tmp_path: Path) -> None:
    from judge.core.signature import parse_signature

    go = Go()
    data = json.loads((ROOT / "tests" / "links" / "problems" / "peeking-iterator" / "problem.json").read_text())
    signature = parse_signature(data["signature"])
    starter = go.starter(signature, [], [])
    assert starter.startswith("/**\n") and starter.endswith(PEEKING_TEMPLATE), starter
    assert all(line in starter.splitlines() for line in PEEKING_API), starter
    assert "Returns" not in starter and "already defined" not in starter and "instantiated" not in starter
    assert go.defines(starter, signature)
    assert go.signature_text(signature).splitlines() == [
        "type PeekingIterator struct",
        "func Constructor(iter *Iterator) *PeekingIterator",
        "func (this *PeekingIterator) hasNext() bool",
        "func (this *PeekingIterator) next() int",
        "func (this *PeekingIterator) peek() int",
    ]
    assert go.breakpoints(signature, "")[1:] == tuple(
        f"main.(*PeekingIterator).{name}" for name in ("peek", "next", "hasNext")
    )
    frame = go.setup_frame(signature, "s.go", 100)["design"]
    assert [method["call"] for method in frame["methods"].values()] == ["peek", "next", "hasNext"]
    solved = starter
    for old, new in PEEKING_BODIES:
        assert old in solved, old
        solved = solved.replace(old, new)
    jobs = {"starter": write(tmp_path, "starter.go", starter), "solved": write(tmp_path, "solved.go", solved)}
    for name, (bodies, changes, _, _) in PEEKING_MISTAKES.items():
        text = starter.split(" */\n\n", 1)[1]
        for old, new in (*bodies, *changes):
            text = text.replace(old, new)
        jobs[name] = write(tmp_path, f"{name.replace(' ', '_')}.go", text)
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {name: pool.submit(judged, path, "--problem", "284", env=DRIVEN) for name, path in jobs.items()}
        reports = {name: future.result() for name, future in futures.items()}
    # The starter compiles and runs as it is: next() gives 0.
    first = reports["starter"]["cases"][0]
    assert reports["starter"]["verdict"] == "Wrong Answer", reports["starter"].get("compile_error") or first
    assert first["message"].startswith("call 1, next(): expected 1, got 0"), first
    assert reports["solved"]["verdict"] == "Accepted", reports["solved"].get("compile_error") or reports["solved"]
    for name, (_, _, place, message) in PEEKING_MISTAKES.items():
        error = reports[name]["compile_error"]
        assert error is not None, (name, reports[name]["verdict"])
        assert (error["line"], error["offset"]) == place and error["message"].startswith(message), (name, error)
        assert "__judge_" not in error["output"], (name, error["output"])
