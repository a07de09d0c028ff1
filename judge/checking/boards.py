"""The N-Queens checker: a multiset of boards, in any order, each a valid placement.

Boards are compared by their keys (one character per row: the queen's column), which is what
makes checking 73,712 boards cheap next to producing them.
"""

from __future__ import annotations

import functools
from collections import Counter
from operator import add, sub

from judge.checking.result import COUNT, SHOWN, CheckResult, forgotten_return, not_a_list
from judge.core.problems import Case
from judge.core.values import board_from_key as _board_from_key
from judge.core.values import bounded, describe, packed_boards
from judge.core.values import unpack_boards as _unpack_boards
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# A queen and an empty square: the marks of n-queens' rows (its problem.json's packed_rows).
QUEEN = "Q"
EMPTY = "."


def board_from_key(key: str) -> list[str]:
    """The board a packed key (one character per row) stands for."""
    return _board_from_key(key, QUEEN, EMPTY)


def unpack_boards(value: Any) -> Any:
    """The plain list of boards a packed answer stands for; other values as they are."""
    return _unpack_boards(value, QUEEN, EMPTY)


_BOARDS = {"type": "array", "items": {"type": "array", "items": {"type": "string"}}}
# The keys of its results' details, as JSON Schema (judge/checking/schema.py).
DETAILS: dict[str, Any] = {
    "expected_count": {"type": ["integer", "null"], "description": "Solutions of this n (null: not known)."},
    "got_count": COUNT,
    "got_type": {"type": "string", "description": "What came back instead of a list of boards."},
    "invalid": {
        "type": "array",
        "description": "The first few boards that are not a valid placement.",
        "items": {
            "type": "object",
            "required": ["index", "board", "reason"],
            "additionalProperties": False,
            "properties": {
                "index": {"type": "integer"},
                "board": {"description": "The board as returned, cut short."},
                "reason": {"type": "string"},
                "marked": {
                    "type": "array",
                    "items": {"type": "array", "prefixItems": [{"type": "integer"}, {"type": "integer"}]},
                    "description": "[row, column] of the queens another queen attacks.",
                },
            },
        },
    },
    "invalid_count": COUNT,
    "duplicated": {**_BOARDS, "description": "The first few valid boards returned more than once."},
    "duplicated_count": COUNT,
    "duplicated_times": {"type": "array", "items": {"type": "integer"}},
    "missing": {**_BOARDS, "description": "The first few solutions the answer lacks."},
    "missing_count": COUNT,
    "extra": {**_BOARDS, "description": "The first few valid boards not among the solutions."},
    "extra_count": COUNT,
}


def board_key(board: Any, n: int) -> str | None:
    """The queens' columns as one character per row (chr(48 + column)) when the board is n rows
    of one 'Q' among '.'; None for anything else."""
    if not isinstance(board, list) or len(board) != n:
        return None
    rows = _row_table(n)
    try:
        return "".join(map(rows.__getitem__, board))
    except (KeyError, TypeError):
        return None


_ROW_TABLES: dict[int, dict[str, str]] = {}


def _row_table(n: int) -> dict[str, str]:
    table = _ROW_TABLES.get(n)
    if table is None:
        table = {"." * column + "Q" + "." * (n - column - 1): chr(48 + column) for column in range(n)}
        _ROW_TABLES[n] = table
    return table


def placement_problem(board: Any, n: int) -> str | None:
    """Why a decoded board is not a valid placement of n queens, or None when it is one."""
    if not isinstance(board, list):
        return f"the board is {describe(board)}, expected a list of {n} strings"
    if len(board) != n:
        return f"the board has {len(board)} rows, expected {n}"
    columns: list[int] = []
    for row_index, row in enumerate(board):
        if not isinstance(row, str):
            return f"row {row_index} is {describe(row)}, expected a str"
        if len(row) != n:
            return f"row {row_index} has length {len(row)}, expected {n}"
        strange = sorted(set(row) - {"Q", "."})
        if strange:
            return f"row {row_index} contains {strange[0]!r}; use 'Q' for a queen and '.' for an empty square"
        count = row.count("Q")
        if count != 1:
            return f"row {row_index} has {'no queen' if count == 0 else f'{count} queens'}"
        columns.append(row.index("Q"))
    for first in range(n):
        for second in range(first + 1, n):
            if columns[first] == columns[second]:
                return f"queens at ({first},{columns[first]}) and ({second},{columns[second]}) share a column"
            if abs(columns[first] - columns[second]) == second - first:
                return f"queens at ({first},{columns[first]}) and ({second},{columns[second]}) share a diagonal"
    return None


