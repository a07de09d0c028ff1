"""`judge test --watch`: notice when a file is saved, by polling (no dependency, works on every OS)."""

from __future__ import annotations

import os
import time

POLL_SECONDS = 0.3
SETTLE_SECONDS = 0.1


def file_state(path: str | os.PathLike[str]) -> tuple[int, int] | None:
    """(modification time in ns, size), or None while the file is missing (an editor saving by rename)."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return stat.st_mtime_ns, stat.st_size


def wait_for_save(
    path: str | os.PathLike[str], seen: tuple[int, int] | None, poll: float = POLL_SECONDS
) -> tuple[int, int]:
    """Block until the file exists with a state other than seen and has stopped changing; return that state."""
    while True:
        time.sleep(poll)
        state = file_state(path)
        if state is None or state == seen:
            continue
        # An editor may write in several steps: judge what is there once it holds still.
        time.sleep(SETTLE_SECONDS)
        if file_state(path) == state:
            return state
