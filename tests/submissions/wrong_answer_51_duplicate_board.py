# 51 that lists its first board twice: Wrong Answer on case 1 ("1 duplicated board"); n = 2, 3 (no boards) pass: 2/9.


class Solution:
    def solveNQueens(self, n):
        boards = []

        def place(cols):
            row = len(cols)
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in cols])
                return
            for c in range(n):
                if all(c != cc and abs(c - cc) != row - r for r, cc in enumerate(cols)):
                    place(cols + [c])

        place([])
        return boards + boards[:1]
