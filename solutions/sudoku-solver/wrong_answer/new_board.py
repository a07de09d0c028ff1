"""Sudoku Solver (LeetCode 37), WRONG ANSWER: the solution is put in a new list, not in the given board.

Idea: a correct backtracking on a copy of the board. Bug: the method ends with
`board = grid`, which only rebinds the local name; the list the caller passed in (and reads
after the call, since the method returns nothing) still holds every '.'. The fix is to write
into the given board, e.g. `board[:] = grid` or assigning each cell.

Cost: exponential in the worst case, like any backtracking; O(81) memory.
"""

from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        grid = [row[:] for row in board]

        def ok(r: int, c: int, ch: str) -> bool:
            br, bc = r - r % 3, c - c % 3
            for i in range(9):
                if grid[r][i] == ch or grid[i][c] == ch or grid[br + i // 3][bc + i % 3] == ch:
                    return False
            return True

        def solve(pos: int) -> bool:
            while pos < 81 and grid[pos // 9][pos % 9] != ".":
                pos += 1
            if pos == 81:
                return True
            r, c = divmod(pos, 9)
            for ch in "123456789":
                if ok(r, c, ch):
                    grid[r][c] = ch
                    if solve(pos + 1):
                        return True
            grid[r][c] = "."
            return False

        solve(0)
        board = grid  # rebinds the name only: the caller's board is unchanged
