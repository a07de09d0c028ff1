#!/usr/bin/env python3
"""Generate the test data of LeetCode 146, "LRU Cache".

A design problem: a case's input is LeetCode's two lines, the operations ("LRUCache" first, then
"get" and "put") and each one's arguments; its answer is every call's result, null for the
constructor and for put, the value found (or -1) for get. Each answer is found twice, by two
models of the cache that share nothing and must give the same list:

* collections.OrderedDict, the least recently used key first: a use moves the key to the end, an
  insertion over the capacity drops the first key (popitem(last=False));
* a doubly linked list written out here, each node a key in two dicts (prev and next) between a
  head and a tail sentinel, with a dict of values beside it: a use unlinks the node and links it
  again just before the tail, an eviction unlinks the node after the head.

Every input must hold LeetCode's constraints: 1 <= capacity <= 3000, keys in [0, 10^4], values in
[0, 10^5], at most 2 * 10^5 calls to get and put.

The cases: LeetCode's example; capacity 1; a put on a present key (it changes the value and makes
the key the most recent, and never evicts, even in a full cache); a get that refreshes its key;
eviction order with gets in between; the same key put over and over; misses after an eviction;
the extreme keys and values (a value of 0 is not a miss); only gets on an empty cache; a capacity
that is never reached; capacities off by one (one key more than fits, then every key read); the
largest capacity with 5000 and with all 10^4 + 1 keys; random sequences of every shape; and the
largest input, 2 * 10^5 calls against a full cache of 3000 keys, most of them on keys used lately
(as a cache is used): a cache kept as a list of keys, oldest first, scanned on every call, walks
nearly all 3000 each time, some 5 * 10^8 steps in all.

Usage:
    python problems/lru-cache/generate.py            # (re)write data/cases.json
    python problems/lru-cache/generate.py --check    # exit 1 if the file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file, 2 when the two
models disagree or an input breaks the constraints (nothing is written).
"""

from __future__ import annotations

import random
import sys
from collections import OrderedDict, deque
from collections.abc import Sequence
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main

SEED = 146
MAX_CAPACITY = 3000
MAX_KEY = 10_000
MAX_VALUE = 100_000
MAX_CALLS = 200_000
RANDOM_CASES = 24

Call = tuple  # ("get", key) or ("put", key, value)


def by_ordered_dict(capacity: int, calls: Sequence[Call]) -> list[int | None]:
    """Model 1: an OrderedDict, least recently used first."""
    items: OrderedDict[int, int] = OrderedDict()
    results: list[int | None] = [None]
    for call in calls:
        if call[0] == "get":
            key = call[1]
            if key in items:
                items.move_to_end(key)
                results.append(items[key])
            else:
                results.append(-1)
        else:
            _, key, value = call
            items[key] = value
            items.move_to_end(key)
            if len(items) > capacity:
                items.popitem(last=False)
            results.append(None)
    return results


class LinkedCache:
    """Model 2: a doubly linked list of keys between two sentinels, most recent at the tail end."""

    HEAD, TAIL = -1, -2  # keys are never negative

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.values: dict[int, int] = {}
        self.prev: dict[int, int] = {self.TAIL: self.HEAD}
        self.next: dict[int, int] = {self.HEAD: self.TAIL}

    def unlink(self, key: int) -> None:
        before, after = self.prev.pop(key), self.next.pop(key)
        self.next[before] = after
        self.prev[after] = before

    def link_last(self, key: int) -> None:
        before = self.prev[self.TAIL]
        self.next[before] = key
        self.prev[key] = before
        self.next[key] = self.TAIL
        self.prev[self.TAIL] = key

    def get(self, key: int) -> int:
        if key not in self.values:
            return -1
        self.unlink(key)
        self.link_last(key)
        return self.values[key]

    def put(self, key: int, value: int) -> None:
        if key in self.values:
            self.unlink(key)
        elif len(self.values) == self.capacity:
            oldest = self.next[self.HEAD]
            self.unlink(oldest)
            del self.values[oldest]
        self.values[key] = value
        self.link_last(key)


def by_linked_list(capacity: int, calls: Sequence[Call]) -> list[int | None]:
    cache = LinkedCache(capacity)
    results: list[int | None] = [None]
    for call in calls:
        if call[0] == "get":
            results.append(cache.get(call[1]))
        else:
            cache.put(call[1], call[2])
            results.append(None)
    if len(cache.values) > capacity or len(cache.prev) != len(cache.values) + 1:
        raise OracleMismatch("the linked list lost track of its nodes")
    return results


