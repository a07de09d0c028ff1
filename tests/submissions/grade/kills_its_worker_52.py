# 52 that SIGKILLs the judge process running it on n = 4, but only when that is a grader's worker (a multiprocessing
# child) and the sandbox lets it (process mode: JUDGE_SANDBOX=process): the grader restarts its workers, judges it once
# more alone, and records Internal Error; the other submissions are not affected.
import os
import signal

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


def parent_is_a_grader_worker():
    try:
        with open(f"/proc/{os.getppid()}/cmdline", "rb") as handle:
            return b"multiprocessing" in handle.read()
    except OSError:
        return False


class Solution:
    def totalNQueens(self, n):
        if n == 4 and parent_is_a_grader_worker():
            os.kill(os.getppid(), signal.SIGKILL)
        return ANSWERS[n - 1]
