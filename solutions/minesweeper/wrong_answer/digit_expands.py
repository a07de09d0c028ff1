"""Minesweeper (LeetCode 529), WRONG ANSWER: a cell showing a digit still opens its neighbours.

Idea: breadth-first flood. Bug: after writing the digit of a cell with mines around it, the
code goes on to queue that cell's 'E' neighbours as if it were blank, so the flood leaks
past the digits that should stop it (only 'B' cells open their neighbours).

Cost: O(m * n) time and memory.
"""

from collections import deque
from typing import List


class Solution:
    def updateBoard(self, board: List[List[str]], click: List[int]) -> List[List[str]]:
        m, n = len(board), len(board[0])
        r, c = click
        if board[r][c] == "M":
            board[r][c] = "X"
            return board
        queue = deque([(r, c)])
        seen = {(r, c)}
        while queue:
            r, c = queue.popleft()
            around = [
                (r + dr, c + dc)
                for dr in (-1, 0, 1)
                for dc in (-1, 0, 1)
                if (dr or dc) and 0 <= r + dr < m and 0 <= c + dc < n
            ]
            mines = sum(board[y][x] == "M" for y, x in around)
            board[r][c] = str(mines) if mines else "B"
            for y, x in around:  # should only happen when mines == 0
                if board[y][x] == "E" and (y, x) not in seen:
                    seen.add((y, x))
                    queue.append((y, x))
        return board
