"""A program ready to start: what a language builds and what the sandbox and the supervisor act on;
and a build plan, what a language asks the compile stage (judge/execution/build.py) to compile.

Plain data with no imports beyond the record type: `judge test` builds Python's before the judge
has imported the languages (judge/cli/early.py).
"""

from __future__ import annotations

from judge.core.record import record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

# The memory limit a program is built for when none is given (the problems' own limit).
DEFAULT_MEMORY_MB = 256


@record(frozen=True)
class CrashRule:
    """How a runtime's last words on stderr read, for a process that died without answering:
    the first rule whose pattern matches names the verdict; message may use the match's groups
    ({0} the whole match, {1}... the groups)."""

    pattern: str
    verdict: str  # a Verdict's value: "Runtime Error", "Memory Limit Exceeded", ...
    message: str


@record(frozen=True)
class Program:
    """A built submission, ready to start: plain data the supervisor and the sandbox act on."""

    command: tuple[str, ...]  # what to run; the protocol's descriptors are appended
    setup: dict[str, Any]  # the first frame on the control channel
    filename: str  # how the program's error frames name the user's file
    files: tuple[Path | str, ...] = ()  # files or folders of the judge the command needs (bound read-only)
    visible: tuple[str, ...] = ()  # folders the command needs that the sandbox would otherwise hide
    # The runtime reserves far more address space than it uses (JVM, V8, Go): memory is then limited
    # by resident memory, watched from outside, instead of an address-space limit it cannot start under.
    limit_address_space: bool = True
    # The program becomes the unprivileged user itself when given "UID:GID" after the descriptors
    # (Python's harness does); otherwise the sandbox starts it through setpriv.
    drops_privileges: bool = False
    env: tuple[tuple[str, str], ...] = ()
    crash_rules: tuple[CrashRule, ...] = ()
    # The harness runs none of the submission's code before the setup frame (no static initialisers
    # run at start, as C++'s and Go's do): the sandbox moves the started program into its control
    # group while it starts, instead of before (a move waits for an RCU grace period, ~10 ms).
    gated: bool = False
    # A compiler kept running (judge/execution/warm_compiler.py) takes requests on the protocol's
    # descriptors, which a compiler is otherwise not given.
    channels: bool = False


@record(frozen=True)
class CompileLimits:
    """What a compile may use (CPU, memory, wall-clock time) and how much of its output is kept."""

    cpu_seconds: int
    memory_mb: int
    wall_seconds: float
    output_bytes: int

    def reached(self, cpu: float | None, memory_kb: int | None, seconds: float) -> str:
        """The limit a compiler that has used this much (seconds: on the wall clock) ran into, in the
        report's words; "" for none."""
        if cpu is not None and cpu > self.cpu_seconds:
            return f"the compiler used more than {self.cpu_seconds} s of CPU time"
        if memory_kb is not None and memory_kb > self.memory_mb * 1024:
            return f"the compiler used more than {self.memory_mb} MB of memory"
        if seconds > self.wall_seconds:
            return f"the compiler ran for more than {self.wall_seconds:g} s"
        return ""


@record(frozen=True)
class WarmCompile:
    """How a compiler kept running (one per grading worker: judge/execution/warm_compiler.py) makes
    a plan's build, as its command would: the same files in the build folder, the same output."""

    server: tuple[str, ...]  # the compiler's long-lived command; the protocol's descriptors are appended
    arguments: tuple[str, ...]  # this build's request: the compiler's arguments, run in the build folder
    visible: tuple[str, ...] = ()  # what the server needs to see beyond the plan's own folders
    then_copy: tuple[str, ...] = ()  # folders whose files join a build that compiled


@record(frozen=True)
class BuildPlan:
    """How to compile a submission: write `files` into an empty folder, run `command` there."""

    files: dict[str, str]  # name in the build folder -> text (the user's file among them, unshifted)
    command: tuple[str, ...]  # the compiler, run inside the sandbox with the build folder as working folder
    user_file: str  # the user's file's name in the build folder
    visible: tuple[str, ...] = ()  # the toolchain's folders that the sandbox would otherwise hide
    env: tuple[tuple[str, str], ...] = ()
    identity: str = ""  # the toolchain's version and anything else that changes its output (cache key)
    # Files (by name) the judge writes into the folder itself: generated code the user never sees.
    generated: tuple[str, ...] = ()
    # Address space: compilers built on a JVM or V8 cannot start under an address-space limit.
    limit_address_space: bool = True
    warm: WarmCompile | None = None  # a grading worker's compiler kept running, when the language has one
