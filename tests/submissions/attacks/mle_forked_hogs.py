# Escaping the memory limit on n = 4 with 3 forked children that each hold 150 MB at the same time (450 MB in all, limit 256 MB) while the parent stays small: must be Memory Limit Exceeded.
import os

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
CHILDREN = 3
EACH_MB = 150


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            ready_read, ready_write = os.pipe()
            go_read, go_write = os.pipe()
            pids = []
            for _ in range(CHILDREN):
                pid = os.fork()
                if pid == 0:
                    try:
                        os.close(go_write)
                        block = b"\x01" * (EACH_MB << 20)  # written, so resident
                        os.write(ready_write, b"1")
                        os.read(go_read, 1)  # hold it until every child holds its share
                        os._exit(block[-1] - 1)
                    finally:
                        os._exit(2)
                pids.append(pid)
            for _ in range(CHILDREN):
                os.read(ready_read, 1)
            resident = CHILDREN * EACH_MB
            os.close(go_write)
            codes = [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
            print(f"children held {resident} MB at once; exit codes {codes}", flush=True)
        return ANSWERS[n - 1]
