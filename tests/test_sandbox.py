"""Attacks on the sandbox, through the real CLI: `judge test FILE --json` on hostile submissions.

Each attack under tests/submissions/attacks/ says in its first line what it attacks and the
verdict it must get. An attack triggers on one case only (n = 4) and answers the other cases
correctly, so each test also shows that the judge goes on normally afterwards. For every run
the tests check that the judge answered as usual (exit status 0 or 1, exactly one JSON object
on stdout, no traceback), that no file of the checkout changed, and that no process the attack
started outlives the run (attacks that start processes give them a unique marker name).

Attacks that could harm the machine outside a sandbox (killing every process, fork bombs,
writing into the checkout, reaching the network) run only under bubblewrap, and guard
themselves as well: they do nothing unless they find themselves in bubblewrap's PID namespace.

Known weaknesses are marked xfail(strict=True) with the reason; fixing one makes its test pass
(XPASS), which fails the run until the mark is removed.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import shutil
import signal
import socket
import stat
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

from judge.execution.landlock import landlock

from .conftest import ROOT, SUBMISSIONS, CliResult, run_judge

ATTACKS = SUBMISSIONS / "attacks"
PLACEHOLDER = "jem-00000000"  # in the attack files; each run replaces it with a unique marker

ACCEPTED = "Accepted"
WA = "Wrong Answer"
TLE = "Time Limit Exceeded"
MLE = "Memory Limit Exceeded"
OLE = "Output Limit Exceeded"
RE = "Runtime Error"
VERDICTS = {ACCEPTED, WA, TLE, MLE, OLE, RE, "Compile Error"}
TRIGGER_N = 4
# Limits: a short CPU limit keeps the time-limit attacks cheap (each costs up to 3x it in wall time).
FAST = 300
# Folders whose content changes without any submission: caches of the tools and the judge's own bytecode.
_NOT_CHECKOUT = {
    ".git",
    "__pycache__",
    ".pytest_cache",
    ".hypothesis",
    ".ruff_cache",
    ".mypy_cache",
    ".venv",
    "build",
    "dist",
}


# ----------------------------------------------------------------------------------------------
# Which sandbox the judge uses here


@functools.lru_cache(maxsize=1)
def _judge_isolation() -> str:
    """The sandbox the judge really uses here, as its report says (bwrap may be installed yet unusable)."""
    result = run_judge("test", str(ATTACKS / "proc_nondaemon_thread.py"), "--problem", "52", "--json", timeout=100)
    return str(json.loads(result.stdout)["sandbox"]["mode"]) if result.returncode in (0, 1) else ""


needs_bwrap = pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap (bwrap) is not installed")


@pytest.fixture
def bubblewrap() -> None:
    """Skip unless the judge really confines submissions with bubblewrap here (not just has bwrap)."""
    if _judge_isolation() != "bubblewrap":
        pytest.skip("the judge does not use bubblewrap here (unusable bwrap, or JUDGE_SANDBOX=fallback)")


AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def _has_capability(bit: int) -> bool:
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("CapEff:"):
                    return bool(int(line.split()[1], 16) >> bit & 1)
    except (OSError, ValueError):
        pass
    return False


# Whether this process may raise hard resource limits (root usually can; some containers drop it).
CAN_RAISE_LIMITS = _has_capability(24)  # CAP_SYS_RESOURCE


# ----------------------------------------------------------------------------------------------
# What must hold after every run


def checkout_state() -> dict[str, Any]:
    """Every file of the checkout with its type, size, mtime and content hash, every folder, and `git status`."""
    files: dict[str, tuple[Any, ...]] = {}
    for folder, subfolders, names in os.walk(ROOT):
        subfolders[:] = [name for name in subfolders if name not in _NOT_CHECKOUT and not name.endswith(".egg-info")]
        if folder != str(ROOT):
            files[os.path.relpath(folder, ROOT) + "/"] = ("folder",)
        for name in names + [name for name in subfolders if os.path.islink(os.path.join(folder, name))]:
            path = os.path.join(folder, name)
            try:
                info = os.lstat(path)
            except FileNotFoundError:
                continue
            digest = ""
            if stat.S_ISREG(info.st_mode):
                with open(path, "rb") as handle:
                    digest = hashlib.sha256(handle.read()).hexdigest()
            files[os.path.relpath(path, ROOT)] = (stat.filemode(info.st_mode), info.st_size, info.st_mtime_ns, digest)
    status = ""
    if (ROOT / ".git").exists() and shutil.which("git"):
        status = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT, capture_output=True, text=True
        ).stdout
    return {"files": files, "git status": status}


def assert_checkout_unchanged(before: dict[str, Any], after: dict[str, Any]) -> None:
    old, new = before["files"], after["files"]
    changed = sorted(path for path in old.keys() | new.keys() if old.get(path) != new.get(path))
    assert not changed, f"the checkout changed during the run: {changed[:10]}"
    assert before["git status"] == after["git status"], "`git status` changed during the run"


def marked_processes(marker: str) -> list[int]:
    """Pids of the processes whose name or command line carries the marker."""
    found = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        for part in ("comm", "cmdline"):
            try:
                with open(f"/proc/{entry.name}/{part}", "rb") as handle:
                    if marker.encode() in handle.read():
                        found.append(int(entry.name))
                        break
            except OSError:
                continue
    return found


def kill_marked(marker: str) -> list[int]:
    """Kill (by pid) what an attack of this test left behind; return those pids."""
    left = marked_processes(marker)
    for pid in left:
        try:
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    return left


def assert_no_survivors(marker: str, grace: float = 2.0) -> None:
    """No process the attack started may outlive the run (teardown gets `grace` seconds)."""
    deadline = time.monotonic() + grace
    while marked_processes(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = marked_processes(marker)
    if left:
        described = []
        for pid in left:
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as handle:
                    command = handle.read().replace(b"\0", b" ").decode(errors="replace")
                described.append(f"{pid}: {command}")
            except OSError:
                described.append(str(pid))
        kill_marked(marker)
        pytest.fail(f"{len(left)} processes started by the submission outlived the run: {described[:5]}")


def answered_normally(result: CliResult) -> dict[str, Any]:
    """The judge ended as usual and printed exactly one JSON report; return it."""
    assert result.returncode in (0, 1), f"exit status {result.returncode}; stderr: {result.stderr[-3000:]}"
    assert "Traceback" not in result.stderr, result.stderr[-3000:]
    text = result.stdout.strip()
    report, end = json.JSONDecoder().raw_decode(text)
    assert text[end:].strip() == "", f"more than one JSON object on stdout: {text[end : end + 200]!r}"
    assert isinstance(report, dict)
    assert report["verdict"] in VERDICTS, report["verdict"]
    assert len(report["cases"]) == report["total"] >= TRIGGER_N
    assert (result.returncode == 0) == (report["verdict"] == ACCEPTED)
    return report


class Attack:
    """Runs attack submissions through the CLI and checks what must hold after every run."""

    def __init__(self, tmp_path: Path) -> None:
        self.tmp_path = tmp_path
        self.marker = f"jem-{uuid.uuid4().hex[:8]}"
        self.result: CliResult | None = None
        self.elapsed = 0.0

    def prepare(self, name: str, **values: Any) -> Path:
        """A copy of the attack with the unique marker and the given module constants filled in."""
        text = (ATTACKS / name).read_text(encoding="utf-8").replace(PLACEHOLDER, self.marker)
        for key, value in values.items():
            line = f"{key} = {value!r}"
            text, count = re.subn(rf"^{key} = .*$", lambda _, line=line: line, text, count=1, flags=re.MULTILINE)
            assert count == 1, f"{name} has no constant {key}"
        path = self.tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    def run(
        self,
        name: str,
        problem: int = 52,
        time_limit: int = FAST,
        env: dict[str, str] | None = None,
        **values: Any,
    ) -> dict[str, Any]:
        path = self.prepare(name, **values)
        before = checkout_state()
        start = time.monotonic()
        # Every case runs (--all-cases): the cases after the attacked one must recover in a fresh process.
        arguments = ["test", str(path), "--problem", str(problem), "--json", "--time-limit", str(time_limit)]
        arguments.append("--all-cases")
        self.result = run_judge(*arguments, env=env, timeout=100)
        self.elapsed = time.monotonic() - start
        report = answered_normally(self.result)
        assert_checkout_unchanged(before, checkout_state())
        assert_no_survivors(self.marker)
        return report

    def cleanup(self) -> None:
        """Undo what a successful attack would have left (nothing, while the sandbox holds)."""
        kill_marked(self.marker)
        for path in (
            Path("/tmp") / self.marker,
            Path("/var/tmp") / self.marker,
            ROOT / f"{self.marker}.txt",
            ROOT / f"{self.marker}-link",
            ROOT / "judge" / f"{self.marker}.py",
            ROOT / "judge" / "__pycache__" / f"{self.marker}.cpython-311.pyc",
            ROOT / ".git" / self.marker,
        ):
            if path.is_file() or path.is_symlink():
                path.unlink()
        if (ROOT / f"{self.marker}-dir").is_dir():
            (ROOT / f"{self.marker}-dir").rmdir()


@pytest.fixture
def attack(tmp_path: Path):
    runner = Attack(tmp_path)
    yield runner
    runner.cleanup()


def triggered(report: dict[str, Any]) -> dict[str, Any]:
    """The case on which the attack fires (n = 4)."""
    return next(case for case in report["cases"] if case["input"]["n"] == TRIGGER_N)


def assert_verdict(report: dict[str, Any], expected: str | set[str], others_accepted: bool = True) -> dict[str, Any]:
    """The attacked case (and so the run) got the expected verdict; every other case passed."""
    wanted = {expected} if isinstance(expected, str) else expected
    case = triggered(report)
    assert case["verdict"] in wanted, f"n = {TRIGGER_N}: {case['verdict']}: {case['message']}\n{case['stdout'][-1500:]}"
    assert report["verdict"] == case["verdict"]
    if others_accepted:
        others = [(c["input"], c["verdict"], c["message"]) for c in report["cases"] if c is not case]
        assert all(verdict == ACCEPTED for _, verdict, _ in others), others
    return case


# ----------------------------------------------------------------------------------------------
# Attacks that are safe in either sandbox: each must get its verdict


SAFE_ATTACKS = [
    # escaping the time limit
    ("tle_swallow_base_exception.py", 52, FAST, TLE, r"CPU time|wall-clock"),
    ("tle_ignore_all_signals.py", 52, FAST, TLE, r"CPU time|wall-clock"),
    ("tle_patch_time.py", 52, FAST, TLE, r"CPU time|wall-clock"),
    ("tle_spinning_threads.py", 52, FAST, TLE, r"CPU time"),
    ("tle_sigstop_self.py", 52, FAST, TLE, r"wall-clock"),
    # exhausting memory
    ("mle_big_bytearray.py", 52, FAST, MLE, r"MemoryError"),
    ("mle_many_threads.py", 52, FAST, {MLE, RE}, r"thread|MemoryError|memory"),
    # output
    ("out_stderr_forever.py", 52, FAST, OLE, r"8 MB"),
    ("out_huge_result.py", 51, FAST, OLE, r"too large|larger than"),
    ("out_self_referencing_list.py", 51, FAST, WA, r"invalid board"),
    # drawn as LeetCode's serializer draws a generator, until the time (or output) limit
    ("out_endless_generator.py", 51, FAST, {TLE, OLE}, r"CPU time|too large|larger than"),
    ("out_deeply_nested_list.py", 51, FAST, WA, r"invalid board"),
    # forging results
    ("forge_stdout_verdict.py", 52, FAST, WA, r"expected 2, got 3"),
    ("forge_close_fds.py", 52, FAST, RE, r"exited with status 1"),
    ("forge_close_result_and_spin.py", 52, FAST, {RE, TLE}, r""),
    ("forge_garbage_frame.py", 52, FAST, RE, r"garbage"),
    ("forge_endless_frame.py", 52, FAST, OLE, r"larger than"),
    ("forge_deeply_nested_frame.py", 52, FAST, RE, r"malformed"),
    ("forge_atexit.py", 52, FAST, WA, r"expected 2, got 3"),
    ("forge_patch_builtins.py", 52, FAST, WA, r"expected 2, got 3"),
    # crashing the interpreter: the signal or exit status is named (under bubblewrap too, where bwrap
    # passes it on as its own exit status: the judge must let it exit before killing what is left)
    ("crash_segfault.py", 52, FAST, RE, r"killed by SIGSEGV"),
    ("crash_segfault_with_child.py", 52, 1000, RE, r"killed by SIGSEGV"),
    ("crash_sigkill_self.py", 52, FAST, RE, r"killed by SIGKILL"),
    ("crash_abort.py", 52, FAST, RE, r"killed by SIGABRT"),
    ("crash_c_stack_repr.py", 52, 1000, RE, r"SIGSEGV \(likely stack overflow|RecursionError"),
    ("exit_sys_exit.py", 52, FAST, RE, r"SystemExit"),
    ("exit_os_exit.py", 52, FAST, RE, r"exited with status 0"),
    ("exit_keyboard_interrupt.py", 52, FAST, RE, r"KeyboardInterrupt"),
    # stdin
    ("stdin_input.py", 52, FAST, RE, r"EOFError"),
]


@pytest.mark.parametrize(
    ("name", "problem", "time_limit", "expected", "message"),
    SAFE_ATTACKS,
    ids=[row[0].removesuffix(".py") for row in SAFE_ATTACKS],
)
def test_attack_gets_its_verdict(attack: Attack, name, problem, time_limit, expected, message) -> None:
    report = attack.run(name, problem=problem, time_limit=time_limit)
    case = assert_verdict(report, expected)
    assert re.search(message, case["message"]), case["message"]


def test_forged_frames_in_every_fd_never_give_accepted(attack: Attack) -> None:
    # A frame written into the result channel is read as the answer of the case running now; the
    # harness's own (wrong) reply then lands on the next case. Whatever the shift: never Accepted.
    report = attack.run("forge_result_fds.py")
    assert report["verdict"] in (WA, RE)
    assert report["passed"] < report["total"]


def test_thread_that_never_ends_does_not_hold_the_run(attack: Attack) -> None:
    report = attack.run("proc_nondaemon_thread.py")
    assert_verdict(report, ACCEPTED)
    assert attack.elapsed < 30, f"the run took {attack.elapsed:.1f} s"


# ----------------------------------------------------------------------------------------------
# Bubblewrap: processes, signals, files, secrets, network


@needs_bwrap
def test_fork_bomb_ends_quickly_in_a_verdict(attack: Attack, bubblewrap) -> None:
    report = attack.run("proc_fork_bomb.py")
    assert report["sandbox"]["mode"] == "bubblewrap"
    case = assert_verdict(report, {TLE, RE, MLE})  # 64 forked interpreters also hold > 256 MB
    assert "not inside the bubblewrap sandbox" not in case["stdout"]
    assert attack.elapsed < 30, f"the run took {attack.elapsed:.1f} s"


@needs_bwrap
def test_setsid_daemon_does_not_outlive_the_run(attack: Attack, bubblewrap) -> None:
    report = attack.run("proc_setsid_daemon.py")  # run() checks that no marked process survives
    case = assert_verdict(report, ACCEPTED)
    assert "daemon started" in case["stdout"]


@needs_bwrap
def test_killing_the_parent_leaves_the_judge_running(attack: Attack, bubblewrap) -> None:
    report = attack.run("kill_parent.py")
    case = assert_verdict(report, ACCEPTED)  # the judge survived and reported
    # As root the sandbox's init is root's and the kill is refused; without root it is sent to the
    # namespace's init, which ignores it. Either way nothing outside the sandbox is reachable.
    assert re.search(r"kill parent 1: (blocked|sent)", case["stdout"]), case["stdout"]


@needs_bwrap
def test_killing_the_process_group_kills_only_the_submission(attack: Attack, bubblewrap) -> None:
    report = attack.run("kill_process_group.py")
    case = assert_verdict(report, RE)
    assert "SIGKILL" in case["message"]


@needs_bwrap
def test_killing_every_process_reaches_nothing_outside(attack: Attack, bubblewrap) -> None:
    report = attack.run("kill_everything.py")
    case = assert_verdict(report, ACCEPTED)
    assert "kill(-1)" in case["stdout"], case["stdout"]


@needs_bwrap
def test_the_checkout_and_host_tmp_cannot_be_written(attack: Attack, bubblewrap) -> None:
    assert_checkout_cannot_be_written(attack, {})


@pytest.mark.skipif(
    landlock() is None, reason="without Landlock the fallback cannot keep a submission out of the checkout"
)
def test_the_process_fallback_cannot_write_the_checkout_either(attack: Attack) -> None:
    assert_checkout_cannot_be_written(attack, PROCESS)


def installed_package() -> str:
    """The folder of the kit as pip installed it (CI's), or a path that does not exist."""
    import sysconfig

    folder = Path(sysconfig.get_paths()["purelib"]) / "judge"
    return str(folder) if (folder / "pipeline.py").is_file() else "/nonexistent"


def assert_checkout_cannot_be_written(attack: Attack, env: dict[str, str]) -> None:
    own = (ATTACKS / "write_checkout.py").read_bytes()
    try:
        report = attack.run("write_checkout.py", env=env, REPO=str(ROOT), INSTALLED=installed_package())
        case = assert_verdict(report, ACCEPTED)
        assert "0 writes succeeded" in case["stdout"], case["stdout"]
        assert "SUCCEEDED" not in case["stdout"], case["stdout"]
        for path in (
            Path("/tmp") / attack.marker,
            Path("/var/tmp") / attack.marker,
            ROOT / ".git" / attack.marker,
            ROOT / "judge" / "__pycache__" / f"{attack.marker}.cpython-311.pyc",
        ):
            assert not path.exists(), f"{path} was created from inside the sandbox"
    finally:
        target = ATTACKS / "write_checkout.py"
        if not target.exists() or target.read_bytes() != own:  # only if the sandbox failed
            target.write_bytes(own)


@needs_bwrap
def test_secrets_of_the_host_are_hidden(attack: Attack, bubblewrap) -> None:
    report = attack.run("read_secrets.py")
    case = assert_verdict(report, ACCEPTED)
    assert "/etc/shadow: blocked" in case["stdout"], case["stdout"]
    if not os.path.isdir("/root"):
        return
    if "/root: blocked (FileNotFoundError)" in case["stdout"]:
        return  # not there at all: the sandbox's filesystem is built from the system's folders
    seen = re.search(r"^/root: dev=(\d+) ino=(\d+)", case["stdout"], flags=re.MULTILINE)
    assert seen, case["stdout"]
    host = os.stat("/root")
    assert (int(seen.group(1)), int(seen.group(2))) != (host.st_dev, host.st_ino), "/root is the host's own folder"


SECRET_NAME = "JUDGE_TEST_SECRET"


@needs_bwrap
def test_the_judges_environment_is_not_readable(attack: Attack, bubblewrap) -> None:
    secret = f"hunter2-{uuid.uuid4().hex}"
    report = attack.run("read_environment.py", env={SECRET_NAME: secret})
    case = assert_verdict(report, ACCEPTED)
    assert "secret found 0 times" in case["stdout"], case["stdout"]
    assert secret not in attack.result.stdout and secret not in attack.result.stderr


@pytest.fixture
def listeners(attack: Attack):
    """A TCP listener on 127.0.0.1 (and ::1 on the same port when possible) and an abstract Unix one."""
    opened = []
    tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    tcp.bind(("127.0.0.1", 0))
    port = tcp.getsockname()[1]
    opened.append(tcp)
    try:
        tcp6 = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
        tcp6.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
        tcp6.bind(("::1", port))
        opened.append(tcp6)
    except OSError:
        pass
    unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    unix.bind("\0" + attack.marker)
    opened.append(unix)
    for sock in opened:
        sock.listen(8)
        sock.setblocking(False)
    yield port, opened
    for sock in opened:
        sock.close()


def accepted_connections(sockets: list[socket.socket]) -> list[str]:
    got = []
    for sock in sockets:
        try:
            while True:
                connection, address = sock.accept()
                got.append(f"{sock.getsockname()!r} <- {address!r}")
                connection.close()
        except (BlockingIOError, OSError):
            pass
    return got


@needs_bwrap
def test_the_network_is_unreachable(attack: Attack, bubblewrap, listeners) -> None:
    port, sockets = listeners
    report = attack.run("net_connect.py", PORT=port)
    case = assert_verdict(report, ACCEPTED)
    assert "0 connections succeeded" in case["stdout"], case["stdout"]
    assert accepted_connections(sockets) == []


def test_the_process_fallback_refuses_sockets_too(attack: Attack, listeners) -> None:
    """Without bubblewrap the same seccomp filter refuses socket(); only this machine's own addresses
    are tried, as nothing else contains the attempt here."""
    port, sockets = listeners
    report = attack.run("net_connect.py", PORT=port, REMOTE=False, env=PROCESS)
    assert report["sandbox"]["mode"] == "fallback"
    case = assert_verdict(report, ACCEPTED)
    assert "0 connections succeeded" in case["stdout"], case["stdout"]
    assert case["stdout"].count("Address family not supported") >= 4, case["stdout"]
    assert accepted_connections(sockets) == []
    assert not any("network" in warning for warning in report["warnings"]), report["warnings"]


@needs_bwrap
@pytest.mark.skipif(
    not os.access("/run", os.W_OK), reason="needs a writable /run (outside the folders the sandbox hides)"
)
def test_host_unix_sockets_are_unreachable(attack: Attack, bubblewrap) -> None:
    path = Path("/run") / f"{attack.marker}.sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(str(path))
        os.chmod(path, 0o777)
        server.listen(8)
        server.setblocking(False)
        report = attack.run("net_unix_socket_file.py", UNIX_PATH=str(path))
        got = accepted_connections([server])
        case = triggered(report)
        assert got == [], f"the submission connected to {path}: {case['stdout']}"
        assert_verdict(report, ACCEPTED)
    finally:
        server.close()
        path.unlink(missing_ok=True)


@needs_bwrap
def test_the_private_tmp_is_writable_and_private(attack: Attack, bubblewrap) -> None:
    report = attack.run("fs_private_tmp.py")
    case = triggered(report)
    assert not (Path("/tmp") / attack.marker).exists(), "the sandbox's /tmp is the host's"
    assert case["verdict"] == ACCEPTED, case["message"]
    assert_verdict(report, ACCEPTED)


# ----------------------------------------------------------------------------------------------
# Known weaknesses that do not depend on the sandbox


def test_cpu_used_by_forked_children_counts(attack: Attack) -> None:
    report = attack.run("tle_fork_worker.py", time_limit=400)
    assert_verdict(report, TLE)


def test_memory_held_by_forked_children_counts(attack: Attack) -> None:
    report = attack.run("mle_forked_hogs.py", time_limit=1000)
    assert_verdict(report, MLE)


@pytest.mark.parametrize(
    ("name", "problem"),
    [("forge_patch_json_escape.py", 52), ("forge_patch_builtin_enumerate.py", 51)],
    ids=["json.dumps", "builtins.enumerate"],
)
def test_rebinding_what_the_harness_uses_cannot_forge_an_answer(attack: Attack, name, problem) -> None:
    report = attack.run(name, problem=problem)
    assert_verdict(report, WA)


def test_a_deeply_nested_forged_value_does_not_crash_the_report(attack: Attack) -> None:
    report = attack.run("forge_nested_frame_value.py")
    assert_verdict(report, {WA, RE})


def test_patching_the_harness_only_helps_a_submission_that_knows_the_answer(attack: Attack) -> None:
    """Inherent to an in-process harness, and documented in the README: the submission can patch the
    harness (sys.modules['__main__']) to encode any answer it likes. It gains nothing: to pass it must
    encode the right answer, which makes it a hard-coded, correct solution. The judge still checks it."""
    report = attack.run("forge_patch_harness.py")
    assert_verdict(report, ACCEPTED)


# ----------------------------------------------------------------------------------------------
# The process-level fallback


PROCESS = {"JUDGE_SANDBOX": "fallback"}

PROCESS_ATTACKS = [
    ("tle_swallow_base_exception.py", 52, FAST, TLE, r"CPU time|wall-clock"),
    ("tle_sigstop_self.py", 52, FAST, TLE, r"wall-clock"),
    ("mle_big_bytearray.py", 52, FAST, MLE, r"MemoryError"),
    ("out_stderr_forever.py", 52, FAST, OLE, r"8 MB"),
    ("out_self_referencing_list.py", 51, FAST, WA, r"invalid board"),
    ("forge_result_fds.py", 52, FAST, {WA, ACCEPTED}, r""),  # the shifted frames: checked below
    ("crash_segfault.py", 52, FAST, RE, r"killed by SIGSEGV"),
    ("crash_segfault_with_child.py", 52, 1000, RE, r"killed by SIGSEGV"),
    ("crash_c_stack_repr.py", 52, 1000, RE, r"SIGSEGV \(likely stack overflow|RecursionError"),
    ("exit_os_exit.py", 52, FAST, RE, r"exited with status 0"),
    ("stdin_input.py", 52, FAST, RE, r"EOFError"),
]


@pytest.mark.parametrize(
    ("name", "problem", "time_limit", "expected", "message"),
    PROCESS_ATTACKS,
    ids=[row[0].removesuffix(".py") for row in PROCESS_ATTACKS],
)
def test_process_fallback_still_gives_verdicts(attack: Attack, name, problem, time_limit, expected, message) -> None:
    report = attack.run(name, problem=problem, time_limit=time_limit, env=PROCESS)
    assert report["sandbox"]["mode"] == "fallback"
    if name == "forge_result_fds.py":
        assert report["verdict"] in (WA, RE) and report["passed"] < report["total"]
        return
    case = assert_verdict(report, expected)
    assert re.search(message, case["message"]), case["message"]


def test_judge_sandbox_process_is_reported(attack: Attack) -> None:
    # bwrap cannot be hidden through PATH: the judge also looks in /usr/bin and /bin. The variable
    # is the way to force the fallback, and the report must say so.
    report = attack.run("proc_nondaemon_thread.py", env=PROCESS)
    assert report["sandbox"]["mode"] == "fallback"
    assert_verdict(report, ACCEPTED)


@needs_bwrap
def test_bubblewrap_is_reported_when_used(attack: Attack, bubblewrap) -> None:
    report = attack.run("proc_nondaemon_thread.py")
    assert report["sandbox"]["mode"] == "bubblewrap"


def test_process_fallback_daemon_does_not_outlive_the_run(attack: Attack) -> None:
    # The judge adopts the orphans (child subreaper) and kills them after the run.
    report = attack.run("proc_setsid_daemon.py", env=PROCESS)  # run() checks that no marked process survives
    case = assert_verdict(report, ACCEPTED)
    assert "daemon started" in case["stdout"]


@pytest.mark.xfail(
    landlock() is None,
    reason="process level without Landlock: the submission runs as the judge's user, so /proc/<judge pid>/environ "
    "is readable and the judge's environment leaks: a documented gap of that fallback (README, judge doctor)",
    strict=True,
)
def test_process_fallback_hides_the_judges_environment(attack: Attack) -> None:
    secret = f"hunter2-{uuid.uuid4().hex}"
    report = attack.run("read_environment.py", env={**PROCESS, SECRET_NAME: secret})
    assert secret not in attack.result.stdout and secret not in attack.result.stderr
    assert_verdict(report, ACCEPTED)


@needs_bwrap
def test_hard_limits_cannot_be_raised(attack: Attack, bubblewrap) -> None:
    report = attack.run("mle_raise_rlimits.py")
    case = assert_verdict(report, MLE)
    assert "raised: []" in case["stdout"], case["stdout"]


@pytest.mark.xfail(
    CAN_RAISE_LIMITS,
    reason="process level as root: the submission keeps CAP_SYS_RESOURCE and raises its hard limits "
    "(RLIMIT_AS, RLIMIT_CPU...); memory is then only checked after the answer, so it can allocate without bound",
    strict=True,
)
def test_process_fallback_hard_limits_cannot_be_raised(attack: Attack) -> None:
    report = attack.run("mle_raise_rlimits.py", env=PROCESS)
    case = assert_verdict(report, MLE)
    assert "raised: []" in case["stdout"], case["stdout"]


REFUSING_BWRAP = """#!/bin/sh
# What bwrap says where unprivileged user namespaces are refused (Ubuntu's AppArmor, most containers).
echo "bwrap: setting up uid map: Permission denied" >&2
exit 1
"""


def test_a_refused_bubblewrap_falls_back_says_why_once_and_still_judges(tmp_path: Path) -> None:
    folder = tmp_path / "bin"
    folder.mkdir()
    fake = folder / "bwrap"
    fake.write_text(REFUSING_BWRAP)
    fake.chmod(0o755)
    env = {"PATH": f"{folder}{os.pathsep}{os.environ.get('PATH', '')}", "JUDGE_SANDBOX": "auto"}
    judged = run_judge("test", "solutions/n-queens-ii/reference/reference.py", "--json", env=env)
    report = judged.json()
    assert judged.returncode == 0 and report["verdict"] == "Accepted" and report["sandbox"]["mode"] == "fallback"
    assert len(report["warnings"]) == 1 and "setting up uid map: Permission denied" in report["warnings"][0]
    text = run_judge("test", "solutions/n-queens-ii/reference/reference.py", env=env).stdout
    assert text.count("Permission denied") == 1
    # A wrong answer is still found, after the fallback.
    wrong = run_judge("test", str(SUBMISSIONS / "wrong_answer_52_off_by_one.py"), "--json", env=env).json()
    assert wrong["verdict"] == "Wrong Answer" and wrong["sandbox"]["mode"] == "fallback"
    doctor = run_judge("doctor", "--language", "python", env=env)
    assert doctor.returncode == 1 and "setting up uid map: Permission denied" in doctor.stdout
    assert "fix: unprivileged user namespaces are refused here" in doctor.stdout
    assert "kernel.apparmor_restrict_unprivileged_userns=0" in doctor.stdout


@pytest.mark.skipif(
    landlock() is None or landlock().abi < 6,  # type: ignore[union-attr]
    reason="needs Landlock ABI 6 (Linux 6.12), which scopes signals",
)
def test_the_process_fallback_cannot_signal_the_judge(attack: Attack) -> None:
    report = attack.run("signal_the_judge.py", env=PROCESS)
    assert report["sandbox"]["mode"] == "fallback"
    case = assert_verdict(report, ACCEPTED)
    assert "0 signals allowed" in case["stdout"], case["stdout"]


def test_every_report_says_what_protected_it() -> None:
    fallback = run_judge("test", "solutions/n-queens-ii/reference/reference.py", "--json", env=PROCESS).json()[
        "sandbox"
    ]
    assert fallback["mode"] == "fallback"
    assert {"resource limits", "kills leftovers"} <= set(fallback["protections"])
    assert "namespaces" in fallback["missing"]
    # A control group is listed where runs get one (its task limit is the process-count limit), and
    # as missing where they don't; `judge doctor` says which, and why.
    from judge.execution import cgroup

    grouped = cgroup.unavailable() is None
    place = "protections" if grouped else "missing"
    assert {"control group", "process-count limit"} <= set(fallback[place])
    if landlock() is not None:
        assert {"landlock", "seccomp"} <= set(fallback["protections"])
    if _judge_isolation() == "bubblewrap":
        confined = run_judge("test", "solutions/n-queens-ii/reference/reference.py", "--json").json()["sandbox"]
        assert confined["mode"] == "bubblewrap" and confined["missing"] == ([] if grouped else ["control group"])
        assert {"namespaces", "read-only filesystem", "seccomp"} <= set(confined["protections"])


def test_judge_sandbox_names_a_mode_or_it_is_a_usage_error(tmp_path: Path) -> None:
    for value in ("fallback", "process", "auto"):
        judged = run_judge("test", "solutions/n-queens-ii/reference/reference.py", env={"JUDGE_SANDBOX": value})
        assert judged.returncode == 0, (value, judged.stderr)
    wrong = run_judge("test", "solutions/n-queens-ii/reference/reference.py", env={"JUDGE_SANDBOX": "docker"})
    assert wrong.returncode == 2 and wrong.stderr.count("\n") == 1
    assert "must be auto, bubblewrap or fallback" in wrong.stderr
    # Insisting on bubblewrap where it is refused is a usage error, not a silent fallback.
    folder = tmp_path / "bin"
    folder.mkdir()
    (folder / "bwrap").write_text(REFUSING_BWRAP)
    (folder / "bwrap").chmod(0o755)
    env = {"PATH": f"{folder}{os.pathsep}{os.environ.get('PATH', '')}", "JUDGE_SANDBOX": "bubblewrap"}
    insisted = run_judge("test", "solutions/n-queens-ii/reference/reference.py", env=env)
    assert insisted.returncode == 2 and "bubblewrap cannot be used here" in insisted.stderr
    assert "Traceback" not in insisted.stderr


@pytest.mark.skipif(landlock() is None, reason="without Landlock the fallback cannot keep a submission out")
def test_the_process_fallback_cannot_read_secrets_home_or_the_checkout(attack: Attack) -> None:
    home = os.path.expanduser("~")
    report = attack.run("read_outside.py", env=PROCESS, PATHS=[str(ROOT / "pyproject.toml"), str(ROOT), home])
    case = assert_verdict(report, ACCEPTED)
    assert "0 reads succeeded" in case["stdout"], case["stdout"]


def test_doctor_in_a_virtual_environment_reports_the_sandbox_judge_test_uses(bubblewrap) -> None:
    """The suite runs in a virtual environment (CI's, a developer's): doctor's trial must start the real
    interpreter, as the judge does, not the environment's link to it, which the sandbox hides."""
    doctor = run_judge("doctor", "--language", "python")
    assert doctor.returncode == 0, doctor.stdout
    assert "sandbox     bubblewrap: works" in doctor.stdout


def test_root_in_the_fallback_becomes_65534_when_that_user_can_run_the_interpreter(attack: Attack) -> None:
    from judge.execution.isolation import usable_by_others
    from judge.languages.python_launch import interpreter_folders

    report = attack.run("read_outside.py", env=PROCESS)  # any attack: the report is what is looked at
    described = report["sandbox"]
    if not AS_ROOT:
        assert "uid drop" not in described["missing"] and "uid 65534" not in described["protections"]
    elif usable_by_others(interpreter_folders()):
        assert "uid 65534" in described["protections"], described
        assert not any("runs as root" in warning for warning in report["warnings"]), report["warnings"]
    else:  # e.g. a pyenv interpreter under /root, which only root can read: it stays root, and says so
        assert "uid drop" in described["missing"], described
        assert any("the submission runs as root" in warning for warning in report["warnings"])


# ----------------------------------------------------------------------------------------------
# Nothing to copy, nothing hidden, nothing outside reached (both sandboxes)


def _kit_folders() -> list[str]:
    import judge
    from judge.core.problems import default_problems_dir

    return sorted({str(ROOT / "problems"), default_problems_dir(), os.path.dirname(judge.__file__)})


def _confines_files() -> bool:
    """Bubblewrap, or the fallback with Landlock: the submission's reads are confined."""
    return _judge_isolation() == "bubblewrap" or landlock() is not None


def _has_control_group(report: dict[str, Any]) -> bool:
    return "control group" in report["sandbox"]["protections"]


def test_the_expected_answers_are_out_of_reach(attack: Attack) -> None:
    if not _confines_files():
        pytest.skip("neither bubblewrap nor Landlock here: the process fallback cannot hide files")
    report = attack.run("cheat_read_expected_answers.py", KIT_FOLDERS=_kit_folders())
    assert_verdict(report, WA)
    assert "expected 2, got -1" in triggered(report)["message"]


@pytest.mark.parametrize(
    ("suffix", "source"),
    [
        (
            ".cpp",
            'asm(".section .rodata\\n.global judge_data\\njudge_data:\\n.incbin \\"@PATH@\\"\\n.byte 0\\n.text\\n");\n'
            'extern "C" const char judge_data[];\n'
            "class Solution {\npublic:\n    int totalNQueens(int n) { return judge_data[0] ? 2 : 0; }\n};\n",
        ),
        (
            ".rs",
            'const DATA: &str = include_str!("@PATH@");\n'
            "impl Solution {\n    pub fn total_n_queens(n: i32) -> i32 { DATA.len() as i32 }\n}\n",
        ),
    ],
    ids=["cpp-incbin", "rust-include-str"],
)
def test_the_test_data_cannot_be_compiled_in(tmp_path: Path, suffix: str, source: str) -> None:
    compiler = {".cpp": "g++", ".rs": "rustc"}[suffix]
    if shutil.which(compiler) is None:
        pytest.skip(f"{compiler} is not installed")
    if not _confines_files():
        pytest.skip("neither bubblewrap nor Landlock here: the process fallback cannot hide files")
    from judge.core.problems import default_problems_dir

    data = Path(default_problems_dir()) / "n-queens-ii" / "data" / "cases.json"
    assert data.is_file()
    path = tmp_path / f"cheat{suffix}"
    path.write_text(source.replace("@PATH@", str(data)), encoding="utf-8")
    report = answered_json(run_judge("test", str(path), "--problem", "52", "--json", timeout=300))
    assert report["verdict"] == "Compile Error", report["verdict"]
    assert "cases.json" in json.dumps(report["compile_error"])


def answered_json(result: CliResult) -> dict[str, Any]:
    assert result.returncode in (0, 1), f"exit status {result.returncode}; stderr: {result.stderr[-3000:]}"
    assert "Traceback" not in result.stderr, result.stderr[-3000:]
    return json.loads(result.stdout)


def test_a_lying_str_subclass_travels_as_what_it_holds(attack: Attack) -> None:
    report = attack.run("cheat_lying_str_rows.py", problem=51)
    case = assert_verdict(report, WA)
    assert "'#'" in case["message"] or "invalid" in case["message"], case["message"]


def test_cpu_of_reaped_grandchildren_of_a_live_helper_counts(attack: Attack) -> None:
    report = attack.run("cpu_helper_reaps_grandchildren.py", time_limit=500, CPU_SECONDS=1.5)
    assert_verdict(report, TLE)


def test_cpu_spent_loading_the_module_is_charged_to_the_first_case(attack: Attack) -> None:
    report = attack.run("cpu_at_import.py", time_limit=400, IMPORT_SECONDS=1.0)
    first = report["cases"][0]
    assert first["verdict"] == TLE, first
    assert report["verdict"] == TLE


@pytest.mark.parametrize("name", ["mle_memfd.py", "mle_shared_children.py"])
def test_memory_no_process_shows_counts_in_the_control_group(attack: Attack, name: str) -> None:
    report = attack.run(name, time_limit=2000)
    if not _has_control_group(report):
        pytest.skip("no control group for runs here (see judge doctor): memfd and shared pages are not counted")
    assert_verdict(report, MLE)


def test_forty_forked_children_are_not_charged_forty_times(attack: Attack) -> None:
    # Pages shared with the parent count once (control group), or proportionally (/proc's Pss).
    report = attack.run("mle_forked_hogs.py", time_limit=2000, CHILDREN=40, EACH_MB=1)
    assert_verdict(report, ACCEPTED)


@pytest.mark.parametrize(
    "name", ["forge_non_latin1_boards.py", "forge_lone_surrogate.py", "forge_raw_surrogate_frame.py"]
)
def test_text_no_encoding_can_hold_never_crashes_the_judge(attack: Attack, name: str) -> None:
    report = attack.run(name, problem=51)
    case = triggered(report)
    assert case["verdict"] in (WA, RE), case
    json.dumps(report, ensure_ascii=False).encode("utf-8")  # every string is valid Unicode


def test_a_forged_frames_raw_surrogate_bytes_are_replaced(attack: Attack) -> None:
    case = triggered(attack.run("forge_raw_surrogate_frame.py", problem=51))
    assert case["verdict"] == RE and case["message"] == "Forged\ufffd: raw \ufffd bytes", case


def _refuse(token: str) -> None:
    raise ValueError(f"{token} is not JSON")


def test_an_answer_of_nan_and_infinities_is_wrong_and_every_report_stays_strict_json(
    attack: Attack, tmp_path: Path
) -> None:
    case = triggered(attack.run("forge_non_finite_answer.py", problem=51))
    assert case["verdict"] == WA, case
    assert attack.result is not None
    json.loads(attack.result.stdout, parse_constant=_refuse)
    # The answer is shown as it came, each non-finite float by its name.
    assert case["details"]["invalid"][0]["board"] == ["Q", "NaN", "Infinity", "-Infinity", "Infinity"], case
    folder = tmp_path / "class"
    folder.mkdir()
    shutil.copyfile(ATTACKS / "forge_non_finite_answer.py", folder / "non_finite.py")
    output = tmp_path / "out"
    result = run_judge("grade", str(folder), "-p", "51", "-j", "1", "-o", str(output), timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    json.loads((output / "results.json").read_text(encoding="utf-8"), parse_constant=_refuse)


@pytest.mark.parametrize("name", ["forge_lone_surrogate.py", "forge_raw_surrogate_frame.py"])
def test_a_lone_surrogate_does_not_stop_a_class_from_being_graded(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    shutil.copyfile(ATTACKS / name, folder / "surrogate.py")
    shutil.copyfile(ROOT / "solutions/n-queens/reference/reference.py", folder / "honest.py")
    output = tmp_path / "out"
    for _ in range(2):  # and again, as the README advises after a failure
        result = run_judge("grade", str(folder), "-p", "51", "-j", "1", "-o", str(output), timeout=300)
        assert result.returncode == 0, result.stderr[-2000:]
        assert "Traceback" not in result.stderr
    rows = (output / "results.csv").read_text(encoding="utf-8")
    assert "honest.py" in rows and "surrogate.py" in rows
    assert "Accepted" in rows and ("Wrong Answer" in rows or "Runtime Error" in rows)


def test_the_fallback_cannot_reach_processes_outside_the_run(attack: Attack) -> None:
    report = attack.run("reach_other_processes.py", env={"JUDGE_SANDBOX": "fallback"})
    assert_verdict(report, ACCEPTED)


def test_the_fallback_cannot_reach_the_kernel(attack: Attack) -> None:
    report = attack.run("reach_kernel_as_root.py", env={"JUDGE_SANDBOX": "fallback"})
    assert_verdict(report, ACCEPTED)


def test_reaching_outside_is_refused_under_bubblewrap_too(attack: Attack, bubblewrap) -> None:
    report = attack.run("reach_kernel_as_root.py")
    assert_verdict(report, ACCEPTED)


def test_doctor_names_control_group_accounting() -> None:
    # One language is enough: what is looked at is the sandbox's part (every language's part is
    # tests/test_languages.py's).
    result = run_judge("doctor", "--language", "python")
    assert "control group" in result.stdout, result.stdout


def test_doctor_describes_the_fallback_that_judge_sandbox_chooses() -> None:
    result = run_judge("doctor", "--language", "python", env=PROCESS)
    assert "sandbox     fallback (no bubblewrap): JUDGE_SANDBOX=fallback" in result.stdout, result.stdout
    assert "bubblewrap: works" not in result.stdout
    if landlock() is not None:
        assert "Landlock" in result.stdout and "seccomp" in result.stdout


def test_the_scratch_folder_has_a_quota(attack: Attack) -> None:
    for env in ({}, PROCESS):
        report = attack.run("fill_scratch.py", env=env)
        if report["sandbox"]["mode"] == "fallback" and "scratch quota" not in report["sandbox"]["protections"]:
            continue  # an ordinary user's fallback: said in `missing`, and by judge doctor
        case = assert_verdict(report, ACCEPTED)
        written = int(re.search(r"wrote (\d+) MB", case["stdout"]).group(1))  # type: ignore[union-attr]
        assert written <= 64, case["stdout"]


def test_the_text_report_prints_no_control_characters_a_submission_returned() -> None:
    result = run_judge("test", str(ATTACKS / "forge_lone_surrogate.py"), "--problem", "51", "--no-color")
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "board #1" in result.stdout
    assert not any(char in result.stdout for char in ("\x1b", "\x00", "\u202e")), result.stdout[-800:]


def test_the_quick_check_for_control_characters_misses_none_of_the_ones_replaced() -> None:
    from judge.core.inert import UNSAFE_RANGES, inert

    unsafe = {chr(code) for low, high in UNSAFE_RANGES for code in range(low, high + 1)}
    assert not any(char.isprintable() for char in unsafe)  # inert() passes printable text on unread
    assert {chr(code) for code in range(0x10000) if inert(chr(code)) != chr(code)} == unsafe | {"\n"}


def test_ending_a_runs_orphans_spares_the_judges_other_programs(tmp_path: Path) -> None:
    # In process mode the judge adopts what a run leaves behind and kills it when the run is reaped.
    # A program it started itself and has not used yet (`judge test` starts one early, then may
    # compile) is its child too, and must survive another run's end.
    solution = tmp_path / "waiting.py"
    solution.write_text("class Solution:\n    def totalNQueens(self, n):\n        return 1\n", encoding="utf-8")
    code = f"""
import os
from judge.execution.program import DEFAULT_MEMORY_MB
from judge.execution.started import Started
from judge.languages.python_launch import launch
waiting = Started(launch({str(solution)!r}), DEFAULT_MEMORY_MB, early=True)
other = Started(launch({str(solution)!r}), DEFAULT_MEMORY_MB)
other.close()  # killed and reaped: the process mode's sweep of adopted orphans runs
alive = os.waitpid(waiting.child.pid, os.WNOHANG) == (0, 0)
waiting.close()
print(alive)
"""
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "JUDGE_SANDBOX": "fallback"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"
