#!/usr/bin/env python3
"""Generate the test data of LeetCode 529, "Minesweeper".

Each expected board is computed twice, by a recursive flood fill (depth first, LeetCode's
description taken literally) and by an iterative breadth-first flood over a queue, written
separately; the two must give the same board. Every input board is also checked against the
constraints: 1 to 50 rows and columns, cells in "MEBX12345678", the clicked cell 'M' or 'E',
and already-revealed cells consistent with the mines around them.

The cases: LeetCode's two examples; 1 x 1 boards; a click on a mine, on a cell next to a mine
(only that cell opens) and on empty areas, up to 50 x 50 boards whose flood opens the whole
board; long strips; a maze of mines whose flood runs along one long corridor; boards where
earlier clicks have already opened regions (so 'B' and digits are in the input).

Usage:
    python problems/minesweeper/generate.py            # (re)write data/cases.json
    python problems/minesweeper/generate.py --check    # exit 1 if the file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file, 2 when the two
floods disagree or an input breaks the constraints (nothing is written).
"""

from __future__ import annotations

import random
import sys
from collections import deque
from collections.abc import Sequence
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main

SEED = 529
Board = list[list[str]]

EXAMPLE_1 = ["EEEEE", "EEMEE", "EEEEE", "EEEEE"]
EXAMPLE_2 = ["B1E1B", "B1M1B", "B111B", "BBBBB"]


def grid(rows: Sequence[str]) -> Board:
    return [list(row) for row in rows]


def neighbours(board: Board, r: int, c: int) -> list[tuple[int, int]]:
    m, n = len(board), len(board[0])
    return [
        (r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr or dc) and 0 <= r + dr < m and 0 <= c + dc < n
    ]


def by_recursion(board: Board, click: Sequence[int]) -> Board:
    """Flood 1: depth first by recursion, one call per revealed cell."""
    board = [row[:] for row in board]
    r, c = click
    if board[r][c] == "M":
        board[r][c] = "X"
        return board

    def reveal(r: int, c: int) -> None:
        if board[r][c] != "E":
            return
        around = neighbours(board, r, c)
        mines = sum(board[y][x] in "MX" for y, x in around)
        if mines:
            board[r][c] = str(mines)
            return
        board[r][c] = "B"
        for y, x in around:
            reveal(y, x)

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))  # a 50 x 50 flood goes about 2,500 calls deep
    try:
        reveal(r, c)
    finally:
        sys.setrecursionlimit(limit)
    return board


def by_queue(board: Board, click: Sequence[int]) -> Board:
    """Flood 2: breadth first over a queue; each cell's mines counted with explicit bounds."""
    m, n = len(board), len(board[0])
    out = [row[:] for row in board]
    r, c = click
    if out[r][c] == "M":
        out[r][c] = "X"
        return out
    queue = deque([(r, c)])
    queued = {(r, c)}
    while queue:
        y, x = queue.popleft()
        rows = range(max(0, y - 1), min(m, y + 2))
        cols = range(max(0, x - 1), min(n, x + 2))
        mines = sum(1 for yy in rows for xx in cols if (yy, xx) != (y, x) and board[yy][xx] in "MX")
        if mines:
            out[y][x] = str(mines)
            continue
        out[y][x] = "B"
        for yy in rows:
            for xx in cols:
                if out[yy][xx] == "E" and (yy, xx) not in queued:
                    queued.add((yy, xx))
                    queue.append((yy, xx))
    return out


def validate(board: Board, click: Sequence[int]) -> None:
    """The constraints of LeetCode 529, and revealed cells that agree with the mines."""
    m, n = len(board), len(board[0]) if board else 0
    if not (1 <= m <= 50 and 1 <= n <= 50) or any(len(row) != n for row in board):
        raise OracleMismatch(f"board of {m} rows is not 1..50 x 1..50")
    r, c = click
    if not (0 <= r < m and 0 <= c < n) or board[r][c] not in "ME":
        raise OracleMismatch(f"click {list(click)} is not on an 'M' or 'E' cell")
    for y in range(m):
        for x in range(n):
            cell = board[y][x]
            if cell not in "MEBX12345678":
                raise OracleMismatch(f"cell ({y},{x}) is {cell!r}")
            mines = sum(board[yy][xx] in "MX" for yy, xx in neighbours(board, y, x))
            if (cell == "B" and mines) or (cell.isdigit() and int(cell) != mines):
                raise OracleMismatch(f"revealed cell ({y},{x}) = {cell!r} but {mines} mines are around it")


def expected_board(board: Board, click: Sequence[int]) -> Board:
    validate(board, click)
    first, second = by_recursion(board, click), by_queue(board, click)
    if first != second:
        raise OracleMismatch(f"click {list(click)}: the recursive and the queue floods disagree")
    return first


def mined(m: int, n: int, mines: set[tuple[int, int]]) -> Board:
    return [["M" if (r, c) in mines else "E" for c in range(n)] for r in range(m)]


def random_mines(rng: random.Random, m: int, n: int, density: float) -> set[tuple[int, int]]:
    return {(r, c) for r in range(m) for c in range(n) if rng.random() < density}


