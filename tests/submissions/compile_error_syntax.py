# 52 with a syntax error on line 6 (unclosed bracket): Compile Error on every case, compile_error.line == 6, 0/9.


class Solution:
    def totalNQueens(self, n):
        return [n for n in range(n)
