"""Kotlin through the CLI, for what `judge verify`, the conformance suite and
tests/test_language_behaviours.py do not show: compiler messages on the user's own lines (LeetCode's
call checked in Kotlin, so an Int is not widened to a Long), LeetCode's implicit imports (which move
no line or column) and the hello-algo code without a Solution."""

from __future__ import annotations

import json
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from judge.core.signature import parse_signature
from judge.languages.kotlin import Kotlin

from .conftest import ROOT, judged, run_judge, write
from .test_design import LRU, LRU_CASES, write_problem

pytestmark = pytest.mark.skipif(
    Kotlin().missing_toolchain() is not None,
    reason="Kotlin is not installed (npm install -g kotlin-compiler)",
)

SOLUTIONS = ROOT / "solutions"


def test_compile_errors_point_at_the_users_lines() -> None:
    typed = judged(SOLUTIONS / "n-queens-ii" / "compile_error" / "string_count.kt")["compile_error"]
    assert (typed["line"], typed["offset"]) == (4, 29)
    assert typed["text"].strip() == "var total: String = 0"
    assert "string_count.kt:4:29: error: initializer type mismatch" in typed["output"]
    # A Long where LeetCode passes an Int: Java would widen it, LeetCode's Kotlin call does not compile.
    widened = judged(SOLUTIONS / "n-queens-ii" / "compile_error" / "long_parameter.kt")["compile_error"]
    assert widened["line"] == 4 and widened["text"].strip() == "fun totalNQueens(n: Long): Int {"
    assert widened["message"].startswith("totalNQueens takes Long where LeetCode passes Int")
    assert "judge_call__" not in widened["output"] and "JudgeHarness__" not in widened["output"]


def test_a_missing_method_and_a_free_function_are_named(tmp_path: Path) -> None:
    renamed = write(tmp_path, "renamed.kt", "class Solution {\n    fun totalQueens(n: Int): Int = n\n}\n")
    error = judged(renamed, "--problem", "52")["compile_error"]
    assert error["message"].startswith("class Solution has no method totalNQueens")
    assert error["line"] == 1
    free = write(tmp_path, "free.kt", "fun nQueens(n: Int): List<List<List<String>>> = emptyList()\n")
    result = run_judge("test", str(free), "--problem", "51")
    assert result.returncode == 2
    assert "defines no class Solution (its functions nQueens are outside any class)" in result.stderr


# LeetCode compiles Kotlin with java.util.* and kotlin.math.* imported: published solutions call
# Arrays.fill and abs with no import. Each file here uses both and imports neither.
NO_IMPORTS_51 = """\
class Solution {
    fun solveNQueens(n: Int): List<List<String>> {
        val queens = IntArray(n)
        Arrays.fill(queens, -1)
        val boards = ArrayList<List<String>>()
        fun safe(row: Int, col: Int): Boolean =
            (0 until row).none { queens[it] == col || abs(queens[it] - col) == row - it }
        fun place(row: Int) {
            if (row == n) {
                boards.add(queens.map { ".".repeat(it) + "Q" + ".".repeat(n - it - 1) })
                return
            }
            for (col in 0 until n) {
                if (safe(row, col)) {
                    queens[row] = col
                    place(row + 1)
                }
            }
        }
        place(0)
        return boards
    }
}
"""

# Its own import of a java.util class, and its own Stack and abs: an explicit import and the file's
# own declarations win over the star imports (java.util.Stack has no Stack(n), and two abs(Int) at
# one level would be ambiguous).
OWN_NAMES_52 = """\
import java.util.Arrays

class Stack(capacity: Int) {
    private val items = IntArray(capacity)
    var size = 0
        private set

    fun push(value: Int) {
        items[size++] = value
    }

    fun pop(): Int = items[--size]

    operator fun get(index: Int): Int = items[index]
}

fun abs(value: Int): Int = if (value < 0) -value else value

class Solution {
    fun totalNQueens(n: Int): Int {
        val used = BooleanArray(n)
        Arrays.fill(used, false)
        val queens = Stack(n)
        var count = 0
        fun place(row: Int) {
            if (row == n) {
                count++
                return
            }
            for (col in 0 until n) {
                if (used[col] || (0 until queens.size).any { abs(queens[it] - col) == row - it }) continue
                used[col] = true
                queens.push(col)
                place(row + 1)
                queens.pop()
                used[col] = false
            }
        }
        place(0)
        return count
    }
}
"""

