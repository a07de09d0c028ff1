"""The inputs `judge stress` draws for Combination Sum II: 1 to 100 candidates from 1 to 50,
repeats allowed, and a target from 1 to 30. Half the draws take their candidates from a few
values only, so that numbers repeat many times over, as the problem is about."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st


def inputs() -> st.SearchStrategy[dict[str, Any]]:
    anything = st.lists(st.integers(1, 50), min_size=1, max_size=100)
    few_values = st.lists(st.integers(1, 12), min_size=1, max_size=4, unique=True).flatmap(
        lambda pool: st.lists(st.sampled_from(pool), min_size=1, max_size=100)
    )
    return st.fixed_dictionaries({"candidates": st.one_of(anything, few_values), "target": st.integers(1, 30)})
