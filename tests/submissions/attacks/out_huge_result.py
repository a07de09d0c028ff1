# A huge return value for 51 on n = 4 (boards with 100 000-character rows, far over the 32 MB result limit): Output Limit Exceeded.


def solve(n):
    boards, columns = [], []

    def place(row):
        if row == n:
            boards.append(["." * c + "Q" + "." * (n - c - 1) for c in columns])
            return
        for c in range(n):
            if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                columns.append(c)
                place(row + 1)
                columns.pop()

    place(0)
    return boards


class Solution:
    def solveNQueens(self, n):
        if n == 4:
            row = "Q" * 100_000
            return [[row] * 4] * 10_000
        return solve(n)
