# A list nested 200 000 levels deep returned for 51 on n = 4: Wrong Answer (no stack overflow while encoding it).


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
            nested = [".Q..", "...Q", "Q...", "..Q."]
            for _ in range(200_000):
                nested = [nested]
            return nested
        return solve(n)
