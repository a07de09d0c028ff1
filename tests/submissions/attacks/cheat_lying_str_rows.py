# Rows of '#' in a str subclass whose __hash__ and __eq__ claim to be a valid row, on n = 4: the answer must travel as what the strings hold, so Wrong Answer.
class Row(str):
    def __new__(cls, text, claimed):
        row = super().__new__(cls, text)
        row.claimed = claimed
        return row

    def __hash__(self):
        return hash(self.claimed)

    def __eq__(self, other):
        return other == self.claimed

    def __ne__(self, other):
        return not self.__eq__(other)


def solve(n):
    boards, columns = [], []

    def place(row, used, left, right):
        if row == n:
            boards.append(["." * c + "Q" + "." * (n - c - 1) for c in columns])
            return
        for column in range(n):
            if column in used or row + column in left or row - column in right:
                continue
            columns.append(column)
            place(row + 1, used | {column}, left | {row + column}, right | {row - column})
            columns.pop()

    place(0, set(), set(), set())
    return boards


class Solution:
    def solveNQueens(self, n):
        boards = solve(n)
        if n == 4:
            return [[Row("#" * n, row) for row in board] for board in boards]
        return boards
