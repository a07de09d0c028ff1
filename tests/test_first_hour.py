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


def test_version() -> None:
    printed = run_judge("--version")
    assert printed.returncode == 0
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    version = re.search(r'^version = "([^"]+)"', pyproject, re.MULTILINE)
    assert version and printed.stdout.strip() == f"judge (nqueens-judge) {version.group(1)}"


def test_every_subcommand_explains_itself_in_its_help() -> None:
    listing = run_judge("--help").stdout
    commands = re.search(r"\{([a-z,]+)\}", listing)
    assert commands
    for name in commands.group(1).split(","):
        helped = run_judge(name, "--help")
        assert helped.returncode == 0, name
        usage, description = helped.stdout.split("\n\n")[:2]
        assert usage.startswith(f"usage: judge {name}") and description.strip().endswith("."), (name, description)


RECURSES_FOREVER = """
class Solution:
    def totalNQueens(self, n: int) -> int:
        return self.totalNQueens(n + 1)
"""


def test_a_runaway_recursion_prints_a_short_traceback(tmp_path: Path) -> None:
    path = tmp_path / "recurse.py"
    path.write_text(RECURSES_FOREVER, encoding="utf-8")
    # The harness's recursion limit (35,000) is reached in tens of milliseconds: under the
    # statement's limits, on a busy machine too (tests/test_recursion.py).
    text = run_judge("test", str(path)).stdout
    assert "RecursionError" in text
    assert text.count("line 4, in totalNQueens") == 3
    assert re.search(r"\[previous frame repeated \d+ more times\]", text)
    assert re.search(r"\[\d+ outer frames not shown\]", text)
    assert len(text.splitlines()) < 40


def test_starters_run_with_plain_python(tmp_path: Path) -> None:
    for problem in ("51", "52"):
        path = tmp_path / f"starter_{problem}.py"
        assert run_judge("new", problem, str(path)).returncode == 0
        ran = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=30)
        assert ran.returncode == 0, ran.stderr


def test_a_starter_is_in_the_language_its_file_is_named_for(tmp_path: Path) -> None:
    assert run_judge("new", "113", str(tmp_path / "paths.rs")).returncode == 0
    assert "impl Solution {" in (tmp_path / "paths.rs").read_text(encoding="utf-8")
    assert run_judge("new", "113", str(tmp_path / "paths.kt"), "--language", "kotlin").returncode == 0
    assert run_judge("new", "113", "--language", "ruby", str(tmp_path / "paths.rb")).returncode == 0  # either order
    assert "def path_sum(root, " in (tmp_path / "paths.rb").read_text(encoding="utf-8")
    refused = run_judge("new", "113", str(tmp_path / "paths.java"), "--language", "go")
    assert refused.returncode == 2 and not (tmp_path / "paths.java").exists()
    assert refused.stderr.strip().splitlines() == [
        f"judge: error: {tmp_path / 'paths.java'} is named as a Java file, and the starter asked for is Go:"
        " name it paths.go, or leave out --language"
    ]
    assert run_judge("new", "113", str(tmp_path)).returncode == 0  # a folder: the default name, in Python
    assert (tmp_path / "path_sum_ii.py").is_file()


def test_the_other_problem_is_suggested_when_the_method_is_missing() -> None:
    judged = run_judge("test", submission("accepted_51_backtracking.py"), "--problem", "52", "--json")
    report = judged.json()
    assert report["verdict"] == "Runtime Error"
    assert any("did you mean --problem 51?" in warning for warning in report["warnings"]), report["warnings"]
    text = run_judge("test", submission("accepted_51_backtracking.py"), "--problem", "52").stdout
    assert "defines solveNQueens: did you mean --problem 51?" in text


def test_the_kits_own_examples_are_not_recorded_as_attempts(tmp_path: Path) -> None:
    env = {"JUDGE_HISTORY": str(tmp_path / "history.sqlite3")}
    assert run_judge("test", "solutions/n-queens/reference/reference.py", env=env).returncode == 0
    copy = tmp_path / "mine.py"
    copy.write_bytes((ROOT / "solutions/n-queens/reference/reference.py").read_bytes())
    assert run_judge("test", str(copy), env=env).returncode == 0
    stats = run_judge("stats", env=env).stdout
    assert re.search(r"51\. n-queens\s+1\s+yes\s+1\b", stats), stats
    history = run_judge("history", env=env).stdout
    assert "mine.py" in history and "solutions/reference" not in history


