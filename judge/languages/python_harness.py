"""Python's program in the sandbox: load the source, run each case on request, send back plain data.

Started by the supervisor as ``python -I -S -B python_harness.py CONTROL_FD RESULT_FD [UID:GID]``;
it imports nothing from the judge package. It speaks the protocol of
judge/execution/protocol.py (JSON lines both ways) and decides nothing about correctness: the
judge checks every answer itself, so whatever the submission does to this process can at worst
produce a wrong or malformed answer, never a verdict.

It parses JSON with the C scanner of ``_json`` alone: ``import json`` would import ``re`` and
cost about 10 ms of every run's start.
"""

import _thread
import builtins
import sys

# posix rather than os: the same calls without loading os.py and what it imports, about 1 ms of
# every sandboxed start (the sandbox is POSIX only).
from posix import _exit, read, setgid, setgroups, setuid, write

try:
    import _json

    class _ScannerContext:
        strict = True
        object_hook = None
        object_pairs_hook = None
        parse_float = float
        parse_int = int
        parse_constant = float  # NaN and Infinity, which the judge never sends

    # The stub types the context as a JSONDecoder; the scanner only reads the attributes above.
    _scan = _json.make_scanner(_ScannerContext())  # type: ignore[arg-type]

    def _loads(text):
        return _scan(text, 0)[0]

    def _not_plain(value):
        raise TypeError("not a plain value")

    # The C encoder writes a tree's or a list's values (plain ints, None for a missing child) faster
    # than repr, with no spaces to take out; it is only ever given such lists.
    _plain_encoder = _json.make_encoder(None, _not_plain, _json.encode_basestring, None, ":", ",", False, False, False)

    def _plain_json(values):
        """JSON text of a list of ints and None, without spaces."""
        # A list of pieces on 3.11, a tuple of one string on later versions.
        return "".join(_plain_encoder(values, 0))

except (ImportError, AttributeError):  # an interpreter without the C accelerator

    def _loads(text):
        import json

        return json.loads(text)

    def _plain_json(values):
        return (
            "["
            + ",".join(
                "null" if value is None else _plain_json(value) if type(value) is list else int.__repr__(value)
                for value in values
            )
            + "]"
        )


CONTROL_FD = 3
RESULT_FD = 4
MAX_DEPTH = 32
THREAD_STACK_BYTES = 8 << 20
MAX_TEXT = 2000

# Bound before any submission code runs, so rebinding os.write or sys.exit later changes nothing here.
_read = read
_write = write
_isinstance = isinstance
_type = type
_len = len
_str = str
_repr = repr
_id = id
_range = range
_BaseException = BaseException
_MemoryError = MemoryError
_list_len = list.__len__
_list_item = list.__getitem__
_str_plain = str.__str__
_int_repr = int.__repr__
_float_repr = float.__repr__
_map = map
_join = "".join
_iter = iter
_next = next
_StopIteration = StopIteration
# A generator function's result (not map or filter objects, nor other iterators).
_GeneratorType = type((lambda: (yield))())


# The builtins the harness calls after the submission's code has run, bound here as module
# globals: rebinding them in the builtins module later changes nothing in here.
enumerate, hasattr, getattr, callable, bool, set, dict = enumerate, hasattr, getattr, callable, bool, set, dict
reversed, zip, filter = reversed, zip, filter
int, float, bytes, bytearray, tuple, frozenset, min, ord = int, float, bytes, bytearray, tuple, frozenset, min, ord
ValueError, UnicodeEncodeError, Exception = ValueError, UnicodeEncodeError, Exception


class _TooLarge(_BaseException):
    pass


_pending = bytearray()


def _receive():
    """The next control frame (one line of JSON), or None when the judge closed the channel."""
    while True:
        newline = _pending.find(b"\n")
        if newline >= 0:
            line = bytes(_pending[:newline])
            del _pending[: newline + 1]
            return _loads(line.decode("utf-8"))
        chunk = _read(CONTROL_FD, 1 << 20)
        if not chunk:
            return None
        _pending.extend(chunk)


def _send(text):
    data = text.encode("utf-8", "surrogatepass") + b"\n"
    while data:
        written = _write(RESULT_FD, data)
        data = data[written:]


_ESCAPES = {code: f"\\u{code:04x}" for code in range(32)}
_ESCAPES.update({ord('"'): '\\"', ord("\\"): "\\\\"})


def _json_string(text):
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return '"' + text + '"'
    escaped = text.translate(_ESCAPES)
    try:
        escaped.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates can't travel as UTF-8: escape them
        escaped = "".join(f"\\u{ord(char):04x}" if 0xD800 <= ord(char) <= 0xDFFF else char for char in escaped)
    return '"' + escaped + '"'


def _safe_text(thunk, limit=MAX_TEXT):
    try:
        text = thunk()
        if _type(text) is not _str:
            text = _str_plain(text) if _isinstance(text, _str) else "?"
    except _BaseException:
        return "?"
    return text if _len(text) <= limit else text[:limit] + "..."


def _type_name(value):
    return _safe_text(lambda: _type(value).__name__, 200)


# Boards travel packed when every row is a single mark among fill characters (both from the
# setup's "packed", the problem's packed_rows; none: no packing): one character per row,
# chr(48 + column) (docs/protocol.md). A chessboard answer of one piece per row always packs;
# that makes 73,712 boards of n = 13 about 1 MB instead of 15 MB of JSON, and the judge reads the
# columns without parsing rows.
# The largest packed board comes with the setup (judge/core/values.py holds the one value).
PACKED_MAX_SIZE = 0
PACKED_MARK = ""
PACKED_FILL = ""
_PACKED_ROWS: builtins.dict[builtins.int, builtins.dict[builtins.str, builtins.str]] = {}


def _packed_rows(size):
    table = _PACKED_ROWS.get(size)
    if table is None:
        fill, mark = PACKED_FILL, PACKED_MARK
        table = {fill * column + mark + fill * (size - column - 1): chr(48 + column) for column in _range(size)}
        _PACKED_ROWS[size] = table
    return table


