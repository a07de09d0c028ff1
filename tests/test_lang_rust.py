"""Rust through the CLI: compiler messages and panics on the user's lines, crashes in Rust's terms,
LeetCode's rejection of a struct Solution of the file's own, and LeetCode's declarations. What every
language does alike (prints, statics kept between cases, the starter, the build cache, no program
left running after a time-out) is tests/test_language_behaviours.py's; each example's verdict, of
every problem, is tests/test_verify.py's; the type vocabulary is tests/test_conformance.py's."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from judge.languages.rust import Rust

from .conftest import ROOT, judged, run_judge, write

pytestmark = pytest.mark.skipif(
    Rust().missing_toolchain() is not None, reason="Rust is not installed (apt-get install -y rustc)"
)

ANSWERS_52 = "[1, 0, 0, 2, 10, 4, 40, 92, 352]"


def test_a_compile_error_points_at_the_users_line() -> None:
    path = ROOT / "solutions" / "n-queens" / "compile_error" / "undefined_helper.rs"
    error = judged(path)["compile_error"]
    assert (error["line"], error["offset"]) == (17, 25)
    assert error["text"].strip() == "boards.push(draw(queens, n));"
    assert error["message"].startswith("cannot find function `draw` in this scope")
    assert f"{path}:17:25: error[E0425]" in error["output"]
    assert "aborting due to" not in error["output"]


def test_a_signature_that_does_not_match_is_reported_on_the_declaration(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "i64.rs",
        "// N-Queens II\n\nimpl Solution {\n    pub fn total_n_queens(n: i64) -> i32 {\n        0\n    }\n}\n",
    )
    error = judged(path, "--problem", "52")["compile_error"]
    assert (error["line"], error["offset"]) == (4, 12)
    assert "does its signature match" in error["message"]


def test_a_panic_names_the_users_line() -> None:
    path = ROOT / "solutions" / "n-queens-ii" / "runtime_error" / "fixed_size.rs"
    case = judged(path)["cases"][8]
    assert case["verdict"] == "Runtime Error"
    assert case["message"] == "panic: index out of bounds: the len is 8 but the index is 8 (line 31)"
    assert case["details"]["error"]["frames"] == [[str(path), 31, "count"]]


def test_crashes_read_in_rusts_terms(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "crashes.rs",
        "impl Solution {\n    pub fn total_n_queens(n: i32) -> i32 {\n"
        "        if n == 1 {\n            return Self::down(1) as i32;\n        }\n"
        "        let mut kept = Vec::new();\n        loop {\n"
        "            kept.push(vec![n as u8; 1 << 20]);\n"
        "            if kept.len() > 1 << 20 {\n                return kept.len() as i32;\n            }\n"
        "        }\n    }\n\n"
        "    fn down(n: u64) -> u64 {\n        let mut frame = [n; 64];\n"
        "        frame[(n % 64) as usize] = Self::down(n + 1);\n        frame.iter().sum()\n    }\n}\n",
    )
    cases = judged(path, "--problem", "52", "--all-cases")["cases"]
    assert cases[0]["verdict"] == "Runtime Error" and cases[0]["message"].startswith("stack overflow")
    assert cases[1]["verdict"] == "Memory Limit Exceeded"


def test_a_struct_solution_of_the_files_own_is_e0428_as_on_leetcode(tmp_path: Path) -> None:
    body = (
        "impl Solution {\n"
        "    pub fn total_n_queens(n: i32) -> i32 {\n        let known: HashMap<i32, i32> = "
        f"{ANSWERS_52}.iter().enumerate().map(|(i, &c)| (i as i32 + 1, c)).collect();\n"
        "        known[&n]\n    }\n}\n\n"
        'fn main() {\n    println!("{}", Solution::total_n_queens(8));\n}\n'
    )
    head = "use std::collections::HashMap;\n\n"
    report = judged(
        write(
            tmp_path, "complete.rs", head + "// struct Solution; in a comment is none\npub struct Solution;\n\n" + body
        )
    )
    error = report["compile_error"]
    assert report["verdict"] == "Compile Error" and error["line"] == 4, error
    assert "E0428" in error["message"] and error["text"] == "pub struct Solution;"
    # Without the struct, a main of the user's (for trying it by hand) stays.
    report = judged(write(tmp_path, "main.rs", head + body))
    assert report["verdict"] == "Accepted" and report["cases"][0]["stdout"] == ""


def test_declarations_are_leetcodes() -> None:
    from judge.core.signature import parse_signature

    rust = Rust()
    sudoku = parse_signature(
        {"name": "solveSudoku", "params": [{"name": "board", "type": "char[][]"}], "returns": "void", "answer": "board"}
    )
    minesweeper = parse_signature(
        {
            "name": "updateBoard",
            "params": [{"name": "board", "type": "char[][]"}, {"name": "click", "type": "int[]"}],
            "returns": "char[][]",
        }
    )
    game = parse_signature({"name": "judgePoint24", "params": [{"name": "cards", "type": "int[]"}], "returns": "bool"})
    assert rust.signature_text(sudoku) == "pub fn solve_sudoku(board: &mut Vec<Vec<char>>)"
    assert rust.signature_text(minesweeper) == (
        "pub fn update_board(board: Vec<Vec<char>>, click: Vec<i32>) -> Vec<Vec<char>>"
    )
    assert rust.signature_text(game) == "pub fn judge_point24(cards: Vec<i32>) -> bool"
    # A void method's starter has an empty body, as LeetCode's.
    assert "pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {\n\n    }" in rust.starter(sudoku, [], [])
    # LeetCode's node types; a tree answered in place is lent as `&mut`.
    flatten = parse_signature(
        {
            "name": "flatten",
            "params": [{"name": "root", "type": "TreeNode"}],
            "return": {"type": "void"},
            "output": {"paramindex": 0},
        }
    )
    assert rust.signature_text(flatten) == "pub fn flatten(root: &mut Option<Rc<RefCell<TreeNode>>>)"
    merge = parse_signature(
        {"name": "mergeKLists", "params": [{"name": "lists", "type": "ListNode[]"}], "returns": "ListNode"}
    )
    assert rust.signature_text(merge) == (
        "pub fn merge_k_lists(lists: Vec<Option<Box<ListNode>>>) -> Option<Box<ListNode>>"
    )


@pytest.mark.parametrize(
    ("stderr", "said"),
    [
        # Rust 1.73 and later: the message on the line after the panic's place, then a backtrace.
        (
            "thread 'main' panicked at compiler/rustc_driver/src/lib.rs:9:9:\nno sysroot found\n"
            "stack backtrace:\n   0: rust_begin_unwind\n  13: <unknown>\n",
            "rustc panicked: no sysroot found",
        ),
        # Before 1.73: the message quoted on the panic's own line.
        (
            "thread 'main' panicked at 'no sysroot found', src/lib.rs:9:9\n"
            "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n",
            "rustc panicked: no sysroot found",
        ),
        # A panic whose message is missing names no backtrace frame in its place.
        ("thread 'main' panicked at src/lib.rs:9:9:\n  13: <unknown>\n", "rustc panicked"),
        (
            "error: no default toolchain configured\nhelp: run `rustup default stable`\n",
            "error: no default toolchain configured",
        ),
    ],
)
def test_a_failing_toolchain_is_quoted_by_its_message(stderr: str, said: str) -> None:
    from judge.languages.rust import _first_complaint

    assert _first_complaint(stderr) == said


# LeetCode 109's shape: a list in, a tree out (both types), as data only.
LIST_TO_TREE = {
    "number": 9203,
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
# LeetCode's starter: both definitions in comments (ListNode first), the imports its tree problems have.
LIST_TO_TREE_STARTER = """\
// Definition for singly-linked list.
// #[derive(PartialEq, Eq, Clone, Debug)]
// pub struct ListNode {
//   pub val: i32,
//   pub next: Option<Box<ListNode>>
// }
//
// impl ListNode {
//   #[inline]
//   fn new(val: i32) -> Self {
//     ListNode {
//       next: None,
//       val
//     }
//   }
// }
// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
//
// impl TreeNode {
//   #[inline]
//   pub fn new(val: i32) -> Self {
//     TreeNode {
//       val,
//       left: None,
//       right: None
//     }
//   }
// }
use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn sorted_list_to_bst(head: Option<Box<ListNode>>) -> Option<Rc<RefCell<TreeNode>>> {
        None
    }
}
"""
# With an impl block of its own for ListNode (as some solutions have), beside LeetCode's `new`.
LIST_TO_TREE_RUST = """\
use std::rc::Rc;
use std::cell::RefCell;

