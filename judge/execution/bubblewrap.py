"""bubblewrap: the sandbox made of namespaces, and whether this machine can make one.

The sandbox's filesystem is built up from nothing (the system's folders, read-only, and the
program's own); its PID, network, IPC, UTS and mount namespaces are its own; the seccomp filter
comes in through a descriptor. As root no user namespace is made: the program drops to 65534.
"""

from __future__ import annotations

import os
import sys

from judge.execution.kit_folders import kit_folders
from judge.execution.spawn import CLEAN_ENV, TMPFS_BYTES

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable

    from judge.execution.program import Program

# Where a compile's build folder appears inside the sandbox (its working folder).
BUILD_FOLDER = "/tmp/build"


def missing_reason() -> str | None:
    if not sys.platform.startswith("linux"):
        return f"bubblewrap needs Linux (this is {sys.platform})"
    if find_program("bwrap") is None:
        return "bubblewrap (bwrap) is not installed; on Debian/Ubuntu: apt-get install bubblewrap"
    return None


def find_program(name: str) -> str | None:
    """The executable called name on PATH, as shutil.which finds it (shutil costs ~2 ms of every start)."""
    for folder in os.environ.get("PATH", os.defpath).split(os.pathsep):
        candidate = os.path.join(folder or ".", name)
        if os.access(candidate, os.X_OK) and not os.path.isdir(candidate):
            return candidate
    return None


def argv_for_trial(bwrap: str, visible: tuple[str, ...]) -> list[str]:
    """The bwrap arguments a submission's sandbox gets (without its seccomp filter and files)."""
    return argv(bwrap, None, visible, {})


def trial_sandbox(command: tuple[str, ...], visible: tuple[str, ...]) -> str | None:
    """Run command in a throwaway sandbox; None when it works, else why not (for `judge doctor`)."""
    missing = missing_reason()
    if missing is not None:
        return missing
    import subprocess

    trial = [*argv_for_trial(find_program("bwrap") or "bwrap", visible), "--", *command]
    try:
        completed = subprocess.run(trial, capture_output=True, timeout=20, env=CLEAN_ENV, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"bwrap failed to start: {error}"
    if completed.returncode != 0:
        detail = completed.stderr.decode("utf-8", "replace").strip().splitlines()
        return f"bwrap cannot create a sandbox here ({detail[-1] if detail else completed.returncode})"
    return None


# Where the judge's own files for the program appear inside the sandbox: in the hidden /run, so the
# judge's folder (a checkout or a virtual environment, perhaps under /tmp or /home) stays hidden.
SANDBOX_FILES = "/run/judge"


def sandbox_files(program: Program) -> dict[str, str]:
    """Each of the program's files (host path) -> where it appears inside the sandbox."""
    return {str(path): f"{SANDBOX_FILES}/{os.path.basename(path)}" for path in program.files}


def argv(
    bwrap: str,
    seccomp_fd: int | None,
    visible: tuple[str, ...],
    files: dict[str, str],
    build_folder: str | None = None,
) -> list[str]:
    """The sandbox's filesystem is built up from nothing: the system's folders (SYSTEM_FOLDERS),
    read-only; the program's own folders (a toolchain under /root, say), read-only; an empty /run for
    the judge's files and a private /tmp. Home folders, the checkout, /srv, /mnt and the rest of the
    machine are simply not there, and the kit's own folders are covered where a visible folder
    holds them (the kit installed into the interpreter's prefix)."""
    argv = [bwrap, "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"]
    if os.geteuid() != 0:
        argv.append("--unshare-user")
    argv += ["--die-with-parent", "--new-session"]
    bound: list[str] = []
    for name in sorted(os.listdir("/")):
        path = "/" + name
        if os.path.islink(path):  # /bin -> usr/bin on a merged /usr
            argv += ["--symlink", os.readlink(path), path]
        elif name in SYSTEM_FOLDERS and os.path.isdir(path):
            argv += ["--ro-bind", path, path]
            bound.append(path)
    if "/sys" in bound and os.path.isdir(CGROUP_FOLDER):
        # The host's control groups, other runs' among them (what they use, their limits), covered
        # by an empty, read-only folder. No runtime needs them: the run's limits are set from outside.
        argv += ["--tmpfs", CGROUP_FOLDER, "--remount-ro", CGROUP_FOLDER]
    # bwrap's /dev is a tmpfs of no size, which the submission's user owns where bubblewrap makes a
    # user namespace (an ordinary user's judge): a capped tmpfs of its own on /dev/shm, and /dev
    # read-only (its devices are still read and written), so that nothing there outgrows TMPFS_BYTES.
    argv += ["--dev", "/dev", "--size", str(TMPFS_BYTES), "--tmpfs", "/dev/shm", "--remount-ro", "/dev"]
    argv += ["--proc", "/proc", "--tmpfs", "/run"]
    # World-writable and sticky, like a real /tmp: the submission may run as another user.
    argv += ["--perms", "01777", "--size", str(TMPFS_BYTES), "--tmpfs", "/tmp"]
    made: set[str] = set()
    for path in visible:
        if within(path, bound) or not os.path.exists(path):
            continue
        # bwrap would create the folders leading to the mount point as 0700, which an
        # unprivileged user can't pass through: create them 0755 first.
        parts = path.strip("/").split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            ancestor = "/" + "/".join(parts[:depth])
            if ancestor not in made and not within(ancestor, bound) and ancestor not in ("/tmp", "/run"):
                made.add(ancestor)
                argv += ["--perms", "0755", "--dir", ancestor]
        argv += ["--ro-bind", path, path]
        bound.append(path)
    for secret in kit_folders():
        if within(secret, bound):
            argv += ["--tmpfs", secret]
    if files:
        argv += ["--perms", "0755", "--dir", SANDBOX_FILES]
    for host, inside_path in files.items():
        argv += ["--ro-bind", host, inside_path]
    if build_folder is not None:
        argv += ["--bind", build_folder, BUILD_FOLDER]
    argv += ["--chdir", BUILD_FOLDER if build_folder is not None else "/tmp"]
    argv += ["--setenv", "HOME", "/tmp", "--setenv", "TMPDIR", "/tmp"]
    if seccomp_fd is not None:
        argv += ["--seccomp", str(seccomp_fd)]
    return argv


# Where the host's control groups are mounted: hidden inside a sandbox, though /sys is shown.
CGROUP_FOLDER = "/sys/fs/cgroup"
# The top-level folders a sandbox shows (read-only): what programs and their runtimes need.
SYSTEM_FOLDERS = frozenset(("usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "etc", "opt", "sys", "nix", "gnu"))


def within(path: str, folders: Iterable[str]) -> bool:
    return any(path == folder or path.startswith(folder.rstrip("/") + "/") for folder in folders)
