# Killing itself with SIGKILL on n = 4: Runtime Error naming SIGKILL.
import os
import signal

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            os.kill(os.getpid(), signal.SIGKILL)
        return ANSWERS[n - 1]
