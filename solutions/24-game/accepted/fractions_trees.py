"""24 Game (LeetCode 679), ACCEPTED: every expression tree, evaluated exactly with Fractions.

Idea: for each order of the four cards and each choice of three operators, evaluate the five
bracketings ((a b) c) d, (a (b c)) d, (a b) (c d), a ((b c) d), a (b (c d)). Fraction keeps
8 / (3 - 8 / 3) exactly 24, so no tolerance is needed; a zero divisor skips the expression.

Cost: 24 orders * 64 operator triples * 5 shapes = 7680 evaluations at most; O(1) memory.
"""

from fractions import Fraction
from itertools import permutations, product
from typing import List


def apply(op: str, x: Fraction | None, y: Fraction | None) -> Fraction | None:
    if x is None or y is None:
        return None
    if op == "+":
        return x + y
    if op == "-":
        return x - y
    if op == "*":
        return x * y
    return None if y == 0 else x / y


class Solution:
    def judgePoint24(self, cards: List[int]) -> bool:
        for a, b, c, d in set(permutations(Fraction(card) for card in cards)):
            for p, q, r in product("+-*/", repeat=3):
                values = (
                    apply(r, apply(q, apply(p, a, b), c), d),
                    apply(r, apply(p, a, apply(q, b, c)), d),
                    apply(q, apply(p, a, b), apply(r, c, d)),
                    apply(p, a, apply(r, apply(q, b, c), d)),
                    apply(p, a, apply(q, b, apply(r, c, d))),
                )
                if 24 in values:
                    return True
        return False
