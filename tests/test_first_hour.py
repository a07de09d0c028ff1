"""What a newcomer meets in the first hour: no waiting after a time-out, a live line, a clean Ctrl-C,
and the small things around the commands."""

from __future__ import annotations

import os
import pty
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

from .conftest import ROOT, interruptible, run_judge, submission

INFINITE_LOOP = """
class Solution:
    def totalNQueens(self, n: int) -> int:
        while True:
            pass
"""


def test_after_a_time_limit_the_remaining_cases_are_not_run() -> None:
    judged = run_judge("test", submission("time_limit_busy_loop.py"), "--json", "--time-limit", "300")
    report = judged.json()
    assert judged.returncode == 1
    assert report["verdict"] == "Time Limit Exceeded" and report["passed"] == 4 and report["total"] == 9
    assert [case["verdict"] for case in report["cases"][4:]] == ["Time Limit Exceeded"] + ["Not Run"] * 4
    assert all(case["time_ms"] == 0 for case in report["cases"][5:])

    text = run_judge("test", submission("time_limit_busy_loop.py"), "--time-limit", "300").stdout
    assert "Not run: cases 6-9, after the first case over a limit (--all-cases runs every case)" in text
    assert text.rstrip().splitlines()[-1].startswith("Time Limit Exceeded · 4/9 cases passed")


def test_all_cases_runs_them_anyway() -> None:
    report = run_judge("test", submission("time_limit_busy_loop.py"), "--json", "--time-limit", "300", "--all-cases")
    verdicts = [case["verdict"] for case in report.json()["cases"]]
    assert verdicts == ["Accepted"] * 4 + ["Time Limit Exceeded"] + ["Accepted"] * 4


def test_memory_limit_stops_too_but_wrong_answers_and_runtime_errors_run_every_case() -> None:
    memory = run_judge("test", submission("memory_limit_raises_memoryerror.py"), "--json").json()
    assert [case["verdict"] for case in memory["cases"]][4:6] == ["Memory Limit Exceeded", "Not Run"]
    for name, failing in (("wrong_answer_52_off_by_one.py", "Wrong Answer"), ("runtime_error_index.py", None)):
        report = run_judge("test", submission(name), "--json").json()
        assert "Not Run" not in {case["verdict"] for case in report["cases"]}, name
        assert failing is None or report["verdict"] == failing


def test_an_infinite_loop_with_the_statements_limits_is_reported_within_four_seconds(tmp_path: Path) -> None:
    path = tmp_path / "loop.py"
    path.write_text(INFINITE_LOOP, encoding="utf-8")
    started = time.monotonic()
    judged = run_judge("test", str(path))
    elapsed = time.monotonic() - started
    assert judged.returncode == 1
    assert "First failure: case 1 (n = 1): Time Limit Exceeded" in judged.stdout
    assert elapsed < 4, f"{elapsed:.1f} s"


def read_terminal(fd: int, until: float, stop: bytes | None = None) -> bytes:
    """What a program wrote to its terminal until the deadline, or until `stop` appears."""
    seen = b""
    while time.monotonic() < until:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # the program closed its terminal
                break
            if not chunk:
                break
            seen += chunk
            if stop is not None and stop in seen:
                break
    return seen


def judge_in_a_terminal(*args: str) -> tuple[subprocess.Popen[bytes], int]:
    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "judge", *args],
        cwd=ROOT,
        stdin=follower,
        stdout=follower,
        stderr=follower,
        start_new_session=True,
        preexec_fn=interruptible,
        env={**os.environ, "NO_COLOR": "1"},
    )
    os.close(follower)
    return process, leader


def test_a_live_line_names_the_running_case_and_is_erased(tmp_path: Path) -> None:
    path = tmp_path / "loop.py"
    path.write_text(INFINITE_LOOP, encoding="utf-8")
    process, terminal = judge_in_a_terminal("test", str(path), "--time-limit", "1500")
    try:
        screen = read_terminal(terminal, time.monotonic() + 30, stop=b"cases passed")
        screen += read_terminal(terminal, time.monotonic() + 1)
        assert process.wait(timeout=30) == 1
    finally:
        os.close(terminal)
    text = screen.decode("utf-8", "replace")
    assert "running case 1/9 (n=1) · " in text
    # Redrawn in place while it runs (several readings of the elapsed time), then erased before the table.
    assert text.count("running case 1/9") >= 3, text
    last = text.rindex("running case")
    erased = re.compile(r"\r {20,}\r")  # the line overwritten with spaces, the cursor back at its start
    after = text[last:]
    assert erased.search(after) and "#  input" in after[erased.search(after).end() :]


def start_time(pid: int) -> str | None:
    """When pid started (in clock ticks since boot); None once it is gone, or only a zombie waiting to be reaped."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return None if fields[0] == "Z" else fields[19]


def descendants(pid: int) -> set[tuple[int, str | None]]:
    """Every process below pid now, each with its start time (a pid may be reused later)."""
    found: set[tuple[int, str | None]] = set()
    pending = [pid]
    while pending:
        parent = pending.pop()
        try:
            children = [int(part) for part in Path(f"/proc/{parent}/task/{parent}/children").read_text().split()]
        except OSError:
            continue
        for child in children:
            found.add((child, start_time(child)))
            pending.append(child)
    return found


def test_ctrl_c_stops_cleanly_with_nothing_left_running(tmp_path: Path) -> None:
    path = tmp_path / "loop.py"
    path.write_text(INFINITE_LOOP, encoding="utf-8")
    process, terminal = judge_in_a_terminal("test", str(path), "--time-limit", "20000")
    try:
        read_terminal(terminal, time.monotonic() + 20, stop=b"running case 1/9")
        time.sleep(0.3)
        running = descendants(process.pid)
        assert running, "the submission is running"
        os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C sends: the whole foreground group
        screen = read_terminal(terminal, time.monotonic() + 10)
        code = process.wait(timeout=10)
    finally:
        os.close(terminal)
    assert code == 130
    assert b"judge: interrupted" in screen and b"Traceback" not in screen
    time.sleep(0.2)
    assert [pid for pid, started in running if start_time(pid) == started] == []
