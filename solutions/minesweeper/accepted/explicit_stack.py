"""Minesweeper (LeetCode 529), ACCEPTED: depth first with an explicit stack, on a copy of the board.

Idea: the same flood as the recursive version, but the cells still to reveal wait on a list
used as a stack, so the depth of the flood costs no recursion. The answer is a new board
(the input is left as it was), which the judge accepts since the method returns it.

Cost: O(m * n) time and memory.
"""

from typing import List


class Solution:
    def updateBoard(self, board: List[List[str]], click: List[int]) -> List[List[str]]:
        m, n = len(board), len(board[0])
        out = [row[:] for row in board]
        r, c = click
        if out[r][c] == "M":
            out[r][c] = "X"
            return out
        stack = [(r, c)]
        while stack:
            r, c = stack.pop()
            if out[r][c] != "E":
                continue  # pushed twice before its first visit
            around = [
                (y, x)
                for y in range(max(0, r - 1), min(m, r + 2))
                for x in range(max(0, c - 1), min(n, c + 2))
                if (y, x) != (r, c)
            ]
            mines = sum(out[y][x] == "M" for y, x in around)
            if mines:
                out[r][c] = str(mines)
            else:
                out[r][c] = "B"
                stack.extend((y, x) for y, x in around if out[y][x] == "E")
        return out
