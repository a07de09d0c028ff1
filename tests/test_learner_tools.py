"""The learner's commands through the real CLI: new, show, run, history, stats, test --watch, colour."""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import pty
import queue
import re
import shutil
import signal
import sqlite3
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
from pathlib import Path

import pytest

from judge.core.problems import find_problem, load_problems

from .conftest import ROOT, interruptible, run_judge, submission

ESCAPE = "\x1b["
# An SGR sequence that sets a colour (foreground, background, bright, 256 or true colour); bold is no colour.
COLOUR_CODE = re.compile(r"\x1b\[(?:[0-9]+;)*(?:3[0-9]|4[0-9]|9[0-7]|10[0-7])(?:;[0-9]+)*m")
REFERENCE_51 = str(ROOT / "solutions" / "n-queens" / "reference" / "reference.py")
REFERENCE_52 = str(ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.py")
# The user's own copies: the kit's own examples are never recorded as attempts (tests/test_first_hour.py).
_MINE = Path(tempfile.mkdtemp(prefix="mine-"))
MINE_51, MINE_52 = str(_MINE / "n_queens.py"), str(_MINE / "n_queens_ii.py")
shutil.copyfile(REFERENCE_51, MINE_51)
shutil.copyfile(REFERENCE_52, MINE_52)


def judge_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "judge", *args]


def judge_env(**extra: str) -> dict[str, str]:
    """The environment for a judge started outside the repository root: the checkout on the import path."""
    return {**os.environ, "PYTHONPATH": str(ROOT), **extra}


def run_in_pty(*args: str, env: dict[str, str] | None = None, columns: int = 100) -> tuple[int, str]:
    """Run the judge with a pseudo-terminal as stdin, stdout and stderr, as in an interactive shell."""
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 40, columns, 0, 0))
    environment = {key: value for key, value in os.environ.items() if key not in ("NO_COLOR", "COLUMNS")}
    environment["TERM"] = "xterm-256color"
    process = subprocess.Popen(
        judge_command(*args),
        cwd=ROOT,
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env={**environment, **(env or {})},
    )
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 1 << 16)
        except OSError:  # EIO: the child closed its end
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(leader)
    return process.wait(timeout=60), b"".join(chunks).decode("utf-8", "replace")


# ----------------------------------------------------------------------------------------------
# judge new


LEETCODE_PYTHON_SIGNATURES = {
    "51": "    def solveNQueens(self, n: int) -> List[List[str]]:",
    "n-queens-ii": "    def totalNQueens(self, n: int) -> int:",
}


@pytest.mark.parametrize(("problem", "passing"), [("51", 2), ("n-queens-ii", 2)])
def test_new_writes_a_starter_that_is_judged_a_clean_wrong_answer(tmp_path: Path, problem: str, passing: int) -> None:
    target = tmp_path / "starter.py"
    created = run_judge("new", problem, str(target))
    assert created.returncode == 0, created.stderr
    text = target.read_text()
    chosen = find_problem(problem)
    assert LEETCODE_PYTHON_SIGNATURES[problem] + "\n" in text  # rendered from the signature in problem.json
    assert chosen.summary.split(",")[0] in " ".join(text.split())
    assert "Example 1:\n    Input: n = 4\n    Output: " in text and "Example 2:\n    Input: n = 1" in text
    assert "Constraints: 1 <= n <= 9" in text
    assert "List, Optional, Counter, defaultdict, deque" in text and "itertools" in text
    compile(text, str(target), "exec")  # valid Python as written

    judged = run_judge("test", str(target), "--json")
    report = judged.json()
    assert judged.returncode == 1 and report["verdict"] == "Wrong Answer", judged.stdout[-500:]
    assert report["compile_error"] is None
    assert {case["verdict"] for case in report["cases"]} == {"Accepted", "Wrong Answer"}
    assert report["passed"] == passing  # n = 2 and 3 have no placement: the empty answer is right there


