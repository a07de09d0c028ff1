# 51 written as a generator (yield) instead of returning a list: Wrong Answer on every case, hint "a generator, not a list".
class Solution:
    def solveNQueens(self, n):
        def place(row, columns):
            if row == n:
                yield ["." * c + "Q" + "." * (n - c - 1) for c in columns]
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    yield from place(row + 1, columns + [c])

        yield from place(0, [])
