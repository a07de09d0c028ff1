# 51 that returns a map object (an iterator) over its boards: Wrong Answer on every case, hint "not a list".
class Solution:
    def solveNQueens(self, n):
        placements, columns = [], []

        def place(row):
            if row == n:
                placements.append(list(columns))
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
        return map(lambda cs: ["." * c + "Q" + "." * (n - c - 1) for c in cs], placements)
