"""The process-level fallback's scratch folders: one per run, none left behind.

A run's folder is removed when the run ends, however it ends, as long as the judge lives; a judge
killed outright (SIGKILL, a grading worker the grader kills) cannot. Each folder's name carries
the judge's process id, so the next judge that makes one, and a grader when it finishes, removes
those whose judge has gone.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile

from judge.execution.procfs import has_ended

PREFIX = "judge-"
_OWNED = re.compile(re.escape(PREFIX) + r"(\d+)-")
_swept = False


def new_scratch(handed_to: int | None = None) -> tempfile.TemporaryDirectory[str]:
    """A new scratch folder in the temporary folder, named for this process; the first one this
    process makes also sweeps away those of judges that are gone (see sweep)."""
    global _swept
    if not _swept:
        _swept = True
        sweep(handed_to=handed_to)
    return tempfile.TemporaryDirectory(prefix=f"{PREFIX}{os.getpid()}-")


def sweep(folder: str | None = None, handed_to: int | None = None) -> list[str]:
    """Remove the scratch folders in folder (the temporary folder) whose judge process has gone;
    returns their paths. Only this user's folders are touched, and, as root, those of the user
    root's runs hand their folders to (handed_to)."""
    folder = folder or tempfile.gettempdir()
    owners = {os.geteuid()} | ({handed_to} if os.geteuid() == 0 and handed_to is not None else set())
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        owner = _OWNED.match(entry.name)
        if owner is None or _alive(int(owner.group(1))):
            continue
        try:
            if not entry.is_dir(follow_symlinks=False) or entry.stat(follow_symlinks=False).st_uid not in owners:
                continue
        except OSError:
            continue
        shutil.rmtree(entry.path, ignore_errors=True)
        removed.append(entry.path)
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True  # another user's process (or a number no process has): leave its folder alone
    # A killed grading worker its pool has not reaped yet is a zombie, which kill() still finds:
    # its judge has gone all the same.
    return not has_ended(pid)
