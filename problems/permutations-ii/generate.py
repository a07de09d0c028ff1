#!/usr/bin/env python3
"""Generate the test data of LeetCode 47, "Permutations II".

Each expected answer is built twice, by two independent methods that must give the same list of
distinct orderings:

* itertools.permutations over the positions, the repeats removed with a set of tuples and the
  rest sorted (lexicographic order of the values, the order LeetCode prints example 1 in, and the
  order the answer is written in);
* a hand-written "next permutation" walk from the sorted array: find the last place where a
  number is smaller than the one after it, swap it with the last number larger than it, reverse
  the tail. With equal numbers the comparisons are strict, so every distinct ordering comes
  exactly once, in lexicographic order, and the walk stops at the descending one.

A third figure, the multinomial count n! / (k1! * k2! * ...) for numbers repeated k1, k2, ...
times, must equal the length of both; every ordering must hold the input's numbers, each as many
times as the input does.

The cases: LeetCode's two examples; the constraints' edges: one number (the smallest, the
largest), all the numbers equal (two, eight; the extremes), seven equal and one other, four and
four, two of each of four values, three equal among eight; repeats that are not next to each
other, so that a solution which skips "a number equal to the one before it" without sorting first
keeps duplicates; numbers whose digits run together ([1, 10, 1, 0]: "1,10,1,0" and "1,1,0,10"
both read "11010" once the commas are dropped, so a dedupe on a separator-less string key loses
one); negative repeats; the largest answers of the constraints, eight different numbers (40320
orderings, the widest of them in JSON: two-digit negatives) and eight numbers with one pair
(20160). Then random arrays with a fixed seed, most of them of eight numbers drawn from a pool
of two to four values, so that every one is full of repeats (at most 2520 orderings each, which
keeps the file small).

Usage:
    python problems/permutations-ii/generate.py            # (re)write data/cases.json
    python problems/permutations-ii/generate.py --check    # exit 1 if the file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file, 2 when the two
methods disagree or an input breaks the constraints (nothing is written).
"""

from __future__ import annotations

import itertools
import math
import random
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main

SEED = 47
LOW, HIGH = -10, 10
MAX_LENGTH = 8
RANDOM_CASES = 24
MAX_POOL = 4  # a random case's numbers come from two to this many values

FIXED = [
    ("example 1", [1, 1, 2]),
    ("example 2", [1, 2, 3]),
    ("one number, the smallest", [-10]),
    ("one number, the largest", [10]),
    ("two equal numbers", [5, 5]),
    ("two different numbers", [0, -1]),
    ("eight equal numbers", [7, 7, 7, 7, 7, 7, 7, 7]),
    ("eight equal numbers, the smallest", [-10, -10, -10, -10, -10, -10, -10, -10]),
    ("eight equal numbers, the largest", [10, 10, 10, 10, 10, 10, 10, 10]),
    ("seven equal numbers and one other", [0, 0, 0, 0, 0, 0, 0, 1]),
    ("the other one first", [9, -4, -4, -4, -4, -4, -4, -4]),
    ("four and four", [2, 1, 2, 1, 2, 1, 2, 1]),
    ("two of each of four values", [3, -3, 3, -3, 0, 0, 8, 8]),
    ("three equal among eight", [2, 2, 2, -7, -7, 5, 0, 10]),
    ("repeats apart", [1, 2, 1]),
    ("repeats apart, five numbers", [4, -1, 4, -1, 4]),
    ("pairs in descending order", [6, 6, 4, 4, 2, 2]),
    ("digits that run together", [1, 10, 1, 0]),
    ("digits that run together, negative", [-1, -1, 0, -10, 1]),
    ("negative repeats", [-5, -5, -6, -6, -6]),
    ("eight different numbers", [-10, -9, -8, -7, -6, -5, -4, -3]),
    ("eight numbers, one pair", [10, -10, 0, 5, -5, 1, -1, 10]),
]


def by_itertools(nums: Sequence[int]) -> list[list[int]]:
    """Method 1: the library's orderings of the positions, each distinct one kept once."""
    return [list(order) for order in sorted(set(itertools.permutations(nums)))]


def by_next_permutation(nums: Sequence[int]) -> list[list[int]]:
    """Method 2: step from the smallest ordering to the largest, one lexicographic step at a time."""
    order = sorted(nums)
    found = [order[:]]
    while True:
        i = len(order) - 2
        while i >= 0 and order[i] >= order[i + 1]:
            i -= 1
        if i < 0:
            return found
        j = len(order) - 1
        while order[j] <= order[i]:
            j -= 1
        order[i], order[j] = order[j], order[i]
        order[i + 1 :] = order[i + 1 :][::-1]
        found.append(order[:])


def distinct_orderings(nums: Sequence[int]) -> int:
    """The multinomial count: n! over the factorial of each number's multiplicity."""
    total = math.factorial(len(nums))
    for times in Counter(nums).values():
        total //= math.factorial(times)
    return total


def answer(nums: Sequence[int]) -> list[list[int]]:
    if not 1 <= len(nums) <= MAX_LENGTH:
        raise OracleMismatch(f"nums {list(nums)}: 1 to {MAX_LENGTH} numbers are allowed")
    if any(not LOW <= number <= HIGH for number in nums):
        raise OracleMismatch(f"nums {list(nums)}: every number must be within [{LOW}, {HIGH}]")
    first, second = by_itertools(nums), by_next_permutation(nums)
    if first != second:
        raise OracleMismatch(f"nums {list(nums)}: itertools and next permutation give different orderings")
    if len(first) != distinct_orderings(nums) or len({tuple(order) for order in first}) != len(first):
        raise OracleMismatch(f"nums {list(nums)}: {len(first)} orderings, not {distinct_orderings(nums)} distinct ones")
    if any(Counter(order) != Counter(nums) for order in first):
        raise OracleMismatch(f"nums {list(nums)}: an ordering does not hold the input's numbers")
    return first


def build_cases() -> list[dict]:
    cases = [{"name": name, "input": {"nums": nums}, "expected": answer(nums)} for name, nums in FIXED]
    rng = random.Random(SEED)
    for index in range(RANDOM_CASES):
        size = MAX_LENGTH if index % 4 else rng.randint(2, MAX_LENGTH - 1)
        pool = rng.sample(range(LOW, HIGH + 1), rng.randint(2, MAX_POOL))
        nums = [rng.choice(pool) for _ in range(size)]
        name = f"random {size}, {len(set(nums))} different"
        cases.append({"name": name, "input": {"nums": nums}, "expected": answer(nums)})
    return cases


def main(argv: Sequence[str] | None = None) -> int:
    data = Path(__file__).resolve().parent / "data" / "cases.json"
    return generator_main("Generate the Permutations II test data.", lambda: {data: build_cases()}, argv, compact=True)


if __name__ == "__main__":
    sys.exit(main())
