"""Hints drawn from the answers of all cases together (a state leaking from case to case).

A single wrong answer's hints come from the problem's checker (judge/checking/); these look at
every case's answer at once. Hints only explain a Wrong Answer; they never change a verdict.
"""

from __future__ import annotations

from judge.core.problems import Case
from judge.core.values import packed_boards

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def answer_size(value: Any) -> int | None:
    """How many placements an answer claims: the int itself, or the number of boards in a list."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, list):
        return len(value)
    packed = packed_boards(value)
    if packed is not None:
        return len(packed[1]) // packed[0]
    return None


def expected_size(case: Case) -> int | None:
    """How many placements a case expects, from its expected answer or its expected count."""
    if case.expected_count is not None:
        return case.expected_count
    return answer_size(case.expected)


LEAK_HINT = (
    "from case {k} on, each answer is the running total of the expected answers: state leaks between cases "
    "through a class attribute or a global; keep it on self, or reset it in the method"
)


def leak_hint(expected: list[int | None], got: list[int | None]) -> tuple[str, list[int]] | None:
    """When each answer equals the running total of the expected answers, the hint and the 1-based cases it explains.

    The lists hold one entry per case, in the order the cases ran in one process; None ends the
    comparison (a case without an answer, after which a new process starts afresh).
    """
    total = 0
    explained: list[int] = []
    for index, (want, answer) in enumerate(zip(expected, got, strict=True), 1):
        if want is None or answer is None:
            break
        total += want
        if answer != total:
            return None
        if answer != want:
            explained.append(index)
    if len(explained) < 2:
        return None
    return LEAK_HINT.format(k=explained[0]), explained
