"""A control group per run: the kernel charges and limits everything the submission starts.

CPU time of every task (threads, grandchildren, processes already reaped), memory including
shared memory, tmpfs and memfd pages and the kernel's own memory on the run's behalf (socket and
pipe buffers, page tables, kernel stacks), and the number of tasks; at the end the whole group is
killed, wherever its processes went (the way isolate confines a run). cgroup v2 where the judge
may create groups with the memory, cpu and pids controllers; else cgroup v1 with the memory,
cpuacct and pids hierarchies. Where neither can be had, `unavailable()` says why and the sandbox
accounts per process from /proc instead.

Where the groups go: $JUDGE_CGROUP (a cgroup v2 folder delegated to this user), else, as root, a
folder of the judge's own under the judge's current group (v1) or under the root of the hierarchy
(v2); else, for an ordinary user on cgroup v2, the subtree systemd delegated to the user that the
judge runs in (a desktop session's terminal is in one; elsewhere `systemd-run --user --scope -p
Delegate=yes judge ...` starts the judge in one). A delegated group that holds the judge itself
cannot hand controllers down (cgroup v2 allows no process beside child groups that use them): the
judge moves itself into a leaf group of its own first.
"""

from __future__ import annotations

import _thread
import itertools
import os

# Not the signal module, whose enums cost ~4 ms before the early start's fork (judge/core/once.py).
from _signal import SIGKILL

from judge.core.once import once

CGROUP_ENV = "JUDGE_CGROUP"
_MOUNTS = "/proc/self/mounts"
_SYSFS = "/sys/fs/cgroup"
_SELF = "/proc/self/cgroup"
HOW_TO_DELEGATE = "start the kit with `systemd-run --user --scope -p Delegate=yes judge ...`"
_V1_CONTROLLERS = ("memory", "cpuacct", "pids")
_V2_CONTROLLERS = ("memory", "cpu", "pids")
_FOLDER = "nqueens-judge"
_counter = itertools.count()


class CgroupError(OSError):
    """No control group can be made here (the reason is the message)."""


@once
def _layout() -> tuple[str, dict[str, str]] | str:
    """("v2", {"": parent folder}) or ("v1", {controller: parent folder}), or why neither works."""
    if not os.path.isdir(_SYSFS):
        return "no control groups on this system"
    delegated = os.environ.get(CGROUP_ENV, "").strip()
    mounts = _cgroup_mounts()
    if delegated:
        if not os.access(os.path.join(delegated, "cgroup.procs"), os.W_OK):
            return f"{CGROUP_ENV}={delegated} is not a control group this user may write to"
        missing = set(_V2_CONTROLLERS) - set(_read(os.path.join(delegated, "cgroup.controllers")).split())
        if missing:
            return f"{CGROUP_ENV}={delegated} lacks the {', '.join(sorted(missing))} controller"
        return "v2", {"": delegated}
    if os.geteuid() != 0:
        v2 = mounts.get("cgroup2")
        if v2 is None:
            return f"control groups need root here (cgroup v1), or a delegated cgroup v2 folder named by {CGROUP_ENV}"
        return _delegated_to_this_user(v2)
    v2 = mounts.get("cgroup2")
    if v2 is not None:
        available = set(_read(os.path.join(v2, "cgroup.controllers")).split())
        if set(_V2_CONTROLLERS) <= available:
            return "v2", {"": v2}
    own = _own_v1_groups()
    folders = {}
    for controller in _V1_CONTROLLERS:
        mount = mounts.get(controller)
        if mount is None:
            return f"the {controller} controller is not mounted (neither cgroup v2 with it nor v1)"
        folders[controller] = os.path.join(mount, own.get(controller, "/").lstrip("/"))
    return "v1", folders


