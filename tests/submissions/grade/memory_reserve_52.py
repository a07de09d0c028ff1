# 52 that keeps reserving 32 MB zeroed blocks on n = 5 until the address-space limit refuses one:
# Memory Limit Exceeded on case 5, later cases run again: 8/9. bytes(size) asks for zeroed memory,
# which the system hands out untouched, so the limit is reached in a few milliseconds of CPU on any
# machine, far below the class's 400 ms time limit (a hog that writes its memory needs ~150 ms here).
ANSWERS = [0, 1, 0, 0, 2, 10, 4, 40, 92, 352]


class Solution:
    def totalNQueens(self, n):
        if n == 5:
            blocks = []
            while True:
                blocks.append(bytes(32 << 20))
        return ANSWERS[n]
