"""How a solution's time grows with its input (`judge growth`).

The problem names the parameter that is the input's size and the sizes to try, past LeetCode's
constraints (problem.json's "growth"). The solution runs on them in one sandboxed process, smallest
first, under the statement's limit per case, until one takes longer: each size's CPU time is read
as any case's. The growth is the mean ratio from one size to the next over the last sizes that took
long enough to time, and it is set beside the gallery's approaches, whose ratios the problem records.
A size that is one of the problem's cases has its answer checked, a wrong one said; the others are timed only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from judge.core.limits import problem_limits
from judge.core.problems import Growth, Problem
from judge.core.record import replace
from judge.core.verdicts import Verdict
from judge.errors import UsageError
from judge.languages.source import Submission
from judge.pipeline import JudgeRequest, judge

# Times below this are mostly the judge's own reading: too short to say how a solution grows.
TIMED_MS = 2.0
# The ratios the growth is the mean of: the last ones, where the leading term rules.
RATIOS = 3


@dataclass
class GrowthRun:
    """A solution's times on growing inputs, and what they say."""

    parameter: str
    limit_ms: int
    times_ms: dict[int, float]  # each size solved within the limit
    over_limit: int | None  # the first size that was not (None: every size was)
    failed: str  # why a size ended otherwise (a crash), else ""
    factor: float | None  # time ratio per step of the size; None when too few sizes took long enough

    @property
    def largest(self) -> int | None:
        return max(self.times_ms) if self.times_ms else None


def growth_of(problem: Problem) -> Growth:
    if problem.growth is None:
        raise UsageError(f"no growth for problem {problem.number}: its problem.json names no size to grow")
    return problem.growth


def measure_growth(submission: Submission, problem: Problem) -> GrowthRun:
    """Run the solution on the problem's growing sizes until one passes the per-case limit."""
    growth = growth_of(problem)
    statement = problem_limits(problem)
    # Each size stops at the case's own limit; the whole run may take every size's.
    limits = replace(statement, run_ms=statement.time_ms * len(growth.sizes))
    # The problem's own case where it has one of that size (its answer known: the answer's size
    # bounded by it, and checked); else a new one.
    cases = tuple(problem.case_for({**growth.inputs, growth.parameter: size}) for size in growth.sizes)
    # One size at a time: sent ahead, quick cases would share one reading of the CPU clock.
    request = JudgeRequest(
        submission, problem, cases=cases, limits=limits, stop_after_limit=True, one_case_at_a_time=True
    )
    report = judge(request)
    if report.compile_error is not None:
        raise UsageError(f"{submission.name} does not compile: {report.compile_error.summary}")
    times: dict[int, float] = {}
    over_limit, failed = None, ""
    for size, case in zip(growth.sizes, report.cases, strict=True):
        if case.verdict in (Verdict.TIME_LIMIT_EXCEEDED, Verdict.NOT_RUN):
            over_limit = size
            break
        if case.verdict is not Verdict.ACCEPTED:
            failed = f"{case.verdict.value} at {growth.parameter} = {size}: {case.message}"
            break
        times[size] = case.time_ms
    return GrowthRun(growth.parameter, limits.time_ms, times, over_limit, failed, growth_factor(times))


def growth_factor(times: dict[int, float]) -> float | None:
    """The time ratio per step of the size: the geometric mean of the last RATIOS ratios between
    consecutive sizes that both took at least TIMED_MS."""
    timed = sorted((size, ms) for size, ms in times.items() if ms >= TIMED_MS)
    ratios = [
        (later / earlier) ** (1 / (later_size - size)) for (size, earlier), (later_size, later) in pairwise(timed)
    ][-RATIOS:]
    if not ratios:
        return None
    return math.exp(sum(math.log(ratio) for ratio in ratios) / len(ratios))


def nearest_approach(factor: float, known: dict[str, float]) -> str | None:
    """The gallery's approach whose growth is nearest (on a log scale)."""
    if not known:
        return None
    return min(known, key=lambda name: abs(math.log(known[name]) - math.log(factor)))


def growth_data(run: GrowthRun, growth: Growth) -> dict[str, Any]:
    """The run as the web page draws it (openapi.json's Growth): each size's time, where it
    stopped, the factor and the gallery's, and the lines `judge growth` prints."""
    return {
        "parameter": run.parameter,
        "sizes": list(growth.sizes),
        "limit_ms": run.limit_ms,
        "times": [{"size": size, "time_ms": round(ms, 3)} for size, ms in sorted(run.times_ms.items())],
        "over_limit": run.over_limit,
        "failed": run.failed,
        "largest": run.largest,
        "factor": None if run.factor is None else round(run.factor, 3),
        "like": None if run.factor is None else nearest_approach(run.factor, growth.approaches),
        "approaches": growth.approaches,
        "lines": growth_lines(run, growth),
    }


def growth_lines(run: GrowthRun, growth: Growth) -> list[str]:
    """What `judge growth` prints: each size's time, then how the solution grows beside the gallery."""
    name = run.parameter
    lines = [f"{name} = {size:<4} {ms:9.1f} ms" for size, ms in sorted(run.times_ms.items())]
    if run.over_limit is not None:
        lines.append(f"{name} = {run.over_limit:<4} over the {run.limit_ms} ms limit")
    if run.failed:
        lines.append(f"stopped: {run.failed}")
    if run.largest is not None:
        lines.append(f"the largest {name} within the {run.limit_ms} ms limit: {run.largest}")
    if run.factor is None:
        lines.append(f"too few sizes took {TIMED_MS:.0f} ms or more to say how the time grows")
        return lines
    said = f"grows x{run.factor:.1f} per step of {name}"
    nearest = nearest_approach(run.factor, growth.approaches)
    if nearest is not None:
        said += f", like the gallery's {nearest} approach (x{growth.approaches[nearest]:.1f})"
        others = ", ".join(
            f"{approach} x{factor:.1f}" for approach, factor in sorted(growth.approaches.items()) if approach != nearest
        )
        if others:
            said += f"; the others: {others}"
    lines.append(said)
    return lines