def _delegated_to_this_user(mount: str) -> tuple[str, dict[str, str]] | str:
    """("v2", {"": folder}): a folder for the runs' groups in the subtree delegated to this user
    that holds the judge (the highest group above it that the user may write), or why there is none."""
    own = next((line[3:] for line in _read(_SELF).splitlines() if line.startswith("0::")), None)
    if own is None:
        return "this process is in no cgroup v2 group"
    top = None
    folder = os.path.normpath(os.path.join(mount, own.strip().lstrip("/")))
    while folder.startswith(mount + os.sep) and _owned(folder):
        top, folder = folder, os.path.dirname(folder)
    if top is None:
        return f"no cgroup v2 subtree is delegated to this user where the judge runs: {HOW_TO_DELEGATE}"
    missing = set(_V2_CONTROLLERS) - set(_read(os.path.join(top, "cgroup.controllers")).split())
    if missing:
        return f"the subtree delegated to this user ({top}) lacks the {', '.join(sorted(missing))} controller"
    try:
        _leave(top)
        _enable_controllers(top)
    except OSError as error:
        return f"cannot use the subtree delegated to this user ({top}): {error.strerror or error}"
    return "v2", {"": top}


def _owned(folder: str) -> bool:
    """True for a group this user may move processes into and make groups in (delegated to it)."""
    try:
        return os.stat(folder).st_uid == os.geteuid() and os.access(os.path.join(folder, "cgroup.procs"), os.W_OK)
    except OSError:
        return False


def _leave(top: str) -> None:
    """Move this process out of top into a leaf of its own when top holds it, so top holds no
    process and may hand controllers down; any other process in top is not the judge's to move."""
    held = _read(os.path.join(top, "cgroup.procs")).split()
    if not held:
        return
    if held != [str(os.getpid())]:
        raise CgroupError(f"it holds other processes than the judge ({len(held)} in all)")
    leaf = os.path.join(top, f"judge-{os.getpid()}")
    os.makedirs(leaf, exist_ok=True)
    _write(os.path.join(leaf, "cgroup.procs"), str(os.getpid()))


def _cgroup_mounts() -> dict[str, str]:
    """Mount point per v1 controller, and "cgroup2" for the unified hierarchy."""
    # Where systems mount them, looked at first: reading /proc/self/mounts takes ~0.5 ms of a start.
    if os.path.exists(f"{_SYSFS}/cgroup.controllers"):
        return {"cgroup2": _SYSFS}
    usual = {name: f"{_SYSFS}/{name}" for name in _V1_CONTROLLERS}
    if all(os.path.exists(f"{folder}/cgroup.procs") for folder in usual.values()):
        return usual
    found: dict[str, str] = {}
    try:
        with open(_MOUNTS, encoding="utf-8") as handle:
            for line in handle:
                parts = line.split()
                if len(parts) < 4:
                    continue
                if parts[2] == "cgroup2":
                    found.setdefault("cgroup2", parts[1])
                elif parts[2] == "cgroup":
                    for option in parts[3].split(","):
                        found.setdefault(option, parts[1])
    except OSError:
        pass
    return found


def _own_v1_groups() -> dict[str, str]:
    """The judge's own group per v1 controller (its runs nest inside it, under its own limits)."""
    groups: dict[str, str] = {}
    for line in _read(_SELF).splitlines():
        _, controllers, path = line.split(":", 2)
        for controller in controllers.split(","):
            groups[controller] = path
    return groups


def _read(path: str) -> str:
    try:
        with open(path, encoding="ascii") as handle:
            return handle.read()
    except (OSError, UnicodeDecodeError):
        return ""


def _field(text: bytes, key: bytes) -> int | None:
    """A "key value" line's value (None if there is none) in a flat-keyed file read with a newline
    put before it.

    Found, not parsed line by line: memory.stat has 40 lines or more and is read once per case.
    """
    at = text.find(b"\n" + key + b" ")
    if at < 0:
        return None
    start = at + len(key) + 2
    end = text.find(b"\n", start)
    return int(text[start : end if end >= 0 else len(text)])


def _enable_controllers(folder: str) -> None:
    """cgroup v2: let the groups below folder use the memory, cpu and pids controllers."""
    enabled = _read(os.path.join(folder, "cgroup.subtree_control")).split()
    wanted = [f"+{name}" for name in _V2_CONTROLLERS if name not in enabled]
    if wanted:
        _write(os.path.join(folder, "cgroup.subtree_control"), " ".join(wanted))


