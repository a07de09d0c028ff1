# An answer on n = 4 holding NaN and the infinities, forged into the result channel as JSON's non-standard tokens (a float answer computed as 0/0 reaches them too): the judge must judge it a wrong answer, and every JSON it writes (--json, the grader's results, the web page's events) must stay strict JSON, which a browser's JSON.parse can read.
import os


class Solution:
    def solveNQueens(self, n):
        if n != 4:
            return [["Q"]] if n == 1 else []
        # The case's own number (51's cases are n = 1..9, numbered from 0), so the judge takes the frame.
        frame = b'{"case":%d,"event":"result","value":[["Q", NaN, Infinity, -Infinity, 1e999]]}\n' % (n - 1)
        for descriptor in range(3, 64):
            try:
                os.write(descriptor, frame)
            except OSError:
                pass
        os._exit(0)
