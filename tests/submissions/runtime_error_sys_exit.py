# 52 that calls sys.exit(0) on n = 4: Runtime Error on case 4 (SystemExit), the rest pass: 8/9.
import sys

ANSWERS = [0, 1, 0, 0, 2, 10, 4, 40, 92, 352]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            sys.exit(0)
        return ANSWERS[n]
