# 51 that prints ~20 KB of debug output per case but answers right: Accepted; the output shows (truncated)
# in the JSON cases[*].stdout and never on the judge's own stdout.
import sys


class Solution:
    def solveNQueens(self, n):
        for i in range(200):
            print(f"DEBUG n={n} line {i}: " + "x" * 80)
        print(f"DEBUG-STDERR n={n}", file=sys.stderr)
        boards = []

        def place(cols):
            row = len(cols)
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in cols])
                return
            for c in range(n):
                if all(c != cc and abs(c - cc) != row - r for r, cc in enumerate(cols)):
                    place(cols + [c])

        place([])
        return boards
