"""24 Game (LeetCode 679), TIME LIMIT EXCEEDED: brackets placed by brute force and eval() on strings.

Idea: for every order of the cards and every operator triple, write the expression as text and
try every way of putting up to three "(" before cards and as many ")" after cards, evaluating
each string with eval() (skipping those that are not valid Python or divide by zero). It is
correct (two pairs are enough for any tree of four cards, a - (b - (c - d)) included), but it
builds and compiles about 800,000 strings per case, most of them duplicates or syntax errors:
a card list that cannot reach 24 takes several seconds.

Cost: 24 orders * 64 operator triples * 517 bracket placements, each a compile.
"""

from itertools import combinations_with_replacement, permutations, product
from typing import List


class Solution:
    def judgePoint24(self, cards: List[int]) -> bool:
        for order in permutations(cards):
            for ops in product("+-*/", repeat=3):
                tokens = [str(order[0])]
                for op, card in zip(ops, order[1:], strict=True):
                    tokens += [op, str(card)]
                before = range(0, len(tokens), 2)  # gaps in front of a card: "(" goes there
                after = range(1, len(tokens) + 1, 2)  # gaps behind a card: ")" goes there
                for count in (0, 1, 2, 3):  # three pairs, to be safe
                    for opens in combinations_with_replacement(before, count):
                        for closes in combinations_with_replacement(after, count):
                            text = ""
                            for position in range(len(tokens) + 1):
                                text += ")" * closes.count(position) + "(" * opens.count(position)
                                if position < len(tokens):
                                    text += tokens[position]
                            try:
                                value = eval(text)
                            except (SyntaxError, ZeroDivisionError):
                                continue
                            if abs(value - 24) < 1e-6:
                                return True
        return False
