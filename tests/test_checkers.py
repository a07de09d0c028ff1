"""The comparison, as pure functions: property tests with hypothesis and the diagnostics as data."""

from __future__ import annotations

from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.checking.boards import check_queen_boards, placement_problem
from judge.checking.exact import check_exact_int
from judge.core.problems import Case
from judge.core.verdicts import Verdict


def all_boards(n: int) -> list[list[str]]:
    """Every placement, by brute force over permutations (an oracle independent of the judge)."""
    boards = []
    for columns in permutations(range(n)):
        if len({r + c for r, c in enumerate(columns)}) == n and len({r - c for r, c in enumerate(columns)}) == n:
            boards.append(["." * c + "Q" + "." * (n - c - 1) for c in columns])
    return boards


BOARDS = {n: all_boards(n) for n in range(1, 8)}


def case(n: int) -> Case:
    return Case(name=f"n={n}", input={"n": n}, expected=BOARDS[n])


def count_case(n: int) -> Case:
    return Case(name=f"n={n}", input={"n": n}, expected_count=len(BOARDS[n]), extended=True)


sizes_with_answers = st.sampled_from([n for n in BOARDS if BOARDS[n]])


@given(st.data(), sizes_with_answers)
def test_any_reordering_of_a_correct_answer_passes(data: st.DataObject, n: int) -> None:
    shuffled = data.draw(st.permutations(BOARDS[n]))
    assert check_queen_boards(case(n), [list(board) for board in shuffled]).verdict is Verdict.ACCEPTED
    assert check_queen_boards(count_case(n), [list(board) for board in shuffled]).verdict is Verdict.ACCEPTED


@given(st.data(), sizes_with_answers)
def test_removing_one_board_fails(data: st.DataObject, n: int) -> None:
    boards = [list(board) for board in BOARDS[n]]
    removed = boards.pop(data.draw(st.integers(0, len(boards) - 1)))
    result = check_queen_boards(case(n), boards)
    assert result.verdict is Verdict.WRONG_ANSWER
    assert result.details["missing"] == [removed]
    assert check_queen_boards(count_case(n), boards).verdict is Verdict.WRONG_ANSWER


@given(st.data(), sizes_with_answers)
def test_duplicating_one_board_fails(data: st.DataObject, n: int) -> None:
    boards = [list(board) for board in BOARDS[n]]
    doubled = boards[data.draw(st.integers(0, len(boards) - 1))]
    boards.append(list(doubled))
    for checked in (case(n), count_case(n)):
        result = check_queen_boards(checked, boards)
        assert result.verdict is Verdict.WRONG_ANSWER
        assert result.details["duplicated"] == [doubled]


@settings(max_examples=200)
@given(st.data(), sizes_with_answers)
def test_changing_one_square_fails(data: st.DataObject, n: int) -> None:
    boards = [list(board) for board in BOARDS[n]]
    board_index = data.draw(st.integers(0, len(boards) - 1))
    row_index = data.draw(st.integers(0, n - 1))
    column = data.draw(st.integers(0, n - 1))
    replacement = data.draw(st.sampled_from(["Q", ".", "q", "#"]))
    row = boards[board_index][row_index]
    changed = row[:column] + replacement + row[column + 1 :]
    if changed == row:
        return
    boards[board_index][row_index] = changed
    for checked in (case(n), count_case(n)):
        result = check_queen_boards(checked, boards)
        assert result.verdict is Verdict.WRONG_ANSWER
        assert result.details["invalid_count"] == 1


def test_each_case_is_checked_against_its_own_expected_boards() -> None:
    # The checker remembers the keys of expected boards per case; cases of the same n differ.
    full = BOARDS[6]
    fewer = Case(name="n=6", input={"n": 6}, expected=full[:2])
    for _ in range(2):
        assert check_queen_boards(case(6), full).verdict is Verdict.ACCEPTED
        assert check_queen_boards(fewer, full).verdict is Verdict.WRONG_ANSWER
        assert check_queen_boards(fewer, full[:2]).verdict is Verdict.ACCEPTED
        assert check_queen_boards(case(6), full[:2]).verdict is Verdict.WRONG_ANSWER
    # More cases than the checker remembers: each one still gets its own answer.
    many = [Case(name="n=6", input={"n": 6}, expected=full[: k % 4 + 1]) for k in range(200)]
    for k, one in enumerate(many):
        assert check_queen_boards(one, full[: k % 4 + 1]).verdict is Verdict.ACCEPTED
        assert check_queen_boards(one, full[: (k + 1) % 4 + 1]).verdict is Verdict.WRONG_ANSWER


@given(st.sampled_from([n for n in BOARDS if len(BOARDS[n]) > 1]))
def test_the_order_of_rows_in_a_board_matters(n: int) -> None:
    boards = [list(board) for board in BOARDS[n]]
    # Reversing the rows gives the mirror placement, which is already in the answer: one board
    # is then missing and another repeats.
    boards[0] = boards[0][::-1]
    result = check_queen_boards(case(n), boards)
    assert result.verdict is Verdict.WRONG_ANSWER
    assert result.details["missing_count"] == 1


