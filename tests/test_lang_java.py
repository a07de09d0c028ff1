"""Java through the CLI: public Java solutions judged as they were written, compiler messages and
exceptions on the user's own lines, LeetCode's rejections, memory, and the type vocabulary as LeetCode
declares it (arrays as arrays, lists as Lists, void methods answering in place). What every language
does alike (prints, static fields kept between cases, the starter, the build cache, no JVM left
running after a time-out) is tests/test_language_behaviours.py's; each example's verdict is
tests/test_verify.py's; one file per shape of the vocabulary is tests/test_conformance.py's."""

from __future__ import annotations

import json
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from judge.core.problems import find_problem
from judge.core.signature import parse_signature
from judge.execution.build import build_key
from judge.languages.java import PRELUDE, Java

from .conftest import ROOT, THIRD, judged, run_judge, write
from .test_design import LRU, LRU_CASES, write_problem

pytestmark = pytest.mark.skipif(
    Java().missing_toolchain() is not None,
    reason="Java is not installed (apt-get install -y default-jdk-headless)",
)

SEEDS = Path(__file__).resolve().parent / "data" / "java_seed"


def summary(report: dict[str, Any]) -> str:
    """The verdict, the cases passed and the first failure's message: what a failed assertion should show."""
    failed = [case for case in report["cases"] if case["verdict"] != "Accepted"]
    first = f" (case {failed[0]['index']}: {failed[0]['verdict']}: {failed[0].get('message', '')})" if failed else ""
    return f"{report['verdict']} {report['passed']}/{report['total']}" + first


def test_public_solutions_are_accepted_as_written() -> None:
    """Four Solution classes of a Chinese tutorial, saved as published: `public class`, imports of their
    own or none at all (List and ArrayList unimported: LeetCode's environment has them), Chinese comments,
    a `main` method."""
    seeds = sorted(SEEDS.glob("n_queens_*.java"))
    seeds = [path for path in seeds if not path.name.startswith("n_queens_ii_")]
    assert len(seeds) == 4
    with ThreadPoolExecutor(max_workers=2) as pool:
        reports = list(pool.map(judged, seeds))
    assert [(report["problem"], summary(report)) for report in reports] == [("n-queens", "Accepted 9/9")] * 4


def test_a_class_without_the_method_is_a_compile_error_naming_it() -> None:
    # Static helpers and a main, but no totalNQueens: the problem can't be inferred...
    path = SEEDS / "n_queens_ii_static_only.java"
    refused = run_judge("test", str(path), "--no-history")
    assert refused.returncode == 2 and "pass --problem" in refused.stderr
    # ...and judged as problem 52 it can't compile: LeetCode's call has nothing to call.
    report = judged(path, "--problem", "52")
    assert report["verdict"] == "Compile Error"
    error = report["compile_error"]
    assert "class Solution has no method totalNQueens(int)" in error["message"]
    assert "public int totalNQueens(int n)" in error["message"]
    assert (error["line"], error["text"]) == (1, "class Solution {")
    assert "JudgeHarness" not in json.dumps(report)


def test_a_wrong_declaration_says_what_leetcode_calls(tmp_path: Path) -> None:
    source = "class Solution {\n    public String[][] solveNQueens(int n) {\n        return null;\n    }\n}\n"
    error = judged(write(tmp_path, "arrays.java", source))["compile_error"]
    assert error["line"] == 2
    assert "returns String[][], not List<List<String>>" in error["message"]
    assert "public List<List<String>> solveNQueens(int n)" in error["message"]


def test_an_allocation_loop_is_memory_limit_exceeded_and_leaves_no_jvm() -> None:
    path = ROOT / "solutions" / "n-queens-ii" / "memory_limit_exceeded" / "allocation_loop.java"
    report = judged(path)
    assert report["verdict"] == "Memory Limit Exceeded"
    assert report["cases"][0]["verdict"] == "Memory Limit Exceeded"
    # The JVM's command line names its build folder, whose name is the build's key.
    problem = find_problem("52")
    plan = Java().plan_build(path.read_text(encoding="utf-8"), str(path), problem.signature)
    assert plan is not None
    left = subprocess.run(["pgrep", "-f", build_key(plan)], capture_output=True, text=True, check=False)
    assert left.stdout.strip() == ""


def test_a_compile_error_points_at_the_users_line(tmp_path: Path) -> None:
    report = judged(ROOT / "solutions" / "n-queens-ii" / "compile_error" / "string_count.java")
    error = report["compile_error"]
    assert (error["line"], error["text"]) == (4, "        String total = 0;")
    assert "int cannot be converted to String" in error["message"]
    # On the first line, where the imports LeetCode provides are put, the user sees only their own text.
    source = 'class Solution { int x = "a"; public int totalNQueens(int n) { return 0; } }\n'
    first = judged(write(tmp_path, "first.java", source))["compile_error"]
    assert (first["line"], first["text"]) == (1, source.rstrip("\n"))
    assert "import java" not in first["output"]
    assert first["output"].splitlines()[2].index("^") == source.index('"a"')


def test_a_runtime_exception_names_the_users_line() -> None:
    path = ROOT / "solutions" / "n-queens-ii" / "runtime_error" / "diagonal_index.java"
    case = judged(path)["cases"][1]  # n = 2: col 1 on row 0 indexes -1
    assert case["verdict"] == "Runtime Error"
    assert case["message"] == "ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 4 (line 14)"
    frames = case["details"]["error"]["frames"]
    assert frames[0] == [str(path), 5, "Solution.totalNQueens"]
    assert frames[-1] == [str(path), 14, "Solution.count"]


def test_a_design_class_s_exception_names_the_users_file() -> None:
    # Compiled as LRUCache.java (named after the class), shown as the user's own file and line.
    path = ROOT / "solutions" / "lru-cache" / "runtime_error" / "unboxed_null.java"
    failed = [case for case in judged(path)["cases"] if case["verdict"] != "Accepted"]
    assert failed and failed[0]["verdict"] == "Runtime Error"
    assert failed[0]["details"]["error"]["frames"][-1] == [str(path), 26, "LRUCache.get"]


