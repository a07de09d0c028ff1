# expect stdout: "n = {n}\nno newline"
# expect stderr: "err {n}"
import sys


class Solution:
    def totalNQueens(self, n: int) -> int:
        print("n =", n)
        print("no newline", end="")
        sys.stderr.write(f"err {n}")
        return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]