# Errors on the first line (where the imports go, after which every column would move) and further down.
FIRST_LINE_ERROR_52 = """\
class Solution { private val limit: Int = "none"
    fun totalNQueens(n: Int): Int {
        val queens = IntArray(n)
        Arrays.fill(queens, -1)
        var count = 0
        fun place(row: Int) {
            if (row == n) {
                count++
                return
            }
            for (col in 0 until n) {
                if ((0 until row).any { queens[it] == col || abs(queens[it] - col) == row - it }) continue
                queens[row] = col
                place(row + 1)
            }
        }
        place(0)
        return count + missing
    }
}
"""


@pytest.fixture(scope="module")
def implicit_imports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """The three files' reports, judged side by side (each is a compile of its own, ~20 s)."""
    folder = tmp_path_factory.mktemp("kotlin_imports")
    files = {
        "no imports": (write(folder, "no_imports.kt", NO_IMPORTS_51), "51"),
        "own names": (write(folder, "own_names.kt", OWN_NAMES_52), "52"),
        "first line": (write(folder, "first_line.kt", FIRST_LINE_ERROR_52), "52"),
    }
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = {name: pool.submit(judged, path, "--problem", problem) for name, (path, problem) in files.items()}
        return {name: future.result() for name, future in futures.items()}


def test_java_util_and_kotlin_math_need_no_import(implicit_imports: dict[str, dict[str, Any]]) -> None:
    report = implicit_imports["no imports"]
    assert report["verdict"] == "Accepted", report["compile_error"] or report["cases"][:1]


def test_the_files_own_imports_and_names_win(implicit_imports: dict[str, dict[str, Any]]) -> None:
    report = implicit_imports["own names"]
    assert report["verdict"] == "Accepted", report["compile_error"] or report["cases"][:1]


def test_the_implicit_imports_move_no_line_or_column(implicit_imports: dict[str, dict[str, Any]]) -> None:
    error = implicit_imports["first line"]["compile_error"]
    first = FIRST_LINE_ERROR_52.splitlines()[0]
    column = first.index('"none"') + 1
    assert (error["line"], error["offset"], error["text"]) == (1, column, first), error
    output = error["output"]
    assert f"first_line.kt:1:{column}: error: initializer type mismatch" in output, output
    assert f"\n{first}\n" in output and "import java" not in output, output  # the line's echo, as the user wrote it
    caret = output.split(f"\n{first}\n", 1)[1].splitlines()[0]
    assert caret.index("^") == column - 1, output
    missing = FIRST_LINE_ERROR_52.splitlines().index("        return count + missing") + 1
    assert f"first_line.kt:{missing}:24: error: unresolved reference 'missing'" in output, output
    assert "'Arrays'" not in output and "'abs'" not in output, output


def test_trees_and_lists_are_declared_as_leetcode_does() -> None:
    kotlin = Kotlin()
    merge = parse_signature(
        {"name": "mergeKLists", "params": [{"name": "lists", "type": "ListNode[]"}], "returns": "ListNode"}
    )
    assert kotlin.signature_text(merge) == "fun mergeKLists(lists: Array<ListNode?>): ListNode?"
    split = parse_signature(
        {"name": "split", "params": [{"name": "roots", "type": "list<TreeNode>"}], "returns": "ListNode[]"}
    )
    assert kotlin.signature_text(split) == "fun split(roots: List<TreeNode?>): Array<ListNode?>"
    # LeetCode's definition of the class, in a comment above class Solution; the body returns null.
    invert = parse_signature(
        {"name": "invertTree", "params": [{"name": "root", "type": "TreeNode"}], "returns": "TreeNode"}
    )
    assert kotlin.starter(invert, [], []) == TREE_COMMENT + (
        "class Solution {\n    fun invertTree(root: TreeNode?): TreeNode? {\n        return null\n    }\n}\n"
    )


