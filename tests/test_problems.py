"""Problem packages: the loader, the test data, and the generator that made it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import Future
from pathlib import Path

import pytest

from judge.checking import checker_for
from judge.checking.boards import check_queen_boards
from judge.core.problems import default_problems_dir, find_problem, load_problems
from judge.core.signature import Param, parse_type
from judge.errors import UsageError

from .conftest import ROOT, run_judge

KNOWN_COUNTS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712]


def test_every_problem_is_found_by_number_and_slug() -> None:
    problems = load_problems()
    assert [problem.number for problem in problems] == sorted({problem.number for problem in problems})
    assert len({problem.slug for problem in problems}) == len(problems)
    assert {(51, "n-queens", "solveNQueens"), (52, "n-queens-ii", "totalNQueens")} <= {
        (p.number, p.slug, p.method) for p in problems
    }
    for problem in problems:
        assert find_problem(str(problem.number)) == find_problem(problem.slug) == problem
    assert find_problem(" N-Queens ") == find_problem("51")
    with pytest.raises(UsageError, match="unknown problem '999'"):
        find_problem("999")


def test_a_slug_is_what_problem_json_declares_not_the_folder_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A slug is looked up in the folder of that name first: a folder named otherwise, or named as
    # a slug it does not declare, is still found (or not) as the full scan finds it.
    root = tmp_path / "problems"
    shutil.copytree(default_problems_dir(), root)
    (root / "n-queens").rename(root / "queens")
    meta = json.loads((root / "queens" / "problem.json").read_text())
    meta["slug"] = "eight-queens"
    (root / "queens" / "problem.json").write_text(json.dumps(meta))
    (root / "n-queens-ii").rename(root / "n-queens")
    monkeypatch.setenv("JUDGE_PROBLEMS_DIR", str(root))
    assert find_problem("eight-queens").number == find_problem("51").number == 51
    assert find_problem("n-queens-ii").number == 52
    with pytest.raises(UsageError, match="unknown problem 'n-queens'"):
        find_problem("n-queens")


def test_metadata_is_complete() -> None:
    for problem in load_problems():
        assert problem.time_limit_ms > 0 and problem.memory_limit_mb > 0 and problem.output_limit_mb > 0
        checker_for(problem)
        statement = problem.statement
        assert f"{problem.number}. {problem.title}" in statement
        assert problem.cases(), problem.slug
    for number in ("51", "52"):
        problem = find_problem(number)
        assert problem.signature.params == (Param("n", parse_type("int"), 1, 9),)
        assert "1 <= n <= 9" in problem.statement
        assert f"def {problem.method}(self, n: int)" in problem.statement


def test_cases_cover_n_1_to_9_with_the_known_counts() -> None:
    queens, queens_ii = find_problem("51"), find_problem("52")
    cases = queens.cases()
    assert [case.input["n"] for case in cases] == list(range(1, 10))
    assert [len(case.expected) for case in cases] == KNOWN_COUNTS[:9]
    assert [case.expected for case in queens_ii.cases()] == KNOWN_COUNTS[:9]


def test_extended_cases_go_beyond_leetcode() -> None:
    queens, queens_ii = find_problem("51"), find_problem("52")
    extended = [case for case in queens.cases(extended=True) if case.extended]
    assert [case.expected_count for case in extended] == KNOWN_COUNTS[9:13]
    extended_ii = [case for case in queens_ii.cases(extended=True) if case.extended]
    assert [case.expected for case in extended_ii] == [*KNOWN_COUNTS[9:13], 365596]


def test_every_expected_answer_passes_its_own_checker() -> None:
    for problem in load_problems():
        check = checker_for(problem)
        for case in problem.cases():
            assert check(case, case.expected).message == ""


def test_expected_boards_are_distinct_valid_placements() -> None:
    for case in find_problem("51").cases():
        counted = type(case)(name=case.name, input=case.input, expected_count=len(case.expected))
        assert check_queen_boards(counted, case.expected).message == ""


GENERATORS = sorted((ROOT / "problems").glob("*/generate.py"))


@pytest.fixture(scope="module")
def generator_checks() -> Iterator[dict[Path, Future[subprocess.CompletedProcess[str]]]]:
    """Every generator's --check, all started at once: each recomputes its data from two oracles on
    one core (zuma-game's alone takes over a minute), so together they use every core there is."""
    from concurrent.futures import ThreadPoolExecutor

    def check(generator: Path) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, str(generator), "--check"]
        return subprocess.run(command, capture_output=True, text=True, timeout=250)

    with ThreadPoolExecutor(max_workers=len(GENERATORS)) as pool:
        yield {generator: pool.submit(check, generator) for generator in GENERATORS}


@pytest.mark.timeout(300)
@pytest.mark.parametrize("generator", GENERATORS, ids=lambda path: path.parent.name)
def test_each_generator_reproduces_its_data_files(
    generator: Path, generator_checks: dict[Path, Future[subprocess.CompletedProcess[str]]]
) -> None:
    completed = generator_checks[generator].result()
    assert completed.returncode == 0, completed.stdout + completed.stderr


def test_every_problem_has_a_generator() -> None:
    # 52's data comes from 51's enumeration (problems/n-queens/generate.py writes both).
    lacking = [
        p.slug for p in load_problems() if not Path(p.folder, "generate.py").is_file() and p.slug != "n-queens-ii"
    ]
    assert lacking == []


def test_a_third_problem_is_just_a_folder(tmp_path: Path) -> None:
    root = tmp_path / "problems"
    shutil.copytree(default_problems_dir(), root)
    extra = root / "n-queens-iii"
    shutil.copytree(root / "n-queens-ii", extra)
    meta = json.loads((extra / "problem.json").read_text())
    meta.update(number=9052, slug="n-queens-iii", title="N-Queens III")
    (extra / "problem.json").write_text(json.dumps(meta))
    listed = run_judge("list", env={"JUDGE_PROBLEMS_DIR": str(root)})
    assert listed.returncode == 0
    assert "9052" in listed.stdout and "n-queens-iii" in listed.stdout


def test_cases_are_read_again_when_the_data_file_changes(tmp_path: Path) -> None:
    # A grading worker keeps the parsed cases; an edited data file must still be seen.
    root = tmp_path / "problems"
    shutil.copytree(default_problems_dir(), root)
    queens = find_problem("51", load_problems(root))
    first = queens.cases()
    first.append(first[0])  # the caller's list: changing it changes nothing for the next reader
    assert [case.name for case in queens.cases()] == [f"n={n}" for n in range(1, 10)]
    data = root / "n-queens" / "data" / "cases.json"
    raw = json.loads(data.read_text())
    raw[3]["expected"] = raw[3]["expected"][:1]
    data.write_text(json.dumps(raw[:5]))
    again = queens.cases()
    assert [case.name for case in again] == [f"n={n}" for n in range(1, 6)]
    assert len(again[3].expected) == 1
