"""Writes tests/links/problems: LeetCode's problems judged by its own drivers ("manual" in
their metaData), their signatures as LeetCode publishes them, their answers worked out here by
plain walks over the inputs (not by the kit). Run it again after changing the cases:

    python tests/links/make_problems.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

FOLDER = Path(__file__).resolve().parent / "problems"
LANGUAGES = ["cpp", "java", "python", "c", "csharp", "javascript", "golang", "python3", "swift", "kotlin", "ruby"]


def cycle_cases(rng: random.Random) -> list[dict]:
    inputs = [
        ([3, 2, 0, -4], 1),
        ([1, 2], 0),
        ([1], -1),
        ([], -1),
        ([1], 0),
        ([5, 5, 5], 2),
        ([1, 1, 2, 2], -1),
        ([7, 7], -1),
    ]
    inputs += [
        ([rng.randint(-(10**5), 10**5) for _ in range(size)], rng.randint(-1, size - 1)) for size in (7, 40, 300)
    ]
    inputs += [(list(range(10**4)), 0), (list(range(10**4)), 9999), (list(range(10**4)), -1)]
    return [{"input": {"head": head, "pos": pos}} for head, pos in inputs]


def intersection_cases(rng: random.Random) -> list[dict]:
    shaped = [  # (own part of A, own part of B, shared part)
        ([4, 1], [5, 6, 1], [8, 4, 5]),
        ([1, 9, 1], [3], [2, 4]),
        ([2, 6, 4], [1, 5], []),
        ([], [7], [1, 2]),
        ([7], [], [1, 2]),
        ([], [], [3]),
        ([1, 1, 1], [1, 1], [1, 1]),
    ]
    for own_a, own_b, shared in [(5, 9, 1), (30, 0, 12), (100, 100, 0)]:
        shaped.append(
            tuple([rng.randint(1, 10**5) for _ in range(size)] for size in (own_a, own_b, shared))  # type: ignore[arg-type]
        )
    shaped.append((list(range(1, 5001)), list(range(5001, 9000)), list(range(9000, 30001))))
    cases = []
    for own_a, own_b, shared in shaped:
        meets = bool(shared)
        cases.append(
            {
                "input": {
                    "intersectVal": shared[0] if meets else 0,
                    "listA": own_a + shared,
                    "listB": own_b + shared,
                    "skipA": len(own_a),
                    "skipB": len(own_b),
                },
                "expected": shared[0] if meets else None,
            }
        )
    return cases


def level_order(nodes: dict[int, tuple[int | None, int | None]], root: int | None) -> list[int | None]:
    order: list[int | None] = [root]
    for value in order:
        if value is not None:
            order.extend(nodes[value])
    while order and order[-1] is None:
        order.pop()
    return order


def random_tree(rng: random.Random, size: int, skewed: bool = False) -> tuple[dict, int]:
    values = rng.sample(range(-(10**9), 10**9), size)
    children: dict[int, list[int | None]] = {value: [None, None] for value in values}
    for index, value in enumerate(values[1:], 1):
        while True:
            parent = values[index - 1] if skewed else rng.choice(values[:index])
            side = rng.randrange(2)
            if children[parent][side] is None:
                children[parent][side] = value
                break
            if skewed:
                children[parent][1 - side] = value
                break
    return {value: (left, right) for value, (left, right) in children.items()}, values[0]


def search_tree(rng: random.Random, size: int, skewed: bool) -> tuple[dict, int]:
    """A binary search tree of distinct values: each subtree's root drawn among its values (the
    smallest, for a skewed one), built without recursion."""
    values = sorted(rng.sample(range(-(10**9), 10**9), size))
    nodes: dict[int, list[int | None]] = {}
    root = -1
    pending: list[tuple[int, int, int | None, int]] = [(0, size - 1, None, 0)]  # low, high, parent, side
    while pending:
        low, high, parent, side = pending.pop()
        if low > high:
            continue
        middle = low if skewed else rng.randint(low, high)
        nodes[values[middle]] = [None, None]
        if parent is None:
            root = values[middle]
        else:
            nodes[parent][side] = values[middle]
        pending += [(low, middle - 1, values[middle], 0), (middle + 1, high, values[middle], 1)]
    return {value: (left, right) for value, (left, right) in nodes.items()}, root


def ancestors(nodes: dict, root: int, target: int) -> list[int]:
    parent: dict[int, int | None] = {root: None}
    order = [root]
    for value in order:
        for child in nodes[value]:
            if child is not None:
                parent[child] = value
                order.append(child)
    path = [target]
    while parent[path[-1]] is not None:
        path.append(parent[path[-1]])  # type: ignore[arg-type]
    return path


def tree_cases(rng: random.Random, search: bool) -> list[dict]:
    cases = []
    if search:
        given = [
            ([6, 2, 8, 0, 4, 7, 9, None, None, 3, 5], 2, 8, 6),
            ([6, 2, 8, 0, 4, 7, 9, None, None, 3, 5], 2, 4, 2),
            ([2, 1], 2, 1, 2),
        ]
    else:
        given = [
            ([3, 5, 1, 6, 2, 0, 8, None, None, 7, 4], 5, 1, 3),
            ([3, 5, 1, 6, 2, 0, 8, None, None, 7, 4], 5, 4, 5),
            ([1, 2], 1, 2, 1),
        ]
    cases += [{"input": {"root": root, "p": p, "q": q}, "expected": lca} for root, p, q, lca in given]
    for size, skewed in [(2, False), (9, False), (60, False), (500, False), (3000, True), (10**4, False)]:
        if search:
            nodes, root = search_tree(rng, size, skewed)
        else:
            nodes, root = random_tree(rng, size, skewed)
        p, q = rng.sample(sorted(nodes), 2)
        up = ancestors(nodes, root, p)
        lca = next(value for value in ancestors(nodes, root, q) if value in up)
        cases.append({"input": {"root": level_order(nodes, root), "p": p, "q": q}, "expected": lca})
    return cases


def random_list_cases(rng: random.Random) -> list[dict]:
    given = [
        [[7, None], [13, 0], [11, 4], [10, 2], [1, 0]],
        [[1, 1], [2, 1]],
        [[3, None], [3, 0], [3, None]],
        [],
        [[5, 0]],
    ]
    for size in (10, 100, 1000):
        given.append([[rng.randint(-(10**4), 10**4), rng.choice([None, rng.randrange(size)])] for _ in range(size)])
    return [{"input": {"head": head}, "expected": head} for head in given]


def graph_cases(rng: random.Random) -> list[dict]:
    given = [[[2, 4], [1, 3], [2, 4], [1, 3]], [[]], [], [[2], [1]]]
    for size in (5, 30, 100):
        edges = {(rng.randrange(index), index) for index in range(1, size)}  # a spanning tree: connected
        for _ in range(size):
            low, high = sorted(rng.sample(range(size), 2))
            edges.add((low, high))
        adjacency: list[list[int]] = [[] for _ in range(size)]
        for low, high in sorted(edges, key=lambda _: rng.random()):
            adjacency[low].append(high + 1)
            adjacency[high].append(low + 1)
        given.append(adjacency)
    return [{"input": {"node": adjacency}, "expected": adjacency} for adjacency in given]


def next_levels(values: list[int | None]) -> list[int | str]:
    """LeetCode's answer of 116 and 117 from the level order: each level's values, then "#"."""
    if not values:
        return []
    answer: list[int | str] = []
    level = [values[0]]
    position = 1
    while level:
        answer += [*level, "#"]  # type: ignore[list-item]
        below = []
        for _ in level:
            for _side in range(2):
                if position < len(values):
                    if values[position] is not None:
                        below.append(values[position])
                    position += 1
        level = below
    return answer


def next_tree_cases(rng: random.Random, perfect: bool) -> list[dict]:
    given: list[list[int | None]] = [[1, 2, 3, 4, 5, 6, 7] if perfect else [1, 2, 3, 4, 5, None, 7], [], [0]]
    for size in (15, 255, 4095) if perfect else (10, 200, 6000):
        if perfect:
            given.append([rng.randint(-1000, 1000) for _ in range(size)])
        else:
            nodes, root = random_tree(rng, size)
            given.append(level_order(nodes, root))
    if not perfect:
        nodes, root = random_tree(rng, 3000, skewed=True)
        given.append(level_order(nodes, root))
    return [{"input": {"root": values}, "expected": next_levels(values)} for values in given]


def delete_cases(rng: random.Random) -> list[dict]:
    inputs = [([4, 5, 1, 9], 5), ([4, 5, 1, 9], 1), ([1, 2], 1), ([0, 1], 0), ([-3, 5, -99], -3), ([1, 2, 3, 4], 3)]
    for size in (5, 60, 1000):
        values = rng.sample(range(-1000, 1001), size)
        inputs.append((values, values[rng.randrange(size - 1)]))
    values = list(range(10**4))
    inputs += [(values, 0), (values, 9998), (values, 5000)]
    cases = []
    for head, node in inputs:
        kept = list(head)
        kept.remove(node)  # the values are unique: the node given is gone, the others in their order
        cases.append({"input": {"head": head, "node": node}, "expected": kept})
    return cases


def api_cases(rng: random.Random, secret: str) -> list[dict]:
    top = 2**31 - 1
    pairs = [(5, 4), (1, 1), (2, 1), (2, 2), (10, 6), (3, 3), (top, 1), (top, top), (top, top - 1), (top, 2**30)]
    pairs += [(n, rng.randint(1, n)) for n in (rng.randint(1, 100), rng.randint(1, 10**6), rng.randint(1, top))]
    return [{"input": {"n": n, secret: value}, "expected": value} for n, value in pairs]


def codec_tree_cases(rng: random.Random) -> list[dict]:
    trees = [[1, 2, 3, None, None, 4, 5], [], [1], [1, 2], [1, None, 2], [-1000, 1000, 0], [5, 5, 5, 5, None, None, 5]]
    for size, skewed in ((50, False), (3000, False), (10**4, True), (10**4, False)):
        nodes, root = random_tree(rng, size, skewed)
        trees.append(level_order(nodes, root))
    return [{"input": {"root": tree}, "expected": tree} for tree in trees]


def codec_url_cases(rng: random.Random) -> list[dict]:
    urls = ["https://leetcode.com/problems/design-tinyurl", "http://a.b", "https://example.org/?q=1&r=%20#x"]
    letters = "abcdefghijklmnopqrstuvwxyz0123456789/-_.?=&"
    urls += ["https://" + "".join(rng.choice(letters) for _ in range(size)) for size in (20, 500, 10**4)]
    return [{"input": {"url": url}, "expected": url} for url in urls]


def nested_value(rng: random.Random, budget: int, depth: int) -> list:
    """A random nested list of at most about budget integers, lists nested up to depth."""
    items: list = []
    while budget > 0 and rng.random() < 0.9:
        if depth > 0 and rng.random() < 0.3:
            inner = nested_value(rng, rng.randint(0, budget), depth - 1)
            budget -= max(1, len(json.dumps(inner)) // 4)
            items.append(inner)
        else:
            items.append(rng.randint(-(10**6), 10**6))
            budget -= 1
    return items


def flattened(value: list) -> list[int]:
    """The integers of a nested list in order, by a walk of this file's own."""
    found: list[int] = []
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, list):
            pending.extend(reversed(item))
        else:
            found.append(item)
    return found


