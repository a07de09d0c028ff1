# 52 keeping its counter on the class, so it leaks from case to case as on LeetCode:
# case 1 (n = 1) is right, every later case is off: Wrong Answer on case 2 (expected 0, got 1), 1/9.


class Solution:
    found = [0]  # class level: shared by every Solution() of the run

    def totalNQueens(self, n):
        def place(row, cols, down, up):
            if row == n:
                self.found[0] += 1
                return
            for c in range(n):
                if c not in cols and row - c not in down and row + c not in up:
                    place(row + 1, cols | {c}, down | {row - c}, up | {row + c})

        place(0, set(), set(), set())
        return self.found[0]