def test_unwritable_paths_are_one_line_usage_errors(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n")
    klass = tmp_path / "class"
    klass.mkdir()
    (klass / "a.py").write_bytes((ROOT / "solutions/n-queens-ii/reference/reference.py").read_bytes())
    reports_blocked = tmp_path / "out"
    (reports_blocked / "results.csv").mkdir(parents=True)  # a folder where the report should go
    attempts = {
        "output under a file": (("grade", str(klass), "-p", "52", "-o", str(blocker / "out")), {}),
        "read-only output": (("grade", str(klass), "-p", "52", "-o", "/proc/self"), {}),
        "report path taken": (("grade", str(klass), "-p", "52", "-o", str(reports_blocked)), {}),
        "calibration cache": (("calibrate", "52"), {"JUDGE_CALIBRATION": str(blocker / "calibration.json")}),
    }
    for what, (args, env) in attempts.items():
        started = time.monotonic()
        result = run_judge(*args, env=env)
        assert result.returncode == 2, (what, result.stderr[-500:])
        errors = [line for line in result.stderr.splitlines() if line.startswith("judge: error: ")]
        assert len(errors) == 1 and "Traceback" not in result.stderr, (what, result.stderr[-500:])
        assert "cannot" in errors[0], (what, errors[0])
        if what == "calibration cache":
            assert time.monotonic() - started < 10, "the cache is checked before measuring"
    assert "run the same command again" in run_judge(*attempts["report path taken"][0]).stderr


def grade_with_umask(umask: int, klass: Path, output: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "judge", "grade", str(klass), "-p", "52", "-o", str(output), "--format", "all"],
        cwd=ROOT,
        capture_output=True,
        timeout=120,
        check=True,
        preexec_fn=lambda: os.umask(umask),
    )


def test_report_files_honour_the_umask(tmp_path: Path) -> None:
    klass = tmp_path / "class"
    klass.mkdir()
    (klass / "a.py").write_bytes((ROOT / "solutions/n-queens-ii/reference/reference.py").read_bytes())
    for umask, mode in ((0o022, 0o644), (0o077, 0o600)):
        output = tmp_path / f"out-{umask:o}"
        grade_with_umask(umask, klass, output)
        written = [
            output / "results.csv",
            output / "results.json",
            output / "junit.xml",
            output / "gradescope" / "a.py" / "results.json",
            output / "exercism" / "a.py" / "results.json",
        ]
        assert {path.name: path.stat().st_mode & 0o777 for path in written} == {path.name: mode for path in written}


def test_student_facing_reports_carry_no_grader_paths_or_judge_commands(tmp_path: Path) -> None:
    klass = tmp_path / "class"
    klass.mkdir()
    for name in ("empty.py", "no_solution_class.py", "runtime_error_index.py", "compile_error_syntax.py"):
        (klass / name).write_bytes(Path(submission(name)).read_bytes())
    (klass / "ivan").mkdir()
    output = tmp_path / "out"
    assert run_judge("grade", str(klass), "-p", "52", "-o", str(output), "--format", "all").returncode == 0
    for folder in ("gradescope", "exercism"):
        for path in (output / folder).glob("*/results.json"):
            text = path.read_text(encoding="utf-8")
            assert str(klass) not in text and str(tmp_path) not in text, path
            assert not re.search(r"judge [a-z]+|--[a-z]", text), path
    assert "empty.py is empty" in (output / "exercism" / "empty.py" / "results.json").read_text(encoding="utf-8")


def test_verify_names_examples_by_the_kits_layout_wherever_it_is_installed(tmp_path: Path) -> None:
    import shutil

    copy = tmp_path / "site-packages" / "judge" / "data" / "solutions"
    shutil.copytree(ROOT / "solutions", copy)
    # One language is enough for the names (the layout is the same for every language's examples).
    verified = run_judge(
        "verify", "52", "--no-sensitivity", "--language", "python", env={"JUDGE_SOLUTIONS_DIR": str(copy)}, timeout=300
    )
    example_lines = [line for line in verified.stdout.splitlines() if line.startswith(("ok", "FAIL"))]
    assert example_lines, verified.stdout
    assert all(" solutions/" in line and str(tmp_path) not in line for line in example_lines), example_lines


def test_the_suite_leaves_nothing_in_the_temporary_folder(tmp_path: Path) -> None:
    """A run of the suite (one short test here) removes every folder it made, the judge's included."""
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    ran = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_verdicts.py", "-k", "busy_loop"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "TMPDIR": str(temporary)},
    )
    assert ran.returncode == 0, ran.stdout[-1000:]
    assert list(temporary.iterdir()) == []


def test_a_memory_hog_reaches_the_memory_limit_long_before_the_time_limit() -> None:
    """The grading class's hog (tests/test_grade.py) must be MLE on any machine, however loaded."""
    hog = str(ROOT / "tests" / "submissions" / "grade" / "memory_reserve_52.py")
    case = run_judge("test", hog, "--json", "--time-limit", "400").json()["cases"][4]
    assert case["verdict"] == "Memory Limit Exceeded"
    assert case["time_ms"] < 400 / 10  # an order of magnitude of room: it reserves memory, it never writes it


def test_a_language_a_problem_is_not_offered_in_is_said_in_one_line_and_leaves_no_file(tmp_path: Path) -> None:
    from .test_design import write_problem

    preorder = {"name": "preorder", "params": [{"name": "root", "type": "Node"}], "return": {"type": "list<integer>"}}
    env = write_problem(tmp_path / "problems", "preorder", 9589, preorder, [])
    shown = run_judge("show", "9589", "--language", "rust", env=env)  # once a KeyError traceback
    assert shown.returncode == 2 and "Traceback" not in shown.stderr, shown.stderr
    assert shown.stderr.count("\n") == 1 and "LeetCode offers no Rust for N-ary tree problems" in shown.stderr
    made = run_judge("new", "9589", str(tmp_path / "preorder.rs"), env=env)
    assert made.returncode == 2 and not (tmp_path / "preorder.rs").exists(), made.stderr  # once left empty
