"""Permutations II (LeetCode 47), TIME LIMIT EXCEEDED: each ordering kept only if it is `not in result`.

Idea: every ordering of the positions, as for 46, and before an ordering is appended the answer
so far is searched for it. Correct, but `path not in result` walks the whole list each time:
with eight different numbers that is 40320 searches through up to 40320 lists, about 800 million
list comparisons, minutes of Python. A set of tuples (or skipping repeats during the search)
answers the same question in constant time.

Cost: O(n! * distinct orderings * n) time.
"""

from typing import List


class Solution:
    def permuteUnique(self, nums: List[int]) -> List[List[int]]:
        result = []
        path = []
        used = [False] * len(nums)

        def extend():
            if len(path) == len(nums):
                if path not in result:
                    result.append(path[:])
                return
            for i in range(len(nums)):
                if not used[i]:
                    used[i] = True
                    path.append(nums[i])
                    extend()
                    path.pop()
                    used[i] = False

        extend()
        return result
