"""Checkers: one pure function per comparison mode, from (case, output) to a verdict with its facts as data.

The output is plain data decoded from JSON. Values the harness could not express as plain
data arrive as objects tagged with "$type" (a tuple, a generator, bytes, ...); since no
correct answer contains a JSON object, such a value never passes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge.problems import Case
from judge.verdict import Verdict

SHOWN = 3


@dataclass
class CheckResult:
    verdict: Verdict
    message: str = ""
    details: dict[str, Any] = field(default_factory=dict)


def describe(value: Any) -> str:
    """A short name for the type of a decoded value, in Python terms."""
    if isinstance(value, dict):
        kind = value.get("$type")
        if kind == "object":
            return "a generator" if value.get("type") == "generator" else f"an object of type {value.get('type', '?')}"
        return {
            "tuple": "a tuple",
            "bytes": "bytes",
            "dict": "a dict",
            "set": "a set",
            "cycle": "a list that contains itself",
            "deep": "a deeply nested value",
            "float": "a float",
            "int": "an int",
        }.get(str(kind), "an object")
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "a bool"
    if isinstance(value, int):
        return "an int"
    if isinstance(value, float):
        return "a float"
    if isinstance(value, str):
        return "a str"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


def bounded(value: Any, depth: int = 4, width: int | None = 32, text: int = 200) -> Any:
    """A copy of a decoded value small enough to put in a report: nesting, lengths and strings cut.

    Values come from the submission; a forged one may nest hundreds deep or hold megabytes.
    """
    if isinstance(value, str):
        return value if len(value) <= text else value[:text] + "..."
    if isinstance(value, dict):
        return f"<{describe(value)}>"  # in angle brackets: a description, not a row of the board
    if not isinstance(value, list):
        return value
    if depth <= 0:
        return f"<{len(value)} items nested too deep>"
    shown = value if width is None else value[:width]
    copy = [bounded(item, depth - 1, width, text) for item in shown]
    if len(shown) < len(value):
        copy.append(f"... {len(value) - len(shown)} more")
    return copy


def check_exact_int(case: Case, output: Any) -> CheckResult:
    """N-Queens II style: the answer is one int, and a bool, float or str is wrong."""
    expected = case.expected
    details = {"expected": expected, "got": bounded(output) if not isinstance(output, dict) else describe(output)}
    if isinstance(output, bool) or not isinstance(output, int):
        return CheckResult(Verdict.WRONG_ANSWER, f"expected an int, got {describe(output)}", details)
    if output != expected:
        return CheckResult(Verdict.WRONG_ANSWER, f"expected {expected}, got {output}", details)
    return CheckResult(Verdict.ACCEPTED)


def queen_columns(board: list[str], n: int) -> list[int] | None:
    """The queen's column in each row when the board is n rows of one 'Q' among '.'; else None."""
    rows = _row_table(n)
    columns = [rows.get(row) for row in board] if len(board) == n else [None]
    return None if None in columns else columns  # type: ignore[return-value]


_ROW_TABLES: dict[int, dict[str, int]] = {}


def _row_table(n: int) -> dict[str, int]:
    table = _ROW_TABLES.get(n)
    if table is None:
        table = {"." * column + "Q" + "." * (n - column - 1): column for column in range(n)}
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


def _is_placement(columns: list[int]) -> bool:
    n = len(columns)
    return (
        len(set(columns)) == n
        and len({row + column for row, column in enumerate(columns)}) == n
        and len({row - column for row, column in enumerate(columns)}) == n
    )


def check_queen_boards(case: Case, output: Any) -> CheckResult:
    """N-Queens style: a multiset of boards; board order is free, row order is not, duplicates count.

    With a full expected answer the multisets are compared. With only a count (extended
    tests), every board must be a valid placement, none may repeat, and their number must
    equal the count: together that is the same as comparing with the full set.
    """
    n = int(case.input["n"])
    if not isinstance(output, list):
        expected_count = case.expected_count if case.expected is None else len(case.expected)
        details = {"expected_count": expected_count, "got_type": describe(output)}
        return CheckResult(Verdict.WRONG_ANSWER, f"expected a list of boards, got {describe(output)}", details)
    invalid: list[dict[str, Any]] = []
    counts: Counter[tuple[str, ...]] = Counter()
    for position, board in enumerate(output):
        columns = (
            queen_columns(board, n) if isinstance(board, list) and all(isinstance(r, str) for r in board) else None
        )
        if columns is not None and _is_placement(columns):
            counts[tuple(board)] += 1
            continue
        reason = placement_problem(board, n) or "not a valid placement"
        invalid.append({"index": position, "board": bounded(board), "reason": reason})
    repeated = [(list(board), count) for board, count in counts.items() if count > 1]
    duplicated = [board for board, _ in repeated]
    expected_count = case.expected_count if case.expected is None else len(case.expected)
    details: dict[str, Any] = {
        "expected_count": expected_count,
        "got_count": len(output),
        "invalid": invalid[:SHOWN],
        "invalid_count": len(invalid),
        "duplicated": duplicated[:SHOWN],
        "duplicated_count": len(duplicated),
        "duplicated_times": [count for _, count in repeated[:SHOWN]],
    }
    missing: list[list[str]] = []
    extra: list[list[str]] = []
    if case.expected is not None:
        wanted = Counter(tuple(board) for board in case.expected)
        missing = [list(board) for board in (wanted - counts).elements()]
        extra = [list(board) for board in (counts - wanted).elements()]
        details.update(missing=missing[:SHOWN], missing_count=len(missing), extra=extra[:SHOWN], extra_count=len(extra))
    problems = []
    if invalid:
        problems.append(f"{len(invalid)} invalid board{'s' if len(invalid) != 1 else ''}")
    if duplicated:
        problems.append(f"{len(duplicated)} duplicated board{'s' if len(duplicated) != 1 else ''}")
    if missing:
        problems.append(f"{len(missing)} missing")
    extra_valid = [board for board in extra if counts[tuple(board)] == 1]
    if extra_valid:
        problems.append(f"{len(extra_valid)} unexpected")
    if case.expected is None and not invalid and not duplicated and len(output) != expected_count:
        problems.append(f"expected {_boards(expected_count)}, got {len(output)}")
    if problems:
        summary = f"expected {_boards(expected_count)}, got {len(output)}: " + ", ".join(problems)
        return CheckResult(Verdict.WRONG_ANSWER, summary, details)
    return CheckResult(Verdict.ACCEPTED)


def _boards(count: int | None) -> str:
    return f"{count} board{'' if count == 1 else 's'}"


CHECKERS: dict[str, Callable[[Case, Any], CheckResult]] = {
    "queens-boards": check_queen_boards,
    "exact-int": check_exact_int,
}


def checker_for(mode: str) -> Callable[[Case, Any], CheckResult]:
    try:
        return CHECKERS[mode]
    except KeyError:
        raise ValueError(f"unknown comparison mode {mode!r}; known: {', '.join(CHECKERS)}") from None
