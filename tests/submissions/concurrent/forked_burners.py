# 52, judged beside other runs: on n = 4 two forked children burn 0.6 s of CPU each while the parent waits for them (1.2 s in all, over the 1 s limit): Time Limit Exceeded, charged to this run only.
import os
import time

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            pids = []
            for _ in range(2):
                pid = os.fork()
                if pid == 0:
                    try:
                        end = time.process_time() + 0.6
                        while time.process_time() < end:
                            pass
                    finally:
                        os._exit(0)
                pids.append(pid)
            for pid in pids:
                os.waitpid(pid, 0)
        return ANSWERS[n - 1]