TREE_COMMENT = """\
/**
 * Example:
 * var ti = TreeNode(5)
 * var v = ti.`val`
 * Definition for a binary tree node.
 * class TreeNode(var `val`: Int) {
 *     var left: TreeNode? = null
 *     var right: TreeNode? = null
 * }
 */
"""
LIST_COMMENT = """\
/**
 * Example:
 * var li = ListNode(5)
 * var v = li.`val`
 * Definition for singly-linked list.
 * class ListNode(var `val`: Int) {
 *     var next: ListNode? = null
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
# LeetCode declares the classes: a file that declares one again does not compile there either.
LIST_TO_TREE_DECLARED = """\
class Solution {
    fun sortedListToBST(head: ListNode?): TreeNode? = null
}

class TreeNode(var `val`: Int) {
    var left: TreeNode? = null
    var right: TreeNode? = null
}
"""


def test_the_node_classes_are_leetcodes_and_a_file_may_not_declare_them(tmp_path: Path) -> None:
    folder = tmp_path / "problems" / "list-to-tree"
    (folder / "data").mkdir(parents=True)
    (folder / "problem.json").write_text(json.dumps(LIST_TO_TREE), encoding="utf-8")
    (folder / "statement.md").write_text("# 9003. List To Tree\n", encoding="utf-8")
    cases = [{"name": "three", "input": {"head": [1, 2, 3]}, "expected": [2, 1, 3]}]
    (folder / "data" / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    env = {"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems")}
    starter = tmp_path / "starter.kt"
    created = run_judge("new", "9003", str(starter), "--language", "kotlin", env=env)
    assert created.returncode == 0, created.stderr
    # Both definitions, ListNode first, as LeetCode shows them; the starter compiles as it is.
    assert LIST_COMMENT + TREE_COMMENT + "class Solution {\n" in starter.read_text(encoding="utf-8")
    files = [starter, write(tmp_path, "declared.kt", LIST_TO_TREE_DECLARED)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        reports = list(pool.map(lambda path: judged(path, "--problem", "9003", env=env), files))
    assert reports[0]["verdict"] == "Wrong Answer", reports[0]["compile_error"] or reports[0]["cases"][:1]
    error = reports[1]["compile_error"]
    assert (error["line"], error["offset"]) == (5, 7), error
    assert error["message"].startswith("redeclaration of class TreeNode (LeetCode declares TreeNode itself"), error
    assert "judge_call__" not in error["output"], error["output"]


# --- design problems: a class driven by LeetCode's calls -----------------------------------------------

LRU_KOTLIN = """\
class LRUCache(private val capacity: Int) {
    private val items = LinkedHashMap<Int, Int>(16, 0.75f, true)

    fun get(key: Int): Int {
        return items[key] ?: -1
    }

