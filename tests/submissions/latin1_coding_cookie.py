# -*- coding: latin-1 -*-
# 52 saved as Latin-1 with a coding cookie (the comment says café, naïve): Accepted, with a not-UTF-8 warning.
ANSWERS = [0, 1, 0, 0, 2, 10, 4, 40, 92, 352]


class Solution:
    def totalNQueens(self, n):
        return ANSWERS[n] if 'café' == 'caf\xe9' else -1  # the str literal must decode as Latin-1 too
