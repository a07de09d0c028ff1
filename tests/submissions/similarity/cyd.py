"""N-Queens (LeetCode 51): backtracking row by row with hash sets.

The occupied columns, the occupied row + col values and the occupied row - col values live
in three sets, so no index needs shifting; membership tests and updates are O(1) on
average. The queens' columns are kept on a stack and turned into strings at each leaf.

Cost: O(n!) time for the search plus O(n^2) per board drawn; O(n) space besides the output.
"""

from typing import List, Set


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards: List[List[str]] = []
        queens: List[int] = []  # column of the queen on each row placed so far
        cols: Set[int] = set()
        sums: Set[int] = set()  # row + col of every queen
        diffs: Set[int] = set()  # row - col of every queen

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - 1 - col) for col in queens])
                return
            for col in range(n):
                if col in cols or row + col in sums or row - col in diffs:
                    continue
                queens.append(col)
                cols.add(col)
                sums.add(row + col)
                diffs.add(row - col)
                place(row + 1)
                queens.pop()
                cols.remove(col)
                sums.remove(row + col)
                diffs.remove(row - col)

        place(0)
        return boards
