"""How the judge treats a submission and its own commands: problem choice, list/show/run, state, encodings."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from .conftest import ROOT, run_judge, submission

BOARDS_4 = sorted([[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]])


def judge_json(*args: str) -> tuple[int, dict]:
    result = run_judge("test", *args, "--json")
    assert "Traceback" not in result.stderr, result.stderr
    return result.returncode, json.loads(result.stdout)


def encoding_warnings(report: dict) -> list[str]:
    """The warnings about the file's encoding (a weaker sandbox adds a warning of its own)."""
    return [warning for warning in report["warnings"] if "UTF-8" in warning]


@pytest.mark.parametrize(
    ("file", "slug"),
    [("accepted_51_backtracking.py", "n-queens"), ("accepted_52_uses_prelude_names.py", "n-queens-ii")],
)
def test_problem_is_inferred_from_the_method(file: str, slug: str) -> None:
    code, report = judge_json(submission(file))
    assert (code, report["verdict"], report["problem"]) == (0, "Accepted", slug)


@pytest.mark.parametrize(("number", "slug"), [("51", "n-queens"), ("52", "n-queens-ii")])
def test_problem_by_number_or_slug_is_the_same(number: str, slug: str) -> None:
    # The file defines both methods, so --problem is what picks the one judged.
    path = submission("ambiguous_both_methods.py")
    by_number = judge_json(path, "--problem", number)
    by_slug = judge_json(path, "--problem", slug)
    for code, report in (by_number, by_slug):
        assert (code, report["verdict"], report["problem"], report["passed"]) == (0, "Accepted", slug, 9)
    assert [(c["input"], c["verdict"]) for c in by_number[1]["cases"]] == [
        (c["input"], c["verdict"]) for c in by_slug[1]["cases"]
    ]


def test_explicit_problem_overrides_inference() -> None:
    # A 52 solution judged as 51 lacks solveNQueens: it must not pass (and must not crash the judge).
    code, report = judge_json(submission("state_instance_ok.py"), "--problem", "51")
    assert code == 1 and report["problem"] == "n-queens"
    assert report["verdict"] != "Accepted" and report["passed"] == 0


def test_list_shows_both_problems() -> None:
    result = run_judge("list")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert any("51" in line and "n-queens" in line and "n-queens-ii" not in line for line in lines), result.stdout
    assert any("52" in line and "n-queens-ii" in line for line in lines), result.stdout


@pytest.mark.parametrize("identifier", ["51", "n-queens"])
def test_show_prints_the_statement(identifier: str) -> None:
    result = run_judge("show", identifier)
    assert result.returncode == 0, result.stderr
    assert "N-Queens" in result.stdout
    assert "1 <= n <= 9" in result.stdout


def test_show_52() -> None:
    result = run_judge("show", "52")
    assert result.returncode == 0 and "N-Queens II" in result.stdout


def test_run_prints_the_boards_and_the_verdict() -> None:
    # The boards are drawn as grids by default (tests/test_learner_tools.py); --raw prints them as JSON.
    result = run_judge("run", submission("accepted_51_backtracking.py"), "-n", "4", "--problem", "51")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Accepted" in result.stdout.splitlines()[-1]
    raw = run_judge("run", submission("accepted_51_backtracking.py"), "-n", "4", "--problem", "51", "--raw")
    assert raw.returncode == 0 and "Accepted" in raw.stderr
    assert sorted(json.loads(raw.stdout)) == BOARDS_4, raw.stdout


def test_run_52_infers_the_problem() -> None:
    result = run_judge("run", submission("accepted_52_uses_prelude_names.py"), "-n", "8")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "92" in result.stdout.split() and "Accepted" in result.stdout


def test_run_reports_a_wrong_answer() -> None:
    result = run_judge("run", submission("wrong_answer_52_off_by_one.py"), "-n", "8")
    assert result.returncode == 1
    assert "91" in result.stdout and "Wrong Answer" in result.stdout


def test_fresh_instance_per_case_and_module_imported_once() -> None:
    code, report = judge_json(submission("state_module_persists.py"))
    assert code == 0 and report["verdict"] == "Accepted"
    for index, case in enumerate(report["cases"], 1):
        assert case["stdout"].strip() == f"instances={index} distinct={index} calls={index}"


def test_state_on_self_from_init_is_fine() -> None:
    code, report = judge_json(submission("state_instance_ok.py"))
    assert (code, report["verdict"], report["passed"]) == (0, "Accepted", 9)


def test_class_level_state_leaks_across_cases_as_on_leetcode() -> None:
    code, report = judge_json(submission("state_class_counter_leaks.py"))
    assert code == 1 and report["verdict"] == "Wrong Answer"
    assert report["passed"] == 1 and report["cases"][0]["verdict"] == "Accepted"
    assert "got 1" in report["cases"][1]["message"]
    # n = 4 finds 2 placements on top of the 1 left over from n = 1: the counter carried on.
    assert "got 3" in report["cases"][3]["message"]


def test_gbk_comments_are_judged_with_a_warning() -> None:
    raw = Path(submission("gbk_comments.py")).read_bytes()
    with pytest.raises(UnicodeDecodeError):
        raw.decode("utf-8")
    assert not re.search(rb"coding[:=]", raw), "no coding cookie"
    code, report = judge_json(submission("gbk_comments.py"))
    assert (code, report["verdict"], report["passed"]) == (0, "Accepted", 9)
    assert len(encoding_warnings(report)) == 1


def test_coding_cookie_is_honoured_with_a_warning() -> None:
    code, report = judge_json(submission("latin1_coding_cookie.py"))
    assert (code, report["verdict"], report["passed"]) == (0, "Accepted", 9)
    warnings = encoding_warnings(report)
    assert len(warnings) == 1 and "latin" in warnings[0].lower()


def test_crlf_line_endings() -> None:
    raw = Path(submission("crlf_line_endings.py")).read_bytes()
    assert raw.count(b"\r\n") == raw.count(b"\n") > 5
    code, report = judge_json(submission("crlf_line_endings.py"))
    assert (code, report["verdict"], encoding_warnings(report)) == (0, "Accepted", [])


def test_text_mode_shows_the_encoding_warning() -> None:
    result = run_judge("test", submission("gbk_comments.py"))
    assert result.returncode == 0
    assert "warning" in result.stdout.lower() + result.stderr.lower()


@pytest.mark.parametrize("suffix", [".py", ".js"])
def test_what_the_file_prints_while_loading_goes_with_the_first_case(suffix: str) -> None:
    path = ROOT / "tests" / "submissions" / "leetcode" / f"prints_while_loading_52{suffix}"
    if suffix == ".js" and shutil.which("node") is None:
        pytest.skip("node is not installed")
    result = run_judge("test", str(path), "--json")
    cases = result.json()["cases"]
    assert result.returncode == 0
    assert cases[0]["stdout"].startswith("loaded the module\n"), cases[0]["stdout"]
    assert "loaded the module" not in cases[1]["stdout"]
