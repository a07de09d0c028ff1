"""Combination Sum II (LeetCode 40), ACCEPTED: how many copies of each distinct number, memoised.

Idea: count the candidates (Counter) and walk the distinct numbers in ascending order. For the
number at `index`, a combination takes 0, 1, ... up to all of its copies (no more than fit in
what remains); the rest comes from the numbers after it. combos(index, remain) returns those
combinations as tuples, and is cached: the same (index, remain) is reached along many paths.
Choosing counts, never entries, means equal numbers cannot give the same combination twice.

Cost: at most (distinct numbers) * (target + 1) subproblems, each joining a few lists.
"""

from functools import cache
from typing import List


class Solution:
    def combinationSum2(self, candidates: List[int], target: int) -> List[List[int]]:
        counted = sorted(Counter(candidates).items())

        @cache
        def combos(index: int, remain: int) -> tuple:
            if remain == 0:
                return ((),)
            if index == len(counted) or counted[index][0] > remain:
                return ()
            value, copies = counted[index]
            found = []
            for taken in range(min(copies, remain // value) + 1):
                found += [(value,) * taken + rest for rest in combos(index + 1, remain - taken * value)]
            return tuple(found)

        return [list(combination) for combination in combos(0, target)]
