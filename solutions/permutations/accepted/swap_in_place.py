"""Permutations (LeetCode 46), ACCEPTED: swapping in place.

Idea: position `first` takes in turn every number from `first` to the end (swapped into
place), the positions after it are permuted recursively, and the swap is undone so the array
is back as it was before the next choice. When every position is fixed the array is one
permutation, and a copy of it is kept.

Cost: O(n * n!) time; O(n) memory for the recursion besides the output.
"""

from typing import List


class Solution:
    def permute(self, nums: List[int]) -> List[List[int]]:
        nums = nums[:]
        result = []

        def arrange(first: int) -> None:
            if first == len(nums):
                result.append(nums[:])
                return
            for i in range(first, len(nums)):
                nums[first], nums[i] = nums[i], nums[first]
                arrange(first + 1)
                nums[first], nums[i] = nums[i], nums[first]

        arrange(0)
        return result