def test_new_never_overwrites_and_defaults_to_the_slug_in_the_current_folder(tmp_path: Path) -> None:
    first = subprocess.run(judge_command("new", "51"), cwd=tmp_path, env=judge_env(), capture_output=True, text=True)
    assert first.returncode == 0, first.stderr
    target = tmp_path / "n_queens.py"
    assert target.is_file() and f"judge test {target.name}" in first.stdout
    target.write_text("# my work\n")
    again = subprocess.run(judge_command("new", "51"), cwd=tmp_path, env=judge_env(), capture_output=True, text=True)
    assert again.returncode == 2
    assert again.stderr.strip().count("\n") == 0 and "already exists" in again.stderr
    assert target.read_text() == "# my work\n"


# ----------------------------------------------------------------------------------------------
# judge show


def test_show_prints_the_plain_markdown_when_not_a_terminal() -> None:
    shown = run_judge("show", "51")
    assert shown.returncode == 0
    assert shown.stdout == find_problem("51").statement.rstrip("\n") + "\n"
    assert ESCAPE not in shown.stdout


def test_show_renders_markdown_on_a_terminal() -> None:
    code, screen = run_in_pty("show", "52")
    assert code == 0
    assert "## Example 1" not in screen and "**Difficulty:**" not in screen, "markdown syntax is rendered"
    assert "Example 1" in screen and "Difficulty:" in screen
    assert COLOUR_CODE.search(screen), screen[:300]
    for quiet in (run_in_pty("show", "52", env={"NO_COLOR": "1"}), run_in_pty("show", "52", "--no-color")):
        assert quiet[0] == 0 and "Example 1" in quiet[1]
        assert not COLOUR_CODE.search(quiet[1]), quiet[1][:300]


# ----------------------------------------------------------------------------------------------
# judge run


def test_run_draws_the_boards_and_says_they_match() -> None:
    ran = run_judge("run", REFERENCE_51, "-n", "4", env={"COLUMNS": "100"})
    assert ran.returncode == 0
    lines = ran.stdout.splitlines()
    assert lines[0] == "2 boards:"
    assert re.fullmatch(r" +board #0 +board #1", lines[1]), lines
    assert re.fullmatch(r" +0 \. Q \. \. +0 \. \. Q \.", lines[3]), lines
    assert lines[-1] == "Accepted: the output matches the reference answer for n = 4"


def test_run_raw_prints_the_list_as_json() -> None:
    ran = run_judge("run", REFERENCE_51, "-n", "4", "--raw")
    assert ran.returncode == 0
    boards = json.loads(ran.stdout)
    assert sorted(boards) == sorted(find_problem("51").cases()[3].expected)
    assert ran.stderr.strip() == "Accepted"


def test_run_says_when_the_output_does_not_match() -> None:
    ran = run_judge("run", submission("wrong_answer_51_sorted_rows.py"), "-n", "4", env={"COLUMNS": "100"})
    assert ran.returncode == 1
    assert "Wrong Answer: the output does not match the reference answer for n = 4" in ran.stdout
    assert "2 missing boards:" in ran.stdout and "share a diagonal" in ran.stdout
    counted = run_judge("run", REFERENCE_52, "-n", "8")
    assert counted.returncode == 0 and counted.stdout.splitlines()[0] == "92"


# ----------------------------------------------------------------------------------------------
# history and stats


def history_rows(path: Path) -> list[dict]:
    connection = sqlite3.connect(path)
    connection.row_factory = sqlite3.Row
    try:
        return [dict(row) for row in connection.execute("SELECT * FROM attempts ORDER BY id")]
    finally:
        connection.close()


