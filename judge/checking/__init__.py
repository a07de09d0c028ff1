"""Checkers: one pure function per comparison mode, from (case, decoded answer) to a CheckResult.

A problem's problem.json names its mode ("checker"); the answer is plain data decoded from
JSON (see judge/core/values.py), whatever language produced it.
"""

from __future__ import annotations

from judge.checking.boards import check_queen_boards
from judge.checking.exact import check_exact, check_exact_int
from judge.checking.result import CheckResult
from judge.checking.tolerance import check_tolerance
from judge.core.problems import Case

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    Checker = Callable[[Case, Any], CheckResult]

CHECKERS: dict[str, Checker] = {
    "queens-boards": check_queen_boards,
    "exact-int": check_exact_int,
    "exact": check_exact,
    "float": check_tolerance,
}


def checker_for(mode: str) -> Checker:
    try:
        return CHECKERS[mode]
    except KeyError:
        raise ValueError(f"unknown comparison mode {mode!r}; known: {', '.join(CHECKERS)}") from None
