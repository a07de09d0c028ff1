"""The pytest plugin: `pytest --solution FILE --problem ID`, one item per test case; inert without --solution.

Each run is a separate `python -m pytest -p judge.pytest_plugin ...` in an empty folder, with this
checkout first on the path (so the plugin works without installing the kit, and no other test is
collected). Where the kit is installed, pytest also loads the plugin through its entry point; that
copy is blocked (`-p no:nqueens-judge`) so the plugin is not registered twice.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import tomllib

from .conftest import ROOT, SUBMISSIONS, CliResult

# The plugin from this checkout, not from an installed copy.
THIS_PLUGIN = ("-p", "no:nqueens-judge", "-p", "judge.pytest_plugin")


def run_pytest(folder: Path, *args: str, plugin: tuple[str, ...] = THIS_PLUGIN) -> CliResult:
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", *plugin, "-p", "no:cacheprovider", *args],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=200,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdin=subprocess.DEVNULL,
    )
    return CliResult(completed.returncode, completed.stdout, completed.stderr)


def test_an_accepted_solution_passes_one_item_per_case(tmp_path: Path) -> None:
    solution = ROOT / "solutions/n-queens/reference/reference.py"
    result = run_pytest(tmp_path, "--solution", str(solution), "--problem", "51", "-v")
    assert result.returncode == 0, result.stdout + result.stderr
    for n in range(1, 10):
        assert f"reference.py::n={n} PASSED" in result.stdout
    assert "9 passed" in result.stdout


def test_failing_cases_fail_with_the_verdict_and_the_message(tmp_path: Path) -> None:
    solution = ROOT / "solutions/n-queens/wrong_answer/missing_mirror.py"
    result = run_pytest(tmp_path, "--solution", str(solution), "--problem", "n-queens")
    assert result.returncode == 1
    assert "6 failed, 3 passed" in result.stdout
    assert "Wrong Answer: expected 2 boards, got 1: 1 missing" in result.stdout
    # The missing board drawn as a grid, as `judge test` draws it: ["..Q.", "Q...", "...Q", ".Q.."]
    assert "1 missing board:" in result.stdout
    grid = [line.strip() for line in result.stdout.splitlines()]
    start = grid.index("0 . . Q .")
    assert grid[start : start + 4] == ["0 . . Q .", "1 Q . . .", "2 . . . Q", "3 . Q . ."]
    assert "FAILED" in result.stdout and "missing_mirror.py::n=4" in result.stdout


def test_a_hanging_case_is_a_time_limit_failure_and_the_rest_still_run(tmp_path: Path) -> None:
    result = run_pytest(
        tmp_path, "--solution", str(SUBMISSIONS / "time_limit_busy_loop.py"), "--problem", "52",
        "--judge-time-limit", "300",
    )  # fmt: skip
    assert result.returncode == 1
    assert "1 failed, 8 passed" in result.stdout
    assert "Time Limit Exceeded: used more than 300 ms of CPU time" in result.stdout


def test_an_unreadable_solution_fails_every_case_with_the_reason(tmp_path: Path) -> None:
    result = run_pytest(tmp_path, "--solution", str(SUBMISSIONS / "empty.py"), "--problem", "52")
    assert result.returncode == 1
    assert "9 failed" in result.stdout
    assert "Compile Error:" in result.stdout and "is empty" in result.stdout


def test_usage_errors(tmp_path: Path) -> None:
    solution = str(ROOT / "solutions/n-queens/reference/reference.py")
    missing_problem = run_pytest(tmp_path, "--solution", solution)
    assert missing_problem.returncode == 4
    assert "--solution needs --problem" in missing_problem.stderr
    unknown = run_pytest(tmp_path, "--solution", solution, "--problem", "99")
    assert unknown.returncode == 4 and "unknown problem '99'" in unknown.stderr
    no_file = run_pytest(tmp_path, "--solution", str(tmp_path / "nope.py"), "--problem", "51")
    assert no_file.returncode == 4 and "no such file" in no_file.stderr


def test_the_plugin_is_inert_without_solution(tmp_path: Path) -> None:
    (tmp_path / "test_own.py").write_text("def test_own():\n    assert 1 + 1 == 2\n")
    result = run_pytest(tmp_path, "-v")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "test_own.py::test_own PASSED" in result.stdout
    assert "collected 1 item" in result.stdout and "::n=" not in result.stdout


def test_the_plugin_is_registered_as_a_pytest11_entry_point() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    target = project["entry-points"]["pytest11"]["nqueens-judge"]
    assert target == "judge.pytest_plugin"
    assert (ROOT / "judge" / "pytest_plugin.py").is_file()
    assert "dask" in project["optional-dependencies"] and not any("dask" in dep for dep in project["dependencies"])


def test_where_the_kit_is_installed_plain_pytest_has_the_options(tmp_path: Path) -> None:
    from importlib.metadata import entry_points

    if not entry_points(group="pytest11", name="nqueens-judge"):
        pytest.skip("the kit is not installed here (CI installs it): its entry point is not registered")
    solution = str(ROOT / "solutions/n-queens-ii/reference/reference.py")
    result = run_pytest(tmp_path, "--solution", solution, "--problem", "52", plugin=())
    assert result.returncode == 0, result.stdout + result.stderr
    assert "9 passed" in result.stdout
