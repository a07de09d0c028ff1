"""N-Queens (LeetCode 51), TIME LIMIT EXCEEDED: choosing n of the n^2 cells.

Idea: backtrack over the cells in reading order, choosing n of them. The only pruning on
the way is that a cell may not share a row or a column with a chosen one; diagonals are
checked once n cells are chosen, and rows may be skipped even when too few remain to fill.
Correct, and instant up to n = 6, but the partial rook placements grow as sum C(n, k)^2 k!
and each scans the remaining cells: 17.6 million nodes for n = 9, about 15 s.

Cost: O(n^2 * sum_k C(n, k)^2 k!) time; O(n^2) space besides the output.
"""

from typing import List, Tuple


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards: List[List[str]] = []
        chosen: List[Tuple[int, int]] = []  # (row, col), in reading order
        row_used = [False] * n
        col_used = [False] * n

        def on_distinct_diagonals() -> bool:
            return len({r + c for r, c in chosen}) == n and len({r - c for r, c in chosen}) == n

        def choose(start: int) -> None:
            if len(chosen) == n:
                if on_distinct_diagonals():
                    boards.append(["." * c + "Q" + "." * (n - 1 - c) for _, c in chosen])
                return
            for cell in range(start, n * n):
                r, c = divmod(cell, n)
                if row_used[r] or col_used[c]:
                    continue
                chosen.append((r, c))
                row_used[r] = col_used[c] = True
                choose(cell + 1)
                chosen.pop()
                row_used[r] = col_used[c] = False

        choose(0)
        return boards
