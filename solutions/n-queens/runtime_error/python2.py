"""N-Queens (LeetCode 51), RUNTIME ERROR: a Python 2 leftover, `xrange`.

Idea: backtracking row by row with sets of the occupied columns and diagonals (row + col
and row - col), drawing each board at the leaves. Bug: the loops use `xrange`, which
Python 3 no longer has, so the first call raises NameError. The file still compiles:
only the name is missing, not the syntax.

Cost: O(n!) time; O(n) space besides the output.
"""

from typing import List, Set


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards: List[List[str]] = []
        queens: List[int] = []
        cols: Set[int] = set()
        sums: Set[int] = set()
        diffs: Set[int] = set()

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - 1 - col) for col in queens])
                return
            for col in xrange(n):  # Python 2 only
                if col in cols or row + col in sums or row - col in diffs:
                    continue
                queens.append(col)
                cols.add(col)
                sums.add(row + col)
                diffs.add(row - col)
                place(row + 1)
                queens.pop()
                cols.remove(col)
                sums.remove(row + col)
                diffs.remove(row - col)

        place(0)
        return boards
