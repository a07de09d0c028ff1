"""Minesweeper (LeetCode 529), WRONG ANSWER: clicking a mine marks 'X' but then floods on anyway.

Idea: breadth-first flood. Bug: the clicked mine becomes 'X', but the function does not return
there: the flood goes on from the mine's neighbours, opening cells that a game over leaves
closed.

Cost: O(m * n) time and memory.
"""

from collections import deque
from typing import List


class Solution:
    def updateBoard(self, board: List[List[str]], click: List[int]) -> List[List[str]]:
        m, n = len(board), len(board[0])
        r, c = click
        queue = deque()
        if board[r][c] == "M":
            board[r][c] = "X"  # missing: return board
            queue.extend(
                (r + dr, c + dc)
                for dr in (-1, 0, 1)
                for dc in (-1, 0, 1)
                if (dr or dc) and 0 <= r + dr < m and 0 <= c + dc < n
            )
        else:
            queue.append((r, c))
        while queue:
            r, c = queue.popleft()
            if board[r][c] != "E":
                continue
            around = [
                (r + dr, c + dc)
                for dr in (-1, 0, 1)
                for dc in (-1, 0, 1)
                if (dr or dc) and 0 <= r + dr < m and 0 <= c + dc < n
            ]
            mines = sum(board[y][x] in "MX" for y, x in around)
            if mines:
                board[r][c] = str(mines)
                continue
            board[r][c] = "B"
            queue.extend((y, x) for y, x in around if board[y][x] == "E")
        return board
