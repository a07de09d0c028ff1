"""Combination Sum II (LeetCode 40), WRONG ANSWER: recurses from i, so an entry can be taken again (39's rule).

Idea: sorted, a start index, repeats skipped at each depth, as the reference. Bug: the recursive
call goes on from i, not i + 1, as in "Combination Sum" where a number may be reused at will.
Here each entry counts once: example 1 gains [1,1,1,1,1,1,1,1], [1,1,1,1,2,2] and more, built
from only two 1s, and [1], target 2, answers [[1,1]] instead of [].

Cost: as 39's reference.
"""

from typing import List


class Solution:
    def combinationSum2(self, candidates: List[int], target: int) -> List[List[int]]:
        candidates = sorted(candidates)
        result = []
        path = []

        def search(start, remain):
            if remain == 0:
                result.append(path[:])
                return
            for i in range(start, len(candidates)):
                if candidates[i] > remain:
                    break
                if i > start and candidates[i] == candidates[i - 1]:
                    continue
                path.append(candidates[i])
                search(i, remain - candidates[i])  # i + 1: each entry once
                path.pop()

        search(0, target)
        return result
