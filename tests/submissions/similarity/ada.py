"""N-Queens (LeetCode 51): backtracking row by row with three boolean arrays.

Each row gets exactly one queen. One array marks the columns in use; two arrays of length
2n - 1 mark the diagonals in use: squares on one diagonal direction share row + col, squares
on the other share row - col, shifted by n - 1 so that it indexes from 0. Checking and
marking a square are O(1).

Cost: O(n!) time for the search plus O(n^2) per board drawn; O(n) space besides the output.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards: List[List[str]] = []
        queens = [0] * n  # queens[row] is the column of that row's queen
        col_used = [False] * n
        sum_used = [False] * (2 * n - 1)  # indexed by row + col
        diff_used = [False] * (2 * n - 1)  # indexed by row - col + n - 1

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - 1 - col) for col in queens])
                return
            for col in range(n):
                s, d = row + col, row - col + n - 1
                if col_used[col] or sum_used[s] or diff_used[d]:
                    continue
                queens[row] = col
                col_used[col] = sum_used[s] = diff_used[d] = True
                place(row + 1)
                col_used[col] = sum_used[s] = diff_used[d] = False

        place(0)
        return boards
