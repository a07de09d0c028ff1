# 51 that marks queens with a lowercase 'q': Wrong Answer on case 1, hint "queens are marked 'q'".
class Solution:
    def solveNQueens(self, n):
        boards, columns = [], []

        def place(row):
            if row == n:
                boards.append(["." * c + "q" + "." * (n - c - 1) for c in columns])
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
        return boards
