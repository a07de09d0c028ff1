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
    "through {where}"
)
# Where a language's state outlives a case (one process runs them all, as on LeetCode), and the cure.
LEAK_PLACES = {
    "python": "a class attribute or a global; keep it on self, or reset it in the method",
    "ruby": "a global or a class variable; keep it in an instance variable, or reset it in the method",
    "c": "a global or static variable; reset it at the start of the function",
    "go": "a package-level variable; reset it at the start of the function",
    "rust": "a static or thread_local; reset it at the start of the function",
    "javascript": "a global or a variable outside the function; reset it at the start of the function",
    "typescript": "a global or a variable outside the function; reset it at the start of the function",
    "java": "a static field; keep it in an instance field, or reset it in the method",
    "kotlin": "a companion object or a top-level property; keep it in a property of the class, or reset it"
    " in the method",
    "cpp": "a static or global variable; keep it in a member, or reset it in the method",
}
LEAK_ELSEWHERE = "state kept outside the method; reset it in the method"


def leak_hint(
    expected: list[int | None], got: list[int | None], language: str = "python"
) -> tuple[str, list[int]] | None:
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
    return LEAK_HINT.format(k=explained[0], where=LEAK_PLACES.get(language, LEAK_ELSEWHERE)), explained
