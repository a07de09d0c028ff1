"""JavaScript as LeetCode runs it on Node.js: syntax errors and runtime errors on the user's own lines,
in both sandboxes, the values JSON cannot carry, deep recursion, the heap limit, LeetCode's templates
and void functions answering in place, LeetCode's preloaded libraries (lodash, datastructures-js).
What every language does alike (prints, globals kept between cases, the starter) is
tests/test_language_behaviours.py's; each example's verdict is tests/test_verify.py's."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from judge.core.signature import parse_signature
from judge.languages import javascript
from judge.languages.javascript import LIBRARIES, JavaScript, library_folder

from .conftest import ROOT, judged, run_judge, validate_report, write
from .test_design import LRU, LRU_CASES, write_problem

pytestmark = pytest.mark.skipif(
    JavaScript().missing_toolchain() is not None, reason="node is not installed (apt-get install -y nodejs)"
)

SOLUTIONS = ROOT / "solutions"
# The error is thrown three calls deep, on line 3; the function itself is a `const` arrow function
# (a global of the script that is not a property of globalThis).
THROWS = """\
function inner(board) {
    // line 2
    return board.rows.length;
}
function middle(n) {
    return inner(n > 3 ? null : { rows: [] });
}
const totalNQueens = (n) => middle(n) + [1, 0, 0, 2][n - 1];
"""

SYNTAX = """\
/**
 * @param {number} n
 * @return {number}
 */