def nested_list_cases(rng: random.Random) -> list[dict]:
    lists: list[list] = [[[1, 1], 2, [1, 1]], [1, [4, [6]]], [[]], [[], [[]], 3], [0], [[-1, [-2, [[]]]], -3]]
    lists += [[rng.randint(-(10**6), 10**6) for _ in range(500)], [[[[[[[[7]]]]]]]]]
    deep: list = [5]
    for _ in range(300):
        deep = [deep, []]
    lists.append(deep)
    lists += [nested_value(rng, size, 6) or [1] for size in (10, 50, 200, 500)]
    return [{"input": {"nestedList": value}, "expected": flattened(value)} for value in lists]


def mini_parser_cases(rng: random.Random) -> list[dict]:
    texts = ["324", "[123,[456,[789]]]", "[]", "[[]]", "-3", "0", "[-1,[-2,[]],3]", "[1000000,-1000000]"]
    texts += ["[" * 300 + "42" + "]" * 300, json.dumps(list(range(-5000, 5000)), separators=(",", ":"))]
    texts += [json.dumps(nested_value(rng, size, 8), separators=(",", ":")) for size in (5, 40, 400, 4000)]
    # The expected value is the string read as JSON, which LeetCode's serialization is.
    return [{"input": {"s": text}, "expected": json.loads(text)} for text in texts]


