"""N-Queens II (LeetCode 52), TIME LIMIT EXCEEDED: every placement of one queen per row.

Idea: enumerate all n^n ways to give each row one queen (itertools.product over the
columns) and count those whose columns, row + col values and row - col values are all
distinct. Correct, but nothing is pruned before a placement is complete: n = 9 means
9^9 = 387,420,489 candidates, about two minutes in CPython.

Cost: O(n * n^n) time; O(n) space.
"""

from itertools import product


class Solution:
    def totalNQueens(self, n: int) -> int:
        total = 0
        for cols in product(range(n), repeat=n):
            if (
                len(set(cols)) == n
                and len({row + col for row, col in enumerate(cols)}) == n
                and len({row - col for row, col in enumerate(cols)}) == n
            ):
                total += 1
        return total
