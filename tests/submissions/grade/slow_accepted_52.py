# 52 that answers right after sleeping 0.15 s on every case (1.35 s for the 9 cases, far under the wall-clock backstop): Accepted, slowly, so a grading run can be stopped midway.
import time

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        time.sleep(0.15)
        return ANSWERS[n - 1]
