"""What /proc says about a process: its CPU, its memory, its children. Facts only, read from outside.

Every reading here is Linux's; elsewhere each one says it knows nothing (None, 0 or an empty list).
"""

from __future__ import annotations

import os
import sys
import time


def status_kb(status: bytes, key: bytes) -> int | None:
    """A "Key:   1234 kB" value of a /proc status file, or None."""
    at = status.find(key)
    if at < 0:
        return None
    try:
        return int(status[at + len(key) : status.index(b"kB", at)])
    except ValueError:
        return None


CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def ticks(pid: int, children: bool = False) -> int:
    """utime + stime of a live process (or, with children, cutime + cstime: what it waited for), in ticks."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            fields = handle.read().rsplit(b")", 1)[1].split()
        return int(fields[13]) + int(fields[14]) if children else int(fields[11]) + int(fields[12])
    except (OSError, ValueError, IndexError):
        return 0


def proportional_kb(pid: int) -> int:
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


def child_pids(pid: int) -> list[int]:
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


def start_time(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            return int(handle.read().rsplit(b")", 1)[1].split()[19])
    except (OSError, ValueError, IndexError):
        return 1 << 62


def has_ended(pid: int) -> bool:
    """Whether the process has ended and only waits to be reaped (a zombie: state Z), which the
    kernel still answers for as if it lived (kill(pid, 0) succeeds). False when it cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            return handle.read().rsplit(b")", 1)[1].split()[0] == b"Z"
    except (OSError, IndexError):
        return False


def session(pid: int) -> int:
    """The process's session id (0 when it cannot be read)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            return int(handle.read().rsplit(b")", 1)[1].split()[3])
    except (OSError, ValueError, IndexError):
        return 0


def process_count(uid: int) -> int:
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
