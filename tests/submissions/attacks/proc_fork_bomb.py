# A fork bomb on n = 4 (every process forks without end; only inside the bubblewrap sandbox, bounded by its process cap): a verdict quickly, Time Limit Exceeded or Runtime Error, nothing left behind.
import ctypes
import os

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
MARKER = "jem-00000000"  # the test replaces this with a unique marker to find survivors by name


def inside_sandbox():
    # Safety: never run the bomb outside the bubblewrap PID namespace (whose pid 1 is bwrap), nor as root.
    try:
        with open("/proc/1/comm") as comm:
            return comm.read().strip() == "bwrap" and os.getuid() != 0
    except OSError:
        return False


def take_marker_name():
    try:
        ctypes.CDLL(None).prctl(15, MARKER.encode(), 0, 0, 0)  # PR_SET_NAME: shows in /proc/PID/comm
    except Exception:
        pass


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            if not inside_sandbox():
                print("not inside the bubblewrap sandbox: no bomb", flush=True)
                return -1
            while True:
                try:
                    if os.fork() == 0:
                        take_marker_name()
                except OSError:
                    pass
        return ANSWERS[n - 1]
