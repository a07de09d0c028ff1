"""Exact comparison: the answer must equal the expected value, with the same JSON types."""

from __future__ import annotations

from judge.checking.result import CheckResult
from judge.core.problems import Case
from judge.core.values import bounded, describe
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def check_exact_int(case: Case, output: Any) -> CheckResult:
    """N-Queens II style: the answer is one int, and a bool, float or str is wrong."""
    expected = case.expected
    details = {"expected": expected, "got": bounded(output) if not isinstance(output, dict) else describe(output)}
    if isinstance(output, bool) or not isinstance(output, int):
        return CheckResult(Verdict.WRONG_ANSWER, f"expected an int, got {describe(output)}", details)
    if output != expected:
        return CheckResult(Verdict.WRONG_ANSWER, f"expected {expected}, got {output}", details)
    return CheckResult(Verdict.ACCEPTED)


def same_value(expected: Any, got: Any) -> bool:
    """Equal and of the same kinds all the way down: True is not 1, and 1 is not 1.0."""
    if isinstance(expected, list):
        return (
            isinstance(got, list)
            and len(got) == len(expected)
            and all(same_value(want, have) for want, have in zip(expected, got, strict=True))
        )
    return type(got) is type(expected) and got == expected


def check_exact(case: Case, output: Any) -> CheckResult:
    """Any value of the type vocabulary (numbers, strings, bools, lists of them): exactly the expected one."""
    if same_value(case.expected, output):
        return CheckResult(Verdict.ACCEPTED)
    got = bounded(output) if not isinstance(output, dict) else describe(output)
    details = {"expected": bounded(case.expected), "got": got}
    return CheckResult(Verdict.WRONG_ANSWER, f"expected {bounded(case.expected)!r}, got {got!r}", details)
