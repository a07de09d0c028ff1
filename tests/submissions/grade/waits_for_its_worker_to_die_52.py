# 52 that, on n = 4, leaves a note in its scratch folder naming the process judging it (its parent) and then
# waits: tests/test_grade.py SIGKILLs that worker when it finds the note (a worker dying under a submission,
# as when the machine runs out of memory). The submission cannot do it itself: the sandbox keeps it from
# signalling processes outside it. Without the test, the wait ends and the answer is right.
import os
import time

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            with open("kill-my-worker", "w") as note:
                note.write(str(os.getppid()))
            time.sleep(8)
        return ANSWERS[n - 1]
