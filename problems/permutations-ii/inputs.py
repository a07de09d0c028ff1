"""The inputs `judge stress` draws for Permutations II: 1 to 8 integers from -10 to 10, repeats
allowed. Half the draws take their numbers from a few values only, so that most arrays repeat
numbers, several times over, as the problem is about."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st


def inputs() -> st.SearchStrategy[dict[str, Any]]:
    anything = st.lists(st.integers(-10, 10), min_size=1, max_size=8)
    few_values = st.lists(st.integers(-10, 10), min_size=1, max_size=3, unique=True).flatmap(
        lambda pool: st.lists(st.sampled_from(pool), min_size=1, max_size=8)
    )
    return st.fixed_dictionaries({"nums": st.one_of(anything, few_values)})
