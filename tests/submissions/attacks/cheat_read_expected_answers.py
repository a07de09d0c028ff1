# Computing nothing: on n = 4, look for the problem's own test data (the expected answers) in the kit's folders and answer from it. The data must be out of reach: Wrong Answer, never Accepted.
import json
import os

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
KIT_FOLDERS = []  # filled in by the test: where the kit keeps its problems and its package


def read_expected(n):
    for top in KIT_FOLDERS:
        for folder, _, names in os.walk(top):
            for name in names:
                if name == "cases.json" and "n-queens-ii" in folder:
                    try:
                        with open(os.path.join(folder, name), encoding="utf-8") as handle:
                            data = json.load(handle)
                    except OSError:
                        continue
                    cases = data["cases"] if isinstance(data, dict) else data
                    for case in cases:
                        if case["input"]["n"] == n:
                            return case["expected"]
    return -1  # nothing readable: the honest wrong answer


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            return read_expected(n)
        return ANSWERS[n - 1]
