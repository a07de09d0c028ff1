"""N-Queens II (LeetCode 52): counting on bitmasks.

Three integers describe a partial board: the columns taken and the squares of the next row
attacked along each diagonal direction (shifted by one column per row). The free squares
of a row are `full & ~(cols | left | right)`; each is tried in turn, lowest bit first, and a
full set of columns counts as one placement.

Cost: O(n!) time; O(n) space for the recursion.
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

        return count(0, 0, 0)