def _encode_packed_boards(value, budget):
    """{"$type":"boards","size":m,"columns":...} for a list of m-row boards of single-mark rows; else None."""
    size = _list_len(value[0])
    if not 0 < size <= PACKED_MAX_SIZE:
        return None
    column_of = _packed_rows(size).__getitem__
    parts = []
    for board in value:
        if _type(board) is not list or _list_len(board) != size:
            return None
        try:
            # Each row as the plain str it holds: a subclass's own __hash__ and __eq__ are not asked.
            parts.append(_join(_map(column_of, _map(_str_plain, board))))
        except (KeyError, TypeError):  # a row that is not a single-mark row of this size, or not a str
            return None
    # The output limit is about the value, not its transport: count the size of its plain JSON.
    if _len(parts) * (size * size + 3 * size + 2) + 1 > budget:
        raise _TooLarge
    return '{"$type":"boards","size":' + _str(size) + ',"columns":"' + _join(parts) + '"}'


def _encode_board_list(value, budget):
    """Fast path for a list of lists of plain strings (problem 51); None when it doesn't apply."""
    parts = []
    used = 2
    for board in value:
        if _type(board) is not list:
            return None
        for row in board:
            if _type(row) is not _str:
                return None
        joined = "".join(board)
        if not (joined.isascii() and joined.isprintable() and '"' not in joined and "\\" not in joined):
            return None
        text = '["' + '","'.join(board) + '"]' if board else "[]"
        used += _len(text) + 1
        if used > budget:
            raise _TooLarge
        parts.append(text)
    return "[" + ",".join(parts) + "]"


def _encode_ints(value, budget):
    """Fast path for a list of plain ints, or of lists of them (subsets, combinations: millions of
    values, which the walk below takes a second for), written by the C encoder; None when it doesn't
    apply."""
    if _INT.issuperset(_map(_type, value)):
        count = _len(value)
    elif _LIST.issuperset(_map(_type, value)):
        count = _len(value)
        for row in value:
            if not _INT.issuperset(_map(_type, row)):
                return None
            count += _len(row)
    else:
        return None
    if 2 * count > budget:  # at least a digit and a comma each
        raise _TooLarge
    try:
        text = _plain_json(value)
    except ValueError:  # an int of more digits than the interpreter writes: the walk tags it
        return None
    if _len(text) > budget:
        raise _TooLarge
    return text


def _encode(value, budget):
    """JSON text for value: plain data as is, anything else as a tagged object naming its type."""
    if _type(value) is list and value and _type(value[0]) is list:
        fast = _encode_packed_boards(value, budget)
        if fast is None:
            fast = _encode_board_list(value, budget)
        if fast is None:
            fast = _encode_ints(value, budget)
        if fast is not None:
            return fast
    elif _type(value) is list and _len(value) > 64:
        fast = _encode_ints(value, budget)
        if fast is not None:
            return fast
    out = []
    size = [0]
    on_path = set()

    def emit(text):
        size[0] += _len(text)
        if size[0] > budget:
            raise _TooLarge
        out.append(text)

    def tagged(kind, **fields):
        emit('{"$type":' + _json_string(kind))
        for key, field in fields.items():
            emit("," + _json_string(key) + ":")
            walk(field, 0)
        emit("}")

    def walk(item, depth):
        kind = _type(item)
        if item is None:
            emit("null")
        elif kind is bool:
            emit("true" if item else "false")
        elif _isinstance(item, int):
            try:
                emit(_int_repr(item))
            except ValueError:
                tagged("int", digits="more than the interpreter prints")
        elif _isinstance(item, float):
            text = _float_repr(item)
            if text in ("nan", "inf", "-inf"):
                tagged("float", repr=text)
            else:
                emit(text)
        elif _isinstance(item, _str):
            emit(_json_string(_str_plain(item)))
        elif depth >= MAX_DEPTH:
            tagged("deep", type=_type_name(item))
        elif _isinstance(item, (list, tuple)):
            if _id(item) in on_path:
                tagged("cycle", type=_type_name(item))
                return
            on_path.add(_id(item))
            if _isinstance(item, list):
                items = [_list_item(item, index) for index in _range(_list_len(item))]
                prefix, suffix = "[", "]"
            else:
                items = tuple.__iter__(item)
                prefix, suffix = '{"$type":"tuple","items":[', "]}"
            emit(prefix)
            for position, element in enumerate(items):
                if position:
                    emit(",")
                walk(element, depth + 1)
            emit(suffix)
            on_path.discard(_id(item))
        elif _isinstance(item, (bytes, bytearray)):
            tagged("bytes", repr=_safe_text(lambda: _repr(bytes(item[:200]))))
        elif _isinstance(item, dict):
            tagged("dict", size=dict.__len__(item))
        elif _isinstance(item, (set, frozenset)):
            tagged("set", size=_len(item))
        elif kind is _GeneratorType:
            generator_items(item, depth)
        else:
            is_generator = hasattr(_type(item), "__next__") or kind.__name__ == "generator"
            tagged("object", type=_type_name(item), iterator=bool(is_generator))

    def generator_items(item, depth):
        # LeetCode's serializer takes a generator's items where a list is declared (solutions that
        # yield their answer are Accepted there): they are drawn here, the submission's code running
        # as the case's, and sent with the generator's name; the judge reads them as the declared
        # type asks (judge/checking/declared.py). An exception raised inside is the case's error.
        emit('{"$type":"object","type":"generator","iterator":true,"items":[')
        items = _iter(item)
        position = 0
        while True:
            try:
                element = _next(items)
            except _StopIteration:
                break
            if position:
                emit(",")
            walk(element, depth + 1)
            position += 1
        emit("]}")

    walk(value, 0)
    return "".join(out)


class TreeNode:
    """LeetCode's binary tree node, provided to the submission as LeetCode provides it."""

    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


class ListNode:
    """LeetCode's singly linked list node."""

    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class Node:
    """LeetCode's N-ary tree node: a leaf's children are an empty list."""

    def __init__(self, val=None, children=None):
        self.val = val
        self.children = children


class Error(builtins.Exception):
    """An answer that cannot be written as its declared type (a list with a cycle): LeetCode's
    "Error - Found cycle in the ListNode", a Runtime Error."""


def _tree(values, make=None):
    """The tree of a level order with None for a missing child (checked by the judge), built
    without recursion: a skewed tree of 10^4 nodes is as easy as a balanced one. make: the node
    class, when not TreeNode."""
    make = make or TreeNode
    nodes = [None if value is None else make(value) for value in values]
    children = _iter(nodes)
    root = _next(children, None)
    nodes.append(None)  # a last node's missing right child, when the order ends with its left one
    # Each node present, in level order, takes the next two entries: children come after parents.
    # (filter(None, ...) keeps the nodes, which are true: a TreeNode of the harness's, no __bool__.)
    for node, left, right in zip(filter(None, nodes), children, children):
        node.left = left
        node.right = right
    return root


