"""The inputs `judge stress` draws for Merge k Sorted Lists: up to 12 lists of up to 12 values each,
every list sorted ascending, small values (so that equal values across lists are common) or any
within LeetCode's [-10^4, 10^4]; empty lists and the empty array included."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st


def inputs() -> st.SearchStrategy[dict[str, Any]]:
    value = st.integers(-5, 5) | st.integers(-10_000, 10_000)
    one_list = st.lists(value, max_size=12).map(sorted)
    return st.fixed_dictionaries({"lists": st.lists(one_list, max_size=12)})
