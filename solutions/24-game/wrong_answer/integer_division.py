"""24 Game (LeetCode 679), WRONG ANSWER: integer division (//) instead of real division.

Idea: pair merging over ints. Bug: `a // b` is only the same as a / b when b divides a,
so expressions that go through a fraction are lost (8 / (3 - 8 / 3) = 24 needs 8 / 3), and
some expressions that are not 24 reach 24 by truncation (for example 8 // 3 = 2).

Cost: as the reference, a few thousand combinations per case.
"""

from typing import List


class Solution:
    def judgePoint24(self, cards: List[int]) -> bool:
        def search(nums: List[int]) -> bool:
            if len(nums) == 1:
                return nums[0] == 24
            for i in range(len(nums)):
                for j in range(len(nums)):
                    if i == j:
                        continue
                    rest = [nums[k] for k in range(len(nums)) if k != i and k != j]
                    a, b = nums[i], nums[j]
                    for value in (a + b, a - b, a * b, a // b if b else None):
                        if value is not None and search([*rest, value]):
                            return True
            return False

        return search(list(cards))