def _linked(values):
    head = None
    for value in reversed(values):
        head = ListNode(value, head)
    return head


# The writers below first try a quick walk, which holds for what answers nearly always are: plain
# int values, each node reached once. It only reads the nodes (nothing of the submission's code
# runs), so when it meets anything else (a node reached twice, a value of another type, an answer
# over the limit, an exception) the careful walk after it starts over and says what is wrong, in the
# order and with the words it always did.
_WALK_CHUNK = 4096
_NoneType = type(None)
_object_hash, _object_eq = object.__hash__, object.__eq__
_INT_OR_NONE = frozenset((int, _NoneType))
_INT = frozenset((int,))
_LIST = frozenset((list,))


def _hashed_by_identity(nodes, known):
    """Whether every node's type (or None) hashes and compares as object does, so that a set of the
    nodes is a set of their ids, with none of the submission's code run; known: the types seen to."""
    if known.issuperset(_map(_type, nodes)):  # nearly always: no set of the types is made
        return True
    for kind in set(_map(_type, nodes)) - known:
        if kind.__hash__ is not _object_hash or kind.__eq__ is not _object_eq:
            return False
        known.add(kind)
    return True


# What stands where a node should and is plainly no node (5, a list of values): named by its type, a
# Wrong Answer that says so, as the other harnesses say it, not an AttributeError from the writer.
_PLAIN_TYPES = frozenset((int, float, bool, str, list, tuple, dict, set, frozenset, bytes, bytearray))


def _not_node(value):
    return '{"$type":"object","type":' + _json_string(_type(value).__name__) + ',"iterator":false}'


def _tree_text(root, budget):
    """The quick walk of _encode_tree: its JSON, or None when the careful walk must tell."""
    order = [root]  # level order, None for each missing child
    append = order.append
    walked = _iter(order)  # a list's iterator follows the list as it grows
    seen = {None}  # the nodes walked: a set of the nodes themselves, no id() ints to allocate
    known = {_NoneType}
    start = 0
    # A chunk at a time, so that a cycle (which makes the walk endless) is met after at most one more.
    while start < _len(order):
        for node in _islice(walked, _WALK_CHUNK):
            if node is not None:
                append(node.left)
                append(node.right)
        stop = min(start + _WALK_CHUNK, _len(order))
        chunk = order[start:stop]
        if not _hashed_by_identity(chunk, known):
            return None
        seen.update(chunk)
        present = (_len(order) - 1) // 2  # each node walked added its two children
        if _len(seen) != present + 1 or 2 * present > budget:  # a node walked twice; too large
            return None
        start = stop
    # Trailing nulls dropped before the values are read (half the entries of a complete tree).
    last = _len(order) - 1
    while order[last] is None:  # the root is not None: the loop ends there at the latest
        last -= 1
    del order[last + 1 :]
    values = [None if node is None else node.val for node in order]
    # Plain ints only (a node whose value is None is not a missing child): they are written as is.
    if not _INT_OR_NONE.issuperset(_map(_type, values)) or values.count(None) != _len(order) - present:
        return None
    return _plain_json(values)


def _encode_tree(root, budget):
    """A tree's level order, trailing nulls dropped; a node reached twice (a cycle or a shared
    subtree) cannot be written: Error."""
    if root is None:
        return "[]"
    if _type(root) in _PLAIN_TYPES:
        return _not_node(root)
    try:
        text = _tree_text(root, budget)
    except _BaseException:  # met again below, in its place
        text = None
    if text is not None:
        if _len(text) > budget:
            raise _TooLarge
        return text
    parts = []
    append = parts.append
    seen = set()
    queue = [root]
    enqueue = queue.append
    size = 1
    kept = 0  # the parts up to the last node's value: the missing children after it are dropped
    for node in queue:  # grows as it goes: level order
        if node is None:
            append("null")
            size += 5  # counted once a value follows it: trailing nulls are dropped
            continue
        key = _id(node)
        if key in seen:
            raise Error("Found a cycle or a shared node in the TreeNode")
        seen.add(key)
        value = node.val
        text = _int_repr(value) if _type(value) is int else _encode(value, budget)
        append(text)
        kept = _len(parts)
        size += _len(text) + 1
        if size > budget:
            raise _TooLarge
        enqueue(node.left)
        enqueue(node.right)
    return "[" + ",".join(parts[:kept]) + "]"


def _list_text(head, budget):
    """The quick walk of _encode_list: its JSON, or None when the careful walk must tell."""
    nodes = []
    append = nodes.append
    steps = 64
    # Brent's cycle check, no set needed: a walk that comes back to the node it started a stretch
    # from is a cycle; stretches double, so one is met within a few times the list's length.
    while head is not None:
        mark = head
        for _ in _range(steps):
            append(head)
            head = head.next
            if head is None or head is mark:
                break
        if head is mark or 2 * _len(nodes) > budget:  # a cycle; too large
            return None
        steps *= 2
    values = [node.val for node in nodes]
    if not _INT.issuperset(_map(_type, values)):
        return None
    return _plain_json(values)


def _encode_list(head, budget):
    """A list's values; a node reached twice (a cycle) cannot be written: Error."""
    if _type(head) in _PLAIN_TYPES:
        return _not_node(head)
    try:
        text = _list_text(head, budget)
    except _BaseException:  # met again below, in its place
        text = None
    if text is not None:
        if head is not None and _len(text) > budget:  # the limit is counted per node: none, no limit
            raise _TooLarge
        return text
    parts = []
    append = parts.append
    seen = set()
    size = 1
    while head is not None:
        key = _id(head)
        if key in seen:
            raise Error("Found cycle in the ListNode")
        seen.add(key)
        value = head.val
        text = _int_repr(value) if _type(value) is int else _encode(value, budget)
        append(text)
        size += _len(text) + 1
        if size > budget:
            raise _TooLarge
        head = head.next
    return "[" + ",".join(parts) + "]"


def _nary(values):
    """The N-ary tree of LeetCode's serialization: the root, null, then each node's children in
    level order, each group ended by null (checked by the judge); built without recursion."""
    if not values:
        return None
    root = Node(values[0], [])
    queue = [root]
    position, count = 2, _len(values)
    for node in queue:  # grows as it goes: level order
        if position >= count:
            break
        children = node.children
        while position < count and values[position] is not None:
            child = Node(values[position], [])
            children.append(child)
            queue.append(child)
            position += 1
        position += 1  # the group's null
    return root


