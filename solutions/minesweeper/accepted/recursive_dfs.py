"""Minesweeper (LeetCode 529), ACCEPTED: the recursive flood fill most write-ups show.

Idea: reveal(r, c) does nothing unless the cell is 'E'; it counts the mines around the
cell, writes the digit if there are any, and otherwise writes 'B' and calls itself on all
eight neighbours. A clicked mine becomes 'X'.

Cost: O(m * n) time; the recursion goes as deep as the flood's longest path, about 2,500
calls on an empty 50 x 50 board, which LeetCode's raised recursion limit allows (CPython's
default limit of 1000 does not).
"""

from typing import List


class Solution:
    def updateBoard(self, board: List[List[str]], click: List[int]) -> List[List[str]]:
        m, n = len(board), len(board[0])

        def reveal(r: int, c: int) -> None:
            if not (0 <= r < m and 0 <= c < n) or board[r][c] != "E":
                return
            mines = 0
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    y, x = r + dr, c + dc
                    if 0 <= y < m and 0 <= x < n and board[y][x] == "M":
                        mines += 1
            if mines:
                board[r][c] = str(mines)
                return
            board[r][c] = "B"
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    if dr or dc:
                        reveal(r + dr, c + dc)

        r, c = click
        if board[r][c] == "M":
            board[r][c] = "X"
        else:
            reveal(r, c)
        return board
