# 52 that counts into a variable and forgets to return it: Wrong Answer on case 1, hint "a `return` missing".
class Solution:
    def totalNQueens(self, n):
        count = 0
        columns = []

        def place(row):
            nonlocal count
            if row == n:
                count += 1
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    columns.append(c)
                    place(row + 1)
                    columns.pop()

        place(0)
