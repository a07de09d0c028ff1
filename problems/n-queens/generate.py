#!/usr/bin/env python3
"""Generate the test data of the two N-Queens problems.

This script is an independent oracle: it shares no code with the judge (but
the data files' writer, judge/core/casefile.py) or with the reference
solutions.  It enumerates placements with a deliberately plain backtracking
search (one queen per row, Python sets for the occupied columns and
diagonals), re-checks every board it finds square by square, and
compares its counts with KNOWN_COUNTS, the published numbers of solutions.

Files written (paths relative to the problems folder; 52 shares this enumeration):

    n-queens/data/cases.json        n = 1..9, every board (sorted)
    n-queens/data/extended.json     n = 10..13, expected number of boards only
    n-queens-ii/data/cases.json     n = 1..9, expected count
    n-queens-ii/data/extended.json  n = 10..14, expected count

Each file is a JSON list with one case per line (sorted keys) and a final
newline, so regenerating is byte-for-byte deterministic.

Usage:
    python problems/n-queens/generate.py            # (re)write the data files
    python problems/n-queens/generate.py --check    # exit 1 if a file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file,
2 when the enumeration disagrees with KNOWN_COUNTS (the data would be wrong,
so nothing is written).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main

# Number of solutions of the n-queens puzzle (OEIS A000170), n = 1..14.
KNOWN_COUNTS: dict[int, int] = {
    1: 1,
    2: 0,
    3: 0,
    4: 2,
    5: 10,
    6: 4,
    7: 40,
    8: 92,
    9: 352,
    10: 724,
    11: 2680,
    12: 14200,
    13: 73712,
    14: 365596,
}

BOARD_SIZES = range(1, 10)  # full boards are stored for these n (LeetCode's range)
CROSS_CHECK_SIZES = range(1, 11)  # the oracle enumerates these and compares counts
EXTENDED_BOARDS = range(10, 14)  # problem 51, counts only
EXTENDED_COUNTS = range(10, 15)  # problem 52


def enumerate_placements(n: int) -> list[list[int]]:
    """Every solution for an n x n board, as the queen's column in each row."""
    used_cols: set[int] = set()
    used_diags: set[int] = set()  # row - col is the same along a "\" diagonal
    used_antis: set[int] = set()  # row + col is the same along a "/" diagonal
    columns: list[int] = []
    found: list[list[int]] = []

    def place(row: int) -> None:
        if row == n:
            found.append(list(columns))
            return
        for col in range(n):
            if col in used_cols or (row - col) in used_diags or (row + col) in used_antis:
                continue
            used_cols.add(col)
            used_diags.add(row - col)
            used_antis.add(row + col)
            columns.append(col)
            place(row + 1)
            columns.pop()
            used_cols.remove(col)
            used_diags.remove(row - col)
            used_antis.remove(row + col)

    place(0)
    return found


def to_board(columns: Sequence[int]) -> list[str]:
    """Render one placement in LeetCode's format: 'Q' for a queen, '.' elsewhere."""
    n = len(columns)
    return ["." * col + "Q" + "." * (n - 1 - col) for col in columns]


def verify_board(board: Sequence[str], n: int) -> None:
    """Re-check a rendered board from scratch, without trusting the search."""
    if len(board) != n or any(len(row) != n or set(row) - {"Q", "."} for row in board):
        raise OracleMismatch(f"n={n}: malformed board {board!r}")
    queens = [(r, c) for r, row in enumerate(board) for c, ch in enumerate(row) if ch == "Q"]
    if len(queens) != n:
        raise OracleMismatch(f"n={n}: board {board!r} has {len(queens)} queens")
    for i, (r1, c1) in enumerate(queens):
        for r2, c2 in queens[i + 1 :]:
            if r1 == r2 or c1 == c2 or abs(r1 - r2) == abs(c1 - c2):
                raise OracleMismatch(f"n={n}: queens at {(r1, c1)} and {(r2, c2)} attack each other")


def solve(n: int) -> list[list[str]]:
    """All boards for n, verified, distinct and sorted; the count is cross-checked."""
    boards = sorted(to_board(columns) for columns in enumerate_placements(n))
    for board in boards:
        verify_board(board, n)
    if len({tuple(board) for board in boards}) != len(boards):
        raise OracleMismatch(f"n={n}: the enumeration produced a board twice")
    if len(boards) != KNOWN_COUNTS[n]:
        raise OracleMismatch(f"n={n}: enumerated {len(boards)} boards but KNOWN_COUNTS says {KNOWN_COUNTS[n]}")
    return boards


def build_files(problems_dir: Path) -> dict[Path, list[dict]]:
    """The cases of every data file, keyed by its path."""
    boards: dict[int, list[list[str]]] = {}
    for n in CROSS_CHECK_SIZES:
        boards[n] = solve(n)
    for n in BOARD_SIZES:
        if n not in boards:  # keep working if the two ranges are ever edited
            boards[n] = solve(n)

    def case(n: int, **fields: object) -> dict:
        return {"name": f"n={n}", "input": {"n": n}, **fields}

    queens = problems_dir / "n-queens" / "data"
    queens_ii = problems_dir / "n-queens-ii" / "data"
    return {
        queens / "cases.json": [case(n, expected=boards[n]) for n in BOARD_SIZES],
        queens / "extended.json": [case(n, expected_count=KNOWN_COUNTS[n]) for n in EXTENDED_BOARDS],
        queens_ii / "cases.json": [case(n, expected=len(boards[n])) for n in BOARD_SIZES],
        queens_ii / "extended.json": [case(n, expected=KNOWN_COUNTS[n]) for n in EXTENDED_COUNTS],
    }


def main(argv: Sequence[str] | None = None) -> int:
    problems = Path(__file__).resolve().parent.parent
    return generator_main("Generate the N-Queens test data.", lambda: build_files(problems), argv)


if __name__ == "__main__":
    sys.exit(main())
