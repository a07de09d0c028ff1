# A lone surrogate in the returned boards on n = 4 (text no file or terminal can hold): the judge must report it like any wrong row, and keep its JSON valid.
def solve(n):
    boards, columns = [], []

    def place(row):
        if row == n:
            boards.append(["." * c + "Q" + "." * (n - c - 1) for c in columns])
            return
        for column in range(n):
            if all(column != c and abs(column - c) != row - r for r, c in enumerate(columns)):
                columns.append(column)
                place(row + 1)
                columns.pop()

    place(0)
    return boards


class Solution:
    def solveNQueens(self, n):
        if n == 4:
            return [["\ud800" + "." * (n - 1)] * n, ["\x1b[2J\x00\u202e" + "." * (n - 3)] * n]
        return solve(n)
