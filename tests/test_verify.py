"""`judge verify`: every example solution gets the verdict its folder promises."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from judge.calibration import verify
from judge.calibration.gallery import default_solutions_dir
from judge.core.problems import Problem, load_problems
from judge.core.record import replace
from judge.core.report import CaseReport, Report
from judge.core.verdicts import Verdict
from judge.languages import REGISTRY, language_named

from .conftest import ROOT, run_judge

LANGUAGES = [row[0] for row in REGISTRY]
# The example solutions verify judges: the installed copy where the kit is installed (CI's pip install .).
GALLERY = Path(default_solutions_dir())


@pytest.mark.timeout(600)
@pytest.mark.parametrize("language", LANGUAGES)
def test_verify_passes_on_the_shipped_examples(language: str) -> None:
    found = language_named(language).missing_toolchain()
    if found is not None:
        pytest.skip(f"{language_named(language).title} is not installed here ({found.package})")
    result = run_judge("verify", "--language", language, timeout=580)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "FAIL" not in result.stdout
    cases = sum(len(problem.cases()) for problem in load_problems())
    assert f"test data: {cases} expected answers checked" in result.stdout
    extension = language_named(language).extensions[0]
    for folder in ("reference", "accepted", "wrong_answer", "time_limit_exceeded", "runtime_error"):
        assert re.search(rf"ok   solutions/n-queens[-i]*/{folder}/\S+\{extension} ", result.stdout), (
            folder,
            result.stdout,
        )
    if list((ROOT / "solutions").glob(f"n-queens*/compile_error/*{extension}")):
        assert re.search(rf"ok   solutions/n-queens[-i]*/compile_error/\S+\{extension} ", result.stdout), result.stdout
    for problem in load_problems():
        assert f"ok   solutions/{problem.slug}/reference/reference{extension} " in result.stdout, problem.slug


def test_verify_fails_when_an_example_is_in_the_wrong_folder(tmp_path: Path) -> None:
    root = tmp_path / "solutions"
    accepted = root / "n-queens" / "accepted"
    accepted.mkdir(parents=True)
    shutil.copy(ROOT / "solutions" / "n-queens" / "wrong_answer" / "missing_mirror.py", accepted / "misfiled.py")
    shutil.copy(ROOT / "solutions" / "n-queens" / "reference" / "reference.py", accepted / "reference.py")
    result = run_judge("verify", "51", "--no-sensitivity", env={"JUDGE_SOLUTIONS_DIR": str(root)})
    assert result.returncode == 1
    assert "FAIL" in result.stdout and "misfiled.py" in result.stdout
    assert "expected Accepted, got Wrong Answer" in result.stdout
    assert "ok   " in result.stdout  # the reference next to it still passes


def test_verify_refuses_a_tree_that_is_not_in_leetcodes_level_order(tmp_path: Path) -> None:
    # Data no signature allows would be blamed on the solution, differently in each language.
    from .test_design import write_problem
    from .test_feedback import INVERT

    cases = [
        {"name": "fine", "input": {"root": [2, 1, 3]}, "expected": [2, 3, 1]},
        {"name": "orphan", "input": {"root": [1, None, None, 4]}, "expected": [1]},
        {"name": "text", "input": {"root": [1, "x"]}, "expected": [1]},
    ]
    env = write_problem(tmp_path / "problems", "invert", 9851, INVERT, cases)
    result = run_judge("verify", "9851", "--no-sensitivity", env={**env, "JUDGE_SOLUTIONS_DIR": str(tmp_path)})
    assert result.returncode == 1, result.stdout + result.stderr
    lines = [line for line in result.stdout.splitlines() if "the input is not one the signature allows" in line]
    assert [line.split(":")[0].split()[-1] for line in lines] == ["orphan", "text"], result.stdout


@pytest.mark.parametrize(
    ("readings", "flagged"),
    [((700.0, 300.0, 310.0), False), ((700.0, 650.0, 600.0), True), ((300.0,), False)],
)
def test_one_slow_reading_does_not_decide_the_half_limit_rule(
    monkeypatch: pytest.MonkeyPatch, readings: tuple[float, ...], flagged: bool
) -> None:
    """Over half the limit once, an uncalibrated example is judged twice more and the least reading counts."""
    real_judge = verify.judge
    times = iter(readings)
    calls = []

    def judge_with_reading(request: verify.JudgeRequest) -> Report:
        report = real_judge(request)
        calls.append(request)
        slowest: CaseReport = max(report.cases, key=lambda case: case.time_ms)
        return replace(report, cases=[replace(slowest, time_ms=next(times))])

    monkeypatch.setattr(verify, "judge", judge_with_reading)
    monkeypatch.setattr(verify, "cached_calibration", lambda problem, language: None)
    problem = next(problem for problem in load_problems() if problem.slug == "n-queens-ii")
    path = GALLERY / "n-queens-ii" / "accepted" / "bitmask.py"
    result = verify.verify_example(path, problem, Verdict.ACCEPTED, sensitivity=False)
    assert result.limit_ms == 1000
    assert len(calls) == len(readings)
    assert result.over_half_the_limit is flagged
    assert result.ok is not flagged


@pytest.fixture
def requests(monkeypatch: pytest.MonkeyPatch) -> list[verify.JudgeRequest]:
    """Every judgement verify asks for from now on, each made for real."""
    made = []
    real_judge = verify.judge

    def counted(request: verify.JudgeRequest) -> Report:
        made.append(request)
        return real_judge(request)

    monkeypatch.setattr(verify, "judge", counted)
    return made


def _limit_ms(problem: Problem) -> int:
    """The per-case limit verify judges a Python example of this problem at."""
    return verify.limits_for(problem, verify.cached_calibration(problem, "python"))[0].time_ms


@pytest.mark.parametrize(("folder", "first"), [("wrong_answer", "Wrong Answer"), ("accepted", "Accepted")])
def test_a_run_that_met_no_time_limit_is_not_judged_again_higher(
    requests: list[verify.JudgeRequest], folder: str, first: str
) -> None:
    """A higher limit cannot change a run that met none: the 1.5x run is left out, and nothing is flagged."""
    problem = next(problem for problem in load_problems() if problem.slug == "n-queens-ii")
    path = next((GALLERY / "n-queens-ii" / folder).glob("*.py"))
    result = verify.verify_example(path, problem, Verdict(first), sensitivity=True)
    assert result.got is Verdict(first) and not result.time_sensitive
    assert len(requests) == 1 and result.got_at_higher_limit is None


def test_a_slow_example_that_passes_at_a_higher_limit_is_flagged(monkeypatch: pytest.MonkeyPatch) -> None:
    real_judge = verify.judge
    problem = next(problem for problem in load_problems() if problem.slug == "n-queens-ii")
    limit_ms = _limit_ms(problem)

    def judged(request: verify.JudgeRequest) -> Report:
        """Over the limit at 1x, within it at 1.5x: the example's verdict depends on the limit."""
        report = real_judge(request)
        assert request.limits is not None
        over = request.limits.time_ms == limit_ms
        verdict = Verdict.TIME_LIMIT_EXCEEDED if over else Verdict.ACCEPTED
        return replace(report, verdict=verdict, cases=[replace(case, verdict=verdict) for case in report.cases])

    monkeypatch.setattr(verify, "judge", judged)
    path = GALLERY / "n-queens-ii" / "time_limit_exceeded" / "all_placements.py"
    result = verify.verify_example(path, problem, Verdict.TIME_LIMIT_EXCEEDED, sensitivity=True)
    assert result.got is Verdict.TIME_LIMIT_EXCEEDED and result.got_at_higher_limit is Verdict.ACCEPTED
    assert result.time_sensitive and not result.only_higher


