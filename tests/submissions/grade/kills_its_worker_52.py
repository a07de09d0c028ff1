# 52 that SIGKILLs the judge process running it on n = 4, but only when that is a grader's worker judging with
# --time-limit 4321 (the test's setting) in process mode (JUDGE_SANDBOX=process): the grader restarts its workers,
# judges it once more alone, and records Internal Error; the other submissions are not affected.
# How it knows: the fallback's Landlock hides the parent's /proc files, but the CPU-time rlimit of a run is
# ceil(5 s + 9 cases x 4.321 s) + 1 = 45 s there, and no other run of the suite gets that.
import os
import resource
import signal

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


def judged_by_the_killing_test():
    return resource.getrlimit(resource.RLIMIT_CPU)[0] == 45


class Solution:
    def totalNQueens(self, n):
        if n == 4 and judged_by_the_killing_test():
            os.kill(os.getppid(), signal.SIGKILL)
        return ANSWERS[n - 1]
