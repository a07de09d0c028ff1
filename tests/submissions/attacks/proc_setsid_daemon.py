# A daemon on n = 4: double fork with setsid, the grandchild execs `python3 -c "...sleep(60)  # MARKER"`; the answers are right: Accepted, and no daemon may outlive the run.
import os
import sys

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
MARKER = "jem-00000000"  # the test replaces this with a unique marker to find survivors


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            pid = os.fork()
            if pid == 0:
                try:
                    os.setsid()
                    if os.fork() == 0:
                        devnull = os.open(os.devnull, os.O_RDWR)
                        for fd in (0, 1, 2):
                            os.dup2(devnull, fd)
                        os.execv(sys.executable, [sys.executable, "-c", f"import time; time.sleep(60)  # {MARKER}"])
                finally:
                    os._exit(0)
            os.waitpid(pid, 0)
            print("daemon started", flush=True)
        return ANSWERS[n - 1]
