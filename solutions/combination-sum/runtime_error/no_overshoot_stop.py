"""Combination Sum (LeetCode 39), RUNTIME ERROR: no stop once the sum has gone past the target.

Idea: backtracking with a start index that subtracts each candidate from what remains and
stops when exactly 0 is left. Bug: nothing stops a branch whose remainder has gone below 0, and
the recursion takes the same candidate again forever (-1, -3, -5, ...): RecursionError: maximum
recursion depth exceeded, on the very first case. A check `if remain < 0: return` (or skipping
candidates larger than what remains) is missing.

Cost: fails at once.
"""

from typing import List


class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        result = []
        path = []

        def search(start, remain):
            if remain == 0:
                result.append(path[:])
                return
            for i in range(start, len(candidates)):
                path.append(candidates[i])
                search(i, remain - candidates[i])
                path.pop()

        search(0, target)
        return result
