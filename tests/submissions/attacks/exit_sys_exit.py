# sys.exit(0) on n = 4: Runtime Error (a clean exit is not an answer).
import sys

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            sys.exit(0)
        return ANSWERS[n - 1]
