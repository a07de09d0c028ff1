"""Minesweeper (LeetCode 529), RUNTIME ERROR: neighbours checked against 0 but not against m and n.

Idea: breadth-first flood. Bug: the bounds test keeps r + dr >= 0 and c + dc >= 0 (negative
indexes would wrap around in Python) but forgets the bottom and right edges, so a flood that
reaches the last row or column reads board[m] or board[r][n]: IndexError.

Cost: O(m * n) time and memory, until it fails.
"""

from collections import deque
from typing import List


class Solution:
    def updateBoard(self, board: List[List[str]], click: List[int]) -> List[List[str]]:
        r, c = click
        if board[r][c] == "M":
            board[r][c] = "X"
            return board
        queue = deque([(r, c)])
        while queue:
            r, c = queue.popleft()
            if board[r][c] != "E":
                continue
            around = [
                (r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr or dc) and r + dr >= 0 and c + dc >= 0
            ]
            mines = sum(board[y][x] == "M" for y, x in around)
            if mines:
                board[r][c] = str(mines)
                continue
            board[r][c] = "B"
            queue.extend((y, x) for y, x in around if board[y][x] == "E")
        return board
