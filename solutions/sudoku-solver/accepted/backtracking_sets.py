"""Sudoku Solver (LeetCode 37), ACCEPTED: the textbook backtracking over the cells in reading order.

Idea: sets of the digits used in each row, column and 3 x 3 box (box index
(r // 3) * 3 + c // 3). Walk the empty cells from top-left to bottom-right, try each digit
that none of the three sets holds, recurse, and undo on the way back. The board is changed
in place and keeps the solution once the last cell is filled.

Cost: exponential in the worst case (9^empty), in practice up to about a million tries for
puzzles with few givens; O(81) memory.
"""

from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        rows = [set() for _ in range(9)]
        cols = [set() for _ in range(9)]
        boxes = [set() for _ in range(9)]
        empty = []
        for r in range(9):
            for c in range(9):
                ch = board[r][c]
                if ch == ".":
                    empty.append((r, c))
                else:
                    rows[r].add(ch)
                    cols[c].add(ch)
                    boxes[(r // 3) * 3 + c // 3].add(ch)

        def fill(i: int) -> bool:
            if i == len(empty):
                return True
            r, c = empty[i]
            b = (r // 3) * 3 + c // 3
            for ch in "123456789":
                if ch in rows[r] or ch in cols[c] or ch in boxes[b]:
                    continue
                board[r][c] = ch
                rows[r].add(ch)
                cols[c].add(ch)
                boxes[b].add(ch)
                if fill(i + 1):
                    return True
                rows[r].remove(ch)
                cols[c].remove(ch)
                boxes[b].remove(ch)
            board[r][c] = "."
            return False

        fill(0)
