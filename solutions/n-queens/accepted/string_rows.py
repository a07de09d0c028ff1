"""N-Queens (LeetCode 51): rows kept as strings, rebuilt at every placement.

The board is a list of n strings from the start. Placing a queen builds a new string for
its row ('.' * col + 'Q' + ...); removing it builds the empty row again. A square is safe
when no earlier row has its 'Q' in the same column or on a diagonal, found with str.index.

Cost: O(n!) placements tried, each paying O(n) to check and O(n) to build its row; O(n^2)
space. What many first solutions look like: no index arithmetic, just strings.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        empty = "." * n
        board = [empty] * n
        boards: List[List[str]] = []

        def safe(row: int, col: int) -> bool:
            for above in range(row):
                queen = board[above].index("Q")
                if queen == col or abs(queen - col) == row - above:
                    return False
            return True

        def place(row: int) -> None:
            if row == n:
                boards.append(list(board))
                return
            for col in range(n):
                if safe(row, col):
                    board[row] = "." * col + "Q" + "." * (n - col - 1)
                    place(row + 1)
                    board[row] = empty

        place(0)
        return boards