def test_the_harness_is_compiled_once_and_each_build_compiles_only_its_own_files() -> None:
    """javac compiles the user's file and the generated call against the harness's classes, made once
    in the judge's cache with a class-data archive of javac's own classes."""
    problem = find_problem("52")
    plans = [
        Java().plan_build(path.read_text(encoding="utf-8"), str(path), problem.signature)
        for path in (
            ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.java",
            ROOT / "solutions" / "n-queens-ii" / "accepted" / "up_down.java",
        )
    ]
    assert plans[0] is not None and plans[1] is not None
    for plan in plans:
        assert sorted(plan.files) == ["JudgeCall__.java", "Solution.java"]
        assert " JudgeHarness__.java" not in plan.command[-1]
    harness = Path(next(folder for folder in plans[0].visible if Path(folder).name.startswith("harness-")))
    assert str(harness) in plans[1].visible and f"-cp {harness} " in plans[0].command[-1]
    # javac maps its own classes from the archive made with the harness.
    archive = harness.parent / harness.name.replace("harness-", "javac-", 1)
    assert archive.with_suffix(".jsa").is_file() and str(archive.with_suffix(".jsa")) in plans[0].visible
    assert f"-J-XX:SharedArchiveFile={archive.with_suffix('.jsa')}" in plans[0].command[-1]
    assert harness.is_relative_to(Path(os.environ["XDG_CACHE_HOME"]))
    made = sorted(path.name for path in harness.iterdir())
    assert "JudgeHarness__.class" in made and not any(name.startswith("JudgeCall__") for name in made)
    # And a build judges: the harness's classes were copied in beside the user's.
    assert judged(ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.java")["verdict"] == "Accepted"


def test_a_package_declaration_is_a_compile_error_as_on_leetcode(tmp_path: Path) -> None:
    source = "// a comment first\npackage leetcode.queens;\n\nclass Solution {\n"
    source += "    public int totalNQueens(int n) { return 1; }\n}\n"
    report = judged(write(tmp_path, "packaged.java", source))
    assert report["verdict"] == "Compile Error"
    assert report["compile_error"]["line"] == 2
    assert "package declaration" in report["compile_error"]["message"]


def test_the_starter_shows_none_of_the_imports_the_judge_adds(tmp_path: Path) -> None:
    # The imports LeetCode provides are the judge's to add: the starter only names them in its comment.
    # (Its code, and its verdict, are tests/test_language_behaviours.py's.)
    created = run_judge("new", "51", str(tmp_path / "mine.java"), "--language", "java")
    assert created.returncode == 0, created.stderr
    assert PRELUDE not in (tmp_path / "mine.java").read_text(encoding="utf-8")


# LeetCode's Java declarations of the four problems like N-Queens, and the starter's body.
STARTER_BODIES = {
    "37": "    public void solveSudoku(char[][] board) {\n\n    }\n",
    "529": "    public char[][] updateBoard(char[][] board, int[] click) {\n        return new char[0][];\n",
    "679": "    public boolean judgePoint24(int[] cards) {\n        return false;\n",
    "488": "    public int findMinStep(String board, String hand) {\n        return 0;\n",
}


@pytest.mark.parametrize("problem", list(STARTER_BODIES))
def test_the_starters_of_arrays_and_in_place_answers(tmp_path: Path, problem: str) -> None:
    """LeetCode's declarations (char[][], int[], void), and a starter that compiles into a Wrong Answer."""
    path = tmp_path / f"starter_{problem}.java"
    created = run_judge("new", problem, str(path), "--language", "java")
    assert created.returncode == 0, created.stderr
    assert STARTER_BODIES[problem] in path.read_text(encoding="utf-8")
    assert judged(path)["verdict"] == "Wrong Answer"


def test_arrays_lists_and_void_methods_are_declared_as_leetcode_does() -> None:
    java = Java()
    sudoku = parse_signature(
        {"name": "solveSudoku", "params": [{"name": "board", "type": "char[][]"}], "returns": "void", "answer": "board"}
    )
    # As LeetCode shows it: no return, an empty line to write in.
    starter = "class Solution {\n    public void solveSudoku(char[][] board) {\n\n    }\n}\n"
    assert java.starter(sudoku, [], []) == starter
    mines = parse_signature(
        {
            "name": "updateBoard",
            "params": [{"name": "board", "type": "char[][]"}, {"name": "click", "type": "int[]"}],
            "returns": "char[][]",
        }
    )
    assert java.signature_text(mines) == "public char[][] updateBoard(char[][] board, int[] click)"
    assert "        return new char[0][];\n" in java.starter(mines, [], [])
    mixed = parse_signature(
        {
            "name": "mixed",
            "params": [{"name": "rows", "type": "list<list<char>>"}, {"name": "pairs", "type": "list<int[]>"}],
            "returns": "list<double>",
        }
    )
    assert java.signature_text(mixed) == "public List<Double> mixed(List<List<Character>> rows, List<int[]> pairs)"
    # Lists of strings and numbers as Lists of boxed items (tests/conftest.py's third problem).
    assert java.signature_text(parse_signature(THIRD["signature"])) == (
        "public List<String> longWords(List<String> words, List<Integer> picks, int k)"
    )


# A void method answering with its second argument; the first is changed too, and is not the answer.
SHIFT_IN_PLACE = {
    "number": 9002,
    "slug": "shift-in-place",
    "title": "Shift In Place",
    "difficulty": "Easy",
    "signature": {
        "name": "shiftInPlace",
        "params": [{"name": "marks", "type": "char[]"}, {"name": "nums", "type": "list<int>"}],
        "returns": "void",
        "answer": "nums",
    },
    "checker": "exact",
    "time_limit_ms": 2000,
    "memory_limit_mb": 256,
    "output_limit_mb": 1,
    "summary": "Add the number of marks to every number, in place.",
}
SHIFT_CASES = [
    {"name": "two", "input": {"marks": ["a", '"'], "nums": [1, -2]}, "expected": [3, 0]},
    {"name": "empty", "input": {"marks": [], "nums": []}, "expected": []},
]
SHIFT_RIGHT = """\
class Solution {
    public void shiftInPlace(char[] marks, List<Integer> nums) {
        for (int i = 0; i < nums.size(); i++) {
            nums.set(i, nums.get(i) + marks.length);
        }
        marks = new char[] {'x'};
        nums = new ArrayList<>();
    }
}
"""


def test_a_void_method_answers_with_the_argument_the_problem_names(tmp_path: Path) -> None:
    folder = tmp_path / "problems" / "shift-in-place"
    (folder / "data").mkdir(parents=True)
    (folder / "problem.json").write_text(json.dumps(SHIFT_IN_PLACE), encoding="utf-8")
    (folder / "statement.md").write_text("# 9002. Shift In Place\n", encoding="utf-8")
    (folder / "data" / "cases.json").write_text(json.dumps(SHIFT_CASES), encoding="utf-8")
    env = {"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems")}
    report = judged(write(tmp_path, "shift.java", SHIFT_RIGHT), "--problem", "9002", env=env)
    assert (report["verdict"], report["passed"]) == ("Accepted", 2), summary(report)
    # Declared with an array where LeetCode passes a List: a compile error that says LeetCode's declaration.
    wrong = "class Solution {\n    public void shiftInPlace(char[] marks, int[] nums) {\n    }\n}\n"
    error = judged(write(tmp_path, "arrays.java", wrong), "--problem", "9002", env=env)["compile_error"]
    assert "shiftInPlace takes int[] where LeetCode passes List<Integer>" in error["message"]
    assert "public void shiftInPlace(char[] marks, List<Integer> nums)" in error["message"]
    assert error["line"] == 2


