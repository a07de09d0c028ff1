# A well-framed but 200 000-deep nested JSON array in the judge's result channel on n = 4 (the judge's json.loads must not crash): Runtime Error.
import os
import sys

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            payload = b'{"event":"result","value":' + b"[" * 200_000 + b"]" * 200_000 + b"}"
            os.write(int(sys.argv[2]), str(len(payload)).encode() + b"\n" + payload)
            return -1
        return ANSWERS[n - 1]
