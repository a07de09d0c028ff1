"""N-Queens II (LeetCode 52), RUNTIME ERROR: arrays sized for boards up to 8 x 8.

Idea: backtracking row by row with a column array and two diagonal arrays (row + col and
row - col + n - 1), counting the full boards. Bug: the arrays have the fixed sizes 8 and
15 of a chessboard instead of n and 2n - 1, so every answer up to n = 8 is right but
n = 9 reads cols[8] and raises IndexError.

Cost: O(n!) time; O(1) space for the arrays, O(n) for the recursion.
"""

from typing import List


class Solution:
    def totalNQueens(self, n: int) -> int:
        cols: List[bool] = [False] * 8
        sums: List[bool] = [False] * 15  # row + col
        diffs: List[bool] = [False] * 15  # row - col + n - 1

        def count(row: int) -> int:
            if row == n:
                return 1
            total = 0
            for col in range(n):
                s, d = row + col, row - col + n - 1
                if cols[col] or sums[s] or diffs[d]:
                    continue
                cols[col] = sums[s] = diffs[d] = True
                total += count(row + 1)
                cols[col] = sums[s] = diffs[d] = False
            return total

        return count(0)
