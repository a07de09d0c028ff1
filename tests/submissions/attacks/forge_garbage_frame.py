# Writing garbage (not a line of JSON) into the judge's result channel on n = 4: Runtime Error; the judge itself does not crash.
import os
import sys

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            os.write(int(sys.argv[2]), b"\xff\xfe garbage without a header " * 10)
        return ANSWERS[n - 1]
