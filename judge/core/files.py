"""Writing files so that a reader sees the old file or the new one, never half of one."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO


@contextmanager
def atomic_file(path: str | os.PathLike[str]) -> Iterator[IO[str]]:
    """A text file that appears at `path` complete or not at all (temporary file, fsync, rename).

    The file gets the permissions a plain open() would give it (0666 less the umask), not
    mkstemp's private 0600: reports are meant to be read.
    """
    import tempfile  # here: only a run that writes a file pays for it (it imports random)

    folder, name = os.path.split(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.fchmod(descriptor, 0o666 & ~umask)
        with os.fdopen(descriptor, "w", encoding="utf-8", newline="") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        raise
