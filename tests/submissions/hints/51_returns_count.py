# 51 that returns how many boards there are (problem 52's answer): Wrong Answer on case 1, hint "not a count".
class Solution:
    def solveNQueens(self, n):
        def count(row, columns):
            if row == n:
                return 1
            return sum(
                count(row + 1, columns + [c])
                for c in range(n)
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns))
            )

        return count(0, [])
