"""Sudoku Solver (LeetCode 37), TIME LIMIT EXCEEDED: every digit in every empty cell, checked once the board is full.

Idea: recursion over the empty cells that puts each of 1-9 in the current cell and moves on,
and only when every cell holds a digit checks whether all rows, columns and boxes are valid.
It would find the solution eventually, but nothing is pruned: with k empty cells it may try
9^k boards (k = 50 gives about 5 * 10^47), and even a puzzle with a full row empty needs up
to 9^9 = 387 million complete boards.

Cost: O(9^k * 81) time for k empty cells; O(k) recursion depth.
"""

from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        empty = [(r, c) for r in range(9) for c in range(9) if board[r][c] == "."]

        def valid() -> bool:
            for i in range(9):
                row = board[i]
                col = [board[r][i] for r in range(9)]
                box = [board[i // 3 * 3 + k // 3][i % 3 * 3 + k % 3] for k in range(9)]
                if len(set(row)) != 9 or len(set(col)) != 9 or len(set(box)) != 9:
                    return False
            return True

        def fill(i: int) -> bool:
            if i == len(empty):
                return valid()
            r, c = empty[i]
            for ch in "123456789":
                board[r][c] = ch
                if fill(i + 1):
                    return True
            board[r][c] = "."
            return False

        fill(0)
