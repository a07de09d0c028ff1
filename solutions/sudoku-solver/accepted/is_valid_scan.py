"""Sudoku Solver (LeetCode 37), ACCEPTED: backtracking that scans the row, column and box for each try.

Idea: the most common first solution: find the next '.', and for each digit check the 9 cells
of its row, the 9 of its column and the 9 of its box directly on the board before placing
it; recurse; put '.' back when no digit works. No extra structures at all.

Cost: exponential in the worst case; each try costs 27 cell reads; O(1) extra memory plus
the recursion.
"""

from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def ok(r: int, c: int, ch: str) -> bool:
            br, bc = r - r % 3, c - c % 3
            for i in range(9):
                if board[r][i] == ch or board[i][c] == ch:
                    return False
                if board[br + i // 3][bc + i % 3] == ch:
                    return False
            return True

        def solve() -> bool:
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        for ch in "123456789":
                            if ok(r, c, ch):
                                board[r][c] = ch
                                if solve():
                                    return True
                                board[r][c] = "."
                        return False
            return True

        solve()
