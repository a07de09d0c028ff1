"""Exact comparison: the answer must equal the expected value, with the same JSON types."""

from __future__ import annotations

import json

from judge.checking.result import VALUE_DETAILS, CheckResult, forgotten_return
from judge.core.problems import Case
from judge.core.values import bounded, describe
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

DETAILS = VALUE_DETAILS  # the keys of its results' details, as JSON Schema


def check_exact_int(case: Case, output: Any) -> CheckResult:
    """A count: the answer is one int, and a bool, float or str is wrong."""
    expected = case.expected
    details = {"expected": expected, "got": bounded(output) if not isinstance(output, dict) else describe(output)}
    if isinstance(output, bool) or not isinstance(output, int):
        return CheckResult(Verdict.WRONG_ANSWER, f"expected an int, got {describe(output)}", details)
    if output != expected:
        return CheckResult(Verdict.WRONG_ANSWER, f"expected {expected}, got {output}", details)
    return CheckResult(Verdict.ACCEPTED)


def same_value(expected: Any, got: Any) -> bool:
    """Equal and of the same kinds all the way down: True is not 1, and 1 is not 1.0. Walked with a
    stack of its own: a NestedInteger answer nests as deep as the judge reads (385)."""
    pending = [(expected, got)]
    while pending:
        want, have = pending.pop()
        if isinstance(want, list):
            if not isinstance(have, list) or len(have) != len(want):
                return False
            pending.extend(zip(want, have, strict=True))
        elif type(have) is not type(want) or have != want:
            return False
    return True


def check_exact(case: Case, output: Any) -> CheckResult:
    """Any value of the type vocabulary (numbers, strings, bools, lists of them): exactly the expected one."""
    if same_value(case.expected, output):
        return CheckResult(Verdict.ACCEPTED)
    got = bounded(output) if not isinstance(output, dict) else describe(output)
    details = {"expected": bounded(case.expected), "got": got}
    # As LeetCode writes values (null, true, "a"), not as Python does; a described object as its words.
    shown = describe(output) if isinstance(output, dict) else json.dumps(got, ensure_ascii=False)
    message = f"expected {json.dumps(details['expected'], ensure_ascii=False)}, got {shown}"
    return CheckResult(Verdict.WRONG_ANSWER, message, details)


def int_hints(method: str, case: Case, value: Any) -> list[str]:
    """Hints for an answer that should be one int."""
    if value is None:
        return [forgotten_return(method)]
    if isinstance(value, bool):
        return ["the answer is a bool (True/False): return the count as an int"]
    if isinstance(value, float):
        return ["the answer is a float: return an int (use // to divide, or int(...))"]
    if isinstance(value, str):
        return ["the answer is a str: return the count itself as an int, not its text"]
    if isinstance(value, list):
        return ["the answer is a list: this problem wants how many placements there are, e.g. len(boards)"]
    if isinstance(value, dict) and value.get("$type") == "object" and value.get("iterator"):
        return [f"the answer is {describe(value)}: return the count as an int, e.g. sum(1 for _ in ...)"]
    if isinstance(value, dict):
        return [f"the answer is {describe(value)}: return the count as an int"]
    return []
