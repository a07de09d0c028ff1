"""Starting the submission's process confined and limited, and ending it with everything it started.

This is the only module that knows how a child process is confined. Two levels:

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

import functools
import os
import signal
import stat
import struct
import sys
import time

from judge.core.record import field, record
from judge.execution import cgroup

try:
    import resource  # here, not in the forked child: an import between fork and exec costs ~2 ms a run
except ImportError:  # Windows: no resource limits
    resource = None  # type: ignore[assignment]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from tempfile import TemporaryDirectory
    from typing import Any

    from judge.execution.program import Program

SANDBOX_ENV = "JUDGE_SANDBOX"
# The interpreter itself needs address space beyond what the submission may use.
ADDRESS_SPACE_GRACE_MB = 64
MAX_FILE_BYTES = 16 << 20
MAX_OPEN_FILES = 64
STACK_BYTES = 64 << 20
EXTRA_PROCESSES = 64
# Tasks (processes and threads) a run's control group may hold: a JVM or a compiler runs dozens of threads.
GROUP_TASKS = 256
TMPFS_BYTES = 64 << 20
NOBODY = 65534
_CLEAN_ENV = {
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "LANG": "C.UTF-8",
    "LC_ALL": "C.UTF-8",
    # glibc reserves 64 MiB of address space per thread arena; two keep threads usable under RLIMIT_AS.
    "MALLOC_ARENA_MAX": "2",
}
PROCESS_LEVEL_GAPS = (
    "no filesystem isolation (the submission can read and write what your user can, "
    "including the judge's own environment in /proc)",
    "no process-count limit (RLIMIT_NPROC would count every process of your user)",
)
NO_NETWORK_ISOLATION = "no network isolation"


@record(frozen=True)
class Isolation:
    """Which confinement is in use and which protections it lacks."""

    name: str
    missing: tuple[str, ...] = ()
    reason: str = ""


@record(frozen=True)
class ProcessLimits:
    cpu_seconds: int
    memory_mb: int
    # False for runtimes that reserve far more address space than they use (JVM, V8, Go): their
    # memory is limited by the supervisor, which watches resident memory from outside.
    address_space: bool = True


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
    switch_interval: float = 0.005  # the interpreter's, while the program moves into its group
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
                inits = _children(self.pid)
                found = _children(inits[0]) if inits else []
                self._submission_pid = min(found, key=_start_time) if found else None
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
        own_cpu, own_peak = process_cpu_seconds(pid), peak_memory_kb(pid)
        if self.isolation.name == BUBBLEWRAP:
            # The namespace's init: every process in it descends from it, and it reaps orphans.
            inits = set(_children(self.pid))
            pending = list(inits)
        else:
            # Process level: the interpreter, and the orphans it left, which the judge (a child
            # subreaper) adopts. The judge runs one submission at a time per process.
            inits = set()
            pending = _children(os.getpid()) or [self.pid]
        ticks, resident = _ticks(pid, children=True), 0
        seen = 0
        while pending and seen < 4096:
            other = pending.pop()
            seen += 1
            pending.extend(_children(other))
            if other in inits:
                ticks += _ticks(other, children=True)
            elif other != pid:
                # A helper's own time and that of the children it reaped (which nothing else counts).
                ticks += _ticks(other) + _ticks(other, children=True)
                resident += _proportional_kb(other)
        cpu = None if own_cpu is None else own_cpu + ticks / _CLOCK_TICKS
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
        return _status_kb(status, b"\nVmHWM:")

    def close_status(self) -> None:
        if self._status_fd is not None:
            os.close(self._status_fd)
            self._status_fd = None


def _status_kb(status: bytes, key: bytes) -> int | None:
    """A "Key:   1234 kB" value of a /proc status file, or None."""
    at = status.find(key)
    if at < 0:
        return None
    try:
        return int(status[at + len(key) : status.index(b"kB", at)])
    except ValueError:
        return None


_CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _ticks(pid: int, children: bool = False) -> int:
    """utime + stime of a live process (or, with children, cutime + cstime: what it waited for), in ticks."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            fields = handle.read().rsplit(b")", 1)[1].split()
        return int(fields[13]) + int(fields[14]) if children else int(fields[11]) + int(fields[12])
    except (OSError, ValueError, IndexError):
        return 0


