"""Kotlin through the CLI, for what `judge verify`, the conformance suite and
tests/test_language_behaviours.py do not show: compiler messages on the user's own lines (LeetCode's
call checked in Kotlin, so an Int is not widened to a Long), LeetCode's implicit imports (which move
no line or column) and the hello-algo code without a Solution."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from judge.languages.kotlin import Kotlin

from .conftest import ROOT, judged, run_judge, write

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