    fun put(key: Int, value: Int) {
        items[key] = value
        if (items.size > capacity) {
            items.remove(items.keys.first())
        }
    }

}
"""


@pytest.fixture
def lru(tmp_path: Path) -> dict[str, str]:
    return write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)


def test_the_design_starter_is_leetcodes_template_and_runs(tmp_path: Path, lru: dict[str, str]) -> None:
    target = tmp_path / "lru.kt"
    created = run_judge("new", "9146", str(target), "--language", "kotlin", env=lru)
    assert created.returncode == 0, created.stderr
    # LeetCode's template, a value returned where it leaves the body empty: the starter compiles.
    template = (
        "class LRUCache(capacity: Int) {\n\n    fun get(key: Int): Int {\n        return 0\n    }\n\n"
        "    fun put(key: Int, value: Int) {\n        \n    }\n\n}\n\n"
        "/**\n * Your LRUCache object will be instantiated and called as such:\n"
        " * var obj = LRUCache(capacity)\n * var param_1 = obj.get(key)\n * obj.put(key,value)\n */\n"
    )
    assert target.read_text(encoding="utf-8").endswith(template)
    report = judged(target, env=lru)
    assert report["verdict"] == "Wrong Answer" and report["cases"][0]["details"]["first_wrong_call"] == 3
    assert Kotlin().signature_text(parse_signature(LRU)) == (
        "class LRUCache(capacity: Int) {\n    fun get(key: Int): Int\n    fun put(key: Int, value: Int)\n}"
    )


def test_a_design_class_is_judged_and_its_declarations_checked(tmp_path: Path, lru: dict[str, str]) -> None:
    def report_of(name: str, text: str) -> dict[str, Any]:
        return judged(write(tmp_path, name, text), env=lru)

    # Compiled side by side (each is a compile of its own). No --problem: the class and its methods
    # say which problem it is.
    widened = LRU_KOTLIN.replace("fun get(key: Int): Int {", "fun get(key: Int): Long {")
    widened = widened.replace("?: -1", "?.toLong() ?: -1L")
    thrown = LRU_KOTLIN.replace("return items[key] ?: -1", "return items[key]!!")
    with ThreadPoolExecutor(3) as pool:
        accepted, wide, raised = pool.map(
            lambda item: report_of(*item), [("cache.kt", LRU_KOTLIN), ("wide.kt", widened), ("thrown.kt", thrown)]
        )
    assert (accepted["verdict"], accepted["passed"]) == ("Accepted", 2), accepted["cases"]
    # LeetCode takes get's result as an Int: a Long is a Compile Error on the user's declaration.
    error = wide["compile_error"]
    assert error["line"] == 4 and "LeetCode calls fun get(key: Int): Int" in error["message"], error
    assert "judge_call__" not in error["output"] and "JudgeHarness__" not in error["output"]
    # A call that throws is a Runtime Error at that call.
    assert raised["verdict"] == "Runtime Error" and "call 5, get" in raised["cases"][0]["message"], raised["cases"]


# --- LeetCode's N-ary tree (Node) --------------------------------------------------------------------

NODE_COMMENT = """\
/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var children: List<Node?> = listOf()
 * }
 */

"""


def test_the_nary_starter_shows_leetcodes_node() -> None:
    kotlin = Kotlin()
    preorder = parse_signature(
        {"name": "preorder", "params": [{"name": "root", "type": "Node"}], "returns": "list<int>"}
    )
    assert kotlin.cannot_judge(preorder) is None
    assert kotlin.starter(preorder, [], []) == NODE_COMMENT + (
        "class Solution {\n    fun preorder(root: Node?): List<Int> {\n        return emptyList()\n    }\n}\n"
    )
    roots = parse_signature({"name": "findRoot", "params": [{"name": "tree", "type": "list<Node>"}], "returns": "Node"})
    assert kotlin.signature_text(roots) == "fun findRoot(tree: List<Node?>): Node?"


# It copies the tree mirrored (a null child in the copy is no child), answers with one node hung
# twice on one case, and on another checks that a leaf LeetCode built has an empty list of children
# before it answers with a Node of its own making (its children the declaration's listOf()).
NARY_COPY = """\
class Solution {
    fun mirror(root: Node?): Node? {
        if (root == null) return null
        if (root.`val` == 7) {
            val leaf = Node(1)
            val shared = Node(7)
            shared.children = listOf(leaf, leaf)
            return shared
        }
        if (root.`val` == 5) {
            check(root.children is java.util.ArrayList<*> && root.children.isEmpty()) { "not LeetCode's leaf" }
            return Node(5)
        }
        val copy = Node(root.`val`)
        val stack = ArrayDeque<Pair<Node, Node>>()
        stack.addLast(root to copy)
        while (stack.isNotEmpty()) {
            val (node, made) = stack.removeLast()
            val children = mutableListOf<Node?>(null)
            for (child in node.children.asReversed()) {
                val twin = Node(child!!.`val`)
                children.add(twin)
                stack.addLast(child to twin)
            }
            made.children = children
        }
        return copy
    }
}
"""
# LeetCode declares Node: a file that declares it again does not compile, as there.
NARY_DECLARED = """\
class Solution {
    fun mirror(root: Node?): Node? = root
}

class Node(var `val`: Int) {
    var children: List<Node?> = listOf()
}
"""
# A problem without N-ary trees has no Node of LeetCode's: a class of the file's own named Node
# (as an LRU cache's solutions declare) compiles.
OWN_NODE = """\
class Solution {
    fun invertTree(root: TreeNode?): TreeNode? {
        check(Node(1).value == 1)
        return root
    }
}

