"""Combination Sum II (LeetCode 40), WRONG ANSWER: skips a repeat at every depth (i > 0, not i > start).

Idea: sorted, start index, each entry once, and a repeated number skipped so that it does not
start the same combinations twice. Bug: the test is `i > 0 and candidates[i] == candidates[i - 1]`.
It should only apply to the later copies tried at the same depth (i > start); as written it also
refuses a copy on the level right after its twin was taken, so no combination can hold a number
twice: example 1 loses [1,1,6] and answers [[1,2,5],[1,7],[2,6]]; example 2 loses [1,2,2].

Cost: as the reference, or less.
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
                if i > 0 and candidates[i] == candidates[i - 1]:  # i > start
                    continue
                path.append(candidates[i])
                search(i + 1, remain - candidates[i])
                path.pop()

        search(0, target)
        return result
