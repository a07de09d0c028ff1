"""Starting a process: fork, resource limits, the confinement steps the caller hands in, exec.

What subprocess.Popen with preexec_fn, pass_fds and start_new_session does, without importing
subprocess (~8 ms of every start), and with each step's failure reported back to the judge.
"""

from __future__ import annotations

# The signal module's C part: the module itself makes enums (enum, functools: ~4 ms before
# the early start's fork, judge/core/once.py); the numbers and signal() are the same.
import _signal
import os

from judge.core.record import record
from judge.execution import cgroup

try:
    import resource  # here, not in the forked child: an import between fork and exec costs ~2 ms a run
except ImportError:  # Windows: no resource limits
    resource = None  # type: ignore[assignment]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

# The interpreter itself needs address space beyond what the submission may use.
ADDRESS_SPACE_GRACE_MB = 64
MAX_FILE_BYTES = 16 << 20
MAX_OPEN_FILES = 64
# A compiler may hold a file open per header: clang reading `#include <bits/stdc++.h>` over the
# precompiled prelude keeps each of its ~100 headers open, and at 64 fails with "Too many open files".
COMPILER_OPEN_FILES = 1024
STACK_BYTES = 64 << 20
# The size of a run's private /tmp (bubblewrap) or scratch folder (the fallback, as root).
TMPFS_BYTES = 64 << 20
# The user a root judge's submissions run as.
NOBODY = 65534
# The whole environment a program starts with, with what its language adds.
CLEAN_ENV = {
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "LANG": "C.UTF-8",
    "LC_ALL": "C.UTF-8",
    # glibc reserves 64 MiB of address space per thread arena; two keep threads usable under RLIMIT_AS.
    "MALLOC_ARENA_MAX": "2",
}


@record(frozen=True)
class ProcessLimits:
    cpu_seconds: int
    memory_mb: int
    # False for runtimes that reserve far more address space than they use (JVM, V8, Go): their
    # memory is limited by the supervisor, which watches resident memory from outside.
    address_space: bool = True
    open_files: int = MAX_OPEN_FILES


def set_limits(limits: ProcessLimits, process_cap: int | None) -> None:
    """Runs in the child between fork and exec: the resource limits, in both modes."""

    def set_limit(kind: int, soft: int, hard: int | None = None) -> None:
        try:
            resource.setrlimit(kind, (soft, soft if hard is None else hard))
        except (ValueError, OSError):
            pass

    set_limit(resource.RLIMIT_CPU, limits.cpu_seconds, limits.cpu_seconds + 1)
    if limits.address_space:
        set_limit(resource.RLIMIT_AS, (limits.memory_mb + ADDRESS_SPACE_GRACE_MB) << 20)
    set_limit(resource.RLIMIT_FSIZE, MAX_FILE_BYTES)
    set_limit(resource.RLIMIT_NOFILE, limits.open_files)
    set_limit(resource.RLIMIT_CORE, 0)
    # Large enough for very deep recursion (Python-to-Python calls use little C stack), small
    # enough that a runaway C-level recursion overflows in well under a second, not a time limit.
    set_limit(resource.RLIMIT_STACK, STACK_BYTES, resource.RLIM_INFINITY)
    if process_cap is not None:
        set_limit(resource.RLIMIT_NPROC, process_cap)


class SpawnRefused(OSError):
    """A confinement step between fork and exec failed (the kernel refused it)."""


def spawn(
    argv: list[str],
    stdout: int,
    stderr: int,
    inherited: list[int],
    cwd: str,
    env: dict[str, str],
    confine: Callable[[], None],
    join: tuple[int, ...] = (),
    unwaited: list[int] | None = None,
) -> int:
    """Fork, confine and exec argv in a new session; returns its pid once the exec has happened.

    confine: runs in the child, in cwd, just before the exec: limits and confinement (it may import
    nothing, and raises OSError when the kernel refuses a step).
    join: descriptors on control groups' process lists, which the child joins before anything else.
    unwaited: return at once instead (a join may wait ~10 ms: cgroup.RunGroup.joins_at_once), with
    the descriptor that reports the exec appended to this list, for settle() to read.

    What subprocess.Popen with preexec_fn, pass_fds and start_new_session does, without importing
    subprocess (~8 ms of every start). Raises OSError when the program cannot be run, SpawnRefused
    when a confinement step failed in the child.
    """
    stdin = os.open(os.devnull, os.O_RDONLY)
    # Closed by the exec: the parent reads the child's error report from it, or EOF on success.
    report_read, report_write = os.pipe2(os.O_CLOEXEC)

    def exec_program() -> None:
        """The forked child: never returns. Anything that fails is written to the report pipe, then it exits."""
        step = "cgroup"
        try:
            for fd in join:
                os.write(fd, b"0")  # "0": the writer itself; every process it starts is charged too
            step = "start"
            os.setsid()
            for target, source in ((0, stdin), (1, stdout), (2, stderr)):
                os.dup2(source, target)
            # Every other descriptor closes: only the ones passed on stay open across the exec.
            kept = {0, 1, 2, report_write, *inherited}
            try:
                open_fds: Iterable[int] = [int(name) for name in os.listdir("/proc/self/fd")]
            except OSError:
                open_fds = range(3, os.sysconf("SC_OPEN_MAX"))
            for fd in open_fds:
                if fd not in kept:
                    try:
                        os.close(fd)
                    except OSError:
                        pass
            for fd in inherited:
                os.set_inheritable(fd, True)
            # The interpreter ignores these; an ignored signal stays ignored across exec (file-size limit!).
            for ignored in (_signal.SIGPIPE, _signal.SIGXFSZ):
                _signal.signal(ignored, _signal.SIG_DFL)
            os.chdir(cwd)
            step = "confine"
            confine()
            step = "exec"
            os.execvpe(argv[0], argv, env)
        except BaseException as error:  # reported to the parent, whatever it is
            number = error.errno if isinstance(error, OSError) and error.errno else 0
            os.write(report_write, f"{step}:{number}:{error}".encode()[:4000])
        finally:
            os._exit(127)

    try:
        pid = os.fork()
        if pid == 0:
            exec_program()
    finally:
        os.close(stdin)
        os.close(report_write)
    if unwaited is not None:
        unwaited.append(report_read)
        return pid
    report = exec_report(report_read)
    if not report:
        return pid
    os.waitpid(pid, 0)
    step, number, message = report.split(":", 2)
    if step == "confine":
        raise SpawnRefused(message)
    if step == "cgroup":
        raise cgroup.CgroupError(message)
    raise OSError(int(number), message, argv[0])


def exec_report(report_read: int) -> str:
    """What the forked child wrote before its exec ("step:errno:message"), read to the end: "" if
    the exec happened."""
    try:
        report = b""
        while chunk := os.read(report_read, 4096):
            report += chunk
    finally:
        os.close(report_read)
    return report.decode("utf-8", "replace")