class Node(val value: Int)
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
        (write(tmp_path, "copy.kt", NARY_COPY), ("--all-cases",), nary),
        (write(tmp_path, "declared.kt", NARY_DECLARED), (), nary),
        (write(tmp_path, "own.kt", OWN_NODE), (), binary),
    ]
    with ThreadPoolExecutor(max_workers=3) as pool:
        copy, declared, own = pool.map(lambda run: judged(run[0], *run[1], env=run[2]), runs)
    verdicts = [(case["verdict"], case["message"]) for case in copy["cases"]]
    assert verdicts[0][0] == verdicts[2][0] == "Accepted", verdicts
    assert verdicts[1] == ("Runtime Error", "Error: Found a cycle or a shared node in the Node tree"), verdicts
    error = declared["compile_error"]
    assert (error["line"], error["offset"]) == (5, 7), error
    assert error["message"].startswith("redeclaration of class Node (LeetCode declares Node itself"), error
    assert own["verdict"] == "Accepted", own["compile_error"] or own["cases"]


def test_an_exported_nary_case_builds_and_prints_leetcodes_serialization(tmp_path: Path) -> None:
    """A wide tree read from its JSON (past 2,500 values) is built (one kotlinc build: 15-20 s); a
    small one is written as LeetCode.nary(...)."""
    wide = [0, None, *range(1, 2600)]
    cases = [NARY_CASES[0], {"name": "wide", "input": {"root": wide}, "expected": wide[:2] + wide[:1:-1]}]
    env = write_problem(tmp_path / "problems", "nary-mirror", 9177, NARY_MIRROR, cases)
    solution = ROOT / "tests" / "conformance" / "kotlin" / "nary_mirror.kt"
    small = run_judge("export", str(solution), "--problem", "9177", "--case", "copy", str(tmp_path / "copy"), env=env)
    assert small.returncode == 0, small.stderr
    main = (tmp_path / "copy" / "main.kt").read_text(encoding="utf-8")
    assert "val root: Node? = LeetCode.nary(1, null, 2, 3, null, 4)\n" in main, main
    folder = tmp_path / "wide"
    done = run_judge("export", str(solution), "--problem", "9177", "--case", "wide", str(folder), env=env)
    assert done.returncode == 0, done.stderr
    assert 'val root: Node? = LeetCode.parse("""' in (folder / "main.kt").read_text(encoding="utf-8")
    assert "var children: List<Node?> = listOf()" in (folder / "nodes.kt").read_text(encoding="utf-8")
    steps = [line.split(":", 1)[1].strip() for line in done.stdout.splitlines() if line.startswith(("build:", "run:"))]
    for step in steps:
        ran = subprocess.run(step, shell=True, capture_output=True, text=True, timeout=240)
        assert ran.returncode == 0, ran.stderr
    assert json.loads(ran.stdout) == cases[1]["expected"]


@pytest.mark.parametrize(
    ("slug", "solution", "parameter"),
    [
        ("copy-list-with-random-pointer", "138_accepted_map.kt", "node"),  # LeetCode's Kotlin names it node
        ("clone-graph", "133_accepted_dfs.kt", "node"),
        ("populating-next-right-pointers-in-each-node", "116_accepted_constant_space.kt", "root"),
        ("populating-next-right-pointers-in-each-node-ii", "117_accepted_queue.kt", "root"),
        ("flatten-a-multilevel-doubly-linked-list", "430_accepted_stack.kt", "root"),  # LeetCode's Kotlin names it root
    ],
)
def test_the_other_node_classes_are_leetcodes_node_in_its_starter(slug: str, solution: str, parameter: str) -> None:
    """138, 133, 116, 117 and 430 declare a Node of their own: the starter shows LeetCode's, as the
    solutions published on LeetCode's starters (tests/links/kotlin) carry it."""
    links = ROOT / "tests" / "links"
    signature = parse_signature(json.loads((links / "problems" / slug / "problem.json").read_text())["signature"])
    starter = Kotlin().starter(signature, [], [])
    published = (links / "kotlin" / solution).read_text(encoding="utf-8")
    comment = published[: published.index("class Solution {")]
    assert starter.startswith(comment) and " * class Node(var `val`: Int) {\n" in comment
    method = starter[len(comment) :].splitlines()[1].strip()
    assert method == f"fun {signature.name}({parameter}: Node?): Node? {{"


