"""The inputs `judge stress` draws for LRU Cache: LeetCode's two lines, the constructor first with
a capacity (mostly small, so that evictions happen within a few calls), then up to 40 calls to get
and put on a few keys (so that hits, updates of a present key and evictions are all common) or on
any key of [0, 10^4], values small or any of [0, 10^5]."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

MAX_CALLS = 40


def as_two_lines(drawn: tuple[int, list[tuple[str, int, int]]]) -> dict[str, Any]:
    capacity, calls = drawn
    operations = ["LRUCache"] + [name for name, _, _ in calls]
    arguments = [[capacity]] + [[key] if name == "get" else [key, value] for name, key, value in calls]
    return {"operations": operations, "arguments": arguments}


def inputs() -> st.SearchStrategy[dict[str, Any]]:
    capacity = st.integers(1, 4) | st.integers(1, 3000)
    key = st.integers(0, 6) | st.integers(0, 10_000)
    value = st.integers(0, 9) | st.integers(0, 100_000)
    call = st.tuples(st.sampled_from(["get", "put"]), key, value)
    return st.tuples(capacity, st.lists(call, max_size=MAX_CALLS)).map(as_two_lines)
