#!/usr/bin/env python3
"""Generate the test data of LeetCode 39, "Combination Sum".

Each expected answer is built twice, by two independent methods that must give the same set of
combinations (each combination a multiset, written in ascending order):

* backtracking over the sorted candidates with a start index, so that a combination only takes
  candidates at or after the last one it took, and a branch stops once the next candidate is
  larger than what remains;
* dynamic programming bottom up, candidate by candidate (as in the unbounded knapsack count):
  after candidate c, ways[t] holds every combination of the candidates so far that sums to t,
  extended from ways[t - c].

A third figure, the number of combinations counted by the same recurrence over integers, must
equal the length of both lists; every combination must sum to the target, use only candidates
and appear once; and LeetCode's guarantee must hold: fewer than 150 combinations.

The cases: LeetCode's three examples; the constraints' edges: targets no combination reaches
(below every candidate, odd with even candidates, out of reach of two candidates), a single
candidate (the longest combination, twenty 2s; a candidate equal to the target; one that does
not divide it), candidates in descending order (a solution that breaks out of its loop at the
first candidate too large, without sorting first, misses combinations), thirty candidates, and
the largest answers under 150 ([2, 3, 4, 5] with target 40 holds 145 combinations, and a search
that tries the candidates in every order walks about 26 million partial sums there); then random
cases with a fixed seed, redrawn until they have fewer than 150 combinations (and, but for five
of them, at least one).

Usage:
    python problems/combination-sum/generate.py            # (re)write data/cases.json
    python problems/combination-sum/generate.py --check    # exit 1 if the file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file, 2 when the two
methods disagree or an input breaks the constraints (nothing is written).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main

SEED = 39
LOW, HIGH = 2, 40  # a candidate's range
MAX_CANDIDATES = 30
MAX_TARGET = 40
MAX_COMBINATIONS = 149  # LeetCode: fewer than 150 combinations for the given input
RANDOM_CASES = 40
RANDOM_EMPTY = 5  # of the random cases, how many may have no combination at all

FIXED = [
    ("example 1", [2, 3, 6, 7], 7),
    ("example 2", [2, 3, 5], 8),
    ("example 3", [2], 1),
    ("target below every candidate", [5, 9, 13], 4),
    ("odd target, even candidates", [4, 6, 8, 10], 39),
    ("target out of reach of two candidates", [11, 7], 30),
    ("one candidate, twenty times", [2], 40),
    ("one candidate equal to the target", [40], 40),
    ("one candidate not dividing the target", [3], 40),
    ("one candidate, three times", [13], 39),
    ("example 1 in descending order", [7, 6, 3, 2], 7),
    ("descending, target the largest candidate", [40, 20, 10, 5, 2], 40),
    ("descending, only the last candidates fit", [39, 31, 23, 9, 4, 3], 17),
    ("thirty candidates, all above half the target", list(range(40, 10, -1)), 40),
    ("thirty smallest candidates", list(range(2, 32)), 20),
    (
        "thirty candidates, shuffled",
        [
            17,
            2,
            29,
            8,
            35,
            5,
            23,
            11,
            40,
            14,
            3,
            31,
            20,
            9,
            38,
            26,
            6,
            33,
            12,
            19,
            27,
            4,
            36,
            15,
            22,
            10,
            30,
            7,
            25,
            16,
        ],
        20,
    ),
    ("largest answer: 145 combinations", [2, 3, 4, 5], 40),
    ("largest answer: 149 combinations", [6, 5, 4, 3, 2], 30),
    ("largest answer: 149 combinations", [2, 3, 4, 5, 6, 7], 26),
    ("largest answer: 149 combinations", [9, 3, 8, 4, 7, 5, 6], 32),
]


def by_backtracking(candidates: Sequence[int], target: int) -> list[list[int]]:
    """Method 1: depth first over the sorted candidates with a start index."""
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
            path.append(ordered[index])
            search(index, remain - ordered[index])
            path.pop()

    search(0, target)
    return found


def by_dp(candidates: Sequence[int], target: int) -> list[list[int]]:
    """Method 2: ways[t] for every t up to the target, one candidate at a time, in the order given."""
    ways: list[list[list[int]]] = [[[]]] + [[] for _ in range(target)]
    for candidate in candidates:
        for total in range(candidate, target + 1):
            ways[total] += [[*combination, candidate] for combination in ways[total - candidate]]
    return [sorted(combination) for combination in ways[target]]


def count(candidates: Sequence[int], target: int) -> int:
    """The number of combinations, by the same recurrence over integers."""
    ways = [1] + [0] * target
    for candidate in candidates:
        for total in range(candidate, target + 1):
            ways[total] += ways[total - candidate]
    return ways[target]


def answer(candidates: Sequence[int], target: int) -> list[list[int]]:
    where = f"candidates {list(candidates)}, target {target}"
    if not 1 <= len(candidates) <= MAX_CANDIDATES or len(set(candidates)) != len(candidates):
        raise OracleMismatch(f"{where}: 1 to {MAX_CANDIDATES} distinct candidates are allowed")
    if any(not LOW <= candidate <= HIGH for candidate in candidates) or not 1 <= target <= MAX_TARGET:
        raise OracleMismatch(f"{where}: a value is out of the constraints")
    first, second = by_backtracking(candidates, target), by_dp(candidates, target)
    if sorted(first) != sorted(second):
        raise OracleMismatch(f"{where}: backtracking and dynamic programming give different combinations")
    if len(first) != count(candidates, target) or len({tuple(item) for item in first}) != len(first):
        raise OracleMismatch(f"{where}: {len(first)} combinations, but {count(candidates, target)} are counted")
    if any(sum(item) != target or not set(item) <= set(candidates) for item in first):
        raise OracleMismatch(f"{where}: a combination does not sum to the target from the candidates")
    if len(first) > MAX_COMBINATIONS:
        raise OracleMismatch(f"{where}: {len(first)} combinations, LeetCode promises fewer than 150")
    return first


def build_cases() -> list[dict]:
    cases = []
    for name, candidates, target in FIXED:
        expected = answer(candidates, target)
        cases.append({"name": name, "input": {"candidates": candidates, "target": target}, "expected": expected})
    rng = random.Random(SEED)
    empty = 0
    while len(cases) < len(FIXED) + RANDOM_CASES:
        size = rng.randint(1, 8) if rng.random() < 0.6 else rng.randint(9, MAX_CANDIDATES)
        candidates = rng.sample(range(LOW, HIGH + 1), size)
        target = rng.randint(1, MAX_TARGET)
        combinations = count(candidates, target)
        if combinations > MAX_COMBINATIONS:
            continue  # LeetCode's inputs keep under 150 combinations: draw again
        if combinations == 0:
            if empty == RANDOM_EMPTY:
                continue  # small targets and few candidates often have none: keep only a few of those
            empty += 1
        expected = answer(candidates, target)
        name = f"random {size} candidate{'s' if size > 1 else ''}, target {target}"
        cases.append({"name": name, "input": {"candidates": candidates, "target": target}, "expected": expected})
    return cases


def main(argv: Sequence[str] | None = None) -> int:
    data = Path(__file__).resolve().parent / "data" / "cases.json"
    return generator_main("Generate the Combination Sum test data.", lambda: {data: build_cases()}, argv)


if __name__ == "__main__":
    sys.exit(main())