impl ListNode {
    fn values(&self) -> Vec<i32> {
        let mut values = vec![self.val];
        let mut node = &self.next;
        while let Some(next) = node {
            values.push(next.val);
            node = &next.next;
        }
        values
    }
}

impl Solution {
    pub fn sorted_list_to_bst(head: Option<Box<ListNode>>) -> Option<Rc<RefCell<TreeNode>>> {
        let values = head.map_or(vec![], |node| node.values());
        Self::build(&values)
    }

    fn build(values: &[i32]) -> Option<Rc<RefCell<TreeNode>>> {
        if values.is_empty() {
            return None;
        }
        let middle = values.len() / 2;
        let mut node = TreeNode::new(values[middle]);
        node.left = Self::build(&values[..middle]);
        node.right = Self::build(&values[middle + 1..]);
        Some(Rc::new(RefCell::new(node)))
    }
}
"""


def test_the_node_types_are_leetcodes_and_the_file_imports_rc_itself(tmp_path: Path) -> None:
    folder = tmp_path / "problems" / "list-to-tree"
    (folder / "data").mkdir(parents=True)
    (folder / "problem.json").write_text(json.dumps(LIST_TO_TREE), encoding="utf-8")
    (folder / "statement.md").write_text("# 9203. List To Tree\n", encoding="utf-8")
    (folder / "data" / "cases.json").write_text(json.dumps(LIST_TO_TREE_CASES), encoding="utf-8")
    env = {"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems")}
    starter = tmp_path / "starter.rs"
    created = run_judge("new", "9203", str(starter), "--language", "rust", env=env)
    assert created.returncode == 0, created.stderr
    assert starter.read_text(encoding="utf-8").endswith("\n\n" + LIST_TO_TREE_STARTER)
    imports = "use std::rc::Rc;\nuse std::cell::RefCell;\n"
    files = [
        starter,
        write(tmp_path, "right.rs", LIST_TO_TREE_RUST),
        # Without the imports LeetCode's starter has: not found, as there, and said so.
        write(tmp_path, "unimported.rs", LIST_TO_TREE_RUST.replace(imports, "")),
        # A struct of the file's own beside LeetCode's: defined twice, on the file's line.
        write(tmp_path, "own.rs", "pub struct TreeNode {\n    pub val: i32,\n}\n\n" + LIST_TO_TREE_RUST),
    ]
    with ThreadPoolExecutor(max_workers=2) as pool:
        reports = list(pool.map(lambda path: judged(path, "--problem", "9203", env=env), files))
    assert [case["verdict"] for case in reports[0]["cases"]] == ["Wrong Answer", "Accepted", "Wrong Answer"]
    assert (reports[1]["verdict"], reports[1]["passed"]) == ("Accepted", 3), reports[1]
    error = reports[2]["compile_error"]
    assert error["message"].startswith("cannot find type `Rc` in this scope"), error
    assert "`use std::rc::Rc;` and `use std::cell::RefCell;`" in error["message"]
    error = reports[3]["compile_error"]
    assert (error["line"], error["text"]) == (1, "pub struct TreeNode {"), error
    assert "E0255" in error["output"] and "defined multiple times" in error["message"]


# LRU Cache in Rust as LeetCode users write it: `&mut self` where LeetCode's template has `&self`,
# its closing comment kept (a doc comment that documents nothing, alone at the end of a file).
LRU_RS = """use std::collections::HashMap;

