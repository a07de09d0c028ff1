"""The inputs `judge stress` draws for 24 Game: four cards from 1 to 9 (they shrink towards 1s)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st


def inputs() -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries({"cards": st.lists(st.integers(1, 9), min_size=4, max_size=4)})
