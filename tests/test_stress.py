"""`judge stress`: random inputs against the reference, the first failure shrunk, shown and kept.

Through the real CLI with a fixed --seed: Hypothesis draws the same inputs for the same seed (and
the same answers), so each search and its shrinking repeat exactly.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT, run_judge, write

WRONG_FROM_7 = """class Solution:
    def totalNQueens(self, n: int) -> int:
        return [1, 0, 0, 2, 10, 4, 0, 0, 0][n - 1]
"""


def _data(tmp_path: Path) -> dict[str, str]:
    return {"XDG_DATA_HOME": str(tmp_path / "data")}


@pytest.mark.timeout(200)
def test_a_52_wrong_from_7_shrinks_to_7_and_is_kept_for_judge_test(tmp_path: Path) -> None:
    env = _data(tmp_path)
    wrong = write(tmp_path, "wrong.py", WRONG_FROM_7)
    found = run_judge("stress", str(wrong), "--problem", "52", "--seed", "11", "--seconds", "30", env=env, timeout=180)
    assert found.returncode == 1, found.stdout + found.stderr
    assert "the smallest failing input found: n = 7" in found.stdout
    assert "expected 40, got 0" in found.stdout  # the usual failure feedback
    assert "kept as your own case 1 of n-queens-ii" in found.stdout
    kept = json.loads((tmp_path / "data/nqueens-judge/cases/n-queens-ii.json").read_text())
    assert kept == [{"name": "found by judge stress", "input": {"n": 7}}]
    # judge test now runs it after the problem's own cases.
    report = run_judge("test", str(wrong), "--json", "--all-cases", env=env).json()
    assert report["cases"][-1]["name"] == "own 1: found by judge stress"
    assert report["cases"][-1]["verdict"] == "Wrong Answer"


@pytest.mark.timeout(300)
def test_a_minesweeper_that_forgets_diagonals_shrinks_to_three_by_three(tmp_path: Path) -> None:
    solution = ROOT / "solutions/minesweeper/wrong_answer/four_directions.py"
    args = ("stress", str(solution), "--seed", "3", "--seconds", "60", "--no-save")
    found = run_judge(*args, env=_data(tmp_path), timeout=280)
    assert found.returncode == 1, found.stdout + found.stderr
    line = next(line for line in found.stdout.splitlines() if "the smallest failing input found" in line)
    board = json.loads(line.split("board = ", 1)[1].split(", click = ")[0])
    assert len(board) <= 3 and all(len(row) <= 3 for row in board), board
    assert "diagonals included" in found.stdout  # the checker's hint, as judge test gives it
    assert not (tmp_path / "data").exists()  # --no-save


@pytest.mark.timeout(200)
def test_a_correct_solution_passes_the_whole_time_and_leaves_the_folder_clean(tmp_path: Path) -> None:
    reference = ROOT / "solutions/24-game/accepted/value_sets.py"
    folder = tmp_path / "work"
    folder.mkdir()
    command = [sys.executable, "-m", "judge", "stress", str(reference), "--seed", "4", "--seconds", "5"]
    env = {**os.environ, **_data(tmp_path), "PYTHONPATH": str(ROOT)}
    checked = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=180)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.startswith("no failure in ") and "(--seed 4)" in checked.stdout
    assert list(folder.iterdir()) == []  # no .hypothesis folder where the learner works


@pytest.mark.timeout(200)
def test_against_compares_with_another_file(tmp_path: Path) -> None:
    # The reference judged against a wrong "answer key": the reference is then the one that fails.
    wrong = write(tmp_path, "wrong.py", WRONG_FROM_7)
    reference = ROOT / "solutions/n-queens-ii/reference/reference.py"
    args = ("stress", str(reference), "--against", str(wrong), "--seed", "2", "--seconds", "30", "--no-save")
    found = run_judge(*args, env=_data(tmp_path), timeout=180)
    assert found.returncode == 1 and "the smallest failing input found: n = 7" in found.stdout, found.stdout


def test_a_problem_without_a_strategy_is_one_line(tmp_path: Path) -> None:
    problems = tmp_path / "problems"
    shutil.copytree(ROOT / "problems" / "zuma-game", problems / "zuma-game")
    (problems / "zuma-game" / "inputs.py").unlink()
    env = {**_data(tmp_path), "JUDGE_PROBLEMS_DIR": str(problems), "JUDGE_SOLUTIONS_DIR": str(ROOT / "solutions")}
    said = run_judge("stress", str(ROOT / "solutions/zuma-game/reference/reference.py"), "--seconds", "5", env=env)
    assert said.returncode == 2 and len(said.stderr.strip().splitlines()) == 1
    assert "judge stress cannot draw inputs for zuma-game" in said.stderr and "inputs.py" in said.stderr