def multilevel(levels: list[tuple[int, list[int]]]) -> list[int | None]:
    """LeetCode's serialization of a chain of levels: each (position of its parent above, values)."""
    values: list[int | None] = []
    for depth, (parent, level) in enumerate(levels):
        if depth:
            values += [None] * (parent + 1)
        values += level
    return values


def multilevel_flattened(levels: list[tuple[int, list[int]]]) -> list[int]:
    """The values in flattened order, walked with a stack: a child level before the rest of its own."""
    order: list[int] = []
    pending = [(0, 0)]  # (level, position) to go on from
    while pending:
        depth, position = pending.pop()
        level = levels[depth][1]
        while position < len(level):
            order.append(level[position])
            below = depth + 1
            if below < len(levels) and levels[below][0] == position:
                pending.append((depth, position + 1))
                depth, position, level = below, 0, levels[below][1]
                continue
            position += 1
    return order


def multilevel_cases(rng: random.Random) -> list[dict]:
    given = [
        [(-1, [1, 2, 3, 4, 5, 6]), (2, [7, 8, 9, 10]), (1, [11, 12])],
        [(-1, [1, 2]), (0, [3])],
        [],
        [(-1, [5])],
        [(-1, [1, 2, 3]), (2, [4]), (0, [5, 6])],  # a child at the end of its level, then under it
        [(-1, [1, 1]), (1, [1, 1])],  # equal values: the order is what is judged
    ]
    for count, width in ((30, 1), (300, 2), (6, 150), (60, 15)):
        levels: list[tuple[int, list[int]]] = []
        for depth in range(count):
            size = rng.randint(1, width)
            parent = -1 if depth == 0 else rng.randrange(len(levels[-1][1]))
            levels.append((parent, [rng.randint(1, 10**5) for _ in range(size)]))
        given.append(levels)
    return [
        {"input": {"head": multilevel(levels)}, "expected": multilevel_flattened(levels) if levels else []}
        for levels in given
    ]


