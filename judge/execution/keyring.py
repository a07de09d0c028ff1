"""The session keyring: a child leaves the judge's for a new, empty one before its exec."""

from __future__ import annotations

import os
import sys

from judge.core.once import once

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

    The call is made from ctypes' own C module, as the ctypes package makes its functions: every
    `judge test` makes it ready before its early fork, and importing the package there costs ~2 ms
    of that start, the C module ~0.3 ms.
    """

    def __init__(self) -> None:
        import _ctypes

        number = _KEYCTL.get(os.uname().machine)
        if number is None:
            raise OSError("no keyctl here")

        class Long(_ctypes._SimpleCData):  # C's long, as the kernel reads each argument
            _type_ = "l"

        class Syscall(_ctypes.CFuncPtr):
            _flags_ = _ctypes.FUNCFLAG_CDECL
            _restype_ = Long

        # None: the program and the libraries it loaded (libc among them), as ctypes.CDLL(None).
        libc = _ctypes.dlopen(None, 0)  # type: ignore[arg-type]
        self._syscall = Syscall(_ctypes.dlsym(libc, "syscall"))
        # A NULL name: an anonymous keyring.
        self._arguments = (Long(number), Long(KEYCTL_JOIN_SESSION_KEYRING), Long(0))

    def join_new(self) -> None:
        """Runs in the child: a new session keyring. A refusal is not an error (see the class)."""
        self._syscall(*self._arguments)


@once  # one per process, made before any fork
def session_keyring() -> SessionKeyring | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return SessionKeyring()
    except (ImportError, OSError, AttributeError):
        return None