def test_every_judge_test_is_recorded_and_listed(tmp_path: Path) -> None:
    database = tmp_path / "history.sqlite3"
    env = {"JUDGE_HISTORY": str(database)}
    wrong = submission("wrong_answer_52_off_by_one.py")
    assert run_judge("test", wrong, env=env).returncode == 1
    assert run_judge("test", MINE_52, "--json", env=env).returncode == 0
    assert run_judge("test", MINE_51, env=env).returncode == 0
    rows = history_rows(database)
    assert [(row["problem"], row["verdict"], row["passed"], row["total"]) for row in rows] == [
        ("n-queens-ii", "Wrong Answer", 6, 9),
        ("n-queens-ii", "Accepted", 9, 9),
        ("n-queens", "Accepted", 9, 9),
    ]
    first = rows[0]
    assert first["file"] == str(Path(wrong).resolve())
    assert first["sha256"] == hashlib.sha256(Path(wrong).read_bytes()).hexdigest()
    assert first["problem_number"] == 52 and first["time_ms"] >= 0
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00", first["at"])

    listed = run_judge("history", env=env)
    assert listed.returncode == 0
    lines = listed.stdout.splitlines()
    assert len(lines) == 4 and lines[0].startswith("when")
    assert "52. n-queens-ii" in lines[1] and "Wrong Answer" in lines[1] and "6/9" in lines[1]
    assert first["sha256"][:8] in lines[1] and first["file"] in lines[1]
    only_52 = run_judge("history", "52", env=env).stdout.splitlines()
    assert len(only_52) == 3 and all("n-queens-ii" in line for line in only_52[1:])

    stats = run_judge("stats", env=env)
    assert stats.returncode == 0
    table = stats.stdout.splitlines()
    rows = {line.split()[1]: line for line in table[1:-1]}
    assert re.match(r"51\. n-queens +1 +yes +1 ", rows["n-queens"]), table
    assert re.match(r"52\. n-queens-ii +2 +yes +2 ", rows["n-queens-ii"]), table
    assert re.match(r"37\. sudoku-solver +0 +no ", rows["sudoku-solver"]), table
    assert table[-1] == f"solved 2 of {len(load_problems())} problems in 3 attempts"


def test_history_location_flag_environment_default_and_off(tmp_path: Path) -> None:
    data_home = tmp_path / "data"
    run_judge("test", MINE_52, env={"JUDGE_HISTORY": "", "XDG_DATA_HOME": str(data_home)})
    default = data_home / "nqueens-judge" / "history.sqlite3"
    assert len(history_rows(default)) == 1
    flagged = tmp_path / "flag.sqlite3"
    run_judge("test", MINE_52, "--history", str(flagged), env={"JUDGE_HISTORY": str(tmp_path / "env.sqlite3")})
    assert len(history_rows(flagged)) == 1 and not (tmp_path / "env.sqlite3").exists()
    for env, extra in (({"JUDGE_HISTORY": "off"}, ()), ({"JUDGE_HISTORY": str(flagged)}, ("--no-history",))):
        result = run_judge("test", MINE_52, *extra, env=env)
        assert result.returncode == 0 and result.stderr == ""
    assert len(history_rows(flagged)) == 1
    assert len(history_rows(default)) == 1
    off = run_judge("history", env={"JUDGE_HISTORY": "off"})
    assert off.returncode == 2 and "turned off" in off.stderr


def assert_verdict_kept_with_one_warning(result, fact: str) -> None:
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1].startswith("Accepted · 9/9"), result.stdout
    warnings = result.stderr.splitlines()
    assert len(warnings) == 1 and warnings[0].startswith("judge: warning: attempt not recorded: "), result.stderr
    assert fact in warnings[0], warnings[0]


def test_a_corrupt_history_costs_no_verdict_and_json_is_unchanged(tmp_path: Path) -> None:
    database = tmp_path / "history.sqlite3"
    database.write_bytes(b"this is not a database, it is a text file that happens to be here\n" * 100)
    env = {"JUDGE_HISTORY": str(database)}
    assert_verdict_kept_with_one_warning(run_judge("test", MINE_52, env=env), "not a database")
    broken = run_judge("test", MINE_52, "--json", env=env)
    clean = run_judge("test", MINE_52, "--json", env={"JUDGE_HISTORY": "off"})
    assert broken.returncode == clean.returncode == 0
    assert "not a database" in broken.stderr and clean.stderr == ""
    assert _shape(broken.json()) == _shape(clean.json())
    listed = run_judge("history", env=env)
    assert listed.returncode == 2 and "not a database" in listed.stderr and "move the file away" in listed.stderr


