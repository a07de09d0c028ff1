# 51 that marks empty squares '#' (as some textbooks do): Wrong Answer on case 4 (n = 1 has no empty square), hint "empty squares are marked '#'".
class Solution:
    def solveNQueens(self, n):
        boards, columns = [], []

        def place(row):
            if row == n:
                boards.append(["#" * c + "Q" + "#" * (n - c - 1) for c in columns])
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
        return boards