def test_a_feature_of_leetcodes_newer_java_is_explained_not_just_failed() -> None:
    report = judged(ROOT / "tests" / "submissions" / "leetcode" / "sequenced_collection_52.java")
    if Java().toolchain_release()[:1] >= (21,):
        assert report["verdict"] == "Accepted"
        return
    error = report["compile_error"]
    assert report["verdict"] == "Compile Error" and error["line"] == 6, error
    assert "OpenJDK 21, which LeetCode runs, has it" in error["message"] and "install JDK 21" in error["message"]


def test_trees_and_lists_are_declared_as_leetcode_does() -> None:
    java = Java()
    split = parse_signature(
        {
            "name": "splitListToParts",
            "params": [{"name": "head", "type": "ListNode"}, {"name": "k", "type": "integer"}],
            "return": {"type": "ListNode[]"},
        }
    )
    assert java.signature_text(split) == "public ListNode[] splitListToParts(ListNode head, int k)"
    assert "        return new ListNode[0];\n" in java.starter(split, [], [])
    forest = parse_signature(
        {"name": "allTrees", "params": [{"name": "roots", "type": "TreeNode[]"}], "returns": "list<TreeNode>"}
    )
    assert java.signature_text(forest) == "public List<TreeNode> allTrees(TreeNode[] roots)"
    # LeetCode's definition of the class, in a comment above class Solution; the body returns null.
    invert = parse_signature(
        {"name": "invertTree", "params": [{"name": "root", "type": "TreeNode"}], "returns": "TreeNode"}
    )
    assert java.starter(invert, [], []) == TREE_COMMENT + (
        "class Solution {\n    public TreeNode invertTree(TreeNode root) {\n        return null;\n    }\n}\n"
    )


TREE_COMMENT = """\
/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode() {}
 *     TreeNode(int val) { this.val = val; }
 *     TreeNode(int val, TreeNode left, TreeNode right) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
"""
LIST_COMMENT = """\
/**
 * Definition for singly-linked list.
 * public class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode() {}
 *     ListNode(int val) { this.val = val; }
 *     ListNode(int val, ListNode next) { this.val = val; this.next = next; }
 * }
 */
"""
# LeetCode 109's shape: a list in, a tree out (both classes).
LIST_TO_TREE = {
    "number": 9003,
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
LIST_TO_TREE_RIGHT = """\
class Solution {
    public TreeNode sortedListToBST(ListNode head) {
        List<Integer> values = new ArrayList<>();
        for (ListNode node = head; node != null; node = node.next) {
            values.add(node.val);
        }
        return build(values, 0, values.size());
    }

    private TreeNode build(List<Integer> values, int from, int to) {
        if (from == to) {
            return null;
        }
        int middle = (from + to) / 2;
        return new TreeNode(values.get(middle), build(values, from, middle), build(values, middle + 1, to));
    }
}
"""
# LeetCode declares the classes: a file that declares one again does not compile there either.
LIST_TO_TREE_DECLARED = """\
class ListNode {
    int val;
    ListNode next;
}

class Solution {
    public TreeNode sortedListToBST(ListNode head) {
        return null;
    }
}
"""

# A class of its own inside Solution is another class: the declaration is not LeetCode's.
LIST_TO_TREE_NESTED = """\
class Solution {
    static class ListNode {
        int val;
        ListNode next;
    }

    public TreeNode sortedListToBST(ListNode head) {
        return null;
    }
}
"""


def test_the_node_classes_are_leetcodes_and_a_file_may_not_declare_them(tmp_path: Path) -> None:
    folder = tmp_path / "problems" / "list-to-tree"
    (folder / "data").mkdir(parents=True)
    (folder / "problem.json").write_text(json.dumps(LIST_TO_TREE), encoding="utf-8")
    (folder / "statement.md").write_text("# 9003. List To Tree\n", encoding="utf-8")
    (folder / "data" / "cases.json").write_text(json.dumps(LIST_TO_TREE_CASES), encoding="utf-8")
    env = {"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems")}
    starter = tmp_path / "starter.java"
    created = run_judge("new", "9003", str(starter), "--language", "java", env=env)
    assert created.returncode == 0, created.stderr
    # Both definitions, ListNode first, as LeetCode shows them; the starter compiles as it is.
    assert LIST_COMMENT + TREE_COMMENT + "class Solution {\n" in starter.read_text(encoding="utf-8")
    files = [starter, write(tmp_path, "right.java", LIST_TO_TREE_RIGHT)]
    files.append(write(tmp_path, "declared.java", LIST_TO_TREE_DECLARED))
    files.append(write(tmp_path, "nested.java", LIST_TO_TREE_NESTED))
    with ThreadPoolExecutor(max_workers=4) as pool:
        reports = list(pool.map(lambda path: judged(path, "--problem", "9003", env=env), files))
    assert reports[0]["verdict"] == "Wrong Answer", summary(reports[0])
    assert (reports[1]["verdict"], reports[1]["passed"]) == ("Accepted", 3), summary(reports[1])
    error = reports[2]["compile_error"]
    assert error["line"] == 1 and error["message"].startswith("duplicate class: ListNode"), error
    assert "LeetCode defines ListNode itself" in error["message"]
    nested = reports[3]["compile_error"]
    assert nested["line"] == 7, nested
    assert nested["message"].startswith("sortedListToBST takes Solution.ListNode where LeetCode passes ListNode"), (
        nested
    )