var totalNQueens = function (n) {
    let total = 0;
    for (let i = 0; i < n; i++ {
        total += i;
    }
    return total;
};
"""

DEEP = """\
function depth(k) {
    return k === 0 ? 0 : 1 + depth(k - 1);
}
var totalNQueens = function (n) {
    if (n === 1) return depth(300000) - 299999; // deep, but within the stack node is given
    if (n === 2) return depth(1e9); // endless: RangeError
    return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1];
};
"""

ODD_VALUES = """\
var totalNQueens = function (n) {
    if (n === 1) return 1;
    if (n === 2) return undefined;
    if (n === 3) return NaN;
    if (n === 4) return new Map([[4, 2]]);
    if (n === 5) { const a = [10]; a.push(a); return a; }
    if (n === 6) return { count: 4 };
    if (n === 7) return (function* () { yield 40; })();
    return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1];
};
"""

HEAP = """\
var totalNQueens = function (n) {
    const hog = [];
    for (;;) hog.push(new Array(100000).fill(n + 0.5));
};
"""


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """Every report this file looks at, judged side by side (each judge is a node process of its own)."""
    folder = tmp_path_factory.mktemp("javascript")
    sources = {"throws": THROWS, "syntax": SYNTAX, "deep": DEEP, "odd": ODD_VALUES, "heap": HEAP}
    for name, text in sources.items():
        (folder / f"{name}.js").write_text(text, encoding="utf-8")
    examples = ("n-queens/compile_error/missing_paren.js", "n-queens/wrong_answer/char_rows.js")
    jobs: dict[str, tuple[Path, tuple[str, ...], dict[str, str] | None]] = {
        name: (SOLUTIONS / name, (), None) for name in examples
    }
    jobs["fallback"] = (SOLUTIONS / "n-queens" / "reference" / "reference.js", (), {"JUDGE_SANDBOX": "fallback"})
    jobs["fallback runtime error"] = (
        SOLUTIONS / "n-queens" / "runtime_error" / "join_strings.js",
        (),
        {"JUDGE_SANDBOX": "fallback"},
    )
    jobs["extended"] = (SOLUTIONS / "n-queens-ii" / "reference" / "reference.js", ("--extended",), None)
    for name in sources:
        jobs[name] = (folder / f"{name}.js", ("--problem", "52", "--all-cases"), None)
    with ThreadPoolExecutor(max_workers=max(2, min(8, os.cpu_count() or 2))) as pool:
        futures = {name: pool.submit(judged, path, *args, env=env) for name, (path, args, env) in jobs.items()}
        return {name: future.result() for name, future in futures.items()}


def test_the_fallback_sandbox_runs_node_too(reports: dict[str, dict[str, Any]]) -> None:
    assert reports["fallback"]["verdict"] == "Accepted"
    assert reports["fallback"]["sandbox"]["mode"] == "fallback"
    failed = reports["fallback runtime error"]
    assert failed["verdict"] == "Runtime Error"
    assert "row.join is not a function (line 25)" in failed["cases"][0]["message"]


def test_extended_cases_run_deep_and_long(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["extended"]
    assert report["verdict"] == "Accepted"
    assert report["total"] > 9


def test_a_syntax_error_is_a_compile_error_on_the_users_line(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["syntax"]
    assert report["verdict"] == "Compile Error"
    error = report["compile_error"]
    assert (error["type"], error["line"]) == ("SyntaxError", 7)
    assert error["text"] == "    for (let i = 0; i < n; i++ {"
    assert error["offset"] == 32  # the brace where the parenthesis should be
    assert "Unexpected token '{'" in error["message"]
    example = reports["n-queens/compile_error/missing_paren.js"]["compile_error"]
    assert example["line"] == 28 and "continue" in example["message"]


def test_a_runtime_error_names_the_users_lines(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["throws"]
    assert [case["verdict"] for case in report["cases"]] == ["Accepted"] * 3 + ["Runtime Error"] * 6
    failed = report["cases"][3]
    assert failed["message"] == "TypeError: Cannot read properties of null (reading 'rows') (line 3)"
    frames = failed["details"]["error"]["frames"]
    user = [frame for frame in frames if frame[0] == report["file"]]
    assert [(line, function) for _, line, function in user] == [(8, "totalNQueens"), (6, "middle"), (3, "inner")]
    assert failed["details"]["traceback"][-1] == {
        "line": 3,
        "function": "inner",
        "source": "return board.rows.length;",
    }


def test_rows_of_characters_are_a_wrong_answer_with_a_hint(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["n-queens/wrong_answer/char_rows.js"]
    assert report["verdict"] == "Wrong Answer"
    assert report["cases"][0]["verdict"] == "Wrong Answer"  # n = 1: [[["Q"]]], not [["Q"]]
    assert any("characters" in hint for hint in report["hints"])


def test_values_json_cannot_carry_are_wrong_answers_named_by_type(reports: dict[str, dict[str, Any]]) -> None:
    cases = reports["odd"]["cases"]
    assert cases[0]["verdict"] == "Accepted"
    assert all(case["verdict"] == "Wrong Answer" for case in cases[1:7]), [case["message"] for case in cases]
    assert all(case["verdict"] == "Accepted" for case in cases[7:])
    messages = [case["message"] for case in cases[1:7]]
    assert "undefined" in messages[0]
    assert "float" in messages[1]  # NaN
    assert "dict" in messages[2]  # a Map
    assert "list" in messages[3]  # [10, <itself>]: it travelled, cut where it contains itself
    assert "dict" in messages[4]  # a plain object
    assert "Generator" in messages[5]


def test_deep_recursion_works_and_endless_recursion_is_a_runtime_error(reports: dict[str, dict[str, Any]]) -> None:
    cases = reports["deep"]["cases"]
    assert cases[0]["verdict"] == "Accepted"  # 300,000 frames: node's default stack holds about 10,000
    assert cases[1]["verdict"] == "Runtime Error"
    assert cases[1]["message"].startswith("RangeError: Maximum call stack size exceeded (line ")
    assert {frame["function"] for frame in cases[1]["details"]["traceback"]} == {"depth"}
    assert all(case["verdict"] == "Accepted" for case in cases[2:])  # the same process goes on


def test_filling_the_heap_is_memory_limit_exceeded(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["heap"]
    # Every case fills the heap (~270 ms of CPU each); with --all-cases, the case during which the
    # run's CPU budget (2000 ms for 52) runs out may carry that instead (docs/verdicts.md).
    others = [case for case in report["cases"] if case["verdict"] != "Memory Limit Exceeded"]
    assert len(others) <= 1, others
    assert all(case["verdict"] == "Time Limit Exceeded" and "in all" in case["message"] for case in others)
    assert report["cases"][0]["verdict"] == "Memory Limit Exceeded"


def test_a_file_without_the_function_is_a_clear_runtime_error(tmp_path: Path) -> None:
    source = tmp_path / "solve.js"
    source.write_text("function solve(n) {\n    return n;\n}\n", encoding="utf-8")
    report = judged(source, "--problem", "52")
    assert report["verdict"] == "Runtime Error"
    assert "totalNQueens is not defined" in report["cases"][0]["message"]


def test_defined_functions_are_found_in_every_leetcode_style() -> None:
    language = JavaScript()
    text = "\n".join(
        [
            "var solveNQueens = function(n) {",
            "const totalNQueens = (n) => 0;",
            "let helperA = async function () {};",
            "function helperB(x) {}",
            "async function* helperC() {}",
            "helperD = n => n;",
            "    const inner = x => x;",
            "var notAFunction = 3;",
        ]
    )
    found = language.defined_methods(text)
    assert {"solveNQueens", "totalNQueens", "helperA", "helperB", "helperC", "helperD", "inner"} <= found
    assert "notAFunction" not in found
    assert language.missing_solution("var x = 1;\n") is not None
    assert language.missing_solution("var f = function () {};\n") is None


SUDOKU = {
    "name": "solveSudoku",
    "params": [{"name": "board", "type": "char[][]"}],
    "returns": "void",
    "answer": "board",
}
MINESWEEPER = {
    "name": "updateBoard",
    "params": [{"name": "board", "type": "char[][]"}, {"name": "click", "type": "int[]"}],
    "returns": "char[][]",
}


def test_starters_follow_leetcodes_templates_for_chars_arrays_and_void() -> None:
    language = JavaScript()
    sudoku = parse_signature(SUDOKU)
    assert language.starter(sudoku, [], []) == (
        "/**\n"
        " * @param {character[][]} board\n"
        " * @return {void} Do not return anything, modify board in-place instead.\n"
        " */\n"
        "var solveSudoku = function(board) {\n"
        "\n"
        "};\n"
    )
    # `judge show` prints the JSDoc too: JavaScript's types are only there.
    assert language.signature_text(sudoku).endswith("in-place instead.\n */\nvar solveSudoku = function(board)")
    starter = language.starter(parse_signature(MINESWEEPER), [], [])
    assert " * @param {character[][]} board\n * @param {number[]} click\n * @return {character[][]}\n" in starter
    assert "    return [];\n" in starter
    words = parse_signature({"name": "f", "params": [{"name": "w", "type": "list<list<string>>"}], "returns": "char"})
    assert "@param {string[][]} w\n * @return {character}\n" in language.starter(words, [], [])


def test_a_void_method_answers_with_the_argument_it_changed(tmp_path: Path) -> None:
    # LeetCode reads the argument after the call: a returned value is ignored, and rebinding the
    # parameter to a new array leaves the caller's array as it was.
    problem = tmp_path / "problems" / "sort-colours"
    (problem / "data").mkdir(parents=True)
    signature = {
        "name": "sortColors",
        "params": [{"name": "nums", "type": "int[]"}],
        "returns": "void",
        "answer": "nums",
    }
    details = {"number": 9075, "slug": "sort-colours", "title": "Sort Colours", "difficulty": "Medium"}
    limits = {"time_limit_ms": 1000, "memory_limit_mb": 256, "output_limit_mb": 1}
    data = {**details, "signature": signature, "checker": "exact", **limits, "summary": "Sort nums in place."}
    (problem / "problem.json").write_text(json.dumps(data), encoding="utf-8")
    (problem / "statement.md").write_text("# 9075. Sort Colours\n", encoding="utf-8")
    cases = [{"name": "colours", "input": {"nums": [2, 0, 2, 1, 1, 0]}, "expected": [0, 0, 1, 1, 2, 2]}]
    (problem / "data" / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    env = {"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems")}
    returns = write(
        tmp_path, "returns.js", "var sortColors = function(nums) {\n    nums.sort();\n    return [7];\n};\n"
    )
    rebinds = write(tmp_path, "rebinds.js", "var sortColors = function(nums) {\n    nums = [...nums].sort();\n};\n")
    assert judged(returns, env=env)["verdict"] == "Accepted"
    report = judged(rebinds, env=env)
    assert report["verdict"] == "Wrong Answer"
    assert report["cases"][0]["details"]["got"] == [2, 0, 2, 1, 1, 0]  # the caller's array, untouched


def test_starters_show_leetcodes_node_definitions_in_a_comment() -> None:
    language = JavaScript()
    merge = parse_signature(
        {"name": "mergeKLists", "params": [{"name": "lists", "type": "ListNode[]"}], "returns": "ListNode"}
    )
    assert language.starter(merge, [], []) == (
        "/**\n"
        " * Definition for singly-linked list.\n"
        " * function ListNode(val, next) {\n"
        " *     this.val = (val===undefined ? 0 : val)\n"
        " *     this.next = (next===undefined ? null : next)\n"
        " * }\n"
        " */\n"
        "/**\n"
        " * @param {ListNode[]} lists\n"
        " * @return {ListNode}\n"
        " */\n"
        "var mergeKLists = function(lists) {\n"
        "    return null;\n"
        "};\n"
    )
    assert language.signature_text(merge).startswith("/**\n * @param {ListNode[]} lists\n")
    flatten = parse_signature(
        {"name": "flatten", "params": [{"name": "root", "type": "TreeNode"}], "returns": "void", "answer": "root"}
    )
    assert " * function TreeNode(val, left, right) {\n" in language.starter(flatten, [], [])


# A submission that breaks the globals the harness's node code could use, and answers with a tree
# that reaches a node twice on one case: the harness builds and writes the trees all the same.
MEDDLES = """\
Set.prototype.has = () => false;
Set.prototype.add = function () { return this; };
Object.defineProperty(Object.prototype, "left", { set() { throw new Error("setter"); }, configurable: true });
var invertTree = function(root) {
    if (root.val === 7) {
        root.right = root;
        return root;
    }
    [root.left, root.right] = [root.right, root.left];
    return root;
};
"""


def test_trees_are_built_and_written_whatever_the_submission_did_to_the_globals(tmp_path: Path) -> None:
    problem = tmp_path / "problems" / "invert-tree"
    (problem / "data").mkdir(parents=True)
    details = {"number": 9076, "slug": "invert-tree", "title": "Invert Tree", "difficulty": "Easy"}
    limits = {"time_limit_ms": 2000, "memory_limit_mb": 256, "output_limit_mb": 1}
    signature = {"name": "invertTree", "params": [{"name": "root", "type": "TreeNode"}], "returns": "TreeNode"}
    data = {**details, "signature": signature, "checker": "exact", **limits, "summary": "Mirror the tree."}
    (problem / "problem.json").write_text(json.dumps(data), encoding="utf-8")
    (problem / "statement.md").write_text("# 9076. Invert Tree\n", encoding="utf-8")
    cases = [
        {"name": "three", "input": {"root": [2, 1, 3]}, "expected": [2, 3, 1]},
        {"name": "loop", "input": {"root": [7]}, "expected": [7]},
    ]
    (problem / "data" / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    report = judged(write(tmp_path, "meddles.js", MEDDLES), env={"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems")})
    verdicts = [(case["verdict"], case["message"]) for case in report["cases"]]
    assert verdicts[0][0] == "Accepted", verdicts
    assert verdicts[1] == ("Runtime Error", "Error: Found a cycle or a shared node in the TreeNode"), verdicts


LRU_CLASS = """\
class LRUCache {
    constructor(capacity) {
        this.capacity = capacity;
        this.items = new Map();
    }

