# 52 with a badly indented line 7: Compile Error (IndentationError), compile_error.line == 7, 0/9.


class Solution:
    def totalNQueens(self, n):
        count = 0
      return count