# Problem 141 as LeetCode starts it in Java (judged by a driver of its own): its older ListNode, whose
# one constructor takes the value, and `public class Solution`.
CYCLE_STARTER = """\
/**
 * Definition for singly-linked list.
 * class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode(int x) {
 *         val = x;
 *         next = null;
 *     }
 * }
 */
public class Solution {
    public boolean hasCycle(ListNode head) {
"""
# Builds a node with a constructor that 141's ListNode does not have on LeetCode.
CYCLE_NEWER_NODE = """\
public class Solution {
    public boolean hasCycle(ListNode head) {
        ListNode dummy = new ListNode(0, head);
        return dummy.next != null && dummy.next.next == head;
    }
}
"""


def test_the_driven_problems_declare_leetcodes_older_nodes(tmp_path: Path) -> None:
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    starter = tmp_path / "starter.java"
    created = run_judge("new", "141", str(starter), "--language", "java", env=env)
    assert created.returncode == 0, created.stderr
    assert CYCLE_STARTER in starter.read_text(encoding="utf-8")
    ancestor = tmp_path / "ancestor.java"
    assert run_judge("new", "236", str(ancestor), "--language", "java", env=env).returncode == 0
    assert " *     TreeNode(int x) { val = x; }\n * }\n */\nclass Solution {\n" in ancestor.read_text(encoding="utf-8")
    report = judged(write(tmp_path, "newer.java", CYCLE_NEWER_NODE), "--problem", "141", env=env)
    error = report["compile_error"]
    assert report["verdict"] == "Compile Error" and error["line"] == 3, error


NESTED_INTEGER_COMMENT = """\
/**
 * // The interface of nested lists, which the judge provides: do not implement it.
 * public class NestedInteger {
 *     // No value: an empty nested list.
 *     public NestedInteger();
 *
 *     // A single integer equal to value.
 *     public NestedInteger(int value);
 *
 *     // true if this NestedInteger holds a single integer, not a nested list.
 *     public boolean isInteger();
 *
 *     // The single integer this NestedInteger holds, or null if it holds a nested list.
 *     public Integer getInteger();
 *
 *     // Makes this NestedInteger hold the single integer value.
 *     public void setInteger(int value);
 *
 *     // Makes this NestedInteger a nested list (if it is not one) and appends ni to it.
 *     public void add(NestedInteger ni);
 *
 *     // The nested list this NestedInteger holds, or an empty list if it holds a single integer.
 *     public List<NestedInteger> getList();
 * }
 */
"""
# LeetCode's Java templates of 237, 278, 374, 284, 297, 535, 341 and 385, with the return the kit
# writes where LeetCode leaves the body empty (so that the starter compiles).
DRIVEN_TEMPLATES = {
    237: (
        "/**\n * Definition for singly-linked list.\n * public class ListNode {\n *     int val;\n"
        " *     ListNode next;\n *     ListNode(int x) { val = x; }\n * }\n */\nclass Solution {\n"
        "    public void deleteNode(ListNode node) {\n\n    }\n}\n"
    ),
    278: (
        "/* The isBadVersion API is defined in the parent class VersionControl.\n"
        "      boolean isBadVersion(int version); */\n\npublic class Solution extends VersionControl {\n"
        "    public int firstBadVersion(int n) {\n        return 0;\n    }\n}\n"
    ),
    374: (
        "/** \n * Forward declaration of guess API.\n * @param  num   your guess\n"
        " * @return \t     -1 if num is higher than the picked number\n"
        " *\t\t\t      1 if num is lower than the picked number\n *               otherwise return 0\n"
        " * int guess(int num);\n */\n\npublic class Solution extends GuessGame {\n"
        "    public int guessNumber(int n) {\n        return 0;\n    }\n}\n"
    ),
    # 284's: LeetCode's class, under the kit's words on Java's own Iterator where LeetCode links to its documentation.
    284: (
        "// The Iterator your class is given is Java's own java.util.Iterator<Integer> (imported, as on\n"
        "// LeetCode), over the integers in order:\n// interface Iterator<Integer> {\n"
        "//     // true while there are elements left.\n//     boolean hasNext();\n//\n"
        "//     // The next element; the iterator moves past it.\n//     Integer next();\n// }\n\n"
        "class PeekingIterator implements Iterator<Integer> {\n"
        "    public PeekingIterator(Iterator<Integer> iterator) {\n        \n    }\n\n"
        "    public Integer peek() {\n        return 0;\n    }\n\n"
        "    @Override\n    public Integer next() {\n        return 0;\n    }\n\n"
        "    @Override\n    public boolean hasNext() {\n        return false;\n    }\n}\n"
    ),
    297: (
        "/**\n * Definition for a binary tree node.\n * public class TreeNode {\n *     int val;\n"
        " *     TreeNode left;\n *     TreeNode right;\n *     TreeNode(int x) { val = x; }\n * }\n */\n"
        "public class Codec {\n\n    // Encodes a tree to a single string.\n"
        '    public String serialize(TreeNode root) {\n        return "";\n    }\n\n'
        "    // Decodes your encoded data to tree.\n    public TreeNode deserialize(String data) {\n"
        "        return null;\n    }\n}\n\n// Your Codec object will be instantiated and called as such:\n"
        "// Codec ser = new Codec();\n// Codec deser = new Codec();\n"
        "// TreeNode ans = deser.deserialize(ser.serialize(root));\n"
    ),
    # 535's comment shows one object; LeetCode's driver makes two, as 297's.
    535: (
        "public class Codec {\n\n    // Encodes a URL to a shortened URL.\n"
        '    public String encode(String longUrl) {\n        return "";\n    }\n\n'
        "    // Decodes a shortened URL to its original URL.\n    public String decode(String shortUrl) {\n"
        '        return "";\n    }\n}\n\n// Your Codec object will be instantiated and called as such:\n'
        "// Codec codec = new Codec();\n// codec.decode(codec.encode(url));\n"
    ),
    # LeetCode's templates of 341 and 385 under one comment of NestedInteger's whole API (the kit's words).
    341: (
        NESTED_INTEGER_COMMENT + "public class NestedIterator implements Iterator<Integer> {\n\n"
        "    public NestedIterator(List<NestedInteger> nestedList) {\n        \n    }\n\n"
        "    @Override\n    public Integer next() {\n        return 0;\n    }\n\n"
        "    @Override\n    public boolean hasNext() {\n        return false;\n    }\n}\n\n"
        "/**\n * Your NestedIterator object will be instantiated and called as such:\n"
        " * NestedIterator i = new NestedIterator(nestedList);\n * while (i.hasNext()) v[f()] = i.next();\n */\n"
    ),
    385: (
        NESTED_INTEGER_COMMENT + "class Solution {\n    public NestedInteger deserialize(String s) {\n"
        "        return new NestedInteger();\n    }\n}\n"
    ),
    # 430's Node has no constructor of its own, and a semicolon after it, as LeetCode writes it.
    430: (
        "/*\n// Definition for a Node.\nclass Node {\n    public int val;\n    public Node prev;\n"
        "    public Node next;\n    public Node child;\n};\n*/\n\nclass Solution {\n"
        "    public Node flatten(Node head) {\n        return null;\n    }\n}\n"
    ),
}


