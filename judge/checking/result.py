"""What a checker returns: the case's verdict, a one-line message, and the facts behind it as data."""

from __future__ import annotations

from judge.core.record import field, record
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Boards (or values) of each kind a report shows; the counts cover all of them.
SHOWN = 3

# The details keys of the value checkers, as JSON Schema: each checker declares its own keys
# (its DETAILS), and judge/checking/schema.py puts them into the report's schema.
VALUE_DETAILS: dict[str, Any] = {
    "expected": {"description": "The expected value, cut short."},
    "got": {"description": "The returned value, cut short, or a description of it."},
}
COUNT = {"type": "integer", "minimum": 0}


@record
class CheckResult:
    verdict: Verdict
    message: str = ""
    details: dict[str, Any] = field(default_factory=dict)


def forgotten_return(method: str) -> str:
    return f"{method} returned None: is a `return` missing at its end?"


def not_a_list(value: Any) -> str | None:
    """For a collection or iterator that is not a list: say to return a list."""
    from judge.core.values import describe

    if not isinstance(value, dict):
        return None
    kind = value.get("$type")
    if kind == "object" and value.get("iterator"):
        return f"the answer is {describe(value)}, not a list: collect it with list(...) (or append instead of yield)"
    if kind in ("tuple", "set", "dict", "object"):
        return f"the answer is {describe(value)}: return a list of boards"
    return None
