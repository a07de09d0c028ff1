"""The inputs `judge stress` draws for Zuma Game, within LeetCode's constraints: a row of 1 to 16
balls with never three of a colour together, and a hand of 1 to 5 balls.

Each input first picks the colours it uses (one to five, as the kit's own random rows do), then
the row as runs of one or two balls. Inputs shrink towards one colour, short rows and small hands."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

COLOURS = "RYBGW"


@st.composite
def _game(draw: st.DrawFn) -> dict[str, Any]:
    palette = draw(st.lists(st.sampled_from(COLOURS), min_size=1, max_size=len(COLOURS), unique=True))
    balls = st.sampled_from(palette)
    # The row as runs of one or two balls of a colour: pairs, and balls between them, are where
    # the moves that matter are (and where greedy answers go wrong); a run of the colour before it
    # is left out, so no three balls of a colour stand together.
    board = ""
    for _ in range(draw(st.integers(1, 12))):
        colour, length = draw(balls), draw(st.integers(1, 2))
        if not board.endswith(colour):
            board += colour * length
    hand = "".join(draw(balls) for _ in range(draw(st.integers(1, 5))))
    return {"board": board[:16], "hand": hand}


def inputs() -> st.SearchStrategy[dict[str, Any]]:
    return _game()
