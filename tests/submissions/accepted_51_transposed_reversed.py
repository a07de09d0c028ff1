# 51 building every board transposed and returning the boards in reverse order (same set, other order): Accepted.


class Solution:
    def solveNQueens(self, n):
        boards = []

        def place(cols):
            row = len(cols)
            if row == n:
                grid = [["Q" if cols[r] == c else "." for c in range(n)] for r in range(n)]
                boards.append(["".join(grid[r][c] for r in range(n)) for c in range(n)])  # column c as row c
                return
            for c in range(n):
                if all(c != cc and abs(c - cc) != row - r for r, cc in enumerate(cols)):
                    place(cols + [c])

        place([])
        return boards[::-1]
