# 51 that sorts the rows inside each board (row order matters): Wrong Answer on case 4 ("invalid"); n = 1, 2, 3 pass: 3/9.


class Solution:
    def solveNQueens(self, n):
        boards = []

        def place(cols):
            row = len(cols)
            if row == n:
                boards.append(sorted("." * c + "Q" + "." * (n - c - 1) for c in cols))
                return
            for c in range(n):
                if all(c != cc and abs(c - cc) != row - r for r, cc in enumerate(cols)):
                    place(cols + [c])

        place([])
        return boards
