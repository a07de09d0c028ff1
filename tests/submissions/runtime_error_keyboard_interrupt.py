# 52 that raises KeyboardInterrupt on n = 4: Runtime Error on case 4 (KeyboardInterrupt), the rest pass: 8/9.
ANSWERS = [0, 1, 0, 0, 2, 10, 4, 40, 92, 352]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            raise KeyboardInterrupt
        return ANSWERS[n]
