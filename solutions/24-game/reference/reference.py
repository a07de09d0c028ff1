"""Reference solution for LeetCode 679, "24 Game".

Idea: pair merging. Pick two of the remaining numbers, replace them by one result of
combining them (a + b, a - b, b - a, a * b, a / b, b / a), and recurse until one number is
left; every expression tree is reached this way. Floats with a tolerance of 1e-6 stand in
for exact fractions: four cards of 1-9 never produce a wrong value that close to 24.

Cost: at most 6 * 6 * 3 * 6 * 6 = 3888 combinations per call (plus the pruning of a + b and
a * b, which need only one order), O(1) memory.
"""

from typing import List


class Solution:
    def judgePoint24(self, cards: List[int]) -> bool:
        def search(nums: List[float]) -> bool:
            if len(nums) == 1:
                return abs(nums[0] - 24) < 1e-6
            for i in range(len(nums)):
                for j in range(i + 1, len(nums)):
                    a, b = nums[i], nums[j]
                    rest = [nums[k] for k in range(len(nums)) if k != i and k != j]
                    candidates = [a + b, a - b, b - a, a * b]
                    if abs(b) > 1e-9:
                        candidates.append(a / b)
                    if abs(a) > 1e-9:
                        candidates.append(b / a)
                    for value in candidates:
                        if search([*rest, value]):
                            return True
            return False

        return search([float(card) for card in cards])
