"""Combination Sum (LeetCode 39), ACCEPTED: dynamic programming over the totals, candidate by candidate.

Idea: ways[t] lists the combinations that sum to t. ways[0] holds one combination, the empty
one. Taking the candidates one at a time in the outer loop (as the unbounded knapsack count
does) and then the totals from small to large, ways[t] gains ways[t - c] with c added: c may be
added again through ways[t - c] itself, and a combination is only ever extended by later
candidates, so no multiset is built twice.

Cost: O(len(candidates) * target) list operations plus the combinations' sizes; all of ways in
memory (small here: fewer than 150 answers, and every partial total is bounded by the target).
"""

from typing import List


class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        ways = [[[]]] + [[] for _ in range(target)]
        for c in candidates:
            for total in range(c, target + 1):
                for combination in ways[total - c]:
                    ways[total].append([*combination, c])
        return ways[target]
