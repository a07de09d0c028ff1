"""Memory held in the kernel's buffers counts like any other, through the real CLI.

A submission can hold memory that no process maps and no resident size shows: data written into
a Unix socket or a pipe that nobody reads sits in kernel buffers charged to the run's control
group as kernel memory. `socket()` is refused by the sandbox's seccomp filter, `socketpair()` is
not. The attack below holds about 290 MB that way on n = 4 (limit 256 MB, the group's cap 320 MB:
so it is the judge's reading that must see it, not the kernel's cap) and answers every case right.
(At 250 MB the reading was 247-261 MB from run to run, the kernel charging the queued data in its
own sizes: a limit that close decided nothing about the reading.)

It runs in whatever sandbox the judge picks here (CI runs this file under bubblewrap, in the
process-level fallback, and as an ordinary user), with the checks of tests/test_sandbox.py. Without
a control group (an ordinary user with no delegated cgroup v2 folder) nothing charges kernel
buffers to the run, and the test skips.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from judge.execution import cgroup

from .test_sandbox import ACCEPTED, MLE, PLACEHOLDER, Attack, assert_verdict, triggered

# Each socketpair's sending end is filled up to its send buffer (SEND_BUFFER asked for, which the
# kernel caps at net.core.wmem_max and doubles) and then closed: the data stays queued at the other
# end, so every descriptor kept holds a full buffer, and the 64 open files of a process go far. Where
# wmem_max is small (212992 by default: 416 KB a socket) one process's descriptors hold ~20 MB, so
# forked helpers hold the rest, each with descriptors of its own; they carry the marker in their name.
SOURCE = '''\
# Hiding memory in the kernel on n = 4: HOLD_MB in the buffers of Unix socketpairs nobody reads
# (no process maps it), spread over helper processes where one process's descriptors do not reach;
# then the right answer. Over the limit: Memory Limit Exceeded.
import ctypes
import os
import socket

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
HOLD_MB = 290
SEND_BUFFER = 64 << 20
MAX_HELPERS = 40
MARKER = "jem-00000000"
_held = []


def fill(budget):
    """Bytes queued in socket buffers by this process, up to budget or until its descriptors run out."""
    queued = 0
    chunk = b"\\x01" * (1 << 16)
    while queued < budget:
        try:
            sender, receiver = socket.socketpair()
        except OSError:
            break
        sender.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
        sender.setblocking(False)
        try:
            while queued < budget:
                queued += sender.send(chunk)
        except OSError:
            pass
        sender.close()
        _held.append(receiver)
    return queued


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            budget = HOLD_MB << 20
            # Made first: fill() takes every descriptor that is left.
            report_read, report_write = os.pipe()
            hold_read, hold_write = os.pipe()
            held = fill(budget)
            helpers = 0
            while held < budget and helpers < MAX_HELPERS:
                pid = os.fork()
                if pid == 0:
                    queued = 0
                    try:
                        ctypes.CDLL(None).prctl(15, MARKER.encode(), 0, 0, 0)  # PR_SET_NAME
                        for receiver in _held:  # the parent keeps them: room for descriptors of its own
                            receiver.close()
                        _held.clear()
                        queued = fill(budget - held)
                    finally:
                        os.write(report_write, b"%d\\n" % queued)  # even on failure: the parent waits for it
                        os.read(hold_read, 1)  # holds until the run ends
                        os._exit(0)
                helpers += 1
                line = b""
                while not line.endswith(b"\\n"):
                    line += os.read(report_read, 32)
                if int(line) == 0:
                    break
                held += int(line)
            _held.append(hold_write)
            print(f"held {held >> 20} MB in socket buffers with {helpers} helpers", flush=True)
        return ANSWERS[n - 1]
'''

HELD = re.compile(r"held (\d+) MB in socket buffers with (\d+) helpers")


class _Written(Attack):
    """An attack whose source is written here (the marker and constants filled in as Attack does)."""

    def prepare(self, name: str, **values: Any) -> Path:
        text = SOURCE.replace(PLACEHOLDER, self.marker)
        for key, value in values.items():
            text, count = re.subn(rf"^{key} = .*$", f"{key} = {value!r}", text, count=1, flags=re.MULTILINE)
            assert count == 1, f"the source has no constant {key}"
        path = self.tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path


@pytest.fixture
def attack(tmp_path: Path):
    runner = _Written(tmp_path)
    yield runner
    runner.cleanup()


def _run(attack: Attack, **values: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """The report and its n = 4 case, or a skip where runs get no control group."""
    report = attack.run("mle_socket_buffers.py", time_limit=2000, **values)
    if "control group" not in report["sandbox"]["protections"]:
        pytest.skip("no control group for runs here (see judge doctor): nothing charges kernel buffers to the run")
    return report, triggered(report)


# The send buffer asked for: as much as wmem_max allows (one process holds it all where wmem_max is
# 4 MB or more), and 212992, the kernel's default wmem_max, which takes a dozen helpers anywhere.
@pytest.mark.parametrize("send_buffer", [64 << 20, 212992], ids=["one-process", "helpers"])
def test_memory_held_in_socket_buffers_is_memory_limit_exceeded(attack: Attack, send_buffer: int) -> None:
    report, case = _run(attack, SEND_BUFFER=send_buffer)
    # Stopped when the judge reads the memory: as the answer arrives, or while the case runs (before
    # the attack says what it held, which an Accepted case shows in its stdout).
    assert_verdict(report, MLE)
    # Counted by the judge's reading (the kernel's cap, 320 MB, is not reached), and reported.
    assert case["memory_kb"] > 256 << 10, case


def test_a_little_memory_in_socket_buffers_is_counted_without_failing(attack: Attack) -> None:
    report, case = _run(attack, HOLD_MB=64)
    assert_verdict(report, ACCEPTED)
    held = HELD.search(case["stdout"])
    assert held is not None and int(held.group(1)) >= 64, case["stdout"]
    assert case["memory_kb"] >= 64 << 10, case


# ----------------------------------------------------------------------------------------------
# The reading itself, from the files each cgroup version and kernel gives (cgroup v2 is not what
# this machine may run: these say what the reading makes of its files there)

MB = 1 << 20


def _reading(tmp_path: Path, version: str, files: dict[str, str]) -> int:
    """memory_kb() of a group whose files are these (in a plain folder), in MB."""
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="ascii")
    group = cgroup.RunGroup(version, {"" if version == "v2" else "memory": str(tmp_path)})
    try:
        return group.memory_kb() >> 10
    finally:
        for fd in group._open.values():
            os.close(fd)


V2_STAT = (
    "anon {anon}\nfile {file}\n{kernel}kernel_stack 65536\npagetables 524288\npercpu 0\nsock {sock}\n"
    "vmalloc 0\nshmem {shmem}\nfile_mapped 0\nanon_thp 0\nshmem_thp 0\nslab 1048576\n"
)


def test_cgroup_v2_counts_kernel_and_socket_memory_not_file_cache(tmp_path: Path) -> None:
    stat = V2_STAT.format(anon=10 * MB, file=300 * MB, kernel=f"kernel {250 * MB}\n", sock=4 * MB, shmem=2 * MB)
    assert _reading(tmp_path, "v2", {"memory.stat": stat}) == 10 + 250 + 4 + 2


def test_cgroup_v2_before_linux_5_18_takes_kernel_memory_from_memory_current(tmp_path: Path) -> None:
    # No "kernel" line: it is what memory.current holds beyond anon, file (shmem in it) and sock.
    stat = V2_STAT.format(anon=10 * MB, file=300 * MB, kernel="", sock=4 * MB, shmem=2 * MB)
    current = str((10 + 300 + 250 + 4) * MB)
    assert _reading(tmp_path, "v2", {"memory.stat": stat, "memory.current": current}) == 10 + 250 + 4 + 2


V1_STAT = "cache {cache}\nrss {rss}\nrss_huge 0\nshmem {shmem}\nmapped_file 0\ntotal_cache 0\ntotal_rss 0\n"


def test_cgroup_v1_counts_kmem_not_file_cache(tmp_path: Path) -> None:
    stat = V1_STAT.format(cache=300 * MB, rss=10 * MB, shmem=2 * MB)
    files = {"memory.stat": stat, "memory.kmem.usage_in_bytes": str(250 * MB), "memory.usage_in_bytes": "0"}
    assert _reading(tmp_path, "v1", files) == 10 + 2 + 250


def test_cgroup_v1_without_kmem_files_takes_kernel_memory_from_usage(tmp_path: Path) -> None:
    stat = V1_STAT.format(cache=300 * MB, rss=10 * MB, shmem=2 * MB)
    usage = str((300 + 10 + 250) * MB)  # v1's cache holds shmem
    assert _reading(tmp_path, "v1", {"memory.stat": stat, "memory.usage_in_bytes": usage}) == 10 + 2 + 250
