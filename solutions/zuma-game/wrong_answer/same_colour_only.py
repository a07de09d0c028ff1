"""Zuma Game (LeetCode 488), WRONG ANSWER: a ball is only ever put next to a ball of its own colour.

Idea: memoised search that inserts each hand ball only beside a ball of the same colour, the
greedy insight of the old editorial (LeetCode accepted it before 2021). Bug: sometimes the
best move puts a ball of another colour between a pair to split it: board "RRWWRRBBRR" with
hand "WB" needs RRWW R B RBBRR -> ... and is 2, this answers -1.

Cost: one evaluation per reachable state; O(states) memory.
"""

from functools import cache


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
        @cache
        def best(row: str, balls: str) -> float:
            if not row:
                return 0
            result = float("inf")
            for colour in set(balls):
                rest = balls.replace(colour, "", 1)
                for i in range(len(row)):
                    if row[i] == colour:
                        result = min(result, 1 + best(vanish(row[:i] + colour + row[i:]), rest))
            return result

        answer = best(board, "".join(sorted(hand)))
        return -1 if answer == float("inf") else int(answer)
