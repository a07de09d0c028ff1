#!/usr/bin/env python3
"""Generate the test data of LeetCode 113, "Path Sum II".

Every tree is built as nodes first and then written in LeetCode's level order (null for a missing
child, no trailing null), so that each input is a tree the judge accepts. Each expected answer is
then found twice, by two methods that share no code and must agree on the multiset of paths:

* a recursive depth-first search over the node objects, carrying the path and what remains of
  the target, recording a copy of the path at each leaf that leaves nothing;
* a breadth-first walk over the level order list itself (the tree is never rebuilt as objects):
  each entry's children are found by the level order's rule, each visited entry carries its
  running sum and the index of its parent, and a path is spelled at a matching leaf by walking
  the parents back up to the root.

Because the second method reads the serialized list and the first the objects it came from, they
also check the serializer. Every input must hold LeetCode's constraints (at most 5000 nodes,
values and target in [-1000, 1000]) and be a valid level order for the kit's signature check;
every path must end at a leaf and add up to the target.

The cases: LeetCode's three examples; the empty tree (with target 0: the answer is no path, not
one empty path); single nodes; a node with one child whose partial sum is the target (it is not a
leaf); negative values where a path goes over the target and comes back (a solution that prunes
once the sum passes the target fails); zeros (paths that reach the target early and must go on);
equal paths from different leaves (each listed once per leaf); a full tree of 2048 equal paths
and one with many different answers; chains of 5000 nodes to the left, to the right and zigzag
(5000 frames of recursion); a "comb" of 5000 nodes whose leaves hang off a 2500-node spine; then
random trees with a fixed seed, of every size up to 5000, most with a target that some path
reaches.

Usage:
    python problems/path-sum-ii/generate.py            # (re)write data/cases.json
    python problems/path-sum-ii/generate.py --check    # exit 1 if the file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file, 2 when the two
methods disagree or an input breaks the constraints (nothing is written).
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter, deque
from collections.abc import Sequence
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main
from judge.core.signature import Type, type_problem

SEED = 113
MAX_NODES = 5000
LOW, HIGH = -1000, 1000  # a node's value and the target
MAX_ANSWER_BYTES = 512 * 1024  # well under the output limit of 1 MB, as JSON
RANDOM_CASES = 30


class Node:
    __slots__ = ("left", "right", "val")

    def __init__(self, val: int, left: Node | None = None, right: Node | None = None) -> None:
        self.val, self.left, self.right = val, left, right


def level_order(root: Node | None) -> list[int | None]:
    """The tree as LeetCode writes it: breadth first, null for a missing child, trailing nulls dropped."""
    out: list[int | None] = []
    queue: deque[Node | None] = deque([root] if root else [])
    while queue:
        node = queue.popleft()
        if node is None:
            out.append(None)
            continue
        out.append(node.val)
        queue.append(node.left)
        queue.append(node.right)
    while out and out[-1] is None:
        out.pop()
    return out


def from_level_order(values: Sequence[int | None]) -> Node | None:
    """The nodes of a level order list (for the examples, written as LeetCode shows them)."""
    if not values:
        return None
    root = Node(values[0])  # type: ignore[arg-type]
    waiting, position = deque([root]), 1
    while position < len(values):
        parent = waiting.popleft()
        for side in ("left", "right"):
            if position < len(values) and values[position] is not None:
                child = Node(values[position])  # type: ignore[arg-type]
                setattr(parent, side, child)
                waiting.append(child)
            position += 1
    return root


# ---- shapes -------------------------------------------------------------------------------------


def chain(values: Sequence[int], sides: str) -> Node:
    """A path of nodes, each the child of the one before on the side sides[i % len(sides)] ('L' or 'R')."""
    root = node = Node(values[0])
    for index, value in enumerate(values[1:]):
        child = Node(value)
        if sides[index % len(sides)] == "L":
            node.left = child
        else:
            node.right = child
        node = child
    return root


def full(depth: int, value_of) -> Node:
    """A perfect tree of the given depth (1: a single node), each value from value_of(level)."""

    def build(level: int) -> Node:
        node = Node(value_of(level))
        if level < depth:
            node.left, node.right = build(level + 1), build(level + 1)
        return node

    return build(1)


def comb(spine: Sequence[int], teeth: Sequence[int]) -> Node:
    """A spine going left, each spine node but the last with a leaf (a tooth) as its right child."""
    root = node = Node(spine[0])
    for index, value in enumerate(spine[1:]):
        node.right = Node(teeth[index])
        node.left = Node(value)
        node = node.left
    return root


def random_tree(rng: random.Random, count: int, low: int, high: int, deep: float) -> Node:
    """count nodes, each new one hung on a free child slot: with probability deep, a slot of the
    newest node (long paths), else any free slot (bushy, shallow trees)."""
    root = Node(rng.randint(low, high))
    slots: list[tuple[Node, str]] = [(root, "left"), (root, "right")]
    for _ in range(count - 1):
        newest = rng.random() < deep
        index = len(slots) - 1 - rng.randrange(min(2, len(slots))) if newest else rng.randrange(len(slots))
        parent, side = slots[index]
        slots[index] = slots[-1]
        slots.pop()
        child = Node(rng.randint(low, high))
        setattr(parent, side, child)
        slots += [(child, "left"), (child, "right")]
    return root


def walk_values(rng: random.Random, count: int, bound: int = 600) -> list[int]:
    """count values in [-1000, 1000] whose running sum stays within [-bound, bound]: a long path
    that can still end on a target in range."""
    values, total = [], 0
    for _ in range(count):
        value = rng.randint(max(LOW, -bound - total), min(HIGH, bound - total))
        values.append(value)
        total += value
    return values


# ---- the two methods ----------------------------------------------------------------------------


def by_recursion(root: Node | None, target: int) -> list[list[int]]:
    """Method 1: depth first over the node objects, a shared path, a copy at each matching leaf."""
    found: list[list[int]] = []
    path: list[int] = []

    def visit(node: Node, remain: int) -> None:
        path.append(node.val)
        remain -= node.val
        if node.left is None and node.right is None:
            if remain == 0:
                found.append(path[:])
        else:
            if node.left is not None:
                visit(node.left, remain)
            if node.right is not None:
                visit(node.right, remain)
        path.pop()

    if root is not None:
        visit(root, target)
    return found


def by_level_order(values: Sequence[int | None], target: int) -> list[list[int]]:
    """Method 2: breadth first over the level order list, each entry with its sum and its parent."""
    if not values:
        return []
    parent = {0: -1}
    total = {0: values[0]}
    children: dict[int, list[int]] = {}
    present, position = deque([0]), 1  # entries whose children come next, in order
    while position < len(values):
        at = present.popleft()
        children[at] = []
        for child in (position, position + 1):
            if child < len(values) and values[child] is not None:
                parent[child] = at
                total[child] = total[at] + values[child]  # type: ignore[operator]
                children[at].append(child)
                present.append(child)
        position += 2
    found = []
    for index in total:  # in breadth-first order
        if not children.get(index) and total[index] == target:
            path, at = [], index
            while at != -1:
                path.append(values[at])
                at = parent[at]
            found.append(path[::-1])
    return found


def key(paths: list[list[int]]) -> Counter[tuple[int, ...]]:
    return Counter(tuple(path) for path in paths)


def case(name: str, root: Node | None, target: int) -> dict:
    values = level_order(root)
    where = f"{name!r}"
    problem = type_problem(values, Type("TreeNode"), "root")
    if problem:
        raise OracleMismatch(f"{where}: {problem}")
    nodes = sum(value is not None for value in values)
    if nodes > MAX_NODES or any(value is not None and not LOW <= value <= HIGH for value in values):
        raise OracleMismatch(f"{where}: {nodes} nodes or a value out of [{LOW}, {HIGH}]")
    if not LOW <= target <= HIGH:
        raise OracleMismatch(f"{where}: target {target} out of [{LOW}, {HIGH}]")
    if level_order(from_level_order(values)) != values:
        raise OracleMismatch(f"{where}: the level order does not read back as the same tree")
    first, second = by_recursion(root, target), by_level_order(values, target)
    if key(first) != key(second):
        raise OracleMismatch(f"{where}: depth first finds {len(first)} paths, breadth first {len(second)}")
    if any(sum(path) != target for path in first):
        raise OracleMismatch(f"{where}: a path does not add up to the target")
    if len(json.dumps(first)) > MAX_ANSWER_BYTES:
        raise OracleMismatch(f"{where}: the answer is over {MAX_ANSWER_BYTES} bytes")
    return {"name": name, "input": {"root": values, "targetSum": target}, "expected": first}


def leaf_sums(root: Node) -> list[int]:
    """Every root-to-leaf sum, iteratively (for choosing targets)."""
    sums, stack = [], [(root, root.val)]
    while stack:
        node, total = stack.pop()
        kids = [kid for kid in (node.left, node.right) if kid is not None]
        if not kids:
            sums.append(total)
        stack += [(kid, total + kid.val) for kid in kids]
    return sums


def build_cases() -> list[dict]:
    sys.setrecursionlimit(4 * MAX_NODES + 1000)  # method 1 goes 5000 calls deep on the chains
    rng = random.Random(SEED)
    tree = from_level_order
    cases = [
        case("example 1", tree([5, 4, 8, 11, None, 13, 4, 7, 2, None, None, 5, 1]), 22),
        case("example 2", tree([1, 2, 3]), 5),
        case("example 3", tree([1, 2]), 0),
        case("empty tree, target 0", None, 0),
        case("empty tree", None, 7),
        case("one node equal to the target", Node(7), 7),
        case("one node, another target", Node(7), -7),
        case("one node, 0 and target 0", Node(0), 0),
        case("one node at the lowest value", Node(-1000), -1000),
        case("one child: the root is no leaf", tree([1, 2]), 1),
        case("one child: the root is no leaf, right", tree([-3, None, 3]), -3),
        case("a one-child node reaches the target first", tree([1, -2, None, 2]), -1),
        case("a one-child node reaches it, then a leaf", tree([4, 2, 5, None, 3, None, 0]), 9),
        case("negative values: over the target and back", tree([1, 5, -2, -5, 4, 3, None, 2, -4]), 3),
        case("negative target, all values negative", tree([-2, None, -3, -1, -4]), -6),
        case("values at the extremes", tree([1000, -1000, 1000, 1000, -1000, -1000, 1000]), 1000),
        case("zeros: the target is reached early", tree([0, 1, 0, None, None, 0, 1]), 0),
        case("two equal paths", tree([0, 1, 1]), 1),
        case("equal paths under different parents", tree([1, 2, 2, 3, 3, 3, 3]), 6),
        case("example 1's tree, no path", tree([5, 4, 8, 11, None, 13, 4, 7, 2, None, None, 5, 1]), 23),
        case("example 1's tree, the root alone", tree([5, 4, 8, 11, None, 13, 4, 7, 2, None, None, 5, 1]), 5),
    ]
    cases.append(case("many equal paths: 2048 leaves", full(12, lambda level: 0), 0))
    cases.append(case("many equal paths: 1024 ones", full(11, lambda level: 1), 11))
    mixed = full(12, lambda level: rng.randint(-1, 2))
    cases.append(case("full tree of 4095 nodes, many answers", mixed, Counter(leaf_sums(mixed)).most_common(1)[0][0]))
    mixed = full(12, lambda level: rng.randint(-50, 60))
    sums = Counter(leaf_sums(mixed))
    cases.append(case("full tree of 4095 nodes, a few answers", mixed, next(s for s, n in sums.items() if n >= 2)))
    cases.append(case("full tree of 4095 nodes, no answer", full(12, lambda level: 83), 1000))

    for name, sides in (("left", "L"), ("right", "R"), ("zigzag", "LR")):
        values = walk_values(rng, MAX_NODES)
        cases.append(case(f"{MAX_NODES} nodes in a chain, {name}", chain(values, sides), sum(values)))
    values = walk_values(rng, MAX_NODES)
    cases.append(case(f"{MAX_NODES} nodes in a chain, no answer", chain(values, "RRL"), sum(values) + 1))
    cases.append(case(f"{MAX_NODES} nodes in a chain, every value -1000", chain([-1000] * MAX_NODES, "L"), -1000))

    # A comb: the deep leaves' paths are long, so only a few of them may match (the answer's size).
    spine = walk_values(rng, MAX_NODES // 2)
    teeth = [rng.randint(LOW, HIGH) for _ in spine[1:]]
    shaped = comb(spine, teeth)
    sums = Counter(leaf_sums(shaped))
    target = min((s for s in sums if LOW <= s <= HIGH and 3 <= sums[s] <= 6), key=lambda s: (sums[s], s))
    cases.append(case(f"comb of {2 * len(spine) - 1} nodes, leaves all the way down", shaped, target))

    sizes = [2, 3, 5, 8, 13, 20, 30, 50, 100, 200, 400, 1000, 2000, 5000]
    for index in range(RANDOM_CASES):
        count = sizes[index % len(sizes)] if index < len(sizes) else rng.randint(2, MAX_NODES)
        bound = rng.choice([3, 10, 100, 1000])
        deep = rng.choice([0.0, 0.3, 0.9])
        shaped = random_tree(rng, count, -bound, bound, deep)
        sums = [s for s in leaf_sums(shaped) if LOW <= s <= HIGH]
        reached = sums and rng.random() < 0.85
        target = rng.choice(sums) if reached else rng.randint(-min(bound * 4, HIGH), min(bound * 4, HIGH))
        shape = {0.0: "bushy", 0.3: "mixed", 0.9: "deep"}[deep]
        cases.append(case(f"random {shape}, {count} nodes, values within {bound}", shaped, target))
    return cases


def main(argv: Sequence[str] | None = None) -> int:
    data = Path(__file__).resolve().parent / "data" / "cases.json"
    return generator_main("Generate the Path Sum II test data.", lambda: {data: build_cases()}, argv, compact=True)


if __name__ == "__main__":
    sys.exit(main())
