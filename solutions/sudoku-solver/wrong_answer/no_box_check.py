"""Sudoku Solver (LeetCode 37), WRONG ANSWER: the 3 x 3 boxes are never checked.

Idea: backtracking in reading order with sets of the digits used per row and per column.
Bug: the third rule (each 3 x 3 box holds 1-9 once) is missing, so the search stops at the
first grid whose rows and columns are fine, and its boxes usually repeat digits.

Cost: exponential in the worst case, fast in practice (fewer constraints); O(81) memory.
"""

from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        rows = [set() for _ in range(9)]
        cols = [set() for _ in range(9)]
        empty = []
        for r in range(9):
            for c in range(9):
                if board[r][c] == ".":
                    empty.append((r, c))
                else:
                    rows[r].add(board[r][c])
                    cols[c].add(board[r][c])

        def fill(i: int) -> bool:
            if i == len(empty):
                return True
            r, c = empty[i]
            for ch in "123456789":
                if ch in rows[r] or ch in cols[c]:
                    continue
                board[r][c] = ch
                rows[r].add(ch)
                cols[c].add(ch)
                if fill(i + 1):
                    return True
                rows[r].remove(ch)
                cols[c].remove(ch)
            board[r][c] = "."
            return False

        fill(0)
