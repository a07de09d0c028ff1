# 51 that keeps its list of boards on the class, so boards pile up from case to case: Wrong Answer on case 2 (n = 2
# returns n = 1's board), hint "running total of the expected answers".
class Solution:
    boards = []

    def solveNQueens(self, n):
        columns = []

        def place(row):
            if row == n:
                self.boards.append(["." * c + "Q" + "." * (n - c - 1) for c in columns])
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
        return self.boards
