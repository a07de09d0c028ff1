"""Reference solution for LeetCode 37, "Sudoku Solver": fill the board in place.

Idea: backtracking on bit masks. Each row, column and 3 x 3 box keeps a 9-bit mask of the
digits it already holds, so a cell's candidates are the bits free in all three masks. At each
step the search fills the empty cell with the fewest candidates (often just one), which keeps
the tree tiny even for puzzles with few givens; a cell with no candidate sends it back.

Cost: exponential in the worst case, but a few hundred steps for typical puzzles; O(81)
memory plus the recursion (at most 81 deep).
"""

from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        rows = [0] * 9
        cols = [0] * 9
        boxes = [0] * 9
        empty = []
        for r in range(9):
            for c in range(9):
                ch = board[r][c]
                if ch == ".":
                    empty.append((r, c, (r // 3) * 3 + c // 3))
                else:
                    bit = 1 << (ord(ch) - 49)
                    rows[r] |= bit
                    cols[c] |= bit
                    boxes[(r // 3) * 3 + c // 3] |= bit

        def solve(left: int) -> bool:
            if left == 0:
                return True
            # Move the most constrained cell to position left - 1.
            best, best_count, best_free = left - 1, 10, 0
            for i in range(left):
                r, c, b = empty[i]
                free = ~(rows[r] | cols[c] | boxes[b]) & 0x1FF
                count = bin(free).count("1")
                if count < best_count:
                    best, best_count, best_free = i, count, free
                    if count <= 1:
                        break
            if best_count == 0:
                return False
            empty[best], empty[left - 1] = empty[left - 1], empty[best]
            r, c, b = empty[left - 1]
            free = best_free
            while free:
                bit = free & -free
                free ^= bit
                rows[r] |= bit
                cols[c] |= bit
                boxes[b] |= bit
                board[r][c] = chr(48 + bit.bit_length())
                if solve(left - 1):
                    return True
                rows[r] ^= bit
                cols[c] ^= bit
                boxes[b] ^= bit
            board[r][c] = "."
            return False

        solve(len(empty))
