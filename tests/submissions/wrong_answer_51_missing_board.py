# 51 that drops the last board whenever there are several: Wrong Answer on case 4 (n = 4, "1 missing"), 3/9 passed.


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
        return boards[:-1] if len(boards) > 1 else boards
