"""The limits a run happens under, and where they came from."""

from __future__ import annotations

from judge.core.record import record, replace

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.core.problems import Problem

# Wall-clock backstop as a multiple of the CPU limit (DMOJ uses 3): catches sleeping and blocking.
WALL_FACTOR = 3


@record(frozen=True)
class RunLimits:
    """The limits of every case of a run (one record, never changed: a new limit is a new record)."""

    time_ms: int  # CPU time per case
    memory_mb: int
    result_bytes: int
    source: str = "statement"

    @property
    def wall_ms(self) -> int:
        return self.time_ms * WALL_FACTOR


def problem_limits(problem: Problem, time_limit_ms: int | None = None, extended: bool = False) -> RunLimits:
    """The statement's limits (for the cases beyond LeetCode's constraints when extended);
    time_limit_ms (from the command line) replaces the CPU limit per case."""
    limits = RunLimits(
        time_ms=problem.extended_time_limit_ms if extended else problem.time_limit_ms,
        memory_mb=problem.memory_limit_mb,
        result_bytes=problem.output_limit_mb << 20,
    )
    if time_limit_ms is not None:
        return replace(limits, time_ms=time_limit_ms, source="command line")
    return limits
