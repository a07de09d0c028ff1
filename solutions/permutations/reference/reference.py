"""Reference solution for LeetCode 46, "Permutations".

Idea: backtracking. Build each permutation from left to right in `path`; `used[i]` says whether
nums[i] is already in it. When the path holds every number, a copy of it is one answer; then
the last choice is undone and the next unused number is tried in its place.

Cost: n! leaves, and n * n! steps to copy them; O(n) memory besides the O(n * n!) output.
"""

from typing import List


class Solution:
    def permute(self, nums: List[int]) -> List[List[int]]:
        result: List[List[int]] = []
        path: List[int] = []
        used = [False] * len(nums)

        def extend() -> None:
            if len(path) == len(nums):
                result.append(path[:])  # a copy: path keeps changing
                return
            for i, number in enumerate(nums):
                if used[i]:
                    continue
                used[i] = True
                path.append(number)
                extend()
                path.pop()
                used[i] = False

        extend()
        return result
