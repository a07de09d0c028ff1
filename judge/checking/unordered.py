"""Lists whose order does not matter: LeetCode's "return the answer in any order"."""

from __future__ import annotations

import json
from collections import Counter
from itertools import chain

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


def _text(value: Any) -> str:
    # JSON text tells True from 1 and 1 from 1.0, as the exact checker does.
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


_INT, _STR = frozenset((int,)), frozenset((str,))


def _key(value: Any) -> Any:
    """A hashable that tells two values apart exactly when their JSON texts differ.

    A str or a tuple of strs, an int (never a bool: its type is bool) or a tuple of ints cannot
    equal another kind's key; everything else is keyed by its JSON text as bytes, which no other
    key is.
    """
    kind = type(value)
    if kind is int or kind is str:
        return value
    if kind is list:
        kinds = set(map(type, value))
        if kinds <= _INT or kinds <= _STR:
            return tuple(value)
    return _text(value).encode("utf-8", "surrogatepass")  # a lone surrogate (a fuzzed answer) too


def _sorted_items(item: list[Any]) -> list[Any]:
    """The list in an order of its multiset alone (ints or strs by value, others by JSON text)."""
    kinds = set(map(type, item))
    return sorted(item) if kinds <= _INT or kinds <= _STR else sorted(item, key=_text)


def _keys(items: list[Any], nested: bool) -> list[Any]:
    """Each item's key, in the items' order; nested: a list item's key is of its sorted items."""
    # What answers nearly always are (a permutations answer: 10^5 lists of ints) is keyed in bulk.
    if set(map(type, items)) == {list}:
        kinds = set(map(type, chain.from_iterable(items)))
        if kinds <= _INT or kinds <= _STR:
            return list(map(tuple, map(sorted, items) if nested else items))
    if nested:
        return [_key(_sorted_items(item)) if isinstance(item, list) else _key(item) for item in items]
    return list(map(_key, items))


def _compare(expected: list[Any], output: Any, nested: bool) -> CheckResult:
    if not isinstance(output, list):
        got = describe(output)
        details = {"expected": bounded(expected), "got": got}
        return CheckResult(Verdict.WRONG_ANSWER, f"expected a list, got {got}", details)
    expected_keys, output_keys = _keys(expected, nested), _keys(output, nested)
    want, have = Counter(expected_keys), Counter(output_keys)
    if want == have:
        return CheckResult(Verdict.ACCEPTED)
    # Each item as the answer (or the expected list) has it, not in its normalised order.
    shown = dict(zip(reversed(expected_keys), reversed(expected), strict=True))
    shown.update(zip(reversed(output_keys), reversed(output), strict=True))
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
    return _compare(case.expected, output, nested=False)


def check_unordered_nested(case: Case, output: Any) -> CheckResult:
    """A list of lists where neither the outer nor the inner order matters (e.g. subsets, combinations)."""
    return _compare(case.expected, output, nested=True)
