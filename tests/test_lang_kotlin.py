"""Kotlin through the CLI, for what `judge verify`, the conformance suite and
tests/test_language_behaviours.py do not show: compiler messages on the user's own lines (LeetCode's
call checked in Kotlin, so an Int is not widened to a Long) and the hello-algo code without a Solution."""

from __future__ import annotations

from pathlib import Path

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
