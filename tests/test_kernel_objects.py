"""Kernel objects no namespace of a run holds, through the real CLI, in both modes.

The kernel's keyrings (bubblewrap as root makes no user namespace, and the fallback keeps the
judge's session keyring), System V IPC and POSIX message queues (the fallback has no IPC
namespace), typing into a terminal, userfaultfd, and the host's control groups. Each attack
under tests/submissions/attacks/ fires on n = 4 and answers the other cases correctly, like
those of tests/test_sandbox.py, whose runner checks what must hold after every run. Each test
runs in bubblewrap (where the judge really uses it here) and in the fallback; CI runs this file
as root and as an ordinary user, and again with JUDGE_SANDBOX=fallback.
"""

from __future__ import annotations

import ctypes
import errno
import os
import platform
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from judge.execution.landlock import landlock

# attack and bubblewrap: fixtures, which this file's tests name as arguments.
from .test_sandbox import ACCEPTED, PROCESS, Attack, assert_verdict, attack, bubblewrap  # noqa: F401

NOBODY = 65534
# add_key, request_key, keyctl, mq_unlink
_NUMBERS = {"x86_64": (248, 249, 250, 241), "aarch64": (217, 218, 219, 181)}
KEYCTL_JOIN_SESSION_KEYRING, KEYCTL_SETPERM, KEYCTL_UNLINK, KEYCTL_INVALIDATE, KEYCTL_GET_PERSISTENT = 1, 5, 9, 21, 22
KEY_SPEC_SESSION_KEYRING, KEY_SPEC_USER_KEYRING, KEY_SPEC_USER_SESSION_KEYRING = -3, -4, -5
KEY_POSSESSOR_ALL = 0x3F000000  # a key's permissions: everything for a process that holds it, nothing for anyone else

_libc = ctypes.CDLL(None, use_errno=True)
_libc.syscall.restype = ctypes.c_long


def _syscall(*arguments: Any) -> int:
    """The system call's result, or an OSError with its errno."""
    result = _libc.syscall(*(ctypes.c_long(part) if isinstance(part, int) else part for part in arguments))
    if result < 0:
        number = ctypes.get_errno()
        raise OSError(number, os.strerror(number))
    return int(result)


def _number(index: int) -> int:
    machine = platform.machine()
    if machine not in _NUMBERS:
        pytest.skip(f"no system call numbers for {machine} here")
    return _NUMBERS[machine][index]


@pytest.fixture(params=["bubblewrap", "fallback"])
def mode(request: pytest.FixtureRequest) -> dict[str, str]:
    """The environment that makes the judge use each mode: bubblewrap only where the judge really
    does here (the test is skipped elsewhere, as under CI's JUDGE_SANDBOX=fallback), and the fallback."""
    if request.param == "bubblewrap":
        request.getfixturevalue("bubblewrap")
        return {}
    return PROCESS


def _judged_in(report: dict[str, Any], mode: dict[str, str]) -> dict[str, Any]:
    """The attacked case, Accepted (every call refused), of a run in the mode asked for."""
    assert report["sandbox"]["mode"] == ("fallback" if mode else "bubblewrap"), report["sandbox"]
    return assert_verdict(report, ACCEPTED)


# ----------------------------------------------------------------------------------------------
# Keyrings


@pytest.fixture
def planted_key(attack: Attack) -> Iterator[tuple[int, str]]:  # noqa: F811
    """A key with a secret payload, described by the attack's marker, in the session keyring the
    judge starts from; only a process holding that keyring may see or read it. The test's process
    first leaves its login session's keyring for a new one of its own, so that nothing else on the
    machine ever holds the key, and the key is invalidated afterwards (with any key the attack
    left in a user's keyrings, which only a failing sandbox lets it leave)."""
    keyctl, add_key = _number(2), _number(0)
    payload = f"secret-{os.urandom(8).hex()}"
    try:
        _syscall(keyctl, KEYCTL_JOIN_SESSION_KEYRING, None)
        key = _syscall(
            add_key, b"user", attack.marker.encode(), payload.encode(), len(payload), KEY_SPEC_SESSION_KEYRING
        )
    except OSError as error:
        pytest.skip(f"the kernel refuses keyrings to this process: {error}")
    try:
        _syscall(keyctl, KEYCTL_SETPERM, key, KEY_POSSESSOR_ALL)
        yield key, payload
    finally:
        try:
            _syscall(keyctl, KEYCTL_INVALIDATE, key)
        except OSError:
            pass
        for uid, lines in _keys_described(f"{attack.marker}-left").items():
            if lines:
                _as_user(uid, _unlink_everywhere([int(line.split()[0], 16) for line in lines]))


