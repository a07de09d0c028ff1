"""A compiler kept running for a grading worker: build after build by one process in the sandbox.

A class of Java files compiled one javac command each pays the JVM's start and a cold compiler for
every file (~0.4 s of CPU); one javac kept running compiles each after the first few in 0.05-0.1 s.
Kotlin's compiler runs on the JVM too, and tsc on node: loading TypeScript's compiler is most of a
small file's compile. A language offers this in its build plan (BuildPlan.warm: the server's
command and the build's request); only a process that asked for it uses it: a grading worker
(keep_compilers_warm in build.py), and build_ahead while it compiles many files side by side
(verify, calibrate, the test suite). `judge test`, which compiles one file, never starts one.

The server runs in the sandbox as a compiler does, with its own writable folder. For each build the
judge empties that folder, writes the build's files into it, sends the compiler's arguments as one
request (docs in java_harness/CompilerServer__.java; tsc's server is
typescript_harness/compiler_server.cjs) and reads back the exit code and the output, which are what
the compiler's command gives. What it wrote there then joins the build folder. The
compiler never runs code of the files it compiles, and the judge takes the folder's files only
after a compile that succeeded within the limits.

Anything unusual (a server that cannot start, that dies, that answers out of turn) makes this
build an ordinary compile: the verdict never depends on whether a server compiled it. A compile
over the CPU, memory or time limit ends the server and is reported with the ordinary compile's
words.
"""

from __future__ import annotations

import os
import select
import shutil
import threading
import time
from tempfile import TemporaryDirectory
from typing import Any, TypeAlias

from judge.execution import sandbox
from judge.execution.program import BuildPlan, CompileLimits, Program, WarmCompile
from judge.execution.scratch import new_scratch
from judge.execution.spawn import ProcessLimits

# (exit code, output, the limit it ran into or "", what confined it), as build._run_compiler's.
Compiled: TypeAlias = tuple[int | None, str, str, dict[str, Any]]

# The server's own CPU limit (the kernel's, for its whole life): each compile is held to the compile
# limit by the judge, from the server's CPU before and after.
SERVER_CPU_SECONDS = 24 * 3600


class _Server:
    """One running compiler, its folder, and the lock a build holds while it uses it."""

    def __init__(self, child: sandbox.Child, folder: TemporaryDirectory[str]) -> None:
        self.child = child
        self.folder = folder
        self.lock = threading.Lock()
        self.confined = sandbox.describe(child)
        self.answers = bytearray()
        self.answered = 0  # requests answered: a server that fails before its first is not started again

    def close(self) -> None:
        sandbox.kill_child(self.child)
        sandbox.reap_child(self.child)
        sandbox.close_child(self.child)
        self.folder.cleanup()


