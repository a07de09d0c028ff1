# 51 written as a generator (yield) instead of returning a list: Accepted, as on LeetCode, whose
# Python driver takes a generator's items where a list is declared (published Accepted submissions
# yield their answers: Midya-Anwesh/LeetCode 51-n-queens/Solution.py, and LeetHub commits such as
# 0884-uncommon-words-from-two-sentences.py, "Time: 38 ms ... - LeetHub", 2024-09-17).
class Solution:
    def solveNQueens(self, n):
        def place(row, columns):
            if row == n:
                yield ["." * c + "Q" + "." * (n - c - 1) for c in columns]
                return
            for c in range(n):
                if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                    yield from place(row + 1, columns + [c])

        yield from place(0, [])
