"""N-Queens (LeetCode 51): backtracking row by row on bitmasks (state compression).

Bit c of `cols` says column c is taken; `left` and `right` hold the squares of the current
row attacked along the two diagonal directions. Moving down a row shifts them by one, so
the free squares of a row are one expression, and `free & -free` picks them one at a time.
Row strings are built once per column and shared by the boards.

Cost: O(n!) time for the search plus O(n) per board drawn; O(n) space besides the output.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        full = (1 << n) - 1
        row_text = ["." * col + "Q" + "." * (n - 1 - col) for col in range(n)]
        boards: List[List[str]] = []
        queens: List[int] = []  # column of the queen on each row placed so far

        def place(cols: int, left: int, right: int) -> None:
            if cols == full:
                boards.append([row_text[col] for col in queens])
                return
            free = full & ~(cols | left | right)
            while free:
                bit = free & -free
                free ^= bit
                queens.append(bit.bit_length() - 1)
                place(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1)
                queens.pop()

        place(0, 0, 0)
        return boards