def clashing_cells(board: Any) -> list[list[int]]:
    """[row, column] of every queen that another queen of the board attacks (what a drawing marks)."""
    if not isinstance(board, list):
        return []
    queens = [
        (row_index, column)
        for row_index, row in enumerate(board[:64])
        if isinstance(row, str)
        for column, square in enumerate(row[:64])
        if square == "Q"
    ]
    marked: set[tuple[int, int]] = set()
    for first, (r1, c1) in enumerate(queens):
        for r2, c2 in queens[first + 1 :]:
            if r1 == r2 or c1 == c2 or abs(r1 - r2) == abs(c1 - c2):
                marked.update(((r1, c1), (r2, c2)))
    return [list(cell) for cell in sorted(marked)]


@functools.cache  # built when first needed, not at import (256 tables: ~1 ms of every start)
def _shifted(shift: int) -> bytes:
    """The bytes.translate table that adds shift to every byte (mod 256): it moves a whole row of
    columns at once."""
    return bytes(range(shift, 256)) + bytes(range(shift))


_BYTE_MATH_MAX_N = 100  # keys are chr(48 + column) and diagonals reach 48 + 2n: stay below 256


def placements_among(keys: list[str], n: int) -> list[bool]:
    """For each key: are its n columns distinct, with no two queens on one diagonal?

    The keys are checked column-wise, all at once (row r of every board is one bytes object,
    shifted by r for the diagonals), so the loops run in C: about 1 us a board at n = 13.
    """
    if n > _BYTE_MATH_MAX_N:
        return [_is_placement_slowly(key, n) for key in keys]
    joined = "".join(keys).encode("latin-1")
    rows = [joined[row::n] for row in range(n)]
    sums = [data.translate(_shifted(row)) for row, data in enumerate(rows)]  # 48 + column + row
    diffs = [data.translate(_shifted(n - row)) for row, data in enumerate(rows)]  # 48 + column - row + n
    distinct = [map(len, map(set, zip(*values, strict=True))) for values in (rows, sums, diffs)]
    return list(map(n.__eq__, map(min, *distinct)))


def all_placements(joined: bytes, n: int) -> bool:
    """Whether every n-byte key in joined (chr(48 + column) per row) is a placement of n queens.

    All boards at once, in C loops on big integers: for each of column, row + column and
    column - row, row r of every board becomes one bit, 1 << value, in a lane of its own (a few
    bytes per board, side by side in one integer), and the rows are OR-ed together. A board's n
    values are distinct exactly when its lane then has n bits set; as no lane can have more, all
    boards pass exactly when the whole integer has boards x n bits set. About 0.3 us a board at
    n = 13; the column-wise check, which says which boards fail, runs only when one does.
    """
    if not joined or len(joined) % n or n > _BYTE_MATH_MAX_N:
        return False
    if joined.translate(None, bytes(range(48, 48 + n))):  # a character that is no column of this board
        return False
    boards = len(joined) // n
    rows = [joined[row::n] for row in range(n)]
    for per_row in _lane_tables(n):  # column, then row + column, then column - row
        width = len(per_row[0])
        ored = 0
        for row, planes in zip(rows, per_row, strict=True):
            lanes = bytearray(boards * width)
            for byte, plane in enumerate(planes):
                lanes[byte::width] = row.translate(plane)
            ored |= int.from_bytes(lanes, "little")
        if ored.bit_count() != boards * n:
            return False
    return True


# Per n: for each quantity and row, the bytes of 1 << value, one bytes.translate table per byte.
_LANE_TABLES: dict[int, list[list[list[bytes]]]] = {}


