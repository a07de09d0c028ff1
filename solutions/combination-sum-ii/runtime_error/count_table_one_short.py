"""Combination Sum II (LeetCode 40), RUNTIME ERROR: copies counted in a table one slot too short.

Idea: count how many times each number is given, in a table indexed by the number, then choose
how many copies of each a combination takes. Bug: the numbers run from 1 to 50 and the table has
50 slots, 0 to 49: the number 50 writes count[50] and raises IndexError (the examples, up to 10,
pass; the input [50] with target 1 fails).

Cost: as the reference, until it fails.
"""

from typing import List


class Solution:
    def combinationSum2(self, candidates: List[int], target: int) -> List[List[int]]:
        count = [0] * 50
        for c in candidates:
            count[c] += 1
        result = []
        path = []

        def search(value, remain):
            if remain == 0:
                result.append(path[:])
                return
            if value >= 50 or value > remain:
                return
            for taken in range(min(count[value], remain // value), -1, -1):
                path.extend([value] * taken)
                search(value + 1, remain - taken * value)
                del path[len(path) - taken :]

        search(1, target)
        return result