def _write(path: str, text: str) -> None:
    with open(path, "w", encoding="ascii") as handle:
        handle.write(text)


_refused: str | None = None
# Groups of this process's finished runs that were still busy when removed (see RunGroup.remove).
_leftovers: list[str] = []


_swept_others = False
# Runs started on several threads of one process sweep one list.
_SWEEPING = _thread.allocate_lock()


def _sweep(parents: dict[str, str]) -> None:
    """Remove the finished runs' groups that can be removed by now: this process's, and (once per
    process) those of judges that have exited (`judge test` exits without waiting for its last one)."""
    with _SWEEPING:
        _sweep_now(parents)


def _sweep_now(parents: dict[str, str]) -> None:
    global _swept_others
    if not _swept_others:
        _swept_others = True
        for parent in parents.values():
            # The leaves gone judges moved themselves into (see _leave), in a delegated subtree.
            for name in _listdir(parent):
                owner = name[len("judge-") :] if name.startswith("judge-") else ""
                if owner.isdigit() and int(owner) != os.getpid() and not os.path.exists(f"/proc/{owner}"):
                    _leftovers.append(os.path.join(parent, name))
            base = os.path.join(parent, _FOLDER)
            try:
                names = os.listdir(base)
            except OSError:
                continue
            for name in names:
                owner = name.split("-")[1] if name.startswith("run-") and name.count("-") == 2 else ""
                if owner.isdigit() and int(owner) != os.getpid() and not os.path.exists(f"/proc/{owner}"):
                    _leftovers.append(os.path.join(base, name))
    for folder in list(_leftovers):
        try:
            os.rmdir(folder)
        except FileNotFoundError:
            pass
        except OSError:
            continue
        _leftovers.remove(folder)


def _listdir(folder: str) -> list[str]:
    try:
        return os.listdir(folder)
    except OSError:
        return []


def unavailable() -> str | None:
    """Why runs get no control group here, or None when they do (a trial group is made once)."""
    global _refused
    if _refused is None:
        try:
            RunGroup.create(64 << 20, 8).remove()
            _refused = ""
        except CgroupError as error:
            refuse(str(error))
    return _refused or None


def where() -> str:
    """Where the runs' groups go, for `judge doctor` (when they get one)."""
    layout = _layout()
    if isinstance(layout, str):
        return ""
    version, parents = layout
    folder = next(iter(parents.values()))
    if version == "v1":
        return f"cgroup v1, under the judge's own group: {parents.get('memory', folder)}"
    if os.environ.get(CGROUP_ENV, "").strip():
        return f"cgroup v2, in {folder} ({CGROUP_ENV})"
    if os.geteuid() != 0:
        return f"cgroup v2, in the subtree systemd delegated to this user: {folder}"
    return f"cgroup v2, in {folder}"


def refuse(reason: str) -> None:
    """No more groups in this process (the kernel refused one): runs are accounted from /proc."""
    global _refused
    _refused = reason