NESTED_INTEGER_COMMENT = """\
/**
 * // The interface of nested lists, which the judge provides: do not implement it.
 * class NestedInteger {
 *     // No value: an empty nested list.
 *     constructor()
 *
 *     // A single integer equal to value.
 *     constructor(value: Int)
 *
 *     // true if this NestedInteger holds a single integer, not a nested list.
 *     fun isInteger(): Boolean
 *
 *     // The single integer this NestedInteger holds, or null if it holds a nested list.
 *     fun getInteger(): Int?
 *
 *     // Makes this NestedInteger hold the single integer value.
 *     fun setInteger(value: Int): Unit
 *
 *     // Makes this NestedInteger a nested list (if it is not one) and appends ni to it.
 *     fun add(ni: NestedInteger): Unit
 *
 *     // The nested list this NestedInteger holds, or null if it holds a single integer.
 *     fun getList(): List<NestedInteger>?
 * }
 */

"""
# LeetCode's Kotlin templates of 237, 278, 374, 297, 535, 341 and 385, with the return the kit writes
# where LeetCode leaves the body empty (so that the starter compiles).
DRIVEN_TEMPLATES = {
    237: (
        "/**\n * Example:\n * var li = ListNode(5)\n * var v = li.`val`\n * Definition for singly-linked list.\n"
        " * class ListNode(var `val`: Int) {\n *     var next: ListNode? = null\n * }\n */\n\nclass Solution {\n"
        "    fun deleteNode(node: ListNode?) {\n\n    }\n}\n"
    ),
    278: (
        "/* The isBadVersion API is defined in the parent class VersionControl.\n"
        "      fun isBadVersion(version: Int) : Boolean {} */\n\nclass Solution: VersionControl() {\n"
        "    override fun firstBadVersion(n: Int) : Int {\n        return 0\n\t}\n}\n"
    ),
    374: (
        "/** \n * The API guess is defined in the parent class.\n * @param  num   your guess\n"
        " * @return \t     -1 if num is higher than the picked number\n"
        " *\t\t\t      1 if num is lower than the picked number\n *               otherwise return 0\n"
        " * fun guess(num:Int):Int {}\n */\n\nclass Solution:GuessGame() {\n"
        "    override fun guessNumber(n:Int):Int {\n        return 0\n    }\n}\n"
    ),
    # 297's first comment and its longUrl are 535's, as LeetCode's Kotlin template has them.
    297: (
        "/**\n * Definition for a binary tree node.\n * class TreeNode(var `val`: Int) {\n"
        " *     var left: TreeNode? = null\n *     var right: TreeNode? = null\n * }\n */\n\n"
        "class Codec() {\n\t// Encodes a URL to a shortened URL.\n    fun serialize(root: TreeNode?): String {\n"
        '        return ""\n    }\n\n    // Decodes your encoded data to tree.\n'
        "    fun deserialize(data: String): TreeNode? {\n        return null\n    }\n}\n\n"
        "/**\n * Your Codec object will be instantiated and called as such:\n * var ser = Codec()\n"
        " * var deser = Codec()\n * var data = ser.serialize(longUrl)\n * var ans = deser.deserialize(data)\n */\n"
    ),
    # 535's comment shows one object; LeetCode's driver makes two, as 297's.
    535: (
        "class Codec() {\n    // Encodes a URL to a shortened URL.\n    fun encode(longUrl: String): String {\n"
        '        return ""\n    }\n\n    // Decodes a shortened URL to its original URL.\n'
        '    fun decode(shortUrl: String): String {\n        return ""\n    }\n}\n\n'
        "/**\n * Your Codec object will be instantiated and called as such:\n * var obj = Codec()\n"
        " * var url = obj.encode(longUrl)\n * var ans = obj.decode(url)\n */\n"
    ),
    # LeetCode's templates of 341 and 385 under one comment of NestedInteger's whole API (the kit's
    # words); 341's usage is LeetCode's, though its driver loops on hasNext and next.
    # 284's: a design class's template implementing Iterator<Int>, under the kit's words on Kotlin's own
    # Iterator where LeetCode links to its documentation.
    284: (
        "// The Iterator your class is given is Kotlin's own Iterator<Int>, over the integers in order:\n"
        "// interface Iterator<Int> {\n//     // true while there are elements left.\n"
        "//     operator fun hasNext(): Boolean\n//\n//     // The next element; the iterator moves past it.\n"
        "//     operator fun next(): Int\n// }\n\n"
        "class PeekingIterator(iterator: Iterator<Int>) : Iterator<Int> {\n\n"
        "    fun peek(): Int {\n        return 0\n    }\n\n"
        "    override fun next(): Int {\n        return 0\n    }\n\n"
        "    override fun hasNext(): Boolean {\n        return false\n    }\n\n}\n\n"
        "/**\n * Your PeekingIterator object will be instantiated and called as such:\n"
        " * var obj = PeekingIterator(iterator)\n * var param_1 = obj.peek()\n * var param_2 = obj.next()\n"
        " * var param_3 = obj.hasNext()\n */\n"
    ),
    341: (
        NESTED_INTEGER_COMMENT + "class NestedIterator(nestedList: List<NestedInteger>) {\n\n"
        "    fun next(): Int {\n        return 0\n    }\n\n"
        "    fun hasNext(): Boolean {\n        return false\n    }\n\n}\n\n"
        "/**\n * Your NestedIterator object will be instantiated and called as such:\n"
        " * var obj = NestedIterator(nestedList)\n * var param_1 = obj.next()\n * var param_2 = obj.hasNext()\n */\n"
    ),
    385: (
        NESTED_INTEGER_COMMENT + "class Solution {\n    fun deserialize(s: String): NestedInteger {\n"
        "        return NestedInteger()\n    }\n}\n"
    ),
    # 430's parameter is root in LeetCode's Kotlin, though its metaData names it head.
    430: (
        "/**\n * Definition for a Node.\n * class Node(var `val`: Int) {\n *     var prev: Node? = null\n"
        " *     var next: Node? = null\n *     var child: Node? = null\n * }\n */\n\nclass Solution {\n"
        "    fun flatten(root: Node?): Node? {\n        return null\n    }\n}\n"
    ),
}


