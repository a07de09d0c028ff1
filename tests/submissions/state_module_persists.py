# 52 printing how many Solution objects and calls it has seen, counted at module level: Accepted, and
# case i prints "instances=i distinct=i calls=i" (module imported once, a fresh Solution() per case).
ANSWERS = [0, 1, 0, 0, 2, 10, 4, 40, 92, 352]
INSTANCES = []
CALLS = []


class Solution:
    def __init__(self):
        INSTANCES.append(self)  # kept alive, so ids stay distinct

    def totalNQueens(self, n):
        CALLS.append(n)
        print(f"instances={len(INSTANCES)} distinct={len({id(s) for s in INSTANCES})} calls={len(CALLS)}")
        return ANSWERS[n]
