"""Permutations (LeetCode 46), ACCEPTED: sort, then step through the orderings in lexicographic order.

Idea: the "next permutation" algorithm. Start from the sorted array (the smallest ordering).
To get the next one: find the last position i with nums[i] < nums[i + 1], swap nums[i] with the
last number larger than it, and reverse everything after i. When no such i exists the array is
in descending order, the last ordering. Sorting first is what makes this list every ordering.

Cost: O(n) amortised per ordering, O(n * n!) with the copies; O(1) extra memory.
"""

from typing import List


class Solution:
    def permute(self, nums: List[int]) -> List[List[int]]:
        nums = sorted(nums)
        result = [nums[:]]
        while True:
            i = len(nums) - 2
            while i >= 0 and nums[i] > nums[i + 1]:
                i -= 1
            if i < 0:
                return result
            j = len(nums) - 1
            while nums[j] < nums[i]:
                j -= 1
            nums[i], nums[j] = nums[j], nums[i]
            nums[i + 1 :] = reversed(nums[i + 1 :])
            result.append(nums[:])
