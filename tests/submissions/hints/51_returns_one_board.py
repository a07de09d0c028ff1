# 51 that returns only the first board it finds, as a flat list of rows: Wrong Answer on case 1, hint "one board".
class Solution:
    def solveNQueens(self, n):
        columns = []

        def place(row):
            if row == n:
                return ["." * c + "Q" + "." * (n - c - 1) for c in columns]
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    found = place(row + 1)
                    columns.pop()
                    if found:
                        return found
            return []

        return place(0)
