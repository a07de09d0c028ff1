# Killing the process group: os.killpg(0, SIGKILL) on n = 4 (only inside the bubblewrap sandbox): the submission kills itself, Runtime Error naming SIGKILL; the judge survives.
import os
import signal

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


def inside_sandbox():
    try:
        with open("/proc/1/comm") as comm:
            return comm.read().strip() == "bwrap" and os.getuid() != 0
    except OSError:
        return False


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            if not inside_sandbox():
                print("not inside the bubblewrap sandbox: no kill", flush=True)
                return -1
            print(f"killpg({os.getpgid(0)}) from pid {os.getpid()}", flush=True)
            os.killpg(0, signal.SIGKILL)
        return ANSWERS[n - 1]
