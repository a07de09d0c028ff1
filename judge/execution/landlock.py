"""Landlock (Linux 5.13 and later) for the process-level fallback: what the child may read and write.

An unprivileged process restricts its own access to the filesystem with three system calls,
after no_new_privs; the restriction is inherited across exec and cannot be lifted. The
fallback's child (between fork and exec) allows itself:

- reading and executing beneath the runtime's folders (the interpreter's, /usr, /lib, /etc, /dev,
  ...) and the judge's files for the program;
- listing /proc, but reading only its own /proc/<pid>, so not the judge's environment;
- everything beneath its private scratch folder, and writing to /dev/null.

Everything else, the user's home and the judge's own folder among it, it can neither read nor
change. Landlock also keeps it from ptrace-ing a process outside the sandbox and from mounting
anything, and from ABI 6 on from signalling such a process (the judge, or anything else of its
user's). Only the ctypes handle is made in the judge; the rules are built in the child, where
/proc/self names the child.
"""

from __future__ import annotations

import ctypes
import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable

_CREATE_RULESET, _ADD_RULE, _RESTRICT_SELF = 444, 445, 446  # the same on x86-64 and aarch64
_CREATE_RULESET_VERSION = 1
_RULE_PATH_BENEATH = 1

EXECUTE, WRITE_FILE, READ_FILE, READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
_CHANGES_ABI_1 = sum(1 << bit for bit in range(4, 13))  # remove dir/file, make char/dir/reg/sock/fifo/block/sym
REFER, TRUNCATE = 1 << 13, 1 << 14  # ABI 2, ABI 3
# ABI 6: no signals to, and no abstract Unix sockets of, processes outside the sandbox.
SCOPE_ABSTRACT_UNIX_SOCKET, SCOPE_SIGNAL = 1 << 0, 1 << 1
FILE_RIGHTS = EXECUTE | WRITE_FILE | READ_FILE | TRUNCATE  # the only rights a rule on a file (not a folder) may hold
READ = EXECUTE | READ_FILE | READ_DIR

# Read-only system folders a runtime may need (missing ones are skipped). Not all of /etc: it holds
# secrets a root judge could read (/etc/shadow, host keys); only the files a runtime looks at.
SYSTEM_PATHS = (
    *("/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin", "/opt"),
    # The devices a program reads, not all of /dev (no /dev/kmsg, no disks, no terminals).
    *("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/fd"),
    "/sys/devices/system/cpu",  # how many processors there are (os.cpu_count)
    *("/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives"),
    *("/etc/localtime", "/etc/timezone", "/etc/passwd", "/etc/group", "/etc/nsswitch.conf"),
    *("/etc/java-17-openjdk", "/etc/java-21-openjdk", "/etc/ssl/certs"),
)


class _RulesetAttr(ctypes.Structure):
    # handled_access_net (ABI 4) and scoped (ABI 6) follow handled_access_fs; the size passed says
    # which fields this kernel reads.
    _fields_ = (
        ("handled_access_fs", ctypes.c_uint64),
        ("handled_access_net", ctypes.c_uint64),
        ("scoped", ctypes.c_uint64),
    )


class _PathBeneathAttr(ctypes.Structure):
    _pack_ = 1
    _fields_ = (("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32))


class Landlock:
    """The system calls, through libc's syscall(), and the rights this kernel knows."""

    def __init__(self) -> None:
        libc = ctypes.CDLL(None, use_errno=True)
        self._syscall = libc.syscall
        self._syscall.restype = ctypes.c_long
        abi = self._syscall(_CREATE_RULESET, None, 0, _CREATE_RULESET_VERSION)
        if abi < 1:
            raise OSError(ctypes.get_errno(), "Landlock is not available on this kernel")
        self.abi = int(abi)
        self.handled = READ | WRITE_FILE | _CHANGES_ABI_1
        self.handled |= REFER if self.abi >= 2 else 0
        self.handled |= TRUNCATE if self.abi >= 3 else 0
        self.scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL if self.abi >= 6 else 0

    def restrict(self, readable: tuple[str, ...], scratch: str) -> None:
        """Runs in the child: allow only what the module docstring says, then lock it in.

        Raises OSError when the kernel refuses a step (starting the program then fails in the judge)."""
        attr = _RulesetAttr(self.handled, 0, self.scoped)
        size = ctypes.sizeof(attr) if self.scoped else _RulesetAttr.handled_access_net.offset
        ruleset = self._syscall(_CREATE_RULESET, ctypes.byref(attr), size, 0)
        if ruleset < 0:
            raise OSError(ctypes.get_errno(), "landlock_create_ruleset")
        try:
            rules: list[tuple[str, int]] = [(path, READ) for path in readable]
            # /proc: any folder may be listed, but only the child's own files read (not the judge's environ).
            rules += [("/proc", READ_DIR), ("/proc/self", READ)]
            rules += [("/dev/null", READ_FILE | WRITE_FILE), (scratch, self.handled)]
            for path, access in rules:
                try:
                    fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
                except OSError:
                    continue  # a folder this system does not have
                try:
                    if not os.path.isdir(f"/proc/self/fd/{fd}"):
                        access &= FILE_RIGHTS
                    rule = _PathBeneathAttr(access & self.handled, fd)
                    if self._syscall(_ADD_RULE, ruleset, _RULE_PATH_BENEATH, ctypes.byref(rule), 0) != 0:
                        raise OSError(ctypes.get_errno(), f"landlock_add_rule {path}")
                finally:
                    os.close(fd)
            if self._syscall(_RESTRICT_SELF, ruleset, 0) != 0:
                raise OSError(ctypes.get_errno(), "landlock_restrict_self")
        finally:
            os.close(ruleset)


def landlock() -> Landlock | None:
    """Landlock on this machine, or None (not Linux, an old kernel, or it is turned off)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return Landlock()
    except (OSError, AttributeError):
        return None


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
