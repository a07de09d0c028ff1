"""What a checker returns: the case's verdict, a one-line message, and the facts behind it as data."""

from __future__ import annotations

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


class CheckResult:
    """A checker's finding on one answer: the verdict, a message, and details for the report.

    A plain class, not a record: one is made for every case checked, and a record's general
    constructor costs ~1.5 us (callgrind on 679's 497 cases)."""

    __slots__ = ("details", "message", "verdict")

    def __init__(self, verdict: Verdict, message: str = "", details: dict[str, Any] | None = None) -> None:
        self.verdict = verdict
        self.message = message
        self.details = {} if details is None else details

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CheckResult):
            return NotImplemented
        return (self.verdict, self.message, self.details) == (other.verdict, other.message, other.details)

    __hash__ = None  # type: ignore[assignment]  # mutable, as the record was

    def __repr__(self) -> str:
        return f"CheckResult(verdict={self.verdict!r}, message={self.message!r}, details={self.details!r})"


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
