# 51 whose rows are tuples of characters, not str: Wrong Answer on case 1 ("invalid board"); n = 2, 3 (no boards) pass: 2/9.


class Solution:
    def solveNQueens(self, n):
        boards = []

        def place(cols):
            row = len(cols)
            if row == n:
                boards.append([tuple("." * c + "Q" + "." * (n - c - 1)) for c in cols])
                return
            for c in range(n):
                if all(c != cc and abs(c - cc) != row - r for r, cc in enumerate(cols)):
                    place(cols + [c])

        place([])
        return boards
