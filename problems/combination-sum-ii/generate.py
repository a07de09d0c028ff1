#!/usr/bin/env python3
"""Generate the test data of LeetCode 40, "Combination Sum II".

Each expected answer is built twice, by two independent methods that must give the same list of
combinations (each combination a multiset, written in ascending order, the list sorted):

* backtracking over the sorted candidates with a start index, each entry taken at most once
  (the search goes on from i + 1), equal numbers skipped at the same depth after the first
  (i > start and candidates[i] == candidates[i - 1]), and a branch stopped once the next
  candidate is larger than what remains;
* dynamic programming over the distinct values, each with how many times it occurs: after value
  v, seen k times, ways[t] holds every combination of the values so far that sums to t, that is
  ways[t - j * v] with j copies of v added, for j from 0 to k.

A third figure, the number of combinations, is the coefficient of x^target in the product of
(1 + x^v + ... + x^(k * v)) over the values, computed with integers; it must equal the length of
both lists. When there are at most 16 candidates a fourth method, every subset of the positions
(itertools.combinations) reduced to its sorted tuple in a set, must give the same list too. Every
combination must sum to the target, take no number more times than the candidates hold it, and
appear once.

The cases: LeetCode's two examples; the constraints' edges: one candidate (equal to the target,
too small to be taken twice, larger than the target), a hundred equal candidates (a hundred 1s
with target 30: a search that does not skip repeats, and keeps its combinations in a set, walks
the C(100, k) ways to pick k of the 1s; a hundred 2s, with an even and an odd target; a hundred
50s, none usable); exactly thirty 1s and twenty-nine 1s for target 30 (a solution that reuses an
entry finds [1] * 30 from any one 1); repeats that must be taken together ([1,1,1,2,2] for 4: a
solution that skips a repeat at every depth, i > 0 instead of i > start, loses [1,1,2] and
[2,2]); example 1 in descending order and repeats far apart (a solution that breaks out of its loop
at the first candidate too large, or compares neighbours, without sorting first); the fifty values
1 to 50 once each; and the largest answer: a hundred candidates, 26 ones, 13 twos, 9 threes and
fewer of each larger value up to 30, with 5594 combinations (the partitions of 30 that these
copies allow; all 5604 partitions would need 111 candidates). Then random cases with a fixed seed:
a hundred candidates from the whole range, and shorter arrays drawn from a few small values so
that every number repeats (redrawn when they have no combination, but for four of them).

Usage:
    python problems/combination-sum-ii/generate.py            # (re)write data/cases.json
    python problems/combination-sum-ii/generate.py --check    # exit 1 if the file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file, 2 when the two
methods disagree or an input breaks the constraints (nothing is written).
"""

from __future__ import annotations

import itertools
import random
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main

SEED = 40
LOW, HIGH = 1, 50  # a candidate's range
MAX_CANDIDATES = 100
MAX_TARGET = 30
BRUTE_FORCE_UP_TO = 16  # candidates; 2^16 subsets at most
RANDOM_CASES = 36
RANDOM_EMPTY = 4  # of the random cases, how many may have no combination at all

# The largest answer found for target 30 with a hundred candidates: how many copies of each value.
LARGEST = {1: 26, 2: 13, 3: 9, 4: 7, 5: 5, 6: 4, 7: 4, 8: 3, 9: 3, **dict.fromkeys(range(10, 15), 2)}
LARGEST |= dict.fromkeys(range(15, 31), 1)


def largest_answer() -> list[int]:
    candidates = [value for value, times in LARGEST.items() for _ in range(times)]
    random.Random(SEED).shuffle(candidates)
    return candidates


FIXED = [
    ("example 1", [10, 1, 2, 7, 6, 1, 5], 8),
    ("example 2", [2, 5, 2, 1, 2], 5),
    ("one candidate equal to the target", [30], 30),
    ("one candidate, the smallest", [1], 1),
    ("one candidate, not to be taken twice", [1], 2),
    ("one candidate larger than the target", [50], 1),
    ("a hundred 1s", [1] * 100, 30),
    ("a hundred 1s, target 1", [1] * 100, 1),
    ("a hundred 2s", [2] * 100, 30),
    ("a hundred 2s, odd target", [2] * 100, 29),
    ("a hundred 50s", [50] * 100, 30),
    ("exactly thirty 1s", [1] * 30, 30),
    ("twenty-nine 1s", [1] * 29, 30),
    ("three equal candidates, taken twice", [5, 5, 5], 10),
    ("three equal candidates, taken three times", [5, 5, 5], 15),
    ("three equal candidates, not enough of them", [5, 5, 5], 20),
    ("repeats taken together", [1, 1, 1, 2, 2], 4),
    ("example 1 in descending order", [10, 7, 6, 5, 2, 1, 1], 8),
    ("repeats far apart", [3, 1, 3, 5, 1, 1], 8),
    ("no combination", [4, 6, 8, 10, 12], 29),
    ("the values 1 to 50 once each", list(range(1, 51)), 30),
    ("the values 50 down to 1 once each", list(range(50, 0, -1)), 12),
    ("largest answer: 5594 combinations", largest_answer(), 30),
]


