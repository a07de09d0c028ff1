# Hiding memory on n = 4: MEGABYTES held in memfd files, which no process maps (so no resident size shows it). The run's control group counts them: Memory Limit Exceeded.
import os

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
MEGABYTES = 600
_held = []


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            chunk = b"\x01" * (1 << 20)
            for index in range(MEGABYTES // 15):  # files of 15 MB: under the file-size limit
                fd = os.memfd_create(f"jem-00000000-{index}")
                for _ in range(15):
                    os.write(fd, chunk)
                _held.append(fd)
        return ANSWERS[n - 1]
