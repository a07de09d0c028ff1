"""How answers travel from the harness to the checker: boards packed one character per row.

The packing is an encoding detail: for every value, the checker must reach the same verdict
and facts as it would on the plain list, and the output limit must count the plain size.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.checking.boards import all_placements, check_queen_boards, placements_among
from judge.core.problems import Case
from judge.core.values import bounded, packed_boards, unpack_boards
from judge.languages import python_harness as harness
from tests.test_checkers import BOARDS, case, count_case
from tests.test_prelude import encode

# n-queens' packed_rows (problems/n-queens/problem.json): the rows' mark and fill.
QUEEN_ROWS = ("Q", ".")
ROWS = st.sampled_from(["Q...", ".Q..", "..Q.", "...Q", "....", "QQ..", "q...", "Q..", "Q...."])
BOARD_LISTS = st.lists(st.lists(ROWS, min_size=0, max_size=5), max_size=8)


def any_columns(n: int) -> st.SearchStrategy[list[int]]:
    return st.lists(st.integers(0, n - 1), min_size=n, max_size=n)


def test_a_correct_answer_travels_packed_and_unpacks_to_itself() -> None:
    for n, boards in BOARDS.items():
        if not boards:
            continue
        sent = encode(boards)
        assert packed_boards(sent) is not None, n
        assert unpack_boards(sent, *QUEEN_ROWS) == boards


def test_rows_that_are_not_single_queen_rows_travel_as_plain_lists() -> None:
    for value in ([["Q.", "#Q"]], [["Q..", "..Q"]], [["Q.", ".Q"], ["Q."]], [["Q", "Q"]], [[".Q", ["Q."]]]):
        sent = encode(value)
        assert packed_boards(sent) is None
        assert sent == value


@settings(max_examples=300, deadline=None)
@given(BOARD_LISTS, st.integers(1, 5))
def test_the_checker_sees_the_same_answer_packed_or_plain(boards: list[list[str]], n: int) -> None:
    sent = encode(boards)
    assert unpack_boards(sent, *QUEEN_ROWS) == boards
    known = Case(name=f"n={n}", input={"n": n}, expected=BOARDS[n])
    counted = Case(name=f"n={n}", input={"n": n}, expected_count=len(BOARDS[n]), extended=True)
    for expected in (known, counted):
        assert check_queen_boards(expected, sent) == check_queen_boards(expected, boards)
    assert bounded(sent, rows=QUEEN_ROWS) == bounded(boards)


def test_the_output_limit_counts_the_plain_json_size_not_the_packed_one() -> None:
    boards = BOARDS[6] * 50
    plain_size = len(json.dumps(boards, separators=(",", ":")))
    assert packed_boards(encode(boards, budget=plain_size)) is not None
    with pytest.raises(harness._TooLarge):
        harness._encode(boards, plain_size - 1)


def test_duplicates_and_invalid_boards_are_found_in_packed_answers() -> None:
    boards = [*BOARDS[5], BOARDS[5][0], ["Q....", "Q....", "Q....", "Q....", "Q...."]]
    sent = encode(boards)
    assert packed_boards(sent) is not None
    for expected in (case(5), count_case(5)):
        result = check_queen_boards(expected, sent)
        assert result.details["duplicated"] == [BOARDS[5][0]]
        assert result.details["invalid_count"] == 1
        assert result.details["invalid"][0]["index"] == len(boards) - 1
        assert "share a column" in result.details["invalid"][0]["reason"]


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 9).flatmap(lambda n: st.tuples(st.just(n), st.lists(st.permutations(range(n)) | any_columns(n)))))
def test_the_column_wise_placement_test_agrees_with_the_definition(sized: tuple[int, list[list[int]]]) -> None:
    n, boards = sized
    keys = ["".join(chr(48 + column) for column in columns) for columns in boards]
    expected = [
        len(set(columns)) == n
        and len({row + column for row, column in enumerate(columns)}) == n
        and len({row - column for row, column in enumerate(columns)}) == n
        for columns in boards
    ]
    assert placements_among(keys, n) == expected


def _placements(n: int) -> list[list[int]]:
    """Every placement of n queens, as columns per row (a plain search, for building test data)."""
    found: list[list[int]] = []

    def place(columns: list[int]) -> None:
        row = len(columns)
        if row == n:
            found.append(list(columns))
            return
        for column in range(n):
            if all(column != other and abs(column - other) != row - earlier for earlier, other in enumerate(columns)):
                place([*columns, column])

    place([])
    return found


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 9).flatmap(
        lambda n: st.tuples(
            st.just(n),
            # Mostly real placements (so that "all valid" happens), with some boards mutated.
            st.lists(st.sampled_from(_placements(n)) if n not in (2, 3) else any_columns(n), min_size=1),
            st.lists(st.tuples(st.integers(0, 10**6), any_columns(n)), max_size=2),
        )
    )
)
def test_the_bulk_placement_test_agrees_with_the_board_by_board_one(
    sized: tuple[int, list[list[int]], list[tuple[int, list[int]]]],
) -> None:
    n, boards, replacements = sized
    boards = [list(board) for board in boards]
    for where, columns in replacements:
        boards[where % len(boards)] = columns
    keys = ["".join(chr(48 + column) for column in columns) for columns in boards]
    assert all_placements("".join(keys).encode("latin-1"), n) == all(placements_among(keys, n))


def test_the_bulk_placement_test_on_every_board_of_n_up_to_10() -> None:
    for n in range(4, 11):
        keys = ["".join(chr(48 + column) for column in columns) for columns in _placements(n)]
        joined = "".join(keys).encode("latin-1")
        assert all_placements(joined, n)
        # One queen moved one column over, in the last board: no longer a placement.
        broken = bytearray(joined)
        broken[-1] = 48 + (broken[-1] - 48 + 1) % n
        assert not all_placements(bytes(broken), n)
        assert not all_placements(joined + b"0", n)  # not a whole number of boards


def test_the_setup_frame_carries_the_signatures_packed_rows() -> None:
    from judge.core.problems import find_problem
    from judge.core.signature import parse_signature
    from judge.core.values import PACKED_MAX_SIZE
    from judge.languages import language_named

    python = language_named("python")
    queens = find_problem("51").signature
    frame = python.setup_frame(queens, "solution.py", 1000)
    assert frame["packed"] == {"mark": "Q", "fill": ".", "max_size": PACKED_MAX_SIZE}
    assert "packed_max_size" not in frame
    plain = parse_signature({"name": "boards", "params": [], "returns": "list<list<string>>"})
    assert python.setup_frame(plain, "solution.py", 1000)["packed"] is None


# Boards of one 'Q' per row, answered by a problem whose signature has no packed_rows: they are
# plain data of that problem, never packed on the way (an exact checker refuses a packed value).
UNPACKED_PROBLEM = {
    "number": 9008,
    "slug": "queen-rows",
    "title": "Queen Rows",
    "difficulty": "Easy",
    "signature": {"name": "queenRows", "params": [{"name": "n", "type": "int"}], "returns": "list<list<string>>"},
    "checker": "exact",
    "time_limit_ms": 2000,
    "memory_limit_mb": 256,
    "output_limit_mb": 1,
    "summary": "Return the boards of the example.",
}
QUEEN_BOARDS = [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]


def test_a_problem_without_packed_rows_gets_its_boards_exactly(tmp_path: Path) -> None:
    from tests.conftest import run_judge

    folder = tmp_path / "problems" / UNPACKED_PROBLEM["slug"]
    (folder / "data").mkdir(parents=True)
    (folder / "problem.json").write_text(json.dumps(UNPACKED_PROBLEM), encoding="utf-8")
    (folder / "statement.md").write_text("# 9008. Queen Rows\n", encoding="utf-8")
    cases = [{"name": "four", "input": {"n": 4}, "expected": QUEEN_BOARDS}]
    (folder / "data" / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    solution = tmp_path / "solution.py"
    solution.write_text(
        f"class Solution:\n    def queenRows(self, n):\n        return {QUEEN_BOARDS!r}\n", encoding="utf-8"
    )
    env = {"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems"), "JUDGE_SOLUTIONS_DIR": str(tmp_path / "solutions")}
    result = run_judge("test", str(solution), "--problem", "9008", "--json", "--no-history", env=env)
    assert result.returncode in (0, 1), result.stderr
    report = result.json()
    assert report["verdict"] == "Accepted", report["cases"]


def level_order(root: Any) -> str:
    """A binary tree's LeetCode text, written the plain way: every node, None for a missing child."""
    entries: list[str] = []
    queue = [root] if root is not None else []
    for node in queue:
        entries.append("null" if node is None else json.dumps(node.val))
        if node is not None:
            queue += [node.left, node.right]
    while entries and entries[-1] == "null":
        entries.pop()
    return "[" + ",".join(entries) + "]"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(-(10**12), 10**12), st.booleans()), min_size=1, max_size=300), st.randoms())
