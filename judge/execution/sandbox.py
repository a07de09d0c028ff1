"""Starting the submission's process confined and limited, and ending it with everything it started.

The rooms of the sandbox, one per kernel mechanism: which confinement this machine allows
(isolation.py), bubblewrap's namespaces (bubblewrap.py), the fallback's layers (fallback.py,
landlock.py), the seccomp filter (seccomp.py), the session keyring (keyring.py), forking with
resource limits (spawn.py), control groups (cgroup.py) and what /proc says of a process (procfs.py).
This module puts them together for one run: start it, read what it uses, end it, and leave
nothing behind. The two modes:

- "bubblewrap" (Linux with `bwrap`): its own PID, network, IPC, UTS and mount namespaces; the
  whole filesystem read-only, home folders and temporary folders hidden behind empty
  tmpfs mounts, a private writable /tmp; no network (a seccomp filter refuses every socket
  but Unix ones, so not even the sandbox's own loopback works); the whole process tree dies
  with the judge. As root, the program drops to an unprivileged user before loading the code.
- "fallback" (anywhere else, or JUDGE_SANDBOX=fallback): a new session and process group,
  resource limits, a clean environment, a private temporary working directory; on Linux
  Landlock (writes only there, reads only the runtime's folders), the same seccomp filter, and
  the judge adopts the submission's orphans (child subreaper) and kills them after the run.
  What is missing is said once.

Both apply the same resource limits (CPU, address space, file size, open files, processes,
stack) before the interpreter starts, start the child from a new, empty session keyring, and
refuse in the filter the kernel objects no namespace of theirs holds (keyrings, System V IPC,
POSIX message queues: docs/security.md).
"""

from __future__ import annotations

import os
import sys
import time

# The signal module's C part: the module's enums (enum, functools) cost ~4 ms before the early
# start's fork (judge/core/once.py).
from _signal import SIGKILL

