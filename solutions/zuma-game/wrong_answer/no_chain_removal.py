"""Zuma Game (LeetCode 488), WRONG ANSWER: removes one group of three, but not the chain it sets off.

Idea: BFS over (row, hand) states, a ball only beside its colour or between an equal pair.
Bug: after the new ball's group vanishes, the two balls that meet may form a new group of
three or more, which must vanish too (and so on); this removes only the first group, so
"WWRRBBWW" with "WRBRW" is 3 here (the WWWW left by the second ball needs a third), and
"RRWWRRBBRR" with "WB" becomes impossible.

Cost: one visit per reachable state; O(states) memory.
"""

from collections import deque


def remove_once(row: str) -> str:
    i = 0
    while i < len(row):
        j = i
        while j < len(row) and row[j] == row[i]:
            j += 1
        if j - i >= 3:
            return row[:i] + row[j:]  # the balls that meet here are never checked again
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
                    if j and balls[j - 1] == colour:
                        continue
                    if i and row[i - 1] == colour:
                        continue
                    beside = i < len(row) and row[i] == colour
                    splits = 0 < i < len(row) and row[i - 1] == row[i] != colour
                    if not (beside or splits):
                        continue
                    after = remove_once(row[:i] + colour + row[i:])
                    if not after:
                        return steps + 1
                    rest = balls[:j] + balls[j + 1 :]
                    if rest and (after, rest) not in seen:
                        seen.add((after, rest))
                        queue.append((after, rest, steps + 1))
        return -1