def test_the_python_harness_writes_any_tree_as_the_plain_walk_does(values: list[tuple[int, bool]], rng: Any) -> None:
    # Nodes hung one by one under a random earlier node with a free side: shapes from a chain to a
    # complete tree; the harness's quick walk and its careful one must both write what the plain walk writes.
    harness._islice = __import__("itertools").islice  # bound by the harness's main for node problems
    nodes = [harness.TreeNode(value) for value, _ in values]
    for index, (_, left_first) in enumerate(values[1:], 1):
        free = [node for node in nodes[:index] if node.left is None or node.right is None]
        parent = rng.choice(free)
        side = "left" if (left_first and parent.left is None) or parent.right is not None else "right"
        setattr(parent, side, nodes[index])
    assert harness._encode_tree(nodes[0], 1 << 30) == level_order(nodes[0])
    # Read back from its level order, the tree is the same tree.
    assert level_order(harness._tree(json.loads(level_order(nodes[0])))) == level_order(nodes[0])
    nodes[-1].val = 1.5  # not an int: the careful walk writes it
    assert harness._encode_tree(nodes[0], 1 << 30) == level_order(nodes[0])


def test_a_node_whose_value_is_none_is_written_as_null() -> None:
    # A harness error (an IndexError from dropping every "null") once made this a Runtime Error.
    assert harness._encode_tree(harness.TreeNode(None), 1 << 20) == "[null]"
    root = harness.TreeNode(1, harness.TreeNode(None))
    assert harness._encode_tree(root, 1 << 20) == "[1,null]"
    assert harness._encode_nary(harness.Node(None), 1 << 20) == "[null]"
    assert harness._encode_nary(harness.Node(1, [harness.Node(None)]), 1 << 20) == "[1,null,null]"


def test_a_plain_value_where_a_node_should_be_is_named_by_its_type() -> None:
    # A list of the right values is no tree: it must not pass for the level order it looks like.
    for write, value in ((harness._encode_tree, [4, 7, 2]), (harness._encode_list, 5), (harness._encode_nary, "x")):
        text = write(value, 1 << 20)
        assert json.loads(text) == {"$type": "object", "type": type(value).__name__, "iterator": False}


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.integers(), st.booleans()), max_size=100) | st.lists(st.lists(st.integers(), max_size=5)))
def test_lists_of_ints_are_written_as_json_writes_them(value: list[Any]) -> None:
    # The C encoder's quick path for ints and lists of them (77's 2M values in 0.2 s, not a second):
    # the same text as the walk's, which still writes a bool as a bool.
    assert json.loads(harness._encode(value, 1 << 30)) == value
    assert harness._encode(value, 1 << 30) == json.dumps(value, separators=(",", ":"))
