# Crashing the interpreter with a NULL read (ctypes.string_at(0)) on n = 4: Runtime Error naming SIGSEGV.
import ctypes

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            ctypes.string_at(0)
        return ANSWERS[n - 1]
