# 52 whose module-level code raises while the file is loaded (line 4): Runtime Error on every case, "ValueError", 0/9.
ANSWERS = [0, 1, 0, 0, 2, 10, 4, 40, 92, 352]

raise ValueError("the table is not ready")


class Solution:
    def totalNQueens(self, n):
        return ANSWERS[n]