def test_the_judges_session_keyring_is_out_of_reach(attack: Attack, mode: dict[str, str], planted_key) -> None:  # noqa: F811
    key, payload = planted_key
    report = attack.run("keyring_read.py", env=mode, KEY_ID=key)
    case = _judged_in(report, mode)
    assert "0 calls went through" in case["stdout"], case["stdout"]
    assert attack.result is not None
    assert payload not in attack.result.stdout + attack.result.stderr
    listed = re.search(r"^/proc/keys naming the planted key: (.*)$", case["stdout"], flags=re.MULTILINE)
    assert listed is not None, case["stdout"]
    if not mode:
        # bubblewrap shows /proc/keys, where a key is listed to a process that holds it: the sandbox
        # starts from a new, empty session keyring, not the judge's.
        assert listed.group(1) == "0 lines", case["stdout"]
    else:  # Landlock keeps /proc/keys from being read; without it, it shows what the run holds
        assert listed.group(1) == "0 lines" or listed.group(1).startswith("unreadable"), case["stdout"]


def _as_user(uid: int, action: Callable[[], bytes]) -> bytes:
    """What action returns, run in a child of the test's process that has become uid (the test's
    process stays what it is): the keys a user sees, and may unlink, are that user's own."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        status = 1
        try:
            os.close(read_end)
            if uid != os.geteuid():
                os.setgroups([])
                os.setresgid(uid, uid, uid)
                os.setresuid(uid, uid, uid)
            data = action()
            while data:
                data = data[os.write(write_end, data) :]
            status = 0
        finally:
            os._exit(status)
    os.close(write_end)
    chunks = []
    while chunk := os.read(read_end, 1 << 16):
        chunks.append(chunk)
    os.close(read_end)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0, f"reading the keys of uid {uid} failed"
    return b"".join(chunks)


def _read_proc_keys() -> bytes:
    with open("/proc/keys", "rb") as handle:
        return handle.read()


def _users() -> list[int]:
    """The users a submission may run as: the judge's own, and 65534 when the judge is root."""
    return sorted({os.geteuid(), NOBODY} if os.geteuid() == 0 else {os.geteuid()})


def _keys_described(description: str) -> dict[int, list[str]]:
    """Per user a submission may run as, the lines of /proc/keys as that user sees it (which list
    every key the user owns) that name the description."""
    found = {}
    for uid in _users():
        lines = _as_user(uid, _read_proc_keys).decode("utf-8", "replace").splitlines()
        found[uid] = [line for line in lines if f" {description}:" in line]
    return found


def _unlink_everywhere(serials: list[int]) -> Callable[[], bytes]:
    """Unlinks the keys from the user's keyrings a key may be left in (run as their owner; a
    keyring unlinks the key it holds under the same description)."""

    def unlink() -> bytes:
        keyctl = _number(2)
        keyrings = [KEY_SPEC_USER_KEYRING, KEY_SPEC_USER_SESSION_KEYRING]
        try:
            keyrings.append(_syscall(keyctl, KEYCTL_GET_PERSISTENT, -1, KEY_SPEC_SESSION_KEYRING))
        except OSError:
            pass
        for serial in serials:
            for keyring in keyrings:
                try:
                    _syscall(keyctl, KEYCTL_UNLINK, serial, keyring)
                except OSError:
                    pass
        return b""

    return unlink


def test_no_key_is_left_in_a_users_keyrings(attack: Attack, mode: dict[str, str], planted_key) -> None:  # noqa: F811
    if not os.path.exists("/proc/keys"):
        pytest.skip("this kernel has no /proc/keys")
    report = attack.run("keyring_read.py", env=mode, KEY_ID=planted_key[0])
    found = _keys_described(f"{attack.marker}-left")  # planted_key removes them, if any
    assert not any(found.values()), f"keys the submission added outlive the run: {found}"
    assert "0 calls went through" in _judged_in(report, mode)["stdout"]


