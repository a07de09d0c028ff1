"""Zuma Game (LeetCode 488), RUNTIME ERROR: reads row[i] for the position after the last ball.

Idea: BFS with the usual pruning (insert beside a ball of the same colour, or between two
equal balls). Bug: positions run from 0 to len(row) inclusive, since a ball can go after the
last one, but the test `row[i] == colour` is made for every position, so i == len(row) raises
IndexError: string index out of range as soon as a row is not cleared by an earlier move.

Cost: as the reference, until it fails.
"""

from collections import deque


def vanish(row: str) -> str:
    i = 0
    while i < len(row):
        j = i
        while j < len(row) and row[j] == row[i]:
            j += 1
        if j - i >= 3:
            return vanish(row[:i] + row[j:])
        i = j
    return row


class Solution:
    def findMinStep(self, board: str, hand: str) -> int:
        start = (board, "".join(sorted(hand)))
        seen = {start}
        queue = deque([(board, start[1], 0)])
        while queue:
            row, balls, steps = queue.popleft()
            for i in range(len(row) + 1):
                for j, colour in enumerate(balls):
                    useful = row[i] == colour or (i > 0 and row[i - 1] == row[i])  # row[len(row)] fails
                    if not useful:
                        continue
                    after = vanish(row[:i] + colour + row[i:])
                    if not after:
                        return steps + 1
                    rest = balls[:j] + balls[j + 1 :]
                    if rest and (after, rest) not in seen:
                        seen.add((after, rest))
                        queue.append((after, rest, steps + 1))
        return -1
