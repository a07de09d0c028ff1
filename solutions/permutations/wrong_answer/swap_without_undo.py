"""Permutations (LeetCode 46), WRONG ANSWER: swaps numbers into place but never swaps them back.

Idea: swapping in place, position by position. Bug: after the recursive call the swap is not
undone, so the next loop iteration starts from an array the deeper calls have scrambled. Some
orderings come out twice and others never: for [1, 2, 3] it answers [1,2,3], [1,3,2], [3,1,2],
[3,2,1], [1,2,3], [1,3,2] -- six lists, but [2,1,3] and [2,3,1] are missing.

Cost: as the reference.
"""

from typing import List


class Solution:
    def permute(self, nums: List[int]) -> List[List[int]]:
        result = []

        def arrange(first):
            if first == len(nums):
                result.append(nums[:])
                return
            for i in range(first, len(nums)):
                nums[first], nums[i] = nums[i], nums[first]
                arrange(first + 1)  # no swap back afterwards

        arrange(0)
        return result
