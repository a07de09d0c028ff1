"""An accepted runtime put next to the gallery's approaches, measured the same way on this machine."""

from __future__ import annotations

from typing import Any

from judge.calibration.measure import REPEATS, ProblemCalibration, case_times, describe_machine
from judge.core.limits import RunLimits
from judge.core.problems import Case, Problem
from judge.languages.source import Submission

# The user's own solution is re-run for the comparison only while that stays cheap.
COMPARISON_BUDGET_MS = 1500
SAME_SPEED = 0.15


def compare_with_gallery(
    submission: Submission,
    problem: Problem,
    cases: list[Case],
    first_run_ms: list[float],
    limits: RunLimits,
    found: tuple[ProblemCalibration, dict[str, Any]],
) -> dict[str, Any] | None:
    """How an accepted submission's time on the standard cases compares with each gallery approach,
    measured the same way; `found` is this machine's calibration, which holds the gallery's medians."""
    calibration, machine = found
    repeats = REPEATS if sum(first_run_ms) * REPEATS <= COMPARISON_BUDGET_MS else 1
    times = case_times(submission, problem, cases, limits, repeats) if repeats > 1 else first_run_ms
    if times is None:
        return None
    total = round(sum(times), 3)
    approaches = sorted(calibration.approaches, key=lambda approach: approach.total_ms)
    # Within SAME_SPEED of each other two medians are a tie: run-to-run noise is about that large.
    faster = sum(approach.total_ms > total * (1 + SAME_SPEED) for approach in approaches)
    slower = sum(approach.total_ms < total * (1 - SAME_SPEED) for approach in approaches)
    return {
        "time_ms": total,
        "repeats": repeats,
        "faster_than": faster,
        "about_as_fast_as": len(approaches) - faster - slower,
        "slower_than": slower,
        "approaches": [{"name": approach.name, "time_ms": approach.total_ms} for approach in approaches],
        "machine": describe_machine(machine),
    }