    get(key) {
        if (!this.items.has(key)) return -1;
        const value = this.items.get(key);
        this.items.delete(key);
        this.items.set(key, value);
        return value;
    }

    put(key, value) {
        this.items.delete(key);
        this.items.set(key, value);
        if (this.items.size > this.capacity) this.items.delete(this.items.keys().next().value);
        return "ignored";
    }
}
"""


def test_the_design_starter_is_leetcodes_template_and_runs(tmp_path: Path) -> None:
    env = write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)
    target = tmp_path / "starter.js"
    assert run_judge("new", "9146", str(target), "--language", "javascript", env=env).returncode == 0
    text = target.read_text(encoding="utf-8")
    assert "/**\n * @param {number} capacity\n */\nvar LRUCache = function(capacity) {\n    \n};" in text
    assert "LRUCache.prototype.get = function(key) {\n    return 0;\n};" in text
    assert " * @param {number} value\n * @return {void}\n */\nLRUCache.prototype.put = function(key, value) {" in text
    assert " * var obj = new LRUCache(capacity)\n * var param_1 = obj.get(key)\n * obj.put(key,value)\n */" in text
    report = judged(target, env=env)
    assert report["verdict"] == "Wrong Answer" and report["cases"][0]["details"]["first_wrong_call"] == 3
    # A class as well as a constructor function; a void method's own result is null in the answer.
    report = judged(write(tmp_path, "lru.js", LRU_CLASS), env=env)
    assert report["verdict"] == "Accepted", report["cases"]
    throws = LRU_CLASS.replace(
        "if (!this.items.has(key)) return -1;", "if (!this.items.has(key)) throw new Error('no ' + key);"
    )
    report = judged(write(tmp_path, "throws.js", throws), env=env)
    assert report["cases"][0]["message"].startswith("call 5, get: Error: no 2"), report["cases"][0]


def test_design_classes_are_found_in_both_styles() -> None:
    language = JavaScript()
    signature = parse_signature(LRU)
    assert language.defines(LRU_CLASS, signature)
    prototype = "var LRUCache = function(c) {};\nLRUCache.prototype.get = function(key) {};\n"
    prototype += "LRUCache.prototype.put = (k, v) => 0;\n"
    assert language.defines(prototype, signature)
    # A class that inherits or assigns some of its methods is still the class (a missing one fails at
    # its call, as on LeetCode); a file that names the class but none of its methods is not.
    assert language.defines("class LRUCache extends Map {\n    put(k, v) {}\n}\n", signature)
    assert not language.defines("var LRUCache = function(c) {};\n", signature)
    assert not language.defines("// LRUCache\nvar get = 1, put = 2;\n", signature)
    assert "if" not in language.defined_methods("function f(x) {\n    if (x) {\n    }\n}\n")


def test_the_nary_starter_shows_leetcodes_node_by_its_javascript_name() -> None:
    language = JavaScript()
    preorder = parse_signature({"name": "preorder", "params": [{"name": "root", "type": "Node"}], "returns": "int[]"})
    assert language.starter(preorder, [], []) == (
        "/**\n"
        " * // Definition for a _Node.\n"
        " * function _Node(val, children) {\n"
        " *    this.val = val;\n"
        " *    this.children = children;\n"
        " * };\n"
        " */\n"
        "/**\n"
        " * @param {_Node|null} root\n"
        " * @return {number[]}\n"
        " */\n"
        "var preorder = function(root) {\n"
        "    return [];\n"
        "};\n"
    )
    roots = parse_signature({"name": "findRoot", "params": [{"name": "tree", "type": "Node[]"}], "returns": "Node"})
    assert language.signature_text(roots).startswith("/**\n * @param {_Node[]} tree\n * @return {_Node|null}\n")


# A published solution from before LeetCode renamed the class: it says Node. It copies the tree
# mirrored, answers with one node hung twice on one case, and a node without children on another.
NARY_COPY = """\
var mirror = function(root) {
    if (root.val === 7) {
        const leaf = new Node(1, []);
        return new Node(7, [leaf, leaf]);
    }
    if (root.val === 5) {
        const leetcodes = root instanceof _Node && Node === _Node && Array.isArray(root.children);
        if (!leetcodes) throw new Error("not LeetCode's");
        return new Node(root.val);  // its children undefined: a leaf
    }
    const copy = new Node(root.val, []);
    const stack = [[root, copy]];
    while (stack.length) {
        const [node, made] = stack.pop();
        for (let i = node.children.length - 1; i >= 0; i--) {
            const child = new Node(node.children[i].val, []);
            made.children.push(child);
            stack.push([node.children[i], child]);
        }
    }
    return copy;
};
"""
# A file that declares a Node of its own: its own is the one it gets.
OWN_NODE = """\
function Node(val) {
    this.val = val;
    this.children = [];
    this.mine = true;
}
var mirror = function(root) {
    if (Node === _Node || !new Node(1).mine) throw new Error("not my Node");
    const copy = new Node(root.val);
    for (const child of root.children) copy.children.unshift(new Node(child.val));
    return copy;
};
"""
# For a problem without N-ary trees, no Node is defined (an LRU cache's own Node class is no clash).
NO_NODE = """\
var invertTree = function(root) {
    if (typeof Node !== "undefined" || typeof _Node !== "undefined") throw new Error("a Node is defined");
    return root;
};
"""
NARY_MIRROR = {"name": "mirror", "params": [{"name": "root", "type": "Node"}], "return": {"type": "Node"}}
NARY_CASES = [
    {"name": "copy", "input": {"root": [1, None, 2, 3, None, 4]}, "expected": [1, None, 3, 2, None, None, 4]},
    {"name": "shared", "input": {"root": [7, None, 1]}, "expected": [7, None, 1]},
    {"name": "leaf", "input": {"root": [5]}, "expected": [5]},
]


def test_nary_trees_are_leetcodes_node_by_both_names_and_only_for_their_problems(tmp_path: Path) -> None:
    env = write_problem(tmp_path / "problems", "nary-mirror", 9177, NARY_MIRROR, NARY_CASES)
    report = judged(write(tmp_path, "copy.js", NARY_COPY), "--all-cases", env=env)
    verdicts = [(case["verdict"], case["message"]) for case in report["cases"]]
    assert verdicts[0][0] == verdicts[2][0] == "Accepted", verdicts
    assert verdicts[1] == ("Runtime Error", "Error: Found a cycle or a shared node in the Node tree"), verdicts
    two = [{"name": "two", "input": {"root": [1, None, 2, 3]}, "expected": [1, None, 3, 2]}]
    env = write_problem(tmp_path / "own", "nary-mirror", 9177, NARY_MIRROR, two)
    assert judged(write(tmp_path, "own.js", OWN_NODE), env=env)["verdict"] == "Accepted"
    signature = {"name": "invertTree", "params": [{"name": "root", "type": "TreeNode"}], "return": {"type": "TreeNode"}}
    cases = [{"name": "one", "input": {"root": [1]}, "expected": [1]}]
    env = write_problem(tmp_path / "binary", "invert-tree", 9076, signature, cases)
    assert judged(write(tmp_path, "none.js", NO_NODE), env=env)["verdict"] == "Accepted"


# --- LeetCode's other node classes: 138, 133, 116, 117 and 430 ---------------------------------------

DRIVEN_PROBLEMS = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
# Problem 138 with each case's head telling what to do: a copy whose random points back into the
# input (7), a copy whose next comes back (1), and otherwise a right copy made by `Node`, the same
# constructor as `_Node`, whose own arguments are _Node's too; its next and random left undefined
# at the tail, as LeetCode's JavaScript constructor leaves them.
RANDOM_CASES = """\
var copyRandomList = function(head) {
    if (head && !(head instanceof _Node && Node === _Node)) throw new Error("not LeetCode's _Node");
    const copies = new Map();
    for (let node = head; node; node = node.next) copies.set(node, new Node(node.val));
    for (let node = head; node; node = node.next) {
        const copy = copies.get(node);
        copy.next = copies.get(node.next);
        copy.random = head.val === 7 ? node.random : copies.get(node.random);
    }
    const copy = copies.get(head);
    if (head && head.val === 1) copy.next.next = copy;
    return copy === undefined ? null : copy;
};
"""


def test_leetcodes_other_node_classes_run_with_their_errors(tmp_path: Path) -> None:
    path = write(tmp_path, "random_cases.js", RANDOM_CASES)
    report = judged(path, "--problem", "138", "--all-cases", env=DRIVEN_PROBLEMS)
    verdicts = [(case["verdict"], case["message"]) for case in report["cases"]]
    assert verdicts[0] == ("Runtime Error", "Error: A random pointer leads to a node that is not in the list")
    assert verdicts[1] == ("Runtime Error", "Error: Found cycle in the list")
    assert {verdict for verdict, _ in verdicts[2:]} == {"Accepted"}, verdicts
    # The class is the problem's own: another problem's file may declare a Node of its own.
    language = JavaScript()
    for method, field in (
        ("copyRandomList", "random"),
        ("cloneGraph", "neighbors"),
        ("connect", "next"),
        ("flatten", "child"),
    ):
        signature = parse_signature(
            {"name": method, "params": [{"name": "x", "type": "Node"}], "return": {"type": "Node"}, "manual": True}
        )
        assert language.cannot_judge(signature) is None
        starter = language.starter(signature, [], [])
        assert " * // Definition for a _Node.\n" in starter and f"   this.{field} = " in starter, starter
        assert " * @return {_Node}\n" in starter


# Problem 430 with each case's head telling what to do, all answered by a copy made with `new
# Node(val, prev)`, its next and child left undefined, as LeetCode's JavaScript constructor leaves
# them: [1,2,null,3]'s second node's prev then at a new node not in the list; [5]'s next at itself.
MULTILEVEL_CASES = """\
var flatten = function(head) {
    if (head && !(head instanceof _Node && Node === _Node)) throw new Error("not LeetCode's _Node");
    const pending = [head];
    let first = null, last = null;
    while (pending.length) {
        const node = pending.pop();
        if (!node) continue;
        const copy = new Node(node.val, last === null ? null : last);
        if (last === null) first = copy;
        else last.next = copy;
        last = copy;
        pending.push(node.next, node.child);
    }
    if (head && head.child && head.child.val === 3) first.next.prev = new Node(1);
    if (head && head.val === 5) last.next = first;
    return first;
};
"""
# LeetCode's template of 430, as `judge new` writes it after the statement's comment.
MULTILEVEL_STARTER = (
    " * // Definition for a _Node.\n * function _Node(val, prev, next, child) {\n *    this.val = val;\n"
    " *    this.prev = prev;\n *    this.next = next;\n *    this.child = child;\n * };\n */\n"
    "/**\n * @param {_Node} head\n * @return {_Node}\n */\nvar flatten = function(head) {\n    return null;\n};\n"
)


def test_a_multilevel_list_is_written_link_by_link_and_its_starter_runs(tmp_path: Path) -> None:
    report = judged(write(tmp_path, "flatten_cases.js", MULTILEVEL_CASES), "--all-cases", env=DRIVEN_PROBLEMS)
    verdicts = [(case["verdict"], case["message"]) for case in report["cases"]]
    assert verdicts[1][0] == "Wrong Answer" and "its prev pointer at a node not in the list" in verdicts[1][1]
    assert verdicts[3] == ("Runtime Error", "Error: Found cycle in the list"), verdicts
    assert {verdict for verdict, _ in verdicts[:1] + verdicts[2:3] + verdicts[4:]} == {"Accepted"}, verdicts
    path = tmp_path / "starter_430.js"
    created = run_judge("new", "--language", "javascript", "430", str(path), env=DRIVEN_PROBLEMS)
    assert created.returncode == 0, created.stderr
    assert path.read_text(encoding="utf-8").endswith(MULTILEVEL_STARTER)
    assert judged(path, env=DRIVEN_PROBLEMS)["verdict"] == "Wrong Answer"


def test_leetcodes_other_node_classes_are_not_exported_yet(tmp_path: Path) -> None:
    solution = ROOT / "tests" / "links" / "javascript" / "138_accepted_map.js"
    done = run_judge(
        "export", str(solution), "--problem", "138", "--case", "case 1", str(tmp_path / "out"), env=DRIVEN_PROBLEMS
    )
    assert done.returncode == 2 and "judge export does not write such programs yet" in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


# --- LeetCode's drivers of 237 (a node to delete), 278 and 374 (an API) ------------------------------

DRIVEN_STARTERS = {
    # LeetCode's templates, as `judge new` writes them after the statement's comment.
    "237": " * function ListNode(val) {\n *     this.val = val;\n *     this.next = null;\n * }\n */\n/**\n"
    " * @param {ListNode} node\n * @return {void} Do not return anything, modify node in-place instead.\n */\n"
    "var deleteNode = function(node) {\n\n};\n",
    "278": "/**\n * Definition for isBadVersion()\n * \n * @param {integer} version number\n"
    " * @return {boolean} whether the version is bad\n * isBadVersion = function(version) {\n *     ...\n * };\n */\n\n"
    "/**\n * @param {function} isBadVersion()\n * @return {function}\n */\nvar solution = function(isBadVersion) {\n"
    "    /**\n     * @param {integer} n Total versions\n     * @return {integer} The first bad version\n     */\n"
    "    return function(n) {\n        return 0;\n    };\n};\n",
    "374": " * var guess = function(num) {}\n */\n\n/**\n * @param {number} n\n * @return {number}\n */\n"
    "var guessNumber = function(n) {\n    return 0;\n};\n",
    # A Codec: LeetCode's two functions, not a class, with its old TreeNode and a blank line after it.
    "297": " *     this.left = this.right = null;\n * }\n */\n\n/**\n * Encodes a tree to a single string.\n *\n"
    ' * @param {TreeNode} root\n * @return {string}\n */\nvar serialize = function(root) {\n    return "";\n};\n\n'
    "/**\n * Decodes your encoded data to tree.\n *\n * @param {string} data\n * @return {TreeNode}\n */\n"
    "var deserialize = function(data) {\n    return null;\n};\n\n"
    "/**\n * Your functions will be called as such:\n * deserialize(serialize(root));\n */\n",
    "535": " */\n\n/**\n * Encodes a URL to a shortened URL.\n *\n * @param {string} longUrl\n"
    ' * @return {string}\n */\nvar encode = function(longUrl) {\n    return "";\n};\n\n'
    "/**\n * Decodes a shortened URL to its original URL.\n *\n * @param {string} shortUrl\n * @return {string}\n"
    ' */\nvar decode = function(shortUrl) {\n    return "";\n};\n\n'
    "/**\n * Your functions will be called as such:\n * decode(encode(url));\n */\n",
    # LeetCode's NestedInteger, its whole API in a comment, then an iterator run by one loop and a parser.
    "341": " *     this.getList = function() {\n *         ...\n *     };\n * };\n */\n/**\n * @constructor\n"
    " * @param {NestedInteger[]} nestedList\n */\nvar NestedIterator = function(nestedList) {\n    \n};\n\n\n"
    "/**\n * @this NestedIterator\n * @returns {boolean}\n */\nNestedIterator.prototype.hasNext = function() {\n"
    "    return false;\n};\n\n/**\n * @this NestedIterator\n * @returns {integer}\n */\n"
    "NestedIterator.prototype.next = function() {\n    return 0;\n};\n\n"
    "/**\n * Your NestedIterator will be called like this:\n * var i = new NestedIterator(nestedList), a = [];\n"
    " * while (i.hasNext()) a.push(i.next());\n */\n",
    "385": " *     this.getList = function() {\n *         ...\n *     };\n * };\n */\n"
    "/**\n * @param {string} s\n * @return {NestedInteger}\n */\nvar deserialize = function(s) {\n"
    "    return new NestedInteger();\n};\n",
}
# Every method of LeetCode's NestedInteger, in both problems' comment.
NESTED_INTEGER_API = (
    " * function NestedInteger() {\n",
    " *     this.isInteger = function() {\n",
    " *     @return {integer}\n *     this.getInteger = function() {\n",
    " *     this.setInteger = function(value) {\n",
    " *     this.add = function(elem) {\n",
    " *     @return {NestedInteger[]}\n *     this.getList = function() {\n",
)


def test_the_drivers_starters_are_leetcodes_templates_and_run(tmp_path: Path) -> None:
    for number, ending in DRIVEN_STARTERS.items():
        path = tmp_path / f"starter_{number}.js"
        created = run_judge("new", "--language", "javascript", number, str(path), env=DRIVEN_PROBLEMS)
        assert created.returncode == 0, created.stderr
        text = path.read_text(encoding="utf-8")
        assert text.endswith(ending)
        if number in ("341", "385"):
            assert all(line in text for line in NESTED_INTEGER_API), text
        # The problem is found by the function the file defines: 278's is `solution`. A Codec's file
        # also defines 385's deserialize, so which it solves is said.
        chosen = ("--problem", number) if number == "297" else ()
        assert judged(path, *chosen, env=DRIVEN_PROBLEMS)["verdict"] == "Wrong Answer"


# 374 with a guess of the file's own, which replaces LeetCode's; and 278's `solution` that forgets
# to return the method.
OWN_GUESS = "function guess(num) { return 0; }\nvar guessNumber = function(n) { return guess(n) === 0 ? 4 : 0; };\n"
NO_METHOD = "var solution = function(isBadVersion) {\n    isBadVersion(1);\n};\n"


def test_a_codec_is_two_functions_and_both_must_be_there(tmp_path: Path) -> None:
    folder = ROOT / "tests" / "links" / "problems" / "encode-and-decode-tinyurl"
    signature = parse_signature(json.loads((folder / "problem.json").read_text(encoding="utf-8"))["signature"])
    language = JavaScript()
    both = "var encode = function(longUrl) { return longUrl; };\nfunction decode(shortUrl) { return shortUrl; }\n"
    assert language.defines(both, signature) and language.method_name(signature) == "encode"
    assert not language.defines("class Codec {\n    encode(longUrl) {}\n    decode(shortUrl) {}\n}\n", signature)
    report = judged(
        write(tmp_path, "half.js", "var encode = (longUrl) => longUrl;\n"), "--problem", "535", env=DRIVEN_PROBLEMS
    )
    assert report["verdict"] == "Runtime Error"
    assert report["cases"][0]["message"].startswith("ReferenceError: decode is not defined: write `var decode = ")


# LeetCode's NestedInteger as its JavaScript has it: getList of an integer is null, getInteger of a
# list null, setInteger and add turn one into the other; the parse is JSON's.
NESTED_API = """\
var deserialize = function(s) {
    const probe = new NestedInteger(4);
    if (probe.getList() !== null || !probe.isInteger()) throw new Error("not an integer");
    probe.add(new NestedInteger());
    if (probe.getInteger() !== null || probe.getList().length !== 1) throw new Error("not a list");
    probe.setInteger(5);
    if (probe.getInteger() !== 5 || probe.getList() !== null) throw new Error("not 5");
    const make = (value) => {
        if (!Array.isArray(value)) return new NestedInteger(value);
        const list = new NestedInteger();
        for (const item of value) list.add(make(item));
        return list;
    };
    return make(JSON.parse(s));
};
"""
# A NestedInteger of the file's own replaces LeetCode's and is written through its methods.
OWN_NESTED_INTEGER = """\
class NestedInteger {
    constructor(value) {
        this.items = value === undefined ? [] : null;
        this.value = value;
    }
    isInteger() { return this.items === null; }
    getInteger() { return this.value; }
    getList() { return this.items; }
    add(elem) { this.items.push(elem); }
}
var deserialize = function(s) {
    const make = (value) => {
        if (!Array.isArray(value)) return new NestedInteger(value);
        const list = new NestedInteger();
        for (const item of value) list.add(make(item));
        return list;
    };
    return make(JSON.parse(s));
};
"""
# An iterator that never ends: its answer grows past the result limit.
ENDLESS = """\
class NestedIterator {
    constructor(nestedList) { this.count = 0; }
    hasNext() { return 1; }
    next() { return this.count++; }
}
"""


def test_nested_integers_are_leetcodes_and_an_endless_iterator_is_too_large(tmp_path: Path) -> None:
    for name, text in (("api.js", NESTED_API), ("own.js", OWN_NESTED_INTEGER)):
        report = judged(write(tmp_path, name, text), "--problem", "385", env=DRIVEN_PROBLEMS)
        assert report["verdict"] == "Accepted", [(case["verdict"], case["message"]) for case in report["cases"]]
    folder = ROOT / "tests" / "links" / "problems" / "flatten-nested-list-iterator"
    signature = json.loads((folder / "problem.json").read_text(encoding="utf-8"))["signature"]
    case = {"input": {"nestedList": [[1, [2]], 3]}, "expected": [1, 2, 3], "name": "case 1"}
    env = write_problem(tmp_path / "problems", "flatten-nested-list-iterator", 341, signature, [case])
    report = judged(write(tmp_path, "endless.js", ENDLESS), env=env)
    assert report["verdict"] == "Output Limit Exceeded", report["cases"]


# --- 284: a PeekingIterator made from LeetCode's Iterator ----------------------------------------------

# LeetCode's template of 284, as `judge new` writes it after the statement's comment: the Iterator's
# interface in a comment, a blank line, then the class as a constructor function.
PEEKING_STARTER = (
    "/**\n * // The interface of the Iterator the judge gives your class: do not implement it.\n"
    " * function Iterator() {\n *     The next integer; the iterator moves past it.\n *     @return {number}\n"
    " *     this.next = function() {\n *         ...\n *     };\n *\n *     True while there are integers left.\n"
    " *     @return {boolean}\n *     this.hasNext = function() {\n *         ...\n *     };\n * };\n */\n\n"
    "/**\n * @param {Iterator} iterator\n */\nvar PeekingIterator = function(iterator) {\n    \n};\n\n"
    "/**\n * @return {number}\n */\nPeekingIterator.prototype.peek = function() {\n    return 0;\n};\n\n"
    "/**\n * @return {number}\n */\nPeekingIterator.prototype.next = function() {\n    return 0;\n};\n\n"
    "/**\n * @return {boolean}\n */\nPeekingIterator.prototype.hasNext = function() {\n    return false;\n};\n\n"
    "/**\n * Your PeekingIterator object will be instantiated and called as such:\n"
    " * var obj = new PeekingIterator(iterator)\n * var param_1 = obj.peek()\n * var param_2 = obj.next()\n"
    " * var param_3 = obj.hasNext()\n */\n"
)
# The template's bodies filled in: the element ahead held, the Iterator checked to be LeetCode's
# global with its two methods and nothing else to see.
PEEKING_BODIES = (
    (
        "var PeekingIterator = function(iterator) {\n    \n};",
        """\
