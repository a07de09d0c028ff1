"""Permutations (LeetCode 46), ACCEPTED: build the orderings one number at a time, iteratively.

Idea: the orderings of the first k + 1 numbers are the orderings of the first k with the next
number put into each of their k + 1 gaps (before the first, between two, after the last). Start
from the one empty ordering and insert the numbers one after the other.

Cost: O(n * n!) time and memory (the last round builds the whole answer).
"""

from typing import List


class Solution:
    def permute(self, nums: List[int]) -> List[List[int]]:
        orders = [[]]
        for number in nums:
            orders = [[*order[:gap], number, *order[gap:]] for order in orders for gap in range(len(order) + 1)]
        return orders
