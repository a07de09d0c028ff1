"""Zuma Game (LeetCode 488), ACCEPTED: depth-first search with a memo on (row, hand).

Idea: best(row, hand) is 0 for an empty row, infinite when some colour of the row has fewer
than three balls in row and hand together (it can never vanish), else the minimum over
useful insertions of 1 + best(the row after removals, the hand without that ball). Useful insertions: a ball next
to a ball of its colour (at the left end of that group only) or between two equal balls of
another colour. Removals rescan the whole row with a regular expression until nothing of
three or more is left. The hand is kept sorted so equal hands share memo entries.

Cost: one evaluation per reachable (row, hand) state; O(states) memory.
"""

import re
from functools import cache

GROUP = re.compile(r"(.)\1{2,}")


def vanish(row: str) -> str:
    while True:
        row, removed = GROUP.subn("", row, count=1)
        if not removed:
            return row


class Solution:
    def findMinStep(self, board: str, hand: str) -> int:
        @cache
        def best(row: str, balls: str) -> float:
            if not row:
                return 0
            result = float("inf")
            for colour in set(row):  # a colour that can never gather three balls
                if row.count(colour) + balls.count(colour) < 3:
                    return result
            for colour in set(balls):
                rest = balls.replace(colour, "", 1)
                for i in range(len(row) + 1):
                    if i > 0 and row[i - 1] == colour:
                        continue
                    if (i < len(row) and row[i] == colour) or (0 < i < len(row) and row[i - 1] == row[i]):
                        result = min(result, 1 + best(vanish(row[:i] + colour + row[i:]), rest))
            return result

        answer = best(board, "".join(sorted(hand)))
        return -1 if answer == float("inf") else int(answer)
