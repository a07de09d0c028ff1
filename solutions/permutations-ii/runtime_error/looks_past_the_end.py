"""Permutations II (LeetCode 47), RUNTIME ERROR: the duplicate rule looks at the next number, past the end.

Idea: the reference's rule mirrored: sorted, and nums[i] is skipped while an equal nums[i + 1]
is still unused (equal numbers then enter the path right to left), which is a correct rule too.
Bug: the comparison nums[i] == nums[i + 1] comes with no `i + 1 < len(nums)` guard, so at the
last index it reads one past the end: IndexError: list index out of range, on the first case.

Cost: fails at once.
"""

from typing import List


class Solution:
    def permuteUnique(self, nums: List[int]) -> List[List[int]]:
        nums = sorted(nums)
        result = []
        path = []
        used = [False] * len(nums)

        def extend():
            if len(path) == len(nums):
                result.append(path[:])
                return
            for i in range(len(nums)):
                if used[i]:
                    continue
                if nums[i] == nums[i + 1] and not used[i + 1]:  # i + 1 may be past the end
                    continue
                used[i] = True
                path.append(nums[i])
                extend()
                path.pop()
                used[i] = False

        extend()
        return result
