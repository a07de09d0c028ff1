"""Permutations II (LeetCode 47), ACCEPTED: insert each number into the gaps, up to the first equal one.

Idea: as 46's insertion, the orderings of the first k + 1 numbers are those of the first k with
the next number put into a gap. To keep repeats out, a new number x goes into the gaps only up
to the first x already there (the gap just before it is the last one tried): an ordering with
several x's is then built one way only, the copy of x inserted last being the leftmost.

Cost: O(n * (number of distinct orderings)) per round; the last round builds the whole answer.
"""

from typing import List


class Solution:
    def permuteUnique(self, nums: List[int]) -> List[List[int]]:
        orders = [[]]
        for x in nums:
            longer = []
            for order in orders:
                for gap in range(len(order) + 1):
                    longer.append([*order[:gap], x, *order[gap:]])
                    if gap < len(order) and order[gap] == x:
                        break  # further right, this x would pass an equal one: built already
            orders = longer
        return orders