def peeking_cases(rng: random.Random) -> list[dict]:
    """284: LeetCode's example, then random valid calls (next and peek only while elements are left)."""
    cases = [
        {
            "input": {
                "operations": ["PeekingIterator", "next", "peek", "next", "next", "hasNext"],
                "arguments": [[[1, 2, 3]], [], [], [], [], []],
            },
            "expected": [None, 1, 2, 2, 3, False],
        }
    ]
    # What holding the peeked element must keep true: hasNext after peeking the last one.
    cases.append(
        {
            "input": {
                "operations": ["PeekingIterator", "peek", "hasNext", "peek", "next", "hasNext"],
                "arguments": [[[5]], [], [], [], [], []],
            },
            "expected": [None, 5, True, 5, 5, False],
        }
    )
    for size, calls in ((1, 5), (2, 8), (5, 20), (50, 120), (1000, 1000)):
        nums = [rng.randint(1, 1000) for _ in range(size)]
        operations, arguments, expected = ["PeekingIterator"], [[nums]], [None]
        at = 0
        for _ in range(calls):
            name = rng.choice(["next", "peek", "hasNext"] if at < size else ["hasNext"])
            operations.append(name)
            arguments.append([])
            if name == "hasNext":
                expected.append(at < size)
            else:
                expected.append(nums[at])
                at += name == "next"
        cases.append({"input": {"operations": operations, "arguments": arguments}, "expected": expected})
    return cases


def design_case(operations: list[str], arguments: list[list], expected: list) -> dict:
    return {"input": {"operations": operations, "arguments": arguments}, "expected": expected}


def randomized_set_cases(rng: random.Random, multiset: bool) -> list[dict]:
    """380 and 381: LeetCode's example, then valid calls (getRandom only while the set holds an
    element); a drawn result's expected value is the smallest member, one possible draw."""
    name = "RandomizedCollection" if multiset else "RandomizedSet"
    if multiset:
        cases = [
            design_case(
                [name, "insert", "insert", "insert", "getRandom", "remove", "getRandom"],
                [[], [1], [1], [2], [], [1], []],
                [None, True, False, True, 1, True, 1],
            )
        ]
    else:
        cases = [
            design_case(
                [name, "insert", "remove", "insert", "getRandom", "remove", "insert", "getRandom"],
                [[], [1], [2], [2], [], [1], [2], []],
                [None, True, False, True, 2, True, False, 2],
            )
        ]
    for values, calls, draws in ((1, 60, 0.9), (20, 400, 0.4), (5, 3000, 0.8), (10**4, 6000, 0.3)):
        members: list[int] = []
        operations, arguments, expected = [name], [[]], [None]
        for _ in range(calls):
            if members and rng.random() < draws:
                operations.append("getRandom")
                arguments.append([])
                expected.append(min(members))
                continue
            value = rng.randint(-(2**31), 2**31 - 1) if values > 1000 else rng.randint(1, values)
            if rng.random() < 0.3 and members:
                value = rng.choice(members)
                operation = "remove"
            else:
                operation = "insert" if rng.random() < 0.75 else "remove"
            present = value in members
            operations.append(operation)
            arguments.append([value])
            if operation == "insert":
                expected.append(not present)
                if multiset or not present:
                    members.append(value)
            else:
                expected.append(present)
                if present:
                    members.remove(value)
        cases.append(design_case(operations, arguments, expected))
    # A set that stays as it is for 2,000 draws: a rule that picks by the state alone shows there.
    held = [3, 3, 3, 3, 8, -4, 10, 3] if multiset else [3, 8, -4, 10, 7]
    operations = [name, *["insert"] * len(held), *["getRandom"] * 2000]
    inserted = [not multiset or value not in held[:at] for at, value in enumerate(held)]
    cases.append(
        design_case(operations, [[], *[[value] for value in held], *[[]] * 2000], [None, *inserted, *[-4] * 2000])
    )
    return cases


