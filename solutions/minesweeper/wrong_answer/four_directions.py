"""Minesweeper (LeetCode 529), WRONG ANSWER: a blank cell opens only its four side neighbours.

Idea: recursive-style flood with a stack, mines counted over all eight neighbours. Bug: the
flood itself moves only up, down, left and right (the grid-flood habit), but a 'B' cell must
open its diagonal neighbours too, so 'E' cells that only touch a blank diagonally stay closed.

Cost: O(m * n) time and memory.
"""

from typing import List


class Solution:
    def updateBoard(self, board: List[List[str]], click: List[int]) -> List[List[str]]:
        m, n = len(board), len(board[0])
        r, c = click
        if board[r][c] == "M":
            board[r][c] = "X"
            return board
        stack = [(r, c)]
        while stack:
            r, c = stack.pop()
            if board[r][c] != "E":
                continue
            mines = 0
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    y, x = r + dr, c + dc
                    if 0 <= y < m and 0 <= x < n and board[y][x] == "M":
                        mines += 1
            if mines:
                board[r][c] = str(mines)
                continue
            board[r][c] = "B"
            for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):  # diagonals missing
                if 0 <= y < m and 0 <= x < n and board[y][x] == "E":
                    stack.append((y, x))
        return board
