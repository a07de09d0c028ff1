# 52 that counts one placement too few from n = 7 on: Wrong Answer on case 7 (expected 40, got 39), 6/9 passed.


class Solution:
    def totalNQueens(self, n: int) -> int:
        def place(row, cols, down, up):
            if row == n:
                return 1
            return sum(
                place(row + 1, cols | {c}, down | {row - c}, up | {row + c})
                for c in range(n)
                if c not in cols and row - c not in down and row + c not in up
            )

        count = place(0, frozenset(), frozenset(), frozenset())
        return count - 1 if n >= 7 else count
