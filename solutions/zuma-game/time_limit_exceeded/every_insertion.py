"""Zuma Game (LeetCode 488), TIME LIMIT EXCEEDED: every ball at every position, with no memo.

Idea: plain depth-first search: for each ball of the hand and each of the len(row) + 1
positions, insert it, let the groups vanish and recurse on what is left, keeping the
minimum. It is correct, but nothing is remembered or pruned: a row of 16 with a hand of 5
that cannot be cleared explores about 17*5 * 18*4 * 19*3 * 20*2 * 21 = 290 million move
sequences.

Cost: O((n + k)^k * k!) time for a row of n and a hand of k; O(k) recursion depth.
"""


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
        def best(row: str, balls: str) -> float:
            if not row:
                return 0
            result = float("inf")
            for k in range(len(balls)):
                rest = balls[:k] + balls[k + 1 :]
                for i in range(len(row) + 1):
                    result = min(result, 1 + best(vanish(row[:i] + balls[k] + row[i:]), rest))
            return result

        answer = best(board, hand)
        return -1 if answer == float("inf") else int(answer)
