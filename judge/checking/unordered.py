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
    "extra": {"type": "array", "description": "The first few items of the answer not expected."},
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
    missing = list((want - have).elements())
    extra = list((have - want).elements())
    details = {
        "expected_count": len(expected),
        "got_count": len(output),
        "missing": [json.loads(item) for item in missing[:SHOWN]],
        "extra": [json.loads(item) for item in extra[:SHOWN]],
    }
    parts = [f"expected {len(expected)} items, got {len(output)}"]
    if missing:
        parts.append(f"{len(missing)} missing, e.g. {bounded(json.loads(missing[0]))!r}")
    if extra:
        parts.append(f"{len(extra)} not expected, e.g. {bounded(json.loads(extra[0]))!r}")
    return CheckResult(Verdict.WRONG_ANSWER, "; ".join(parts), details)


def check_unordered(case: Case, output: Any) -> CheckResult:
    """The expected list's items, each as many times, in any order."""
    return _compare(case.expected, output, lambda item: item)


def check_unordered_nested(case: Case, output: Any) -> CheckResult:
    """A list of lists where neither the outer nor the inner order matters (e.g. subsets, combinations)."""

    def normalise(item: Any) -> Any:
        return sorted(item, key=_key) if isinstance(item, list) else item

    return _compare(case.expected, output, normalise)
