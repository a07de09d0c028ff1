# Scratch files in the private /tmp ($TMPDIR, tempfile) on n = 4: must work (Accepted) and never show in the host's /tmp.
import os
import tempfile

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
MARKER = "jem-00000000"  # the test replaces this and looks for the file on the host


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            with tempfile.TemporaryFile() as scratch:
                scratch.write(b"scratch")
            path = os.path.join(tempfile.gettempdir(), MARKER)
            with open(path, "w") as handle:
                handle.write("written inside the sandbox\n")
            with open(path) as handle:
                print(f"wrote and read back {path}: {handle.read().strip()}", flush=True)
        return ANSWERS[n - 1]
