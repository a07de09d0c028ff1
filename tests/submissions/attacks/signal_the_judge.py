# Signalling the judge and init on n = 4 (signal 0: the permission check, harmless either way) from the process-level fallback: both must be refused (Landlock's signal scope); Accepted when refused, Wrong Answer when allowed.
import os

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            allowed = []
            for pid in (os.getppid(), 1):
                try:
                    os.kill(pid, 0)
                    allowed.append(pid)
                except OSError as error:
                    print(f"signal to {pid}: refused ({error})")
            print(f"{len(allowed)} signals allowed", flush=True)
            if allowed:
                return -1
        return ANSWERS[n - 1]
