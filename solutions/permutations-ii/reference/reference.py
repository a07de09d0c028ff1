"""Reference solution for LeetCode 47, "Permutations II".

Idea: backtracking over the sorted numbers, with a "used" flag per position, as for 46, plus one
rule that keeps equal numbers from giving the same permutation twice. Sorting puts equal numbers
next to each other; among a run of equal numbers, they are only ever taken left to right. So
nums[i] may be placed only if it differs from nums[i - 1] or nums[i - 1] is already in the path:
when nums[i - 1] is equal and still unused, taking nums[i] here would start the same branch as
taking nums[i - 1] did a moment ago.

Cost: one leaf per distinct permutation (at most 8! = 40320), n steps to reach and copy each;
O(n) memory besides the output.
"""

from typing import List


class Solution:
    def permuteUnique(self, nums: List[int]) -> List[List[int]]:
        nums = sorted(nums)
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
                if i > 0 and number == nums[i - 1] and not used[i - 1]:
                    continue  # the equal number before it starts this branch
                used[i] = True
                path.append(number)
                extend()
                path.pop()
                used[i] = False

        extend()
        return result