class WarmCompilers:
    """The compilers kept running in this process, one per server command and thread: a grading
    worker has one thread; build_ahead compiles on one thread per CPU, each with its own servers."""

    def __init__(self, limits: CompileLimits, poll_seconds: float) -> None:
        """limits: each compile's, as the ordinary compile's (judge/execution/build.py)."""
        self.limits, self.poll_seconds = limits, poll_seconds
        self._servers: dict[tuple[tuple[str, ...], int], _Server] = {}
        self._refused: set[tuple[str, ...]] = set()  # servers that could not start: not tried again
        self._lock = threading.Lock()

    def compile(self, plan: BuildPlan, work: str) -> Compiled | None:
        """The plan compiled by its server into `work` (which holds the plan's files), or None: the
        build is then an ordinary compile."""
        warm = plan.warm
        if warm is None:
            return None
        key = (warm.server, threading.get_ident())
        server = self._server(plan, warm, key)
        if server is None or not server.lock.acquire(blocking=False):
            return None
        try:
            compiled = self._compile(server, plan, warm, work)
        except OSError:
            compiled = None
        finally:
            server.lock.release()
        if compiled is None or compiled[2]:  # a server that failed or ran into a limit is ended
            self._end(key, server, refuse=compiled is None and server.answered == 0)
        else:
            server.answered += 1
        return compiled

    def close(self) -> None:
        """End every server (a worker's last step; a worker killed outright takes them with it)."""
        with self._lock:
            servers, self._servers = list(self._servers.values()), {}
        for server in servers:
            server.close()

    def _server(self, plan: BuildPlan, warm: WarmCompile, key: tuple[tuple[str, ...], int]) -> _Server | None:
        with self._lock:
            server = self._servers.get(key)
            if server is not None or warm.server in self._refused:
                return server
            folder = new_scratch()
            program = Program(
                command=warm.server,
                setup={},
                filename=plan.user_file,
                visible=(*plan.visible, *warm.visible),
                env=plan.env,
                limit_address_space=plan.limit_address_space,
                channels=True,
            )
            limits = ProcessLimits(SERVER_CPU_SECONDS, self.limits.memory_mb, address_space=plan.limit_address_space)
            try:
                child = sandbox.start_child(limits, program, build_folder=folder.name)
            except OSError:
                self._refused.add(warm.server)
                folder.cleanup()
                return None
            server = self._servers[key] = _Server(child, folder)
            return server

    def _end(self, key: tuple[tuple[str, ...], int], server: _Server, refuse: bool) -> None:
        with self._lock:
            if self._servers.get(key) is server:
                del self._servers[key]
            if refuse:
                self._refused.add(key[0])
        server.close()

    def _compile(self, server: _Server, plan: BuildPlan, warm: WarmCompile, work: str) -> Compiled | None:
        folder = server.folder.name
        for name in os.listdir(folder):  # the last build's files, whatever the compiler left
            path = os.path.join(folder, name)
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path)
            else:
                os.unlink(path)
        for name in plan.files:
            with open(os.path.join(work, name), "rb") as written:
                text = written.read()
            # Made new ("x": never through a link that appeared meanwhile), readable by the compiler.
            with open(os.path.join(folder, name), "xb") as made:
                made.write(text)
            os.chmod(os.path.join(folder, name), 0o644)
        child = server.child
        start_cpu = child.usage(memory=False)[0]
        if start_cpu is None:
            return None
        request = "\0".join(warm.arguments).encode("utf-8", "surrogatepass") + b"\n"
        os.set_blocking(child.control_fd, True)
        os.write(child.control_fd, request)
        answer = self._answer(server, start_cpu)
        if answer is None or isinstance(answer, str):
            return None if answer is None else (None, "", answer, server.confined)
        code, output = answer
        if code == 0:
            for name in os.listdir(folder):
                # What the compiler wrote: files and folders of classes (it makes no links, and a
                # link is never taken into a build, whose files the judge makes readable).
                if name not in plan.files and not os.path.islink(os.path.join(folder, name)):
                    shutil.move(os.path.join(folder, name), os.path.join(work, name))
            for source in warm.then_copy:  # as `cp -R source/. build`: a package's classes in their folders
                for folder, _, files in os.walk(source):
                    into = os.path.join(work, os.path.relpath(folder, source))
                    os.makedirs(into, exist_ok=True)
                    for name in files:
                        shutil.copyfile(os.path.join(folder, name), os.path.join(into, name))
        return code, output.decode("utf-8", "replace"), "", server.confined

    def _answer(self, server: _Server, start_cpu: float) -> tuple[int, bytes] | str | None:
        """The server's answer (exit code, output); the limit the compile ran into; None when the
        server failed (ended, or wrote something else)."""
        child = server.child
        started = time.monotonic()
        poller = select.poll()
        for fd in (child.result_fd, child.stdout_fd, child.stderr_fd):
            poller.register(fd, select.POLLIN)
        while True:
            parsed = _parsed(server.answers, self.limits.output_bytes)
            if parsed is not None:
                return parsed if parsed[0] >= 0 else None
            for fd, _ in poller.poll(self.poll_seconds * 1000):
                try:
                    chunk = os.read(fd, 1 << 16)
                except BlockingIOError:
                    continue
                if fd != child.result_fd:  # the JVM's own words (a warning): not the compiler's
                    if not chunk:
                        poller.unregister(fd)
                    continue
                if not chunk or len(server.answers) > self.limits.output_bytes + 64:
                    return None
                server.answers += chunk
            cpu, memory_kb = child.usage()
            if cpu is None:
                return None
            limit = self.limits.reached(cpu - start_cpu, memory_kb, time.monotonic() - started)
            if limit:
                return limit


def _parsed(answers: bytearray, output_bytes: int) -> tuple[int, bytes] | None:
    """A whole answer taken from the front of `answers`: (exit code, output), the output cut to
    output_bytes; a negative code for one that is not an answer (the compilers' codes are not
    negative, and the server's own failure is -1); None until one has come in whole."""
    newline = answers.find(b"\n")
    if newline < 0:
        return (-1, b"") if len(answers) > 64 else None
    try:
        code, size = (int(part) for part in answers[:newline].split())
    except ValueError:
        return -1, b""
    if size < 0:
        return -1, b""
    if len(answers) < newline + 1 + size:
        return None
    output = bytes(answers[newline + 1 : newline + 1 + size])
    del answers[: newline + 1 + size]
    return code, output[:output_bytes]