def _encode_nary(root, budget):
    """LeetCode's serialization of an N-ary tree, trailing nulls dropped; a node reached twice
    cannot be written: Error. A node whose children are None is a leaf."""
    if root is None:
        return "[]"
    if _type(root) in _PLAIN_TYPES:
        return _not_node(root)
    parts = []
    append = parts.append
    seen = set()
    queue = [root]
    enqueue = queue.append
    size = 1
    value = root.val
    append(_int_repr(value) if _type(value) is int else _encode(value, budget))
    append("null")
    kept = 1  # the parts up to the last node's value: the group ends after it are dropped
    for node in queue:  # grows as it goes: level order
        key = _id(node)
        if key in seen:
            raise Error("Found a cycle or a shared node in the Node tree")
        seen.add(key)
        for child in node.children or ():
            if child is None:
                continue  # LeetCode's serializer writes only the children there are
            value = child.val
            text = _int_repr(value) if _type(value) is int else _encode(value, budget)
            append(text)
            kept = _len(parts)
            size += _len(text) + 1
            if size > budget:
                raise _TooLarge
            enqueue(child)
        append("null")
        size += 5
    return "[" + ",".join(parts[:kept]) + "]"


class RandomNode:
    """LeetCode's Node of Copy List with Random Pointer (138): val, next and random."""

    def __init__(self, x=0, next=None, random=None):
        self.val = int(x)
        self.next = next
        self.random = random


class GraphNode:
    """LeetCode's Node of Clone Graph (133): val and the list of neighbours."""

    def __init__(self, val=0, neighbors=None):
        self.val = val
        self.neighbors = neighbors if neighbors is not None else []


class NextNode:
    """LeetCode's Node of Populating Next Right Pointers (116, 117): a binary tree's node with next."""

    def __init__(self, val=0, left=None, right=None, next=None):
        self.val = val
        self.left = left
        self.right = right
        self.next = next


class MultilevelNode:
    """LeetCode's Node of Flatten a Multilevel Doubly Linked List (430): val, prev, next and child,
    all four given, as LeetCode's class has them."""

    def __init__(self, val, prev, next, child):
        self.val = val
        self.prev = prev
        self.next = next
        self.child = child


# Each is `Node` in its problems' code, and in the messages of the submission's errors.
for _class in (RandomNode, GraphNode, NextNode, MultilevelNode):
    _class.__name__ = _class.__qualname__ = "Node"
    _class.__init__.__qualname__ = "Node.__init__"  # a wrong call's TypeError names it
_DRIVEN_CLASSES = {
    "RandomListNode": RandomNode,
    "GraphNode": GraphNode,
    "NextTreeNode": NextNode,
    "MultilevelListNode": MultilevelNode,
}


class NestedInteger:
    """LeetCode's NestedInteger (341, 385): one integer, or a list of NestedIntegers."""

    __slots__ = ("_integer", "_list")

    def __init__(self, value=None):
        # No value: an empty list; else the one integer.
        self._integer = value
        self._list = [] if value is None else None

    def isInteger(self):
        return self._list is None

    def getInteger(self):
        return self._integer if self._list is None else None

    def setInteger(self, value):
        self._integer = value
        self._list = None

    def add(self, elem):
        if self._list is None:
            self._integer, self._list = None, []
        self._list.append(elem)

    def getList(self):
        return self._list


class Iterator:
    """LeetCode's Iterator of 284, over a list of integers: hasNext and next, nothing more."""

    __slots__ = ("_at", "_items")

    def __init__(self, nums):
        self._items = list(nums)
        self._at = 0

    def hasNext(self):
        return self._at < _len(self._items)

    def next(self):
        if self._at >= _len(self._items):
            raise StopIteration("next() called after the last element")
        self._at += 1
        return self._items[self._at - 1]


def _nested(value):
    """The NestedInteger of its JSON (an int or a list of them, nested; checked by the judge), built
    with a stack of its own: 385's strings nest 25,000 deep."""
    if _type(value) is not list:
        return NestedInteger(value)
    root = NestedInteger()
    pending = [(value, root._list)]
    while pending:
        items, into = pending.pop()
        for item in items:
            if _type(item) is list:
                inner = NestedInteger()
                into.append(inner)
                pending.append((item, inner._list))
            else:
                into.append(NestedInteger(item))
    return root


_CLOSE = object()  # _encode_nested's mark for the end of a list being written


def _encode_nested(value, budget):
    """A NestedInteger's JSON, written with a stack of its own; a list that holds itself (or one it
    is inside) cannot be written: Error. Anything with LeetCode's three methods is read by them."""
    if value is None:
        return "null"
    if _type(value) in _PLAIN_TYPES:
        return _not_node(value)
    parts = []
    append = parts.append
    size = 0
    open_lists = []  # the lists being written, innermost last: one met again is a cycle
    open_ids = set()
    pending = [value]
    while pending:
        item = pending.pop()
        if item is _CLOSE:
            open_ids.discard(_id(open_lists.pop()))
            append("]")
            size += 1
            continue
        if parts and parts[-1] != "[":
            append(",")
            size += 1
        if item is None or _type(item) in _PLAIN_TYPES:
            text = "null" if item is None else _not_node(item)
        elif item.isInteger():
            number = item.getInteger()
            text = _int_repr(number) if _type(number) is int else _encode(number, budget)
        else:
            items = item.getList()
            key = _id(items)
            if key in open_ids:
                raise Error("Found a cycle in the NestedInteger: a list that holds itself")
            open_lists.append(items)
            open_ids.add(key)
            append("[")
            size += 1
            pending.append(_CLOSE)
            pending.extend(reversed(items or ()))
            continue
        append(text)
        size += _len(text)
        if size > budget:
            raise _TooLarge
    return "".join(parts)


# The case's input nodes of a list with random pointers or a graph, by id while they live: an answer
# holding one of them is no copy (the nodes themselves are kept alive in _original_nodes).
_original_ids = {-1}  # -1: no object's id; the set is cleared before each case
_original_nodes = [()]


def _remember(nodes):
    _original_ids.update(_map(_id, nodes))
    _original_nodes.append(nodes)
    return nodes[0] if nodes else None


def _not_copied(nodes):
    """Error when an answer's node is one of the input's: the method was to copy them."""
    for node in nodes:
        if _id(node) in _original_ids:
            val = node.val
            shown = _int_repr(val) if _type(val) is int else "?"
            raise Error("The answer holds a node of the input (val " + shown + "), not a copy of it")


