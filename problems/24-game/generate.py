#!/usr/bin/env python3
"""Generate the test data of LeetCode 679, "24 Game".

The cases are complete: LeetCode's two examples, then every one of the 495 multisets of four
cards from 1 to 9 (each card list shuffled with a fixed seed, so a solution cannot rely on
sorted input). Each answer comes from two independent methods that must agree:

* expression trees: every order of the cards, every choice of three operators and each of the
  five shapes of a binary tree with four leaves, evaluated with exact Fractions;
* pair merging: repeatedly replace two of the remaining numbers by one result of combining
  them, again with Fractions.

Their totals are also compared with the published count: 404 of the 495 multisets reach 24.

Usage:
    python problems/24-game/generate.py            # (re)write data/cases.json
    python problems/24-game/generate.py --check    # exit 1 if the file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file, 2 when the two
methods disagree (nothing is written).
"""

from __future__ import annotations

import itertools
import random
import sys
from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main

SEED = 679
TARGET = Fraction(24)
SOLVABLE_MULTISETS = 404  # of the 495 multisets of four cards 1-9

EXAMPLES = [([4, 1, 8, 7], "example 1"), ([1, 2, 1, 2], "example 2")]


def _apply(op: str, a: Fraction, b: Fraction) -> Fraction | None:
    """a op b with real division; None when dividing by zero."""
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    return None if b == 0 else a / b


def _shapes() -> list[Callable[[Sequence[Fraction], Sequence[str]], Fraction | None]]:
    """The five binary trees over four leaves a, b, c, d (in that order) and three operators."""

    def chain(*steps: tuple[int, int, int]) -> Callable[[Sequence[Fraction], Sequence[str]], Fraction | None]:
        # Each step (x, y, k) combines slots x and y with operator k into slot x; slots 0-3
        # start as the leaves. Three steps build the tree.
        def evaluate(leaves: Sequence[Fraction], ops: Sequence[str]) -> Fraction | None:
            slots: list[Fraction | None] = list(leaves)
            for x, y, k in steps:
                left, right = slots[x], slots[y]
                if left is None or right is None:
                    return None
                slots[x] = _apply(ops[k], left, right)
            return slots[0]

        return evaluate

    return [
        chain((0, 1, 0), (0, 2, 1), (0, 3, 2)),  # ((a b) c) d
        chain((1, 2, 1), (0, 1, 0), (0, 3, 2)),  # (a (b c)) d
        chain((0, 1, 0), (2, 3, 2), (0, 2, 1)),  # (a b) (c d)
        chain((1, 2, 1), (1, 3, 2), (0, 1, 0)),  # a ((b c) d)
        chain((2, 3, 2), (1, 2, 1), (0, 1, 0)),  # a (b (c d))
    ]


SHAPES = _shapes()


def by_trees(cards: Sequence[int]) -> bool:
    """Method 1: evaluate every expression tree over the cards."""
    for order in set(itertools.permutations(cards)):
        leaves = [Fraction(card) for card in order]
        for ops in itertools.product("+-*/", repeat=3):
            for shape in SHAPES:
                if shape(leaves, ops) == TARGET:
                    return True
    return False


def by_merging(cards: Sequence[int]) -> bool:
    """Method 2: merge two numbers at a time until one is left."""

    def search(numbers: tuple[Fraction, ...]) -> bool:
        if len(numbers) == 1:
            return numbers[0] == TARGET
        for i, j in itertools.permutations(range(len(numbers)), 2):
            rest = tuple(numbers[k] for k in range(len(numbers)) if k not in (i, j))
            for op in "+-*/":
                value = _apply(op, numbers[i], numbers[j])
                if value is not None and search((*rest, value)):
                    return True
        return False

    return search(tuple(Fraction(card) for card in cards))


def build_cases() -> list[dict]:
    rng = random.Random(SEED)
    cases = []
    solvable = 0
    for cards, name in EXAMPLES:
        cases.append({"name": name, "input": {"cards": cards}, "expected": answer(cards)})
    for multiset in itertools.combinations_with_replacement(range(1, 10), 4):
        expected = answer(multiset)
        solvable += expected
        cards = list(multiset)
        rng.shuffle(cards)
        cases.append({"name": "cards " + "".join(map(str, multiset)), "input": {"cards": cards}, "expected": expected})
    if solvable != SOLVABLE_MULTISETS:
        raise OracleMismatch(f"{solvable} multisets reach 24, the published count is {SOLVABLE_MULTISETS}")
    return cases


def answer(cards: Sequence[int]) -> bool:
    first, second = by_trees(cards), by_merging(cards)
    if first != second:
        raise OracleMismatch(f"cards {list(cards)}: expression trees say {first}, pair merging says {second}")
    return first


def main(argv: Sequence[str] | None = None) -> int:
    data = Path(__file__).resolve().parent / "data" / "cases.json"
    return generator_main("Generate the 24 Game test data.", lambda: {data: build_cases()}, argv)


if __name__ == "__main__":
    sys.exit(main())
