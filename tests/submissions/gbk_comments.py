# 52 with Chinese comments saved as GBK and no coding line: Accepted, with a not-UTF-8 warning.
# 解法：回溯，每行放一个皇后
class Solution:
    def totalNQueens(self, n):
        # 列、两条对角线是否被占用
        def place(row, cols, down, up):
            if row == n:
                return 1
            return sum(place(row + 1, cols | {c}, down | {row - c}, up | {row + c})
                       for c in range(n) if c not in cols and row - c not in down and row + c not in up)
        return place(0, set(), set(), set())  # 返回方案数