def _random_list(values):
    nodes = [RandomNode(val) for val, _ in values]
    for node, following in zip(nodes, nodes[1:]):
        node.next = following
    for node, (_, random) in zip(nodes, values, strict=True):
        if random is not None:
            node.random = nodes[random]
    return _remember(nodes)


def _graph(adjacency):
    """LeetCode's adjacency list: node k has the value k + 1 and the neighbours listed, by value."""
    nodes = [GraphNode(index + 1) for index in _range(_len(adjacency))]
    for node, neighbours in zip(nodes, adjacency, strict=True):
        node.neighbors = [nodes[value - 1] for value in neighbours]
    return _remember(nodes)


def _next_tree(values):
    return _tree(values, NextNode)


def _multilevel(values):
    """LeetCode's serialization of a multilevel list (checked by the judge): each level's values
    ended by null, then one more null for each node before the one the next level hangs under."""
    head = above = None
    position, count = 0, _len(values)
    while position < count:
        nulls = 0
        while position < count and values[position] is None:
            nulls += 1
            position += 1
        first = last = None
        while position < count and values[position] is not None:
            node = MultilevelNode(values[position], last, None, None)
            if last is None:
                first = node
            else:
                last.next = node
            last = node
            position += 1
        if above is None:
            head = first
        else:
            parent = above
            for _ in _range(nulls - 1):
                parent = parent.next
            parent.child = first
        above = first
    return head


def _encode_multilevel(head, budget):
    """The list walked along next from head: [val, prev's position in the walk (null: none; -1: not
    in it), child's val (true: a child with no int val) or null] for each node; the judge says which
    link is wrong, if one is."""
    if _type(head) in _PLAIN_TYPES:
        return _not_node(head)
    index = {}
    nodes = []
    while head is not None:
        key = _id(head)
        if key in index:
            raise Error("Found cycle in the list")
        index[key] = _len(nodes)
        nodes.append(head)
        if 8 * _len(nodes) > budget:
            raise _TooLarge
        head = head.next
    parts = []
    size = 1
    for node in nodes:
        prev, child = node.prev, node.child
        at = "null" if prev is None else _str(index.get(_id(prev), -1))
        below = "null"
        if child is not None:  # its val, or true where it has no int one: a child all the same
            below = _int_repr(child.val) if _type(getattr(child, "val", None)) is int else "true"
        text = "[" + _value_text(node.val, budget) + "," + at + "," + below + "]"
        size += _len(text) + 1
        if size > budget:
            raise _TooLarge
        parts.append(text)
    return "[" + ",".join(parts) + "]"


def _value_text(value, budget):
    return _int_repr(value) if _type(value) is int else _encode(value, budget)


def _encode_random_list(head, budget):
    """[[val, index of the node random points at, or null], ...]: the list's nodes, from the head."""
    if _type(head) in _PLAIN_TYPES:
        return _not_node(head)
    nodes, index = [], {}
    while head is not None:
        key = _id(head)
        if key in index:
            raise Error("Found cycle in the list")
        index[key] = _len(nodes)
        nodes.append(head)
        if 6 * _len(nodes) > budget:
            raise _TooLarge
        head = head.next
    _not_copied(nodes)
    parts = []
    size = 1
    for node in nodes:
        random = node.random
        at = None if random is None else index.get(_id(random))
        if random is not None and at is None:
            raise Error("A random pointer leads to a node that is not in the list")
        text = "[" + _value_text(node.val, budget) + "," + ("null" if at is None else _str(at)) + "]"
        size += _len(text) + 1
        if size > budget:
            raise _TooLarge
        parts.append(text)
    return "[" + ",".join(parts) + "]"


def _encode_graph(node, budget):
    """The adjacency list of the nodes reached from node, ordered by value: each one's neighbours' values."""
    if node is None:
        return "[]"
    if _type(node) in _PLAIN_TYPES:
        return _not_node(node)
    seen = {_id(node)}
    order = [node]
    for current in order:  # grows as it goes
        for other in current.neighbors or ():
            if other is not None and _id(other) not in seen:
                seen.add(_id(other))
                order.append(other)
        if 3 * _len(order) > budget:
            raise _TooLarge
    _not_copied(order)
    values = [current.val for current in order]
    if not _INT.issuperset(_map(_type, values)):
        raise Error("A node's val is not an integer")
    ranked = sorted(_range(_len(order)), key=values.__getitem__)
    parts = []
    size = 1
    for position in ranked:
        neighbours = [other.val for other in order[position].neighbors or () if other is not None]
        text = "[" + ",".join(_map(_value_text, neighbours, [budget] * _len(neighbours))) + "]"
        size += _len(text) + 1
        if size > budget:
            raise _TooLarge
        parts.append(text)
    return "[" + ",".join(parts) + "]"


def _encode_next_tree(root, budget):
    """LeetCode's answer of 116 and 117: level by level (the levels by left and right), each read
    from its first node along the next pointers and ended by "#"."""
    if root is None:
        return "[]"
    if _type(root) in _PLAIN_TYPES:
        return _not_node(root)
    level, seen, firsts = [root], {_id(root)}, []
    while level:
        firsts.append(level[0])
        below = []
        for node in level:
            for child in (node.left, node.right):
                if child is not None:
                    if _id(child) in seen:
                        raise Error("Found a cycle or a shared node in the TreeNode")
                    seen.add(_id(child))
                    below.append(child)
        if 2 * _len(seen) > budget:  # a value and a comma each at least
            raise _TooLarge
        level = below
    parts = []
    size = 1
    for first in firsts:
        node, steps = first, 0
        while node is not None:
            steps += 1
            if steps > _len(seen):
                raise Error("Found a cycle in the next pointers")
            text = _value_text(node.val, budget)
            size += _len(text) + 1
            if size > budget:
                raise _TooLarge
            parts.append(text)
            node = node.next
        parts.append('"#"')
        size += 4
        if size > budget:
            raise _TooLarge
    return "[" + ",".join(parts) + "]"


_BUILD = {
    "TreeNode": _tree,
    "ListNode": _linked,
    "Node": _nary,
    "RandomListNode": _random_list,
    "GraphNode": _graph,
    "NextTreeNode": _next_tree,
    "MultilevelListNode": _multilevel,
    "NestedInteger": _nested,
    "Iterator": Iterator,
}
_WRITE = {
    "TreeNode": _encode_tree,
    "ListNode": _encode_list,
    "Node": _encode_nary,
    "RandomListNode": _encode_random_list,
    "GraphNode": _encode_graph,
    "NextTreeNode": _encode_next_tree,
    "MultilevelListNode": _encode_multilevel,
    "NestedInteger": _encode_nested,
}


