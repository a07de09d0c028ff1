"""A runaway recursion is a Runtime Error whatever the machine's load and the time limit, as on
LeetCode, and a deep legitimate recursion is not cut short (issue 39, item 4).

Python's recursion limit used to be LeetCode's 550,000, which took about a second of CPU to reach:
Runtime Error on one run and Time Limit Exceeded on the next under a 1000 ms limit."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from judge.languages.c import C

from .conftest import judged, write

RE = "Runtime Error"

RUNAWAY_51 = """
class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        return self.solveNQueens(n + 1)
"""

# Published solutions raise the limit "to be safe"; a runaway must still end in a RecursionError.
RUNAWAY_RAISED_LIMIT_51 = """
import sys

sys.setrecursionlimit(10**6)


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        sys.setrecursionlimit(10**7)
        return self.solveNQueens(n + 1)
"""

# A correct answer that first recurses 10,000 calls deep twice: plainly, and through @cache (whose
# wrapper makes each level count twice against the limit).
DEEP_52 = """
from functools import cache


def length(node):
    return 0 if node is None else 1 + length(node[1])


@cache
def steps(k):
    return 0 if k == 0 else 1 + steps(k - 1)


class Solution:
    def totalNQueens(self, n: int) -> int:
        chain = None
        for value in range(10_000):
            chain = (value, chain)
        assert length(chain) == 10_000
        steps.cache_clear()
        assert steps(10_000) == 10_000

        def place(row, columns, diagonals, anti):
            if row == n:
                return 1
            return sum(
                place(row + 1, columns | {c}, diagonals | {row - c}, anti | {row + c})
                for c in range(n)
                if c not in columns and row - c not in diagonals and row + c not in anti
            )

        return place(0, set(), set(), set())
"""

# A correct answer that first recurses once per node of a list of 10^5, as published solutions of
# LeetCode's 234 and 143 do after raising the limit "to be safe".
DEEPER_RAISED_52 = """
import sys

sys.setrecursionlimit(10**9)


class Solution:
    def totalNQueens(self, n: int) -> int:
        def length(node):
            return 0 if node is None else 1 + length(node[1])

        chain = None
        for value in range(100_000):
            chain = (value, chain)
        assert length(chain) == 100_000
        return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]
"""

RUNAWAY_C_52 = "static int f(int n) { return f(n + 1) + 1; }\nint totalNQueens(int n) { return f(n); }\n"


def first_case(report: dict[str, Any]) -> dict[str, Any]:
    case: dict[str, Any] = report["cases"][0]
    return case


@contextmanager
def busy_machine(processes: int = 2) -> Iterator[None]:
    """Processes that compete with the judge for every CPU while the block runs."""
    loops = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(processes)]
    try:
        yield
    finally:
        for loop in loops:
            loop.kill()
        for loop in loops:
            loop.wait()


def assert_recursion_error_early(report: dict[str, Any]) -> None:
    case = first_case(report)
    assert report["verdict"] == RE and case["verdict"] == RE, case["message"]
    assert "RecursionError" in case["message"]
    # A safety bound, not a speed target: the limit is reached far inside the case's time limit.
    assert case["time_ms"] < report["limits"]["time_ms"] / 3, case["time_ms"]


def test_a_python_runaway_recursion_is_a_runtime_error_well_inside_the_limit(tmp_path: Path) -> None:
    assert_recursion_error_early(judged(write(tmp_path, "runaway.py", RUNAWAY_51)))


def test_the_verdict_does_not_depend_on_the_time_limit(tmp_path: Path) -> None:
    report = judged(write(tmp_path, "runaway.py", RUNAWAY_51), "--time-limit", "300")
    assert report["limits"]["time_ms"] == 300
    assert_recursion_error_early(report)


def test_the_verdict_does_not_depend_on_the_machines_load(tmp_path: Path) -> None:
    path = write(tmp_path, "runaway.py", RUNAWAY_51)
    with busy_machine():
        report = judged(path)
    assert report["verdict"] == RE and "RecursionError" in first_case(report)["message"]


def test_raising_the_recursion_limit_does_not_turn_a_runaway_into_a_time_limit(tmp_path: Path) -> None:
    report = judged(write(tmp_path, "raised.py", RUNAWAY_RAISED_LIMIT_51))
    # Not Time Limit Exceeded (the limit reached too slowly), nor a crash of the C stack.
    assert_recursion_error_early(report)


def test_a_legitimate_recursion_ten_thousand_calls_deep_is_accepted(tmp_path: Path) -> None:
    report = judged(write(tmp_path, "deep.py", DEEP_52), "--problem", "52")
    assert report["verdict"] == "Accepted", first_case(report)["message"]


def test_a_raised_limit_lets_a_recursion_as_deep_as_a_list_of_ten_to_the_five_through(tmp_path: Path) -> None:
    report = judged(write(tmp_path, "deeper.py", DEEPER_RAISED_52), "--problem", "52")
    assert report["verdict"] == "Accepted", first_case(report)["message"]


@pytest.mark.skipif(C().missing_toolchain() is not None, reason="gcc is not installed (apt-get install -y gcc)")
def test_a_c_runaway_recursion_is_addresssanitizers_stack_overflow_well_inside_the_limit(tmp_path: Path) -> None:
    report = judged(write(tmp_path, "runaway.c", RUNAWAY_C_52), "--problem", "52")
    case = first_case(report)
    assert report["verdict"] == RE and case["verdict"] == RE, case["message"]
    assert case["message"] == "AddressSanitizer: stack-overflow in f at line 1"
    # gcc's self-inlined frames once took 500-800 ms to symbolize, a hair from the 1000 ms limit.
    assert case["time_ms"] < report["limits"]["time_ms"] / 2, case["time_ms"]


DEEP_RUBY_52 = """\
def depth(n) = n.zero? ? 0 : 1 + depth(n - 1)

def total_n_queens(n)
  raise 'too shallow' unless depth(100_000) == 100_000

  [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]
end
"""


def test_a_ruby_recursion_as_deep_as_a_list_of_ten_to_the_five_is_accepted(tmp_path: Path) -> None:
    # Ruby's VM stack is 1 MB by default, about 8,000 calls: the other languages recurse 10^5 deep.
    from judge.languages.ruby import Ruby

    if Ruby().missing_toolchain() is not None:
        pytest.skip("Ruby is not installed here")
    report = judged(write(tmp_path, "deep.rb", DEEP_RUBY_52), "--problem", "52")
    assert report["verdict"] == "Accepted", first_case(report)["message"]
