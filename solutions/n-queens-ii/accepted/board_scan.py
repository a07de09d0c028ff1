"""N-Queens II (LeetCode 52): backtracking on the board, scanning for attacks, counting.

The same search as 51's board scan: a grid of booleans, and before each placement a walk up
the column and both diagonals. Only the count is kept, so nothing is built at the leaves.

Cost: O(n!) placements tried, each checked in O(n); O(n^2) space for the grid.
"""


class Solution:
    def totalNQueens(self, n: int) -> int:
        queens = [[False] * n for _ in range(n)]

        def safe(row: int, col: int) -> bool:
            for above in range(row):
                shift = row - above
                if queens[above][col]:
                    return False
                if col - shift >= 0 and queens[above][col - shift]:
                    return False
                if col + shift < n and queens[above][col + shift]:
                    return False
            return True

        def count(row: int) -> int:
            if row == n:
                return 1
            total = 0
            for col in range(n):
                if safe(row, col):
                    queens[row][col] = True
                    total += count(row + 1)
                    queens[row][col] = False
            return total

        return count(0)
