"""24 Game (LeetCode 679), RUNTIME ERROR: dividing without checking for a zero divisor.

Idea: the pair-merging search over floats with a tolerance. Bug: a / b is computed for every
pair, and a - b can be 0 (cards [1, 1, ...]), so the search raises ZeroDivisionError as soon
as it divides by a difference of two equal numbers before it has found 24.

Cost: as the reference, a few thousand combinations per case.
"""

from typing import List


class Solution:
    def judgePoint24(self, cards: List[int]) -> bool:
        def search(nums: List[float]) -> bool:
            if len(nums) == 1:
                return abs(nums[0] - 24) < 1e-6
            for i in range(len(nums)):
                for j in range(len(nums)):
                    if i == j:
                        continue
                    rest = [nums[k] for k in range(len(nums)) if k != i and k != j]
                    a, b = nums[i], nums[j]
                    for value in (a + b, a - b, a * b, a / b):
                        if search([*rest, value]):
                            return True
            return False

        return search([float(card) for card in cards])