struct LRUCache {
    capacity: usize,
    values: HashMap<i32, i32>,
    order: Vec<i32>,
}

impl LRUCache {
    fn new(capacity: i32) -> Self {
        LRUCache { capacity: capacity as usize, values: HashMap::new(), order: vec![] }
    }

    fn touch(&mut self, key: i32) {
        self.order.retain(|&k| k != key);
        self.order.push(key);
    }

    fn get(&mut self, key: i32) -> i32 {
        if !self.values.contains_key(&key) {
            return -1;
        }
        self.touch(key);
        self.values[&key]
    }

    fn put(&mut self, key: i32, value: i32) {
        self.values.insert(key, value);
        self.touch(key);
        if self.order.len() > self.capacity {
            let oldest = self.order.remove(0);
            self.values.remove(&oldest);
        }
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * let obj = LRUCache::new(capacity);
 * let ret_1: i32 = obj.get(key);
 * obj.put(key, value);
 */
"""


def test_a_design_problem_starts_from_leetcodes_template_and_is_judged_call_by_call(tmp_path: Path) -> None:
    from judge.core.signature import parse_signature

    from .test_design import LRU, LRU_CASES, write_problem

    env = write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)
    starter = tmp_path / "starter.rs"
    created = run_judge("new", "9146", str(starter), "--language", "rust", env=env)
    assert created.returncode == 0, created.stderr
    text = starter.read_text(encoding="utf-8")
    assert text.endswith(
        "struct LRUCache {\n\n}\n\n\n/**\n * `&self` means the method takes an immutable reference.\n"
        " * If you need a mutable reference, change it to `&mut self` instead.\n */\nimpl LRUCache {\n\n"
        "    fn new(capacity: i32) -> Self {\n        Self {}\n    }\n    \n"
        "    fn get(&self, key: i32) -> i32 {\n        0\n    }\n    \n"
        "    fn put(&self, key: i32, value: i32) {\n        \n    }\n}\n\n"
        "/**\n * Your LRUCache object will be instantiated and called as such:\n"
        " * let obj = LRUCache::new(capacity);\n * let ret_1: i32 = obj.get(key);\n * obj.put(key, value);\n */\n"
    )
    assert Rust().signature_text(parse_signature(LRU)).splitlines() == [
        "struct LRUCache",
        "    fn new(capacity: i32) -> Self",
        "    fn get(&self, key: i32) -> i32",
        "    fn put(&self, key: i32, value: i32)",
    ]
    panicking = LRU_RS.replace("            return -1;\n", '            panic!("no key {}", key);\n')
    mismatched = LRU_RS.replace("fn get(&mut self, key: i32)", "fn get(&mut self, key: i32, default: i32)")
    files = [starter, *(write(tmp_path, f"{name}.rs", text) for name, text in [("lru", LRU_RS), ("panics", panicking)])]
    files.append(write(tmp_path, "mismatched.rs", mismatched))
    # No --problem: the class, `new` and the methods say which problem each file is.
    with ThreadPoolExecutor(max_workers=2) as pool:
        reports = list(pool.map(lambda path: judged(path, env=env), files))
    # The starter compiles as it is: its calls answer zero values.
    assert reports[0]["verdict"] == "Wrong Answer", reports[0]
    assert reports[0]["cases"][0]["details"]["first_wrong_call"] == 3
    assert (reports[1]["verdict"], reports[1]["passed"]) == ("Accepted", 2), reports[1]
    # A panic ends the case at its call, named with the method and the user's line.
    case = reports[2]["cases"][1]
    assert case["verdict"] == "Runtime Error" and case["message"] == "call 1, get: panic: no key 5 (line 21)", case
    assert case["details"]["error"]["frames"][0][1:] == [21, "get"], case["details"]["error"]
    # A declaration that does not match LeetCode's is reported on the method's own line.
    error = reports[3]["compile_error"]
    assert error is not None and error["line"] == 19 and "does its signature match" in error["message"], error


# A design class named Solution, as LeetCode's random problems are (382, 384, 519, 528): made from a
# ListNode as 382's, with a void method as 519's reset. Deterministic, so the exact checker judges it.
TAKEN = {
    "classname": "Solution",
    "constructor": {"params": [{"name": "head", "type": "ListNode"}]},
    "methods": [
        {"name": "take", "params": [], "return": {"type": "integer"}},
        {"name": "reset", "params": [], "return": {"type": "void"}},
    ],
    "return": {"type": "integer"},
    "systemdesign": True,
}
TAKEN_CASES = [
    {
        "name": "example",
        "input": {"operations": ["Solution", "take", "take", "reset", "take"], "arguments": [[[4, 5]], [], [], [], []]},
        "expected": [None, 4, 5, None, 4],
    }
]
TAKEN_RS = """struct Solution {
    values: Vec<i32>,
    next: usize,
}

impl Solution {
    fn new(mut head: Option<Box<ListNode>>) -> Self {
        let mut values = Vec::new();
        while let Some(node) = head {
            values.push(node.val);
            head = node.next;
        }
        Solution { values, next: 0 }
    }

    fn take(&mut self) -> i32 {
        self.next += 1;
        self.values[self.next - 1]
    }

    fn reset(&mut self) {
        self.next = 0;
    }
}
"""


def test_a_design_class_named_solution_is_the_files_own_struct(tmp_path: Path) -> None:
    from judge.core.signature import parse_signature
    from judge.languages.rust import main_source

    from .test_design import write_problem

    env = write_problem(tmp_path / "problems", "taken", 9382, TAKEN, TAKEN_CASES)
    starter = tmp_path / "starter.rs"
    created = run_judge("new", "9382", str(starter), "--language", "rust", env=env)
    assert created.returncode == 0, created.stderr
    text = starter.read_text(encoding="utf-8")
    assert "struct Solution {\n\n}\n" in text and "struct Solution;" not in text
    assert "    fn new(head: Option<Box<ListNode>>) -> Self {\n" in text
    assert "    fn reset(&self) {\n" in text and " * let obj = Solution::new(head);\n" in text
    # LeetCode declares no `struct Solution;` beside it, as it does for every other problem.
    assert "struct Solution;" not in main_source(TAKEN_RS, parse_signature(TAKEN))
    files = [starter, write(tmp_path, "taken.rs", TAKEN_RS)]
    files.append(write(tmp_path, "past.rs", TAKEN_RS.replace("self.next = 0;", "")))
    with ThreadPoolExecutor(max_workers=2) as pool:
        reports = list(pool.map(lambda path: judged(path, "--problem", "9382", env=env), files))
    # The starter compiles as it is: its calls answer zero values.
    assert reports[0]["verdict"] == "Wrong Answer", reports[0]
    assert (reports[1]["verdict"], reports[1]["passed"]) == ("Accepted", 1), reports[1]
    case = reports[2]["cases"][0]
    assert case["verdict"] == "Runtime Error" and case["message"].startswith("call 4, take: panic: index out of"), case


def test_an_nary_tree_problem_is_refused_as_leetcode_offers_no_rust_for_it(tmp_path: Path) -> None:
    from judge.core.signature import parse_signature

    from .test_design import write_problem

    mirror = {"name": "mirror", "params": [{"name": "root", "type": "Node"}], "returns": "Node"}
    said = Rust().cannot_judge(parse_signature(mirror))
    assert said is not None and "LeetCode offers no Rust for N-ary tree problems" in said, said
    # Everywhere a Node is: in a list, as the answer only.
    levels = {"name": "levels", "params": [{"name": "n", "type": "int"}], "returns": "list<Node>"}
    assert Rust().cannot_judge(parse_signature(levels)) is not None
    assert Rust().cannot_judge(parse_signature({**mirror, "params": [], "returns": "TreeNode"})) is None
    # In one line, before anything is compiled.
    env = write_problem(tmp_path / "problems", "nary-mirror", 9234, mirror, [])
    source = write(
        tmp_path, "mirror.rs", "impl Solution {\n    pub fn mirror(root: i32) -> i32 {\n        root\n    }\n}\n"
    )
    result = run_judge("test", str(source), "--problem", "9234", env=env)
    assert result.returncode == 2 and result.stderr.strip().splitlines() == [f"judge: error: 9234. {said}"]


# LeetCode's Rust templates of the problems whose method calls its API, word for word but for the
# body, which answers 0 (LeetCode's is empty, which does not compile); 374's opens with "/** ", its
# space written \x20 here.
API_STARTERS = {
    "278": """// The API isBadVersion is defined for you.
// isBadVersion(version:i32)-> bool;
// to call it use self.isBadVersion(version)

impl Solution {
    pub fn first_bad_version(&self, n: i32) -> i32 {
        0
    }
}
""",
    "374": """/**\x20
 * Forward declaration of guess API.
 * @param  num   your guess
 * @return \t     -1 if num is higher than the picked number
 *\t\t\t      1 if num is lower than the picked number
 *               otherwise return 0
 * unsafe fn guess(num: i32) -> i32 {}
 */

impl Solution {
    unsafe fn guessNumber(n: i32) -> i32 {
        0
    }
}
""",
}


def test_the_apis_problems_start_from_leetcodes_templates_and_237_is_refused(tmp_path: Path) -> None:
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    starters = []
    for number, template in API_STARTERS.items():
        starter = tmp_path / f"starter_{number}.rs"
        created = run_judge("new", number, str(starter), "--language", "rust", env=env)
        assert created.returncode == 0, created.stderr
        assert starter.read_text(encoding="utf-8").endswith("\n\n" + template)
        starters.append(starter)
    # 278's method is on `&self` (it calls self.isBadVersion): one without it is told at its declaration.
    unbound = write(tmp_path, "unbound.rs", API_STARTERS["278"].replace("&self, ", ""))
    with ThreadPoolExecutor(max_workers=2) as pool:
        # The starters compile as they are and are found by their methods (no --problem).
        reports = list(pool.map(lambda path: judged(path, env=env), [*starters, unbound]))
    for report in reports[:2]:
        assert report["compile_error"] is None and report["verdict"] == "Wrong Answer", report["compile_error"]
    error = reports[2]["compile_error"]
    assert error is not None and error["line"] == 6 and "does its signature match" in error["message"], error
    # 237 has no Rust on LeetCode: refused in one line, before anything is written.
    refused = run_judge("new", "237", str(tmp_path / "starter_237.rs"), "--language", "rust", env=env)
    assert refused.returncode == 2 and len(refused.stderr.strip().splitlines()) == 1, refused.stderr
    assert "LeetCode offers no Rust for that problem" in refused.stderr
    assert not (tmp_path / "starter_237.rs").exists()


# LeetCode's Rust templates of the Codec problems, written by hand there (tabs, 535's comments and its
# longURL and shortURL), word for word but for the bodies, which answer zero values (LeetCode's are
# empty, which does not compile); "/** " ends with a space, written \x20 here.
CODEC_STARTERS = {
    "297": """use std::rc::Rc;
use std::cell::RefCell;
struct Codec {
\t
}

/**\x20
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Codec {
    fn new() -> Self {
        Self {}
    }

    fn serialize(&self, root: Option<Rc<RefCell<TreeNode>>>) -> String {
        String::new()
    }
\t
    fn deserialize(&self, data: String) -> Option<Rc<RefCell<TreeNode>>> {
        None
    }
}

/**
 * Your Codec object will be instantiated and called as such:
 * let obj = Codec::new();
 * let data: String = obj.serialize(strs);
 * let ans: Option<Rc<RefCell<TreeNode>>> = obj.deserialize(data);
 */
""",
    "535": """struct Codec {
\t
}

/**\x20
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Codec {
    fn new() -> Self {
        Self {}
    }
\t
    // Encodes a URL to a shortened URL.
    fn encode(&self, longURL: String) -> String {
        String::new()
    }
\t
    // Decodes a shortened URL to its original URL.
    fn decode(&self, shortURL: String) -> String {
        String::new()
    }
}

/**
 * Your Codec object will be instantiated and called as such:
 * let obj = Codec::new();
 * let s: String = obj.encode(strs);
 * let ans: String = obj.decode(s);
 */
""",
}


def test_a_codec_starts_from_leetcodes_template_and_hands_a_string_across(tmp_path: Path) -> None:
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    starters = []
    for number, template in CODEC_STARTERS.items():
        starter = tmp_path / f"starter_{number}.rs"
        created = run_judge("new", number, str(starter), "--language", "rust", env=env)
        assert created.returncode == 0, created.stderr
        # After the problem's comment; 297's after LeetCode's TreeNode in one, as every tree starter has it.
        assert starter.read_text(encoding="utf-8").endswith(("\n// }\n" if number == "297" else "\n\n") + template)
        starters.append(starter)
    # What serialize gives deserialize is a String: a serialize that hands the tree across does not
    # compile, and the message is on its declaration.
    handed = CODEC_STARTERS["297"].replace(
        "root: Option<Rc<RefCell<TreeNode>>>) -> String {\n        String::new()",
        "root: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> {\n        root",
    )
    untyped = write(tmp_path, "handed.rs", handed)
    with ThreadPoolExecutor(max_workers=2) as pool:
        # The starters compile as they are and are found by their methods (no --problem).
        reports = list(pool.map(lambda path: judged(path, env=env), [*starters, untyped]))
    for report in reports[:2]:
        assert report["compile_error"] is None and report["verdict"] == "Wrong Answer", report["compile_error"]
    error = reports[2]["compile_error"]
    assert error is not None and error["line"] == 16 and "does its signature match" in error["message"], error


# LeetCode's Rust templates of the NestedInteger problems, word for word but for the bodies, which
# answer zero values (LeetCode's are empty, which does not compile), and the first line of the enum's
# comment, which is the kit's own; 341's "/** " ends with a space and the empty lines between its
# methods hold four, written \x20 here.
NESTED_COMMENT = """// The judge declares NestedInteger (an integer, or a list of NestedIntegers): do not declare it.
// #[derive(Debug, PartialEq, Eq)]
// pub enum NestedInteger {
//   Int(i32),
//   List(Vec<NestedInteger>)
// }
"""
NESTED_STARTERS = {
    "341": NESTED_COMMENT
    + """struct NestedIterator {

}


/**\x20
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl NestedIterator {

    fn new(nestedList: Vec<NestedInteger>) -> Self {
        Self {}
    }
\x20\x20\x20\x20
    fn next(&mut self) -> i32 {
        0
    }
\x20\x20\x20\x20
    fn has_next(&self) -> bool {
        false
    }
}

/**
 * Your NestedIterator object will be instantiated and called as such:
 * let obj = NestedIterator::new(nestedList);
 * let ret_1: i32 = obj.next();
 * let ret_2: bool = obj.has_next();
 */
""",
    "385": NESTED_COMMENT
    + """impl Solution {
    pub fn deserialize(s: String) -> NestedInteger {
        NestedInteger::List(vec![])
    }
}
""",
}


def test_the_nested_integer_problems_start_from_leetcodes_templates_and_its_enum_has_no_clone(tmp_path: Path) -> None:
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    starters = []
    for number, template in NESTED_STARTERS.items():
        starter = tmp_path / f"starter_{number}.rs"
        created = run_judge("new", number, str(starter), "--language", "rust", env=env)
        assert created.returncode == 0, created.stderr
        assert starter.read_text(encoding="utf-8").endswith("\n\n" + template)
        starters.append(starter)
    # LeetCode's enum derives no Clone: a solution that copies the list does not compile, as there.
    copied = "        let kept = nestedList.clone();\n        Self {}\n"
    cloned = NESTED_STARTERS["341"].replace("        Self {}\n", copied)
    # A next of another type than LeetCode's is told at its declaration.
    mistyped = NESTED_STARTERS["341"].replace("fn next(&mut self) -> i32", "fn next(&mut self) -> i64")
    files = [*starters, write(tmp_path, "cloned.rs", cloned), write(tmp_path, "mistyped.rs", mistyped)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        # The starters compile as they are and are found by their class and method (no --problem).
        reports = list(pool.map(lambda path: judged(path, env=env), files))
    for report in reports[:2]:
        assert report["compile_error"] is None and report["verdict"] == "Wrong Answer", report["compile_error"]
    # 341's starter gives no integer: right where the list holds none ([[]]), wrong elsewhere.
    assert [case["verdict"] for case in reports[0]["cases"][:3]] == ["Wrong Answer", "Wrong Answer", "Accepted"]
    error = reports[2]["compile_error"]
    assert error is not None and error["line"] == 19 and "clone" in error["message"], error
    error = reports[3]["compile_error"]
    assert error is not None and error["line"] == 22 and "does its signature match" in error["message"], error