def draws_case(classname: str, given: list, method: str, calls: list[list], first: object) -> dict:
    """A class-Solution design case: the constructor, then `method` once per argument list."""
    return design_case([classname, *[method] * len(calls)], [given, *calls], [None, *[first] * len(calls)])


def list_value_cases(rng: random.Random) -> list[dict]:
    """382: LeetCode's example, then lists of one node, of repeated values, of 10^4 nodes."""
    cases = [design_case(["Solution", *["getRandom"] * 5], [[[1, 2, 3]], *[[]] * 5], [None, 1, 3, 2, 2, 3])]
    for head, draws in (([7], 10), ([5, 5, 7], 1500), ([rng.randint(-(10**4), 10**4) for _ in range(10**4)], 100)):
        cases.append(draws_case("Solution", [head], "getRandom", [[]] * draws, head[0]))
    return cases


def shuffle_cases(rng: random.Random) -> list[dict]:
    """384: LeetCode's example, then shuffles with resets between them (reset: the array as given)."""
    cases = [
        design_case(
            ["Solution", "shuffle", "reset", "shuffle"],
            [[[1, 2, 3]], [], [], []],
            [None, [3, 1, 2], [1, 2, 3], [1, 3, 2]],
        )
    ]
    for size, calls in ((1, 10), (5, 1200), (50, 400)):
        nums = rng.sample(range(-(10**6), 10**6), size)
        operations, expected = ["Solution"], [None]
        for _ in range(calls):
            operation = "reset" if rng.random() < 0.2 else "shuffle"
            operations.append(operation)
            expected.append(nums)
        cases.append(design_case(operations, [[nums], *[[]] * calls], expected))
    return cases


def pick_index_cases(rng: random.Random) -> list[dict]:
    """398: LeetCode's example, then 2,000 picks of targets that each occur once or many times."""
    nums = [1, 2, 3, 3, 3]
    cases = [design_case(["Solution", "pick", "pick", "pick"], [[nums], [3], [1], [3]], [None, 4, 0, 2])]
    nums = [rng.randint(1, 8) for _ in range(2000)]
    nums.append(99)
    targets = [rng.choice(nums) for _ in range(2000)]
    cases.append(draws_case("Solution", [nums], "pick", [[target] for target in targets], 0))
    return cases


def weighted_index_cases(rng: random.Random) -> list[dict]:
    """528: LeetCode's two examples, then weights 1 to 20 and 10^4 random weights, 5,000 picks."""
    cases = [
        draws_case("Solution", [[1]], "pickIndex", [[]], 0),
        draws_case("Solution", [[1, 3]], "pickIndex", [[]] * 5, 1),
    ]
    for weights, picks in ((list(range(1, 21)), 5000), ([rng.randint(1, 10**5) for _ in range(10**4)], 2000)):
        cases.append(draws_case("Solution", [weights], "pickIndex", [[]] * picks, 0))
    return cases


def circle_cases(rng: random.Random) -> list[dict]:
    """478: LeetCode's example, then 2,000 points of a small and of a far, large circle."""
    cases = [draws_case("Solution", [1.0, 0.0, 0.0], "randPoint", [[]] * 3, [0.0, 0.0])]
    for given in ([0.01, -7.5, 3.25], [10**8, -(10**7), 10**7]):
        cases.append(draws_case("Solution", given, "randPoint", [[]] * 2000, given[1:]))
    return cases


def rectangle_cases(rng: random.Random) -> list[dict]:
    """497: LeetCode's example, then 3,000 picks among rectangles of very different sizes."""
    example = [[-2, -2, 1, 1], [2, 2, 4, 6]]
    cases = [draws_case("Solution", [example], "pick", [[]] * 5, [1, -2])]
    rects, x = [], -(10**9)
    for _ in range(40):
        width, height = rng.randint(0, 30), rng.randint(0, 30)
        rects.append([x, 5, x + width, 5 + height])
        x += width + rng.randint(1, 10**6)
    cases.append(draws_case("Solution", [rects], "pick", [[]] * 3000, rects[0][:2]))
    return cases


