"""Permutations II (LeetCode 47), WRONG ANSWER: 46's backtracking as it is, with nothing against repeats.

Idea: a "used" flag per position and every unused position tried in turn, exactly as for 46.
Bug: positions are distinct but their numbers need not be: with two equal numbers, taking the
first then the second and taking the second then the first write the same permutation, and both
are kept. Example 1 answers [1,1,2] twice, [1,2,1] twice and [2,1,1] twice: six lists where
three are expected. Example 2 has no repeat and passes.

Cost: n! leaves, however many are distinct.
"""

from typing import List


class Solution:
    def permuteUnique(self, nums: List[int]) -> List[List[int]]:
        result = []
        path = []
        used = [False] * len(nums)

        def extend():
            if len(path) == len(nums):
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
