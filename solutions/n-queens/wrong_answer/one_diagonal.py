"""N-Queens (LeetCode 51), WRONG ANSWER: only one of the two diagonals is checked.

Idea: backtracking row by row with sets of the occupied columns and diagonals.
Bug: only the row + col diagonals are tracked, never the row - col ones, so queens
that attack each other along the other direction are accepted. n = 1 passes; n = 2
already returns a board with two queens on the main diagonal.

Cost: O(n!) time; O(n) space besides the output.
"""

from typing import List, Set


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards: List[List[str]] = []
        queens: List[int] = []
        cols: Set[int] = set()
        sums: Set[int] = set()  # row + col of every queen; row - col is forgotten

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - 1 - col) for col in queens])
                return
            for col in range(n):
                if col in cols or row + col in sums:
                    continue
                queens.append(col)
                cols.add(col)
                sums.add(row + col)
                place(row + 1)
                queens.pop()
                cols.remove(col)
                sums.remove(row + col)

        place(0)
        return boards