def flip_cases(rng: random.Random) -> list[dict]:
    """519: LeetCode's example, then every cell of a 3 x 3 matrix flipped between resets, then
    1,000 flips of a 10^4 x 10^4 matrix."""
    cases = [
        design_case(
            ["Solution", "flip", "flip", "flip", "reset", "flip"],
            [[3, 1], [], [], [], [], []],
            [None, [1, 0], [2, 0], [0, 0], None, [2, 0]],
        )
    ]
    operations, expected = ["Solution"], [None]
    for _ in range(150):
        operations += ["flip"] * 9 + ["reset"]
        expected += [[0, 0]] * 9 + [None]
    cases.append(design_case(operations, [[3, 3], *[[]] * (len(operations) - 1)], expected))
    cases.append(draws_case("Solution", [10**4, 10**4], "flip", [[]] * 1000, [0, 0]))
    return cases


def blacklist_cases(rng: random.Random) -> list[dict]:
    """710: LeetCode's example, then 3,000 picks below 10^9 past 10^4 blacklisted, and below 30."""
    cases = [draws_case("Solution", [7, [2, 3, 5]], "pick", [[]] * 7, 0)]
    black = rng.sample(range(10**9), 10**4)
    cases.append(draws_case("Solution", [10**9, black], "pick", [[]] * 3000, min(set(range(10**4 + 1)) - set(black))))
    cases.append(draws_case("Solution", [30, [0, 1, 2, 28, 7]], "pick", [[]] * 3000, 3))
    return cases


def write(
    number: int, slug: str, title: str, signature: dict, cases: list[dict], limit_ms: int = 1000, checker: str = "exact"
) -> None:
    folder = FOLDER / slug
    (folder / "data").mkdir(parents=True, exist_ok=True)
    problem = {
        "number": number,
        "slug": slug,
        "title": title,
        "difficulty": "Easy",
        "signature": signature,
        "checker": checker,
        "time_limit_ms": limit_ms,
        "memory_limit_mb": 256,
        "output_limit_mb": 4,
        "summary": title,
    }
    (folder / "problem.json").write_text(json.dumps(problem, indent=1) + "\n", encoding="utf-8")
    (folder / "statement.md").write_text(
        f"# {number}. {title}\n\nA test problem of LeetCode's own drivers.\n", encoding="utf-8"
    )
    for index, case in enumerate(cases, 1):
        case.setdefault("name", f"case {index}")
    (folder / "data" / "cases.json").write_text(json.dumps(cases) + "\n", encoding="utf-8")


