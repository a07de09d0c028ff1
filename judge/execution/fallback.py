"""The process-level fallback's confinement, applied by the child between fork and exec: it dies
with the judge, sets no_new_privs, loses its capabilities (a root child that stays root), gets a
private tmpfs scratch folder and IPC namespace (as root), Landlock (judge/execution/landlock.py) and
the seccomp filter (judge/execution/seccomp.py). A layer the kernel refuses is switched off once, and
every report after says it is missing.
"""

from __future__ import annotations

import functools
import os
import signal
import sys

from judge.execution.libc import PR_SET_PDEATHSIG, libc, prctl
from judge.execution.seccomp import seccomp_program
from judge.execution.spawn import TMPFS_BYTES

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class ChildControls:
    """prctl through libc, loaded in the judge before it forks: between fork and exec nothing is imported.

    In the process-level fallback the child asks to die with the judge, sets no_new_privs, confines
    its filesystem access with Landlock where the kernel has it (judge/execution/landlock.py), and
    installs the same seccomp filter bubblewrap gets (no socket() of any family, no io_uring, no
    keyrings or IPC objects).
    """

    PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 38, 22, 2
    PR_CAPBSET_DROP, PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL = 24, 47, 4
    CLONE_NEWNS, MS_NOSUID, MS_NODEV, MS_REC, MS_PRIVATE = 0x20000, 2, 4, 0x4000, 0x40000
    CLONE_NEWIPC = 0x08000000

    def __init__(self) -> None:
        import ctypes

        from judge.execution.landlock import landlock

        self.prctl = prctl()
        if self.prctl is None:
            raise OSError("no prctl")
        self.libc = libc()
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

    def apply(self, readable: tuple[str, ...], scratch: str, stays_root: bool, own_scratch: bool) -> None:
        """Runs in the child: every layer of the fallback's in turn (own_scratch: the scratch folder
        becomes a private tmpfs, where private_scratch allows it)."""
        self.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if own_scratch and self.private_scratch:
            self.mount_scratch(scratch)
        self.confine(readable, scratch, stays_root)

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


# One per process, made before any fork; a layer the kernel refuses in a child is switched off here,
# so later children do without it and every report says so.
@functools.cache
def child_controls() -> ChildControls | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ChildControls()
    except (OSError, AttributeError):
        return None


def fallback_layers(unprivileged: bool, grouped: bool) -> tuple[list[str], list[str]]:
    """The fallback's protections on this machine, and what it lacks, as short names (grouped: the
    run has a control group, whose task limit is the process-count limit)."""
    controls = child_controls()
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