@pytest.mark.parametrize("number", sorted(DRIVEN_TEMPLATES))
def test_the_starters_of_a_node_to_delete_and_of_the_apis_are_leetcodes(tmp_path: Path, number: int) -> None:
    """237's older ListNode, 278's and 374's parent class, 284's PeekingIterator, 297's and 535's
    Codec, 341's iterator, 385's NestedInteger and 430's Node: LeetCode's templates, which compile
    into a Wrong Answer; the parent class is compiled for its problem only."""
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    starter = tmp_path / "starter.java"
    created = run_judge("new", str(number), str(starter), "--language", "java", env=env)
    assert created.returncode == 0, created.stderr
    assert starter.read_text(encoding="utf-8").endswith(DRIVEN_TEMPLATES[number])
    report = judged(starter, "--problem", str(number), env=env)
    assert report["compile_error"] is None and report["verdict"] == "Wrong Answer", summary(report)


def test_a_codecs_declarations_are_checked_as_leetcodes_driver_calls_them(tmp_path: Path) -> None:
    """The string between a Codec's two methods is javac's to check: a declaration of another type
    is a Compile Error on the user's line, said in LeetCode's terms."""
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    identity = (ROOT / "tests" / "links" / "java" / "535_accepted_identity.java").read_text(encoding="utf-8")
    returned = identity.replace("String encode(String longUrl)", "int encode(String longUrl)")
    returned = returned.replace("return longUrl;", "return 1;")
    error = judged(write(tmp_path, "returned.java", returned), env=env)["compile_error"]
    assert error["line"] == 2 and "encode returns int, not String" in error["message"], error
    taken = identity.replace("decode(String shortUrl)", "decode(int shortUrl)").replace(
        "return shortUrl;", 'return "";'
    )
    error = judged(write(tmp_path, "taken.java", taken), env=env)["compile_error"]
    assert error["line"] == 6 and "decode takes int where LeetCode passes String" in error["message"], error


def test_nested_integer_is_leetcodes_class_and_its_iterator_is_checked_as_leetcode_does(tmp_path: Path) -> None:
    """The judge's NestedInteger compiles with 341 and 385 only; a file may not declare it again,
    and an iterator's next must be Iterator<Integer>'s (javac says so on the user's line)."""
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    own = "class NestedInteger {}\nclass Solution {\n    public int totalNQueens(int n) { return n == 1 ? 1 : 0; }\n}\n"
    assert judged(write(tmp_path, "own.java", own), "--problem", "52")["compile_error"] is None
    error = judged(write(tmp_path, "again.java", own), "--problem", "385", env=env)["compile_error"]
    assert error["line"] == 1 and "LeetCode defines NestedInteger itself" in error["message"], error
    eager = (ROOT / "tests" / "links" / "java" / "341_accepted_eager.java").read_text(encoding="utf-8")
    primitive = eager.replace("public Integer next()", "public int next()")
    error = judged(write(tmp_path, "primitive.java", primitive), "--problem", "341", env=env)["compile_error"]
    opening = "public class NestedIterator implements Iterator<Integer> {"
    assert error["line"] == primitive.splitlines().index(opening) + 1, error
    assert "does not override abstract method next() in Iterator" in error["message"], error
    # Without `implements Iterator<Integer>`, an int next is what LeetCode's loop takes too.
    plain = primitive.replace(" implements Iterator<Integer>", "").replace("@Override\n", "")
    assert judged(write(tmp_path, "plain.java", plain), "--problem", "341", env=env)["verdict"] == "Accepted"


