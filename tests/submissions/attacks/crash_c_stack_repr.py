# Overflowing the C stack on n = 4: recursion limit 10**7 and a __repr__ that calls repr(self): Runtime Error (stack overflow or RecursionError).
import sys

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Loop:
    def __repr__(self):
        return "Loop(" + repr(self) + ")"


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            sys.setrecursionlimit(10**7)
            return len(repr(Loop()))
        return ANSWERS[n - 1]
