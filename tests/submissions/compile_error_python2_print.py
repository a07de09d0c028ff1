# 52 with a Python 2 print statement on line 6: Compile Error (SyntaxError about print), line 6, 0/9.


class Solution:
    def totalNQueens(self, n):
        print "n is", n
        return 0
