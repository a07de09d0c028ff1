"""Combination Sum (LeetCode 39), TIME LIMIT EXCEEDED: every order of every combination, deduplicated at the end.

Idea: the search loops over all the candidates at every level (no start index), and each time
the target is reached it adds the sorted path to a set, so the orders collapse into one
combination. It is correct, but it walks every ordered sequence of candidates whose sum stays
within the target: for candidates [2, 3, 4, 5] and target 40 (145 combinations, within
LeetCode's promise of fewer than 150) that is about 26 million partial sums, tens of seconds in
Python. A start index visits only the ordered ones: a few thousand.

Cost: exponential in target / min(candidates), whatever the number of answers.
"""

from typing import List


class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        found = set()
        path = []

        def search(remain):
            if remain == 0:
                found.add(tuple(sorted(path)))
                return
            for c in candidates:
                if c <= remain:
                    path.append(c)
                    search(remain - c)
                    path.pop()

        search(target)
        return [list(combination) for combination in found]
