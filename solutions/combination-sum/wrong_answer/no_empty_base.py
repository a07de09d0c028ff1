"""Combination Sum (LeetCode 39), WRONG ANSWER: the table forgets that a total of 0 has one combination.

Idea: dynamic programming, ways[t] = the combinations that sum to t, built candidate by
candidate from ways[t - c]. Bug: every entry starts empty, ways[0] included, but the empty
combination is the one way to make 0, and every combination grows from it: with nothing to
extend, every list stays empty and the answer is always []. Example 3 (no combination) passes;
example 1 fails. The fix is ways[0] = [[]].

Cost: O(len(candidates) * target).
"""

from typing import List


class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        ways = [[] for _ in range(target + 1)]
        for c in candidates:
            for total in range(c, target + 1):
                for combination in ways[total - c]:
                    ways[total].append([*combination, c])
        return ways[target]
