"""Feedback a learner can act on, through the real CLI in text and JSON: diagnostics and hints.

Each hint and each diagnostic comes from a purpose-written submission (tests/submissions/hints/,
tests/submissions/diagnostics/ and a few older ones) whose first line says what it does.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from judge.feedback.diagnostics import case_ranges
from judge.feedback.drawing import draw_board, side_by_side
from judge.feedback.hints import LEAK_PLACES, leak_hint
from judge.languages import REGISTRY

from .conftest import ROOT, run_judge, submission
from .test_design import write_problem

WA = "Wrong Answer"


def judged(*args: str, columns: int = 120) -> tuple[str, dict]:
    """The text report and the JSON report of one submission."""
    env = {"COLUMNS": str(columns)}
    text = run_judge("test", *args, env=env)
    data = run_judge("test", *args, "--json", env=env)
    assert text.returncode == data.returncode, (text.stderr, data.stderr)
    assert "Traceback" not in text.stderr + data.stderr, text.stderr + data.stderr
    return text.stdout, json.loads(data.stdout)


def first_failure(report: dict) -> dict:
    return next(case for case in report["cases"] if case["verdict"] != "Accepted")


HINTS = [
    ("hints/51_hash_empty_squares.py", 4, "empty squares are marked '#': use '.'"),
    ("hints/51_lowercase_q.py", 1, "queens are marked 'q': use an uppercase 'Q'"),
    (
        "hints/51_rows_as_char_lists.py",
        1,
        "rows are lists of characters: join each row into one string (\"..Q.\", not ['.', '.', 'Q', '.'])",
    ),
    ("hints/51_rows_as_bytes.py", 1, "rows are bytes"),
    ("wrong_answer_51_tuple_rows.py", 1, "rows are tuples of characters"),
    ("hints/52_generator.py", 1, "the answer is a generator: return the count as an int"),
    ("hints/51_returns_map.py", 1, "the answer is an object of type map, not a list"),
    ("hints/51_returns_count.py", 1, "the answer is a number: this problem wants the boards themselves"),
    ("hints/51_forgot_return.py", 1, "solveNQueens returned None: is a `return` missing"),
    ("hints/51_returns_one_board.py", 1, "the answer is a list of strings, one board: return a list of boards"),
    ("hints/51_wrong_size.py", 1, "boards must be n x n (n rows of n characters); yours are (n + 1) x (n + 1)"),
    ("hints/51_spaced_rows.py", 4, "rows have spaces between the squares"),
    ("hints/51_class_state_leak.py", 2, "from case 2 on, each answer is the running total of the expected answers"),
    ("hints/52_returns_boards.py", 1, "the answer is a list: this problem wants how many placements there are"),
    ("hints/52_forgot_return.py", 1, "totalNQueens returned None: is a `return` missing"),
    ("wrong_answer_52_returns_float.py", 1, "the answer is a float: return an int"),
    ("wrong_answer_52_returns_str.py", 1, "the answer is a str: return the count itself as an int"),
    ("wrong_answer_52_returns_bool.py", 1, "the answer is a bool (True/False)"),
    ("state_class_counter_leaks.py", 2, "from case 2 on, each answer is the running total of the expected answers"),
]


@pytest.mark.parametrize(("name", "case", "hint"), HINTS, ids=[row[0].removesuffix(".py") for row in HINTS])
def test_each_common_mistake_gets_its_one_line_hint(name: str, case: int, hint: str) -> None:
    text, report = judged(submission(name))
    assert report["verdict"] == WA
    failed = first_failure(report)
    assert failed["index"] == case and failed["verdict"] == WA
    assert len(report["hints"]) == 1 and hint in report["hints"][0], report["hints"]
    assert any(hint in line for line in failed["details"]["hints"]), failed["details"]
    hint_lines = [line for line in text.splitlines() if line.startswith("  hint: ")]
    assert len(hint_lines) == 1 and hint in hint_lines[0], text


@pytest.mark.parametrize(
    "name", ["wrong_answer_52_off_by_one.py", "wrong_answer_51_missing_board.py", "accepted_51_backtracking.py"]
)
def test_no_hint_when_no_common_mistake_explains_the_answer(name: str) -> None:
    text, report = judged(submission(name))
    assert report["hints"] == []
    assert "hint:" not in text


def test_wrong_boards_are_drawn_side_by_side_when_wide_and_stacked_when_narrow() -> None:
    name = submission("wrong_answer_51_sorted_rows.py")
    wide, report = judged(name, columns=100)
    narrow, _ = judged(name, columns=20)
    failed = first_failure(report)
    details = failed["details"]
    assert failed["index"] == 4
    assert (details["expected_count"], details["got_count"], details["missing_count"]) == (2, 2, 2)
    assert details["invalid_count"] == 2
    assert [item["reason"] for item in details["invalid"]] == ["queens at (0,3) and (1,2) share a diagonal"] * 2
    assert "expected 2 boards, got 2: 2 invalid boards, 2 missing" in wide
    assert re.search(r"^ +missing 1 +missing 2$", wide, re.MULTILINE), wide
    assert re.search(r"^ +0 \. \. Q \. +0 \. Q \. \.$", wide, re.MULTILINE), wide  # row 0 of each missing board
    assert re.search(r"^ +board #0 +board #1$", wide, re.MULTILINE), wide
    assert "board #0: queens at (0,3) and (1,2) share a diagonal" in wide
    for title in ("missing 1", "missing 2", "board #0", "board #1"):
        assert re.search(rf"^ +{title}$", narrow, re.MULTILINE), narrow
    assert re.search(r"^ +0 \. \. Q \.$", narrow, re.MULTILINE), narrow


@pytest.mark.parametrize(
    ("name", "case", "kind", "count", "more", "reason"),
    [
        ("diagnostics/51_neighbour_diagonals_only.py", 5, "invalid", 4, "and 1 more invalid", "share a diagonal"),
        ("diagnostics/51_table_up_to_4.py", 5, "missing", 10, "and 7 more missing", None),
        ("diagnostics/51_no_column_check.py", 2, "invalid", 2, None, "queens at (0,0) and (1,0) share a column"),
        ("diagnostics/51_last_row_empty.py", 1, "invalid", 1, None, "row 0 has no queen"),
        ("hints/51_spaced_rows.py", 4, "invalid", 2, None, "row 0 has length 7, expected 4"),
        ("hints/51_wrong_size.py", 1, "invalid", 1, None, "the board has 2 rows, expected 1"),
    ],
    ids=["invalid-and-more", "missing-and-more", "column", "no-queen", "row-length", "row-count"],
)
def test_board_diagnostics(name: str, case: int, kind: str, count: int, more: str | None, reason: str | None) -> None:
    text, report = judged(submission(name))
    failed = first_failure(report)
    details = failed["details"]
    assert failed["index"] == case
    assert details[f"{kind}_count"] == count
    assert len(details[kind]) == min(count, 3), "a few of each kind, not all"
    if more:
        assert f"  ... {more}" in text.splitlines()
    else:
        assert "... and" not in text
    if reason:
        assert reason in details["invalid"][0]["reason"]
        assert f"board #{details['invalid'][0]['index']}: {details['invalid'][0]['reason']}" in text


def test_a_duplicated_board_says_how_many_times() -> None:
    text, report = judged(submission("wrong_answer_51_duplicate_board.py"))
    details = first_failure(report)["details"]
    assert details["duplicated"] == [["Q"]] and details["duplicated_times"] == [2]
    assert "1 board returned more than once:" in text and re.search(r"^ +2 times$", text, re.MULTILINE), text


def test_runtime_error_traceback_is_trimmed_to_the_users_file_with_source_lines() -> None:
    text, report = judged(submission("diagnostics/52_runtime_error_in_library.py"))
    failed = first_failure(report)
    assert failed["index"] == 6 and failed["verdict"] == "Runtime Error"
    assert failed["message"].startswith("IndexError: Cannot choose from an empty sequence")
    assert failed["details"]["traceback"] == [
        {"line": 13, "function": "totalNQueens", "source": "return known.get(n) if n in known else pick([])"},
        {"line": 7, "function": "pick", "source": "return random.choice(candidates)"},
    ]
    expected = [
        "  Traceback in your file (most recent call last):",
        "    line 13, in totalNQueens",
        "      return known.get(n) if n in known else pick([])",
        "    line 7, in pick",
        "      return random.choice(candidates)",
        "    (raised inside random.py, called from the line above)",
    ]
    lines = text.splitlines()
    start = lines.index(expected[0])
    assert lines[start : start + len(expected)] == expected, text
    assert "harness" not in text


def test_runtime_error_while_loading_the_module_shows_the_module_line() -> None:
    text, report = judged(submission("runtime_error_at_import.py"))
    assert first_failure(report)["details"]["traceback"][-1]["function"] == "<module>"
    assert "    line 4, in <module>" in text.splitlines()


def test_compile_error_shows_the_line_and_a_caret_under_the_offset() -> None:
    text, report = judged(submission("compile_error_syntax.py"))
    error = report["compile_error"]
    assert error["line"] == 6 and error["text"].strip().startswith("return [n for n")
    lines = text.splitlines()
    source_line = lines.index("    " + error["text"])
    caret = lines[source_line + 1]
    assert caret.strip() == "^" and caret.index("^") == 4 + error["offset"] - 1
    assert error["text"][error["offset"] - 1] == "["
    assert f"(line {error['line']})" in lines[source_line - 1]


def test_time_limit_names_the_case_the_limit_and_the_cases_passed_before() -> None:
    text, report = judged(submission("time_limit_busy_loop.py"), "--time-limit", "300")
    failed = first_failure(report)
    assert failed["index"] == 5 and failed["verdict"] == "Time Limit Exceeded"
    assert failed["details"]["limit_ms"] == 300 and failed["details"]["passed_before"] == [1, 2, 3, 4]
    assert "First failure: case 5 (n = 5): Time Limit Exceeded" in text
    assert "  limit: 300 ms of CPU time per case (command line); cases passed before it: 1-4" in text.splitlines()


def test_side_by_side_packs_blocks_into_the_width() -> None:
    blocks = [["a", "1"], ["bb", "22"], ["c"]]
    assert side_by_side(blocks, width=80, indent="") == ["a    bb    c", "1    22"]
    assert side_by_side(blocks, width=8, indent="") == ["a    bb", "1    22", "", "c"]
    assert side_by_side(blocks, width=1, indent="") == ["a", "1", "", "bb", "22", "", "c"]


def test_draw_board_numbers_rows_and_columns_and_shows_broken_rows_as_text() -> None:
    assert draw_board([".Q", "Q."]) == ["  0 1", "0 . Q", "1 Q ."]
    assert draw_board(["Q.", "<a tuple>"]) == ["  0 1", "0 Q .", "1 <a tuple>"]
    assert draw_board("a generator") == ["a generator"]


def test_case_ranges() -> None:
    assert case_ranges([1, 2, 3, 5, 7, 8]) == "1-3, 5, 7-8"
    assert case_ranges([]) == ""


@pytest.mark.parametrize(
    ("expected", "got", "explained"),
    [
        ([1, 0, 0, 2, 10], [1, 1, 1, 3, 13], [2, 3, 4, 5]),
        ([1, 0, 0, 2, 10], [1, 0, 0, 2, 10], None),  # right answers
        ([1, 0, 0, 2, 10], [1, 1, 1, 3, 12], None),  # not a running total
        ([1, 0, 0, 2], [1, 1, None, 2], None),  # one differing case only, then a crash
        ([0, 0, 5], [0, 0, 5], None),
    ],
)
def test_leak_hint_needs_every_answer_to_be_the_running_total(expected, got, explained) -> None:
    found = leak_hint(expected, got)
    assert (found[1] if found else None) == explained


def test_leaked_state_is_told_in_the_words_of_the_solutions_language() -> None:
    # Every language says where its state outlives a case: Python's "self" is no advice in C.
    assert {name for name, *_ in REGISTRY} <= set(LEAK_PLACES)
    hint = leak_hint([1, 0, 0, 2, 10], [1, 1, 1, 3, 13], "c")
    assert hint is not None and hint[0].endswith(
        "through a global or static variable; reset it at the start of the function"
    )
    python = leak_hint([1, 0, 0, 2, 10], [1, 1, 1, 3, 13], "python")
    assert python is not None and "keep it on self" in python[0]


@pytest.mark.parametrize("name", ["accepted_51_boards_as_tuples.py"])
def test_tuples_where_lists_are_declared_are_those_lists_as_on_leetcode(name: str, tmp_path: Path) -> None:
    # LeetCode's serializer writes a tuple where a list is declared as that list: boards as tuples,
    # and 46's `list(permutations(nums))`, are Accepted there. A row as a tuple of characters, where
    # a string is declared, is still no string (wrong_answer_51_tuple_rows.py).
    report = run_judge("test", submission(name), "--problem", "51", "--json").json()
    assert report["verdict"] == "Accepted", report["cases"][:1]
    one_liner = "class Solution:\n    def permute(self, nums):\n        return list(itertools.permutations(nums))\n"
    path = tmp_path / "permute.py"
    path.write_text(one_liner, encoding="utf-8")
    report = run_judge("test", str(path), "--json").json()
    assert (report["problem_number"], report["verdict"]) == (46, "Accepted"), report["cases"][:1]


def test_every_hint_submission_is_used_by_a_test() -> None:
    used = {row[0] for row in HINTS}
    for path in (ROOT / "tests" / "submissions" / "hints").glob("*.py"):
        assert f"hints/{path.name}" in used, path


INVERT = {"name": "invertTree", "params": [{"name": "root", "type": "TreeNode"}], "return": {"type": "TreeNode"}}
SWAPS_ONLY_THE_ROOT = """class Solution:
    def invertTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        if root:
            root.left, root.right = root.right, root.left
        return root