def cells_where(board: Board, wanted: str, zero: bool | None = None) -> list[tuple[int, int]]:
    """Cells holding `wanted`; with zero=True/False only those with no / some mine around."""
    found = []
    for r, row in enumerate(board):
        for c, cell in enumerate(row):
            if cell != wanted:
                continue
            if zero is not None:
                mines = sum(board[y][x] in "MX" for y, x in neighbours(board, r, c))
                if (mines == 0) != zero:
                    continue
            found.append((r, c))
    return found


def maze(m: int, n: int) -> tuple[Board, list[int]]:
    """Walls of mines every fourth row, open at alternating ends: the flood from the top-left
    corner winds along one long corridor whose middle row has no mine around it (the longest
    flood path, and the deepest recursion, a 50 x 50 board gives)."""
    mines = set()
    for r in range(3, m, 4):
        gap = n - 1 if (r // 4) % 2 == 0 else 0
        mines |= {(r, c) for c in range(n) if abs(c - gap) > 1}
    return mined(m, n, mines), [0, 0]


def build_cases() -> list[dict]:
    rng = random.Random(SEED)
    cases: list[dict] = []

    def add(name: str, board: Board, click: Sequence[int]) -> None:
        cases.append(
            {"name": name, "input": {"board": board, "click": list(click)}, "expected": expected_board(board, click)}
        )

    add("example 1", grid(EXAMPLE_1), [3, 0])
    add("example 2", grid(EXAMPLE_2), [1, 2])
    add("1 x 1 empty", grid(["E"]), [0, 0])
    add("1 x 1 mine", grid(["M"]), [0, 0])
    add("1 x 2 next to a mine", grid(["EM"]), [0, 0])
    add("2 x 2 all mines but one", grid(["MM", "ME"]), [1, 1])
    add("3 x 3 mine in the middle, corner", grid(["EEE", "EME", "EEE"]), [2, 2])
    add("next to a mine: only the clicked cell opens", grid(["EEEE", "EMEE", "EEEE", "EEEE"]), [0, 0])
    add("clicked mine among revealed cells", grid(["B1E", "B1M", "B11"]), [1, 2])
    add("only E cells left are mines' neighbours", grid(["1E1", "1M1", "111"]), [0, 1])
    add("1 x 50 strip, one mine", mined(1, 50, {(0, 30)}), [0, 0])
    add("50 x 1 strip, two mines", mined(50, 1, {(10, 0), (40, 0)}), [25, 0])
    add("no mines 7 x 9", mined(7, 9, set()), [3, 4])

    # Medium random boards: a click on an empty area, on a digit and on a mine.
    for density in (0.08, 0.15, 0.25):
        m, n = rng.randint(8, 20), rng.randint(8, 20)
        board = mined(m, n, random_mines(rng, m, n, density))
        add(f"{m} x {n} random, density {density}, empty area", board, rng.choice(cells_where(board, "E", zero=True)))
        add(f"{m} x {n} random, density {density}, digit", board, rng.choice(cells_where(board, "E", zero=False)))
        add(f"{m} x {n} random, density {density}, mine", board, rng.choice(cells_where(board, "M")))

    # Boards with regions opened by earlier clicks: 'B' and digits already in the input.
    for number, (m, n) in enumerate(((12, 16), (30, 30), (25, 40))):
        board = mined(m, n, random_mines(rng, m, n, 0.12))
        for _ in range(3):
            board = by_queue(board, rng.choice(cells_where(board, "E", zero=True)))
        for kind, pick in (("empty area", ("E", True)), ("digit", ("E", False)), ("mine", ("M", None))):
            choices = cells_where(board, pick[0], zero=pick[1])
            if choices:
                add(f"{m} x {n} partly revealed ({number + 1}), {kind}", board, rng.choice(choices))

    # The largest boards.
    add("50 x 50 no mines, corner: the whole board opens", mined(50, 50, set()), [0, 0])
    add("50 x 50 one mine, far corner", mined(50, 50, {(25, 25)}), [49, 49])
    board, click = maze(50, 50)
    add("50 x 50 serpentine corridor of mines", board, click)
    board = mined(50, 50, random_mines(rng, 50, 50, 0.04))
    add("50 x 50 sparse mines, empty area", board, rng.choice(cells_where(board, "E", zero=True)))
    board = mined(50, 50, random_mines(rng, 50, 50, 0.2))
    add("50 x 50 dense mines, mine", board, rng.choice(cells_where(board, "M")))
    add("50 x 50 dense mines, digit", board, rng.choice(cells_where(board, "E", zero=False)))
    board = mined(50, 50, {(r, c) for r in range(50) for c in range(50) if (r, c) != (49, 0)})
    add("50 x 50 all mines but one cell", board, [49, 0])
    return cases


def main(argv: Sequence[str] | None = None) -> int:
    data = Path(__file__).resolve().parent / "data" / "cases.json"
    return generator_main("Generate the Minesweeper test data.", lambda: {data: build_cases()}, argv, compact=True)


if __name__ == "__main__":
    sys.exit(main())
