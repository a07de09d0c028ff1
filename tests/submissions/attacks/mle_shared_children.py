# Hiding memory on n = 4: SHARED_MB of shared anonymous memory whose pages only short-lived children touch (the parent never has them resident), beside OWN_MB the parent holds itself. Together they pass the 256 MB limit; the run's control group counts both: Memory Limit Exceeded.
import mmap
import os

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
SHARED_MB = 190
OWN_MB = 80
CHILDREN = 5
_held = []


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            _held.append(b"\x01" * (OWN_MB << 20))
            shared = mmap.mmap(-1, SHARED_MB << 20, flags=mmap.MAP_SHARED)
            _held.append(shared)
            share = (SHARED_MB << 20) // CHILDREN
            pids = []
            for child in range(CHILDREN):
                pid = os.fork()
                if pid == 0:
                    for offset in range(child * share, (child + 1) * share, 4096):
                        shared[offset] = 1
                    os._exit(0)
                pids.append(pid)
            for pid in pids:
                os.waitpid(pid, 0)
        return ANSWERS[n - 1]
