"""Reference solution for LeetCode 529, "Minesweeper".

Idea: a clicked mine becomes 'X' and nothing else changes. Otherwise flood from the clicked
cell breadth first: a cell with k > 0 mines among its eight neighbours shows the digit k and
stops there; a cell with none becomes 'B' and queues every neighbour still 'E'. A cell is
marked when queued, so none is queued twice, and no recursion is involved (an empty 50 x 50
board would otherwise recurse about 2,500 calls deep).

Cost: O(m * n) time, each cell counted once with its 8 neighbours; O(m * n) queue.
"""

from collections import deque
from typing import List

AROUND = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


class Solution:
    def updateBoard(self, board: List[List[str]], click: List[int]) -> List[List[str]]:
        m, n = len(board), len(board[0])
        r, c = click
        if board[r][c] == "M":
            board[r][c] = "X"
            return board
        queued = [[False] * n for _ in range(m)]
        queued[r][c] = True
        queue = deque([(r, c)])
        while queue:
            r, c = queue.popleft()
            cells = [(r + dr, c + dc) for dr, dc in AROUND if 0 <= r + dr < m and 0 <= c + dc < n]
            mines = sum(1 for y, x in cells if board[y][x] == "M")
            if mines:
                board[r][c] = str(mines)
                continue
            board[r][c] = "B"
            for y, x in cells:
                if board[y][x] == "E" and not queued[y][x]:
                    queued[y][x] = True
                    queue.append((y, x))
        return board
