"""N-Queens (LeetCode 51), WRONG ANSWER: mirror symmetry used to prune but not to complete.

Idea: bitmask backtracking in which the first queen only tries the left half of the top
row (plus the middle column when n is odd), to halve the search by mirror symmetry.
Bug: the boards found are never reflected, so every board whose first queen is in the
right half is missing. n = 1 still passes; n = 4 returns one board of the two.

Cost: O(n!) time, about half the nodes of the full search; O(n) space besides the output.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        full = (1 << n) - 1
        row_text = ["." * col + "Q" + "." * (n - 1 - col) for col in range(n)]
        boards: List[List[str]] = []
        queens: List[int] = []

        def place(cols: int, left: int, right: int) -> None:
            if cols == full:
                boards.append([row_text[col] for col in queens])
                # Missing: the mirror image, [row_text[n - 1 - col] for col in queens].
                return
            free = full & ~(cols | left | right)
            while free:
                bit = free & -free
                free ^= bit
                queens.append(bit.bit_length() - 1)
                place(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1)
                queens.pop()

        for first_col in range((n + 1) // 2):
            bit = 1 << first_col
            queens.append(first_col)
            place(bit, (bit << 1) & full, bit >> 1)
            queens.pop()
        return boards
