"""430's answer, a flattened multilevel list: what a harness writes of it, checked link by link.

A harness walks the returned list along next and writes each node as [val, prev, child]: prev the
position in that walk of the node its prev pointer points at (null: none; -1: a node not in the
walk), child the val of its child (null: none; true: a child whose val is no integer). A doubly
linked list with no child left is LeetCode's answer, its values, compared as the problem's checker
compares them; any other link is a Wrong Answer that names the node.
"""

from __future__ import annotations

from judge.checking.result import VALUE_DETAILS, CheckResult
from judge.core.problems import Case
from judge.core.values import bounded
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

DETAILS: dict[str, Any] = {
    **VALUE_DETAILS,
    "node": {"type": "integer", "minimum": 0, "description": "The position of the first node whose link is wrong."},
}


def _walked(output: Any) -> bool:
    """Whether output is a harness's walk ([[val, prev, child], ...]), not a value in its place."""
    return isinstance(output, list) and all(
        isinstance(item, list) and len(item) == 3 and isinstance(item[0], int) and not isinstance(item[0], bool)
        for item in output
    )


def walked_values(output: Any) -> Any:
    """The values of a harness's walk, as the answer is shown; anything else as it is."""
    return [val for val, _, _ in output] if _walked(output) else output


def _wrong_link(walk: list[list[Any]], values: list[Any]) -> tuple[int, str] | None:
    """The first node whose prev or child is not a flattened list's, and the message that says so."""
    shown = bounded(values)
    for position, (val, prev, child) in enumerate(walk):
        node = f"node {position} (val {val})"
        if child is not None:
            below = "" if child is True else f" (val {child})"
            what = f"still has a child{below}; every child pointer must be null"
            return position, f"The list {shown} is not flat: {node} {what}"
        expected = None if position == 0 else position - 1
        if prev != expected:
            if expected is None:
                what = "is the head, and its prev pointer is not null"
            elif prev is None:
                what = f"has a null prev pointer, where it should point back at node {expected}"
            else:
                where = "a node not in the list" if prev == -1 else f"node {prev}"
                what = f"has its prev pointer at {where}, where it should point back at node {expected}"
            return position, f"The linked list {shown} is not a valid doubly linked list: {node} {what}"
    return None


def with_flattened(check: Callable[[Case, Any], CheckResult]) -> Callable[[Case, Any], CheckResult]:
    """The check of a flattened list's values, after its links are found to be a flat doubly linked list's."""

    def check_flattened(case: Case, output: Any) -> CheckResult:
        if not _walked(output):
            return check(case, output)  # not a list of nodes: the check says what it is
        values = [val for val, _, _ in output]  # a walk, as _walked found above
        wrong = _wrong_link(output, values)
        if wrong is None:
            return check(case, values)
        position, message = wrong
        details = {"expected": bounded(case.expected), "got": bounded(values), "node": position}
        return CheckResult(Verdict.WRONG_ANSWER, message, details)

    return check_flattened