from judge.core.record import field, record
from judge.execution import bubblewrap, cgroup, procfs
from judge.execution.isolation import BUBBLEWRAP, CONTROL_GROUP, Isolation, detect_isolation, usable_by_others
from judge.execution.keyring import session_keyring
from judge.execution.kit_folders import kit_folders
from judge.execution.seccomp import seccomp_program
from judge.execution.spawn import (
    ADDRESS_SPACE_GRACE_MB,
    CLEAN_ENV,
    NOBODY,
    ProcessLimits,
    SpawnRefused,
    exec_report,
    set_limits,
    spawn,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from tempfile import TemporaryDirectory
    from typing import Any

    from judge.execution.program import Program

# Processes beyond the user's own a run may start where no control group counts them (RLIMIT_NPROC).
EXTRA_PROCESSES = 64
# Tasks (processes and threads) a run's control group may hold: a JVM or a compiler runs dozens of threads.
GROUP_TASKS = 256
SETPRIV = "/usr/bin/setpriv"


@record
class Child:
    """A started program and the judge's ends of its pipes."""

    pid: int  # the process started: bwrap, or the program itself in the fallback
    control_fd: int
    result_fd: int
    stdout_fd: int
    stderr_fd: int
    workdir: TemporaryDirectory[str] | None
    isolation: Isolation
    unprivileged: bool = False  # started by root, the program runs as 65534
    returncode: int | None = None  # set once the process has been waited for
    group: cgroup.RunGroup | None = None  # the run's control group, where one could be had
    settling: Any = field(default=None, repr=False, compare=False)  # held while the program moves into its group
    group_refused: str = ""  # why moving it into its group failed
    # A start whose exec the judge did not wait for (start_child(wait=False)): the pipe that reports
    # it, read by settle(); and, once read, why the start failed ("" if it did not).
    exec_report: int | None = field(default=None, repr=False, compare=False)
    start_failed: str = ""
    _submission_pid: int | None = field(default=None, repr=False)
    # /proc/<interpreter>/status, kept open: read again from its start once per case (a re-read is
    # a third of an open, read and close).
    _status_fd: int | None = field(default=None, repr=False)

    def submission_pid(self) -> int | None:
        """The pid (as the judge sees it) of the interpreter running the submission."""
        if self._submission_pid is None:
            if self.isolation.name != BUBBLEWRAP:
                self._submission_pid = self.pid
            else:
                # bwrap -> its init in the new PID namespace -> the interpreter, the init's first child.
                inits = procfs.child_pids(self.pid)
                found = procfs.child_pids(inits[0]) if inits else []
                self._submission_pid = min(found, key=procfs.start_time) if found else None
        return self._submission_pid

    def usage(self, memory: bool = True) -> tuple[float | None, int | None]:
        """CPU seconds and memory (kB) of the whole submission, read from outside it.

        memory=False: with a control group, the CPU time alone (memory None), a tenth of the cost.

        With a control group, the kernel's count for everything in it: CPU of every task, live or
        gone; memory as the larger of the interpreter's peak and the group's peak anonymous and
        shared memory (tmpfs, memfd and shared mappings included) plus the kernel memory charged
        to the group (pipe and socket buffers nobody has read, page tables: see
        cgroup.RunGroup.memory_kb). Without one, a walk through
        /proc: the interpreter's own CPU clock plus the clock ticks of every other process it
        started and of what they waited for; the interpreter's peak resident memory plus the
        proportional share of what its other processes hold now.
        """
        settle(self)
        pid = self.submission_pid()
        if self.group is not None:
            if not memory:
                return self.group.cpu_seconds(), None
            self.group.memory_kb()  # reads it now, and so updates peak_kb
            own_peak = self._own_peak_kb(pid) if pid is not None else None
            return self.group.cpu_seconds(), max(self.group.peak_kb, own_peak or 0)
        if pid is None:
            return 0.0, None
        own_cpu, own_peak = procfs.process_cpu_seconds(pid), procfs.peak_memory_kb(pid)
        if self.isolation.name == BUBBLEWRAP:
            # The namespace's init: every process in it descends from it, and it reaps orphans.
            inits = set(procfs.child_pids(self.pid))
            pending = list(inits)
        else:
            # Process level: the interpreter, and the orphans it left, which the judge (a child
            # subreaper) adopts; not another run's program, nor what is still in its session (runs
            # judged on other threads). An orphan that left its run's session is everyone's.
            inits = set()
            others = _started_pids - {self.pid}
            pending = [
                other
                for other in procfs.child_pids(os.getpid())
                if not others or (other not in others and procfs.session(other) not in others)
            ] or [self.pid]
        ticks, resident = procfs.ticks(pid, children=True), 0
        seen = 0
        while pending and seen < 4096:
            other = pending.pop()
            seen += 1
            pending.extend(procfs.child_pids(other))
            if other in inits:
                ticks += procfs.ticks(other, children=True)
            elif other != pid:
                # A helper's own time and that of the children it reaped (which nothing else counts).
                ticks += procfs.ticks(other) + procfs.ticks(other, children=True)
                resident += procfs.proportional_kb(other)
        cpu = None if own_cpu is None else own_cpu + ticks / procfs.CLOCK_TICKS
        held = None if own_peak is None else own_peak + resident
        return cpu, held

    def _own_peak_kb(self, pid: int) -> int | None:
        """The interpreter's peak resident memory (VmHWM), from its status file kept open."""
        if self._status_fd is None:
            try:
                self._status_fd = os.open(f"/proc/{pid}/status", os.O_RDONLY | os.O_CLOEXEC)
            except OSError:
                return None
        try:
            status = os.pread(self._status_fd, 1 << 13, 0)
        except OSError:  # the process is gone
            return None
        return procfs.status_kb(status, b"\nVmHWM:")

    def close_status(self) -> None:
        if self._status_fd is not None:
            os.close(self._status_fd)
            self._status_fd = None


def describe(child: Child) -> dict[str, Any]:
    """What a report says about the sandbox: its mode, and the protections it has and lacks, as short names."""
    settle(child)
    if child.isolation.name == BUBBLEWRAP:
        protections = ["namespaces", "read-only filesystem", "private /tmp", "seccomp", "resource limits"]
        protections += ["uid 65534"] if os.geteuid() == 0 else []
        missing: list[str] = []
    else:
        from judge.execution.fallback import fallback_layers

        protections, missing = fallback_layers(child.unprivileged, grouped=child.group is not None)
    (protections if child.group is not None else missing).append(CONTROL_GROUP)
    return {"mode": child.isolation.name, "protections": protections, "missing": missing}


def start_child(limits: ProcessLimits, program: Program, build_folder: str | None = None, wait: bool = True) -> Child:
    """Start the program confined as well as this machine allows; it gets the two protocol
    descriptors as its last arguments (and, started as root in bubblewrap, the user to become).

    build_folder: a compile: the command runs in this (writable) folder and gets no descriptors.
    wait=False: return without waiting for the exec; a start that fails then raises nothing here,
    and settle() sets the child's start_failed (a start made early, which the judge may not use).
    """
    isolation = detect_isolation()
    group = _run_group(limits)
    control_read, control_write = os.pipe()
    result_read, result_write = os.pipe()
    stdout_read, stdout_write = os.pipe()
    stderr_read, stderr_write = os.pipe()
    inherited = [control_read, result_write]
    talks = build_folder is None or program.channels
    descriptors = [str(control_read), str(result_write)] if talks else []
    unprivileged = isolation.name == BUBBLEWRAP and os.geteuid() == 0
    workdir: TemporaryDirectory[str] | None = None
    env = dict(CLEAN_ENV)
    env.update(program.env)
    seccomp_read = None
    drop = f"{NOBODY}:{NOBODY}"
    if isolation.name == BUBBLEWRAP:
        filter_program = seccomp_program()
        if filter_program is not None:
            seccomp_read, seccomp_write = os.pipe()
            os.write(seccomp_write, filter_program)  # a few hundred bytes: fits in the pipe buffer
            os.close(seccomp_write)
            inherited.append(seccomp_read)
        as_root = os.geteuid() == 0
        files = bubblewrap.sandbox_files(program)
        bwrap_argv = bubblewrap.argv(
            bubblewrap.find_program("bwrap") or "bwrap", seccomp_read, program.visible, files, build_folder
        )
        command = [_inside(part, files) for part in program.command]
        argv = [*bwrap_argv, "--", *_dropping(program, command, as_root), *descriptors]
        if as_root and program.drops_privileges:
            argv.append(drop)
        if as_root and build_folder is not None:
            os.chown(build_folder, NOBODY, NOBODY)
        # The group counts the run's own tasks; without one, RLIMIT_NPROC counts the whole user's.
        process_cap = (
            None if group is not None else procfs.process_count(NOBODY if as_root else os.getuid()) + EXTRA_PROCESSES
        )
        cwd = "/"
    else:
        from judge.execution.libc import become_subreaper
        from judge.execution.scratch import new_scratch

        become_subreaper()

        if build_folder is None:
            workdir = new_scratch(handed_to=NOBODY)
        scratch = build_folder or (workdir.name if workdir is not None else "")
        env.update(HOME=scratch, TMPDIR=scratch)
        process_cap = None  # per-user in this mode: a cap would count every process of the user
        cwd = scratch
        # Started as root: the program becomes 65534 before any submission code runs, when that user
        # can read the runtime (an interpreter in a root-only folder cannot be run by it).
        readable_paths = (*program.visible, *(str(path) for path in program.files))
        if build_folder is not None:  # the compiler writes there: 65534 must reach it
            readable_paths += (scratch,)
        drop_here = os.geteuid() == 0 and usable_by_others(readable_paths)
        argv = [*(_dropping(program, list(program.command), drop_here)), *descriptors]
        if drop_here:
            os.chown(scratch, NOBODY, NOBODY)
            if program.drops_privileges:
                argv.append(drop)
            unprivileged = True
    # bwrap's --die-with-parent and --seccomp already do for its sandbox what the fallback does here.
    fallback = None
    if isolation.name != BUBBLEWRAP:
        from judge.execution.fallback import child_controls

        fallback = child_controls()
    unwaited: list[int] | None = None if wait else []
    readable: tuple[str, ...] = ()
    if fallback is not None and fallback.landlock is not None:
        from judge.execution.landlock import SYSTEM_PATHS, carve

        # Landlock only allows: the kit's folders are cut out of any readable folder that holds them.
        readable = (*carve((*SYSTEM_PATHS, *program.visible), kit_folders()), *(str(path) for path in program.files))
    stays_root = fallback is not None and os.geteuid() == 0 and not unprivileged
    keyring = session_keyring()

    def confine() -> None:
        """In the child, before its exec: limits, a new session keyring, the fallback's layers."""
        set_limits(limits, process_cap)
        if keyring is not None:  # before the seccomp filter, which refuses keyctl
            keyring.join_new()
        if fallback is not None:
            fallback.apply(readable, cwd, stays_root, own_scratch=build_folder is None)

    def start_program(join: tuple[int, ...] = ()) -> int:
        return spawn(argv, stdout_write, stderr_write, inherited, cwd, env, confine, join=join, unwaited=unwaited)

    # Every program joins its group before its exec, at once where the kernel allows it
    # (RunGroup.joins_at_once); where a join waits, a program whose harness waits for its setup
    # frame is moved into the group while it starts instead, the wait hidden by its start.
    moved_later = group is not None and not group.joins_at_once and program.gated and build_folder is None

    def start() -> int:
        nonlocal group
        if group is not None and not moved_later:
            joined = _spawn_in_group(start_program, group)
            if joined is not None:
                return joined
            group = None
        return start_program()

    try:
        try:
            pid = start()
        except SpawnRefused:
            if fallback is None or not (
                fallback.private_scratch or fallback.landlock is not None or fallback.can_refuse_sockets
            ):
                raise
            # The kernel refused a layer in the child (its preexec step failed): go on without the
            # layers that may have failed, and let every report say what is missing from now on.
            if fallback.private_scratch:
                fallback.private_scratch = False
            elif fallback.landlock is not None:
                fallback.landlock = None
            else:
                fallback.can_refuse_sockets = False
            isolation = detect_isolation()
            pid = start()
    finally:
        for fd in (*inherited, stdout_write, stderr_write):
            os.close(fd)
    for fd in (control_write, result_read, stdout_read, stderr_read):
        os.set_blocking(fd, False)
    _started_pids.add(pid)
    child = Child(
        pid,
        control_write,
        result_read,
        stdout_read,
        stderr_read,
        workdir,
        isolation,
        unprivileged,
        group=group,
        exec_report=unwaited[0] if unwaited else None,
    )
    if moved_later and group is not None:
        _move_while_starting(child, group)
    return child


def _move_while_starting(child: Child, group: cgroup.RunGroup) -> None:
    """Move the started program's processes (bwrap, its init, the runtime) into the group, in a
    thread of the judge's, while they start; settle() waits for it, and the setup frame, without
    which the harness runs no submission code, is written only after."""
    import _thread

    done = _thread.allocate_lock()
    done.acquire()
    child.settling = done

    def move() -> None:
        moved: set[int] = set()
        try:
            for _ in range(50):  # until the tree is stable: the processes starting now fork only a few
                tree = [child.pid]
                for pid in tree:
                    tree.extend(procfs.child_pids(pid))
                waiting = [pid for pid in tree if pid not in moved]
                if not waiting:
                    break
                for pid in waiting:
                    try:
                        group.move(pid)
                    except ProcessLookupError:
                        pass  # it exited meanwhile (a crash is seen as the run goes on)
                    moved.add(pid)
        except OSError as error:
            child.group_refused = f"moving into a control group failed: {error.strerror or error}"
        finally:
            done.release()

    # The judge is busy importing meanwhile: hand the interpreter's lock over sooner than every 5 ms,
    # so the move starts at once (settle() sets the interval back).
    _QUICK_SWITCHES.begin()
    _thread.start_new_thread(move, ())


class _SwitchInterval:
    """The interpreter's switch interval, short while any program moves into its group: runs started
    on several threads at once share it, and the last move to end sets it back."""

    def __init__(self) -> None:
        import _thread

        self.lock = _thread.allocate_lock()
        self.moving = 0
        self.saved = sys.getswitchinterval()

    def begin(self) -> None:
        with self.lock:
            if self.moving == 0:
                self.saved = sys.getswitchinterval()
                sys.setswitchinterval(0.0002)
            self.moving += 1

    def end(self) -> None:
        with self.lock:
            self.moving -= 1
            if self.moving == 0:
                sys.setswitchinterval(self.saved)


_QUICK_SWITCHES = _SwitchInterval()


def settle(child: Child) -> None:
    """Wait until a program started with _move_while_starting is in its group, and until a start
    not waited for has its exec (a no-op otherwise). A move the kernel refused leaves the run
    without a group, and no later run gets one; a failed unwaited start sets start_failed."""
    if child.exec_report is not None:
        report_read, child.exec_report = child.exec_report, None
        report = exec_report(report_read)
        if report:  # the child has exited: reap_child collects it
            child.start_failed = report.split(":", 2)[-1] or "the program could not be started"
    if child.settling is None:
        return
    child.settling.acquire()
    child.settling = None
    _QUICK_SWITCHES.end()
    if child.group_refused and child.group is not None:
        cgroup.refuse(child.group_refused)
        child.group.remove()
        child.group = None


def _run_group(limits: ProcessLimits) -> cgroup.RunGroup | None:
    """The run's control group, with its memory and task limits, or None where none can be had."""
    try:
        return cgroup.RunGroup.create((limits.memory_mb + ADDRESS_SPACE_GRACE_MB) << 20, GROUP_TASKS)
    except cgroup.CgroupError as error:
        cgroup.refuse(str(error))
        return None


def _spawn_in_group(spawn: Callable[..., int], group: cgroup.RunGroup | None) -> int | None:
    """Start the child inside the group; None (the group removed, and no more made) when the kernel
    refused the child its place in it."""
    if group is None:
        return None
    join = group.join_files()
    try:
        return spawn(join=tuple(join))
    except cgroup.CgroupError as error:
        group.remove()
        cgroup.refuse(f"joining a control group failed: {error}")
        return None
    finally:
        for fd in join:
            os.close(fd)


def _inside(argument: str, files: dict[str, str]) -> str:
    """An argument naming one of the program's files (or a file in one of its folders), as the sandbox shows it."""
    for host, inside in files.items():
        if argument == host:
            return inside
        if argument.startswith(host + "/"):
            return inside + argument[len(host) :]
    return argument


def _dropping(program: Program, command: list[str], drop: bool) -> list[str]:
    """The command, started through setpriv as 65534 when it must drop root and cannot do so itself."""
    if not drop or program.drops_privileges:
        return command
    user = str(NOBODY)
    return [SETPRIV, f"--reuid={user}", f"--regid={user}", "--clear-groups", "--", *command]


# The programs start_child started and reap_child has not yet reaped: in process mode, children of
# the judge that are not orphans (a program started early, waiting for its setup while a compile runs).
_started_pids: set[int] = set()


def _kill_adopted_orphans(rounds: int = 20) -> None:
    """Kill and reap every remaining child of the judge that it did not start itself: in process mode
    they can only be what a submission left behind."""
    for _ in range(rounds):
        orphans = [pid for pid in procfs.child_pids(os.getpid()) if pid not in _started_pids]
        if not orphans:
            return
        for pid in orphans:
            try:
                os.kill(pid, SIGKILL)
                os.waitpid(pid, 0)
            except (ProcessLookupError, ChildProcessError, PermissionError):
                pass


def kill_child(child: Child) -> None:
    """Kill the submission and everything it started."""
    if child.returncode is not None:
        return  # already reaped: its pid may belong to another process by now
    targets = [child.pid]
    if child.isolation.name == BUBBLEWRAP:
        # Killing the namespace's init makes the kernel kill every process in the namespace.
        targets += procfs.child_pids(child.pid)
    for pid in targets:
        try:
            os.kill(pid, SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    try:
        os.killpg(child.pid, SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    if child.group is not None and child.isolation.name != BUBBLEWRAP:
        # Wherever its processes went: new sessions, double forks. (In bubblewrap, killing the PID
        # namespace's init already kills them all; the group is emptied when it is removed.)
        child.group.kill()


@record(frozen=True)
class Exit:
    """How the submission's process ended: a signal or an exit code, and its CPU seconds when known."""

    signal: int | None = None
    code: int | None = None
    cpu_seconds: float | None = None
    killed_after_grace: bool = False
    out_of_memory: bool = False  # the kernel killed a process of the run at its control group's memory limit


def reap_child(child: Child, grace_seconds: float = 0.0) -> Exit:
    """Wait for the process to end (killing it after grace_seconds) and say how the interpreter ended."""
    settle(child)
    deadline = time.monotonic() + grace_seconds
    try:
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid or time.monotonic() >= deadline:
                break
            time.sleep(0.002)
        killed = not pid and grace_seconds > 0
        if not pid:
            kill_child(child)
            _, status, usage = os.wait4(child.pid, 0)
    except ChildProcessError:
        _started_pids.discard(child.pid)
        return Exit()
    if child.isolation.name != BUBBLEWRAP:
        # Its orphans (zombies by now, killed with its process group) keep its session, and so stay
        # out of the runs judged beside it while its pid is still among the started ones: another
        # run's /proc walk would otherwise count their CPU as its own.
        _kill_adopted_orphans()
    _started_pids.discard(child.pid)
    out_of_memory = child.group is not None and child.group.out_of_memory()
    if killed:
        return Exit(killed_after_grace=True, out_of_memory=out_of_memory)
    child.returncode = code = os.waitstatus_to_exitcode(status)
    if code < 0:
        return Exit(signal=-code, out_of_memory=out_of_memory)
    if child.isolation.name == BUBBLEWRAP:
        # bwrap exits with 128 + the signal number when the command was killed by a signal;
        # its rusage is its own, not the interpreter's.
        if 128 < code < 128 + 65:
            return Exit(signal=code - 128, out_of_memory=out_of_memory)
        return Exit(code=code, out_of_memory=out_of_memory)
    # With a group, its count covers every process of the run; rusage only those the judge waited for.
    cpu = child.group.cpu_seconds() if child.group is not None else usage.ru_utime + usage.ru_stime
    return Exit(code=code, cpu_seconds=cpu, out_of_memory=out_of_memory)


def close_child(child: Child) -> None:
    """Release the judge's ends of the pipes and the working directory."""
    settle(child)
    child.close_status()
    for fd in (child.control_fd, child.result_fd, child.stdout_fd, child.stderr_fd):
        try:
            os.close(fd)
        except OSError:
            pass
    if child.workdir is not None:
        child.workdir.cleanup()
    if child.group is not None:
        child.group.remove()
        child.group = None
