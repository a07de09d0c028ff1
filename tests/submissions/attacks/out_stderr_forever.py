# Output without end on n = 4, written with os.write straight to fd 2 (no buffering, no print): Output Limit Exceeded.
import os

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            chunk = b"spam " * 13107 + b"\n"
            while True:
                os.write(2, chunk)
        return ANSWERS[n - 1]
