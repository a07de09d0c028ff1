"""Numbers within a tolerance: LeetCode accepts a double answer within 1e-5 of the expected one."""

from __future__ import annotations

import math

from judge.checking.result import VALUE_DETAILS, CheckResult
from judge.core.problems import Case
from judge.core.values import bounded, describe
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

DETAILS = VALUE_DETAILS  # the keys of its results' details, as JSON Schema
TOLERANCE = 1e-5  # absolute, or relative to the expected value's size when that is larger


def close_enough(expected: Any, got: Any) -> bool:
    """Equal, numbers within the tolerance (an int is as good as a float), lists item by item."""
    if isinstance(expected, list):
        return (
            isinstance(got, list)
            and len(got) == len(expected)
            and all(close_enough(want, have) for want, have in zip(expected, got, strict=True))
        )
    if _is_number(expected) and _is_number(got):
        return math.isclose(got, expected, rel_tol=TOLERANCE, abs_tol=TOLERANCE)
    return type(got) is type(expected) and got == expected


def check_tolerance(case: Case, output: Any) -> CheckResult:
    """Numbers (or lists of them) within 1e-5 of the expected ones."""
    if close_enough(case.expected, output):
        return CheckResult(Verdict.ACCEPTED)
    got = bounded(output) if not isinstance(output, dict) else describe(output)
    details = {"expected": bounded(case.expected), "got": got}
    return CheckResult(
        Verdict.WRONG_ANSWER, f"expected {bounded(case.expected)!r} (within {TOLERANCE:g}), got {got!r}", details
    )


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
