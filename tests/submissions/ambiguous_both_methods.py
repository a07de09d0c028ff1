# Defines both solveNQueens and totalNQueens: without --problem it is ambiguous (exit 2); with --problem 52 Accepted.


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
        return boards

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