def _lane_tables(n: int) -> list[list[list[bytes]]]:
    tables = _LANE_TABLES.get(n)
    if tables is None:
        quantities = (
            (lambda row, column: column, n),
            (lambda row, column: row + column, 2 * n - 1),
            (lambda row, column: column - row + n - 1, 2 * n - 1),
        )
        tables = []
        for value_of, values in quantities:
            width = (values + 7) // 8
            per_row = []
            for row in range(n):
                planes = [bytearray(256) for _ in range(width)]
                for column in range(n):
                    bit = 1 << value_of(row, column)
                    for byte in range(width):
                        planes[byte][48 + column] = (bit >> (8 * byte)) & 0xFF
                per_row.append([bytes(plane) for plane in planes])
            tables.append(per_row)
        _LANE_TABLES[n] = tables
    return tables


def _is_placement_slowly(key: str, n: int) -> bool:
    columns = [ord(char) for char in key]
    return all(len(set(values)) == n for values in (columns, map(add, columns, range(n)), map(sub, columns, range(n))))


def check_queen_boards(case: Case, output: Any) -> CheckResult:
    """N-Queens style: a multiset of boards; board order is free, row order is not, duplicates count.

    With a full expected answer the multisets are compared. With only a count (extended
    tests), every board must be a valid placement, none may repeat, and their number must
    equal the count: together that is the same as comparing with the full set.
    Boards are compared by their keys (one character per row), which is what makes checking
    73,712 boards cheap next to producing them.
    """
    n = int(case.input["n"])
    expected_count = case.expected_count if case.expected is None else len(case.expected)
    packed = packed_boards(output)
    if packed is not None and packed[0] == n:
        columns = packed[1]
        keys: list[str | None] = [columns[start : start + n] for start in range(0, len(columns), n)]
        boards: Any = None  # unpacked only for the few boards a report shows
    else:
        boards = unpack_boards(output)
        if not isinstance(boards, list):
            got = describe(output)
            wrong_type = {"expected_count": expected_count, "got_type": got}
            return CheckResult(Verdict.WRONG_ANSWER, f"expected a list of boards, got {got}", wrong_type)
        keys = [board_key(board, n) for board in boards]
    wanted = _expected_keys(case, n)
    # Only a count is known (extended cases): the right number of boards, all distinct and all
    # placements is the whole answer. Checked in bulk; the detailed pass below says what is wrong.
    if (
        wanted is None
        and packed is not None
        and packed[0] == n
        and len(keys) == expected_count
        and len(set(keys)) == len(keys)
        and all_placements(packed[1].encode("latin-1"), n)
    ):
        return CheckResult(Verdict.ACCEPTED)
    counts: Counter[str | None] = Counter(keys)
    if wanted is not None and counts == wanted:
        return CheckResult(Verdict.ACCEPTED)  # the expected multiset exactly: every board valid, none repeated
    unique = [key for key in counts if key is not None]
    wrong: set[str | None] = {key for key, ok in zip(unique, placements_among(unique, n), strict=True) if not ok}
    if None in counts:
        wrong.add(None)
    invalid: list[dict[str, Any]] = []  # the first few, described
    invalid_count = sum(counts.pop(key) for key in wrong)
    if wrong:
        for position in (position for position, key in enumerate(keys) if key in wrong):
            board = boards[position] if boards is not None else board_from_key(keys[position] or "")
            reason = placement_problem(board, n) or "not a valid placement"
            entry = {"index": position, "board": bounded(board), "reason": reason, "marked": clashing_cells(board)}
            invalid.append(entry)
            if len(invalid) == SHOWN:
                break
    # Every invalid key (None among them) was popped above: what is left are valid keys.
    valid: Counter[str] = Counter({key: count for key, count in counts.items() if key is not None})
    repeated = [(board_from_key(key), count) for key, count in valid.items() if count > 1]
    duplicated = [board for board, _ in repeated]
    got_count = len(keys)
    details: dict[str, Any] = {
        "expected_count": expected_count,
        "got_count": got_count,
        "invalid": invalid,
        "invalid_count": invalid_count,
        "duplicated": duplicated[:SHOWN],
        "duplicated_count": len(duplicated),
        "duplicated_times": [count for _, count in repeated[:SHOWN]],
    }
    missing: list[list[str]] = []
    extra: list[str] = []
    if wanted is not None:
        missing = [board_from_key(key) for key in (wanted - valid).elements()]
        extra = list((valid - wanted).elements())
        details["missing"] = missing[:SHOWN]
        details["missing_count"] = len(missing)
        details["extra"] = [board_from_key(key) for key in extra[:SHOWN]]
        details["extra_count"] = len(extra)
    problems = []
    if invalid_count:
        problems.append(f"{invalid_count} invalid board{'s' if invalid_count != 1 else ''}")
    if duplicated:
        problems.append(f"{len(duplicated)} duplicated board{'s' if len(duplicated) != 1 else ''}")
    if missing:
        problems.append(f"{len(missing)} missing")
    extra_valid = [key for key in extra if valid[key] == 1]
    if extra_valid:
        problems.append(f"{len(extra_valid)} unexpected")
    if case.expected is None and not invalid_count and not duplicated and got_count != expected_count:
        problems.append(f"expected {_boards(expected_count)}, got {got_count}")
    if problems:
        summary = f"expected {_boards(expected_count)}, got {got_count}: " + ", ".join(problems)
        return CheckResult(Verdict.WRONG_ANSWER, summary, details)
    return CheckResult(Verdict.ACCEPTED)


