"""A design case's answer (every call's result, null for the constructor and void methods),
compared call by call: the first wrong call is named, with the calls before it."""

from __future__ import annotations

import json

from judge.checking.result import CheckResult
from judge.core.problems import Case
from judge.core.record import replace
from judge.core.values import bounded, first_difference
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

CALLS_SHOWN = 8  # the wrong (or raising) call and the ones just before it

CALL_ROWS: dict[str, Any] = {
    "type": "array",
    "description": "A design case's calls up to the first wrong one (or the one that raised): position"
    " (0: the constructor), operation, arguments, expected result and, when it answered, the returned one.",
    "items": {
        "type": "object",
        "required": ["call", "operation", "arguments", "expected"],
        "properties": {
            "call": {"type": "integer", "minimum": 0},
            "operation": {},
            "arguments": {},
            "expected": {},
            "got": {},
        },
    },
}
DETAILS: dict[str, Any] = {"calls": CALL_ROWS, "first_wrong_call": {"type": "integer", "minimum": 0}}


def calls_up_to(case: Case, last: int, got: list[Any] | None = None) -> list[dict[str, Any]]:
    """The case's calls from a few before `last` to it, each with its expected and returned result."""
    operations, arguments = case.input["operations"], case.input["arguments"]
    expected = case.expected if isinstance(case.expected, list) else []
    rows = []
    for call in range(max(0, last - CALLS_SHOWN + 1), min(last + 1, len(operations))):
        row = {
            "call": call,
            "operation": operations[call],
            "arguments": bounded(arguments[call]),
            "expected": bounded(expected[call]) if call < len(expected) else None,
        }
        if got is not None:
            row["got"] = bounded(got[call]) if call < len(got) else "(no result)"
        rows.append(row)
    return rows


def with_calls(check: Callable[[Case, Any], CheckResult]) -> Callable[[Case, Any], CheckResult]:
    """A check of a design answer that names the first wrong call and shows the calls up to it."""

    def check_calls(case: Case, output: Any) -> CheckResult:
        result = check(case, output)
        if result.verdict is not Verdict.WRONG_ANSWER or not isinstance(output, list):
            return result
        expected = case.expected if isinstance(case.expected, list) else []
        call = _first_wrong_call(check, case, expected, output)
        if call is None:
            return result
        operations = case.input["operations"]
        operation = operations[min(call, len(operations) - 1)]
        arguments = case.input["arguments"][min(call, len(operations) - 1)]
        if call >= len(output) or call >= len(expected):
            said = f"{len(output)} results for {len(expected)} calls"
        else:
            said = f"expected {_json(expected[call])}, got {_json(output[call])}"
        listed = ", ".join(_json(argument) for argument in bounded(arguments))
        message = f"call {call}, {operation}({listed}): {said}"
        details = {**result.details, "first_wrong_call": call, "calls": calls_up_to(case, call, output)}
        return CheckResult(result.verdict, message, details)

    return check_calls


def _first_wrong_call(
    check: Callable[[Case, Any], CheckResult], case: Case, expected: list[Any], output: list[Any]
) -> int | None:
    """The first call whose result the problem's checker refuses on its own: a double within the
    float checker's tolerance, or an int where it is as good as a double, is no wrong call."""
    for call in range(min(len(expected), len(output))):
        if first_difference([expected[call]], [output[call]]) is None:
            continue
        if check(replace(case, expected=[expected[call]]), [output[call]]).verdict is not Verdict.ACCEPTED:
            return call
    return None if len(expected) == len(output) else min(len(expected), len(output))


def _json(value: Any) -> str:
    """A value as the calls' table and LeetCode write it: JSON (null, true, "text")."""
    return json.dumps(bounded(value), ensure_ascii=False, default=str)