def case(name: str, capacity: int, calls: Sequence[Call]) -> dict:
    where = f"{name!r}"
    if not 1 <= capacity <= MAX_CAPACITY or len(calls) > MAX_CALLS:
        raise OracleMismatch(f"{where}: capacity {capacity} or {len(calls)} calls out of bounds")
    for call in calls:
        if call[0] not in ("get", "put") or len(call) != (2 if call[0] == "get" else 3):
            raise OracleMismatch(f"{where}: a malformed call {call!r}")
        if not 0 <= call[1] <= MAX_KEY or (call[0] == "put" and not 0 <= call[2] <= MAX_VALUE):
            raise OracleMismatch(f"{where}: a key or value out of bounds in {call!r}")
    first, second = by_ordered_dict(capacity, calls), by_linked_list(capacity, calls)
    if first != second:
        at = next(index for index, (a, b) in enumerate(zip(first, second, strict=True)) if a != b)
        raise OracleMismatch(f"{where}: the models differ at call {at}: {first[at]} and {second[at]}")
    operations = ["LRUCache", *(call[0] for call in calls)]
    arguments = [[capacity], *([*call[1:]] for call in calls)]
    return {"name": name, "input": {"operations": operations, "arguments": arguments}, "expected": first}


def get(key: int) -> Call:
    return ("get", key)


def put(key: int, value: int) -> Call:
    return ("put", key, value)


def script(text: str) -> list[Call]:
    """Calls written short: "k=v" puts v under k, "k?" gets k."""
    return [get(int(word[:-1])) if word.endswith("?") else put(*map(int, word.split("="))) for word in text.split()]


def random_calls(
    rng: random.Random, count: int, keys: int, gets: float, low_key: int = 0, values: int = MAX_VALUE
) -> list[Call]:
    """count calls on keys low_key .. low_key + keys - 1, a share `gets` of them gets."""
    return [
        get(rng.randrange(low_key, low_key + keys))
        if rng.random() < gets
        else put(rng.randrange(low_key, low_key + keys), rng.randint(0, values))
        for _ in range(count)
    ]


def hot_and_cold(rng: random.Random, capacity: int, count: int) -> list[Call]:
    """The cache filled with `capacity` distinct keys, then calls as a cache sees them: most on a
    few keys used lately (one of the last 64 calls' keys: the newest end of the order, where a
    list scanned from its oldest end looks longest), some on any key held, one in ten a new key,
    which evicts the oldest. The keys held are followed with an OrderedDict (their order) and a
    list (to draw from)."""
    order: OrderedDict[int, None] = OrderedDict()
    held: list[int] = []
    where: dict[int, int] = {}
    spare = list(range(MAX_KEY + 1))
    rng.shuffle(spare)
    recent: deque[int] = deque(maxlen=64)
    calls: list[Call] = []

    def use(key: int) -> None:
        order[key] = None
        order.move_to_end(key)
        recent.append(key)
        if key not in where:
            where[key] = len(held)
            held.append(key)
        if len(order) > capacity:
            oldest, _ = order.popitem(last=False)
            slot = where.pop(oldest)
            last = held.pop()
            if last != oldest:
                held[slot] = last
                where[last] = slot
            spare.append(oldest)

    while len(calls) < count:
        draw = rng.random()
        if len(held) < capacity or draw < 0.1:
            key = spare.pop(rng.randrange(len(spare)))
        elif draw < 0.75:
            key = rng.choice(recent)
        else:
            key = rng.choice(held)
        if key in where and rng.random() < 0.5:
            calls.append(get(key))
        else:
            calls.append(put(key, rng.randint(0, MAX_VALUE)))
        use(key)
    return calls


