"""Permutations (LeetCode 46), RUNTIME ERROR: a "used" table by value, one slot too short.

Idea: backtracking, marking the numbers already in the path in a table indexed by value; the
values run from -10 to 10, so each is shifted by 10. Bug: the table has 20 slots, but -10..10
is 21 values: the number 10 reads used[20] and raises IndexError (the examples pass; the input
[10] fails).

Cost: as the reference, until it fails.
"""

from typing import List


class Solution:
    def permute(self, nums: List[int]) -> List[List[int]]:
        used = [False] * 20
        result = []
        path = []

        def extend():
            if len(path) == len(nums):
                result.append(path[:])
                return
            for number in nums:
                if used[number + 10]:
                    continue
                used[number + 10] = True
                path.append(number)
                extend()
                path.pop()
                used[number + 10] = False

        extend()
        return result