def test_rows_must_be_strings() -> None:
    boards = [[list(row) for row in board] for board in BOARDS[4]]
    result = check_queen_boards(case(4), boards)
    assert result.verdict is Verdict.WRONG_ANSWER
    assert "row 0 is a list, expected a str" in result.details["invalid"][0]["reason"]


def test_tagged_values_never_pass() -> None:
    generator = {"$type": "object", "type": "generator", "iterator": True}
    assert check_queen_boards(case(4), generator).verdict is Verdict.WRONG_ANSWER
    assert "generator" in check_queen_boards(case(4), generator).message
    tuples = [{"$type": "tuple", "items": board} for board in BOARDS[4]]
    assert check_queen_boards(case(4), tuples).verdict is Verdict.WRONG_ANSWER


@pytest.mark.parametrize(
    ("board", "reason"),
    [
        ([".Q..", "...Q", "Q...", ".Q.."], "share a column"),
        (["Q...", ".Q..", "...Q", "..Q."], "share a diagonal"),
        ([".Q..", "....", "Q...", "..Q."], "row 1 has no queen"),
        ([".Q...", "...Q", "Q...", "..Q."], "row 0 has length 5, expected 4"),
        ([".q..", "...Q", "Q...", "..Q."], "contains 'q'"),
        ([".Q..", "...Q", "Q..."], "3 rows, expected 4"),
    ],
)
def test_placement_problems_say_why(board: list[str], reason: str) -> None:
    assert reason in (placement_problem(board, 4) or "")


def test_correct_boards_have_no_placement_problem() -> None:
    assert all(placement_problem(board, 6) is None for board in BOARDS[6])


@pytest.mark.parametrize(
    ("output", "verdict"),
    [
        (2, Verdict.ACCEPTED),
        (3, Verdict.WRONG_ANSWER),
        (True, Verdict.WRONG_ANSWER),
        (2.0, Verdict.WRONG_ANSWER),
        ("2", Verdict.WRONG_ANSWER),
        (None, Verdict.WRONG_ANSWER),
        ([2], Verdict.WRONG_ANSWER),
    ],
)
def test_exact_int(output: object, verdict: Verdict) -> None:
    assert check_exact_int(Case(name="n=4", input={"n": 4}, expected=2), output).verdict is verdict


def test_exact_int_rejects_bool_even_when_equal() -> None:
    assert check_exact_int(Case(name="n=1", input={"n": 1}, expected=1), True).verdict is Verdict.WRONG_ANSWER


def test_an_unordered_answer_names_missing_repeated_and_unexpected_items_as_returned() -> None:
    from judge.checking.unordered import check_unordered_nested

    expected = [[2, 2, 3], [7]]
    result = check_unordered_nested(Case("one", {}, expected), [[3, 2, 2], [3, 2, 2], [21, 3, 12]])
    assert result.verdict is Verdict.WRONG_ANSWER
    assert result.message == (
        "expected 2 items, got 3; 1 missing, e.g. [7]; 1 returned more often than expected, e.g. [3, 2, 2];"
        " 1 not expected, e.g. [21, 3, 12]"
    )
    details = result.details
    assert (details["missing"], details["duplicated"], details["extra"]) == ([[7]], [[3, 2, 2]], [[21, 3, 12]])


@pytest.mark.parametrize(
    ("expected", "output", "verdict"),
    [
        ([[1, 2], [3]], [[3], [1, 2]], Verdict.ACCEPTED),
        ([[1, 2], [3]], [[3], [True, 2]], Verdict.WRONG_ANSWER),  # a bool is not an int, as JSON says
        ([[1, 2], [3]], [[3], [1.0, 2]], Verdict.WRONG_ANSWER),
        ([[1], 1, "1", ["1"]], [["1"], "1", 1, [1]], Verdict.ACCEPTED),
        ([[1], 1], [1, 1], Verdict.WRONG_ANSWER),  # an int is not the list that holds it
        (["1", [1]], [1, [1]], Verdict.WRONG_ANSWER),  # nor a str the int it spells
        ([[1, "a"], [None]], [[None], ["a", 1]], Verdict.ACCEPTED),  # mixed items: keyed by their text
        ([[1, "a"], [None]], [[None], ["a", True]], Verdict.WRONG_ANSWER),
        ([{"a": [1]}], [{"a": [1]}], Verdict.ACCEPTED),
        ([["b", "a"], ["c"]], [["c"], ["a", "b"]], Verdict.ACCEPTED),
        ([[]], [[]], Verdict.ACCEPTED),
        ([[]], [[0]], Verdict.WRONG_ANSWER),
    ],
)
def test_unordered_items_are_told_apart_as_their_json_is(expected: list, output: list, verdict: Verdict) -> None:
    from judge.checking.unordered import check_unordered_nested

    assert check_unordered_nested(Case("one", {}, expected), output).verdict is verdict


def test_only_the_outer_order_is_free_in_an_unordered_answer() -> None:
    from judge.checking.unordered import check_unordered

    # [2, 1] is not [1, 2] where only the list of items may come in any order.
    result = check_unordered(Case("one", {}, [[1, 2]]), [[2, 1], [2, 1], [1, 2]])
    assert result.verdict is Verdict.WRONG_ANSWER
    assert result.details["extra"] == [[2, 1], [2, 1]]
