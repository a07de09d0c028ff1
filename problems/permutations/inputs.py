"""The inputs `judge stress` draws for Permutations: 1 to 6 distinct integers from -10 to 10."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st


def inputs() -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries({"nums": st.lists(st.integers(-10, 10), min_size=1, max_size=6, unique=True)})