def test_a_peeking_iterator_written_on_its_starter_is_given_javas_own_iterator(tmp_path: Path) -> None:
    """284's starter with its bodies written is Accepted: the class is given a java.util.Iterator
    over the case's list. Made from the data's int[] instead, it is a Compile Error on the
    constructor's line that says how LeetCode makes it."""
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    starter = tmp_path / "starter.java"
    assert run_judge("new", "284", str(starter), "--language", "java", env=env).returncode == 0
    made = "    public PeekingIterator(Iterator<Integer> iterator) {\n        \n    }"
    text = starter.read_text(encoding="utf-8")
    assert made in text
    bodies = {
        made: (
            "    private final Iterator<Integer> iterator;\n    private Integer ahead;\n\n"
            "    public PeekingIterator(Iterator<Integer> iterator) {\n        this.iterator = iterator;\n"
            "        ahead = iterator.hasNext() ? iterator.next() : null;\n    }"
        ),
        "public Integer peek() {\n        return 0;": "public Integer peek() {\n        return ahead;",
        "public Integer next() {\n        return 0;": (
            "public Integer next() {\n        Integer value = ahead;\n"
            "        ahead = iterator.hasNext() ? iterator.next() : null;\n        return value;"
        ),
        "boolean hasNext() {\n        return false;": "boolean hasNext() {\n        return ahead != null;",
    }
    for empty, written in bodies.items():
        text = text.replace(empty, written)
    report = judged(write(tmp_path, "written.java", text), "--problem", "284", env=env)
    assert report["verdict"] == "Accepted", summary(report)
    listed = text.replace("PeekingIterator(Iterator<Integer> iterator) {", "PeekingIterator(int[] nums) {")
    listed = listed.replace("this.iterator = iterator;", "this.iterator = null;").replace(
        "ahead = iterator.hasNext() ? iterator.next() : null;\n    }", "ahead = nums[0];\n    }", 1
    )
    error = judged(write(tmp_path, "listed.java", listed), "--problem", "284", env=env)["compile_error"]
    line = listed[: listed.index("public PeekingIterator(int[] nums)")].count("\n") + 1
    assert error is not None and error["line"] == line, error
    said = "PeekingIterator takes int[] where LeetCode passes Iterator<Integer>; LeetCode calls public PeekingIterator("
    assert error["message"].startswith(said), error


def test_a_class_named_as_an_apis_parent_is_the_users_elsewhere(tmp_path: Path) -> None:
    own = "class GuessGame {}\nclass Solution {\n    public int totalNQueens(int n) { return n == 1 ? 1 : 0; }\n}\n"
    assert judged(write(tmp_path, "own.java", own), "--problem", "52")["compile_error"] is None
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    again = (
        "class GuessGame {}\npublic class Solution extends GuessGame {\n"
        "    public int guessNumber(int n) { return n; }\n}\n"
    )
    report = judged(write(tmp_path, "again.java", again), "--problem", "374", env=env)
    error = report["compile_error"]
    assert error["line"] == 1 and "LeetCode defines GuessGame itself" in error["message"], error


@pytest.mark.parametrize(
    ("slug", "solution"),
    [
        ("copy-list-with-random-pointer", "138_accepted_map.java"),
        ("clone-graph", "133_accepted_dfs.java"),
        ("populating-next-right-pointers-in-each-node", "116_accepted_constant_space.java"),
        ("populating-next-right-pointers-in-each-node-ii", "117_accepted_queue.java"),
        ("flatten-a-multilevel-doubly-linked-list", "430_accepted_stack.java"),
    ],
)
def test_the_other_node_classes_are_leetcodes_node_in_its_starter(slug: str, solution: str) -> None:
    """138, 133, 116, 117 and 430 declare a Node of their own: the starter shows LeetCode's, as the
    solutions published on LeetCode's starters (tests/links/java) carry it, and judge export says
    in one line that it does not write them yet."""
    links = ROOT / "tests" / "links"
    signature = parse_signature(json.loads((links / "problems" / slug / "problem.json").read_text())["signature"])
    starter = Java().starter(signature, [], [])
    published = (links / "java" / solution).read_text(encoding="utf-8")
    comment = published[: published.index("class Solution {")]
    assert starter.startswith(comment) and comment.startswith("/*\n// Definition for a Node.\nclass Node {\n")
    method = starter[len(comment) :].splitlines()[1].strip()
    assert method == f"public Node {signature.name}(Node {signature.params[0].name}) {{"
    number = json.loads((links / "problems" / slug / "problem.json").read_text())["number"]
    exported = run_judge(
        "export",
        str(links / "java" / solution),
        "--problem",
        str(number),
        "-c",
        "1",
        str(ROOT / "no-such-folder"),
        env={"JUDGE_PROBLEMS_DIR": str(links / "problems")},
    )
    assert exported.returncode == 2 and "LeetCode's Node of its own" in exported.stderr, exported.stderr
    assert len(exported.stderr.strip().splitlines()) == 1 and not (ROOT / "no-such-folder").exists()


# --- design problems: a class driven by LeetCode's calls -----------------------------------------------

LRU_JAVA = """\
public class LRUCache {
    private final int capacity;
    private final LinkedHashMap<Integer, Integer> items = new LinkedHashMap<>(16, 0.75f, true);

    public LRUCache(int capacity) {
        this.capacity = capacity;
    }

    public int get(int key) {
        return items.getOrDefault(key, -1);
    }

    public void put(int key, int value) {
        items.put(key, value);
        if (items.size() > capacity) {
            items.remove(items.keySet().iterator().next());
        }
    }
}
"""


@pytest.fixture
def lru(tmp_path: Path) -> dict[str, str]:
    return write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)


