# 51 that returns ~100 MB of text for n = 5 (one long row shared by every board, so little memory):
# Output Limit Exceeded on case 5, the rest pass: 8/9.


class Solution:
    def solveNQueens(self, n):
        if n == 5:
            board = ["." * 1000] * 1000  # 1 MB per board, the same str object over and over
            return [board] * 100
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
