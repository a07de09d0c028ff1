# 51 that places queens on rows 0 .. n - 2 only and leaves the last row empty: Wrong Answer on case 1
# ("row 0 has no queen" for n = 1, "row 3 has no queen" for n = 4), 0/9 passed except where no board exists.
class Solution:
    def solveNQueens(self, n):
        boards, columns = [], []

        def place(row):
            if row == n - 1:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in columns] + ["." * n])
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
        return boards