"""


def test_a_wrong_tree_is_drawn_beside_the_expected_one_with_its_first_wrong_node(tmp_path: Path) -> None:
    cases = [{"name": "full", "input": {"root": [4, 2, 7, 1, 3, 6, 9]}, "expected": [4, 7, 2, 9, 6, 3, 1]}]
    env = write_problem(tmp_path / "problems", "invert", 9801, INVERT, cases)
    solution = tmp_path / "invert.py"
    solution.write_text(SWAPS_ONLY_THE_ROOT, encoding="utf-8")
    result = run_judge("test", str(solution), "--problem", "9801", env={**env, "COLUMNS": "100"})
    drawn = result.stdout.splitlines()
    at = next(i for i, line in enumerate(drawn) if "yours (the first difference in [ ])" in line)
    # Position 3 of the level order (7's left child): 9 expected, 6 returned; both trees drawn whole.
    assert "[9]" in drawn[at + 5] and "[6]" in drawn[at + 5], result.stdout
    assert drawn[at + 2].count("/") == 2 and drawn[at + 2].count("\\") == 2
    report = json.loads(run_judge("test", str(solution), "--problem", "9801", "--json", env=env).stdout)
    difference = first_failure(report)["details"]["node_difference"]
    assert difference == {"position": 3, "expected": 9, "got": 6, "path": [4, 7]}


def test_a_deep_wrong_tree_is_told_by_the_way_down_and_a_list_by_its_arrows(tmp_path: Path) -> None:
    chain = [0]
    for value in range(1, 60):
        chain += [None, value]
    cases = [{"name": "deep", "input": {"root": chain}, "expected": [0, 1, None, 2, *chain[5:]]}]
    env = write_problem(tmp_path / "problems", "invert", 9801, INVERT, cases)
    solution = tmp_path / "invert.py"
    solution.write_text(SWAPS_ONLY_THE_ROOT, encoding="utf-8")
    text = run_judge("test", str(solution), "--problem", "9801", env=env).stdout
    assert "first difference at position 3 of the level order, on the way 0 → 1 → here: expected 2, got no" in text
    reverse = {"name": "reverseList", "params": [{"name": "head", "type": "ListNode"}], "return": {"type": "ListNode"}}
    cases = [{"name": "four", "input": {"head": [1, 2, 3, 4]}, "expected": [4, 3, 2, 1]}]
    env = write_problem(tmp_path / "lists", "reverse", 9802, reverse, cases)
    drops_the_head = "class Solution:\n    def reverseList(self, head):\n        return head.next\n"
    solution.write_text(drops_the_head, encoding="utf-8")
    text = run_judge("test", str(solution), "--problem", "9802", env=env).stdout
    assert "  expected: [4] → 3 → 2 → 1\n  yours:    [2] → 3 → 4\n" in text


# A problem whose own checker accepts any tree holding the expected values: a tree in another shape is
# right by it, so the expected tree's first differing node is no news to a wrong answer.
ANY_SHAPE_CHECKER = """\
from judge.checking.result import CheckResult
from judge.core.verdicts import Verdict