# The expected boards' keys of recently checked cases, by the identity of case.expected (kept
# alive in the entry, so the id can't be reused): the same cases come back for every submission.
_EXPECTED_KEYS: dict[int, tuple[Any, Counter[str]]] = {}


def _expected_keys(case: Case, n: int) -> Counter[str] | None:
    """How many times each key appears among the expected boards (None when only a count is known)."""
    if case.expected is None:
        return None
    known = _EXPECTED_KEYS.get(id(case.expected))
    if known is None or known[0] is not case.expected:
        if len(_EXPECTED_KEYS) >= 64:
            _EXPECTED_KEYS.clear()
        known = (case.expected, Counter(board_key(board, n) or "" for board in case.expected))
        _EXPECTED_KEYS[id(case.expected)] = known
    return known[1]


def _boards(count: int | None) -> str:
    return f"{count} board{'' if count == 1 else 's'}"


# Hints for a wrong answer: the shape mistakes learners make with boards.
BOARD_CHARACTERS = {"Q", "."}


def board_hints(method: str, case: Case, value: Any) -> list[str]:
    """Hints for an answer that should be a list of boards, each a list of n strings of 'Q' and '.'."""
    if value is None:
        return [forgotten_return(method)]
    if isinstance(value, int) and not isinstance(value, bool):
        return [
            "the answer is a number: this problem wants the boards themselves (a list of boards, each a list of"
            " strings), not a count"
        ]
    if not isinstance(value, list):
        hint = not_a_list(value)
        return [hint] if hint else []
    if value and all(isinstance(row, str) for row in value):
        return ["the answer is a list of strings, one board: return a list of boards (a list of lists of strings)"]
    n = int(case.input["n"])
    mistakes = (_board_mistake(board, n) for board in value)
    found = [mistake for mistake in dict.fromkeys(mistakes) if mistake]
    rows = [row for board in value if isinstance(board, list) for row in board if isinstance(row, str)]
    found.extend(_character_hints(rows))
    return found


def _board_mistake(board: Any, n: int) -> str | None:
    """The shape mistake of one board (rows of characters, bytes, the wrong size), if any. (A board
    as a tuple is that list, as LeetCode reads it: judge/checking/declared.py.)"""
    if not isinstance(board, list):
        return None
    for row in board:
        if isinstance(row, list) and row and all(isinstance(item, str) and len(item) == 1 for item in row):
            return "rows are lists of characters: join each row into one string (\"..Q.\", not ['.', '.', 'Q', '.'])"
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
