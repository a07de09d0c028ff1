import sys


class Solution:
    def echoCase(self, n: int) -> int:
        if n % 3 != 0:
            if n % 6 == 4:
                print(f"out {n}", end="")
            else:
                print(f"out {n}")
            print(f"err {n}", file=sys.stderr)
        return n + 1