def build_cases() -> list[dict]:
    rng = random.Random(SEED)
    example = [put(1, 1), put(2, 2), get(1), put(3, 3), get(2), put(4, 4), get(1), get(3), get(4)]
    cases = [
        case("example 1", 2, example),
        case("capacity 1", 1, [put(2, 1), get(2), put(3, 2), get(2), get(3)]),
        case("capacity 1, a get before any put", 1, [get(5), put(5, 7), get(5), put(6, 8), get(5), get(6)]),
        case("capacity 1, the same key put again", 1, [put(1, 1), put(1, 2), get(1), put(2, 3), get(1), get(2)]),
        case(
            "a put on a present key changes its value and refreshes it",
            2,
            [put(1, 1), put(2, 2), put(1, 10), put(3, 3), get(1), get(2), get(3)],
        ),
        case(
            "a put on a present key in a full cache evicts nothing",
            2,
            [put(1, 1), put(2, 2), put(2, 20), get(1), get(2), put(1, 10), get(2), get(1)],
        ),
        case(
            "a get refreshes its key",
            2,
            [put(1, 1), put(2, 2), get(1), put(3, 3), get(2), get(1), get(3)],
        ),
        case("a miss refreshes nothing", 2, [put(1, 1), put(2, 2), get(9), put(3, 3), get(1), get(2), get(3)]),
        case(
            "eviction order with gets in between",
            3,
            script("1=1 2=2 3=3 1? 4=4 2? 3? 5=5 1? 4? 6=6 3? 5? 1? 4? 6?"),
        ),
        case(
            "a full cache read backwards, then replaced key by key",
            4,
            script("10=100 20=200 30=300 40=400 40? 30? 20? 10? 50=500 40? 60=600 30? 20? 10? 50? 60?"),
        ),
        case(
            "the same key put many times, then others",
            3,
            [put(7, value) for value in range(10)] + [get(7), put(8, 8), put(9, 9), get(7), put(6, 6), get(7)],
        ),
        case(
            "misses after evictions",
            2,
            [put(1, 1), put(2, 2), put(3, 3), put(4, 4), get(1), get(2), get(3), get(4)],
        ),
        case(
            "the extreme keys and values",
            2,
            [put(0, 0), put(MAX_KEY, MAX_VALUE), get(0), get(MAX_KEY), put(5000, 0), get(MAX_KEY), get(0), get(5000)],
        ),
        case("a value of 0 is a hit", 3, [put(1, 0), put(2, 0), get(1), get(2), get(3), put(3, 0), get(3)]),
        case("only gets on an empty cache", 2, [get(key) for key in (0, 1, 2, 1, MAX_KEY, 0)]),
        case("only gets on an empty cache, capacity 3000", MAX_CAPACITY, [get(key) for key in range(0, 1000, 7)]),
        case(
            "the capacity is never reached",
            10,
            [put(key, key * 3) for key in range(9)] + [get(key) for key in range(10)],
        ),
        case(
            "exactly full, then one more",
            3,
            [put(1, 11), put(2, 22), put(3, 33), get(1), get(2), get(3), put(4, 44), get(1), get(2), get(3), get(4)],
        ),
    ]

    # Capacities off by one: a cache holding one key too few or too many answers these wrongly.
    for capacity in (2, 5, 50):
        calls = [put(key, key + 1) for key in range(capacity + 1)] + [get(key) for key in range(capacity + 1)]
        cases.append(case(f"capacity {capacity}: one key more than fits, then every key", capacity, calls))

    # The largest capacity with many distinct keys.
    calls = [put(key, key * 7 % (MAX_VALUE + 1)) for key in range(MAX_CAPACITY)]
    calls += [get(key) for key in range(0, MAX_CAPACITY, 3)]
    calls += [put(key, key) for key in range(MAX_CAPACITY, MAX_CAPACITY + 2000)]
    calls += [get(key) for key in range(MAX_CAPACITY + 2000)]
    cases.append(case("capacity 3000 and 5000 distinct keys", MAX_CAPACITY, calls))
    keys = rng.sample(range(MAX_KEY + 1), MAX_KEY + 1)
    calls = [put(key, rng.randint(0, MAX_VALUE)) for key in keys]
    calls += [get(key) for key in rng.sample(range(MAX_KEY + 1), MAX_KEY + 1)]
    cases.append(case("capacity 3000, every key put once in random order", MAX_CAPACITY, calls))

    for _ in range(RANDOM_CASES):
        capacity = rng.choice([1, 2, 3, 5, 10, 64, 500, MAX_CAPACITY])
        span = max(1, int(capacity * rng.choice([0.5, 1, 1.2, 2, 10])))
        span = min(span, MAX_KEY + 1)
        low_key = rng.randint(0, MAX_KEY + 1 - span)
        count = rng.choice([20, 100, 1000, 5000])
        gets = rng.choice([0.2, 0.5, 0.8])
        values = rng.choice([9, MAX_VALUE])
        calls = random_calls(rng, count, span, gets, low_key, values)
        cases.append(case(f"random: capacity {capacity}, {span} keys, {count} calls, {gets:.0%} gets", capacity, calls))

    # The largest input: 2 * 10^5 calls.
    calls = hot_and_cold(rng, MAX_CAPACITY, MAX_CALLS)
    cases.append(case("2 * 10^5 calls, capacity 3000, mostly on keys used lately", MAX_CAPACITY, calls))
    return cases


def main(argv: Sequence[str] | None = None) -> int:
    data = Path(__file__).resolve().parent / "data" / "cases.json"
    return generator_main("Generate the LRU Cache test data.", lambda: {data: build_cases()}, argv, compact=True)


if __name__ == "__main__":
    sys.exit(main())
