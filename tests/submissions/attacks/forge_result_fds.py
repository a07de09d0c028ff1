# Forging result frames: writes a well-formed frame carrying the right answer into every fd 0..255, then returns a wrong answer on n = 4: never Accepted (Wrong Answer or Runtime Error).
import os

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            payload = b'{"event":"result","value":2}'
            frame = str(len(payload)).encode() + b"\n" + payload
            for fd in range(256):
                try:
                    os.write(fd, frame)
                except OSError:
                    pass
            return 3
        return ANSWERS[n - 1]
