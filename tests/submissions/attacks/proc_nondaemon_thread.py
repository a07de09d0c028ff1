# A non-daemon thread that never ends (sleeps for an hour), started on n = 4; the answers are right: Accepted, and the run still ends promptly.
import threading
import time

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            threading.Thread(target=time.sleep, args=(3600,), daemon=False).start()
        return ANSWERS[n - 1]
