# 52 that sleeps (uses no CPU) on n = 5: Time Limit Exceeded on case 5 by the wall-clock backstop, 8/9.
import time

ANSWERS = [0, 1, 0, 0, 2, 10, 4, 40, 92, 352]


class Solution:
    def totalNQueens(self, n):
        if n == 5:
            time.sleep(60)
        return ANSWERS[n]
