# 51 whose boards are one square too wide and too tall (n + 1): Wrong Answer on case 1, hint "(n + 1) x (n + 1)".
class Solution:
    def solveNQueens(self, n):
        boards, columns = [], []

        def place(row):
            if row == n:
                rows = ["." * c + "Q" + "." * (n - c) for c in columns]
                boards.append(rows + ["." * (n + 1)])
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
        return boards
