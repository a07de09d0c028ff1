"""Hints: one line each, naming a common mistake behind a wrong answer and how to fix it.

A hint is derived from the decoded answer (values the program could not send as plain data
arrive tagged with "$type", see judge/core/values.py), from one case or from the answers of all
cases. Hints only explain a Wrong Answer; they never change a verdict.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from judge.core.problems import Case
from judge.core.values import describe, packed_boards

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

BOARD_CHARACTERS = {"Q", "."}


def forgotten_return(method: str) -> str:
    return f"{method} returned None: is a `return` missing at its end?"


def _not_a_list(value: Any) -> str | None:
    """For a collection or iterator that is not a list: say to return a list."""
    if not isinstance(value, dict):
        return None
    kind = value.get("$type")
    if kind == "object" and value.get("iterator"):
        return f"the answer is {describe(value)}, not a list: collect it with list(...) (or append instead of yield)"
    if kind in ("tuple", "set", "dict", "object"):
        return f"the answer is {describe(value)}: return a list of boards"
    return None


def board_hints(method: str, case: Case, value: Any) -> list[str]:
    """Hints for an answer that should be a list of boards, each a list of n strings of 'Q' and '.'."""
    if value is None:
        return [forgotten_return(method)]
    if isinstance(value, int) and not isinstance(value, bool):
        return [
            "the answer is a number: this problem wants the boards themselves (a list of lists of str), not a count"
        ]
    if not isinstance(value, list):
        hint = _not_a_list(value)
        return [hint] if hint else []
    if value and all(isinstance(row, str) for row in value):
        return ["the answer is a list of str, one board: return a list of boards (a list of lists of str)"]
    n = int(case.input["n"])
    mistakes = (_board_mistake(board, n) for board in value)
    found = [mistake for mistake in dict.fromkeys(mistakes) if mistake]
    rows = [row for board in value if isinstance(board, list) for row in board if isinstance(row, str)]
    found.extend(_character_hints(rows))
    return found


def _board_mistake(board: Any, n: int) -> str | None:
    """The shape mistake of one board (a tuple, rows of characters, bytes, the wrong size), if any."""
    if isinstance(board, dict) and board.get("$type") == "tuple":
        return "boards are tuples: make each board a list of str, e.g. list(board)"
    if not isinstance(board, list):
        return None
    for row in board:
        if isinstance(row, list) and row and all(isinstance(item, str) and len(item) == 1 for item in row):
            return "rows are lists of characters: join each row into one str with ''.join(row)"
        if isinstance(row, dict) and row.get("$type") == "tuple":
            return "rows are tuples of characters: join each row into one str with ''.join(row)"
        if isinstance(row, dict) and row.get("$type") == "bytes":
            return "rows are bytes: build them as str ('.' * n, not b'.' * n), or .decode() them"
    strings = [row for row in board if isinstance(row, str)]
    if len(strings) != len(board):
        return None
    if strings and all(len(row) == 2 * n - 1 and row[1::2].strip() == "" for row in strings) and n > 1:
        return "rows have spaces between the squares: write '.Q..', not '. Q . .'"
    widths = sorted({len(row) for row in strings})
    if len(board) == n and widths == [n]:
        return None
    if widths == [len(board)]:
        # The same size error in every case reads the same, so the report lists it once.
        shift = f"n {'+' if len(board) > n else '-'} {abs(len(board) - n)}"
        return f"boards must be n x n (n rows of n characters); yours are ({shift}) x ({shift})"
    shape = f"{len(board)} rows of length {' or '.join(map(str, widths))}" if widths else f"{len(board)} rows"
    return f"boards must be n x n (n rows of n characters); for n = {n} one has {shape}"


def _character_hints(rows: list[str]) -> list[str]:
    """Hints about the characters on the boards: a lowercase 'q', '#' or another mark for empty squares."""
    counts = Counter(char for row in rows for char in row)
    strange = [char for char in counts if char not in BOARD_CHARACTERS]
    hints = []
    if "q" in strange:
        hints.append("queens are marked 'q': use an uppercase 'Q'")
        strange.remove("q")
    squares = sum(counts.values())
    for char in strange:
        if char == " ":
            continue  # spaced rows get their own hint from the board's shape
        if counts[char] * 2 >= squares:
            hints.append(f"empty squares are marked {char!r}: use '.' for an empty square")
        else:
            hints.append(f"the boards contain {char!r}: a board holds only 'Q' (a queen) and '.' (an empty square)")
    return hints


def count_hints(method: str, case: Case, value: Any) -> list[str]:
    """Hints for an answer that should be one int."""
    if value is None:
        return [forgotten_return(method)]
    if isinstance(value, bool):
        return ["the answer is a bool (True/False): return the count as an int"]
    if isinstance(value, float):
        return ["the answer is a float: return an int (use // to divide, or int(...))"]
    if isinstance(value, str):
        return ["the answer is a str: return the count itself as an int, not its text"]
    if isinstance(value, list):
        return ["the answer is a list: this problem wants how many placements there are, e.g. len(boards)"]
    if isinstance(value, dict) and value.get("$type") == "object" and value.get("iterator"):
        return [f"the answer is {describe(value)}: return the count as an int, e.g. sum(1 for _ in ...)"]
    if isinstance(value, dict):
        return [f"the answer is {describe(value)}: return the count as an int"]
    return []


HINTS: dict[str, Callable[[str, Case, Any], list[str]]] = {
    "queens-boards": board_hints,
    "exact-int": count_hints,
}


def case_hints(mode: str, method: str, case: Case, value: Any) -> list[str]:
    """The hints for one wrong answer, under the problem's comparison mode."""
    finder = HINTS.get(mode)
    return finder(method, case, value) if finder else []


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