class RunGroup:
    """One run's group: made before the program starts, joined by it between fork and exec, read
    while it runs, killed and removed after."""

    def __init__(self, version: str, folders: dict[str, str]) -> None:
        self.version = version
        self.folders = folders  # "" (v2) or a v1 controller -> this run's folder
        self.peak_kb = 0
        self._open: dict[str, int] = {}  # the files read while the run goes on, by name
        self._absent: set[str] = set()  # files of the group this kernel does not have

    @classmethod
    def create(cls, memory_bytes: int, max_tasks: int) -> RunGroup:
        layout = _layout()
        if isinstance(layout, str) or _refused:
            raise CgroupError(_refused or str(layout))
        version, parents = layout
        _sweep(parents)
        name = f"run-{os.getpid()}-{next(_counter)}"
        folders: dict[str, str] = {}
        group = cls(version, folders)
        try:
            for controller, parent in parents.items():
                base = os.path.join(parent, _FOLDER)
                if not os.path.isdir(base):
                    if version == "v2":  # the controllers must reach the runs' groups: enabled on the way
                        _enable_controllers(parent)
                    os.makedirs(base, exist_ok=True)
                    if version == "v2":
                        _enable_controllers(base)
                folder = os.path.join(base, name)
                os.mkdir(folder)
                folders[controller] = folder
            group._limit(memory_bytes, max_tasks)
        except OSError as error:
            group.remove()
            raise CgroupError(f"cannot make a control group here: {error.strerror or error}") from None
        return group

    def _limit(self, memory_bytes: int, max_tasks: int) -> None:
        if self.version == "v2":
            folder = self.folders[""]
            _write(os.path.join(folder, "memory.max"), str(memory_bytes))
            _write(os.path.join(folder, "memory.swap.max"), "0")
            _write(os.path.join(folder, "pids.max"), str(max_tasks))
            return
        memory = self.folders["memory"]
        _write(os.path.join(memory, "memory.limit_in_bytes"), str(memory_bytes))
        swap = os.path.join(memory, "memory.memsw.limit_in_bytes")
        if os.path.exists(swap):  # memory + swap: no escape into swap
            _write(swap, str(memory_bytes))
        _write(os.path.join(self.folders["pids"], "pids.max"), str(max_tasks))

    @property
    def joins_at_once(self) -> bool:
        """Whether a forked child joins without waiting. Moving a process waits for an RCU grace period
        (5-20 ms here), but a thread that moves itself alone skips that lock (Linux 5.6 and later):
        cgroup v1's `tasks` file lets the child do so, and until its exec the child is one thread,
        so its process moves whole. cgroup v2 moves processes only (cgroup.procs), and waits."""
        return self.version == "v1"

    def join_files(self) -> list[int]:
        """Open descriptors on the groups' member lists: the child writes "0" to each to join."""
        members = "tasks" if self.joins_at_once else "cgroup.procs"
        return [os.open(os.path.join(folder, members), os.O_WRONLY | os.O_CLOEXEC) for folder in self.folders.values()]

    def move(self, pid: int) -> None:
        """Move a running process (all its threads) into the group; ProcessLookupError once it is gone."""
        for folder in self.folders.values():
            _write(os.path.join(folder, "cgroup.procs"), str(pid))

    def _stat(self, controller: str, name: str) -> bytes:
        """A file of the group, read again from its start (kept open: a read is then ~2 us, not ~20)."""
        fd = self._open.get(name)
        if fd is None:
            fd = self._open[name] = os.open(os.path.join(self.folders[controller], name), os.O_RDONLY | os.O_CLOEXEC)
        try:
            return os.pread(fd, 1 << 14, 0)
        except OSError:
            return b""

    def cpu_seconds(self) -> float:
        if self.version == "v2":
            for line in self._stat("", "cpu.stat").splitlines():
                if line.startswith(b"usage_usec "):
                    return int(line.split()[1]) / 1e6
            return 0.0
        text = self._stat("cpuacct", "cpuacct.usage").strip()
        return int(text) / 1e9 if text else 0.0

    def memory_kb(self) -> int:
        """What the group holds now and cannot give back: anonymous and shared memory (tmpfs, memfd,
        shared mappings) and the kernel's memory charged to the run (socket and pipe buffers hold
        what was written and not read yet, however much of it; page tables, kernel stacks, slab),
        not the file cache the kernel reclaims under the limit. Tracks the peak.

        Kernel memory counts whole, reclaimable slab too: the dentries and inodes of files made in a
        tmpfs cannot be reclaimed while the files exist, and an ordinary run's kernel memory is
        small (0.03-1.4 MB measured for the Python, Java, C++ and JavaScript references of 51).
        """
        if self.version == "v2":
            # The kernel charges its own memory to memory.current and memory.max like the rest, and
            # names it in memory.stat: "kernel" (since Linux 5.18) and "sock" (network buffers, not
            # part of "kernel"). Unix socket and pipe buffers are pages allocated for the kernel on
            # the run's behalf, so they are in "kernel".
            text = b"\n" + self._stat("", "memory.stat")
            anon, shmem, sock = (_field(text, key) or 0 for key in (b"anon", b"shmem", b"sock"))
            kernel = _field(text, b"kernel")
            if kernel is None:
                # Before 5.18 memory.stat has no total of it (pipe and socket buffers show nowhere):
                # what memory.current holds beyond the pages it does name (anon, file, sock), which
                # is a little more (charges each CPU took ahead of use, 256 KB at most apiece).
                current = self._number("", "memory.current") or 0
                kernel = max(0, current - anon - (_field(text, b"file") or 0) - sock)
            total = anon + shmem + kernel + sock
        else:
            # v1's memory.stat names no kernel memory, yet memory.usage_in_bytes and the limit count
            # it (measured on 6.18: 251 MB queued in socketpair buffers were 257 MB of both
            # memory.kmem.usage_in_bytes and usage_in_bytes, and a lower limit OOM-killed their
            # writer; pipes the same). memory.kmem.tcp is a counter of its own, off unless its own
            # limit is set, and TCP is out of reach (socket() is refused).
            text = b"\n" + self._stat("memory", "memory.stat")
            rss = _field(text, b"rss") or 0
            kernel = self._number("memory", "memory.kmem.usage_in_bytes")
            if kernel is None:
                # A kernel without the kmem files: what usage_in_bytes holds beyond anon and cache
                # (shmem in it), a little more as in v2.
                usage = self._number("memory", "memory.usage_in_bytes") or 0
                kernel = max(0, usage - rss - (_field(text, b"cache") or 0))
            total = rss + (_field(text, b"shmem") or 0) + kernel
        self.peak_kb = max(self.peak_kb, total >> 10)
        return total >> 10

    def _number(self, controller: str, name: str) -> int | None:
        """A one-number file of the group, or None where the kernel has no such file."""
        if name in self._absent:
            return None
        try:
            text = self._stat(controller, name)
        except OSError:  # not there (opened once, on the first reading)
            self._absent.add(name)
            return None
        try:
            return int(text)
        except ValueError:  # unreadable now (the group is being removed)
            return None

    def out_of_memory(self) -> bool:
        """Whether the kernel killed a task of the group at its memory limit."""
        v2 = self.version == "v2"
        events = self._stat("", "memory.events") if v2 else self._stat("memory", "memory.oom_control")
        for line in events.splitlines():
            if line.startswith(b"oom_kill "):
                return line.split()[1] != b"0"
        return False

    def pids(self) -> list[int]:
        if not self.folders:  # removed
            return []
        folder = self.folders["" if self.version == "v2" else "pids"]
        return [int(part) for part in _read(os.path.join(folder, "cgroup.procs")).split()]

    def kill(self) -> None:
        """SIGKILL every process in the group, including any that forked meanwhile."""
        if self.version == "v2":
            try:
                _write(os.path.join(self.folders[""], "cgroup.kill"), "1")
                return
            except OSError:
                pass  # before Linux 5.14: one by one
        killed: set[int] = set()
        for _ in range(50):
            # Until no process is listed that was not killed already (a killed one stays listed
            # until it has exited; one forked meanwhile is new).
            pids = set(self.pids()) - killed
            if not pids:
                return
            for pid in pids:
                try:
                    os.kill(pid, SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
            killed |= pids

    def remove(self) -> None:
        """Kill what is left and remove the group's folders. A group whose last tasks are still
        exiting cannot be removed yet: it is left for the next group made here to sweep away, so
        that no run waits for the kernel to finish tearing the last one down."""
        self.kill()
        for fd in self._open.values():
            os.close(fd)
        self._open = {}
        for folder in self.folders.values():
            try:
                os.rmdir(folder)
            except FileNotFoundError:
                pass
            except OSError:
                _leftovers.append(folder)
        self.folders = {}
