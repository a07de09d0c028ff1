"""Permutations (LeetCode 46), WRONG ANSWER: the path list is appended itself, not a copy of it.

Idea: backtracking with a "used" flag per number, as the reference. Bug: at a full path the code
does `result.append(path)`, which stores a reference to the one list the search keeps changing.
Every entry of the answer is that same list, and once the search has undone all its choices it
is empty: example 1 answers [[], [], [], [], [], []]. `path[:]` (or list(path)) is needed.

Cost: as the reference.
"""

from typing import List


class Solution:
    def permute(self, nums: List[int]) -> List[List[int]]:
        result = []
        path = []
        used = [False] * len(nums)

        def extend():
            if len(path) == len(nums):
                result.append(path)  # the same list every time
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
