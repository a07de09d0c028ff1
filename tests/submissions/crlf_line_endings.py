# 52 saved with CRLF line endings: Accepted.
class Solution:
    def totalNQueens(self, n):
        def place(row, cols, down, up):
            if row == n:
                return 1
            total = 0
            for c in range(n):
                if c not in cols and row - c not in down and row + c not in up:
                    total += place(row + 1, cols | {c}, down | {row - c}, up | {row + c})
            return total

        return place(0, set(), set(), set())
