"""The inputs `judge stress` draws for Combination Sum, within LeetCode's promise: 1 to 30 distinct
candidates from 2 to 40, a target from 1 to 40, and fewer than 150 combinations."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

MAX_COMBINATIONS = 149


def combinations(candidates: list[int], target: int) -> int:
    """How many multisets of the candidates sum to target (each candidate counted once per multiset)."""
    ways = [1] + [0] * target
    for candidate in candidates:
        for total in range(candidate, target + 1):
            ways[total] += ways[total - candidate]
    return ways[target]


def inputs() -> st.SearchStrategy[dict[str, Any]]:
    candidates = st.lists(st.integers(2, 40), min_size=1, max_size=30, unique=True)
    drawn = st.fixed_dictionaries({"candidates": candidates, "target": st.integers(1, 40)})
    return drawn.filter(lambda given: combinations(given["candidates"], given["target"]) <= MAX_COMBINATIONS)
