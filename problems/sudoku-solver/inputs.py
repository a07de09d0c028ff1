"""The inputs `judge stress` draws for Sudoku Solver: one of the solved grids of the problem's own
data, its digits relabelled, with a set of cells emptied. Every such puzzle can be completed (the
checker accepts any valid completion); they shrink towards fewer empty cells and the grid as it was."""

from __future__ import annotations

import json
import os
from typing import Any

from hypothesis import strategies as st

_CASES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "cases.json")


def _solved_grids() -> list[list[list[str]]]:
    with open(_CASES, encoding="utf-8") as handle:
        return [case["expected"] for case in json.load(handle)]


@st.composite
def _puzzle(draw: st.DrawFn, grids: list[list[list[str]]]) -> dict[str, Any]:
    grid = draw(st.sampled_from(grids))
    relabel = dict(zip("123456789", draw(st.permutations("123456789")), strict=True))
    emptied = draw(st.sets(st.integers(0, 80), max_size=64))
    board = [["." if 9 * r + c in emptied else relabel[grid[r][c]] for c in range(9)] for r in range(9)]
    return {"board": board}


def inputs() -> st.SearchStrategy[dict[str, Any]]:
    return _puzzle(_solved_grids())