# ----------------------------------------------------------------------------------------------
# System V IPC and POSIX message queues


def _ipc_objects() -> dict[str, dict[int, tuple[int, int]]]:
    """Per kind of System V object, this IPC namespace's: id -> (key, creator's uid)."""
    objects: dict[str, dict[int, tuple[int, int]]] = {}
    for kind in ("shm", "msg", "sem"):
        path = Path("/proc/sysvipc") / kind
        if not path.exists():
            continue
        header, *rows = path.read_text().splitlines()
        columns = header.split()
        objects[kind] = {}
        for row in rows:
            fields = dict(zip(columns, row.split(), strict=False))
            objects[kind][int(fields[next(name for name in columns if name.endswith("id"))])] = (
                int(fields["key"]),
                int(fields["cuid"]),
            )
    return objects


IPC_RMID = 0
_REMOVE: dict[str, Callable[[int], int]] = {
    "shm": lambda number: _libc.shmctl(number, IPC_RMID, None),
    "msg": lambda number: _libc.msgctl(number, IPC_RMID, None),
    "sem": lambda number: _libc.semctl(number, 0, IPC_RMID),
}


def test_system_v_ipc_and_message_queues_are_refused(attack: Attack, mode: dict[str, str]) -> None:  # noqa: F811
    key = int(attack.marker.removeprefix("jem-"), 16) & 0x7FFFFFFF or 1
    before = _ipc_objects()
    report = attack.run("ipc_objects.py", env=mode, KEY=key)
    after = _ipc_objects()
    uids = _users()
    left = {
        kind: [
            number
            for number, (found_key, creator) in objects.items()
            if number not in before.get(kind, {}) and (found_key == key or (found_key == 0 and creator in uids))
        ]
        for kind, objects in after.items()
    }
    try:
        queue_left = _syscall(_number(3), attack.marker.encode()) == 0  # mq_unlink: found, and removed
    except OSError as error:
        queue_left = error.errno not in (errno.ENOENT, errno.ENOSYS)
    try:
        assert not any(left.values()), f"System V objects outlive the run: {left}"
        assert not queue_left, "a POSIX message queue outlives the run"
        case = _judged_in(report, mode)
        assert "0 calls went through" in case["stdout"], case["stdout"]
    finally:
        for kind, numbers in left.items():  # only when the sandbox failed
            for number in numbers:
                _REMOVE[kind](number)


# ----------------------------------------------------------------------------------------------
# Terminals, userfaultfd, /dev, control groups


def test_typing_into_a_terminal_and_userfaultfd_are_refused(attack: Attack, mode: dict[str, str]) -> None:  # noqa: F811
    report = attack.run("terminal_and_userfaultfd.py", env=mode)
    case = _judged_in(report, mode)
    assert "0 calls not refused" in case["stdout"], case["stdout"]


def test_the_hosts_control_groups_are_hidden(attack: Attack, mode: dict[str, str]) -> None:  # noqa: F811
    if not os.path.isdir("/sys/fs/cgroup"):
        pytest.skip("no control groups on this machine")
    if mode and landlock() is None:
        pytest.skip("without Landlock the fallback cannot hide files")
    report = attack.run("read_control_groups.py", env=mode)
    case = _judged_in(report, mode)
    assert "0 entries seen" in case["stdout"], case["stdout"]


def test_dev_holds_no_more_than_a_scratch_folder(attack: Attack, mode: dict[str, str]) -> None:  # noqa: F811
    if mode and landlock() is None:
        pytest.skip("without Landlock the fallback's /dev/shm is the machine's")
    report = attack.run("fill_dev.py", env=mode)
    case = _judged_in(report, mode)
    written = {
        folder: int(megabytes)
        for megabytes, folder in re.findall(r"^wrote (\d+) MB in (\S+)$", case["stdout"], flags=re.MULTILINE)
    }
    assert written.keys() == {"/dev/shm", "/dev"}, case["stdout"]
    assert written["/dev/shm"] <= 64 and written["/dev"] == 0, case["stdout"]
