"""N-Queens (LeetCode 51): the textbook backtracking that scans the board for attacks.

Keep the board itself, an n x n grid of characters. Before placing a queen at (row, col),
walk up the column and up both diagonals looking for a 'Q' (the rows below are still
empty); when none is found, place it, go on with the next row, and take it back after.

Cost: O(n!) placements tried, each checked in O(n) by the scan; O(n^2) space for the grid.
The slowest backtracking here (every check re-reads the board), and accepted on LeetCode.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [["."] * n for _ in range(n)]
        boards: List[List[str]] = []

        def safe(row: int, col: int) -> bool:
            for above in range(row):
                if board[above][col] == "Q":
                    return False
                left, right = col - (row - above), col + (row - above)
                if left >= 0 and board[above][left] == "Q":
                    return False
                if right < n and board[above][right] == "Q":
                    return False
            return True

        def place(row: int) -> None:
            if row == n:
                boards.append(["".join(line) for line in board])
                return
            for col in range(n):
                if safe(row, col):
                    board[row][col] = "Q"
                    place(row + 1)
                    board[row][col] = "."

        place(0)
        return boards