DETAILS = {}


def check(case, output):
    values = sorted(value for value in output if value is not None)
    if values == sorted(value for value in case.expected if value is not None):
        return CheckResult(Verdict.ACCEPTED)
    return CheckResult(Verdict.WRONG_ANSWER, "the tree does not hold the given values")
"""


def test_a_problems_own_tree_checker_is_not_second_guessed_by_the_expected_tree(tmp_path: Path) -> None:
    cases = [{"name": "full", "input": {"root": [4, 2, 7, 1, 3, 6, 9]}, "expected": [4, 7, 2, 9, 6, 3, 1]}]
    env = write_problem(tmp_path / "problems", "invert", 9801, INVERT, cases)
    meta = json.loads((tmp_path / "problems" / "invert" / "problem.json").read_text(encoding="utf-8"))
    (tmp_path / "problems" / "invert" / "problem.json").write_text(json.dumps({**meta, "checker": "checker.py"}))
    (tmp_path / "problems" / "invert" / "checker.py").write_text(ANY_SHAPE_CHECKER, encoding="utf-8")
    solution = tmp_path / "invert.py"
    solution.write_text(SWAPS_ONLY_THE_ROOT, encoding="utf-8")
    report = json.loads(run_judge("test", str(solution), "--problem", "9801", "--json", env=env).stdout)
    assert report["verdict"] == "Accepted", report["cases"]
    solution.write_text(SWAPS_ONLY_THE_ROOT.replace("return root", "root.val += 1\n        return root"))
    result = run_judge("test", str(solution), "--problem", "9801", env={**env, "COLUMNS": "100"})
    assert "the tree does not hold the given values" in result.stdout, result.stdout
    assert "first difference" not in result.stdout and "another shape" not in result.stdout, result.stdout


def test_a_hint_from_another_case_than_the_one_shown_names_its_cases(tmp_path: Path) -> None:
    merge = {
        "name": "mergeTrees",
        "params": [{"name": "root1", "type": "TreeNode"}, {"name": "root2", "type": "TreeNode"}],
        "return": {"type": "TreeNode"},
    }
    cases = [
        {"name": "first empty", "input": {"root1": [], "root2": [1]}, "expected": [1]},
        {"name": "both", "input": {"root1": [1, 2], "root2": [3]}, "expected": [4, 2]},
        {"name": "both again", "input": {"root1": [5], "root2": [1]}, "expected": [6]},
    ]
    env = write_problem(tmp_path / "problems", "merge", 9803, merge, cases)
    solution = tmp_path / "merge.py"
    solution.write_text("class Solution:\n    def mergeTrees(self, root1, root2):\n        return root1\n")
    text = run_judge("test", str(solution), "--problem", "9803", env=env).stdout
    hints = [line for line in text.splitlines() if line.startswith("  hint")]
    assert hints == [
        "  hint: your answer is an empty tree (null): does mergeTrees return the tree it makes?",
        "  hint (cases 2-3): your answer is root1 as it was given: mergeTrees returned it unchanged",
    ], text


@pytest.mark.parametrize(
    ("body", "hint"),
    [
        ("return head", "hint: your answer is head as it was given: reverseList returned it unchanged"),
        ("head.next = None", "hint: your answer is an empty list (null): does reverseList return the list it makes?"),
        (
            "head.next.val, head.val = head.val, head.next.val\n        return head",
            "hint: your list has the expected values, in another order",
        ),
    ],
)
def test_a_wrong_list_answer_gets_the_hint_that_explains_it(tmp_path: Path, body: str, hint: str) -> None:
    reverse = {"name": "reverseList", "params": [{"name": "head", "type": "ListNode"}], "return": {"type": "ListNode"}}
    cases = [{"name": "four", "input": {"head": [1, 2, 3, 4]}, "expected": [4, 3, 2, 1]}]
    env = write_problem(tmp_path / "lists", "reverse", 9802, reverse, cases)
    solution = tmp_path / "reverse.py"
    solution.write_text(f"class Solution:\n    def reverseList(self, head):\n        {body}\n", encoding="utf-8")
    text = run_judge("test", str(solution), "--problem", "9802", env=env).stdout
    assert hint in text, text
    assert text.count("hint:") == 1, text


def test_a_list_left_as_it_came_by_a_void_method_is_told_so_and_a_plain_list_gets_no_order_hint(
    tmp_path: Path,
) -> None:
    reorder = {
        "name": "reorderList",
        "params": [{"name": "head", "type": "ListNode"}],
        "return": {"type": "void"},
        "output": {"paramindex": 0},
    }
    cases = [{"name": "four", "input": {"head": [1, 2, 3, 4]}, "expected": [1, 4, 2, 3]}]
    env = write_problem(tmp_path / "lists", "reorder", 9803, reorder, cases)
    solution = tmp_path / "reorder.py"
    solution.write_text("class Solution:\n    def reorderList(self, head):\n        pass\n", encoding="utf-8")
    text = run_judge("test", str(solution), "--problem", "9803", env=env).stdout
    assert "hint: your answer is head as it was given: reorderList left it as it was" in text, text
    reverse = {"name": "reverseList", "params": [{"name": "head", "type": "ListNode"}], "return": {"type": "ListNode"}}
    cases = [
        {"name": "none", "input": {"head": []}, "expected": []},
        {"name": "two", "input": {"head": [1, 2]}, "expected": [2, 1]},
    ]
    env = write_problem(tmp_path / "more", "reverse", 9802, reverse, cases)
    solution.write_text("class Solution:\n    def reverseList(self, head):\n        return [2, 1]\n", encoding="utf-8")
    text = run_judge("test", str(solution), "--problem", "9802", env=env).stdout
    assert "got an object of type list" in text and "hint:" not in text, text


def test_a_wrong_n_ary_tree_is_told_by_the_way_down(tmp_path: Path) -> None:
    mirror = {"name": "mirror", "params": [{"name": "root", "type": "Node"}], "return": {"type": "Node"}}
    cases = [
        {
            "name": "three levels",
            "input": {"root": [1, None, 3, 2, 4, None, 5, 6]},
            "expected": [1, None, 4, 2, 3, None, None, None, 6, 5],
        }
    ]
    env = write_problem(tmp_path / "problems", "mirror", 9803, mirror, cases)
    solution = tmp_path / "mirror.py"
    solution.write_text(
        "class Solution:\n    def mirror(self, root):\n        root.children.reverse()\n        return root\n",
        encoding="utf-8",
    )
    text = run_judge("test", str(solution), "--problem", "9803", env=env).stdout
    assert (
        "first difference at position 8 of the serialization" in text
        and "on the way 1 → 3 → here: expected 6, got 5" in text
    ), text
    assert "hint: your tree has the expected values, in another shape" in text
