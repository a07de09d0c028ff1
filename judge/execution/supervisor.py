"""The supervisor: start a built program in the sandbox, feed it cases in order (a few ahead of
the answers), watch limits, collect plain data.

It measures time itself (the submission's CPU clock, read from outside its process,
and the wall clock) and turns process facts -- timeouts, signals, exits, oversized output --
into verdicts. Answers that came back are left for the checker.
"""

from __future__ import annotations

import math
import os
import signal
import time
from collections.abc import Generator

from judge.core.compile_error import CompileError
from judge.core.limits import WALL_FACTOR, RunLimits
from judge.core.record import field, record
from judge.core.verdicts import Verdict
from judge.execution import sandbox
from judge.execution.isolation import BUBBLEWRAP, mark_bubblewrap_broken
from judge.execution.protocol import (
    CASE_EVENTS,
    Answer,
    LoadFailed,
    Loading,
    OutOfMemory,
    Raised,
    Ready,
    TooLarge,
    encode,
)
from judge.execution.session import OUT_OF_MEMORY, CaseFrames, Exited, RunBudget, Session, Stop
from judge.execution.spawn import ProcessLimits

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.execution.program import Program
    from judge.execution.protocol import HarnessEvent
    from judge.execution.started import Started

# Loading the module (imports, class bodies) gets its own budget, separate from the cases.
STARTUP_CPU_SECONDS = 5.0
# Between cases the memory is read again only once this much time has passed since the last
# reading, and after the last case: a case answered in microseconds would otherwise spend most of
# its judging reading memory. The interpreter's peak is a high-water mark, so a later reading
# misses nothing of it; the control group's cap holds at every moment.
MEMORY_INTERVAL_SECONDS = 0.005
# Cases sent before the answer to the one running came back, at most: the program goes from one
# case to the next without waiting for the judge, whose checking overlaps its work. Once half of
# them are answered the rest are sent in one write, so the program wakes once for several. Only
# frames a pipe takes whole at once are sent ahead; a longer one waits its turn.
CASES_AHEAD = 8
# After sending a case, the judge polls for the answer without sleeping for this long before it
# blocks. A sleeping judge is woken by the answer; on a virtual machine whose idle CPUs halt, that
# wake-up cost more than the program's own work on short cases (measured in docs/performance.md).
# Only with a CPU to spare (see spin_allowed), and only where it is measured to help (SpinChoice).
SPIN_SECONDS = 0.0002
# How many cases of each kind, with and without the spin, the choice is made on.
SPIN_TRIAL_CASES = 16


_judges_at_once = 1


class _Judging:
    """How many runs this process judges at this moment (on several threads, say)."""

    def __init__(self) -> None:
        import _thread

        self.lock = _thread.allocate_lock()
        self.count = 0

    def __enter__(self) -> None:
        with self.lock:
            self.count += 1

    def __exit__(self, *_exception: object) -> None:
        with self.lock:
            self.count -= 1


_JUDGING = _Judging()


def judge_alongside(count: int) -> None:
    """Say how many judges share this machine's CPUs (a grader's workers): spinning needs one to spare each."""
    global _judges_at_once
    _judges_at_once = max(1, count)


def spin_allowed() -> bool:
    """Whether waiting for an answer may poll without sleeping: each judge and its program need a CPU
    (the judges of a grader's workers, or the runs this process judges on other threads)."""
    return len(os.sched_getaffinity(0)) >= 2 * max(_judges_at_once, _JUDGING.count)


