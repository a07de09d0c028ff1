#!/usr/bin/env python3
"""Generate the test data of LeetCode 23, "Merge k Sorted Lists".

A linked list travels as its values from the head, so an input is a list of sorted lists of ints
and the answer one sorted list. Each expected answer is found twice, by two methods that must give
the same list:

* concatenate every list and sort the whole (Python's sort, which knows nothing of the lists);
* a k-way merge with a binary heap of the lists' current heads, written out here (heapq's
  heappush and heappop on (value, list index, position) triples): the merge the problem asks for.

Every input must hold LeetCode's constraints: at most 10^4 lists, each at most 500 long and sorted
ascending, values in [-10^4, 10^4], at most 10^4 nodes in all; and the answer must hold as many
nodes as the lists together.

The cases: LeetCode's three examples; the edges of k (no list, one list, one empty list, ten
thousand empty lists, one node among empty lists); lists of unequal lengths, where one list's
tail outlasts all the others (a merge that forgets the rest of a list loses it); disjoint lists
given in either order; equal values across lists and within them (a merge that compares with <
or <= must still keep every node); the extreme values; the largest inputs: 10^4 lists of one node
each (ascending, descending, random: merging the lists one at a time walks the growing result
every time, about 5 * 10^7 steps when ascending), twenty lists of 500, ten thousand equal values;
then random cases with a fixed seed, some with empty lists scattered among the others.

Usage:
    python problems/merge-k-sorted-lists/generate.py            # (re)write data/cases.json
    python problems/merge-k-sorted-lists/generate.py --check    # exit 1 if the file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file, 2 when the two
methods disagree or an input breaks the constraints (nothing is written).
"""

from __future__ import annotations

import heapq
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main

SEED = 23
MAX_LISTS = 10_000
MAX_LENGTH = 500
MAX_NODES = 10_000
LOW, HIGH = -10_000, 10_000
RANDOM_CASES = 24


def by_sorting(lists: Sequence[Sequence[int]]) -> list[int]:
    """Method 1: every value in one list, sorted."""
    return sorted(value for values in lists for value in values)


def by_heap(lists: Sequence[Sequence[int]]) -> list[int]:
    """Method 2: a k-way merge, the heap holding each unfinished list's next value."""
    heap = [(values[0], index, 0) for index, values in enumerate(lists) if values]
    heapq.heapify(heap)
    merged = []
    while heap:
        value, index, position = heapq.heappop(heap)
        merged.append(value)
        if position + 1 < len(lists[index]):
            heapq.heappush(heap, (lists[index][position + 1], index, position + 1))
    return merged


def case(name: str, lists: list[list[int]]) -> dict:
    where = f"{name!r}"
    if len(lists) > MAX_LISTS or any(len(values) > MAX_LENGTH for values in lists):
        raise OracleMismatch(f"{where}: {len(lists)} lists, or a list longer than {MAX_LENGTH}")
    if sum(len(values) for values in lists) > MAX_NODES:
        raise OracleMismatch(f"{where}: more than {MAX_NODES} nodes in all")
    for values in lists:
        if any(not LOW <= value <= HIGH for value in values) or values != sorted(values):
            raise OracleMismatch(f"{where}: a list is not sorted or holds a value out of [{LOW}, {HIGH}]")
    first, second = by_sorting(lists), by_heap(lists)
    if first != second:
        raise OracleMismatch(f"{where}: sorting and the heap merge give different lists")
    if len(first) != sum(len(values) for values in lists):
        raise OracleMismatch(f"{where}: the merge holds {len(first)} nodes")
    return {"name": name, "input": {"lists": lists}, "expected": first}


def sorted_list(rng: random.Random, length: int, low: int = LOW, high: int = HIGH) -> list[int]:
    return sorted(rng.randint(low, high) for _ in range(length))


