"""24 Game (LeetCode 679), WRONG ANSWER: floats compared with == 24 instead of a tolerance.

Idea: the usual pair-merging search over floats. Bug: the last value is tested with
`== 24`, and real division rounds: 8 / (3 - 8 / 3) is 23.99999999999999 in floating point,
so cards [3, 3, 8, 8] (and a few others that need a fraction on the way) answer false.

Cost: as the reference, a few thousand combinations per case.
"""

from typing import List


class Solution:
    def judgePoint24(self, cards: List[int]) -> bool:
        def search(nums: List[float]) -> bool:
            if len(nums) == 1:
                return nums[0] == 24  # rounding errors make this miss
            for i in range(len(nums)):
                for j in range(len(nums)):
                    if i == j:
                        continue
                    rest = [nums[k] for k in range(len(nums)) if k != i and k != j]
                    a, b = nums[i], nums[j]
                    for value in (a + b, a - b, a * b, a / b if b else None):
                        if value is not None and search([*rest, value]):
                            return True
            return False

        return search([float(card) for card in cards])
