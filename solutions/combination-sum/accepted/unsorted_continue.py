"""Combination Sum (LeetCode 39), ACCEPTED: start index, no sorting, `continue` past large candidates.

Idea: backtracking with a start index, so each combination takes the candidates in the order of
their positions and is built once. The candidates are not sorted, so a candidate larger than
what remains is skipped with `continue` (a later one may still fit), never with `break`.

Cost: one step per partial combination within the target, each trying every later candidate;
O(target) memory besides the output.
"""

from typing import List


class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        result = []
        path = []

        def search(start: int, remain: int) -> None:
            if remain == 0:
                result.append(list(path))
                return
            for i in range(start, len(candidates)):
                if candidates[i] > remain:
                    continue
                path.append(candidates[i])
                search(i, remain - candidates[i])
                path.pop()

        search(0, target)
        return result
