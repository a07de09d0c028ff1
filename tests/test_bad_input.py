"""Bad input is a usage error: exit status 2, exactly one line on stderr starting `judge: error:`, no traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import run_judge, submission

OK_51 = "accepted_51_backtracking.py"


def assert_usage_error(*args: str, json_mode_too: bool = True) -> str:
    result = run_judge(*args)
    assert result.returncode == 2, (result.returncode, result.stdout[-1000:], result.stderr[-1000:])
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {len(lines)}:\n{result.stderr}"
    assert lines[0].startswith("judge: error: "), lines[0]
    assert len(lines[0]) > len("judge: error: ") + 5, "the message says what is wrong"
    assert result.stdout == "", result.stdout
    if json_mode_too and args[0] == "test":
        again = run_judge(*args, "--json")
        assert again.returncode == 2 and "Traceback" not in again.stderr
        assert [line for line in again.stderr.splitlines()] == lines
    return lines[0]


def test_missing_file(tmp_path: Path) -> None:
    message = assert_usage_error("test", str(tmp_path / "nowhere.py"))
    assert "nowhere.py" in message


def test_a_folder(tmp_path: Path) -> None:
    assert_usage_error("test", str(tmp_path))


def test_empty_file() -> None:
    message = assert_usage_error("test", submission("empty.py"))
    assert "empty" in message


def test_whitespace_only_file(tmp_path: Path) -> None:
    path = tmp_path / "blank.py"
    path.write_text("\n   \n\t\n")
    assert_usage_error("test", str(path))


def test_binary_file() -> None:
    assert_usage_error("test", submission("binary.py"))


def test_file_over_one_megabyte(tmp_path: Path) -> None:
    path = tmp_path / "huge.py"
    body = "class Solution:\n    def totalNQueens(self, n):\n        return [0, 1, 0, 0, 2, 10, 4, 40, 92, 352][n]\n"
    path.write_text(body + "# padding\n" * 120_000)  # 1.2 MB of valid Python
    assert path.stat().st_size > 1_000_000
    assert_usage_error("test", str(path))


def test_no_solution_class() -> None:
    # With --json, a report (Compile Error) is printed instead: tests/test_house.py.
    message = assert_usage_error("test", submission("no_solution_class.py"), json_mode_too=False)
    assert "Solution" in message


def test_no_solution_class_even_with_problem() -> None:
    assert_usage_error("test", submission("no_solution_class.py"), "--problem", "52", json_mode_too=False)


@pytest.mark.parametrize("problem", ["999", "nope"])
def test_unknown_problem(problem: str) -> None:
    message = assert_usage_error("test", submission(OK_51), "--problem", problem)
    assert problem in message


def test_unknown_problem_for_show_and_run() -> None:
    assert_usage_error("show", "999")
    assert_usage_error("run", submission(OK_51), "-n", "4", "--problem", "nope")


@pytest.mark.parametrize("value", ["0", "abc", "-3", "4.5"])
def test_run_with_a_bad_n(value: str) -> None:
    assert_usage_error("run", submission(OK_51), "--problem", "51", f"-n={value}")


def test_run_without_n() -> None:
    assert_usage_error("run", submission(OK_51), "--problem", "51")


@pytest.mark.parametrize("value", ["0", "abc"])
def test_bad_time_limit(value: str) -> None:
    assert_usage_error("test", submission(OK_51), f"--time-limit={value}")


def test_ambiguous_file_without_problem() -> None:
    message = assert_usage_error("test", submission("ambiguous_both_methods.py"))
    assert "--problem" in message
    assert_usage_error("run", submission("ambiguous_both_methods.py"), "-n", "4")


def test_file_defining_neither_method_without_problem() -> None:
    message = assert_usage_error("test", submission("neither_method.py"))
    assert "--problem" in message


@pytest.mark.parametrize(
    "args", [(), ("bogus",), ("test",), ("show",)], ids=["nothing", "unknown-command", "test-no-file", "show-no-id"]
)
def test_bad_command_line(args: tuple[str, ...]) -> None:
    assert_usage_error(*args, json_mode_too=False)
