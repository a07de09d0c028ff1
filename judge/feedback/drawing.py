"""Boards drawn as grids for a terminal, several side by side when the width allows."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


MAX_DRAWN_WIDTH = 32  # squares drawn per row; a longer row (a broken answer) is cut
GAP = 4


def _cells(row: Any) -> list[str] | None:
    """The squares of one row: a str, or a list of one-character strings (a common mistake)."""
    if isinstance(row, str):
        # "<a tuple>": the checker's description of a value that was not a str (judge.core.values.bounded)
        return None if row.startswith("<") and row.endswith(">") else list(row)
    if isinstance(row, list) and all(isinstance(item, str) and len(item) == 1 for item in row):
        return list(row)
    return None


def draw_board(board: Any, marked: Any = ()) -> list[str]:
    """Lines of one board: squares separated by spaces, row and column numbers when the board is small,
    the marked [row, column] cells in brackets.

    Anything that is not a list of rows is shown as its text (the report already named its type).
    """
    if not isinstance(board, list):
        return [str(board)]
    rows = [_cells(row) for row in board]
    width = max((len(cells) for cells in rows if cells is not None), default=0)
    numbered = 0 < width <= 10 and len(rows) <= 10
    cells_marked = {(item[0], item[1]) for item in marked if isinstance(item, list) and len(item) == 2}
    lines = [("  " + _squares(list(map(str, range(width))), set(), bool(cells_marked))).rstrip()] if numbered else []
    for number, (row, cells) in enumerate(zip(board, rows, strict=True)):
        if cells is None:
            text = str(row)
        else:
            row_marks = {column for row_number, column in cells_marked if row_number == number}
            text = _squares(cells[:MAX_DRAWN_WIDTH], row_marks, bool(cells_marked)).rstrip()
            text += " ..." if len(cells) > MAX_DRAWN_WIDTH else ""
        lines.append(f"{number} {text}" if numbered else text)
    return lines or ["(an empty board)"]


def _squares(cells: list[str], marked: set[int], bracketed: bool) -> str:
    """One row's squares: separated by spaces or, on a board with marks, three characters each
    (" x " or "[x]", marked) so that the columns stay aligned."""
    if not bracketed:
        return " ".join(cells)
    return "".join(f"[{cell}]" if column in marked else f" {cell} " for column, cell in enumerate(cells))


def side_by_side(blocks: list[list[str]], width: int, indent: str = "    ") -> list[str]:
    """Blocks of lines placed left to right while they fit in width, then on further rows (stacked when narrow)."""
    lines: list[str] = []
    shelf: list[list[str]] = []
    used = len(indent)

    def flush() -> None:
        if not shelf:
            return
        if lines:
            lines.append("")
        widths = [max(len(line) for line in block) for block in shelf]
        for depth in range(max(len(block) for block in shelf)):
            cells = [
                (block[depth] if depth < len(block) else "").ljust(block_width)
                for block, block_width in zip(shelf, widths, strict=True)
            ]
            lines.append((indent + (" " * GAP).join(cells)).rstrip())
        shelf.clear()

    for block in blocks:
        block_width = max(len(line) for line in block)
        needed = block_width + (GAP if shelf else 0)
        if shelf and used + needed > width:
            flush()
            used = len(indent)
            needed = block_width
        shelf.append(block)
        used += needed
    flush()
    return lines


def titled(title: str, board: Any, marked: Any = ()) -> list[str]:
    """A drawn board under a one-line title, the marked cells in brackets."""
    return [title, *draw_board(board, marked)]


DRAWN_TREE_DEPTH = 4  # levels: a deeper tree is shown by the way down to its first wrong node
DRAWN_LIST_NODES = 12  # around the first difference


def draw_tree(values: list[Any], marked: int | None = None) -> list[str] | None:
    """A small tree (LeetCode's level order) drawn with / and \\, the node at position `marked` in
    brackets; None when it is too deep or too wide to draw."""
    from judge.core.values import level_order_parents

    if not values:
        return ["(the empty tree)"]
    parents = level_order_parents(values)
    depth = [0] * len(values)
    children: dict[int, list[int | None]] = {}
    for position, parent in enumerate(parents):
        if parent is not None:
            depth[position] = depth[parent] + 1
            children.setdefault(parent, []).append(position if values[position] is not None else None)
    if max(depth) >= DRAWN_TREE_DEPTH or any(not isinstance(value, int | None) for value in values):
        return None
    labels = {i: f"[{value}]" if i == marked else str(value) for i, value in enumerate(values) if value is not None}
    width = max(len(label) for label in labels.values()) + 1
    # Each node gets its own column, in order (left subtree, node, right subtree), walked without recursion.
    column: dict[int, int] = {}
    stack: list[tuple[int, bool]] = [(0, False)]
    while stack:
        node, visited = stack.pop()
        left, right = ([*children.get(node, []), None, None])[:2]
        if visited:
            column[node] = len(column)
            continue
        if right is not None:
            stack.append((right, False))
        stack.append((node, True))
        if left is not None:
            stack.append((left, False))
    levels = max(depth[node] for node in labels) + 1
    rows = [[" "] * (len(column) * width) for _ in range(2 * levels - 1)]
    center = {node: place * width + width // 2 for node, place in column.items()}
    for node, label in labels.items():
        start = center[node] - len(label) // 2
        rows[2 * depth[node]][start : start + len(label)] = label
        parent = parents[node]
        if parent is not None:  # the edge halfway between the two labels, on the row between them
            rows[2 * depth[node] - 1][(center[node] + center[parent]) // 2] = (
                "/" if center[node] < center[parent] else "\\"
            )
    return ["".join(row).rstrip() for row in rows]


def list_line(values: list[Any], marked: int | None = None) -> str:
    """A linked list as 1 → 2 → 3, the node at `marked` in brackets, cut to a window around it."""
    if not values:
        return "(the empty list)"
    start = 0 if marked is None else max(0, marked - DRAWN_LIST_NODES // 2)
    shown = values[start : start + DRAWN_LIST_NODES]
    parts = [f"[{value}]" if start + i == marked else str(value) for i, value in enumerate(shown)]
    if marked is not None and marked >= len(values):
        parts.append("[end]")
    head = "... → " if start else ""
    tail = " → ..." if start + len(shown) < len(values) else ""
    return head + " → ".join(parts) + tail