var PeekingIterator = function(iterator) {
    if (!(iterator instanceof Iterator) || Object.keys(iterator).length !== 0) throw new Error("not LeetCode's");
    this.iterator = iterator;
    this.ahead = iterator.hasNext() ? iterator.next() : null;
};""",
    ),
    ("peek = function() {\n    return 0;", "peek = function() {\n    return this.ahead;"),
    (
        "next = function() {\n    return 0;",
        "next = function() {\n    const value = this.ahead;\n"
        "    this.ahead = this.iterator.hasNext() ? this.iterator.next() : null;\n    return value;",
    ),
    ("hasNext = function() {\n    return false;", "hasNext = function() {\n    return this.ahead !== null;"),
)


def test_a_peeking_iterator_starter_is_leetcodes_and_a_solution_on_it_is_judged(tmp_path: Path) -> None:
    path = tmp_path / "starter_284.js"
    created = run_judge("new", "--language", "javascript", "284", str(path), env=DRIVEN_PROBLEMS)
    assert created.returncode == 0, created.stderr
    text = path.read_text(encoding="utf-8")
    assert text.endswith(PEEKING_STARTER), text
    assert judged(path, env=DRIVEN_PROBLEMS)["verdict"] == "Wrong Answer"
    for old, new in PEEKING_BODIES:
        assert old in text, old
        text = text.replace(old, new)
    report = judged(write(tmp_path, "solved_284.js", text), env=DRIVEN_PROBLEMS)
    assert report["verdict"] == "Accepted", [(case["verdict"], case["message"]) for case in report["cases"]]
    # next() past the last element: a Runtime Error that says so, on the call that made it.
    past = text.replace("this.iterator.hasNext() ? this.iterator.next() : null", "this.iterator.next()")
    report = judged(write(tmp_path, "past_284.js", past), env=DRIVEN_PROBLEMS)
    assert report["cases"][0]["verdict"] == "Runtime Error"
    said = report["cases"][0]["message"]
    assert said.startswith("call 4, next: Error: next() called after the last element (line "), said


def test_an_api_of_the_files_own_wins_and_a_solution_must_return_the_method(tmp_path: Path) -> None:
    report = judged(write(tmp_path, "own.js", OWN_GUESS), "--problem", "374", env=DRIVEN_PROBLEMS)
    assert report["cases"][0]["verdict"] == "Accepted"
    report = judged(write(tmp_path, "none.js", NO_METHOD), "--problem", "278", env=DRIVEN_PROBLEMS)
    assert report["verdict"] == "Runtime Error"
    assert report["cases"][0]["message"] == "TypeError: solution(isBadVersion) returned undefined, not a function of n"


# --- LeetCode's preloaded libraries: lodash and datastructures-js -----------------------------------

LIBRARIES_HERE = all(library_folder(library) is not None for library in LIBRARIES)
NEEDS_LIBRARIES = "LeetCode's libraries are not installed here: npm install -g " + " ".join(
    library.package for library in LIBRARIES
)
# Problem 23 with MinPriorityQueue as LeetCode's datastructures-js 6 has it: a function of the
# element for its priority, dequeue() giving the element itself.
HEAP_MERGE = """\
/**
 * @param {ListNode[]} lists
 * @return {ListNode}
 */
