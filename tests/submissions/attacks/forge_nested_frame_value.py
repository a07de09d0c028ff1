# A well-framed result whose value is a list nested 600 deep (json.loads accepts it; the harness never sends deeper than 32) in the result channel on n = 4: Wrong Answer or Runtime Error, and the judge must still print its report.
import os
import sys

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
DEPTH = 600


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            payload = b'{"event":"result","value":' + b"[" * DEPTH + b"]" * DEPTH + b"}"
            os.write(int(sys.argv[2]), str(len(payload)).encode() + b"\n" + payload)
            return -1
        return ANSWERS[n - 1]
