# class Solution with neither solveNQueens nor totalNQueens: without --problem, a usage error (exit 2).


class Solution:
    def queens(self, n):
        return 0
