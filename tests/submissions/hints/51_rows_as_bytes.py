# 51 that builds its rows as bytes (b'.' * n): Wrong Answer on case 1, hint "rows are bytes".
class Solution:
    def solveNQueens(self, n):
        boards, columns = [], []

        def place(row):
            if row == n:
                boards.append([b"." * c + b"Q" + b"." * (n - c - 1) for c in columns])
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
        return boards
