"""Starting the submission's process under operating-system limits, and ending it with all it started.

This is the only module that knows how a child process is confined. The runner asks it for
a started process and for the process's CPU time; everything else is the runner's.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HARNESS = Path(__file__).with_name("harness.py")
# The interpreter itself needs address space beyond what the submission may use.
ADDRESS_SPACE_GRACE_MB = 64
MAX_FILE_BYTES = 16 << 20
MAX_OPEN_FILES = 64
_CLEAN_ENV = {
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "LANG": "C.UTF-8",
    "LC_ALL": "C.UTF-8",
    # glibc reserves 64 MiB of address space per thread arena; two keep threads usable under RLIMIT_AS.
    "MALLOC_ARENA_MAX": "2",
}


@dataclass(frozen=True)
class ProcessLimits:
    cpu_seconds: int
    memory_mb: int


@dataclass
class Child:
    """A started submission process and the judge's ends of its pipes."""

    process: subprocess.Popen[bytes]
    control_fd: int
    result_fd: int
    stdout_fd: int
    stderr_fd: int
    workdir: tempfile.TemporaryDirectory[str]
    description: str

    @property
    def pid(self) -> int:
        return self.process.pid

    def cpu_seconds(self) -> float | None:
        """CPU time used so far by the submission's process (all threads), read from outside it."""
        return process_cpu_seconds(self.pid)


def process_cpu_seconds(pid: int) -> float | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        # Linux exposes every process's CPU clock as a clock id derived from its pid.
        return time.clock_gettime_ns(((~pid) << 3) | 2) / 1e9
    except OSError:
        return None


def peak_memory_kb(pid: int) -> int | None:
    """Peak resident memory of a live process, from /proc (Linux only)."""
    try:
        with open(f"/proc/{pid}/status", "rb") as status:
            for line in status:
                if line.startswith(b"VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return None


def _limit_child(limits: ProcessLimits) -> None:
    """Runs in the child between fork and exec: apply rlimits, die with the judge."""
    import resource

    def set_limit(kind: int, soft: int, hard: int | None = None) -> None:
        try:
            resource.setrlimit(kind, (soft, soft if hard is None else hard))
        except (ValueError, OSError):
            pass

    set_limit(resource.RLIMIT_CPU, limits.cpu_seconds, limits.cpu_seconds + 1)
    set_limit(resource.RLIMIT_AS, (limits.memory_mb + ADDRESS_SPACE_GRACE_MB) << 20)
    set_limit(resource.RLIMIT_FSIZE, MAX_FILE_BYTES)
    set_limit(resource.RLIMIT_NOFILE, MAX_OPEN_FILES)
    set_limit(resource.RLIMIT_CORE, 0)
    set_limit(resource.RLIMIT_STACK, resource.RLIM_INFINITY, resource.RLIM_INFINITY)
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            pr_set_pdeathsig = 1
            libc.prctl(pr_set_pdeathsig, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass


def start_child(limits: ProcessLimits) -> Child:
    """Start the harness in a fresh process group, in a private temporary working directory."""
    workdir = tempfile.TemporaryDirectory(prefix="judge-")
    control_read, control_write = os.pipe()
    result_read, result_write = os.pipe()
    stdout_read, stdout_write = os.pipe()
    stderr_read, stderr_write = os.pipe()
    env = dict(_CLEAN_ENV, HOME=workdir.name, TMPDIR=workdir.name)
    argv = [
        sys.executable, "-I", "-S", "-B", "-X", "utf8", "-X", "faulthandler",
        str(HARNESS), str(control_read), str(result_write),
    ]
    try:
        process = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=stdout_write,
            stderr=stderr_write,
            pass_fds=(control_read, result_write),
            cwd=workdir.name,
            env=env,
            start_new_session=True,
            preexec_fn=lambda: _limit_child(limits),
        )
    finally:
        for fd in (control_read, result_write, stdout_write, stderr_write):
            os.close(fd)
    for fd in (control_write, result_read, stdout_read, stderr_read):
        os.set_blocking(fd, False)
    return Child(process, control_write, result_read, stdout_read, stderr_read, workdir, "process limits")


def kill_child(child: Child) -> None:
    """Kill the submission's process group (whatever it forked stays in it unless it called setsid)."""
    try:
        os.killpg(child.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def reap_child(child: Child) -> tuple[int, float | None]:
    """Wait for the process to end; its wait status and total CPU seconds from its rusage."""
    try:
        _, status, usage = os.wait4(child.pid, 0)
    except ChildProcessError:
        return 0, None
    child.process.returncode = os.waitstatus_to_exitcode(status)
    return status, usage.ru_utime + usage.ru_stime


def close_child(child: Child) -> None:
    """Release the judge's ends of the pipes and the working directory."""
    for fd in (child.control_fd, child.result_fd, child.stdout_fd, child.stderr_fd):
        try:
            os.close(fd)
        except OSError:
            pass
    child.workdir.cleanup()
