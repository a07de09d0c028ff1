"""The server's submissions: a queue, one `python -m judge.web.runner` process per run, its events, cancelling.

At most `max_running` runs judge at a time; the others wait in order. Each run is a child process
in a session (and process group) of its own: cancelling kills the group with SIGKILL and reaps it,
and the sandbox dies with it (bubblewrap's --die-with-parent, the fallback's PDEATHSIG). The
events of a run (its finished cases, then its report or an error) are kept, so a client that
connects late gets them all; a run whose every events client has gone, with none back within
`grace_s`, is cancelled. Finished runs are kept in memory, the last `keep` of them.

Everything here runs on the server's event loop (asyncio), except `kill_all_now`, which a signal
handler may call.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import signal
import sys
from collections import deque
from collections.abc import AsyncGenerator
from dataclasses import dataclass, field
from typing import Any

QUEUED, RUNNING, FINISHED, CANCELLED, FAILED = "queued", "running", "finished", "cancelled", "failed"
# A report with every returned board of a large n (mode run) is one long line.
MAX_EVENT_BYTES = 256 << 20
STDERR_KEPT = 4000
RUNNER = ("-m", "judge.web.runner")


@dataclass(eq=False)  # each run is itself (kept in sets)
class Run:
    """One submission: what was asked, where it is, and every event it produced so far."""

    id: str
    request: dict[str, Any]  # what the runner reads: problem (slug), language, source, mode, input (run)
    status: str = QUEUED
    cases: list[dict[str, Any]] = field(default_factory=list)
    report: dict[str, Any] | None = None
    error: str | None = None
    events: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # (event name, data), in order
    process: asyncio.subprocess.Process | None = None
    listeners: int = 0
    watched: int = 0  # how many times a client started listening: a grace period ends early if one came
    task: asyncio.Task[None] | None = None
    changed: asyncio.Event = field(default_factory=asyncio.Event)  # replaced after each new event
    stderr: bytes = b""

    @property
    def done(self) -> bool:
        return self.status in (FINISHED, CANCELLED, FAILED)

    def state(self) -> dict[str, Any]:
        """The run as GET /api/submissions/{id} shows it: the report once finished."""
        if self.status == FINISHED and self.report is not None:
            return self.report
        if self.status in (CANCELLED, FAILED):
            return {"id": self.id, "status": self.status, "error": self.error or self.status}
        return {
            "id": self.id,
            "status": self.status,
            "problem": self.request["problem"],
            "language": self.request["language"],
            "mode": self.request["mode"],
            **({"input": self.request["input"]} if "input" in self.request else {}),
            "cases": list(self.cases),
        }


class RunManager:
    def __init__(
        self,
        max_running: int = 2,
        keep: int = 200,
        grace_s: float = 2.0,
        heartbeat_s: float = 15.0,
        env: dict[str, str] | None = None,
    ) -> None:
        self.max_running = max_running
        self.keep = keep
        self.grace_s = grace_s
        self.heartbeat_s = heartbeat_s
        self.env = env
        self.runs: dict[str, Run] = {}
        self.queue: deque[Run] = deque()
        self.running: set[Run] = set()  # started (a process is being started, or runs)
        self.finished: deque[str] = deque()  # ids of finished runs, oldest first
        self.closing = False
        self.loop: asyncio.AbstractEventLoop | None = None
        self._graces: set[asyncio.Task[None]] = set()

    # --- submitting and reading -----------------------------------------------------------------

    def submit(self, request: dict[str, Any]) -> Run:
        self.loop = asyncio.get_running_loop()
        run = Run(id=secrets.token_urlsafe(12), request=request)
        self.runs[run.id] = run
        if self.closing:
            self._end(run, CANCELLED, error="the server is stopping")
            return run
        self.queue.append(run)
        self._pump()
        return run

    def get(self, run_id: str) -> Run | None:
        return self.runs.get(run_id)

    async def events(self, run: Run) -> AsyncGenerator[tuple[str, dict[str, Any]] | None, None]:
        """Every event of the run from the first (a replay for a late client) until its last; None
        when heartbeat_s passed without one (the stream sends a comment line then). While iterated,
        the run counts this client as listening."""
        run.listeners += 1
        run.watched += 1
        try:
            sent = 0
            while True:
                while sent < len(run.events):
                    sent += 1
                    yield run.events[sent - 1]
                if run.done:
                    return
                changed = run.changed
                try:
                    await asyncio.wait_for(changed.wait(), self.heartbeat_s)
                except asyncio.TimeoutError:
                    yield None
        finally:
            run.listeners -= 1
            if run.listeners == 0 and not run.done and not self.closing:
                grace = asyncio.get_running_loop().create_task(self._cancel_unwatched(run, run.watched))
                self._graces.add(grace)
                grace.add_done_callback(self._graces.discard)

    async def _cancel_unwatched(self, run: Run, watched: int) -> None:
        """Cancel the run unless a client came back within grace_s (it is its own grace period then)."""
        await asyncio.sleep(self.grace_s)
        if run.listeners == 0 and run.watched == watched and not run.done:
            await self.cancel(run, "cancelled: every client watching it left")

    # --- running ----------------------------------------------------------------------------------

    def _pump(self) -> None:
        """Start queued runs while there is room."""
        while self.queue and len(self.running) < self.max_running and not self.closing:
            run = self.queue.popleft()
            run.status = RUNNING
            self.running.add(run)
            run.task = asyncio.get_running_loop().create_task(self._drive(run))

    async def _drive(self, run: Run) -> None:
        stderr: asyncio.Task[None] | None = None
        try:
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                *RUNNER,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                start_new_session=True,  # its own process group: cancelling kills all of it
                limit=MAX_EVENT_BYTES,
                env=self.env,
            )
            run.process = process
            if not run.done:  # else cancelled while the process was starting
                assert process.stderr is not None
                stderr = asyncio.get_running_loop().create_task(self._read_stderr(run, process.stderr))
                await self._converse(run, process)
        except Exception as error:  # the run fails, never the server
            self._end(run, FAILED, error=f"the judge could not run: {error!r}")
        finally:
            await self._reap(run)
            if stderr is not None:  # at its end once the process is gone (a little later when a child kept it)
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(stderr, 2.0)
            self.running.discard(run)
            if not run.done:
                self._end(run, FAILED, error=self._failure(run))
            self._pump()

    async def _converse(self, run: Run, process: asyncio.subprocess.Process) -> None:
        """Write the request, read the events until the last one (or the end of the output)."""
        assert process.stdin is not None and process.stdout is not None
        payload = json.dumps({**run.request, "parent": os.getpid()}).encode("ascii")
        process.stdin.write(payload)
        with contextlib.suppress(ConnectionError):
            await process.stdin.drain()
        process.stdin.close()
        while not run.done:
            line = await process.stdout.readline()
            if not line:
                break
            self._event(run, line)
        await process.wait()  # it exits after its last event (or was killed: cancelled)

    async def _read_stderr(self, run: Run, stream: asyncio.StreamReader) -> None:
        while True:
            chunk = await stream.read(65536)
            if not chunk:
                return
            run.stderr = (run.stderr + chunk)[-STDERR_KEPT:]

    def _event(self, run: Run, line: bytes) -> None:
        try:
            event = json.loads(line)
            kind = event["event"]
        except (ValueError, KeyError, TypeError):
            return  # not a line of the protocol
        if kind == "case" and isinstance(event.get("case"), dict):
            run.cases.append(event["case"])
            self._publish(run, "case", event["case"])
        elif kind in ("report", "growth") and isinstance(event.get(kind), dict):
            self._end(run, FINISHED, report=event[kind], name=kind)
        elif kind == "error":
            self._end(run, FAILED, error=str(event.get("error") or "the judge failed"))

    def _failure(self, run: Run) -> str:
        """Why a runner ended without a report: its exit status and the last line it wrote on stderr."""
        process = run.process
        status = process.returncode if process is not None else None
        lines = run.stderr.decode("utf-8", "replace").strip().splitlines()
        said = f": {lines[-1]}" if lines else ""
        return f"the judge stopped without a report (exit status {status}){said}"

    def _publish(self, run: Run, name: str, data: dict[str, Any]) -> None:
        run.events.append((name, data))
        changed, run.changed = run.changed, asyncio.Event()
        changed.set()

    def _end(
        self,
        run: Run,
        status: str,
        report: dict[str, Any] | None = None,
        error: str | None = None,
        name: str = "report",
    ) -> None:
        """End the run; a finished one's last event is its report, or its growth (event `name`)."""
        if run.done:
            return
        run.report, run.error = report, error
        if report is not None:
            self._publish(run, name, report)
        else:
            self._publish(run, "error", {"error": error or status})
        run.status = status  # after publishing: a listener woken up sees the last event before `done`
        self.finished.append(run.id)
        while len(self.finished) > self.keep:
            self.runs.pop(self.finished.popleft(), None)

    # --- cancelling -------------------------------------------------------------------------------

    async def cancel(self, run: Run, reason: str = "cancelled") -> None:
        """Stop the run (queued or running): its processes are killed and reaped before this returns."""
        if run.done:
            return
        if run in self.queue:
            self.queue.remove(run)
        self._end(run, CANCELLED, error=reason)
        _kill_group(run.process)
        if run.task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.shield(run.task)

    async def _reap(self, run: Run) -> None:
        """Wait for the run's process, killing its group first when it still runs (after an error here).

        A runner that ended by itself is not killed after the fact: once reaped, its pid (the
        group's id) may belong to another process; what it started runs in the sandbox's own
        session and dies with it.
        """
        process = run.process
        if process is not None and process.returncode is None:
            _kill_group(process)
            await process.wait()

    async def close(self) -> None:
        """Server shutdown: cancel every run, kill and reap every process."""
        self.closing = True
        for grace in list(self._graces):
            grace.cancel()
        runs = [*self.queue, *self.running]
        for run in runs:
            await self.cancel(run, "cancelled: the server is stopping")
        # Runs cancelled by kill_all_now (a signal) are still being reaped: wait for them too.
        tasks = [run.task for run in runs if run.task is not None and not run.task.done()]
        if tasks:
            await asyncio.wait(tasks, timeout=10)

    def kill_all_now(self) -> None:
        """Kill every run's process group at once (synchronous: for a signal handler, or after the
        event loop has ended); the runs are marked cancelled on the loop when it still runs."""
        self.closing = True
        for run in list(self.running):
            _kill_group(run.process)
        loop = self.loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._cancel_all_soon)

    def _cancel_all_soon(self) -> None:
        for run in [*self.queue, *self.running]:
            if run in self.queue:
                self.queue.remove(run)
            self._end(run, CANCELLED, error="cancelled: the server is stopping")


def _kill_group(process: asyncio.subprocess.Process | None) -> None:
    """SIGKILL to the process's group (its own session: the runner and whatever it started there)."""
    if process is None:
        return
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
