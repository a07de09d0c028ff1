"""Combination Sum (LeetCode 39), WRONG ANSWER: stops at the first candidate too large, without sorting.

Idea: backtracking with a start index, pruned with `break` once a candidate exceeds what
remains. Bug: the pruning is only right for sorted candidates (all later ones are larger still),
and the candidates are used as given. The examples are sorted and pass, but for candidates
[39, 31, 23, 9, 4, 3] and target 17 the first loop stops at 39 > 17 before it ever reaches 9, 4
or 3: the answer is [] instead of [[3,3,3,4,4],[4,4,9]]. A candidates.sort() first fixes it.

Cost: as the reference.
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
                if candidates[i] > remain:
                    break  # only valid when the candidates are sorted
                path.append(candidates[i])
                search(i, remain - candidates[i])
                path.pop()

        search(0, target)
        return result