# gc's isenabled, disable and enable, bound by main before the submission's code when the problem
# has nodes to build (most have none, and their start stays without the import); None: the
# collector is left alone.
_gc = None
# itertools.islice, bound by main like _gc for a problem with nodes: the tree writer's walk takes the
# nodes a chunk at a time with it.
_islice = None


def _node_argument(value, shape):
    """An argument of a node type ("TreeNode", "ListNode[]") built from its JSON; others as they are."""
    if shape is None:
        return value
    # The cyclic collector paused while nodes are made: 10^4 new objects would start a dozen
    # collections, the later ones walking every node made so far again (0.6 ms of 3); paused, the
    # next collection walks each once. The collector is as it was before the submission's code runs.
    collecting = _gc is not None and _gc[0]()
    if collecting:
        _gc[1]()
    try:
        if shape[-2:] == "[]":
            build = _BUILD[shape[:-2]]
            return [build(item) for item in value]
        return _BUILD[shape](value)
    finally:
        if collecting:
            _gc[2]()


def _builds_nodes(param_nodes, design):
    """Whether a case's arguments may hold trees or lists to build (setup's "nodes" params, "design")."""
    shapes = param_nodes or []
    if design is not None:
        shapes = [*design["constructor"], *(shape for spec in design["methods"].values() for shape in spec["params"])]
    return any(shape is not None for shape in shapes)


def _encode_nodes(value, shape, budget):
    """The JSON of an answer of a node type; a list of nodes as a list of their JSON texts."""
    if shape[-2:] != "[]":
        return _WRITE[shape](value, budget)
    if not _isinstance(value, list):
        return _encode(value, budget)
    write = _WRITE[shape[:-2]]
    parts = []
    for item in value:
        text = write(item, budget)
        budget -= _len(text) + 1
        parts.append(text)
    return "[" + ",".join(parts) + "]"


def _built_nodes(args, shapes):
    """Each argument's nodes in the order they were built, before links join them (a list from its
    head, a tree in level order): what a link's and a returned node's indexes count."""
    found = []
    for arg, shape in zip(args, shapes, strict=True):
        nodes = []
        if shape == "ListNode":
            while arg is not None:
                nodes.append(arg)
                arg = arg.next
        elif shape == "TreeNode" and arg is not None:
            nodes.append(arg)
            for node in nodes:  # grows as it goes: level order
                if node.left is not None:
                    nodes.append(node.left)
                if node.right is not None:
                    nodes.append(node.right)
        found.append(nodes)
    return found


def _apply_links(args, links, nodes):
    """A driver's links (judge/core/signature.py): [0, a, i, b, j] sets node i of argument a's next to
    node j of argument b; [1, t, b, j] makes argument t node j of argument b."""
    for link in links:
        if link[0] == 0:
            nodes[link[1]][link[2]].next = nodes[link[3]][link[4]]
        else:
            args[link[1]] = nodes[link[2]][link[3]]


def _place(value, nodes, budget):
    """Where a returned node stands among the arguments' nodes: [argument, index], or [-1, val] for
    a node of the method's own; null for None; anything else as it is (the checker tells)."""
    if value is None or _type(value) in _PLAIN_TYPES:
        return _encode(value, budget)
    for argument, built in enumerate(nodes):
        for index, node in enumerate(built):
            if node is value:
                return "[" + _str(argument) + "," + _str(index) + "]"
    val = getattr(value, "val", None)
    return "[-1," + (_int_repr(val) if _type(val) is int else "null") + "]"


def _api(name, hidden):
    """The API LeetCode's driver gives the method (278's isBadVersion, 374's guess), answering from
    hidden[0], the case's value the method is not given."""
    if name == "isBadVersion":

        def isBadVersion(version):
            return version >= hidden[0]

        return isBadVersion

    def guess(num):
        pick = hidden[0]
        return -1 if num > pick else 1 if num < pick else 0

    return guess


def _run_round_trip(cls, design, round_trip, args, budget):
    """A Codec's round trip, as LeetCode's driver runs it: an object encodes the case's value, and
    another (or, for one object, the same) decodes what it made; the decoded value answers. What
    travels between them is not looked at, as LeetCode's Python driver does not look: a string by
    the declaration, but a list (or the tree itself) goes through too."""
    there, back = design["methods"][round_trip["there"]], design["methods"][round_trip["back"]]
    value = _node_argument(args[0], there["params"][0])
    codec = cls()
    text = getattr(codec, there["call"])(value)
    value = None
    if round_trip["objects"] == 2:
        codec = cls()
    answer = getattr(codec, back["call"])(text)
    shape = back["answer"]
    return _encode(answer, budget) if shape is None else _encode_nodes(answer, shape, budget)


def _run_iterate(cls, design, iterate, args, budget):
    """An iterator judged by one loop, as LeetCode's driver of 341: the object made from the case's
    arguments, then next called while hasNext is true; the JSON list of what next gave."""
    values = [_node_argument(arg, shape) for arg, shape in zip(args, design["constructor"], strict=True)]
    methods = design["methods"]
    iterator = cls(*values)
    values = None
    has_next = getattr(iterator, methods[iterate["has_next"]]["call"])
    step = getattr(iterator, methods[iterate["next"]]["call"])
    parts = []
    append = parts.append
    size = 1
    while has_next():
        value = step()
        text = _int_repr(value) if _type(value) is int else _encode(value, budget)
        size += _len(text) + 1
        if size > budget:
            raise _TooLarge
        append(text)
    return "[" + ",".join(parts) + "]"


def _run_design(cls, design, args, budget, calls):
    """LeetCode's two lines of a design case, run: the object made by the first operation, each
    other one called on it in turn. The JSON list of results (null for the constructor and every
    void method). calls[0] says which call runs, for an error's frame."""
    operations, arguments = args
    calls[0] = 0
    values = [_node_argument(arg, shape) for arg, shape in zip(arguments[0], design["constructor"], strict=True)]
    instance = cls(*values)
    methods = design["methods"]
    # Each operation's method, looked up once a case: (bound method, node shapes or None, answer shape, void).
    bound = {}
    parts = ["null"]
    append = parts.append
    for index in _range(1, _len(operations)):
        calls[0] = index
        name = operations[index]
        found = bound.get(name)
        if found is None:
            spec = methods[name]
            shapes = spec["params"] if any(shape is not None for shape in spec["params"]) else None
            found = bound[name] = (getattr(instance, spec["call"]), shapes, spec["answer"], spec["void"])
        method, shapes, answer, void = found
        values = arguments[index]
        if shapes is not None:
            values = [_node_argument(arg, shape) for arg, shape in zip(values, shapes, strict=True)]
        value = method(*values)
        kind = _type(value)
        if void or value is None:
            text = "null"
        elif kind is int:
            text = _int_repr(value)
        elif kind is bool:
            text = "true" if value else "false"
        elif answer is not None:
            text = _encode_nodes(value, answer, budget)
        else:
            text = _encode(value, budget)
        budget -= _len(text) + 1
        if budget < 0:
            raise _TooLarge
        append(text)
    calls[0] = None
    return "[" + ",".join(parts) + "]"


