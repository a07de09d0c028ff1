"""What LeetCode's Python 3 gives a solution, for a case exported as a program (`judge export`):
its TreeNode and ListNode, the names it makes available without an import, and the answer printed
as LeetCode shows it. `judge export` copies this file beside the solution as leetcode.py; it is
not imported by the judge.
"""

import builtins
import importlib
import json

# LeetCode star-imports these before the solution (judge/languages/python_prelude.py's MODULES).
MODULES = (
    "typing",
    "collections",
    "itertools",
    "functools",
    "heapq",
    "bisect",
    "math",
    "string",
    "re",
    "operator",
    "copy",
    "random",
    "statistics",
    "datetime",
)


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class Node:
    def __init__(self, val=None, children=None):
        self.val = val
        self.children = children


def provide():
    """Make LeetCode's names available to solution.py without imports, as LeetCode does: a later
    module's name wins, a module's own name means the module, and no builtin is hidden."""
    provided = {}
    for name in MODULES:
        module = importlib.import_module(name)
        names = getattr(module, "__all__", None) or [key for key in vars(module) if not key.startswith("_")]
        provided.update((key, getattr(module, key)) for key in names if hasattr(module, key))
    provided.update((name, importlib.import_module(name)) for name in MODULES)
    try:  # LeetCode's one third-party package: its names are there too, where it is installed
        sorted_containers = importlib.import_module("sortedcontainers")
        provided.update((key, getattr(sorted_containers, key)) for key in sorted_containers.__all__)
    except ImportError:
        pass
    provided.update(TreeNode=TreeNode, ListNode=ListNode, Node=Node)
    for name, value in provided.items():
        if not hasattr(builtins, name):
            setattr(builtins, name, value)


def tree(values):
    """The tree of a level order, None for a missing child."""
    nodes = [None if value is None else TreeNode(value) for value in values]
    children = iter(nodes)
    root = next(children, None)
    for node in nodes:
        if node is not None:
            node.left = next(children, None)
            node.right = next(children, None)
    return root


def nary(values):
    """The N-ary tree of LeetCode's serialization: the root, null, then each node's children in
    level order, each group ended by null."""
    if not values:
        return None
    root = Node(values[0], [])
    queue, position = [root], 2
    for node in queue:  # grows as it goes
        while position < len(values) and values[position] is not None:
            child = Node(values[position], [])
            node.children.append(child)
            queue.append(child)
            position += 1
        position += 1
    return root


def linked(values):
    """The linked list of the values."""
    head = None
    for value in reversed(values):
        head = ListNode(value, head)
    return head


def to_json(value, nodes=False):
    """The value as LeetCode prints it: JSON with no spaces, doubles with five decimals, a tree in
    level order (trailing nulls dropped), a linked list as its values; with nodes (a tree's or a
    list's answer), None as the empty one, []."""
    if value is None:
        return "[]" if nodes else "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return f"{value:.5f}"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, TreeNode):
        return to_json(_level_order(value))
    if isinstance(value, ListNode):
        return to_json(_values(value))
    if isinstance(value, Node):
        return to_json(_serialized(value))
    return "[" + ",".join(to_json(item, nodes) for item in value) + "]"


def _level_order(root):
    values, queue, seen = [], [root], set()
    for node in queue:  # grows as it goes
        if node is None:
            values.append(None)
            continue
        if id(node) in seen:
            raise ValueError("the tree has a cycle or a shared node")
        seen.add(id(node))
        values.append(node.val)
        queue += [node.left, node.right]
    while values and values[-1] is None:
        values.pop()
    return values


def _values(head):
    values, seen = [], set()
    while head is not None:
        if id(head) in seen:
            raise ValueError("the linked list has a cycle")
        seen.add(id(head))
        values.append(head.val)
        head = head.next
    return values


def _serialized(root):
    values, queue, seen = [root.val, None], [root], set()
    for node in queue:  # grows as it goes
        if id(node) in seen:
            raise ValueError("the N-ary tree has a cycle or a shared node")
        seen.add(id(node))
        for child in node.children or ():
            values.append(child.val)
            queue.append(child)
        values.append(None)
    while values and values[-1] is None:
        values.pop()
    return values
