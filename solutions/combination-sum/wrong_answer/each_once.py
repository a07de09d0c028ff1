"""Combination Sum (LeetCode 39), WRONG ANSWER: each candidate used at most once (the rule of problem 40).

Idea: backtracking with a start index over the sorted candidates. Bug: the recursive call moves
on to i + 1, so a candidate can never be taken twice, as in "Combination Sum II"; here a number
may be reused as often as needed. Example 1 loses [2,2,3] and answers [[7]].

Cost: as the reference or less.
"""

from typing import List


class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        candidates.sort()
        result = []

        def search(start, remain, path):
            if remain == 0:
                result.append(path)
                return
            for i in range(start, len(candidates)):
                if candidates[i] > remain:
                    break
                search(i + 1, remain - candidates[i], [*path, candidates[i]])

        search(0, target, [])
        return result
