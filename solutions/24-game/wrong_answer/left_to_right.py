"""24 Game (LeetCode 679), WRONG ANSWER: only left-to-right expressions ((a op b) op c) op d.

Idea: try every order of the cards and every operator triple, folding from the left. Bug:
brackets can also group the right-hand side, so (a op b) op (c op d) and a / (b - c / d)
are never tried: cards [1, 5, 5, 5] need 5 * (5 - 1 / 5) = 24 and answer false here.

Cost: 24 orders * 64 operator triples per case.
"""

from itertools import permutations, product
from typing import List


class Solution:
    def judgePoint24(self, cards: List[int]) -> bool:
        for order in permutations(cards):
            for ops in product("+-*/", repeat=3):
                value = float(order[0])
                for op, card in zip(ops, order[1:], strict=True):
                    if op == "+":
                        value += card
                    elif op == "-":
                        value -= card
                    elif op == "*":
                        value *= card
                    else:
                        value /= card
                if abs(value - 24) < 1e-6:
                    return True
        return False
