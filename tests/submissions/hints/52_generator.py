# 52 written as a generator (one yield per placement) where an int is declared: Wrong Answer on every
# case, hint "the answer is a generator: return the count as an int" (a generator is a list only
# where the declaration has one; LeetCode cannot serialize it as an integer).
class Solution:
    def totalNQueens(self, n):
        def place(row, columns):
            if row == n:
                yield 1
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    yield from place(row + 1, columns + [c])

        return place(0, [])
