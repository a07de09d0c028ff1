"""The inputs `judge stress` draws for Minesweeper: an unrevealed board of 1 to 8 rows and columns
(empty squares 'E' and mines 'M') and a click on any of its squares.

The mines are drawn as places on an 8 x 8 board, and the board is the corner of it that the sizes
keep: a failing board then shrinks to fewer rows and columns, fewer mines and mines nearer the
top-left corner (a smaller place is a simpler draw), and the click towards that corner too."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

SIDE = 8


@st.composite
def _game(draw: st.DrawFn) -> dict[str, Any]:
    rows, columns = draw(st.integers(1, SIDE)), draw(st.integers(1, SIDE))
    places = st.tuples(st.integers(0, SIDE - 1), st.integers(0, SIDE - 1))
    mines = set(draw(st.lists(places, max_size=SIDE * SIDE // 3)))
    board = [["M" if (row, column) in mines else "E" for column in range(columns)] for row in range(rows)]
    row, column = draw(st.integers(0, SIDE - 1)), draw(st.integers(0, SIDE - 1))
    return {"board": board, "click": [min(row, rows - 1), min(column, columns - 1)]}


def inputs() -> st.SearchStrategy[dict[str, Any]]:
    return _game()
