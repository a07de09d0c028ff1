#!/usr/bin/env python3
"""Generate the test data of LeetCode 37, "Sudoku Solver".

Every puzzle must have exactly one solution (LeetCode promises it), and two independent
solvers prove it: each counts the solutions up to two, and both must find the same single
one.

* The brute solver fills the empty cells in reading order, trying digits 1-9 against Python
  sets of the digits used in each row, column and box.
* The propagating solver keeps a bit mask of candidates per cell, places every naked single
  (a cell with one candidate) and hidden single (a digit with one place in a unit) it can
  find, and then branches on the cell with the fewest candidates.

The puzzles: LeetCode's example, then the puzzles published solutions quote as LeetCode's own
tests (so the first failure a learner sees is the one LeetCode would show); edges (one empty
cell, a full row, column or box empty, one empty cell in every row); random puzzles made by
taking a random solved grid and removing givens in random order for as long as the solution
stays unique, down to minimal puzzles with few givens.

The main set is no harsher than LeetCode's: a puzzle's cost is the tries the textbook
backtracking needs for its first solution, in the worst of its usual orders (cells forwards or
backwards, digits up or down), and a puzzle that costs more than the costliest of LeetCode's
known puzzles goes to the extended set (`judge test --extended`), as do the hardest minimal ones.
Each case's expected answer is the solved grid (the checker accepts any valid completion, which
for these puzzles is that grid).

Usage:
    python problems/sudoku-solver/generate.py            # (re)write data/cases.json, data/extended.json
    python problems/sudoku-solver/generate.py --check    # exit 1 if the file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file, 2 when a puzzle
does not have exactly one solution or the solvers disagree (nothing is written).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main

SEED = 37
DIGITS = "123456789"
# Puzzles whose first solution costs the reading-order backtracking more tries than this are left
# out even of the extended set, so that it stays under half of the limit here (about 0.6
# microseconds per try in CPython).
MAX_BRUTE_STEPS = 400_000
# The orders the textbook backtracking is written in: cells forwards or backwards, digits up or down.
SOLVER_ORDERS = [(False, DIGITS), (False, DIGITS[::-1]), (True, DIGITS), (True, DIGITS[::-1])]

EXAMPLE = [
    "53..7....",
    "6..195...",
    ".98....6.",
    "8...6...3",
    "4..8.3..1",
    "7...2...6",
    ".6....28.",
    "...419..5",
    "....8..79",
]
# Puzzles that published solutions quote as LeetCode's own tests (the first was its default
# test input before the current example).
LEETCODE_PUZZLES = [
    (
        "LeetCode's earlier example",
        [
            "..9748...",
            "7........",
            ".2.1.9...",
            "..7...24.",
            ".64.1.59.",
            ".98...3..",
            "...8.3.2.",
            "........6",
            "...2759..",
        ],
    ),
    (
        "a LeetCode test",
        [
            "...2...63",
            "3....54.1",
            "..1..398.",
            ".......9.",
            "...538...",
            ".3.......",
            ".263..5..",
            "5.37....8",
            "47...1...",
        ],
    ),
]
# The example's solution as LeetCode shows it: a third, fixed check of both solvers.
EXAMPLE_SOLUTION = [
    "534678912",
    "672195348",
    "198342567",
    "859761423",
    "426853791",
    "713924856",
    "961537284",
    "287419635",
    "345286179",
]


def box_of(r: int, c: int) -> int:
    return (r // 3) * 3 + c // 3


def brute_solutions(
    puzzle: Sequence[str], limit: int = 2, backwards: bool = False, digits: str = DIGITS
) -> tuple[list[str], int]:
    """Solver 1: backtracking with sets, cells in reading order (or backwards), digits in the
    order given. Returns (up to `limit` solutions, steps)."""
    grid = [list(row) for row in puzzle]
    rows: list[set[str]] = [set() for _ in range(9)]
    cols: list[set[str]] = [set() for _ in range(9)]
    boxes: list[set[str]] = [set() for _ in range(9)]
    empty = []
    for r in range(9):
        for c in range(9):
            digit = grid[r][c]
            if digit == ".":
                empty.append((r, c))
            elif digit in rows[r] or digit in cols[c] or digit in boxes[box_of(r, c)]:
                return [], 0  # two equal givens in a unit: no solution
            else:
                rows[r].add(digit)
                cols[c].add(digit)
                boxes[box_of(r, c)].add(digit)
    if backwards:
        empty.reverse()
    found: list[str] = []
    steps = 0

    def fill(index: int) -> None:
        nonlocal steps
        if len(found) >= limit:
            return
        if index == len(empty):
            found.append("".join("".join(row) for row in grid))
            return
        r, c = empty[index]
        b = box_of(r, c)
        for digit in digits:
            steps += 1
            if digit in rows[r] or digit in cols[c] or digit in boxes[b]:
                continue
            grid[r][c] = digit
            rows[r].add(digit)
            cols[c].add(digit)
            boxes[b].add(digit)
            fill(index + 1)
            rows[r].remove(digit)
            cols[c].remove(digit)
            boxes[b].remove(digit)
            grid[r][c] = "."

    fill(0)
    return found, steps


UNITS = (
    [[(r, c) for c in range(9)] for r in range(9)]
    + [[(r, c) for r in range(9)] for c in range(9)]
    + [[(r, c) for r in range(b // 3 * 3, b // 3 * 3 + 3) for c in range(b % 3 * 3, b % 3 * 3 + 3)] for b in range(9)]
)
PEERS = {
    (r, c): {cell for unit in UNITS if (r, c) in unit for cell in unit} - {(r, c)} for r in range(9) for c in range(9)
}
ALL = (1 << 9) - 1


def propagating_solutions(puzzle: Sequence[str], limit: int = 2, rng: random.Random | None = None) -> list[str]:
    """Solver 2: candidate masks, naked and hidden singles, then the fewest-candidates cell.
    With rng, branches try digits in random order (to build random solved grids)."""
    found: list[str] = []

    def assign(cand: dict[tuple[int, int], int], cell: tuple[int, int], bit: int) -> bool:
        """Fix cell to the digit of bit, removing it from the peers; False on a contradiction."""
        if not cand[cell] & bit:
            return False
        cand[cell] = bit
        stack = [cell]
        while stack:
            here = stack.pop()
            value = cand[here]
            for peer in PEERS[here]:
                if cand[peer] & value:
                    cand[peer] &= ~value
                    if not cand[peer]:
                        return False
                    if cand[peer] & (cand[peer] - 1) == 0:
                        stack.append(peer)
        return True

    def hidden_singles(cand: dict[tuple[int, int], int]) -> bool | None:
        """Place digits that fit in one cell of a unit; None on a contradiction, else whether any was placed."""
        placed = False
        for unit in UNITS:
            for k in range(9):
                bit = 1 << k
                spots = [cell for cell in unit if cand[cell] & bit]
                if not spots:
                    return None
                if len(spots) == 1 and cand[spots[0]] != bit:
                    if not assign(cand, spots[0], bit):
                        return None
                    placed = True
        return placed

    def search(cand: dict[tuple[int, int], int]) -> None:
        if len(found) >= limit:
            return
        while True:
            progress = hidden_singles(cand)
            if progress is None:
                return
            if not progress:
                break
        open_cells = [cell for cell in cand if cand[cell] & (cand[cell] - 1)]
        if not open_cells:
            found.append("".join(DIGITS[cand[(r, c)].bit_length() - 1] for r in range(9) for c in range(9)))
            return
        cell = min(open_cells, key=lambda cell: bin(cand[cell]).count("1"))
        bits = [1 << k for k in range(9) if cand[cell] >> k & 1]
        if rng is not None:
            rng.shuffle(bits)
        for bit in bits:
            trial = dict(cand)
            if assign(trial, cell, bit):
                search(trial)

    cand = {(r, c): ALL for r in range(9) for c in range(9)}
    for r in range(9):
        for c in range(9):
            if puzzle[r][c] != "." and not assign(cand, (r, c), 1 << (int(puzzle[r][c]) - 1)):
                return []
    search(cand)
    return found


def solve_unique(puzzle: Sequence[str]) -> tuple[list[str], int]:
    """The single solution as 9 row strings and the brute solver's step count; raises unless
    both solvers find exactly that one solution."""
    brute, steps = brute_solutions(puzzle)
    smart = propagating_solutions(puzzle)
    if len(brute) != 1 or len(smart) != 1:
        raise OracleMismatch(f"puzzle {''.join(puzzle)}: {len(brute)} / {len(smart)} solutions (brute / propagating)")
    if brute != smart:
        raise OracleMismatch(f"puzzle {''.join(puzzle)}: the two solvers found different solutions")
    solution = [brute[0][9 * r : 9 * r + 9] for r in range(9)]
    for r in range(9):
        for c in range(9):
            if puzzle[r][c] != "." and puzzle[r][c] != solution[r][c]:
                raise OracleMismatch(f"puzzle {''.join(puzzle)}: the solution changes a given")
    return solution, steps


def cost(puzzle: Sequence[str]) -> int:
    """The tries the textbook backtracking needs for a first solution, in the worst of its usual orders."""
    return max(brute_solutions(puzzle, 1, backwards, digits)[1] for backwards, digits in SOLVER_ORDERS)


def random_solved(rng: random.Random) -> list[str]:
    flat = propagating_solutions(["." * 9] * 9, limit=1, rng=rng)[0]
    return [flat[9 * r : 9 * r + 9] for r in range(9)]


def minimal_puzzle(rng: random.Random, solved: list[str], keep: set[tuple[int, int]]) -> list[str]:
    """Remove givens in random order while the puzzle keeps a single solution (never those in keep)."""
    grid = [list(row) for row in solved]
    cells = [(r, c) for r in range(9) for c in range(9) if (r, c) not in keep]
    rng.shuffle(cells)
    for r, c in cells:
        digit, grid[r][c] = grid[r][c], "."
        if len(propagating_solutions(["".join(row) for row in grid])) != 1:
            grid[r][c] = digit
    return ["".join(row) for row in grid]


def blank(solved: list[str], cells: set[tuple[int, int]]) -> list[str]:
    return ["".join("." if (r, c) in cells else solved[r][c] for c in range(9)) for r in range(9)]


def build_cases() -> tuple[list[dict], list[dict]]:
    """The main cases and the extended ones."""
    rng = random.Random(SEED)
    cases: list[dict] = []
    extended: list[dict] = []

    def case(name: str, puzzle: list[str]) -> dict:
        solution, _ = solve_unique(puzzle)
        return {
            "name": name,
            "input": {"board": [list(row) for row in puzzle]},
            "expected": [list(row) for row in solution],
        }

    cases.append(case("example 1", EXAMPLE))
    if cases[0]["expected"] != [list(row) for row in EXAMPLE_SOLUTION]:
        raise OracleMismatch("the example's solution is not the one LeetCode shows")
    cases.extend(case(name, puzzle) for name, puzzle in LEETCODE_PUZZLES)
    leetcode_cost = max(cost(puzzle) for puzzle in [EXAMPLE] + [puzzle for _, puzzle in LEETCODE_PUZZLES])

    solved = random_solved(rng)
    cases.append(case("one empty cell", blank(solved, {(4, 4)})))
    cases.append(case("top row empty", blank(solved, {(0, c) for c in range(9)})))
    cases.append(case("left column empty", blank(solved, {(r, 0) for r in range(9)})))
    cases.append(case("middle box empty", blank(solved, {(r, c) for r in range(3, 6) for c in range(3, 6)})))
    cases.append(case("one empty cell per row", blank(solved, {(r, (2 * r + 1) % 9) for r in range(9)})))
    cases.append(case("main diagonal empty", blank(solved, {(r, r) for r in range(9)})))

    # Minimal puzzles (no given can go) from random grids; every fourth keeps its top-left box
    # full, so the other boxes lose more. Those no costlier than LeetCode's join the main set; of
    # the others, the eight that cost the reading-order backtracking the most tries are extended.
    within: list[tuple[int, list[str]]] = []  # (givens, puzzle)
    harsher: list[tuple[int, int, list[str]]] = []  # (reading-order tries, givens, puzzle)
    for index in range(48):
        keep = {(r, c) for r in range(3) for c in range(3)} if index % 4 == 3 else set()
        puzzle = minimal_puzzle(rng, random_solved(rng), keep)
        givens = sum(ch != "." for row in puzzle for ch in row)
        if cost(puzzle) <= leetcode_cost:
            within.append((givens, puzzle))
            continue
        tries = brute_solutions(puzzle, limit=1)[1]
        if tries <= MAX_BRUTE_STEPS:
            harsher.append((tries, givens, puzzle))
    for givens, puzzle in within:
        cases.append(case(f"minimal, {givens} givens", puzzle))
    for tries, givens, puzzle in sorted(harsher, key=lambda item: -item[0])[:8]:
        extended.append(case(f"hard: minimal, {givens} givens, {tries} brute-force tries", puzzle))
    return cases, extended


def main(argv: Sequence[str] | None = None) -> int:
    data = Path(__file__).resolve().parent / "data"

    def build() -> dict[Path, list[dict]]:
        cases, extended = build_cases()
        return {data / "cases.json": cases, data / "extended.json": extended}

    return generator_main("Generate the Sudoku Solver test data.", build, argv, compact=True)


if __name__ == "__main__":
    sys.exit(main())