def _proportional_kb(pid: int) -> int:
    """A process's proportional set size: pages shared with n processes count 1/n each, so forty
    forked children of one interpreter are not charged forty times for its pages."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", "rb") as handle:
            for line in handle:
                if line.startswith(b"Pss:"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        return 0
    return 0


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


def _children(pid: int) -> list[int]:
    """The children of every thread of the process (a runtime such as Go's or the JVM's forks from
    whichever thread it likes: the main thread's list alone misses them)."""
    try:
        threads = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return []
    found: list[int] = []
    for thread in threads:
        try:
            with open(f"/proc/{pid}/task/{thread}/children", encoding="ascii") as handle:
                found.extend(int(part) for part in handle.read().split())
        except (OSError, ValueError):
            continue
    return found


def _start_time(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            return int(handle.read().rsplit(b")", 1)[1].split()[19])
    except (OSError, ValueError, IndexError):
        return 1 << 62


def _process_count(uid: int) -> int:
    """How many processes uid has now (RLIMIT_NPROC counts them all, not just ours)."""
    count = 0
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid == uid:
                    count += 1
            except OSError:
                pass
    return count


_broken_bubblewrap: str | None = None


BUBBLEWRAP, FALLBACK = "bubblewrap", "fallback"


def detect_isolation() -> Isolation:
    """The strongest confinement available here ($JUDGE_SANDBOX=fallback forces the weaker one).

    This only looks for bwrap; whether it can really create a sandbox here is learnt from
    the first start (see mark_bubblewrap_broken) or checked in full by trial_sandbox().
    """
    from judge.errors import UsageError

    wanted = os.environ.get(SANDBOX_ENV, "auto").strip().lower() or "auto"
    if wanted == "process":  # the fallback's earlier name
        wanted = FALLBACK
    if wanted not in ("auto", FALLBACK, BUBBLEWRAP):
        raise UsageError(f"{SANDBOX_ENV} must be auto, bubblewrap or fallback, not {wanted!r}")
    if wanted == FALLBACK:
        return Isolation(FALLBACK, process_level_gaps(), f"{SANDBOX_ENV}={FALLBACK}")
    reason = _broken_bubblewrap or _bubblewrap_missing()
    if reason is None:
        return Isolation(BUBBLEWRAP)
    if wanted == BUBBLEWRAP:
        raise UsageError(f"{SANDBOX_ENV}=bubblewrap, but bubblewrap cannot be used here: {reason}")
    return Isolation(FALLBACK, process_level_gaps(), reason)


def describe(child: Child) -> dict[str, Any]:
    """What a report says about the sandbox: its mode, and the protections it has and lacks, as short names."""
    settle(child)
    if child.isolation.name == BUBBLEWRAP:
        protections = ["namespaces", "read-only filesystem", "private /tmp", "seccomp", "resource limits"]
        protections += ["uid 65534"] if os.geteuid() == 0 else []
        missing: list[str] = []
    else:
        protections, missing = _fallback_layers(child.unprivileged, grouped=child.group is not None)
    (protections if child.group is not None else missing).append(CONTROL_GROUP)
    return {"mode": child.isolation.name, "protections": protections, "missing": missing}


# The short name of a run's control group among a report's protections (or what it is missing).
CONTROL_GROUP = "control group"


def _fallback_layers(unprivileged: bool, grouped: bool) -> tuple[list[str], list[str]]:
    """The fallback's protections on this machine, and what it lacks, as short names (grouped: the
    run has a control group, whose task limit is the process-count limit)."""
    controls = _child_controls()
    protections, missing = ["resource limits", "kills leftovers"], ["namespaces"]
    (protections if grouped else missing).append("process-count limit")
    (protections if controls is not None and controls.private_scratch else missing).append("scratch quota")
    (protections if controls is not None and controls.landlock is not None else missing).append("landlock")
    if controls is not None and controls.landlock is not None:
        # Landlock keeps signals to processes outside only from ABI 6 (Linux 6.12) on.
        (protections if controls.landlock.scoped else missing).append("signal scope")
    (protections if controls is not None and controls.can_refuse_sockets else missing).append("seccomp")
    if os.geteuid() == 0:
        (protections if unprivileged else missing).append("uid 65534" if unprivileged else "uid drop")
        if not unprivileged:  # root without a single capability: no devices, no kernel settings
            protections.append("no capabilities")
    return protections, missing


# How each short name a description lists as missing reads in a report's one-line warning.
MISSING_TEXT = {
    "namespaces": "no namespaces (the submission sees the machine's other processes, though it cannot reach them)",
    "landlock": PROCESS_LEVEL_GAPS[0],
    "seccomp": NO_NETWORK_ISOLATION,
    "process-count limit": PROCESS_LEVEL_GAPS[1],
    "uid drop": "the submission runs as root",
}


@functools.cache  # the interpreter's folders do not change while the judge runs
def usable_by_others(paths: tuple[str, ...]) -> bool:
    """Whether a user other than the owner can reach and read every path (so root can drop to 65534)."""
    for path in paths:
        leaf = current = os.path.realpath(path)
        while True:
            try:
                mode = os.stat(current).st_mode
            except OSError:
                return False
            if stat.S_ISDIR(mode) and not mode & stat.S_IXOTH:
                return False
            if current == leaf and not mode & stat.S_IROTH:
                return False
            parent = os.path.dirname(current)
            if parent == current:
                break
            current = parent
    return True


def process_level_gaps() -> tuple[str, ...]:
    """What the fallback does not protect on this machine (as root: before knowing whether the program
    can drop to 65534), in the words of a report's warning."""
    _, missing = _fallback_layers(unprivileged=False, grouped=cgroup.unavailable() is None)
    return tuple(MISSING_TEXT[name] for name in missing if name in MISSING_TEXT)


def mark_bubblewrap_broken(reason: str) -> None:
    """bwrap is installed but failed to create a sandbox: use process isolation from now on."""
    global _broken_bubblewrap
    _broken_bubblewrap = reason


def _bubblewrap_missing() -> str | None:
    if not sys.platform.startswith("linux"):
        return f"bubblewrap needs Linux (this is {sys.platform})"
    if find_program("bwrap") is None:
        return "bubblewrap (bwrap) is not installed; on Debian/Ubuntu: apt-get install bubblewrap"
    return None


def find_program(name: str) -> str | None:
    """The executable called name on PATH, as shutil.which finds it (shutil costs ~2 ms of every start)."""
    for folder in os.environ.get("PATH", os.defpath).split(os.pathsep):
        candidate = os.path.join(folder or ".", name)
        if os.access(candidate, os.X_OK) and not os.path.isdir(candidate):
            return candidate
    return None


def sandbox_argv_for_trial(bwrap: str, visible: tuple[str, ...]) -> list[str]:
    """The bwrap arguments a submission's sandbox gets (without its seccomp filter and files)."""
    return _bwrap_argv(bwrap, None, visible, {})


def trial_sandbox(command: tuple[str, ...], visible: tuple[str, ...]) -> str | None:
    """Run command in a throwaway sandbox; None when it works, else why not (for `judge doctor`)."""
    missing = _bubblewrap_missing()
    if missing is not None:
        return missing
    import subprocess

    trial = [*sandbox_argv_for_trial(find_program("bwrap") or "bwrap", visible), "--", *command]
    try:
        completed = subprocess.run(trial, capture_output=True, timeout=20, env=_CLEAN_ENV, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"bwrap failed to start: {error}"
    if completed.returncode != 0:
        detail = completed.stderr.decode("utf-8", "replace").strip().splitlines()
        return f"bwrap cannot create a sandbox here ({detail[-1] if detail else completed.returncode})"
    return None


# Where the judge's own files for the program appear inside the sandbox: in the hidden /run, so the
# judge's folder (a checkout or a virtual environment, perhaps under /tmp or /home) stays hidden.
SANDBOX_FILES = "/run/judge"


def sandbox_files(program: Program) -> dict[str, str]:
    """Each of the program's files (host path) -> where it appears inside the sandbox."""
    return {str(path): f"{SANDBOX_FILES}/{os.path.basename(path)}" for path in program.files}


def _bwrap_argv(
    bwrap: str,
    seccomp_fd: int | None,
    visible: tuple[str, ...],
    files: dict[str, str],
    build_folder: str | None = None,
) -> list[str]:
    """The sandbox's filesystem is built up from nothing: the system's folders (SYSTEM_FOLDERS),
    read-only; the program's own folders (a toolchain under /root, say), read-only; an empty /run for
    the judge's files and a private /tmp. Home folders, the checkout, /srv, /mnt and the rest of the
    machine are simply not there, and the kit's own folders are covered where a visible folder
    holds them (the kit installed into the interpreter's prefix)."""
    argv = [bwrap, "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"]
    if os.geteuid() != 0:
        argv.append("--unshare-user")
    argv += ["--die-with-parent", "--new-session"]
    bound: list[str] = []
    for name in sorted(os.listdir("/")):
        path = "/" + name
        if os.path.islink(path):  # /bin -> usr/bin on a merged /usr
            argv += ["--symlink", os.readlink(path), path]
        elif name in SYSTEM_FOLDERS and os.path.isdir(path):
            argv += ["--ro-bind", path, path]
            bound.append(path)
    if "/sys" in bound and os.path.isdir(CGROUP_FOLDER):
        # The host's control groups, other runs' among them (what they use, their limits), covered
        # by an empty, read-only folder. No runtime needs them: the run's limits are set from outside.
        argv += ["--tmpfs", CGROUP_FOLDER, "--remount-ro", CGROUP_FOLDER]
    # bwrap's /dev is a tmpfs of no size, which the submission's user owns where bubblewrap makes a
    # user namespace (an ordinary user's judge): a capped tmpfs of its own on /dev/shm, and /dev
    # read-only (its devices are still read and written), so that nothing there outgrows TMPFS_BYTES.
    argv += ["--dev", "/dev", "--size", str(TMPFS_BYTES), "--tmpfs", "/dev/shm", "--remount-ro", "/dev"]
    argv += ["--proc", "/proc", "--tmpfs", "/run"]
    # World-writable and sticky, like a real /tmp: the submission may run as another user.
    argv += ["--perms", "01777", "--size", str(TMPFS_BYTES), "--tmpfs", "/tmp"]
    made: set[str] = set()
    for path in visible:
        if _within(path, bound) or not os.path.exists(path):
            continue
        # bwrap would create the folders leading to the mount point as 0700, which an
        # unprivileged user can't pass through: create them 0755 first.
        parts = path.strip("/").split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            ancestor = "/" + "/".join(parts[:depth])
            if ancestor not in made and not _within(ancestor, bound) and ancestor not in ("/tmp", "/run"):
                made.add(ancestor)
                argv += ["--perms", "0755", "--dir", ancestor]
        argv += ["--ro-bind", path, path]
        bound.append(path)
    for secret in kit_folders():
        if _within(secret, bound):
            argv += ["--tmpfs", secret]
    if files:
        argv += ["--perms", "0755", "--dir", SANDBOX_FILES]
    for host, inside_path in files.items():
        argv += ["--ro-bind", host, inside_path]
    if build_folder is not None:
        argv += ["--bind", build_folder, BUILD_FOLDER]
    argv += ["--chdir", BUILD_FOLDER if build_folder is not None else "/tmp"]
    argv += ["--setenv", "HOME", "/tmp", "--setenv", "TMPDIR", "/tmp"]
    if seccomp_fd is not None:
        argv += ["--seccomp", str(seccomp_fd)]
    return argv


# Where the host's control groups are mounted: hidden inside a sandbox, though /sys is shown.
CGROUP_FOLDER = "/sys/fs/cgroup"
# The top-level folders a sandbox shows (read-only): what programs and their runtimes need.
SYSTEM_FOLDERS = frozenset(("usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "etc", "opt", "sys", "nix", "gnu"))


def _within(path: str, folders: Iterable[str]) -> bool:
    return any(path == folder or path.startswith(folder.rstrip("/") + "/") for folder in folders)


@functools.cache
def kit_folders() -> tuple[str, ...]:
    """The kit's own folders, which hold the expected answers and the example solutions: the judge's
    package (with the problems, when installed), a source tree's problems/ and solutions/, and
    $JUDGE_PROBLEMS_DIR. No submission may read them, at run time or while it compiles."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tree = os.path.dirname(package)
    found = [package, os.path.join(tree, "problems"), os.path.join(tree, "solutions")]
    if os.environ.get("JUDGE_PROBLEMS_DIR"):
        found.append(os.path.abspath(os.environ["JUDGE_PROBLEMS_DIR"]))
    return tuple(dict.fromkeys(os.path.realpath(path) for path in found if os.path.isdir(path)))


def carve(folders: Iterable[str], secrets: Iterable[str]) -> tuple[str, ...]:
    """folders, with each secret folder cut out of any of them that holds it: such a folder is
    replaced by its entries, recursively, except the secret (for Landlock, which only allows)."""
    secrets = [os.path.realpath(secret) for secret in secrets]
    result: list[str] = []
    pending = list(folders)
    while pending:
        folder = pending.pop()
        real = os.path.realpath(folder)
        if real in secrets:
            continue
        if not any(secret.startswith(real.rstrip("/") + "/") for secret in secrets) or not os.path.isdir(real):
            result.append(folder)
            continue
        try:
            pending.extend(os.path.join(real, name) for name in os.listdir(real))
        except OSError:
            continue
    return tuple(result)


# Changing a file's mode, owner or times: Landlock does not cover them, so the fallback refuses the
# system calls themselves (no solution needs them). x86-64 numbers, then aarch64's.
_METADATA_CALLS = {
    "x86_64": (90, 91, 92, 93, 94, 132, 235, 260, 261, 268, 280, 452),
    "aarch64": (52, 53, 54, 55, 88, 452),
}


# What the fallback's submission may do to its own process only (the calls' pid argument must be 0,
# "myself"): without a PID namespace, any other pid names a process outside the run, the judge's
# among them. (syscall number, the arguments that must be 0), x86-64 then aarch64.
_OWN_PROCESS_ONLY = {
    "x86_64": ((302, (0,)), (141, (0, 1)), (142, (0,)), (144, (0,)), (203, (0,)), (314, (0,)), (251, (1,))),
    "aarch64": ((261, (0,)), (140, (0, 1)), (118, (0,)), (119, (0,)), (122, (0,)), (274, (0,)), (30, (1,))),
}
# Reaching into other processes or the kernel, which no solution needs: ptrace, process_vm_readv and
# _writev, kcmp, pidfd_open, pidfd_getfd, process_madvise, perf_event_open, bpf, syslog, mknod(at),
# migrate_pages, move_pages.
_REACHING_CALLS = {
    "x86_64": (101, 310, 311, 312, 434, 438, 440, 298, 321, 103, 133, 259, 256, 279),
    "aarch64": (117, 270, 271, 272, 434, 438, 440, 241, 280, 116, 33, 238, 239),
}
# Kernel objects that outlive the process that made them, which no solution needs, refused in both
# modes: the keyrings (add_key, request_key, keyctl: as root bubblewrap makes no user namespace, so
# they are the host's, and a user's keyring is shared by every run and program of that user);
# System V shared memory, semaphores and message queues, and POSIX message queues (the fallback has
# no IPC namespace: a segment or queue stays behind for a later run to read); and userfaultfd, a
# tool of kernel exploits. x86-64 numbers, then aarch64's (asm-generic/unistd.h).
_KERNEL_OBJECT_CALLS = {
    "x86_64": (248, 249, 250, 29, 30, 31, 67, 64, 65, 66, 220, 68, 69, 70, 71, *range(240, 246), 323),
    "aarch64": (217, 218, 219, *range(180, 198), 282),
}
# ioctl, and the requests it is refused in both modes: TIOCSTI (typing into a terminal, which a
# shell outside then runs) and TIOCLINUX (a virtual console's selection and paste). The kernel
# compares the request as 32 bits.
_IOCTL = {"x86_64": 16, "aarch64": 29}
_TERMINAL_REQUESTS = (0x5412, 0x541C)


def seccomp_program(refuse_metadata: bool = False) -> bytes | None:
    """A classic-BPF seccomp filter refusing socket() for every address family, io_uring, the kernel
    objects that outlive a run (keyrings, System V IPC, POSIX message queues), userfaultfd, and the
    ioctl requests that type into a terminal; with refuse_metadata (the fallback, which has no
    read-only filesystem and no PID namespace), also chmod, chown and utime, the calls that reach
    into other processes or the kernel, and the priority, scheduling and resource-limit calls on any
    process but the caller's own.

    Unix sockets are refused too: the host's socket files (dbus, docker, databases) are still
    connectable through a read-only bind. socketpair() stays allowed: it reaches nothing outside.
    """
    # audit arch, socket syscall number, io_uring_setup syscall number
    arches = {"x86_64": (0xC000003E, 41, 425), "aarch64": (0xC00000B7, 198, 425)}
    machine = os.uname().machine
    if machine not in arches:
        return None
    audit_arch, sys_socket, sys_io_uring_setup = arches[machine]
    load_word, jump_eq, jump_ge, ret = 0x20, 0x15, 0x35, 0x06
    allow, errno = 0x7FFF0000, 0x00050000
    eperm, eafnosupport, enosys = 1, 97, 38

    def op(code: int, jt: int, jf: int, k: int) -> bytes:
        return struct.pack("HBBI", code, jt, jf, k)

    program = [
        op(load_word, 0, 0, 4),  # arch
        op(jump_eq, 1, 0, audit_arch),
        op(ret, 0, 0, errno | eperm),  # a foreign syscall ABI: refuse everything
        op(load_word, 0, 0, 0),  # syscall number
        op(jump_ge, 0, 1, 0x40000000),  # x32 ABI numbers
        op(ret, 0, 0, errno | eperm),
        op(jump_eq, 0, 1, sys_io_uring_setup),
        op(ret, 0, 0, errno | enosys),
        op(jump_eq, 0, 1, sys_socket),
        op(ret, 0, 0, errno | eafnosupport),
    ]
    for number in _KERNEL_OBJECT_CALLS[machine]:
        program += [op(jump_eq, 0, 1, number), op(ret, 0, 0, errno | eperm)]
    # ioctl with a terminal request refused, any other allowed: the request's low 32 bits compared.
    requests = [op(load_word, 0, 0, 16 + 8 * 1)]
    for position, request in enumerate(_TERMINAL_REQUESTS):
        requests.append(op(jump_eq, len(_TERMINAL_REQUESTS) - position, 0, request))
    requests += [op(ret, 0, 0, allow), op(ret, 0, 0, errno | eperm)]
    program += [op(jump_eq, 0, len(requests), _IOCTL[machine]), *requests]
    for number in (*_METADATA_CALLS[machine], *_REACHING_CALLS[machine]) if refuse_metadata else ():
        program += [op(jump_eq, 0, 1, number), op(ret, 0, 0, errno | eperm)]
    for number, arguments in _OWN_PROCESS_ONLY[machine] if refuse_metadata else ():
        # The call with each listed argument's low 32 bits (a pid_t, an int) 0; else refused.
        block = []
        for position, argument in enumerate(arguments):
            block += [op(load_word, 0, 0, 16 + 8 * argument), op(jump_eq, 0, 2 * (len(arguments) - position) - 1, 0)]
        block += [op(ret, 0, 0, allow), op(ret, 0, 0, errno | eperm)]
        program += [op(jump_eq, 0, len(block), number), *block]
    program.append(op(ret, 0, 0, allow))
    return b"".join(program)


class _ChildControls:
    """prctl through libc, loaded in the judge before it forks: between fork and exec nothing is imported.

    In the process-level fallback the child asks to die with the judge, sets no_new_privs, confines
    its filesystem access with Landlock where the kernel has it (judge/execution/landlock.py), and
    installs the same seccomp filter bubblewrap gets (no socket() of any family, no io_uring, no
    keyrings or IPC objects).
    """

    PR_SET_PDEATHSIG, PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 1, 38, 22, 2
    PR_CAPBSET_DROP, PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL = 24, 47, 4
    CLONE_NEWNS, MS_NOSUID, MS_NODEV, MS_REC, MS_PRIVATE = 0x20000, 2, 4, 0x4000, 0x40000
    CLONE_NEWIPC = 0x08000000

    def __init__(self) -> None:
        import ctypes

        from judge.execution.landlock import landlock

        self.prctl = _prctl()
        if self.prctl is None:
            raise OSError("no prctl")
        self.libc = _libc()
        # As root, a run's scratch folder becomes a tmpfs of its own, of TMPFS_BYTES (its quota).
        self.private_scratch = os.geteuid() == 0
        self.landlock = landlock()
        program = seccomp_program(refuse_metadata=True)
        self.filter: Any = None
        self.can_refuse_sockets = program is not None
        if program is not None:

            class SockFprog(ctypes.Structure):
                _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

            self._instructions = ctypes.create_string_buffer(program, len(program))  # kept alive with self
            self.filter = ctypes.byref(SockFprog(len(program) // 8, ctypes.addressof(self._instructions)))

    def die_with_parent(self) -> None:
        self.prctl(self.PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)

    def mount_scratch(self, scratch: str) -> None:
        """Runs in the child, as root: a mount namespace of its own, where the scratch folder is a
        tmpfs of TMPFS_BYTES (what it writes there is capped, and charged to its control group as
        memory), and an IPC namespace of its own (System V IPC and POSIX message queues, which the
        filter refuses as well: whatever got past it would die with the run). An OSError naming the
        scratch folder when the kernel refuses."""
        libc = self.libc
        options = f"size={TMPFS_BYTES},mode=1777".encode()
        if (
            libc.unshare(self.CLONE_NEWNS | self.CLONE_NEWIPC) != 0
            or libc.mount(b"none", b"/", None, self.MS_REC | self.MS_PRIVATE, None) != 0
            or libc.mount(b"tmpfs", scratch.encode(), b"tmpfs", self.MS_NOSUID | self.MS_NODEV, options) != 0
        ):
            raise OSError("cannot mount a private tmpfs on the scratch folder")
        os.chdir(scratch)

    def confine(self, readable: tuple[str, ...], scratch: str, stays_root: bool = False) -> None:
        """Runs in the child: no_new_privs, Landlock, the seccomp filter; a child that stays root loses
        every capability (an empty bounding set: the program it executes gets none). An OSError (so
        starting fails in the judge) when the kernel refuses a step the judge expected it to take."""
        if stays_root:
            for capability in range(64):  # past the last one the kernel knows: EINVAL, harmless
                self.prctl(self.PR_CAPBSET_DROP, capability, 0, 0, 0)
            self.prctl(self.PR_CAP_AMBIENT, self.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
        if self.prctl(self.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
            raise OSError("prctl(PR_SET_NO_NEW_PRIVS) failed")
        if self.landlock is not None:
            self.landlock.restrict(readable, scratch)
        if self.can_refuse_sockets and self.prctl(self.PR_SET_SECCOMP, self.SECCOMP_MODE_FILTER, self.filter, 0, 0):
            raise OSError("prctl(PR_SET_SECCOMP) failed")


# keyctl's number (x86-64, aarch64), and its operation that gives the caller a new, empty session
# keyring of its own.
_KEYCTL = {"x86_64": 250, "aarch64": 219}
KEYCTL_JOIN_SESSION_KEYRING = 1


class _SessionKeyring:
    """keyctl through libc's syscall(), made ready in the judge: between fork and exec nothing is imported.

    A child inherits the judge's session keyring, which holds whatever the judge's login session
    put there (as root without a user namespace, the host's keys). The child, in both modes, leaves
    it for a new, empty one before its exec (bubblewrap's processes inherit that one). The seccomp
    filter refuses every keyring call as well, so where the kernel refuses the new keyring (a
    container's seccomp profile that refuses keyrings, say) the run goes on: the submission still
    cannot reach the inherited one.
    """

    def __init__(self) -> None:
        import ctypes

        number = _KEYCTL.get(os.uname().machine)
        libc = _libc()
        if number is None or libc is None:
            raise OSError("no keyctl here")
        self._syscall = libc.syscall
        # Each a long, as the kernel reads them (a NULL name: an anonymous keyring).
        self._arguments = (ctypes.c_long(number), ctypes.c_long(KEYCTL_JOIN_SESSION_KEYRING), ctypes.c_void_p())

    def join_new(self) -> None:
        """Runs in the child: a new session keyring. A refusal is not an error (see the class)."""
        self._syscall(*self._arguments)


@functools.cache  # one per process, made before any fork
def _session_keyring() -> _SessionKeyring | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return _SessionKeyring()
    except (OSError, AttributeError):
        return None


@functools.cache
def _libc() -> Any:
    """libc (Linux), loaded once; None elsewhere."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None


def _prctl() -> Any:
    """libc's prctl, or None."""
    return getattr(_libc(), "prctl", None)


# One per process, made before any fork; a layer the kernel refuses in a child is switched off here,
# so later children do without it and every report says so.
@functools.cache
def _child_controls() -> _ChildControls | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return _ChildControls()
    except (OSError, AttributeError):
        return None


def _set_limits(
    limits: ProcessLimits,
    process_cap: int | None,
    fallback: _ChildControls | None,
    readable: tuple[str, ...] = (),
    scratch: str = "",
    stays_root: bool = False,
    private_scratch: bool = False,
    keyring: _SessionKeyring | None = None,
) -> None:
    """Runs in the child between fork and exec: apply rlimits and leave the judge's session keyring;
    in the fallback, die with the judge and confine the child (bubblewrap does both for its sandbox)."""

    def set_limit(kind: int, soft: int, hard: int | None = None) -> None:
        try:
            resource.setrlimit(kind, (soft, soft if hard is None else hard))
        except (ValueError, OSError):
            pass

    set_limit(resource.RLIMIT_CPU, limits.cpu_seconds, limits.cpu_seconds + 1)
    if limits.address_space:
        set_limit(resource.RLIMIT_AS, (limits.memory_mb + ADDRESS_SPACE_GRACE_MB) << 20)
    set_limit(resource.RLIMIT_FSIZE, MAX_FILE_BYTES)
    set_limit(resource.RLIMIT_NOFILE, MAX_OPEN_FILES)
    set_limit(resource.RLIMIT_CORE, 0)
    # Large enough for very deep recursion (Python-to-Python calls use little C stack), small
    # enough that a runaway C-level recursion overflows in well under a second, not a time limit.
    set_limit(resource.RLIMIT_STACK, STACK_BYTES, resource.RLIM_INFINITY)
    if process_cap is not None:
        set_limit(resource.RLIMIT_NPROC, process_cap)
    if keyring is not None:  # before the seccomp filter, which refuses keyctl
        keyring.join_new()
    if fallback is not None:
        fallback.die_with_parent()
        if private_scratch:
            fallback.mount_scratch(scratch)
        fallback.confine(readable, scratch, stays_root)


def die_with_parent() -> None:
    """Ask the kernel to SIGKILL this process when its parent dies (Linux; elsewhere a no-op)."""
    prctl = _prctl()
    if prctl is not None:
        prctl(_ChildControls.PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


class SpawnRefused(OSError):
    """A confinement step between fork and exec failed (the kernel refused it)."""


def _spawn(
    argv: list[str],
    stdout: int,
    stderr: int,
    inherited: list[int],
    cwd: str,
    env: dict[str, str],
    limits: ProcessLimits,
    process_cap: int | None,
    fallback: _ChildControls | None,
    readable: tuple[str, ...],
    join: tuple[int, ...] = (),
    stays_root: bool = False,
    private_scratch: bool = False,
    unwaited: list[int] | None = None,
    keyring: _SessionKeyring | None = None,
) -> int:
    """Fork, confine and exec argv in a new session; returns its pid once the exec has happened.

    join: descriptors on control groups' process lists, which the child joins before anything else.
    keyring: the child leaves the judge's session keyring for a new, empty one.
    unwaited: return at once instead (joining a group alone takes the child ~10 ms), with the
    descriptor that reports the exec appended to this list, for settle() to read.

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
            for ignored in (signal.SIGPIPE, signal.SIGXFSZ):
                signal.signal(ignored, signal.SIG_DFL)
            os.chdir(cwd)
            step = "confine"
            _set_limits(limits, process_cap, fallback, readable, cwd, stays_root, private_scratch, keyring)
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
    report = _exec_report(report_read)
    if not report:
        return pid
    os.waitpid(pid, 0)
    step, number, message = report.split(":", 2)
    if step == "confine":
        raise SpawnRefused(message)
    if step == "cgroup":
        raise cgroup.CgroupError(message)
    raise OSError(int(number), message, argv[0])


def _exec_report(report_read: int) -> str:
    """What the forked child wrote before its exec ("step:errno:message"), read to the end: "" if
    the exec happened."""
    try:
        report = b""
        while chunk := os.read(report_read, 4096):
            report += chunk
    finally:
        os.close(report_read)
    return report.decode("utf-8", "replace")


# Where a compile's build folder appears inside bubblewrap's sandbox (its working folder).
BUILD_FOLDER = "/tmp/build"
SETPRIV = "/usr/bin/setpriv"


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
    descriptors = [] if build_folder is not None else [str(control_read), str(result_write)]
    unprivileged = isolation.name == BUBBLEWRAP and os.geteuid() == 0
    workdir: TemporaryDirectory[str] | None = None
    env = dict(_CLEAN_ENV)
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
        files = sandbox_files(program)
        bwrap_argv = _bwrap_argv(find_program("bwrap") or "bwrap", seccomp_read, program.visible, files, build_folder)
        command = [_inside(part, files) for part in program.command]
        argv = [*bwrap_argv, "--", *_dropping(program, command, as_root), *descriptors]
        if as_root and program.drops_privileges:
            argv.append(drop)
        if as_root and build_folder is not None:
            os.chown(build_folder, NOBODY, NOBODY)
        # The group counts the run's own tasks; without one, RLIMIT_NPROC counts the whole user's.
        process_cap = (
            None if group is not None else _process_count(NOBODY if as_root else os.getuid()) + EXTRA_PROCESSES
        )
        cwd = "/"
    else:
        from judge.execution.scratch import new_scratch

        _become_subreaper()

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
    fallback = _child_controls() if isolation.name != BUBBLEWRAP else None
    unwaited: list[int] | None = None if wait else []
    readable: tuple[str, ...] = ()
    if fallback is not None and fallback.landlock is not None:
        from judge.execution.landlock import SYSTEM_PATHS

        # Landlock only allows: the kit's folders are cut out of any readable folder that holds them.
        readable = (*carve((*SYSTEM_PATHS, *program.visible), kit_folders()), *(str(path) for path in program.files))
    stays_root = fallback is not None and os.geteuid() == 0 and not unprivileged
    spawn = functools.partial(
        _spawn,
        argv,
        stdout_write,
        stderr_write,
        inherited,
        cwd,
        env,
        limits,
        process_cap,
        fallback,
        readable,
        stays_root=stays_root,
        private_scratch=fallback is not None and fallback.private_scratch and build_folder is None,
        unwaited=unwaited,
        keyring=_session_keyring(),
    )
    # A program whose harness waits for its setup frame is moved into its group while it starts;
    # any other program (and a compiler) joins it before its exec.
    moved_later = group is not None and program.gated and build_folder is None

    def start() -> int:
        nonlocal group
        if group is not None and not moved_later:
            joined = _spawn_in_group(spawn, group)
            if joined is not None:
                return joined
            group = None
        return spawn()

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
                spawn = functools.partial(spawn, private_scratch=False)
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
                    tree.extend(_children(pid))
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
    child.switch_interval = sys.getswitchinterval()
    sys.setswitchinterval(0.0002)
    _thread.start_new_thread(move, ())


def settle(child: Child) -> None:
    """Wait until a program started with _move_while_starting is in its group, and until a start
    not waited for has its exec (a no-op otherwise). A move the kernel refused leaves the run
    without a group, and no later run gets one; a failed unwaited start sets start_failed."""
    if child.exec_report is not None:
        report_read, child.exec_report = child.exec_report, None
        report = _exec_report(report_read)
        if report:  # the child has exited: reap_child collects it
            child.start_failed = report.split(":", 2)[-1] or "the program could not be started"
    if child.settling is None:
        return
    child.settling.acquire()
    child.settling = None
    sys.setswitchinterval(child.switch_interval)
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


_subreaper = False


def _become_subreaper() -> None:
    """Adopt orphans of the submission (e.g. after a double fork with setsid), so they can be found and killed."""
    global _subreaper
    prctl = _prctl()
    if _subreaper or prctl is None:
        return
    pr_set_child_subreaper = 36
    prctl(pr_set_child_subreaper, 1, 0, 0, 0)
    _subreaper = True


# The programs start_child started and reap_child has not yet reaped: in process mode, children of
# the judge that are not orphans (a program started early, waiting for its setup while a compile runs).
_started_pids: set[int] = set()


def _kill_adopted_orphans(rounds: int = 20) -> None:
    """Kill and reap every remaining child of the judge that it did not start itself: in process mode
    they can only be what a submission left behind."""
    for _ in range(rounds):
        orphans = [pid for pid in _children(os.getpid()) if pid not in _started_pids]
        if not orphans:
            return
        for pid in orphans:
            try:
                os.kill(pid, signal.SIGKILL)
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
        targets += _children(child.pid)
    for pid in targets:
        try:
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    try:
        os.killpg(child.pid, signal.SIGKILL)
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
    _started_pids.discard(child.pid)
    out_of_memory = child.group is not None and child.group.out_of_memory()
    if killed:
        return Exit(killed_after_grace=True, out_of_memory=out_of_memory)
    child.returncode = code = os.waitstatus_to_exitcode(status)
    if child.isolation.name != BUBBLEWRAP:
        _kill_adopted_orphans()
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
