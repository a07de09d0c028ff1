"""Which confinement a run gets here, and what it lacks, in the words reports use."""

from __future__ import annotations

import os
import stat

from judge.core.record import record
from judge.execution import cgroup
from judge.execution.bubblewrap import missing_reason

SANDBOX_ENV = "JUDGE_SANDBOX"
PROCESS_LEVEL_GAPS = (
    "no filesystem isolation (the submission can read and write what your user can, "
    "including the judge's own environment in /proc)",
    "no process-count limit (RLIMIT_NPROC would count every process of your user)",
)
NO_NETWORK_ISOLATION = "no network isolation"


@record(frozen=True)
class Isolation:
    """Which confinement is in use and which protections it lacks."""

    name: str
    missing: tuple[str, ...] = ()
    reason: str = ""


_broken_bubblewrap: str | None = None


BUBBLEWRAP, FALLBACK = "bubblewrap", "fallback"


def detect_isolation() -> Isolation:
    """The strongest confinement available here ($JUDGE_SANDBOX=fallback forces the weaker one).

    This only looks for bwrap; whether it can really create a sandbox here is learnt from
    the first start (see mark_bubblewrap_broken) or checked in full by trial_sandbox().
    """
    from judge.errors import UsageError

    wanted = os.environ.get(SANDBOX_ENV, "auto").strip().lower() or "auto"
    if wanted == "process":  # the fallback's earlier name
        wanted = FALLBACK
    if wanted not in ("auto", FALLBACK, BUBBLEWRAP):
        raise UsageError(f"{SANDBOX_ENV} must be auto, bubblewrap or fallback, not {wanted!r}")
    if wanted == FALLBACK:
        return Isolation(FALLBACK, process_level_gaps(), f"{SANDBOX_ENV}={FALLBACK}")
    reason = _broken_bubblewrap or missing_reason()
    if reason is None:
        return Isolation(BUBBLEWRAP)
    if wanted == BUBBLEWRAP:
        raise UsageError(f"{SANDBOX_ENV}=bubblewrap, but bubblewrap cannot be used here: {reason}")
    return Isolation(FALLBACK, process_level_gaps(), reason)


# The short name of a run's control group among a report's protections (or what it is missing).
CONTROL_GROUP = "control group"


# How each short name a description lists as missing reads in a report's one-line warning.
MISSING_TEXT = {
    "namespaces": "no namespaces (the submission sees the machine's other processes, though it cannot reach them)",
    "landlock": PROCESS_LEVEL_GAPS[0],
    "seccomp": NO_NETWORK_ISOLATION,
    "process-count limit": PROCESS_LEVEL_GAPS[1],
    "uid drop": "the submission runs as root",
}


def usable_by_others(paths: tuple[str, ...]) -> bool:
    """Whether a user other than the owner can reach and read every path (so root can drop to 65534)."""
    known = _USABLE.get(paths)
    if known is None:
        known = _USABLE[paths] = _reachable(paths)
    return known


# usable_by_others' answers: the interpreter's folders do not change while the judge runs.
_USABLE: dict[tuple[str, ...], bool] = {}


def _reachable(paths: tuple[str, ...]) -> bool:
    for path in paths:
        leaf = current = os.path.realpath(path)
        while True:
            try:
                mode = os.stat(current).st_mode
            except OSError:
                return False
            if stat.S_ISDIR(mode) and not mode & stat.S_IXOTH:
                return False
            if current == leaf and not mode & stat.S_IROTH:
                return False
            parent = os.path.dirname(current)
            if parent == current:
                break
            current = parent
    return True


def process_level_gaps() -> tuple[str, ...]:
    """What the fallback does not protect on this machine (as root: before knowing whether the program
    can drop to 65534), in the words of a report's warning."""
    from judge.execution.fallback import fallback_layers

    _, missing = fallback_layers(unprivileged=False, grouped=cgroup.unavailable() is None)
    return tuple(MISSING_TEXT[name] for name in missing if name in MISSING_TEXT)


def mark_bubblewrap_broken(reason: str) -> None:
    """bwrap is installed but failed to create a sandbox: use process isolation from now on."""
    global _broken_bubblewrap
    _broken_bubblewrap = reason
