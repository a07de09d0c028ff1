# A NULL read (SIGSEGV) on n = 4 while a forked child holding 200 MB sleeps (it keeps the sandbox busy after the crash): Runtime Error naming SIGSEGV, and the child must not outlive the run.
import ctypes
import os
import time

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
MARKER = "jem-00000000"  # the test replaces this with a unique marker to find survivors by name


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            ready_read, ready_write = os.pipe()
            if os.fork() == 0:
                try:
                    ctypes.CDLL(None).prctl(15, MARKER.encode(), 0, 0, 0)  # PR_SET_NAME: shows in /proc/PID/comm
                    os.closerange(0, ready_write)  # keep none of the judge's pipes open
                    os.closerange(ready_write + 1, 4096)
                    block = b"\x01" * (200 << 20)
                    os.write(ready_write, b"1")
                    time.sleep(30 + len(block) % 2)
                finally:
                    os._exit(0)
            os.read(ready_read, 1)
            ctypes.string_at(0)
        return ANSWERS[n - 1]
