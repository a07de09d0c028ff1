"""Permutations II (LeetCode 47), ACCEPTED: every ordering from the library, the repeats dropped by a set.

Idea: itertools.permutations orders the positions, so equal numbers give the same tuple several
times (twice per pair of equal numbers, and so on); a set keeps each tuple once. It builds all n!
orderings even when only a few are distinct, but n is at most 8: 40320 tuples, a few milliseconds
of C code. Tuples go into the set (lists are not hashable), and come out as lists.

Cost: O(n * n!) time and memory, whatever the repeats.
"""

from typing import List


class Solution:
    def permuteUnique(self, nums: List[int]) -> List[List[int]]:
        return [list(order) for order in set(permutations(nums))]
