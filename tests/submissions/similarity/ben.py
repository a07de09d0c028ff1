# my solution for n queens
from typing import List


class Solution:
    def solveNQueens(self, size: int) -> List[List[str]]:
        # diagonals: r+c and r-c+size-1
        anti = [False] * (2 * size - 1)
        diag = [False] * (2 * size - 1)
        taken = [False] * size
        placed = [0] * size
        answer: List[List[str]] = []

        def go(r: int) -> None:
            if r == size:
                answer.append(["." * c + "Q" + "." * (size - 1 - c) for c in placed])
                return
            for c in range(size):
                a, b = r + c, r - c + size - 1
                if taken[c] or anti[a] or diag[b]:
                    continue  # attacked
                placed[r] = c
                taken[c] = anti[a] = diag[b] = True
                go(r + 1)
                taken[c] = anti[a] = diag[b] = False  # undo

        go(0)
        return answer