var mergeKLists = function(lists) {
    const heap = new MinPriorityQueue((node) => node.val);
    for (const head of lists) if (head) heap.enqueue(head);
    const dummy = new ListNode();
    let tail = dummy;
    while (!heap.isEmpty()) {
        const node = heap.dequeue();
        tail.next = node;
        tail = node;
        if (node.next) heap.enqueue(node.next);
    }
    return dummy.next;
};
"""
# The same with datastructures-js 5's calls (a priority given to enqueue, dequeue() giving
# { element, priority }), which LeetCode no longer has: a Runtime Error there and here.
HEAP_MERGE_V5 = """\
var mergeKLists = function(lists) {
    const heap = new MinPriorityQueue();
    for (const head of lists) if (head) heap.enqueue(head, head.val);
    const dummy = new ListNode();
    let tail = dummy;
    while (!heap.isEmpty()) {
        const { element } = heap.dequeue();
        tail.next = element;
        tail = element;
        if (element.next) heap.enqueue(element.next, element.next.val);
    }
    return dummy.next;
};
"""
# lodash's _, Queue and Deque, none of them required.
LODASH_MERGE = """\
var mergeKLists = function(lists) {
    const heads = new Queue(lists.filter((head) => head !== null));
    const values = [];
    while (!heads.isEmpty()) {
        const node = heads.dequeue();
        values.push(node.val);
        if (node.next) heads.enqueue(node.next);
    }
    const ordered = new Deque();
    for (const value of _.sortBy(values).reverse()) ordered.pushFront(value);
    const ascending = [];
    while (!ordered.isEmpty()) ascending.push(ordered.popFront());
    return _.reduceRight(ascending, (next, value) => new ListNode(value, next), null);
};
"""
# The same with the packages required by name, as published solutions often do (and a module of
# node's own), which LeetCode allows too.
REQUIRED_MERGE = (
    "const { MinPriorityQueue } = require('@datastructures-js/priority-queue');\n"
    "const lodash = require('lodash');\n"
    "const { format } = require('node:util');\n\n"
    + HEAP_MERGE.replace("if (head) heap.enqueue(head);", "if (head) heap.enqueue(lodash.identity(head));").replace(
        "return dummy.next;", "if (format('%d', 1) !== '1') throw new Error('util');\n    return dummy.next;"
    )
)
# A file's own Queue, _, Deque and MaxPriorityQueue (a class, a const, a var, a function) are its
# own, and naming them loads no package: nor does a file that names none of LeetCode's libraries.
OWN_NAMES = """\
class Queue {
    constructor() { this.items = []; this.head = 0; }
    push(node) { this.items.push(node); }
    shift() { return this.items[this.head++]; }
    get length() { return this.items.length - this.head; }
}
const _ = { mine: true };
var Deque = "mine";
function MaxPriorityQueue() { return "mine"; }

