# os.abort() on n = 4 (SIGABRT, no core file): Runtime Error naming SIGABRT.
import os

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            os.abort()
        return ANSWERS[n - 1]
