"""One program process, seen from the judge: the cases written to it, the frames and output read
from it, and its CPU, memory and clocks watched while the judge waits. A limit passed while waiting
ends the wait with a Stop naming the verdict; the case loop (supervisor.py) decides what follows.
"""

from __future__ import annotations

import math
import os
import select
import time

from judge.core.limits import WALL_FACTOR
from judge.core.verdicts import Verdict
from judge.errors import UsageError
from judge.execution.protocol import (
    CASE_END,
    FrameError,
    FrameReader,
    FrameTooDeep,
    FrameTooLarge,
    FrameTooManyValues,
    encode,
    event_of,
    values_allowed,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.limits import RunLimits
    from judge.execution.program import Program
    from judge.execution.protocol import HarnessEvent
    from judge.execution.sandbox import Child

STDOUT_LIMIT_BYTES = 8 << 20
CAPTURE_BYTES = 16 << 10
RESULT_READ_BYTES = 64 << 10  # a pipe's usual size, and below malloc's mmap threshold; a shorter read found it empty
# How stale the submission's CPU and memory reading may get while waiting for an answer. Each
# reading walks /proc, so none is taken between sending a case and this interval passing.
USAGE_INTERVAL_SECONDS = 0.05
PIPE_ATOMIC_BYTES = 4096  # PIPE_BUF on Linux: a write this short is all or nothing
# Room in a result frame beyond the value itself (the event's name, the case number).
FRAME_OVERHEAD_BYTES = 4096
# A fake slow machine, for testing that calibrated limits follow the machine: every CPU-time
# reading of the submission is multiplied by this factor (1 unless the variable says otherwise).
TIME_SCALE_ENV = "JUDGE_TIME_SCALE"


def time_scale() -> float:
    text = os.environ.get(TIME_SCALE_ENV, "").strip()
    if not text:
        return 1.0
    try:
        scale = float(text)
    except ValueError:
        scale = 0.0
    if not 0 < scale < 1000:
        raise UsageError(f"{TIME_SCALE_ENV} must be a positive number such as 2.5, not {text!r}")
    return scale


# A time-out with this share of the memory limit in use is reported as Memory Limit Exceeded.
NEAR_MEMORY_LIMIT = 0.8


class RunBudget:
    """The whole run's CPU and wall-clock allowance, across every process it takes: what its cases
    used so far (each case's CPU time, the first one's including all its process did before it;
    each case's wall-clock time, a runtime's own start aside)."""

    def __init__(self, limits: RunLimits) -> None:
        self.cpu_seconds = math.inf if limits.run_ms is None else limits.run_ms / 1000
        self.wall_seconds = self.cpu_seconds * WALL_FACTOR
        self.cpu_spent = 0.0
        self.wall_spent = 0.0

    def cpu_left(self) -> float:
        return self.cpu_seconds - self.cpu_spent

    def wall_left(self) -> float:
        return self.wall_seconds - self.wall_spent

    def charge(self, time_ms: float, wall_ms: float = 0.0) -> None:
        """Add a case's CPU; and its wall-clock time when the program answered it (a case stopped at
        a limit ended there already: the wall-clock budget is for cases slept through one by one)."""
        self.cpu_spent += time_ms / 1000
        self.wall_spent += wall_ms / 1000

    def lift_when_spent(self) -> None:
        """Once the run's budget is spent (its case got the verdict), the cases still asked for
        (--all-cases, grading by points) each run under their own limits alone."""
        if self.cpu_left() <= 0 or self.wall_left() <= 0:
            self.cpu_seconds = self.wall_seconds = math.inf

    def exceeded_message(self) -> str:
        return (
            f"the run used more than {self.cpu_seconds * 1000:.0f} ms of CPU time in all"
            " (its cases, and what the program did before the first)"
        )


class Stop(Exception):
    """The child must be killed and the case ends with this verdict."""

    def __init__(self, verdict: Verdict, message: str, case_cpu: bool = False) -> None:
        super().__init__(message)
        self.verdict = verdict
        self.message = message
        self.case_cpu = case_cpu  # stopped at the case's own CPU limit (not the run's, not the clock's)


class _SandboxFailed(Exception):
    """bwrap is installed but could not create a sandbox on this machine."""


class Exited(Exception):
    """The child closed the result channel (it exited or closed the descriptor)."""


class CaseFrames:
    """The cases' control frames, each encoded once: one too long to go ahead waits for its turn."""

    def __init__(self, arguments: list[list[Any]]) -> None:
        self.arguments = arguments
        self.unsent: dict[int, bytes] = {}

    def peek(self, index: int) -> bytes:
        frame = self.unsent.get(index)
        if frame is None:
            frame = self.unsent[index] = encode({"case": index, "args": self.arguments[index]})
        return frame

    def take(self, index: int) -> bytes:
        return self.unsent.pop(index, None) or encode({"case": index, "args": self.arguments[index]})


class Session:
    """One program process: sends frames, reads frames, enforces limits while waiting."""

    def __init__(
        self, child: Child, limits: RunLimits, program: Program | None = None, answer_values: int | None = None
    ) -> None:
        self.child = child
        self.program = program
        self.limits = limits
        # The result limit bounds it too: a budget from a count of answers alone (51's extended cases)
        # would be larger than any answer that fits the limit.
        max_values = values_allowed(limits.result_bytes)
        # Whether the bound is the answers' (a few times the largest expected), not the limit's.
        self.bound_by_answers = answer_values is not None and answer_values < max_values
        if answer_values is not None:
            max_values = min(max_values, answer_values)
        self.frames = FrameReader(limits.result_bytes + FRAME_OVERHEAD_BYTES, max_values)
        self.out = (bytearray(), bytearray())  # stdout, stderr: read, not yet given to a case
        self.out_total = 0
        self.poller = select.poll()
        for fd in (child.result_fd, child.stdout_fd, child.stderr_fd):
            self.poller.register(fd, select.POLLIN)
        self.open_streams = {child.stdout_fd: 0, child.stderr_fd: 1}
        self.last_cpu = 0.0
        self.last_memory_kb: int | None = None
        self.read_at = -math.inf  # when last_cpu was read (perf_counter)
        self.memory_read_at = -math.inf  # and last_memory_kb
        self.closed = False
        self.scale = time_scale()
        self.spin_until = 0.0  # poll without sleeping until then (perf_counter): see SPIN_SECONDS
        self.budget: RunBudget | None = None  # the run's, while cases run (not while the runtime starts)

    def cpu(self, memory: bool = True) -> float:
        """The submission's CPU seconds so far (the last reading once it can't be read); also notes memory."""
        value, memory_kb = self.child.usage(memory)
        self.read_at = time.perf_counter()
        if memory:
            self.last_memory_kb, self.memory_read_at = memory_kb, self.read_at
        if value is not None:
            self.last_cpu = value * self.scale
        return self.last_cpu

    def take_output(self) -> tuple[str, str, bool]:
        """What the case now ending printed: each stream up to the case's end mark (CASE_END), the
        rest left for the next case; all of it when the stream has no mark."""
        texts = ["", ""]
        truncated = False
        for fd, stream in ((self.child.stdout_fd, 0), (self.child.stderr_fd, 1)):
            buffer = self.out[stream]
            if buffer.startswith(CASE_END):  # most cases print nothing
                del buffer[: len(CASE_END)]
                self.out_total -= len(CASE_END)
                continue
            end = buffer.find(CASE_END)
            # The mark was written before the answer: when it is not read yet, it is in the pipe.
            while end < 0 and fd in self.open_streams:
                searched = max(len(buffer) - len(CASE_END) + 1, 0)
                try:
                    if not self.drain_stream(fd):
                        break  # a stream without marks (closed or redirected): the case gets it all
                except Stop:
                    break  # over the output limit: the next wait for the program says so
                end = buffer.find(CASE_END, searched)
            if end < 0:
                part = bytes(buffer)
                buffer.clear()
            else:
                part = bytes(buffer[:end])
                del buffer[: end + len(CASE_END)]
                self.out_total -= len(CASE_END)
            if len(part) > CAPTURE_BYTES:
                part, truncated = part[:CAPTURE_BYTES], True
            texts[stream] = part.decode("utf-8", "replace")
        return texts[0], texts[1], truncated

    def send_ahead(self, frames: CaseFrames, first: int, end: int) -> int:
        """Send the cases from `first` to before `end` that fit one write the pipe takes whole at
        once, in that one write (the program then wakes once for them all); how many were sent."""
        data = b""
        count = 0
        for index in range(first, end):
            frame = frames.peek(index)
            if len(data) + len(frame) > PIPE_ATOMIC_BYTES:
                break
            data += frame
            count += 1
        if not count:
            return 0
        try:
            os.write(self.child.control_fd, data)
        except (BlockingIOError, BrokenPipeError):
            return 0  # full, or the program is gone: the next case's turn (or its end) comes
        for index in range(first, first + count):
            frames.take(index)
        return count

    def send_bytes(self, data: bytes, start_cpu: float, start_wall: float, cpu_limit: float, wall_limit: float) -> None:
        while data:
            try:
                written = os.write(self.child.control_fd, data)
                data = data[written:]
            except BlockingIOError:
                self._wait(start_cpu, start_wall, cpu_limit, wall_limit, writing=True)
            except BrokenPipeError as error:
                raise Exited from error

    def receive(self, start_cpu: float, start_wall: float, cpu_limit: float, wall_limit: float) -> HarnessEvent:
        """Wait for the program's next event, killing the child when a limit is passed."""
        while True:
            try:
                frame = self.frames.next_frame()
            except FrameTooManyValues:
                why = (
                    "more than any answer to these cases needs (32 times the largest expected one)"
                    if self.bound_by_answers
                    else f"the most the judge reads within the {self.limits.result_bytes >> 20} MB output limit"
                )
                raise Stop(
                    Verdict.OUTPUT_LIMIT_EXCEEDED,
                    f"the returned value holds more than {self.frames.max_values:,} values (lists and their"
                    f" items), {why}",
                ) from None
            except FrameTooDeep:
                raise Stop(
                    Verdict.OUTPUT_LIMIT_EXCEEDED,
                    "the returned value nests deeper than the judge reads (about 1,000 levels of lists);"
                    " no expected answer does",
                ) from None
            except FrameTooLarge:
                raise Stop(
                    Verdict.OUTPUT_LIMIT_EXCEEDED,
                    f"the returned value is larger than the {self.limits.result_bytes >> 20} MB limit",
                ) from None
            except FrameError as error:
                raise Stop(Verdict.RUNTIME_ERROR, str(error)) from None
            if frame is not None:
                return event_of(frame)
            if self.closed:
                raise Exited
            self._wait(start_cpu, start_wall, cpu_limit, wall_limit, writing=False)

    def _wait(self, start_cpu: float, start_wall: float, cpu_limit: float, wall_limit: float, writing: bool) -> None:
        now = time.perf_counter()
        if now - self.read_at >= USAGE_INTERVAL_SECONDS:
            self.cpu()
        used_cpu = self.last_cpu - start_cpu
        used_wall = now - start_wall
        if used_cpu > cpu_limit:
            memory_kb = self.last_memory_kb
            if memory_kb is not None and memory_kb > NEAR_MEMORY_LIMIT * self.limits.memory_mb * 1024:
                # A garbage-collected runtime near its heap's end collects over and over before it
                # gives up (the JVM for seconds): the time went on memory, not on the algorithm.
                raise Stop(
                    Verdict.MEMORY_LIMIT_EXCEEDED,
                    f"ran out of time holding {memory_kb // 1024} MB, at the {self.limits.memory_mb} MB limit"
                    " (most of the time went on collecting garbage)",
                )
            if self.budget is not None and cpu_limit >= self.budget.cpu_left():
                raise Stop(Verdict.TIME_LIMIT_EXCEEDED, self.budget.exceeded_message())
            raise Stop(Verdict.TIME_LIMIT_EXCEEDED, f"used more than {cpu_limit * 1000:.0f} ms of CPU time", True)
        if used_wall > wall_limit:
            raise Stop(
                Verdict.TIME_LIMIT_EXCEEDED,
                f"ran for more than {wall_limit * 1000:.0f} ms of wall-clock time (sleeping or blocked)",
            )
        memory_kb = self.last_memory_kb  # read by self.cpu() above, in the same walk of the processes
        if memory_kb is not None and memory_kb > self.limits.memory_mb * 1024:
            raise Stop(
                Verdict.MEMORY_LIMIT_EXCEEDED,
                f"the submission's processes hold {memory_kb // 1024} MB, over the {self.limits.memory_mb} MB limit",
            )
        # One process's CPU time never runs faster than the wall clock, so it can't pass a limit
        # before this; several processes can, and memory can grow: look again at least every interval.
        timeout = max(0.002, min(cpu_limit - used_cpu, wall_limit - used_wall, USAGE_INTERVAL_SECONDS))
        if writing:
            self.poller.register(self.child.control_fd, select.POLLOUT)
        try:
            events = self._poll(timeout)
        finally:
            if writing:
                self.poller.unregister(self.child.control_fd)
        if not events and self.child.group is not None and self.child.group.out_of_memory():
            # Nothing came: a process of the run may have been killed at the group's limit. (When the
            # answer comes, the case's end looks again; when the program itself dies, its exit does.)
            raise Stop(Verdict.MEMORY_LIMIT_EXCEEDED, OUT_OF_MEMORY.format(self.limits.memory_mb))
        ready = {fd for fd, _ in events}
        for fd in list(self.open_streams):
            if fd in ready:
                self.drain_stream(fd)
        if self.child.result_fd in ready:
            self._drain_results(ready)

    def _poll(self, timeout: float) -> list[tuple[int, int]]:
        while time.perf_counter() < self.spin_until:
            events = self.poller.poll(0)
            if events:
                return events
        return self.poller.poll(timeout * 1000)

    def drain_stream(self, fd: int) -> bool:
        """Read what the stream holds now into its buffer; False when it held nothing (or ended)."""
        try:
            chunk = os.read(fd, 1 << 16)
        except BlockingIOError:
            return False
        if not chunk:
            self.poller.unregister(fd)
            del self.open_streams[fd]
            return False
        self.out_total += len(chunk)
        # Kept whole until the case's end mark is found (each case's part is cut to CAPTURE_BYTES
        # then); the output limit bounds what is held.
        self.out[self.open_streams[fd]].extend(chunk)
        if self.out_total > STDOUT_LIMIT_BYTES:
            raise Stop(
                Verdict.OUTPUT_LIMIT_EXCEEDED, f"printed more than {STDOUT_LIMIT_BYTES >> 20} MB to stdout/stderr"
            )
        return True

    def _drain_results(self, ready: set[int]) -> None:
        # Read the streams the poll found ready too (their case end marks came before the answer):
        # take_output then rarely needs a read of its own.
        for fd in list(self.open_streams):
            if fd in ready:
                self.drain_stream(fd)
        while len(self.frames.buffer) <= self.frames.max_frame_bytes:
            try:
                chunk = os.read(self.child.result_fd, RESULT_READ_BYTES)
            except BlockingIOError:
                return
            if not chunk:
                # Frames already read are still answered; the end is reported once they are used up.
                self.closed = True
                self.poller.unregister(self.child.result_fd)
                return
            self.frames.feed(chunk)
            if len(chunk) < RESULT_READ_BYTES:
                return  # the pipe is empty: the next poll says when more comes (no read that finds nothing)


OUT_OF_MEMORY = "the kernel stopped the run at its memory limit ({} MB, shared memory and temporary files included)"
