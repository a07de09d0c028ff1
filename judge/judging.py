"""Judge one submission: problem package -> runner -> checker -> Report.

This is the unit of work the CLI (and later the grader) calls; it returns plain data.
"""

from __future__ import annotations

from typing import Any

from judge import sandbox
from judge.checkers import bounded, checker_for
from judge.problems import Case, Problem
from judge.runner import CaseRun, RunLimits, run_cases
from judge.source import Submission
from judge.verdict import CaseReport, Limits, Report, Verdict, overall_verdict


def problem_limits(problem: Problem, time_limit_ms: int | None = None) -> RunLimits:
    """The problem's limits; time_limit_ms (from the command line) replaces its CPU limit per case."""
    limits = RunLimits(
        time_ms=problem.time_limit_ms,
        memory_mb=problem.memory_limit_mb,
        result_bytes=problem.output_limit_mb << 20,
    )
    if time_limit_ms is not None:
        limits.time_ms, limits.source = time_limit_ms, "command line"
    return limits


def judge_submission(
    submission: Submission,
    problem: Problem,
    cases: list[Case] | None = None,
    limits: RunLimits | None = None,
    keep_output: bool = False,
) -> Report:
    """Run every case of the problem (or the given ones) and check each answer.

    keep_output puts each returned value in the report (for `judge run`; large for big n).
    """
    cases = problem.cases() if cases is None else cases
    limits = limits or problem_limits(problem)
    outcome = run_cases(
        source=submission.text,
        filename=str(submission.path),
        method=problem.method,
        arguments=[problem.arguments(case.input) for case in cases],
        limits=limits,
    )
    report = Report(
        problem=problem.slug,
        problem_number=problem.number,
        file=str(submission.path),
        verdict=Verdict.ACCEPTED,
        passed=0,
        total=len(cases),
        time_ms=0.0,
        limits=_report_limits(limits),
        cases=[],
        sandbox=outcome.sandbox,
        warnings=[*submission.warnings, *outcome.warnings, *isolation_warnings()],
    )
    if outcome.compile_error is not None:
        report.compile_error = outcome.compile_error
        message = compile_error_message(outcome.compile_error)
        report.cases = [
            CaseReport(index, case.name, case.input, Verdict.COMPILE_ERROR, 0.0, 0.0, message=message)
            for index, case in enumerate(cases, 1)
        ]
        report.verdict = Verdict.COMPILE_ERROR
        return report
    check = checker_for(problem.checker)
    report.cases = [
        _case_report(index, case, run, check, keep_output)
        for index, (case, run) in enumerate(zip(cases, outcome.runs, strict=True), 1)
    ]
    report.passed = sum(case.verdict is Verdict.ACCEPTED for case in report.cases)
    report.time_ms = round(sum(case.time_ms for case in report.cases), 3)
    report.verdict = overall_verdict(report.cases)
    return report


def unjudged_report(
    problem: Problem, file: str, verdict: Verdict, message: str, limits: RunLimits | None = None
) -> Report:
    """The report of a submission that could not be run (unreadable file, the judge failing):
    every case gets the verdict and the message, none passed."""
    limits = limits or problem_limits(problem)
    return Report(
        problem=problem.slug,
        problem_number=problem.number,
        file=file,
        verdict=verdict,
        passed=0,
        total=len(problem.cases()),
        time_ms=0.0,
        limits=_report_limits(limits),
        cases=[
            CaseReport(index, case.name, case.input, verdict, 0.0, 0.0, message=message)
            for index, case in enumerate(problem.cases(), 1)
        ],
    )


def _report_limits(limits: RunLimits) -> Limits:
    return Limits(
        time_ms=limits.time_ms,
        wall_ms=limits.wall_ms,
        memory_mb=limits.memory_mb,
        output_mb=limits.result_bytes >> 20,
        source=limits.source,
    )


def isolation_warnings() -> list[str]:
    """One line naming the protections this machine lacks, when it lacks any."""
    isolation = sandbox.detect_isolation()
    if not isolation.missing:
        return []
    return [f"weaker sandbox ({isolation.reason}): " + "; ".join(isolation.missing)]


def compile_error_message(error: dict[str, Any]) -> str:
    line = error.get("line")
    where = f" (line {line})" if line else ""
    return f"{error.get('type', 'SyntaxError')}: {error.get('message', '')}{where}"


def _case_report(index: int, case: Case, run: CaseRun, check: Any, keep_output: bool) -> CaseReport:
    report = CaseReport(
        index=index,
        name=case.name,
        input=case.input,
        verdict=Verdict.INTERNAL_ERROR,
        time_ms=round(run.time_ms, 3),
        wall_ms=round(run.wall_ms, 3),
        memory_kb=run.memory_kb,
        message=run.message,
        stdout=run.stdout,
        stderr=run.stderr,
        output_truncated=run.output_truncated,
    )
    if run.error is not None:
        report.details["error"] = run.error
    if not run.answered:
        report.verdict = run.verdict or Verdict.INTERNAL_ERROR
        return report
    if keep_output:
        report.output = bounded(run.value, depth=8, width=None, text=1 << 20)
    if case.expected is None and case.expected_count is None:
        report.verdict = Verdict.ACCEPTED
        report.message = "no expected answer for this input; the output was not checked"
        return report
    result = check(case, run.value)
    report.verdict = result.verdict
    report.message = result.message
    report.details.update(result.details)
    return report
