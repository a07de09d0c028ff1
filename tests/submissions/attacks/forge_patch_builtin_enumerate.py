# Rebinding builtins.enumerate (which the harness's encoder calls at run time) so a wrong answer for 51 on n = 4, [0], is encoded as the right boards: must be Wrong Answer.
import builtins

real_enumerate = enumerate
RIGHT_FOR_4 = [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]


def solve(n):
    boards = []

    def place(row, columns):
        if row == n:
            boards.append(["." * c + "Q" + "." * (n - c - 1) for c in columns])
            return
        for c in range(n):
            if all(c != d and abs(c - d) != row - r for r, d in real_enumerate(columns)):
                place(row + 1, columns + [c])

    place(0, [])
    return boards


def forged_enumerate(items, start=0):
    items = list(items)
    if items == [0]:  # the harness encoding the wrong answer below
        return real_enumerate(RIGHT_FOR_4)
    return real_enumerate(items, start)


class Solution:
    def solveNQueens(self, n):
        if n == 4:
            builtins.enumerate = forged_enumerate
            return [0]
        return solve(n)
