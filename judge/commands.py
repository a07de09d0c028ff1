"""What each command asks of the pipeline: the cases it judges and the limits it judges them under.

`judge test`, the web page's Submit and `judge run` (and the page's Run) judge under this machine's
limits, calibrated from the example solutions, else the statement's; `judge grade` under the
statement's (a grade must not depend on the machine); `judge calibrate` and `judge verify` under
their own. Every one of them builds a JudgeRequest for pipeline.judgement().
"""

from __future__ import annotations

from judge.core.problems import Case, Problem
from judge.core.report import Report
from judge.core.verdicts import Verdict
from judge.languages.source import Submission
from judge.pipeline import Finished, Judgement, JudgeRequest, final_report, judgement, judging

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.execution.started import Started


def one_case_judgement(submission: Submission, problem: Problem, case: Case) -> Judgement:
    """One case with its answer kept (`judge run`, the web page's Run), under the limits `judge test`
    gives it here: calibrated on this machine, else the statement's (the extended ones for a case
    beyond LeetCode's constraints)."""
    from judge.calibration.measure import cached_calibration, limits_for

    limits, extended_limits = limits_for(problem, cached_calibration(problem, submission.language))
    limits = extended_limits if case.extended else limits
    yield from judgement(JudgeRequest(submission, problem, cases=(case,), limits=limits, keep_output=True))


def judge_one(submission: Submission, problem: Problem, case: Case) -> Report:
    """The report of one_case_judgement."""
    return final_report(one_case_judgement(submission, problem, case))


def practice_judgement(
    submission: Submission,
    problem: Problem,
    extended: bool = False,
    time_limit_ms: int | None = None,
    all_cases: bool = False,
    early: Started | None = None,
    remember_for: str | None = None,
) -> Judgement:
    """What `judge test` does: judge under this machine's limits (calibrated, else the statement's)
    the problem's cases and then the learner's own (judge/learner/own_cases.py), stopping after the
    first case over a limit unless all_cases, then, when accepted, put the runtime next to the
    gallery's approaches (in the report of the last event). early and remember_for: see JudgeRequest."""
    from judge.calibration.measure import cached_calibration, limits_for
    from judge.learner.own_cases import read_own_cases, with_reference_answers

    # Read once: it sets the limits and holds the gallery's times.
    found = cached_calibration(problem, submission.language)
    limits, extended_limits = limits_for(problem, found, time_limit_ms)
    cases = problem.cases(extended=extended)
    own, own_warnings = read_own_cases(problem)
    if own:
        own, unchecked = with_reference_answers(problem, own)
        cases, own_warnings = cases + own, own_warnings + unchecked
    request = JudgeRequest(
        submission,
        problem,
        cases=tuple(cases),
        limits=limits,
        extended_limits=extended_limits,
        stop_after_limit=not all_cases,
        early=early,
        remember_for=remember_for,
    )
    report = yield from judging(request)
    if report.verdict is Verdict.ACCEPTED and found is not None:
        from judge.learner.comparison import compare_with_gallery

        standard = [case for case in cases if not case.extended and not case.own]
        first_run_ms = [
            run.time_ms for run, case in zip(report.cases, cases, strict=True) if not case.extended and not case.own
        ]
        report.comparison = compare_with_gallery(submission, problem, standard, first_run_ms, limits, found)
    report.warnings.extend(own_warnings)
    yield Finished(report)
