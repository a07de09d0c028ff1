# Defines the method as a plain function, with no class Solution: a usage error (exit 2).


def totalNQueens(n):
    return [0, 1, 0, 0, 2, 10, 4, 40, 92, 352][n]
