"""N-Queens II (LeetCode 52): bitmask counting that uses the board's mirror symmetry.

Reflecting a board left to right moves a first-row queen from column c to n - 1 - c, so the
boards whose first queen is in the left half are exactly as many as those in the right
half. Only the left half is searched and its count doubled; for odd n the boards starting
in the middle column are counted on their own (they mirror onto each other).

Cost: O(n!) time, about half the nodes of the plain search; O(n) space for the recursion.
"""


class Solution:
    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        def count(cols: int, left: int, right: int) -> int:
            if cols == full:
                return 1
            total = 0
            free = full & ~(cols | left | right)
            while free:
                bit = free & -free
                free ^= bit
                total += count(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1)
            return total

        def count_from(first_col: int) -> int:
            bit = 1 << first_col
            return count(bit, (bit << 1) & full, bit >> 1)

        total = 2 * sum(count_from(col) for col in range(n // 2))
        if n % 2:
            total += count_from(n // 2)
        return total
