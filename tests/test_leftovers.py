"""Nothing left behind: the temporary folder holds what it held before a run, however the run ends.

Each test gives the judge a temporary folder of its own and counts its entries after a compile
error, a crash, a time-out, Ctrl-C, SIGTERM and SIGHUP, in both modes. A judge killed outright
(SIGKILL) cannot clean up after itself: the next run sweeps its folder away. A whole `judge grade`
whose workers are killed is covered in tests/test_grade.py.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judge.languages import language_named

from .conftest import ROOT, run_judge, write
from .test_kernel_objects import mode  # noqa: F401 (a fixture: bubblewrap where the judge uses it, and the fallback)
from .test_sandbox import bubblewrap  # noqa: F401 (the fixture mode asks for)


def _solution(*body: str) -> str:
    return "class Solution:\n    def totalNQueens(self, n: int) -> int:\n" + "".join(
        f"        {line}\n" for line in body
    )


ANSWERS = _solution("return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]")
ENDINGS = {
    "accepted": ANSWERS,
    "runtime error": _solution("return 1 // 0"),
    "time limit": _solution("while True:", "    pass"),
    "syntax error": _solution("return (1"),
    "memory limit": _solution("held = bytearray(1 << 31)", "return len(held)"),
}
C_COMPILE_ERROR = "int totalNQueens(int n) { return undeclared; }\n"
LOOPS = ENDINGS["time limit"]


def _temporary(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    folder = tmp_path / "tmp"
    folder.mkdir()
    return folder, {"TMPDIR": str(folder)}


@pytest.mark.parametrize("ending", sorted(ENDINGS))
def test_a_run_leaves_nothing_whatever_its_verdict(tmp_path: Path, mode: dict[str, str], ending: str) -> None:  # noqa: F811
    temporary, env = _temporary(tmp_path)
    source = write(tmp_path, "solution.py", ENDINGS[ending])
    judged = run_judge("test", str(source), "--problem", "52", "--time-limit", "500", env={**mode, **env})
    assert judged.returncode in (0, 1), judged.stderr
    assert list(temporary.iterdir()) == []


def test_a_compile_error_leaves_nothing(tmp_path: Path, mode: dict[str, str]) -> None:  # noqa: F811
    if language_named("c").missing_toolchain() is not None:
        pytest.skip("no C compiler here")
    temporary, env = _temporary(tmp_path)
    source = write(tmp_path, "solution.c", C_COMPILE_ERROR)
    judged = run_judge("test", str(source), "--problem", "52", env={**mode, **env, "XDG_CACHE_HOME": str(tmp_path)})
    assert judged.returncode == 1 and "Compile Error" in judged.stdout, judged.stdout + judged.stderr
    assert list(temporary.iterdir()) == []


def _defaults() -> None:
    """For Popen(preexec_fn=...): the signals' default actions, whatever this process inherited."""
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, signal.SIG_DFL)


def _judge_stopped(tmp_path: Path, env: dict[str, str], signum: int) -> int:
    """Start `judge test` on an endless loop, send signum once its program runs; its exit status."""
    source = write(tmp_path, "loops.py", LOOPS)
    command = [sys.executable, "-m", "judge", "test", str(source), "--problem", "52", "--time-limit", "20000"]
    judge = subprocess.Popen(
        command,
        cwd=ROOT,
        env={**os.environ, **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        stdin=subprocess.DEVNULL,
        preexec_fn=_defaults,
    )
    try:
        time.sleep(1.5)  # the endless case is running by now (it runs for 20 s unless stopped)
        judge.send_signal(signum)
        return judge.wait(timeout=30)
    finally:
        judge.kill()
        judge.wait()


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP], ids=["INT", "TERM", "HUP"])
def test_a_stopped_judge_leaves_nothing(tmp_path: Path, mode: dict[str, str], signum: int) -> None:  # noqa: F811
    temporary, env = _temporary(tmp_path)
    status = _judge_stopped(tmp_path, {**mode, **env}, signum)
    assert status == (130 if signum == signal.SIGINT else 128 + signum)
    assert list(temporary.iterdir()) == []


def test_a_killed_judges_folder_goes_with_the_next_run(tmp_path: Path, mode: dict[str, str]) -> None:  # noqa: F811
    temporary, env = _temporary(tmp_path)
    status = _judge_stopped(tmp_path, {**mode, **env}, signal.SIGKILL)
    assert status == -signal.SIGKILL
    before = sorted(path.name for path in temporary.iterdir())
    # Folders that are not a gone judge's stay: a live process's, and anything else of the user's.
    alive = temporary / f"judge-{os.getpid()}-held"
    alive.mkdir()
    (temporary / "judge-notes").mkdir()
    source = write(tmp_path, "solution.py", ANSWERS)
    judged = run_judge("test", str(source), "--problem", "52", env={**mode, **env})
    assert judged.returncode == 0, judged.stderr
    assert sorted(path.name for path in temporary.iterdir()) == sorted([alive.name, "judge-notes"])
    # Under bubblewrap there was nothing to sweep; in the fallback, the killed judge's folder.
    assert len(before) == (1 if mode else 0), before


def test_the_folder_of_a_judge_killed_but_not_yet_reaped_is_swept(tmp_path: Path) -> None:
    """A grading worker SIGKILLed and not yet waited for by its pool is a zombie, which kill(pid, 0)
    still finds: its folder goes all the same (the grader sweeps before the old pool reaps)."""
    from judge.execution.scratch import sweep

    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        gone = tmp_path / f"judge-{child.pid}-worker"
        gone.mkdir()
        held = tmp_path / f"judge-{os.getpid()}-held"
        held.mkdir()
        assert sweep(str(tmp_path)) == []  # alive: kept
        child.kill()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:  # killed, and not waited for: a zombie
            with open(f"/proc/{child.pid}/stat", "rb") as stat:
                if stat.read().rsplit(b")", 1)[1].split()[0] == b"Z":
                    break
            time.sleep(0.01)
        assert sweep(str(tmp_path)) == [str(gone)]
        assert sorted(path.name for path in tmp_path.iterdir()) == [held.name]
    finally:
        child.kill()
        child.wait()


def test_a_failure_of_the_judge_while_the_program_loads_ends_the_program(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The checker is made once the program's setup is on its way (pipeline._judge's get_ready): a
    # failure there is the judge's Internal Error, and the program already loading is ended with it.
    from judge import checking, pipeline
    from judge.core.problems import find_problem
    from judge.core.verdicts import Verdict
    from judge.languages.source import read_submission

    started_pids: list[int] = []
    adopt_or_start = pipeline._adopt_or_start

    def noting(*args: object, **kwargs: object) -> object:
        started = adopt_or_start(*args, **kwargs)  # type: ignore[arg-type]
        if started is not None and started.child is not None:
            started_pids.append(started.child.pid)
        return started

    def broken(*args: object, **kwargs: object) -> object:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(pipeline, "_adopt_or_start", noting)
    monkeypatch.setattr(checking, "checker_for", broken)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    source = write(tmp_path, "solution.py", ANSWERS)
    request = pipeline.JudgeRequest(read_submission(source), find_problem("52"), remember_for=str(source))
    report = pipeline.judge(request)
    assert report.verdict is Verdict.INTERNAL_ERROR and "disk on fire" in report.cases[0].message
    assert started_pids and not any(os.path.exists(f"/proc/{pid}") for pid in started_pids), started_pids
