# 51 that checks the diagonals but forgets the columns: Wrong Answer on case 2 (n = 2: "share a column"), 1/9
# (n = 9 has so many column-sharing placements that it runs into the time limit).
class Solution:
    def solveNQueens(self, n):
        boards, columns = [], []

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in columns])
                return
            for c in range(n):
                if all(abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
        return boards