MAX_FRAMES = 50


def _frames(tb):
    """The innermost MAX_FRAMES frames, outermost first, and how many there were in all."""
    # Counted first and only the innermost described: a RecursionError's traceback is as long as
    # the recursion limit, and describing every frame cost more than the recursion itself.
    total = 0
    walker = tb
    while walker is not None:
        total += 1
        walker = walker.tb_next
    for _ in _range(total - MAX_FRAMES):
        tb = tb.tb_next
    frames = []
    while tb is not None:
        code = tb.tb_frame.f_code
        frames.append(
            [_safe_text(lambda c=code: c.co_filename, 500), tb.tb_lineno, _safe_text(lambda c=code: c.co_name, 200)]
        )
        tb = tb.tb_next
    return frames, total


def _error_fields(error, call=None):
    """The error frame's fields; call: the design call that raised (0: the constructor)."""
    fields = (
        ',"type":'
        + _json_string(_type_name(error))
        + ',"message":'
        + _json_string(_safe_text(lambda: _str(error)))
        + ',"frames":['
    )
    frames, total = _frames(getattr(error, "__traceback__", None))
    fields += ",".join(
        "[" + _json_string(name) + "," + _str(line or 0) + "," + _json_string(func) + "]" for name, line, func in frames
    )
    fields += '],"frames_total":' + _str(total)
    return fields if call is None else fields + ',"call":' + _str(call)


def _flush_output():
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except _BaseException:
            pass


# Written to standard output and standard error after each case's own output, before its answer:
# the judge cuts the streams there, so each case's output is told apart even when the next case
# runs before the judge has read it (docs/protocol.md).
CASE_END = b"\x00case-end\x00"


def _end_case():
    for fd in (1, 2):
        try:
            _write(fd, CASE_END)  # one write of a few bytes to a pipe is all or nothing
        except _BaseException:
            pass


def _compile(source, filename):
    try:
        return compile(source, filename, "exec", dont_inherit=True), None
    except (SyntaxError, ValueError, RecursionError, MemoryError) as error:
        line = getattr(error, "lineno", None)
        offset = getattr(error, "offset", None)
        text = getattr(error, "text", None)
        message = getattr(error, "msg", None) or _str(error)
        return None, (
            '{"event":"compile_error","type":'
            + _json_string(_type(error).__name__)
            + ',"message":'
            + _json_string(_safe_text(lambda: message))
            + ',"line":'
            + (_str(line) if _type(line) is int else "null")
            + ',"offset":'
            + (_str(offset) if _type(offset) is int else "null")
            + ',"text":'
            + (_json_string(text.rstrip("\n")[:MAX_TEXT]) if _type(text) is _str else "null")
            + "}"
        )


def _referenced_names(code):
    names = set(code.co_names)
    for const in code.co_consts:
        if _type(const) is _type(code):
            names |= _referenced_names(const)
    return names


def _namespace(code, prelude, modules):
    """Module globals with the LeetCode prelude: only the names the source mentions are bound."""
    namespace = {"__name__": "solution", "__builtins__": builtins}
    wanted = _referenced_names(code)
    for name in wanted:
        source = name if name in modules else prelude.get(name)
        if source is None:
            continue
        try:
            module = __import__(source)
            namespace[name] = module if name == source else getattr(module, name)
        except (ImportError, AttributeError):
            pass
    return namespace


# LeetCode's own limit is 550,000 (users read it there), but a runaway recursion takes about a
# second of CPU to reach that (as the error unwinds, every frame gets a frame object and a
# traceback entry, and the collector walks them all): Runtime Error or Time Limit Exceeded by the
# machine's load. 35,000 is reached in about 40 ms (100-150 ms with a dozen locals and a list in
# every frame) and leaves room for real recursions: 10,000 calls deep 3.5 times over, 1.75 times
# when each level counts twice (@cache, a comprehension, __init__). Recursion through C code
# (repr, @cache, map, sorted's key) took at most about 640 bytes of the 64 MB stack per call
# counted, 22 MB at the limit: it too ends in a RecursionError, not a crash.
RECURSION_LIMIT = 35_000
# What sys.setrecursionlimit may raise it to: published solutions ask for 10**6 or more when they
# recurse once per node of a list of 10^5 (LeetCode's 234, 143), and get up to 120,000 levels. A
# runaway recursion still ends in a RecursionError well inside a time limit (about 150 ms of CPU
# here); one through C code (@cache, map) may meet the end of the C stack first, a crash.
ASKED_RECURSION_LIMIT = 120_000
_setrecursionlimit = sys.setrecursionlimit


class _Libraries:
    """Finds LeetCode's third-party packages (sortedcontainers) in their folders, which the sandbox
    shows one by one: an entry on sys.path would need their parent folder listed, which the
    fallback's Landlock rules do not allow (it may hold the kit)."""

    def __init__(self, folders):
        self.folders = folders  # package name -> its folder

    def find_spec(self, name, path=None, target=None):
        folder = self.folders.get(name)
        if folder is None:
            return None
        from importlib.util import spec_from_file_location

        return spec_from_file_location(name, folder + "/__init__.py", submodule_search_locations=[folder])


def _capped_setrecursionlimit(limit, /):
    """sys.setrecursionlimit as the submission sees it: a lower limit as asked, a higher one up to
    ASKED_RECURSION_LIMIT (published solutions ask for 10**6 or 10**9 "to be safe": honoured, a
    runaway recursion would go on to the time limit, the memory limit or the C stack)."""
    if _isinstance(limit, int) and limit > ASKED_RECURSION_LIMIT:
        limit = ASKED_RECURSION_LIMIT
    _setrecursionlimit(limit)


_capped_setrecursionlimit.__name__ = _capped_setrecursionlimit.__qualname__ = "setrecursionlimit"