class CaseRun:
    """What happened when one case ran: an answer to check, or a verdict the runner already knows.

    A plain class, not a record, as protocol.Answer is: one is made for every case of every
    judgement, and a record's general constructor costs ~1.5 us (callgrind on 679's 497 cases)."""

    __slots__ = (
        "answered",
        "error",
        "memory_kb",
        "message",
        "output_truncated",
        "stderr",
        "stdout",
        "time_ms",
        "value",
        "verdict",
        "wall_ms",
    )

    def __init__(
        self,
        answered: bool,
        value: Any = None,
        verdict: Verdict | None = None,
        message: str = "",
        error: dict[str, Any] | None = None,
        time_ms: float = 0.0,
        wall_ms: float = 0.0,
        memory_kb: int | None = None,
        stdout: str = "",
        stderr: str = "",
        output_truncated: bool = False,
    ) -> None:
        self.answered = answered
        self.value = value
        self.verdict = verdict
        self.message = message
        self.error = error
        self.time_ms = time_ms
        self.wall_ms = wall_ms
        self.memory_kb = memory_kb
        self.stdout = stdout
        self.stderr = stderr
        self.output_truncated = output_truncated

    def copied(self) -> CaseRun:
        run = CaseRun(self.answered)
        for name in self.__slots__:
            setattr(run, name, getattr(self, name))
        return run

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"CaseRun({shown})"


@record
class RunOutcome:
    """Everything the runner learned: a compile error, or one CaseRun per case, in order."""

    runs: list[CaseRun] = field(default_factory=list)
    compile_error: CompileError | None = None
    sandbox: dict[str, Any] = field(default_factory=dict)  # sandbox.describe(): mode, protections, missing
    warnings: list[str] = field(default_factory=list)
    stopped: bool = False  # a case exceeded a limit and the rest were not run (fewer runs than cases)
    may_run_again: bool = True  # whether a case stopped at its CPU limit may still run a second time
    run_again: int | None = None  # the case that did

    def keep(self, run: CaseRun) -> CaseRun:
        """Keep the next case's run, and return it, for the case loop to yield."""
        self.runs.append(run)
        return run


# The case loop's events, as plain as they can be (two for every case of every judgement): an int,
# the position (from 0) of the case about to be sent, whose clocks start; a CaseRun, the run of
# the next case in order, known while the program may be working on the one after it.
RunEvent = int | CaseRun


# After one of these, asked to stop early, the remaining cases are not run: each would likely
# run to its own limit, and the learner waits for nothing.
LIMIT_VERDICTS = (Verdict.TIME_LIMIT_EXCEEDED, Verdict.MEMORY_LIMIT_EXCEEDED)


