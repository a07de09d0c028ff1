"""Combination Sum (LeetCode 39), WRONG ANSWER: every level loops over all the candidates from 0.

Idea: backtracking that subtracts a candidate and recurses until the target is reached. Bug: the
loop always starts at the first candidate, so a combination is found once per order of its
numbers: example 1 answers [[2,2,3],[2,3,2],[3,2,2],[7]]. The same multiset in different orders
is still one combination; a start index (recurse from i, loop from start) builds each once.

Cost: one step per ordered sequence within the target: about 26 million for candidates
[2, 3, 4, 5] and target 40, over the time limit too (but example 1 has failed long before).
"""

from typing import List


class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        result = []
        path = []

        def search(remain):
            if remain == 0:
                result.append(path[:])
                return
            for c in candidates:
                if c <= remain:
                    path.append(c)
                    search(remain - c)
                    path.pop()

        search(target)
        return result