def build_cases() -> list[dict]:
    rng = random.Random(SEED)
    cases = [
        case("example 1", [[1, 4, 5], [1, 3, 4], [2, 6]]),
        case("example 2", []),
        case("example 3", [[]]),
        case("one list", [[-3, 0, 0, 7, 12]]),
        case("one list of one node", [[42]]),
        case("three empty lists", [[], [], []]),
        case("one node among empty lists", [[], [], [5], []]),
        case("empty lists first and last", [[], [1, 2], [0, 3], []]),
        case("two lists, the second one's tail outlasts", [[1, 2], [1, 3, 4, 5, 6]]),
        case("the last list's tail outlasts every other", [[2, 4], [1, 3], [0, 5, 8, 9]]),
        case("the first list's tail outlasts every other", [[0, 5, 8, 9], [2, 4], [1, 3]]),
        case("disjoint lists, in order", [[1, 2, 3], [4, 5, 6], [7, 8, 9]]),
        case("disjoint lists, in reverse order", [[7, 8, 9], [4, 5, 6], [1, 2, 3]]),
        case("interleaved lists", [[1, 4, 7], [2, 5, 8], [3, 6, 9]]),
        case("equal values across lists", [[2, 2], [2], [2, 2, 2]]),
        case("equal values, one list shorter", [[1, 1, 3], [1, 3, 3, 3]]),
        case("equal heads, different tails", [[0, 9], [0, 1], [0, 5]]),
        case("negative values", [[-10, -5, -1], [-7, -6], [-10, 0]]),
        case("the extreme values", [[-10_000, 10_000], [-10_000, -10_000], [10_000]]),
        case("one list of 500 nodes", [sorted_list(rng, MAX_LENGTH)]),
        case("one long list and one node", [sorted_list(rng, MAX_LENGTH, -100, 100), [0]]),
        case("10000 empty lists", [[] for _ in range(MAX_LISTS)]),
        case("10000 lists of one node, ascending", [[value - 5000] for value in range(MAX_NODES)]),
        case("10000 lists of one node, descending", [[5000 - value] for value in range(MAX_NODES)]),
        case("10000 lists of one node, random", [[rng.randint(LOW, HIGH)] for _ in range(MAX_NODES)]),
        case("10000 lists of one node, all equal", [[7] for _ in range(MAX_NODES)]),
        case("20 lists of 500 nodes", [sorted_list(rng, MAX_LENGTH) for _ in range(20)]),
        case("20 lists of 500 equal values", [[-1] * MAX_LENGTH for _ in range(20)]),
        case("20 lists of 500, values within 10", [sorted_list(rng, MAX_LENGTH, -10, 10) for _ in range(20)]),
        case("20 lists of 500, one after another", [list(range(500 * i, 500 * i + 500)) for i in range(20)]),
    ]
    # The largest total from lists of every length, and empty lists scattered among them.
    lengths, left = [], MAX_NODES
    while left:
        length = min(left, rng.choice([0, 1, 2, 10, 100, 500]))
        lengths.append(length)
        left -= length
    cases.append(case(f"{len(lengths)} lists of mixed lengths, 10000 nodes", [sorted_list(rng, n) for n in lengths]))

    for index in range(RANDOM_CASES):
        k = rng.choice([2, 3, 5, 10, 50, 200, 1000]) if index % 3 else rng.randint(1, 20)
        budget = rng.choice([10, 100, 1000, MAX_NODES])
        spread = rng.choice([5, 100, HIGH])
        lengths = [rng.randint(0, min(MAX_LENGTH, max(1, 2 * budget // k))) for _ in range(k)]
        while sum(lengths) > MAX_NODES:
            lengths[rng.randrange(k)] //= 2
        lists = [sorted_list(rng, n, -spread, spread) for n in lengths]
        nodes = sum(lengths)
        cases.append(case(f"random: {k} lists, {nodes} nodes, values within {spread}", lists))
    return cases


def main(argv: Sequence[str] | None = None) -> int:
    data = Path(__file__).resolve().parent / "data" / "cases.json"
    return generator_main(
        "Generate the Merge k Sorted Lists test data.", lambda: {data: build_cases()}, argv, compact=True
    )


if __name__ == "__main__":
    sys.exit(main())
