"""A program started before its cases are known (judge/cli/early.py starts one before the judge has
even parsed its arguments), and what becomes of it: the supervisor's first process, or ended.

Apart from the supervisor so that starting one imports only the sandbox (and the supervisor's
imports come after the program has started).
"""

from __future__ import annotations

import os

from judge.core.record import replace
from judge.execution import sandbox
from judge.execution.protocol import encode

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

    from judge.execution.program import Program


class Started:
    """A program started before its cases are known: it loads (an interpreter in a sandbox, the
    submission) while the judge gets on with its own work (imports, limits). Its setup frame is
    written as far as the pipe takes it, at once or, for a program started from Language.launch()
    before the source was read, by send_setup(). run_cases uses it as its first process; close()
    ends it if it is never used."""

    # A backstop only (the supervisor enforces every limit): generous, as the limits are not known yet.
    CPU_SECONDS = 600

    def __init__(self, program: Program, memory_mb: int, built: Path | None = None) -> None:
        self.program = program
        self.memory_mb = memory_mb
        self.built = built  # the compiled folder the program runs, so the pipeline compiles nothing again
        self.child: sandbox.Child | None = sandbox.start_child(
            sandbox.ProcessLimits(self.CPU_SECONDS, memory_mb, address_space=program.limit_address_space), program
        )
        self.unsent = b""
        if program.setup:
            self._write(encode(program.setup))

    def send_setup(self, program: Program, memory_mb: int) -> bool:
        """For a program started from launch(): whether it starts as the whole program does, under
        this memory limit; if so, that program's setup is written now."""
        started_as = replace(self.program, setup={}, filename="")
        if (
            self.child is None
            or self.program.setup
            or memory_mb != self.memory_mb
            or replace(program, setup={}, filename="") != started_as
        ):
            return False
        self.program = program
        self._write(encode(program.setup))
        return True

    def _write(self, data: bytes) -> None:
        assert self.child is not None
        sandbox.settle(self.child)  # the harness runs the submission once it has this: first, its control group
        try:
            written = os.write(self.child.control_fd, data)
        except (BlockingIOError, BrokenPipeError):  # the rest is sent when the run begins
            written = 0
        self.unsent = data[written:]

    def take(self, program: Program, memory_mb: int) -> sandbox.Child | None:
        """The started process, if it runs this program under this memory limit (once)."""
        child, self.child = self.child, None
        if child is not None and (program != self.program or memory_mb != self.memory_mb):
            self._end(child)
            return None
        return child

    def close(self) -> None:
        if self.child is not None:
            self._end(self.child)
            self.child = None

    @staticmethod
    def _end(child: sandbox.Child) -> None:
        sandbox.kill_child(child)
        sandbox.reap_child(child)
        sandbox.close_child(child)
