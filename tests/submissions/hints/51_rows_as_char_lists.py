# 51 that returns each row as a list of characters instead of one str: Wrong Answer on case 1, hint "''.join(row)".
class Solution:
    def solveNQueens(self, n):
        boards, grid = [], [["."] * n for _ in range(n)]
        columns = []

        def place(row):
            if row == n:
                boards.append([list(line) for line in grid])
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    grid[row][c] = "Q"
                    place(row + 1)
                    grid[row][c] = "."
                    columns.pop()

        place(0)
        return boards
