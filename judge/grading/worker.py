"""The unit of work of `judge grade`: judge one submission, return plain data.

Worker processes (and Dask workers) import this module rather than judge.grading.batch, so they load
only the judging pipeline, not the grader's store, reports and progress display.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.core.limits import problem_limits
from judge.core.problems import find_problem
from judge.core.report import to_data
from judge.languages.source import Source, Submission
from judge.pipeline import JudgeRequest, judge


@dataclass(frozen=True)
class GradeTask:
    """Everything a worker needs to judge one submission (plain, picklable data)."""

    id: str
    submission: Submission | Source  # a Source: the worker reads it (a file that may be no solution)
    problem: str
    time_limit_ms: int | None = None


def grade_one(task: GradeTask) -> dict[str, Any]:
    """Judge one submission; returns {"id", "report"} with the report as plain data.

    A failure of the judge itself is an Internal Error report (the pipeline's; the grader retries it).
    """
    problem = find_problem(task.problem)
    limits = problem_limits(problem, task.time_limit_ms)
    report = judge(JudgeRequest(task.submission, problem, limits=limits, report_unreadable=True))
    return {"id": task.id, "report": to_data(report)}


def worker_started(workers: int = 1) -> None:
    """Runs first in each worker process: die with the grader, leave Ctrl-C to it; `workers` judge at once."""
    import signal

    from judge.execution.build import keep_compilers_warm
    from judge.execution.libc import die_with_parent
    from judge.execution.supervisor import judge_alongside

    die_with_parent()
    judge_alongside(workers)
    keep_compilers_warm()  # a class compiles many files of one language: one compiler each, kept running
    signal.signal(signal.SIGINT, signal.SIG_IGN)
