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
