"""What a checker returns: the case's verdict, a one-line message, and the facts behind it as data."""

from __future__ import annotations

from judge.core.record import field, record
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Boards (or values) of each kind a report shows; the counts cover all of them.
SHOWN = 3


@record
class CheckResult:
    verdict: Verdict
    message: str = ""
    details: dict[str, Any] = field(default_factory=dict)
