# Patching json.dumps (which the harness imports lazily to escape strings), then returning a wrong str whose encoding goes through it on n = 4: must be Wrong Answer.
import json

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            json.dumps = lambda *args, **kwargs: "2"
            return 'not "an" int'  # a quote sends the harness to json.dumps
        return ANSWERS[n - 1]
