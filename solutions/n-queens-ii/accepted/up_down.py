"""N-Queens II (LeetCode 52): counting with a column array and `up` / `down` diagonal arrays.

The layout of the classic write-up: `up` (size 2n) is indexed by row + col, `down` (size
3n) by row - col + 2n, which is always positive, and `cols` (size n) by the column. The
search goes row by row and adds 1 whenever all n rows are filled; no board is ever drawn.

Cost: O(n!) time; O(n) space for the arrays and the recursion.
"""

from typing import List


class Solution:
    def totalNQueens(self, n: int) -> int:
        cols: List[bool] = [False] * n
        up: List[bool] = [False] * (2 * n)  # row + col
        down: List[bool] = [False] * (3 * n)  # row - col + 2n

        def count(row: int) -> int:
            if row == n:
                return 1
            total = 0
            for col in range(n):
                u, d = row + col, row - col + 2 * n
                if cols[col] or up[u] or down[d]:
                    continue
                cols[col] = up[u] = down[d] = True
                total += count(row + 1)
                cols[col] = up[u] = down[d] = False
            return total

        return count(0)