def _shape(value):
    """The keys and types of a JSON document, values left out."""
    if isinstance(value, dict):
        return {key: _shape(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_shape(item) for item in value]
    return type(value).__name__


def _read_only_run(read_only: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    """Run the judge with `read_only` (a file or folder) not writable, even for root."""
    if os.geteuid() != 0:
        mode = read_only.stat().st_mode
        read_only.chmod(0o555 if read_only.is_dir() else 0o444)
        try:
            return subprocess.run(judge_command(*args), cwd=ROOT, env=judge_env(**env), capture_output=True, text=True)
        finally:
            read_only.chmod(mode)
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        pytest.skip("root ignores file modes, and bwrap (for a read-only mount) is missing")
    # A read-only bind mount stops root too; the judge inside uses the process sandbox (no nested bwrap).
    command = [bwrap, "--dev-bind", "/", "/", "--ro-bind", str(read_only), str(read_only), *judge_command(*args)]
    return subprocess.run(
        command, cwd=ROOT, env=judge_env(JUDGE_SANDBOX="fallback", **env), capture_output=True, text=True
    )


def test_a_read_only_history_folder_costs_no_verdict(tmp_path: Path) -> None:
    folder = tmp_path / "history"
    folder.mkdir()
    result = _read_only_run(folder, "test", MINE_52, env={"JUDGE_HISTORY": str(folder / "h.sqlite3")})
    assert_verdict_kept_with_one_warning(result, str(folder / "h.sqlite3"))
    assert not (folder / "h.sqlite3").exists()


def test_a_read_only_history_file_costs_no_verdict(tmp_path: Path) -> None:
    database = tmp_path / "history.sqlite3"
    env = {"JUDGE_HISTORY": str(database)}
    assert run_judge("test", MINE_52, env=env).returncode == 0
    result = _read_only_run(database, "test", MINE_52, env=env)
    assert_verdict_kept_with_one_warning(result, "readonly")
    assert len(history_rows(database)) == 1


def test_a_locked_history_costs_no_verdict(tmp_path: Path) -> None:
    database = tmp_path / "history.sqlite3"
    env = {"JUDGE_HISTORY": str(database)}
    assert run_judge("test", MINE_52, env=env).returncode == 0
    holder = sqlite3.connect(database, isolation_level=None)
    try:
        holder.execute("BEGIN EXCLUSIVE")  # another program writing, and taking its time
        assert_verdict_kept_with_one_warning(run_judge("test", MINE_52, env=env), "locked")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert run_judge("test", MINE_52, env=env).stderr == ""
    assert len(history_rows(database)) == 2


def test_a_short_lock_is_waited_for(tmp_path: Path) -> None:
    from judge.learner import history

    database = tmp_path / "history.sqlite3"
    attempt = history.Attempt("n-queens", 51, "/x.py", "0" * 64, "Accepted", 9, 9, 1.0, at=history.now())
    history.save(database, attempt)
    holder = sqlite3.connect(database, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")
    releaser = threading.Timer(0.3, lambda: holder.execute("ROLLBACK"))
    releaser.start()
    try:
        history.save(database, attempt, timeout=5.0)
    finally:
        releaser.join()
        holder.close()
    with pytest.raises(history.HistoryError, match="locked"):
        holder = sqlite3.connect(database, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        try:
            history.save(database, attempt, timeout=0.2)
        finally:
            holder.execute("ROLLBACK")
            holder.close()
    assert len(history.attempts(database)) == 2


@pytest.mark.timeout(180)
def test_concurrent_judges_all_record_their_attempt(tmp_path: Path) -> None:
    database = tmp_path / "history.sqlite3"
    env = judge_env(JUDGE_HISTORY=str(database))
    count = 6
    processes = [
        subprocess.Popen(
            judge_command("test", MINE_52 if index % 2 else MINE_51),
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for index in range(count)
    ]
    outputs = [process.communicate(timeout=150) for process in processes]
    for process, (_, stderr) in zip(processes, outputs, strict=True):
        assert process.returncode == 0 and stderr == "", stderr
    rows = history_rows(database)
    assert len(rows) == count
    assert sorted(row["problem"] for row in rows) == ["n-queens"] * 3 + ["n-queens-ii"] * 3


# ----------------------------------------------------------------------------------------------
# judge test --watch


class LineReader:
    """Lines of a stream, read on a thread, so a test can wait for one with a deadline."""

    def __init__(self, stream) -> None:
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._pump, args=(stream,), daemon=True).start()

    def _pump(self, stream) -> None:
        for line in stream:
            self.lines.put(line)

    def wait_for(self, pattern: str, timeout: float = 60) -> str:
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"no line matching {pattern!r} in:\n{''.join(self.seen)}")
            try:
                line = self.lines.get(timeout=remaining)
            except queue.Empty:
                continue
            self.seen.append(line)
            if re.search(pattern, line):
                return line


@pytest.mark.timeout(120)
def test_watch_judges_again_on_every_save_until_ctrl_c(tmp_path: Path) -> None:
    solution = tmp_path / "solution.py"
    solution.write_bytes(Path(submission("wrong_answer_52_off_by_one.py")).read_bytes())
    database = tmp_path / "history.sqlite3"
    process = subprocess.Popen(
        judge_command("test", str(solution), "--watch"),
        cwd=ROOT,
        env=judge_env(JUDGE_HISTORY=str(database)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=interruptible,
    )
    try:
        out, err = LineReader(process.stdout), LineReader(process.stderr)
        out.wait_for(r"^Wrong Answer · 6/9 cases passed")
        err.wait_for(r"^judge: watching .*Ctrl-C to stop")
        solution.write_bytes(Path(REFERENCE_52).read_bytes())
        out.wait_for(r"^Accepted · 9/9 cases passed")
        err.wait_for(r"^judge: watching ")
        solution.write_text("")  # an editor's half-written save: one error line, and the watch goes on
        err.wait_for(r"^judge: error: .* is empty")
        solution.write_bytes(Path(submission("wrong_answer_52_off_by_one.py")).read_bytes())
        out.wait_for(r"^Wrong Answer · 6/9 cases passed")
        err.wait_for(r"^judge: watching ")
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=30) == 130
        time.sleep(0.2)  # let the reader threads take the last lines
        assert not any("Traceback" in line or "interrupted" in line for line in err.seen), err.seen
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert [row["verdict"] for row in history_rows(database)] == ["Wrong Answer", "Accepted", "Wrong Answer"]


# ----------------------------------------------------------------------------------------------
# colour


def test_no_colour_without_a_terminal() -> None:
    result = run_judge("test", submission("hints/51_lowercase_q.py"))
    assert result.returncode == 1 and "Wrong Answer" in result.stdout and "hint:" in result.stdout
    assert ESCAPE not in result.stdout + result.stderr


def test_colour_on_a_terminal_unless_no_color_or_the_flag() -> None:
    name = submission("hints/51_lowercase_q.py")
    code, screen = run_in_pty("test", name)
    assert code == 1
    assert "\x1b[31mWrong Answer\x1b[0m" in screen and "\x1b[32mAccepted\x1b[0m" in screen
    assert "\x1b[36m\x1b[1mhint:\x1b[0m" in screen
    for quiet_code, quiet in (run_in_pty("test", name, env={"NO_COLOR": "1"}), run_in_pty("test", name, "--no-color")):
        assert quiet_code == 1 and "Wrong Answer" in quiet
        assert ESCAPE not in quiet


def test_json_is_the_same_on_a_terminal() -> None:
    name = submission("hints/51_lowercase_q.py")
    code, screen = run_in_pty("test", name, "--json")
    piped = run_judge("test", name, "--json")
    assert code == piped.returncode == 1
    assert ESCAPE not in screen
    on_terminal, in_pipe = json.loads(screen), piped.json()
    assert _shape(on_terminal) == _shape(in_pipe)
    assert on_terminal["hints"] == in_pipe["hints"] and on_terminal["verdict"] == in_pipe["verdict"]


def test_the_kits_examples_are_not_attempts_even_from_a_clone(tmp_path: Path) -> None:
    # Installed with `pip install .`, the kit's examples live in its data folder; the Quickstart
    # judges the clone's copy, which is the same file: no attempt. An edited copy is the user's.
    installed = tmp_path / "installed" / "solutions"
    shutil.copytree(ROOT / "solutions", installed)
    database = tmp_path / "history.sqlite3"
    env = {"JUDGE_HISTORY": str(database), "JUDGE_SOLUTIONS_DIR": str(installed)}
    assert run_judge("test", REFERENCE_51, env=env).returncode == 0
    edited = tmp_path / "clone" / "solutions" / "n-queens" / "reference" / "reference.py"
    edited.parent.mkdir(parents=True)
    edited.write_text(Path(REFERENCE_51).read_text(encoding="utf-8") + "\n# mine now\n", encoding="utf-8")
    assert run_judge("test", str(edited), env=env).returncode == 0
    assert [row["file"] for row in history_rows(database)] == [str(edited.resolve())]
