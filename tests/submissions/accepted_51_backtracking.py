# Plain row-by-row backtracking for 51, with imports as a careful user writes them: Accepted.
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards, columns = [], []
        used_cols, used_down, used_up = set(), set(), set()

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in columns])
                return
            for col in range(n):
                if col in used_cols or row - col in used_down or row + col in used_up:
                    continue
                used_cols.add(col), used_down.add(row - col), used_up.add(row + col), columns.append(col)
                place(row + 1)
                used_cols.remove(col), used_down.remove(row - col), used_up.remove(row + col), columns.pop()

        place(0)
        return boards
