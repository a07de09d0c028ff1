"""Combination Sum (LeetCode 39), ACCEPTED: take the current candidate again, or move past it for good.

Idea: a binary recursion over (index, remain) that returns the combinations instead of
collecting them: either take candidates[index] once more (and stay on it), or skip to index + 1.
The two branches differ in how many times candidates[index] is used, so no combination comes
out twice. Memoised on (index, remain): the same subproblem recurs along many paths.

Cost: at most len(candidates) * (target + 1) subproblems, each joining two lists.
"""

from functools import cache
from typing import List


class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        @cache
        def combos(index: int, remain: int) -> tuple:
            if remain == 0:
                return ((),)
            if index == len(candidates):
                return ()
            skip = combos(index + 1, remain)
            c = candidates[index]
            if c > remain:
                return skip
            take = tuple((c, *rest) for rest in combos(index, remain - c))
            return take + skip

        return [list(combination) for combination in combos(0, target)]
