"""The inputs `judge stress` draws for Path Sum II: a tree of up to 60 nodes with small values (so
that paths often reach the target), in LeetCode's level order, and a target, mostly small too.

The tree is drawn as a list of nodes, each with its value and which children it has: read
breadth first, each node present takes the next entries as its children, so every draw is a valid
level order, and Hypothesis shrinks it towards fewer nodes and smaller values.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

MAX_NODES = 60


def level_order(drawn: list[tuple[int, bool, bool]]) -> list[int | None]:
    """The tree whose nodes, in breadth-first order, have drawn's values and children (as far as
    there are nodes to draw from), written in level order without trailing nulls."""
    if not drawn:
        return []
    out: list[int | None] = [drawn[0][0]]
    waiting = [0]  # drawn indexes of the nodes whose children are written next, in order
    used = 1
    for index in waiting:  # grows while it is read
        _, has_left, has_right = drawn[index]
        for present in (has_left, has_right):
            if present and used < len(drawn):
                out.append(drawn[used][0])
                waiting.append(used)
                used += 1
            else:
                out.append(None)
    while out and out[-1] is None:
        out.pop()
    return out


def inputs() -> st.SearchStrategy[dict[str, Any]]:
    node = st.tuples(st.integers(-5, 5) | st.integers(-1000, 1000), st.booleans(), st.booleans())
    tree = st.lists(node, max_size=MAX_NODES).map(level_order)
    target = st.integers(-12, 12) | st.integers(-1000, 1000)
    return st.fixed_dictionaries({"root": tree, "targetSum": target})