class SpinChoice:
    """Whether to spin for the next answer: tried on alternate cases first, then kept only where the
    answers came back clearly sooner with it. Where each answer takes longer than the spin, it gains
    nothing; a runtime that polls for work itself (Go's) competes with it and comes back later."""

    def __init__(self, allowed: bool) -> None:
        self.walls: tuple[list[float], list[float]] = ([], [])  # answer times without and with the spin
        self.chosen: bool | None = None if allowed else False

    def next(self) -> bool:
        if self.chosen is not None:
            return self.chosen
        return len(self.walls[0]) > len(self.walls[1])

    def note(self, spun: bool, wall_ms: float) -> None:
        if self.chosen is not None:
            return
        self.walls[spun].append(wall_ms)
        if len(self.walls[True]) >= SPIN_TRIAL_CASES:
            without, with_spin = (sorted(walls)[len(walls) // 2] for walls in self.walls)
            self.chosen = with_spin < 0.9 * without


class _SandboxFailed(Exception):
    """bwrap is installed but could not create a sandbox on this machine."""


def _describe_exit(
    ended: sandbox.Exit, stderr: str, program: Program | None = None, memory_mb: int = 0
) -> tuple[Verdict, str]:
    """Verdict and message for a program that ended without answering."""
    if ended.out_of_memory:
        return Verdict.MEMORY_LIMIT_EXCEEDED, OUT_OF_MEMORY.format(memory_mb)
    for rule in program.crash_rules if program is not None else ():
        import re

        match = re.search(rule.pattern, stderr, re.MULTILINE)
        if match is not None:
            return Verdict(rule.verdict), rule.message.format(match.group(0), *match.groups()).strip()
    if ended.killed_after_grace:
        return Verdict.RUNTIME_ERROR, "closed the judge's result channel and kept running (the judge ended it)"
    if ended.signal is not None:
        number = ended.signal
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = f"signal {number}"
        if number == signal.SIGXCPU:
            return Verdict.TIME_LIMIT_EXCEEDED, "killed by SIGXCPU: the CPU-time limit of the whole run was reached"
        if number == signal.SIGXFSZ:
            return Verdict.OUTPUT_LIMIT_EXCEEDED, "killed by SIGXFSZ: wrote a file larger than the limit"
        message = f"killed by {name}"
        if number in (signal.SIGSEGV, signal.SIGBUS):
            # faulthandler prints the Python stack on a crash: a very deep one means the C stack overflowed.
            deep = stderr.count('\n  File "') >= 50
            message += (
                " (likely stack overflow: very deep recursion after raising the recursion limit)"
                if deep
                else " (a segmentation fault in native code)"
            )
        return Verdict.RUNTIME_ERROR, message
    return Verdict.RUNTIME_ERROR, f"the process exited with status {ended.code} before returning an answer"


def _error_message(error: dict[str, Any], filename: str) -> str:
    kind = str(error.get("type", "Exception"))
    text = str(error.get("message", ""))
    message = f"{kind}: {text}" if text else kind
    frames = error.get("frames") or []
    user_frames = [frame for frame in frames if isinstance(frame, list) and len(frame) == 3 and frame[0] == filename]
    if user_frames:
        message += f" (line {user_frames[-1][1]})"
    return message


def _answer_to_run(event: HarnessEvent, filename: str) -> CaseRun:
    if isinstance(event, Answer):
        return CaseRun(answered=True, value=event.value)
    if isinstance(event, OutOfMemory):
        # The runtime ran out of memory (Python's MemoryError, Java's OutOfMemoryError, C++'s bad_alloc).
        return CaseRun(answered=False, verdict=Verdict.MEMORY_LIMIT_EXCEEDED, message=event.kind or "out of memory")
    if isinstance(event, TooLarge):
        return CaseRun(answered=False, verdict=Verdict.OUTPUT_LIMIT_EXCEEDED, message="the returned value is too large")
    if isinstance(event, Raised):
        message = _error_message(event.error, filename)
        if event.error.get("type") == "MemoryError":
            return CaseRun(answered=False, verdict=Verdict.MEMORY_LIMIT_EXCEEDED, message=message, error=event.error)
        return CaseRun(answered=False, verdict=Verdict.RUNTIME_ERROR, message=message, error=event.error)
    name = getattr(event, "event", type(event).__name__)
    return CaseRun(
        answered=False, verdict=Verdict.RUNTIME_ERROR, message=f"unexpected message from the program: {name}"
    )


def run_cases(
    program: Program,
    arguments: list[list[Any]],
    limits: RunLimits,
    stop_after_limit: bool = False,
    started: Started | None = None,
    cases_ahead: int = CASES_AHEAD,
    answer_values: int | None = None,
    run_again: bool = True,
) -> Generator[RunEvent, None, RunOutcome]:
    """Run every case in order in one process; after a crash or timeout, go on in a new one. Yields
    each case as it is sent and each run as it is known, and returns the outcome: the consumer's
    work between two events (checking an answer) overlaps the program's on the next case.

    stop_after_limit: after the first Time or Memory Limit Exceeded, run no more cases.
    started: the program already started (see Started), used as the first process.
    cases_ahead: how many cases may wait in the program's channel (1: each sent after the last answer).
    answer_values: how many values (lists, items) an answer may hold; None: as many as the result
    limit's bytes allow (protocol.values_allowed).
    run_again: the first case stopped at its CPU limit runs once more, in a new process, and that
    second reading is its verdict.
    """
    outcome = RunOutcome(may_run_again=run_again)
    budget = RunBudget(limits)
    total_seconds = STARTUP_CPU_SECONDS + min(len(arguments) * limits.time_ms / 1000, budget.cpu_seconds)
    process_limits = ProcessLimits(
        math.ceil(total_seconds) + 1, limits.memory_mb, address_space=program.limit_address_space
    )
    next_case = 0
    early = started.take(program, limits.memory_mb) if started is not None else None
    while next_case < len(arguments):
        unsent = None
        if early is not None:
            child, early = early, None
            unsent = started.unsent if started is not None else None
        else:
            child = sandbox.start_child(process_limits, program)
        outcome.sandbox = sandbox.describe(child)
        try:
            with _JUDGING:
                next_case = yield from _run_in_child(
                    child,
                    program,
                    arguments,
                    next_case,
                    limits,
                    budget,
                    outcome,
                    stop_after_limit,
                    unsent,
                    cases_ahead,
                    answer_values,
                )
        except _SandboxFailed as failure:
            # The report's one line about the weaker sandbox says why (pipeline.isolation_warnings).
            mark_bubblewrap_broken(str(failure))
        finally:
            sandbox.kill_child(child)
            sandbox.reap_child(child)
            sandbox.close_child(child)
        if outcome.compile_error is not None or outcome.stopped:
            break
    return outcome


def _run_in_child(
    child: sandbox.Child,
    program: Program,
    arguments: list[list[Any]],
    first: int,
    limits: RunLimits,
    budget: RunBudget,
    outcome: RunOutcome,
    stop_after_limit: bool,
    unsent_setup: bytes | None = None,
    cases_ahead: int = CASES_AHEAD,
    answer_values: int | None = None,
) -> Generator[RunEvent, None, int]:
    """Run cases from `first` on in this child; returns the index of the next case still to run.

    unsent_setup: for a child started early, what of its setup frame is still to be written.
    """
    session = Session(child, limits, program, answer_values)
    startup_wall = STARTUP_CPU_SECONDS * WALL_FACTOR
    start_cpu, start_wall = session.cpu(), time.perf_counter()
    setup = encode(program.setup) if unsent_setup is None else unsent_setup
    # The submission's own loading (imports, top-level code) is charged to the first case this
    # process runs, and limited like it, from the harness's "loading" frame on; before it, the
    # runtime's own start has a budget of its own. A program whose harness does not say when the
    # submission's code starts (a native one: static initialisers, Go's init, .init_array run before
    # main) has all its CPU charged, from its first instruction.
    loading_cpu: float | None = 0.0
    try:
        session.send_bytes(setup, start_cpu, start_wall, STARTUP_CPU_SECONDS, startup_wall)
        event = session.receive(start_cpu, start_wall, STARTUP_CPU_SECONDS, startup_wall)
        if isinstance(event, Loading):
            loading_cpu = session.cpu()
            event = session.receive(loading_cpu, start_wall, limits.time_ms / 1000, startup_wall)
    except (Stop, Exited) as stopped:
        failure = _stopped_run(session, stopped, start_cpu, start_wall)
        if child.isolation.name == BUBBLEWRAP and failure.stderr.startswith("bwrap:"):
            raise _SandboxFailed(failure.stderr.strip().splitlines()[0]) from None
        failure.message = "while loading the module: " + failure.message
        for run in _repeat(failure, len(arguments) - first):
            yield outcome.keep(run)
        return len(arguments)
    if isinstance(event, CompileError):
        outcome.compile_error = event
        return len(arguments)
    if isinstance(event, LoadFailed):
        if event.memory:
            failure = CaseRun(
                answered=False, verdict=Verdict.MEMORY_LIMIT_EXCEEDED, message="MemoryError while loading the module"
            )
        else:
            failed = _answer_to_run(Raised(None, event.error), program.filename)
            failure = CaseRun(answered=False, verdict=failed.verdict, message=failed.message, error=failed.error)
        failure.stdout, failure.stderr, failure.output_truncated = session.take_output()
        for run in _repeat(failure, len(arguments) - first):
            yield outcome.keep(run)
        return len(arguments)
    if not isinstance(event, Ready):
        failure = CaseRun(answered=False, verdict=Verdict.RUNTIME_ERROR, message="the program did not start")
        for run in _repeat(failure, len(arguments) - first):
            yield outcome.keep(run)
        return len(arguments)
    # What the module printed while loading stays in the buffers: the first case's output shows it,
    # as LeetCode shows a top-level print with the first test case.

    cpu_limit = limits.time_ms / 1000
    wall_limit = limits.wall_ms / 1000
    spin_choice = SpinChoice(spin_allowed())
    # The last case's run, handed on (outcome.add, which checks it) once the next case is sent: the
    # checking then overlaps the program's work on that case.
    held: CaseRun | None = None
    sent = first  # the cases before this one were sent
    frames = CaseFrames(arguments)
    session.budget = budget  # from here on a stop names the run's budget when it was the one passed
    session.cpu()
    for index in range(first, len(arguments)):
        # The reading taken when the last answer came in: whatever the child burns between cases
        # (a thread left running, say) is charged to the next case instead of to none.
        start_cpu, start_wall = session.last_cpu, time.perf_counter()
        if loading_cpu is not None:
            start_cpu, loading_cpu = loading_cpu, None
        yield index
        # Each case stops at its own limit or at what is left of the run's, whichever comes first.
        case_cpu_limit = min(cpu_limit, budget.cpu_left())
        case_wall_limit = min(wall_limit, budget.wall_left())
        try:
            if sent == index:  # not sent ahead: now, waiting for the pipe if it must
                session.send_bytes(frames.take(index), start_cpu, start_wall, case_cpu_limit, case_wall_limit)
                sent += 1
            if sent - index <= cases_ahead // 2:
                sent += session.send_ahead(frames, sent, min(index + cases_ahead, len(arguments)))
            spin = spin_choice.next()
            session.spin_until = time.perf_counter() + SPIN_SECONDS if spin else 0.0
            if held is not None:
                # The judge's own checking is not the program's time: its clocks start after it.
                checking = time.perf_counter()
                yield outcome.keep(held)
                held = None
                start_wall += time.perf_counter() - checking
            event = session.receive(start_cpu, start_wall, case_cpu_limit, case_wall_limit)
            stale = 0
            while _is_stale(event, index):
                # A reply to an earlier case, whose answer a forged frame took: that case was judged on
                # what it sent first (the checker decides, as for any answer); this one goes on. Only
                # as many as there were cases before: a flood of them is the judge's CPU spent.
                stale += 1
                if stale > index:
                    raise Stop(Verdict.RUNTIME_ERROR, "the submission wrote into the judge's result channel")
                event = session.receive(start_cpu, start_wall, case_cpu_limit, case_wall_limit)
            if (
                not isinstance(event, CASE_EVENTS)
                or event.case != index
                or (session.frames.pending and sent == index + 1)
            ):
                # One request, one answer (the answers to cases sent ahead come in their turn):
                # anything else was written into the channel by the submission.
                raise Stop(Verdict.RUNTIME_ERROR, "the submission wrote into the judge's result channel")
        except (Stop, Exited) as stopped:
            ended = _stopped_run(session, stopped, start_cpu, start_wall)
            if held is not None:
                yield outcome.keep(held)
                held = None
            if isinstance(stopped, Stop) and stopped.case_cpu:
                # A case stopped at its CPU limit runs once more, in a new process, and the second
                # reading is its verdict: on a shared machine one reading can be twice the next
                # (another tenant, the host's page scanning), and noise only ever adds CPU time. The
                # slowest accepted approach of 51, at half its calibrated limit, met it now and then
                # on CI. Once per judgement: a program slow on many cases pays for one, not each.
                if outcome.may_run_again:
                    outcome.may_run_again = False
                    outcome.run_again = index  # this reading is dropped, and nothing of it charged
                    return index
                if outcome.run_again == index:
                    ended.message += ", also when run again"
            budget.charge(ended.time_ms)
            yield outcome.keep(ended)
            outcome.stopped = stop_after_limit and (ended.verdict in LIMIT_VERDICTS or budget.cpu_left() <= 0)
            budget.lift_when_spent()
            return index + 1
        run = _answer_to_run(event, program.filename)
        memory_due = (
            index == len(arguments) - 1 or time.perf_counter() - session.memory_read_at >= MEMORY_INTERVAL_SECONDS
        )
        run.time_ms = (session.cpu(memory_due) - start_cpu) * 1000
        run.wall_ms = (time.perf_counter() - start_wall) * 1000
        spin_choice.note(spin, run.wall_ms)
        run.memory_kb = session.last_memory_kb  # read with the CPU time just above, or at most an interval before
        run.stdout, run.stderr, run.output_truncated = session.take_output()
        if memory_due and child.group is not None and child.group.out_of_memory():
            # A process of the run (a helper, say) was killed at the limit while the answer came back
            # (looked at with the memory: a kill between two readings names the later case).
            run.answered, run.verdict = False, Verdict.MEMORY_LIMIT_EXCEEDED
            run.message = OUT_OF_MEMORY.format(limits.memory_mb)
        elif run.memory_kb is not None and run.memory_kb > limits.memory_mb * 1024:
            run.answered, run.verdict = False, Verdict.MEMORY_LIMIT_EXCEEDED
            run.message = f"peak memory {run.memory_kb // 1024} MB is over the {limits.memory_mb} MB limit"
        elif run.answered and run.time_ms > limits.time_ms:
            run.answered, run.verdict = False, Verdict.TIME_LIMIT_EXCEEDED
            run.message = f"used {run.time_ms:.0f} ms of CPU time; the limit is {limits.time_ms} ms"
        elif run.answered and run.time_ms / 1000 > budget.cpu_left():
            run.answered, run.verdict = False, Verdict.TIME_LIMIT_EXCEEDED
            run.message = budget.exceeded_message()
        budget.charge(run.time_ms, run.wall_ms)
        if stop_after_limit and run.verdict is Verdict.TIME_LIMIT_EXCEEDED and budget.cpu_left() <= 0:
            # Nothing is left for the cases after it: they are not run.
            yield outcome.keep(run)
            outcome.stopped = True
            return index + 1
        budget.lift_when_spent()
        if stop_after_limit and run.verdict in LIMIT_VERDICTS:
            yield outcome.keep(run)
            outcome.stopped = True
            return index + 1
        if not run.answered and run.verdict is Verdict.MEMORY_LIMIT_EXCEEDED:
            # After a MemoryError the interpreter may be in a bad state: go on in a fresh process.
            yield outcome.keep(run)
            return index + 1
        held = run
    if held is not None:
        yield outcome.keep(held)
    return len(arguments)


def _is_stale(event: HarnessEvent, index: int) -> bool:
    return isinstance(event, CASE_EVENTS) and event.case is not None and event.case < index


def _stopped_run(session: Session, stopped: Exception, start_cpu: float, start_wall: float) -> CaseRun:
    """The CaseRun for a case that ended with the child killed or gone."""
    child = session.child
    session.cpu()
    memory_kb = session.last_memory_kb
    if isinstance(stopped, Stop):
        sandbox.kill_child(child)
    # A process that closed its channel is usually exiting: let it, so its real exit status is known.
    ended = sandbox.reap_child(child, grace_seconds=0.0 if isinstance(stopped, Stop) else 0.25)
    wall_ms = (time.perf_counter() - start_wall) * 1000
    final_cpu = ended.cpu_seconds * session.scale if ended.cpu_seconds is not None else session.last_cpu
    used_cpu = final_cpu - start_cpu
    # Whatever was printed before the end still belongs to this case.
    try:
        for fd in list(session.open_streams):
            session.drain_stream(fd)
    except Stop:
        pass
    stdout, stderr, truncated = session.take_output()
    if isinstance(stopped, Stop):
        verdict, message = stopped.verdict, stopped.message
    else:
        verdict, message = _describe_exit(ended, stderr, session.program, session.limits.memory_mb)
    return CaseRun(
        answered=False,
        verdict=verdict,
        message=message,
        time_ms=max(used_cpu, 0.0) * 1000,
        wall_ms=wall_ms,
        memory_kb=memory_kb,
        stdout=stdout,
        stderr=stderr,
        output_truncated=truncated,
    )


def _repeat(run: CaseRun, count: int) -> list[CaseRun]:
    return [run.copied() for _ in range(count)]
