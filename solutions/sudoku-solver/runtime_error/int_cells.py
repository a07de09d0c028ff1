"""Sudoku Solver (LeetCode 37), RUNTIME ERROR: every cell converted with int(), the '.' cells included.

Idea: turn the board into a grid of ints (0 for empty) to work with numbers, then backtrack.
Bug: the conversion is `int(ch)` for every cell, but the empty cells hold '.', not '0':
int('.') raises ValueError: invalid literal for int() with base 10: '.'.

Cost: fails before searching.
"""

from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        grid = [[int(ch) for ch in row] for row in board]  # '.' is not a number

        def ok(r: int, c: int, d: int) -> bool:
            br, bc = r - r % 3, c - c % 3
            return not any(grid[r][i] == d or grid[i][c] == d or grid[br + i // 3][bc + i % 3] == d for i in range(9))

        def solve(pos: int) -> bool:
            while pos < 81 and grid[pos // 9][pos % 9]:
                pos += 1
            if pos == 81:
                return True
            r, c = divmod(pos, 9)
            for d in range(1, 10):
                if ok(r, c, d):
                    grid[r][c] = d
                    if solve(pos + 1):
                        return True
            grid[r][c] = 0
            return False

        solve(0)
        for r in range(9):
            for c in range(9):
                board[r][c] = str(grid[r][c])
