"""libc through ctypes, loaded once in the judge (between fork and exec nothing is imported), and
the prctl requests the judge makes for itself or its children."""

from __future__ import annotations

import functools
import signal
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36


@functools.cache
def libc() -> Any:
    """libc (Linux), loaded once; None elsewhere."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None


def prctl() -> Any:
    """libc's prctl, or None."""
    return getattr(libc(), "prctl", None)


def die_with_parent() -> None:
    """Ask the kernel to SIGKILL this process when its parent dies (Linux; elsewhere a no-op)."""
    call = prctl()
    if call is not None:
        call(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


_subreaper = False


def become_subreaper() -> None:
    """Adopt orphans of the submission (e.g. after a double fork with setsid), so they can be found and killed."""
    global _subreaper
    call = prctl()
    if _subreaper or call is None:
        return
    call(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    _subreaper = True