def test_the_design_starter_is_leetcodes_template_and_runs(tmp_path: Path, lru: dict[str, str]) -> None:
    target = tmp_path / "LRUCache.java"
    created = run_judge("new", "9146", str(target), "--language", "java", env=lru)
    assert created.returncode == 0, created.stderr
    # LeetCode's template, a value returned where it leaves the body empty: the starter compiles.
    template = (
        "class LRUCache {\n\n    public LRUCache(int capacity) {\n        \n    }\n    \n"
        "    public int get(int key) {\n        return 0;\n    }\n    \n"
        "    public void put(int key, int value) {\n        \n    }\n}\n\n"
        "/**\n * Your LRUCache object will be instantiated and called as such:\n"
        " * LRUCache obj = new LRUCache(capacity);\n * int param_1 = obj.get(key);\n * obj.put(key,value);\n */\n"
    )
    assert target.read_text(encoding="utf-8").endswith(template)
    report = judged(target, env=lru)
    assert report["verdict"] == "Wrong Answer" and report["cases"][0]["details"]["first_wrong_call"] == 3
    assert Java().signature_text(parse_signature(LRU)) == (
        "class LRUCache {\n    public LRUCache(int capacity)\n    public int get(int key)\n"
        "    public void put(int key, int value)\n}"
    )


def test_a_design_class_is_judged_and_its_declarations_checked(tmp_path: Path, lru: dict[str, str]) -> None:
    # A public class compiles: the file is compiled under the class's name. No --problem: the class
    # and its methods say which problem it is.
    report = judged(write(tmp_path, "cache.java", LRU_JAVA), env=lru)
    assert (report["verdict"], report["passed"]) == ("Accepted", 2), report["cases"]
    # LeetCode takes get's result as an int: a long is a Compile Error on the user's line.
    widened = LRU_JAVA.replace("public int get(int key) {", "public long get(int key) {")
    error = judged(write(tmp_path, "wide.java", widened), env=lru)["compile_error"]
    assert error["line"] == 9 and "LeetCode calls public int get(int key)" in error["message"], error
    assert "JudgeHarness__" not in error["output"]
    # A call that throws is a Runtime Error at that call, on the user's line.
    thrown = LRU_JAVA.replace("return items.getOrDefault(key, -1);", "return items.get(key);")
    report = judged(write(tmp_path, "thrown.java", thrown), env=lru)
    assert report["verdict"] == "Runtime Error" and "call 5, get" in report["cases"][0]["message"], report["cases"]


# --- LeetCode's N-ary tree (Node) --------------------------------------------------------------------

NODE_COMMENT = """\
/*
// Definition for a Node.
class Node {
    public int val;
    public List<Node> children;

    public Node() {}

    public Node(int _val) {
        val = _val;
    }

    public Node(int _val, List<Node> _children) {
        val = _val;
        children = _children;
    }
};
*/

"""


def test_the_nary_starter_shows_leetcodes_node() -> None:
    java = Java()
    preorder = parse_signature({"name": "preorder", "params": [{"name": "root", "type": "Node"}], "returns": "int[]"})
    assert java.cannot_judge(preorder) is None
    assert java.starter(preorder, [], []) == NODE_COMMENT + (
        "class Solution {\n    public int[] preorder(Node root) {\n        return new int[0];\n    }\n}\n"
    )
    roots = parse_signature({"name": "findRoot", "params": [{"name": "tree", "type": "list<Node>"}], "returns": "Node"})
    assert java.signature_text(roots) == "public Node findRoot(List<Node> tree)"
    assert "        return null;\n" in java.starter(roots, [], [])


# It copies the tree mirrored (a null child in the copy is no child), answers with one node hung
# twice on one case, and on another checks that a leaf LeetCode built has an empty ArrayList of
# children before it answers with a Node whose children are null (a leaf too).
NARY_COPY = """\
class Solution {
    public Node mirror(Node root) {
        if (root.val == 7) {
            Node leaf = new Node(1);
            return new Node(7, Arrays.asList(leaf, leaf));
        }
        if (root.val == 5) {
            if (!(root.children instanceof ArrayList) || !root.children.isEmpty()) {
                throw new IllegalStateException("not LeetCode's leaf");
            }
            return new Node(root.val);
        }
        Node copy = new Node(root.val, new ArrayList<>());
        copy.children.add(null);
        Deque<Node[]> stack = new ArrayDeque<>();
        stack.push(new Node[] {root, copy});
        while (!stack.isEmpty()) {
            Node[] pair = stack.pop();
            for (int i = pair[0].children.size() - 1; i >= 0; i--) {
                Node child = new Node(pair[0].children.get(i).val, new ArrayList<>());
                pair[1].children.add(child);
                stack.push(new Node[] {pair[0].children.get(i), child});
            }
        }
        return copy;
    }
}
"""
# LeetCode declares Node: a file that declares it again does not compile, as there.
NARY_DECLARED = """\
class Node {
    public int val;
    public List<Node> children;
}

class Solution {
    public Node mirror(Node root) {
        return root;
    }
}
"""
# A problem without N-ary trees has no Node of LeetCode's: a class of the file's own named Node
# (as an LRU cache's solutions declare) compiles.
OWN_NODE = """\
class Solution {
    static int made = 0;

    public TreeNode invertTree(TreeNode root) {
        made += new Node(1).value;
        return root;
    }
}

class Node {
    int value;

    Node(int value) {
        this.value = value;
    }
}
"""
NARY_MIRROR = {"name": "mirror", "params": [{"name": "root", "type": "Node"}], "return": {"type": "Node"}}
NARY_CASES = [
    {"name": "copy", "input": {"root": [1, None, 2, 3, None, 4]}, "expected": [1, None, 3, 2, None, None, 4]},
    {"name": "shared", "input": {"root": [7, None, 1]}, "expected": [7, None, 1]},
    {"name": "leaf", "input": {"root": [5]}, "expected": [5]},
]


