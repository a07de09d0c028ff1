# 51 that writes rows with spaces between squares (". Q . ."): Wrong Answer on case 4, hint "spaces between the squares".
class Solution:
    def solveNQueens(self, n):
        boards, columns = [], []

        def place(row):
            if row == n:
                boards.append([" ".join("." * c + "Q" + "." * (n - c - 1)) for c in columns])
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
        return boards
