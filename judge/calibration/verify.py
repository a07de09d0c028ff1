"""`judge verify`: the kit tests itself, as Kattis problem packages do.

Example solutions live in folders named by the verdict they must get (see judge/calibration/gallery.py). Verify judges
each one and fails when any gets another verdict; it also checks every expected answer in
the test data against its own checker, and flags examples whose verdict changes when the
time limit is raised to 1.5x (a limit too close to a solution's running time).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from judge.calibration.gallery import CORRECT_FOLDERS, default_solutions_dir, is_kit_example, shown_path
from judge.calibration.measure import cached_calibration, limits_for
from judge.checking import checker_for
from judge.core.limits import with_case_limit
from judge.core.problems import Problem
from judge.core.report import Report
from judge.core.verdicts import Verdict
from judge.languages.source import read_submission
from judge.pipeline import JudgeRequest, judge

SENSITIVITY_FACTOR = 1.5
# Readings of a correct example's slowest case whose least is held to half the limit, when the
# first is over it and no calibration measured it.
READINGS_OVER_HALF = 3


@dataclass
class ExampleResult:
    path: str
    problem: str
    expected: Verdict
    got: Verdict
    got_at_higher_limit: Verdict | None
    time_ms: float
    limit_ms: int = 0
    # For a correct example: its slowest case (the calibration's median when the limit was
    # calibrated, else this run's, or the least of three when that is over half), which must stay
    # within half the limit (Kattis's rule).
    slowest_ms: float | None = None
    only_higher: bool = False  # a known-slow example over 1.5x the limit: not judged at 1x too

    @property
    def over_half_the_limit(self) -> bool:
        return self.slowest_ms is not None and self.slowest_ms > self.limit_ms / 2

    @property
    def ok(self) -> bool:
        return self.got is self.expected and not self.over_half_the_limit

    @property
    def time_sensitive(self) -> bool:
        return self.got_at_higher_limit is not None and self.got_at_higher_limit is not self.got


def check_test_data(problems: list[Problem]) -> list[str]:
    """Each input must be one the signature allows (a tree in LeetCode's level order, say), and each
    expected answer must pass its own checker; returns one line per failure."""
    from judge.core.signature import input_problem

    failures = []
    for problem in problems:
        for case in problem.cases(extended=True):
            wrong = input_problem(problem.signature, case.input)
            if wrong:  # a solution would take the blame for it, differently in each language
                failures.append(f"{problem.slug} {case.name}: the input is not one the signature allows: {wrong}")
        check = checker_for(problem)
        for case in problem.cases():
            if case.expected is None:
                continue  # a checker that judges from the input alone has nothing to compare
            result = check(case, case.expected)
            if result.verdict is not Verdict.ACCEPTED:
                failures.append(f"{problem.slug} {case.name}: expected answer fails its checker: {result.message}")
    return failures


def _hit_a_time_limit(report: Report) -> bool:
    tle = Verdict.TIME_LIMIT_EXCEEDED
    return report.verdict is tle or any(case.verdict is tle for case in report.cases)


def _slowest_case_ms(report: Report) -> float:
    return max((case.time_ms for case in report.cases), default=0.0)


def verify_example(path: Path, problem: Problem, expected: Verdict, sensitivity: bool = True) -> ExampleResult:
    """Judge one example under the limits `judge test` would use here (calibrated, else the statement's).

    With sensitivity, judge it again at 1.5x the limit when it met the limit: a verdict that changes
    means the limit sits too close to the example's running time (a known-slow one must take over
    1.5x the limit).
    A correct example must also run within half the limit: the slowest approach a learner may
    write needs that room on a busier moment of the same machine.
    """
    submission = read_submission(path, problem=problem)
    shown = shown_path(path, default_solutions_dir())
    found = cached_calibration(problem, submission.language)
    limits, _ = limits_for(problem, found)
    # As `judge test` does, the cases after one over a limit are not run: they would only run to it.
    limit_ms = limits.time_ms
    raised = with_case_limit(limits, round(limit_ms * SENSITIVITY_FACTOR), limits.source)
    # One reading at 1.5x the limit: a noisy one only hides a flag (noise adds time), never raises one.
    at_higher = JudgeRequest(submission, problem, limits=raised, stop_after_limit=True, run_again_at_limit=False)
    higher = None
    if sensitivity and expected is Verdict.TIME_LIMIT_EXCEEDED:
        # A known-slow example is judged at 1.5x first. Over 1.5x it is over 1x, case for case (the
        # cases before it run the same under either limit), so the run at 1x would only repeat it.
        report = judge(at_higher)
        higher = report.verdict
        if higher is Verdict.TIME_LIMIT_EXCEEDED:
            return ExampleResult(
                shown, problem.slug, expected, higher, higher, report.time_ms, limit_ms, only_higher=True
            )
    report = judge(JudgeRequest(submission, problem, limits=limits, stop_after_limit=True))
    if sensitivity and higher is None and _hit_a_time_limit(report):
        # Only a run that met a time limit can end otherwise under a higher one: every other run
        # would repeat itself case for case.
        higher = judge(at_higher).verdict
    slowest = None
    if path.parent.name in CORRECT_FOLDERS:
        measured = {approach.path: approach.slowest_case_ms for approach in found[0].approaches} if found else {}
        key = str(path.relative_to(default_solutions_dir())) if is_kit_example(path) else ""
        slowest = measured.get(key)
        if slowest is None:
            slowest = _slowest_case_ms(report)
            if slowest > limit_ms / 2:
                # One reading on a shared machine can be twice the next (another tenant, the host's
                # page scanning), and CI read two in three so: noise only ever adds CPU time, so the
                # least of three readings is the example's own cost.
                readings = [slowest] + [
                    _slowest_case_ms(judge(JudgeRequest(submission, problem, limits=limits, stop_after_limit=True)))
                    for _ in range(READINGS_OVER_HALF - 1)
                ]
                slowest = min(readings)
    return ExampleResult(shown, problem.slug, expected, report.verdict, higher, report.time_ms, limit_ms, slowest)
