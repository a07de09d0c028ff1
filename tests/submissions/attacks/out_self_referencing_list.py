# A list that contains itself returned for 51 on n = 4: Wrong Answer (never a hang or a crash of the judge).


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
            loop = []
            loop.append(loop)
            board = [".Q..", "...Q", "Q...", "..Q."]
            board.append(board)
            return [loop, board]
        return solve(n)