var mergeKLists = function(lists) {
    if (!_.mine || Deque !== "mine" || MaxPriorityQueue() !== "mine") throw new Error("not the file's own");
    const loaded = Object.keys(process.mainModule.constructor._cache).filter((file) => file.includes("node_modules"));
    if (loaded.length > 0) throw new Error("loaded " + loaded.join(", "));
    const queue = new Queue();
    const values = [];
    for (const head of lists) if (head) queue.push(head);
    while (queue.length) {
        const node = queue.shift();
        values.push(node.val);
        if (node.next) queue.push(node.next);
    }
    values.sort((a, b) => a - b);
    let head = null;
    for (let i = values.length - 1; i >= 0; i--) head = new ListNode(values[i], head);
    return head;
};
"""
# Without the packages (judge_without_libraries): the ReferenceError, and what to install.
WITHOUT_LIBRARIES = """\
import sys

import judge.languages.javascript as javascript

javascript.library_folder = lambda library: None  # as on a machine without them
from judge.cli import console

sys.argv[0] = "judge"
console()
"""


def judged_without_libraries(path: Path) -> dict[str, Any]:
    """`judge test PATH --json`, the real command, as a machine without LeetCode's libraries judges it."""
    completed = subprocess.run(
        [sys.executable, "-c", WITHOUT_LIBRARIES, "test", str(path), "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=100,
        stdin=subprocess.DEVNULL,
    )
    assert completed.returncode in (0, 1), completed.stderr
    report: dict[str, Any] = json.loads(completed.stdout)
    validate_report(report)
    return report


@pytest.fixture(scope="module")
def library_reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """The libraries' reports, judged side by side: in bubblewrap (where it works) and in the fallback."""
    if not LIBRARIES_HERE:
        pytest.skip(NEEDS_LIBRARIES)
    folder = tmp_path_factory.mktemp("libraries")
    sources = {
        "heap": HEAP_MERGE,
        "heap v5": HEAP_MERGE_V5,
        "lodash": LODASH_MERGE,
        "own": OWN_NAMES,
        "required": REQUIRED_MERGE,
        "unknown package": "const leftPad = require('left-pad');\n" + HEAP_MERGE,
    }
    paths = {name: write(folder, f"{name.replace(' ', '_')}.js", text) for name, text in sources.items()}
    fallback = {"JUDGE_SANDBOX": "fallback"}
    jobs = {name: (path, None) for name, path in paths.items()}
    jobs |= {f"{name} in the fallback": (paths[name], fallback) for name in ("heap", "lodash", "own", "required")}
    with ThreadPoolExecutor(max_workers=max(2, min(4, os.cpu_count() or 2))) as pool:
        futures = {name: pool.submit(judged, path, "--problem", "23", env=env) for name, (path, env) in jobs.items()}
        return {name: future.result() for name, future in futures.items()}


@pytest.mark.parametrize("sandbox", ["", " in the fallback"])
def test_leetcodes_priority_queue_and_lodash_are_globals(library_reports: dict[str, Any], sandbox: str) -> None:
    for name in ("heap", "lodash"):
        report = library_reports[name + sandbox]
        assert (report["verdict"], report["passed"]) == ("Accepted", report["total"]), (name, report["cases"][0])
    if sandbox:
        assert library_reports["heap" + sandbox]["sandbox"]["mode"] == "fallback"


@pytest.mark.parametrize("sandbox", ["", " in the fallback"])
def test_a_preloaded_package_may_be_required_by_name(library_reports: dict[str, Any], sandbox: str) -> None:
    report = library_reports["required" + sandbox]
    assert (report["verdict"], report["passed"]) == ("Accepted", report["total"]), report["cases"][0]


def test_a_package_leetcode_does_not_have_is_not_found(library_reports: dict[str, Any]) -> None:
    report = library_reports["unknown package"]
    assert report["verdict"] == "Runtime Error"
    assert report["cases"][0]["message"] == "Error: Cannot find module 'left-pad' (line 1)"


def test_the_priority_queue_is_leetcodes_version_6(library_reports: dict[str, Any]) -> None:
    # Version 5's `dequeue().element` is undefined in 6, as on LeetCode since it moved to 6.
    report = library_reports["heap v5"]
    assert report["verdict"] == "Runtime Error"
    assert report["cases"][0]["message"].startswith("TypeError: Cannot ")


@pytest.mark.parametrize("sandbox", ["", " in the fallback"])
def test_a_files_own_queue_and_underscore_win_and_nothing_is_loaded(
    library_reports: dict[str, Any], sandbox: str
) -> None:
    report = library_reports["own" + sandbox]
    assert report["verdict"] == "Accepted", report["cases"][0]["message"]


def test_a_missing_library_is_a_reference_error_that_says_how_to_install_it(tmp_path: Path) -> None:
    report = judged_without_libraries(write(tmp_path, "heap.js", HEAP_MERGE))
    assert report["verdict"] == "Runtime Error"
    error = report["cases"][0]["details"]["error"]
    assert error["type"] == "ReferenceError"
    assert error["message"] == (
        "MinPriorityQueue is not defined; LeetCode preloads it from @datastructures-js/priority-queue 6.3.2,"
        " which is not installed here; install it with: npm install -g @datastructures-js/priority-queue@6.3.2"
    )
    # Required by name, the same sentence.
    report = judged_without_libraries(write(tmp_path, "required.js", REQUIRED_MERGE))
    assert report["cases"][0]["message"].startswith(
        "Error: Cannot find module '@datastructures-js/priority-queue'; LeetCode preloads it from"
        " @datastructures-js/priority-queue 6.3.2, which is not installed here; install it with: npm install -g"
    ), report["cases"][0]["message"]
    # Any other name that is not defined stays a plain ReferenceError.
    report = judged_without_libraries(write(tmp_path, "typo.js", "var mergeKLists = (lists) => mergeAll(lists);\n"))
    assert report["cases"][0]["message"] == "ReferenceError: mergeAll is not defined (line 1)"


def test_the_libraries_are_recommended_npm_packages_doctor_names(monkeypatch: pytest.MonkeyPatch) -> None:
    from judge.languages import base, installs

    packages = [library.package for library in LIBRARIES]
    assert packages == [
        "lodash@4.17.21",
        "@datastructures-js/priority-queue@6.3.2",
        "@datastructures-js/queue@4.2.3",
        "@datastructures-js/deque@1.0.4",
    ]
    assert [tool.npm for tool in JavaScript.recommended] == packages
    monkeypatch.setattr(base, "find_in_npm_package", lambda package, path: None)
    monkeypatch.setattr(javascript, "find_in_npm_package", lambda package, path: None)
    assert set(packages) <= set(installs.missing_packages("npm"))
    gaps = JavaScript().environment_gaps()
    assert len(gaps) == 4
    assert gaps[1] == (
        "@datastructures-js/priority-queue (the globals PriorityQueue, MinPriorityQueue, MaxPriorityQueue),"
        " which LeetCode's JavaScript and TypeScript preload, is missing:"
        " npm install -g @datastructures-js/priority-queue@6.3.2"
    )


COPYING_PATHS = """\
var pathSum = function(root, targetSum) {
    const res = [];
    const dfs = (n, t, p) => {
        if (!n) return;
        p = [...p, n.val];
        if (!n.left && !n.right && t === n.val) res.push(p);
        dfs(n.left, t - n.val, p); dfs(n.right, t - n.val, p);
    };
    dfs(root, targetSum, []);
    return res;
};
"""


RIGHT_CHAIN = "5000 nodes in a chain, right"  # a case of problems/path-sum-ii


def test_garbage_of_earlier_cases_does_not_take_a_solution_over_the_memory_limit(tmp_path: Path) -> None:
    # A copy of the path per node on a chain of 5,000 (12.5M numbers of garbage per case): V8's old
    # space once as large as the memory limit let the garbage of earlier cases pile up, and the same
    # case was Accepted first and Memory Limit Exceeded on its third run.
    folder = tmp_path / "problems" / "path-sum-ii"
    shutil.copytree(ROOT / "problems" / "path-sum-ii", folder)
    known = json.loads((folder / "data" / "cases.json").read_text(encoding="utf-8"))
    chain = next(case for case in known if case["name"] == RIGHT_CHAIN)
    cases = [{**chain, "name": f"again {number}"} for number in range(1, 4)]
    (folder / "data" / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    (folder / "data" / "extended.json").unlink(missing_ok=True)
    report = judged(
        write(tmp_path, "copying.js", COPYING_PATHS), env={"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems")}
    )
    assert [case["verdict"] for case in report["cases"]] == ["Accepted"] * 3, [c["message"] for c in report["cases"]]