@pytest.mark.parametrize("sensitivity", [True, False])
def test_a_known_slow_example_is_judged_once_at_the_higher_limit(
    requests: list[verify.JudgeRequest], sensitivity: bool
) -> None:
    """Over 1.5x the limit is over it, case for case: a run at 1x, or a second reading, says nothing more."""
    problem = next(problem for problem in load_problems() if problem.slug == "n-queens-ii")
    path = GALLERY / "n-queens-ii" / "time_limit_exceeded" / "all_placements.py"
    result = verify.verify_example(path, problem, Verdict.TIME_LIMIT_EXCEEDED, sensitivity=sensitivity)
    assert result.ok and result.got is Verdict.TIME_LIMIT_EXCEEDED and result.only_higher is sensitivity
    judged = [(request.limits and request.limits.time_ms, request.run_again_at_limit) for request in requests]
    limit_ms = _limit_ms(problem)
    assert judged == ([(round(limit_ms * 1.5), False)] if sensitivity else [(limit_ms, True)])
    # An example expected to pass is judged at the limit, with its second reading there.
    requests.clear()
    verify.verify_example(GALLERY / "n-queens-ii" / "accepted" / "bitmask.py", problem, Verdict.ACCEPTED, sensitivity)
    assert [(request.limits and request.limits.time_ms, request.run_again_at_limit) for request in requests] == [
        (limit_ms, True)
    ]
