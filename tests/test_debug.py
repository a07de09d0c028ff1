"""`judge debug`: one case under pdb, stopped in the solution's method, driven here as a user types
(pdb reads its commands from stdin); then the answer checked as `judge run` checks it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT

SOLUTIONS = ROOT / "solutions"


def debug(typed: str, *args: str) -> subprocess.CompletedProcess[str]:
    """`judge debug ARGS` with `typed` as what the user types at pdb's prompt."""
    return subprocess.run(
        [sys.executable, "-m", "judge", "debug", *args],
        cwd=ROOT,
        input=typed,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "NO_COLOR": "1"},
    )


def test_it_stops_in_the_method_with_the_cases_arguments_and_checks_the_answer() -> None:
    reference = SOLUTIONS / "n-queens-ii" / "reference" / "reference.py"
    ran = debug("p n\nwhere\nc\n", str(reference), "--case", "4")
    assert ran.returncode == 0, ran.stdout + ran.stderr
    # Stopped at the method of the user's own file, whose lines pdb lists; n is the case's.
    assert f"> {reference}(" in ran.stdout and ")totalNQueens()" in ran.stdout, ran.stdout
    assert "(Pdb) 4\n" in ran.stdout
    # The stack shown is the solution's: the kit's driver and harness frames are not stopped in.
    assert ran.stdout.rstrip().endswith("your answer: 2\nexpected:    2\nAccepted"), ran.stdout
    assert "outside the sandbox" in ran.stderr and "\n" not in ran.stderr.strip()


def test_a_tree_argument_is_built_as_the_harness_builds_it() -> None:
    reference = SOLUTIONS / "path-sum-ii" / "reference" / "reference.py"
    ran = debug(
        "p type(root).__name__, root.val\nc\n", str(reference), "--input", '{"root": [5, 4, 8], "targetSum": 9}'
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ")pathSum()" in ran.stdout and "(Pdb) ('TreeNode', 5)" in ran.stdout, ran.stdout
    assert "your answer: [[5, 4]]" in ran.stdout
    assert ran.stdout.rstrip().endswith("no expected answer for this input; the output was not checked")


def test_a_design_problem_stops_in_the_constructor() -> None:
    reference = SOLUTIONS / "lru-cache" / "reference" / "reference.py"
    ran = debug("p capacity\nc\n", str(reference), "--case", "1")
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ")__init__()" in ran.stdout and "(Pdb) 2\n" in ran.stdout, ran.stdout
    assert ran.stdout.rstrip().endswith("Accepted")


def test_a_wrong_answer_is_said_with_the_checkers_message() -> None:
    wrong = SOLUTIONS / "n-queens" / "wrong_answer" / "one_diagonal.py"
    ran = debug("c\n", str(wrong), "-n", "4")
    assert ran.returncode == 1
    assert "Wrong Answer: expected 2 boards, got 7" in ran.stdout, ran.stdout


def test_an_exception_in_the_method_ends_without_an_answer() -> None:
    crash = SOLUTIONS / "n-queens-ii" / "runtime_error" / "fixed_size.py"
    if not crash.exists():
        pytest.skip("the runtime error example moved")
    ran = debug("c\nq\n", str(crash), "-n", "9")
    assert ran.returncode == 1
    assert "no answer" in ran.stdout


def test_a_language_without_a_debugger_here_is_one_line_and_status_2() -> None:
    ran = debug("", str(SOLUTIONS / "n-queens-ii" / "accepted" / "bitmask.go"), "-n", "4")
    assert ran.returncode == 2
    assert ran.stderr.strip().count("\n") == 0 and "only Python's (pdb)" in ran.stderr, ran.stderr
    assert "Traceback" not in ran.stderr


def test_a_file_that_does_not_compile_is_one_line_and_status_2(tmp_path: Path) -> None:
    broken = tmp_path / "broken.py"
    broken.write_text("class Solution:\n    def totalNQueens(self, n: int) -> int:\n        return (\n")
    ran = debug("", str(broken), "--problem", "52", "-n", "4")
    assert ran.returncode == 2
    assert "does not compile: '(' was never closed (line 3)" in ran.stderr and "Traceback" not in ran.stderr
    assert "outside the sandbox" not in ran.stderr  # nothing was started
