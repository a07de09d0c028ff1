"""N-Queens II (LeetCode 52): count the permutations of the columns that are placements.

A permutation p of range(n) puts the queen of row r in column p[r]: one queen per row and per
column already. It is a placement when the n values r + p[r] are distinct and so are the n
values r - p[r] (no two queens on a diagonal). permutations is available without an import on
LeetCode; it is imported here so the file also runs on its own.

Cost: O(n * n!) time, every permutation checked in full; O(n) space. The slowest approach
LeetCode accepts for n <= 9 (about a quarter of a second at n = 9 in CPython).
"""

from itertools import permutations


class Solution:
    def totalNQueens(self, n: int) -> int:
        count = 0
        for cols in permutations(range(n)):
            if len({row + col for row, col in enumerate(cols)}) == n and (
                len({row - col for row, col in enumerate(cols)}) == n
            ):
                count += 1
        return count
