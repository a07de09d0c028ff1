# Reading what the fallback keeps out of reach on n = 4 (/etc/shadow, a root-only folder, and the paths the test names: the checkout, the home): every read must fail; Accepted when all failed, Wrong Answer when one succeeded.
import os

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
PATHS = []  # the test names more paths here


def read(path):
    if os.path.isdir(path):
        return os.listdir(path)
    with open(path, "rb") as handle:
        return handle.read(16)


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            succeeded = []
            for path in ["/etc/shadow", "/root", *PATHS]:
                try:
                    read(path)
                except OSError as error:
                    print(f"{path}: blocked ({type(error).__name__})")
                else:
                    succeeded.append(path)
                    print(f"{path}: READ")
            print(f"{len(succeeded)} reads succeeded", flush=True)
            if succeeded:
                return -1
        return ANSWERS[n - 1]
