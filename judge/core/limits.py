"""The limits a run happens under, and where they came from."""

from __future__ import annotations

import math

from judge.core.record import record, replace

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.core.problems import Problem

# Wall-clock backstop as a multiple of the CPU limit (DMOJ uses 3): catches sleeping and blocking.
WALL_FACTOR = 3


@record(frozen=True)
class RunLimits:
    """The limits of every case of a run (one record, never changed: a new limit is a new record)."""

    time_ms: int  # CPU time per case: a case over it is stopped there
    memory_mb: int
    result_bytes: int
    source: str = "statement"
    # CPU time of the whole run: every case, and all the program did before the first one. A case
    # can't be given its own time once the program may work on others in the background, so this is
    # the rule; None only while measuring (calibration), which must not be cut short.
    run_ms: int | None = None

    @property
    def wall_ms(self) -> int:
        return self.time_ms * WALL_FACTOR


def problem_limits(problem: Problem, time_limit_ms: int | None = None, extended: bool = False) -> RunLimits:
    """The statement's limits (for the cases beyond LeetCode's constraints when extended);
    time_limit_ms (from the command line) replaces the CPU limit per case, and scales the run's."""
    limits = RunLimits(
        time_ms=problem.extended_time_limit_ms if extended else problem.time_limit_ms,
        memory_mb=problem.memory_limit_mb,
        result_bytes=problem.output_limit_mb << 20,
        run_ms=problem.extended_run_time_limit_ms if extended else problem.run_time_limit_ms,
    )
    if time_limit_ms is not None:
        return with_case_limit(limits, time_limit_ms, "command line")
    return limits


def with_case_limit(limits: RunLimits, time_ms: int, source: str) -> RunLimits:
    """limits with another per-case limit; the run's limit keeps its ratio to it, and is never below it."""
    run_ms = None if limits.run_ms is None else max(time_ms, math.ceil(limits.run_ms * time_ms / limits.time_ms))
    return replace(limits, time_ms=time_ms, run_ms=run_ms, source=source)
