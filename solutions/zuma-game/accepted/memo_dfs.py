"""Zuma Game (LeetCode 488), ACCEPTED: depth-first search with a memo on (row, hand).

Idea: best(row, hand) is 0 for an empty row, infinite when the hand cannot supply what the
row's colours lack (each colour needs three balls in row and hand together) or its last ball
has no pair of its colour to make three, else the minimum over useful insertions of
1 + best(the row after removals, the hand without that ball). Useful insertions: a ball next
to a ball of its colour (at the left end of that group only) or between two equal balls of
another colour; the last ball only where it makes a pair into three. Removals start at the new
ball and work outwards: its group vanishes when it holds three or more, then the group its two
neighbours form, and so on. The hand is kept sorted so equal hands share memo entries.

Cost: one evaluation per reachable (row, hand) state, each over every insertion; O(states)
memory. Unlike a breadth-first search it explores every state, not only those up to the best
answer's depth.
"""

from functools import cache


def settle(row: str, at: int) -> str:
    while row:
        left = right = at
        while left > 0 and row[left - 1] == row[at]:
            left -= 1
        while right + 1 < len(row) and row[right + 1] == row[at]:
            right += 1
        if right - left < 2:
            return row
        row = row[:left] + row[right + 1 :]
        if left == 0 or left == len(row) or row[left - 1] != row[left]:
            return row
        at = left
    return row


class Solution:
    def findMinStep(self, board: str, hand: str) -> int:
        @cache
        def best(row: str, balls: str) -> float:
            if not row:
                return 0
            result = float("inf")
            if len(balls) == 1 and balls * 2 not in row:
                return result  # the last ball can only empty the row by making a pair into three
            lacking = 0
            for colour in set(row):
                missing = 3 - row.count(colour)
                if missing > 0:
                    if balls.count(colour) < missing:
                        return result
                    lacking += missing
            if lacking > len(balls):
                return result
            for colour in set(balls):
                rest = balls.replace(colour, "", 1)
                for i, ball in enumerate(row):
                    if ball == colour:
                        if (i and row[i - 1] == colour) or (not rest and row[i + 1 : i + 2] != colour):
                            continue
                    elif not rest or not (i and row[i - 1] == ball):
                        continue
                    result = min(result, 1 + best(settle(row[:i] + colour + row[i:], i), rest))
            return result

        answer = best(board, "".join(sorted(hand)))
        return -1 if answer == float("inf") else int(answer)
