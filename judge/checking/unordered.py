"""Lists whose order does not matter: LeetCode's "return the answer in any order"."""

from __future__ import annotations

import json
from collections import Counter

from judge.checking.result import COUNT, SHOWN, VALUE_DETAILS, CheckResult
from judge.core.problems import Case
from judge.core.values import bounded, describe
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# The keys of its results' details, as JSON Schema.
DETAILS: dict[str, Any] = {
    **VALUE_DETAILS,
    "expected_count": COUNT,
    "got_count": COUNT,
    "missing": {"type": "array", "description": "The first few expected items the answer lacks."},
    "duplicated": {"type": "array", "description": "The first few expected items the answer holds too often."},
    "extra": {"type": "array", "description": "The first few items of the answer not expected."},
    "drawn_as": {"enum": ["items"], "description": "The items are a list's, written as they are (not boards)."},
}


def _key(value: Any) -> str:
    # JSON text tells True from 1 and 1 from 1.0, as the exact checker does.
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _compare(expected: list[Any], output: Any, normalise: Any) -> CheckResult:
    if not isinstance(output, list):
        got = describe(output)
        details = {"expected": bounded(expected), "got": got}
        return CheckResult(Verdict.WRONG_ANSWER, f"expected a list, got {got}", details)
    want = Counter(_key(normalise(item)) for item in expected)
    have = Counter(_key(normalise(item)) for item in output)
    if want == have:
        return CheckResult(Verdict.ACCEPTED)
    # Each item as the answer (or the expected list) has it, not in its normalised order.
    shown = {_key(normalise(item)): item for item in reversed(expected)}
    shown.update({_key(normalise(item)): item for item in reversed(output)})
    missing = [shown[key] for key in (want - have).elements()]
    surplus = list((have - want).elements())
    duplicated = [shown[key] for key in surplus if key in want]  # an expected item, returned too often
    extra = [shown[key] for key in surplus if key not in want]
    details = {
        "expected_count": len(expected),
        "got_count": len(output),
        "missing": [bounded(item) for item in missing[:SHOWN]],
        "duplicated": [bounded(item) for item in duplicated[:SHOWN]],
        "extra": [bounded(item) for item in extra[:SHOWN]],
        "drawn_as": "items",
    }
    parts = [f"expected {len(expected)} items, got {len(output)}"]
    for items, said in (
        (missing, "missing"),
        (duplicated, "returned more often than expected"),
        (extra, "not expected"),
    ):
        if items:
            parts.append(f"{len(items)} {said}, e.g. {json.dumps(bounded(items[0]), ensure_ascii=False, default=str)}")
    return CheckResult(Verdict.WRONG_ANSWER, "; ".join(parts), details)


def check_unordered(case: Case, output: Any) -> CheckResult:
    """The expected list's items, each as many times, in any order."""
    return _compare(case.expected, output, lambda item: item)


def check_unordered_nested(case: Case, output: Any) -> CheckResult:
    """A list of lists where neither the outer nor the inner order matters (e.g. subsets, combinations)."""

    def normalise(item: Any) -> Any:
        return sorted(item, key=_key) if isinstance(item, list) else item

    return _compare(case.expected, output, normalise)