@pytest.mark.parametrize("number", sorted(DRIVEN_TEMPLATES))
def test_the_starters_of_a_node_to_delete_and_of_the_apis_are_leetcodes(tmp_path: Path, number: int) -> None:
    """237's ListNode, 278's and 374's parent class (whose method the template overrides), 284's
    PeekingIterator, 297's and 535's Codec, 341's iterator, 385's NestedInteger and 430's Node:
    LeetCode's templates, which compile into a Wrong Answer."""
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    starter = tmp_path / "starter.kt"
    created = run_judge("new", str(number), str(starter), "--language", "kotlin", env=env)
    assert created.returncode == 0, created.stderr
    assert starter.read_text(encoding="utf-8").endswith(DRIVEN_TEMPLATES[number])
    report = judged(starter, "--problem", str(number), env=env)
    assert report["compile_error"] is None and report["verdict"] == "Wrong Answer", report["compile_error"]


def test_a_codecs_declarations_are_checked_as_leetcodes_driver_calls_them(tmp_path: Path) -> None:
    """The string between a Codec's two methods is kotlinc's to check: a declaration of another type
    is a Compile Error on the user's line, said in LeetCode's terms."""
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    identity = (ROOT / "tests" / "links" / "kotlin" / "535_accepted_identity.kt").read_text(encoding="utf-8")
    returned = identity.replace("fun encode(longUrl: String): String = longUrl", "fun encode(longUrl: String): Int = 1")
    error = judged(write(tmp_path, "returned.kt", returned), env=env)["compile_error"]
    assert error["line"] == 2 and "encode returns Int, not String" in error["message"], error
    taken = identity.replace(
        "fun decode(shortUrl: String): String = shortUrl", 'fun decode(shortUrl: Int): String = ""'
    )
    error = judged(write(tmp_path, "taken.kt", taken), env=env)["compile_error"]
    assert error["line"] == 4 and "decode takes Int where LeetCode passes String" in error["message"], error


