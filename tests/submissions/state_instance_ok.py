# 52 keeping its counter on self, set in __init__: fine with a fresh Solution() per case: Accepted.


class Solution:
    def __init__(self):
        self.count = 0

    def totalNQueens(self, n):
        def place(row, cols, down, up):
            if row == n:
                self.count += 1
                return
            for c in range(n):
                if c not in cols and row - c not in down and row + c not in up:
                    place(row + 1, cols | {c}, down | {row - c}, up | {row + c})

        place(0, set(), set(), set())
        return self.count