def main():
    global CONTROL_FD, RESULT_FD, PACKED_MAX_SIZE, PACKED_MARK, PACKED_FILL, _gc, _islice
    CONTROL_FD, RESULT_FD = int(sys.argv[1]), int(sys.argv[2])
    if len(sys.argv) > 3:
        # Started as root inside the sandbox: become an unprivileged user before any submission code.
        uid, gid = (int(part) for part in sys.argv[3].split(":"))
        setgroups([])
        setgid(gid)
        setuid(uid)
    # A new thread's stack would be as large as the main thread's (RLIMIT_STACK, 64 MB, for deep
    # recursion), and a few of those fill the address-space limit: "can't start new thread". 8 MB
    # each, as on a desktop Linux, lets a submission run a few dozen threads (LeetCode lets threads run).
    _thread.stack_size(THREAD_STACK_BYTES)
    # compile() makes the interpreter's AST types on its first call (~1 ms): made while the judge is
    # still on its way with the setup frame, not after it, when the submission's compile waits for them.
    compile("", "", "exec")
    setup = _receive()
    if setup is None:
        _exit(0)
    method = setup["method"]
    answer = setup["answer"]  # a void method's in-place argument: what it answers with
    budget = setup["result_limit"]
    packed = setup["packed"]  # None: the problem's answers never travel packed
    design = setup["design"]  # None: one method of class Solution; else a class driven by calls
    nodes = setup["nodes"]  # None: every argument and the answer are plain JSON
    links = setup["links"]  # None: no driver of LeetCode's joins the arguments' nodes
    place = links is not None and links["place"]  # a returned node answered by where it stands
    api = setup["api"]  # None, or the API of LeetCode's driver the method calls (_api)
    round_trip = setup["round_trip"]  # None, or a Codec's methods there and back (_run_round_trip)
    iterate = setup["iterate"]  # None, or an iterator's hasNext and next (_run_iterate)
    param_nodes = nodes["params"] if nodes is not None else None
    answer_nodes = nodes["answer"] if nodes is not None else None
    if packed is not None:
        PACKED_MAX_SIZE, PACKED_MARK, PACKED_FILL = packed["max_size"], packed["mark"], packed["fill"]
    if _builds_nodes(param_nodes, design):
        import gc

        _gc = gc.isenabled, gc.disable, gc.enable  # see _node_argument
    if nodes is not None or design is not None:
        from itertools import islice as _islice
    libraries = setup.get("libraries")
    if libraries:
        sys.meta_path.append(_Libraries(libraries))
    code, failure = _compile(setup["source"], setup["filename"])
    if failure is not None:
        _send(failure)
        _exit(0)
    namespace = _namespace(code, setup["prelude"], set(setup["modules"]))
    # As on LeetCode, the node classes are there without a definition in the file (one there wins).
    namespace["TreeNode"], namespace["ListNode"], namespace["Node"] = TreeNode, ListNode, Node
    shapes = [*(param_nodes or ()), answer_nodes]
    driven = next((_DRIVEN_CLASSES[shape] for shape in shapes if shape in _DRIVEN_CLASSES), None)
    if driven is not None:
        namespace["Node"] = driven  # the problem's own Node
    if "NestedInteger" in shapes or "NestedInteger[]" in shapes:
        namespace["NestedInteger"] = NestedInteger
    if design is not None and "Iterator" in design["constructor"]:
        namespace["Iterator"] = Iterator  # LeetCode's, where typing's would be
    hidden = [None]  # what the API answers from in the case running
    if api is not None:
        namespace[api] = _api(api, hidden)
    # Far above CPython's 1000, as on LeetCode: a recursive flood fill of a 50 x 50 board goes 2,500
    # calls deep. Installed before the submission's code runs, so its own call is capped too.
    _setrecursionlimit(RECURSION_LIMIT)
    sys.setrecursionlimit = _capped_setrecursionlimit
    # From here on the CPU is the submission's: the judge charges it to the first case.
    _send('{"event":"loading"}')
    try:
        exec(code, namespace)
        solution_class = namespace.get("Solution" if design is None else method)
        if not _isinstance(solution_class, type):
            raise NameError("the file defines no class " + ("Solution" if design is None else method))
        for name in [method] if design is None else [spec["call"] for spec in design["methods"].values()]:
            if not callable(getattr(solution_class, name, None)):
                raise AttributeError("class " + solution_class.__name__ + " has no method " + name)
    except _MemoryError:
        _send('{"event":"load_error","memory":true}')
        _exit(0)
    except _BaseException as error:
        _send('{"event":"load_error"' + _error_fields(error) + "}")
        _exit(0)
    _flush_output()
    _send('{"event":"ready"}')
    calls = [None]  # the design call running, when one raises
    while True:
        request = _receive()
        if request is None:
            _exit(0)
        case, args = request["case"], request["args"]
        calls[0] = None
        try:
            if round_trip is not None:
                text = _run_round_trip(solution_class, design, round_trip, args, budget)
            elif iterate is not None:
                text = _run_iterate(solution_class, design, iterate, args, budget)
            elif design is not None:
                text = _run_design(solution_class, design, args, budget, calls)
            else:
                joins = args.pop() if links is not None else None
                if api is not None:
                    hidden[0] = args.pop()
                if driven is not None:
                    _original_ids.clear()
                    _original_nodes.clear()
                if param_nodes is not None:
                    args = [_node_argument(arg, shape) for arg, shape in zip(args, param_nodes, strict=True)]
                # A void method answers with its argument as built, before a link replaced it (237).
                answered = args[answer] if answer is not None else None
                if joins is not None:
                    built = _built_nodes(args, param_nodes)
                    _apply_links(args, joins, built)
                value = getattr(solution_class(), method)(*args)
                if answer is not None:
                    value = answered
                answered = None
                if place:
                    text = _place(value, built, budget)
                else:
                    text = (
                        _encode(value, budget) if answer_nodes is None else _encode_nodes(value, answer_nodes, budget)
                    )
                built = None
            reply = '{"event":"result","value":' + text + "}"
        except _TooLarge:
            reply = '{"event":"too_large"}'
        except _MemoryError:
            value = None
            reply = '{"event":"memory","type":"MemoryError"}'
        except _BaseException as error:
            reply = '{"event":"error"' + _error_fields(error, calls[0]) + "}"
        value = None
        _flush_output()
        _end_case()
        # Echo the case number: a frame forged into the channel then shows up as out of step.
        _send('{"case":' + _str(case) + "," + reply[1:])


if __name__ == "__main__":
    main()
