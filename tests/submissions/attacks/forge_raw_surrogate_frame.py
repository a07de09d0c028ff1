# A frame forged into the result channel on n = 4, its strings holding a surrogate's own UTF-8 bytes (ED A0 80), which no file, terminal or database can take as text: the judge must report the error with the bytes replaced, and a class with this file in it must still be graded.
import os


class Solution:
    def solveNQueens(self, n):
        if n != 4:
            return [["Q"]] if n == 1 else []
        # The case's own number (51's cases are n = 1..9, numbered from 0), so the judge takes the frame.
        frame = b'{"case":%d,"event":"error","type":"Forged\xed\xa0\x80","message":"raw \xed\xb0\x80 bytes","frames":[]}\n' % (n - 1)
        for descriptor in range(3, 64):
            try:
                os.write(descriptor, frame)
            except OSError:
                pass
        os._exit(0)
