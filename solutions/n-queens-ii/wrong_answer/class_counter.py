"""N-Queens II (LeetCode 52), WRONG ANSWER: the count lives on the class and is never reset.

Idea: backtracking row by row with boolean arrays, adding 1 to a counter at each full board.
Bug: the counter is a class attribute, and the judge (like LeetCode) runs every case in one
process with a fresh Solution() each time, so counts pile up across cases. The first case
is right; from the second on the answer includes the earlier totals.

Cost: O(n!) time; O(n) space.
"""

from typing import List


class Solution:
    count = 0  # shared by every instance, and never reset

    def totalNQueens(self, n: int) -> int:
        cols: List[bool] = [False] * n
        sums: List[bool] = [False] * (2 * n - 1)
        diffs: List[bool] = [False] * (2 * n - 1)

        def place(row: int) -> None:
            if row == n:
                Solution.count += 1
                return
            for col in range(n):
                s, d = row + col, row - col + n - 1
                if cols[col] or sums[s] or diffs[d]:
                    continue
                cols[col] = sums[s] = diffs[d] = True
                place(row + 1)
                cols[col] = sums[s] = diffs[d] = False

        place(0)
        return Solution.count
