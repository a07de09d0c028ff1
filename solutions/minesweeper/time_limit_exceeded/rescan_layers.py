"""Minesweeper (LeetCode 529), TIME LIMIT EXCEEDED: everything is done by scanning the whole board.

Idea: open the clicked cell, then repeat until nothing changes: copy the board and visit every
'E' cell of the copy; work out the number it would show, by scanning all m * n cells for mines
one step away, and open it if it touches a blank 'B' of the copy. The answer is right (on a
valid board every older 'B' already has all its neighbours open), but every round moves the
flood one step, costs a full scan, and counts mines with a full scan for every closed cell:
an empty 50 x 50 board clicked in a corner takes 49 rounds of about 1,250 closed cells times
2,500 checks, some 150 million steps.

Cost: O(L * (m * n)^2) time for a flood path of length L; O(m * n) memory.
"""

from typing import List


class Solution:
    def updateBoard(self, board: List[List[str]], click: List[int]) -> List[List[str]]:
        m, n = len(board), len(board[0])

        def count_mines(r: int, c: int) -> int:
            mines = 0
            for y in range(m):
                for x in range(n):
                    if max(abs(y - r), abs(x - c)) == 1 and board[y][x] == "M":
                        mines += 1
            return mines

        def touches_blank(grid: List[List[str]], r: int, c: int) -> bool:
            for y in range(max(0, r - 1), min(m, r + 2)):
                for x in range(max(0, c - 1), min(n, c + 2)):
                    if grid[y][x] == "B":
                        return True
            return False

        r, c = click
        if board[r][c] == "M":
            board[r][c] = "X"
            return board
        mines = count_mines(r, c)
        board[r][c] = str(mines) if mines else "B"
        changed = True
        while changed:
            changed = False
            before = [row[:] for row in board]  # this round looks at the blanks of the last one
            for y in range(m):
                for x in range(n):
                    if before[y][x] != "E":
                        continue
                    mines = count_mines(y, x)  # the number this cell would show
                    if touches_blank(before, y, x):
                        board[y][x] = str(mines) if mines else "B"
                        changed = True
        return board
