"""Values as the judge receives them from a submission: plain data decoded from JSON.

What a submission returns travels as JSON. Values that JSON cannot carry arrive as objects tagged
with "$type" (a tuple, a generator, bytes, ...): no correct answer contains a JSON object, so
such a value never passes, and `describe` names it in the submission's terms. A list of boards
with one mark per row may travel packed, one character per row ({"$type": "boards", ...}), which is smaller to
send and cheaper to check; `unpack_boards` gives back the plain list.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


# A packed board has at most this many rows: chr(48 + column) stays plain printable ASCII
# below the backslash, chr(92).
PACKED_MAX_SIZE = 40


def describe(value: Any) -> str:
    """A short name for the type of a decoded value, in Python terms."""
    if isinstance(value, dict):
        kind = value.get("$type")
        if packed_boards(value) is not None:
            return "a list"
        if kind == "object":
            return "a generator" if value.get("type") == "generator" else f"an object of type {value.get('type', '?')}"
        return {
            "tuple": "a tuple",
            "bytes": "bytes",
            "dict": "a dict",
            "set": "a set",
            "cycle": "a list that contains itself",
            "deep": "a deeply nested value",
            "float": "a float",
            "int": "an int",
        }.get(str(kind), "an object")
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "a bool"
    if isinstance(value, int):
        return "an int"
    if isinstance(value, float):
        return "a float"
    if isinstance(value, str):
        return "a str"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


def bounded(
    value: Any, depth: int = 4, width: int | None = 32, text: int = 200, rows: tuple[str, str] | None = None
) -> Any:
    """A copy of a decoded value small enough to put in a report: nesting, lengths and strings cut.

    Values come from the submission; a forged one may nest hundreds deep or hold megabytes. A
    packed list of boards is shown unpacked when `rows` gives its (mark, fill).
    """
    if isinstance(value, str):
        return value if len(value) <= text else value[:text] + "..."
    packed = packed_boards(value) if rows is not None else None
    if packed is not None and rows is not None:
        shown = unpack_boards(value, *rows, limit=width)
        hidden = len(packed[1]) // packed[0] - len(shown)
        return [bounded(board, depth - 1, width, text) for board in shown] + ([f"... {hidden} more"] if hidden else [])
    if isinstance(value, dict):
        return f"<{describe(value)}>"  # in angle brackets: a description, not a row of the board
    if not isinstance(value, list):
        return value
    if depth <= 0:
        return f"<{len(value)} items nested too deep>"
    shown = value if width is None else value[:width]
    copy = [bounded(item, depth - 1, width, text) for item in shown]
    if len(shown) < len(value):
        copy.append(f"... {len(value) - len(shown)} more")
    return copy


def packed_boards(value: Any) -> tuple[int, str] | None:
    """(size, columns) when the harness sent a list of boards packed (one character per row)."""
    if not (isinstance(value, dict) and value.get("$type") == "boards"):
        return None
    size, columns = value.get("size"), value.get("columns")
    if not (
        isinstance(size, int)
        and not isinstance(size, bool)
        and 0 < size <= PACKED_MAX_SIZE
        and isinstance(columns, str)
        and len(columns) % size == 0
        and columns.isascii()
        # Only chr(48 + column) for a column of the board: anything else was forged, not packed.
        and not columns.encode("ascii").translate(None, _COLUMN_BYTES[size])
    ):
        return None
    return size, columns


_COLUMN_BYTES = [bytes(range(48, 48 + size)) for size in range(PACKED_MAX_SIZE + 1)]


def unpack_boards(value: Any, mark: str, fill: str, limit: int | None = None) -> Any:
    """The plain list of boards a packed value stands for (its first `limit` boards), rows of one
    `mark` among `fill` (the signature's packed_rows); other values as they are."""
    packed = packed_boards(value)
    if packed is None:
        return value
    size, columns = packed
    count = len(columns) // size if limit is None else min(limit, len(columns) // size)
    return [board_from_key(columns[start : start + size], mark, fill) for start in range(0, count * size, size)]


def board_from_key(key: str, mark: str, fill: str) -> list[str]:
    """The rows a packed board stands for: row r has `mark` at column ord(key[r]) - 48, `fill` elsewhere."""
    size = len(key)
    return [fill * (ord(char) - 48) + mark + fill * (size - ord(char) + 47) for char in key]


def value_count(value: Any) -> int:
    """How many values plain data holds: itself and, in lists and dicts, every item (keys too)."""
    # `judge test` counts 51's largest expected answers (5,000 values) before its first case: a
    # loop that passes over strings and ints by their class alone takes a third of the time of
    # sum() over a generator of every item.
    if isinstance(value, list):
        count = 1 + len(value)
        for item in value:
            if item.__class__ is str or item.__class__ is int:
                continue
            if isinstance(item, _CONTAINERS):
                count += value_count(item) - 1
        return count
    if isinstance(value, dict):
        count = 1 + len(value)
        for item in value.values():
            count += value_count(item)
        return count
    return 1


_CONTAINERS = (list, dict)


def level_order_parents(values: list[Any]) -> list[int | None]:
    """For each position of a tree's level order, the position of its parent (None for the root and
    for an entry without one); a null entry has a parent but no children."""
    parents: list[int | None] = [None] * len(values)
    present = [index for index, value in enumerate(values[:1]) if value is not None]
    slot = 1
    for parent in present:  # grows as children are met: level order itself
        for _ in range(2):
            if slot >= len(values):
                return parents
            parents[slot] = parent
            if values[slot] is not None:
                present.append(slot)
            slot += 1
    return parents


def nary_parents(values: list[Any]) -> list[int | None]:
    """For each position of an N-ary tree's serialization (LeetCode's: the root, null, then each
    node's children in level order, each group ended by null), the position of its parent node
    (None for the root and for the nulls that end the groups)."""
    parents: list[int | None] = [None] * len(values)
    nodes = [0] if values and values[0] is not None else []
    position = 2
    for parent in nodes:  # grows as children are met: level order itself
        while position < len(values) and values[position] is not None:
            parents[position] = parent
            nodes.append(position)
            position += 1
        position += 1
        if position >= len(values):
            break
    return parents


def first_difference(expected: list[Any], got: list[Any]) -> int | None:
    """The first position where two lists differ (a length counts), or None when they are equal."""
    for index, (want, have) in enumerate(zip(expected, got, strict=False)):
        if type(want) is not type(have) or want != have:
            return index
    return None if len(expected) == len(got) else min(len(expected), len(got))