def by_backtracking(candidates: Sequence[int], target: int) -> list[list[int]]:
    """Method 1: depth first over the sorted candidates, each entry once, repeats skipped per depth."""
    ordered = sorted(candidates)
    found: list[list[int]] = []
    path: list[int] = []

    def search(start: int, remain: int) -> None:
        if remain == 0:
            found.append(path[:])
            return
        for index in range(start, len(ordered)):
            if ordered[index] > remain:
                break
            if index > start and ordered[index] == ordered[index - 1]:
                continue
            path.append(ordered[index])
            search(index + 1, remain - ordered[index])
            path.pop()

    search(0, target)
    return found


def by_dp(candidates: Sequence[int], target: int) -> list[list[int]]:
    """Method 2: ways[t] for every t up to the target, one distinct value (and its count) at a time."""
    ways: list[list[list[int]]] = [[[]]] + [[] for _ in range(target)]
    for value, times in Counter(candidates).items():
        ways = [
            [
                [*combination, *[value] * copies]
                for copies in range(times + 1)
                if copies * value <= total
                for combination in ways[total - copies * value]
            ]
            for total in range(target + 1)
        ]
    return sorted(sorted(combination) for combination in ways[target])


def by_subsets(candidates: Sequence[int], target: int) -> list[list[int]]:
    """Method 3, for a few candidates: every subset of the positions, as a sorted tuple in a set."""
    chosen = {
        tuple(sorted(subset))
        for size in range(1, len(candidates) + 1)
        for subset in itertools.combinations(candidates, size)
        if sum(subset) == target
    }
    return [list(combination) for combination in sorted(chosen)]


def count(candidates: Sequence[int], target: int) -> int:
    """The number of combinations: a coefficient of the product of the values' polynomials."""
    ways = [1] + [0] * target
    for value, times in Counter(candidates).items():
        ways = [
            sum(ways[total - copies * value] for copies in range(times + 1) if copies * value <= total)
            for total in range(target + 1)
        ]
    return ways[target]


def answer(candidates: Sequence[int], target: int) -> list[list[int]]:
    where = f"candidates {list(candidates)}, target {target}"
    if not 1 <= len(candidates) <= MAX_CANDIDATES:
        raise OracleMismatch(f"{where}: 1 to {MAX_CANDIDATES} candidates are allowed")
    if any(not LOW <= candidate <= HIGH for candidate in candidates) or not 1 <= target <= MAX_TARGET:
        raise OracleMismatch(f"{where}: a value is out of the constraints")
    first, second = by_backtracking(candidates, target), by_dp(candidates, target)
    if first != second:
        raise OracleMismatch(f"{where}: backtracking and dynamic programming give different combinations")
    if len(candidates) <= BRUTE_FORCE_UP_TO and by_subsets(candidates, target) != first:
        raise OracleMismatch(f"{where}: backtracking and every subset give different combinations")
    if len(first) != count(candidates, target) or len({tuple(item) for item in first}) != len(first):
        raise OracleMismatch(f"{where}: {len(first)} combinations, but {count(candidates, target)} are counted")
    held = Counter(candidates)
    if any(sum(item) != target or Counter(item) - held for item in first):
        raise OracleMismatch(f"{where}: a combination does not sum to the target from the candidates")
    return first


def random_input(rng: random.Random, index: int) -> tuple[list[int], int]:
    """A hundred candidates from the whole range (a third of the cases), or a shorter array drawn
    from three to six values up to 10, every number repeated."""
    target = rng.randint(1, MAX_TARGET)
    if index % 3 == 0:
        return [rng.randint(LOW, HIGH) for _ in range(MAX_CANDIDATES)], target
    pool = rng.sample(range(1, 11), rng.randint(3, 6))
    size = rng.randint(2, BRUTE_FORCE_UP_TO) if index % 3 == 1 else rng.randint(BRUTE_FORCE_UP_TO + 1, 60)
    return [rng.choice(pool) for _ in range(size)], target


def build_cases() -> list[dict]:
    cases = []
    for name, candidates, target in FIXED:
        expected = answer(candidates, target)
        cases.append({"name": name, "input": {"candidates": candidates, "target": target}, "expected": expected})
    rng = random.Random(SEED)
    empty = 0
    for index in range(RANDOM_CASES):
        candidates, target = random_input(rng, index)
        while empty == RANDOM_EMPTY and count(candidates, target) == 0:
            candidates, target = random_input(rng, index)  # small pools often miss the target: keep a few
        expected = answer(candidates, target)
        empty += not expected
        name = f"random {len(candidates)} candidates, {len(set(candidates))} different, target {target}"
        cases.append({"name": name, "input": {"candidates": candidates, "target": target}, "expected": expected})
    return cases


def main(argv: Sequence[str] | None = None) -> int:
    data = Path(__file__).resolve().parent / "data" / "cases.json"
    return generator_main("Generate the Combination Sum II test data.", lambda: {data: build_cases()}, argv)


if __name__ == "__main__":
    sys.exit(main())