def test_nary_trees_are_leetcodes_node_and_only_for_their_problems(tmp_path: Path) -> None:
    nary = write_problem(tmp_path / "problems", "nary-mirror", 9177, NARY_MIRROR, NARY_CASES)
    invert = {"name": "invertTree", "params": [{"name": "root", "type": "TreeNode"}], "return": {"type": "TreeNode"}}
    one = [{"name": "one", "input": {"root": [1]}, "expected": [1]}]
    binary = write_problem(tmp_path / "binary", "invert-tree", 9076, invert, one)
    runs = [
        (write(tmp_path, "copy.java", NARY_COPY), ("--all-cases",), nary),
        (write(tmp_path, "declared.java", NARY_DECLARED), (), nary),
        (write(tmp_path, "own.java", OWN_NODE), (), binary),
    ]
    with ThreadPoolExecutor(max_workers=3) as pool:
        copy, declared, own = pool.map(lambda run: judged(run[0], *run[1], env=run[2]), runs)
    verdicts = [(case["verdict"], case["message"]) for case in copy["cases"]]
    assert verdicts[0][0] == verdicts[2][0] == "Accepted", verdicts
    assert verdicts[1] == ("Runtime Error", "Error: Found a cycle or a shared node in the Node tree"), verdicts
    error = declared["compile_error"]
    assert error["line"] == 1 and error["message"].startswith("duplicate class: Node"), error
    assert "LeetCode defines Node itself" in error["message"]
    assert own["verdict"] == "Accepted", summary(own)


def test_an_exported_nary_case_builds_and_prints_leetcodes_serialization(tmp_path: Path) -> None:
    """A small tree written as LeetCode.nary(...), a wide one read from its JSON (past 2,500 values)."""
    wide = [0, None, *range(1, 2600)]
    cases = [NARY_CASES[0], {"name": "wide", "input": {"root": wide}, "expected": wide[:2] + wide[:1:-1]}]
    env = write_problem(tmp_path / "problems", "nary-mirror", 9177, NARY_MIRROR, cases)
    solution = ROOT / "tests" / "conformance" / "java" / "nary_mirror.java"
    for case in cases:
        folder = tmp_path / case["name"]
        done = run_judge("export", str(solution), "--problem", "9177", "--case", case["name"], str(folder), env=env)
        assert done.returncode == 0, done.stderr
        main = (folder / "Main.java").read_text(encoding="utf-8")
        made = "LeetCode.nary(1, null, 2, 3, null, 4)" if case["name"] == "copy" else 'LeetCode.parse("Node", """'
        assert f"Node root = {made}" in main, main[:600]
        assert "class Node {" in (folder / "Node.java").read_text(encoding="utf-8")
        steps = [
            line.split(":", 1)[1].strip() for line in done.stdout.splitlines() if line.startswith(("build:", "run:"))
        ]
        for step in steps:
            ran = subprocess.run(step, shell=True, capture_output=True, text=True, timeout=240)
            assert ran.returncode == 0, ran.stderr
        assert json.loads(ran.stdout) == case["expected"]


# --- LeetCode's javafx.util.Pair ---------------------------------------------------------------------

PAIR_PATHS = """\
import javafx.util.Pair;

class Solution {
    public List<List<Integer>> pathSum(TreeNode root, int targetSum) {
        List<List<Integer>> result = new ArrayList<>();
        Deque<Pair<TreeNode, List<Integer>>> stack = new ArrayDeque<>();
        if (root != null) stack.push(new Pair<>(root, List.of(root.val)));
        while (!stack.isEmpty()) {
            Pair<TreeNode, List<Integer>> top = stack.pop();
            TreeNode node = top.getKey();
            List<Integer> path = top.getValue();
            if (node.left == null && node.right == null) {
                if (path.stream().mapToInt(Integer::intValue).sum() == targetSum) result.add(path);
                continue;
            }
            for (TreeNode child : new TreeNode[] {node.right, node.left}) {
                if (child == null) continue;
                List<Integer> longer = new ArrayList<>(path);
                longer.add(child.val);
                stack.push(new Pair<>(child, longer));
            }
        }
        Set<Pair<Integer, Integer>> seen = new HashSet<>(List.of(new Pair<>(1, 2), new Pair<>(1, 2)));
        if (seen.size() != 1 || !new Pair<>(1, "a").toString().equals("1=a")) return null;
        return result;
    }
}
"""

OWN_PAIR = """\
class Pair {
    final TreeNode node;
    final int remain;

    Pair(TreeNode node, int remain) {
        this.node = node;
        this.remain = remain;
    }
}

class Solution {
    public List<List<Integer>> pathSum(TreeNode root, int targetSum) {
        List<List<Integer>> result = new ArrayList<>();
        walk(new Pair(root, targetSum), new ArrayList<>(), result);
        return result;
    }

    private void walk(Pair at, List<Integer> path, List<List<Integer>> result) {
        if (at.node == null) return;
        path.add(at.node.val);
        int remain = at.remain - at.node.val;
        if (at.node.left == null && at.node.right == null && remain == 0) result.add(new ArrayList<>(path));
        walk(new Pair(at.node.left, remain), path, result);
        walk(new Pair(at.node.right, remain), path, result);
        path.remove(path.size() - 1);
    }
}
"""


def test_leetcodes_pair_is_there_with_or_without_its_import_and_a_pair_of_ones_own_wins(tmp_path: Path) -> None:
    files = [write(tmp_path, "imported.java", PAIR_PATHS)]
    files.append(write(tmp_path, "unimported.java", PAIR_PATHS.replace("import javafx.util.Pair;\n", "")))
    files.append(write(tmp_path, "own.java", OWN_PAIR))
    with ThreadPoolExecutor(max_workers=3) as pool:
        reports = list(pool.map(lambda path: judged(path, "--problem", "113"), files))
    assert [report["verdict"] for report in reports] == ["Accepted"] * 3, [summary(report) for report in reports]