def test_nested_integer_is_leetcodes_class_and_its_iterator_is_checked_as_leetcode_does(tmp_path: Path) -> None:
    """The judge's NestedInteger is declared for 341 and 385 only, as LeetCode's Kotlin declares it
    (getInteger() is an Int?); a file may not declare it again, and an iterator's methods are taken
    as LeetCode's loop calls them, said on the user's line."""
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    own = "class NestedInteger\nclass Solution {\n    fun totalNQueens(n: Int): Int = if (n == 1) 1 else 0\n}\n"
    assert judged(write(tmp_path, "own.kt", own), "--problem", "52")["compile_error"] is None
    again = "class NestedInteger\nclass Solution {\n    fun deserialize(s: String) = NestedInteger()\n}\n"
    error = judged(write(tmp_path, "again.kt", again), "--problem", "385", env=env)["compile_error"]
    assert error["line"] == 1 and "LeetCode declares NestedInteger itself" in error["message"], error
    iterator = (ROOT / "tests" / "links" / "kotlin" / "341_runtime_error_int_of_list.kt").read_text(encoding="utf-8")
    unchecked = iterator.replace("getInteger()!!", "getInteger() + 0")
    error = judged(write(tmp_path, "unchecked.kt", unchecked), "--problem", "341", env=env)["compile_error"]
    assert error["line"] == 5 and "Int?" in error["message"], error
    counted = iterator.replace("fun hasNext(): Boolean = at < nestedList.size", "fun hasNext(): Int = 0")
    error = judged(write(tmp_path, "counted.kt", counted), "--problem", "341", env=env)["compile_error"]
    assert error["line"] == 7 and "hasNext returns Int, not Boolean" in error["message"], error


def test_a_peeking_iterator_written_on_its_starter_is_given_kotlins_own_iterator(tmp_path: Path) -> None:
    """284's starter with its bodies written is Accepted: the class is given an Iterator<Int> over
    the case's list. Made from the data's IntArray instead, it is a Compile Error on the class's
    line that says how LeetCode makes it."""
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    starter = tmp_path / "starter.kt"
    assert run_judge("new", "284", str(starter), "--language", "kotlin", env=env).returncode == 0
    opening = "class PeekingIterator(iterator: Iterator<Int>) : Iterator<Int> {\n"
    text = starter.read_text(encoding="utf-8")
    assert opening in text
    bodies = {
        opening: opening + "    private val source = iterator\n    private var ahead: Int? = null\n",
        "peek(): Int {\n        return 0": (
            "peek(): Int {\n        ahead = ahead ?: source.next()\n        return ahead!!"
        ),
        "next(): Int {\n        return 0": (
            "next(): Int {\n        val value = peek()\n        ahead = null\n        return value"
        ),
        "Boolean {\n        return false": "Boolean {\n        return ahead != null || source.hasNext()",
    }
    for empty, written in bodies.items():
        text = text.replace(empty, written)
    report = judged(write(tmp_path, "written.kt", text), "--problem", "284", env=env)
    assert report["verdict"] == "Accepted", report["compile_error"] or report["verdict"]
    listed = text.replace("(iterator: Iterator<Int>) :", "(nums: IntArray) :").replace(
        "source = iterator", "source = nums.iterator()"
    )
    error = judged(write(tmp_path, "listed.kt", listed), "--problem", "284", env=env)["compile_error"]
    assert error is not None and error["line"] == listed[: listed.index(opening[:21])].count("\n") + 1, error
    assert "class PeekingIterator(iterator: Iterator<Int>)" in error["message"], error


def test_an_apis_parent_class_is_leetcodes_for_its_problem_only(tmp_path: Path) -> None:
    own = "class VersionControl\nclass Solution {\n    fun totalNQueens(n: Int): Int = if (n == 1) 1 else 0\n}\n"
    assert judged(write(tmp_path, "own.kt", own), "--problem", "52")["compile_error"] is None
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    again = "class VersionControl\nclass Solution {\n    fun firstBadVersion(n: Int): Int = n\n}\n"
    error = judged(write(tmp_path, "again.kt", again), "--problem", "278", env=env)["compile_error"]
    assert error["line"] == 1 and "LeetCode declares VersionControl itself" in error["message"], error
