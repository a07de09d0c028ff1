# 52 that returns the boards (problem 51's answer) instead of their number: Wrong Answer on case 1, hint "len(boards)".
class Solution:
    def totalNQueens(self, n):
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
