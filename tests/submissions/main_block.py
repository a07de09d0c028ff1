# 52 with an `if __name__ == "__main__":` block that must not run (it would poison every answer): Accepted.
ANSWERS = [0, 1, 0, 0, 2, 10, 4, 40, 92, 352]
POISONED = False


class Solution:
    def totalNQueens(self, n):
        return -1 if POISONED else ANSWERS[n]


if __name__ == "__main__":
    print("MAIN BLOCK RAN")
    POISONED = True