def main() -> None:
    rng = random.Random(141)
    cycles = cycle_cases(rng)
    list_cycle = {"name": "head", "type": "ListNode"}
    pos = {"name": "pos", "type": "integer"}
    write(
        141,
        "linked-list-cycle",
        "Linked List Cycle",
        {
            "name": "hasCycle",
            "params": [list_cycle, pos],
            "return": {"type": "boolean"},
            "manual": True,
            "languages": LANGUAGES,
        },
        [{**case, "expected": case["input"]["pos"] >= 0} for case in cycles],
    )
    write(
        142,
        "linked-list-cycle-ii",
        "Linked List Cycle II",
        {
            "name": "detectCycle",
            "params": [list_cycle, pos],
            "return": {"type": "ListNode"},
            "languages": LANGUAGES,
            "manual": True,
        },
        [{**case, "expected": case["input"]["pos"]} for case in cycles],
    )
    write(
        160,
        "intersection-of-two-linked-lists",
        "Intersection of Two Linked Lists",
        {
            "name": "getIntersectionNode",
            "params": [
                {"name": "intersectVal", "type": "integer"},
                {"name": "listA", "type": "ListNode"},
                {"name": "listB", "type": "ListNode"},
                {"name": "skipA", "type": "integer"},
                {"name": "skipB", "type": "integer"},
            ],
            "return": {"type": "ListNode"},
            "languages": LANGUAGES,
            "manual": True,
        },
        intersection_cases(rng),
    )
    ancestor = {
        "params": [
            {"name": "root", "type": "TreeNode"},
            {"name": "p", "type": "integer"},
            {"name": "q", "type": "integer"},
        ],
        "return": {"type": "TreeNode"},
        "manual": True,
    }
    write(
        236,
        "lowest-common-ancestor-of-a-binary-tree",
        "Lowest Common Ancestor of a Binary Tree",
        {"name": "lowestCommonAncestor", **ancestor},
        tree_cases(rng, search=False),
    )
    write(
        235,
        "lowest-common-ancestor-of-a-binary-search-tree",
        "Lowest Common Ancestor of a Binary Search Tree",
        {"name": "lowestCommonAncestor", **ancestor},
        tree_cases(rng, search=True),
    )
    deleted = random.Random(237)  # a node to delete and the APIs, added after the others
    write(
        237,
        "delete-node-in-a-linked-list",
        "Delete Node in a Linked List",
        {
            "name": "deleteNode",
            "params": [{"name": "head", "type": "ListNode"}, {"name": "node", "type": "integer"}],
            "return": {"type": "void"},
            "manual": True,
        },
        delete_cases(deleted),
    )
    integer = {"type": "integer"}
    write(
        278,
        "first-bad-version",
        "First Bad Version",
        {
            "name": "firstBadVersion",
            "params": [{"name": "n", **integer}, {"name": "bad", **integer}],
            "return": integer,
            "manual": True,
        },
        api_cases(deleted, "bad"),
    )
    write(
        374,
        "guess-number-higher-or-lower",
        "Guess Number Higher or Lower",
        {
            "name": "guessNumber",
            "params": [{"name": "n", **integer}, {"name": "pick", **integer}],
            "return": integer,
            "manual": True,
        },
        api_cases(deleted, "pick"),
    )
    codec = random.Random(297)  # LeetCode's Codec classes: a value there and back as a string
    write(
        297,
        "serialize-and-deserialize-binary-tree",
        "Serialize and Deserialize Binary Tree",
        {
            "classname": "Codec",
            "maxbytesperline": 200000,
            "constructor": {"params": []},
            "methods": [
                {"name": "serialize", "params": [{"type": "TreeNode", "name": "root"}], "return": {"type": "string"}},
                {"name": "deserialize", "params": [{"type": "string", "name": "data"}], "return": {"type": "TreeNode"}},
            ],
            "return": {"type": "boolean"},
            "systemdesign": True,
        },
        codec_tree_cases(codec),
    )
    write(
        535,
        "encode-and-decode-tinyurl",
        "Encode and Decode TinyURL",
        {
            "classname": "Codec",
            "constructor": {"params": []},
            "methods": [
                {"name": "encode", "params": [{"type": "string", "name": "longUrl"}], "return": {"type": "string"}},
                {"name": "decode", "params": [{"type": "string", "name": "shortUrl"}], "return": {"type": "string"}},
            ],
            "params": [{"name": "url", "type": "string"}],
            "return": {"type": "string"},
            "systemdesign": True,
        },
        codec_url_cases(codec),
    )
    driven = random.Random(138)  # the problems of LeetCode's other node classes
    write(
        138,
        "copy-list-with-random-pointer",
        "Copy List with Random Pointer",
        {"name": "copyRandomList", "params": [list_cycle], "return": {"type": "ListNode"}, "manual": True},
        random_list_cases(driven),
    )
    write(
        133,
        "clone-graph",
        "Clone Graph",
        {
            "name": "cloneGraph",
            "params": [{"name": "node", "type": "Node"}],
            "return": {"type": "Node"},
            "manual": True,
        },
        graph_cases(driven),
    )
    connect = {
        "name": "connect",
        "params": [{"name": "root", "type": "Node"}],
        "return": {"type": "Node"},
        "manual": True,
    }
    write(
        116,
        "populating-next-right-pointers-in-each-node",
        "Populating Next Right Pointers in Each Node",
        connect,
        next_tree_cases(driven, perfect=True),
    )
    write(
        117,
        "populating-next-right-pointers-in-each-node-ii",
        "Populating Next Right Pointers in Each Node II",
        connect,
        next_tree_cases(driven, perfect=False),
    )
    write(
        430,
        "flatten-a-multilevel-doubly-linked-list",
        "Flatten a Multilevel Doubly Linked List",
        {"name": "flatten", "params": [{"name": "head", "type": "Node"}], "return": {"type": "Node"}, "manual": True},
        multilevel_cases(random.Random(430)),
    )
    write(
        284,
        "peeking-iterator",
        "Peeking Iterator",
        {
            "classname": "PeekingIterator",
            "constructor": {"params": [{"type": "integer[]", "name": "nums"}]},
            "methods": [
                {"params": [], "name": "peek", "return": {"type": "integer"}},
                {"params": [], "name": "next", "return": {"type": "integer"}},
                {"params": [], "name": "hasNext", "return": {"type": "boolean"}},
            ],
            "return": {"type": "boolean"},
            "systemdesign": True,
        },
        peeking_cases(random.Random(284)),
    )
    nested = random.Random(341)  # LeetCode's NestedInteger, given (341) and answered (385)
    write(
        341,
        "flatten-nested-list-iterator",
        "Flatten Nested List Iterator",
        {
            "classname": "NestedIterator",
            "maxbytesperline": 200000,
            "constructor": {"params": [{"type": "list<NestedInteger>", "name": "nestedList"}]},
            "methods": [
                {"params": [], "name": "next", "return": {"type": "integer"}},
                {"params": [], "name": "hasNext", "return": {"type": "boolean"}},
            ],
            "return": {"type": "boolean"},
            "systemdesign": True,
        },
        nested_list_cases(nested),
    )
    write(
        385,
        "mini-parser",
        "Mini Parser",
        {"name": "deserialize", "params": [{"name": "s", "type": "string"}], "return": {"type": "NestedInteger"}},
        mini_parser_cases(nested),
    )

    drawn = random.Random(380)  # answers drawn at random: each problem's rule checks them
    changes = [
        {"name": name, "params": [{"name": "val", "type": "integer"}], "return": {"type": "boolean"}}
        for name in ("insert", "remove")
    ]
    for number, slug, title, name, multiset in (
        (380, "insert-delete-getrandom-o1", "Insert Delete GetRandom O(1)", "RandomizedSet", False),
        (
            381,
            "insert-delete-getrandom-o1-duplicates-allowed",
            "Insert Delete GetRandom O(1) - Duplicates allowed",
            "RandomizedCollection",
            True,
        ),
    ):
        write(
            number,
            slug,
            title,
            {
                "classname": name,
                "constructor": {"params": []},
                "methods": [*changes, {"name": "getRandom", "params": [], "return": {"type": "integer"}}],
                "return": {"type": "integer"},
                "systemdesign": True,
            },
            randomized_set_cases(drawn, multiset),
            checker="random-multiset" if multiset else "random-set",
        )
    for number, slug, title, given, methods, cases, checker in (
        (
            382,
            "linked-list-random-node",
            "Linked List Random Node",
            [{"name": "head", "type": "ListNode"}],
            [("getRandom", [], "integer")],
            list_value_cases(drawn),
            "random-list-value",
        ),
        (
            384,
            "shuffle-an-array",
            "Shuffle an Array",
            [{"name": "nums", "type": "integer[]"}],
            [("reset", [], "integer[]"), ("shuffle", [], "integer[]")],
            shuffle_cases(drawn),
            "random-shuffle",
        ),
        (
            398,
            "random-pick-index",
            "Random Pick Index",
            [{"name": "nums", "type": "integer[]"}],
            [("pick", [{"name": "target", "type": "integer"}], "integer")],
            pick_index_cases(drawn),
            "random-pick-index",
        ),
        (
            478,
            "generate-random-point-in-a-circle",
            "Generate Random Point in a Circle",
            [
                {"name": "radius", "type": "double"},
                {"name": "x_center", "type": "double"},
                {"name": "y_center", "type": "double"},
            ],
            [("randPoint", [], "double[]")],
            circle_cases(drawn),
            "random-point-in-circle",
        ),
        (
            497,
            "random-point-in-non-overlapping-rectangles",
            "Random Point in Non-overlapping Rectangles",
            [{"name": "rects", "type": "integer[][]"}],
            [("pick", [], "integer[]")],
            rectangle_cases(drawn),
            "random-point-in-rectangles",
        ),
        (
            519,
            "random-flip-matrix",
            "Random Flip Matrix",
            [{"name": "m", "type": "integer"}, {"name": "n", "type": "integer"}],
            [("flip", [], "integer[]"), ("reset", [], "void")],
            flip_cases(drawn),
            "random-flip",
        ),
        (
            528,
            "random-pick-with-weight",
            "Random Pick with Weight",
            [{"name": "w", "type": "integer[]"}],
            [("pickIndex", [], "integer")],
            weighted_index_cases(drawn),
            "random-weighted-index",
        ),
        (
            710,
            "random-pick-with-blacklist",
            "Random Pick with Blacklist",
            [{"name": "n", "type": "integer"}, {"name": "blacklist", "type": "integer[]"}],
            [("pick", [], "integer")],
            blacklist_cases(drawn),
            "random-blacklist",
        ),
    ):
        listed = [{"name": name, "params": params, "return": {"type": kind}} for name, params, kind in methods]
        signature = {
            "classname": "Solution",
            "constructor": {"params": given},
            "methods": listed,
            "return": listed[0]["return"],
            "systemdesign": True,
        }
        write(number, slug, title, signature, cases, checker=checker)


if __name__ == "__main__":
    main()
