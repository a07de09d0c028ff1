# Escaping the time limit on n = 4 by forking 2 children that each burn 0.3 s of CPU (1.5x the 400 ms limit in all) while the parent sleeps in waitpid: must be Time Limit Exceeded.
import os
import time

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
CHILDREN = 2
BURN_SECONDS = 0.3  # each, on the child's own CPU clock


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            pids = []
            for _ in range(CHILDREN):
                pid = os.fork()
                if pid == 0:
                    try:
                        end = time.process_time() + BURN_SECONDS
                        while time.process_time() < end:
                            pass
                    finally:
                        os._exit(0)
                pids.append(pid)
            for pid in pids:
                os.waitpid(pid, 0)
            print(f"the parent waited while {CHILDREN} children used {CHILDREN * BURN_SECONDS:.1f} s of CPU", flush=True)
        return ANSWERS[n - 1]
