#!/usr/bin/env python3
"""Generate the test data of LeetCode 46, "Permutations".

Each expected answer is built twice, by two independent methods that must give the same set of
orderings:

* itertools.permutations over the positions of the array (its order, index-lexicographic, is
  the order the answer is written in, as LeetCode prints example 1);
* a hand-written recursion that inserts each next number at every position of every ordering
  of the numbers before it (no swapping, no "used" flags, no library).

Both must also give n! orderings, each of the n numbers once, none twice.

The cases: LeetCode's three examples; the constraints' edges (one number: the smallest, the
largest, zero; two numbers; six numbers with both extremes; only negative numbers; a
descending array, so that a next-permutation loop that never sorts misses orderings); then
random arrays of 2 to 6 distinct values from -10 to 10 with a fixed seed, most of them of the
largest size.

Usage:
    python problems/permutations/generate.py            # (re)write data/cases.json
    python problems/permutations/generate.py --check    # exit 1 if the file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file, 2 when the two
methods disagree or an input breaks the constraints (nothing is written).
"""

from __future__ import annotations

import itertools
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main

SEED = 46
LOW, HIGH = -10, 10
MAX_LENGTH = 6
RANDOM_CASES = 24

FIXED = [
    ("example 1", [1, 2, 3]),
    ("example 2", [0, 1]),
    ("example 3", [1]),
    ("one number, the smallest", [-10]),
    ("one number, the largest", [10]),
    ("one number, zero", [0]),
    ("two negative numbers", [-3, -7]),
    ("both extremes", [10, -10]),
    ("six numbers, both extremes and zero", [-10, 10, 0, 5, -5, 1]),
    ("six negative numbers", [-1, -2, -3, -4, -5, -6]),
    ("six numbers, descending", [9, 7, 4, 0, -2, -8]),
    ("six numbers, ascending", [-10, -6, -1, 3, 8, 10]),
    ("five numbers, unsorted", [3, -4, 10, 0, -9]),
    ("four numbers, descending", [4, 3, 2, 1]),
]


def by_itertools(nums: Sequence[int]) -> list[list[int]]:
    """Method 1: the library's orderings of the positions."""
    return [list(order) for order in itertools.permutations(nums)]


def by_insertion(nums: Sequence[int]) -> list[list[int]]:
    """Method 2: every ordering of nums[:k + 1] is an ordering of nums[:k] with nums[k] put in
    one of its k + 1 gaps."""
    orders: list[list[int]] = [[]]
    for number in nums:
        orders = [[*order[:gap], number, *order[gap:]] for order in orders for gap in range(len(order) + 1)]
    return orders


def answer(nums: Sequence[int]) -> list[list[int]]:
    if not 1 <= len(nums) <= MAX_LENGTH or len(set(nums)) != len(nums):
        raise OracleMismatch(f"nums {list(nums)}: 1 to {MAX_LENGTH} distinct numbers are allowed")
    if any(not LOW <= number <= HIGH for number in nums):
        raise OracleMismatch(f"nums {list(nums)}: every number must be within [{LOW}, {HIGH}]")
    first, second = by_itertools(nums), by_insertion(nums)
    if sorted(first) != sorted(second):
        raise OracleMismatch(f"nums {list(nums)}: itertools and insertion give different orderings")
    if len(first) != math.factorial(len(nums)) or len({tuple(order) for order in first}) != len(first):
        raise OracleMismatch(f"nums {list(nums)}: {len(first)} orderings, not {len(nums)}! distinct ones")
    if any(sorted(order) != sorted(nums) for order in first):
        raise OracleMismatch(f"nums {list(nums)}: an ordering does not hold each number once")
    return first


def build_cases() -> list[dict]:
    cases = [{"name": name, "input": {"nums": nums}, "expected": answer(nums)} for name, nums in FIXED]
    rng = random.Random(SEED)
    for index in range(RANDOM_CASES):
        size = MAX_LENGTH if index % 3 else rng.randint(2, MAX_LENGTH - 1)
        nums = rng.sample(range(LOW, HIGH + 1), size)
        cases.append({"name": f"random {size}", "input": {"nums": nums}, "expected": answer(nums)})
    return cases


def main(argv: Sequence[str] | None = None) -> int:
    data = Path(__file__).resolve().parent / "data" / "cases.json"
    return generator_main("Generate the Permutations test data.", lambda: {data: build_cases()}, argv, compact=True)


if __name__ == "__main__":
    sys.exit(main())
