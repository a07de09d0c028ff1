"""The session keyring: a child leaves the judge's for a new, empty one before its exec."""

from __future__ import annotations

import functools
import os
import sys

from judge.execution.libc import libc

# keyctl's number (x86-64, aarch64), and its operation that gives the caller a new, empty session
# keyring of its own.
_KEYCTL = {"x86_64": 250, "aarch64": 219}
KEYCTL_JOIN_SESSION_KEYRING = 1


class SessionKeyring:
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
        handle = libc()
        if number is None or handle is None:
            raise OSError("no keyctl here")
        self._syscall = handle.syscall
        # Each a long, as the kernel reads them (a NULL name: an anonymous keyring).
        self._arguments = (ctypes.c_long(number), ctypes.c_long(KEYCTL_JOIN_SESSION_KEYRING), ctypes.c_void_p())

    def join_new(self) -> None:
        """Runs in the child: a new session keyring. A refusal is not an error (see the class)."""
        self._syscall(*self._arguments)


@functools.cache  # one per process, made before any fork
def session_keyring() -> SessionKeyring | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return SessionKeyring()
    except (OSError, AttributeError):
        return None
