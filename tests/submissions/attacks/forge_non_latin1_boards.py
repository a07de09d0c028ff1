# Forging a packed answer with characters outside Latin-1 on n = 4, written straight into the result channel: the judge must not fall over (a report, no traceback, never Accepted).
import os
import sys

ANSWERS = {1: [["Q"]], 2: [], 3: []}


def solve(n):
    boards, columns = [], []

    def place(row):
        if row == n:
            boards.append(["." * c + "Q" + "." * (n - c - 1) for c in columns])
            return
        for column in range(n):
            if all(column != c and abs(column - c) != row - r for r, c in enumerate(columns)):
                columns.append(column)
                place(row + 1)
                columns.pop()

    place(0)
    return boards


class Solution:
    def solveNQueens(self, n):
        if n == 4:
            result_fd = int(sys.argv[2]) if len(sys.argv) > 2 else 4
            frame = '{"case":3,"event":"result","value":{"$type":"boards","size":4,"columns":"\u4e00\u4e01\u4e02\u4e03\u0100\u0101\u0102\u0103"}}\n'
            try:
                os.write(result_fd, frame.encode("utf-8"))
            except OSError:
                pass
            return [["\u4e00" * 4] * 4]
        return solve(n)
