"""24 Game (LeetCode 679), ACCEPTED: every value each subset of cards can make, bottom up.

Idea: give the four cards the bit masks 1, 2, 4, 8. For each mask, the set of Fractions its
cards can make is the union, over splits of the mask into two non-empty parts, of every
combination of a value of one part with a value of the other. The answer is whether 24 is
among the values of the full mask 15.

Cost: 15 masks, a few hundred values at most for the full mask; O(values) memory.
"""

from fractions import Fraction
from typing import Dict, List, Set


class Solution:
    def judgePoint24(self, cards: List[int]) -> bool:
        values: Dict[int, Set[Fraction]] = {}
        for i, card in enumerate(cards):
            values[1 << i] = {Fraction(card)}
        for mask in range(1, 16):
            if mask in values:
                continue
            made: Set[Fraction] = set()
            part = (mask - 1) & mask
            while part:
                other = mask ^ part
                if part < other:  # each split once; both orders are combined below
                    for x in values[part]:
                        for y in values[other]:
                            made.update((x + y, x - y, y - x, x * y))
                            if y:
                                made.add(x / y)
                            if x:
                                made.add(y / x)
                part = (part - 1) & mask
            values[mask] = made
        return Fraction(24) in values[15]
