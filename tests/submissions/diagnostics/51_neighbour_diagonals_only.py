# 51 that checks diagonals only between neighbouring rows: n <= 4 pass, Wrong Answer on case 5 with 4 invalid boards
# ("share a diagonal"; the text shows 3 and "and 1 more invalid"), 4/9.
class Solution:
    def solveNQueens(self, n):
        boards, columns = [], []

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in columns])
                return
            for c in range(n):
                if c not in columns and (not columns or abs(columns[-1] - c) != 1):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
        return boards
