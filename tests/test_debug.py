"""`judge debug`: one case under the language's debugger, stopped in the solution's method, driven
here as a user types (pdb reads its commands from stdin; gdb and jdb are driven on a terminal, as
jdb takes what is typed before it stops as typed too early); then the answer checked as `judge
run` checks it."""

from __future__ import annotations

import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from judge.languages import language_named

from .conftest import ROOT

SOLUTIONS = ROOT / "solutions"


def debug(typed: str, *args: str) -> subprocess.CompletedProcess[str]:
    """`judge debug ARGS` with `typed` as what the user types at pdb's prompt."""
    return subprocess.run(
        [sys.executable, "-m", "judge", "debug", *args],
        cwd=ROOT,
        input=typed,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "NO_COLOR": "1"},
    )


def test_it_stops_in_the_method_with_the_cases_arguments_and_checks_the_answer() -> None:
    reference = SOLUTIONS / "n-queens-ii" / "reference" / "reference.py"
    ran = debug("p n\nwhere\nc\n", str(reference), "--case", "4")
    assert ran.returncode == 0, ran.stdout + ran.stderr
    # Stopped at the method of the user's own file, whose lines pdb lists; n is the case's.
    assert f"> {reference}(" in ran.stdout and ")totalNQueens()" in ran.stdout, ran.stdout
    assert "(Pdb) 4\n" in ran.stdout
    # The stack shown is the solution's: the kit's driver and harness frames are not stopped in.
    assert ran.stdout.rstrip().endswith("your answer: 2\nexpected:    2\nAccepted"), ran.stdout
    assert "outside the sandbox" in ran.stderr and "\n" not in ran.stderr.strip()


def test_a_tree_argument_is_built_as_the_harness_builds_it() -> None:
    reference = SOLUTIONS / "path-sum-ii" / "reference" / "reference.py"
    ran = debug(
        "p type(root).__name__, root.val\nc\n", str(reference), "--input", '{"root": [5, 4, 8], "targetSum": 9}'
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ")pathSum()" in ran.stdout and "(Pdb) ('TreeNode', 5)" in ran.stdout, ran.stdout
    assert "your answer: [[5, 4]]" in ran.stdout
    assert ran.stdout.rstrip().endswith("no expected answer for this input; the output was not checked")


def test_a_drivers_node_to_delete_and_api_are_made_as_the_judge_makes_them(monkeypatch: pytest.MonkeyPatch) -> None:
    links = ROOT / "tests" / "links"
    monkeypatch.setenv("JUDGE_PROBLEMS_DIR", str(links / "problems"))
    deleted = debug(
        "p node.val, node.next.val\nc\n",
        str(links / "python" / "237_accepted_copy_next.py"),
        "--problem",
        "237",
        "--case",
        "1",
    )
    # The method gets the node of value 5; the list from its head answers.
    assert "(Pdb) (5, 1)" in deleted.stdout and "your answer: [4, 1, 9]" in deleted.stdout, deleted.stdout
    assert deleted.stdout.rstrip().endswith("Accepted")
    api = debug(
        "p isBadVersion(3), isBadVersion(4)\nc\n",
        str(links / "python" / "278_accepted_binary_search.py"),
        "--problem",
        "278",
        "--case",
        "1",
    )
    assert "(Pdb) (False, True)" in api.stdout and api.stdout.rstrip().endswith("Accepted"), api.stdout


def test_nested_integers_and_an_iterator_are_made_as_the_judge_makes_them(monkeypatch: pytest.MonkeyPatch) -> None:
    links = ROOT / "tests" / "links"
    monkeypatch.setenv("JUDGE_PROBLEMS_DIR", str(links / "problems"))
    # 341: the iterator is made from NestedIntegers and run to its end; the first stop is __init__.
    flattened = debug(
        "p [item.isInteger() for item in nestedList], nestedList[0].getList()[1].getInteger()\nc\n",
        str(links / "python" / "341_accepted_eager.py"),
        "--problem",
        "341",
        "--case",
        "1",
    )
    assert "(Pdb) ([False, True, False], 1)" in flattened.stdout, flattened.stdout
    assert "your answer: [1, 1, 2, 1, 1]" in flattened.stdout and flattened.stdout.rstrip().endswith("Accepted")
    parsed = debug("c\n", str(links / "python" / "385_accepted_stack.py"), "--problem", "385", "--case", "2")
    assert "your answer: [123, [456, [789]]]" in parsed.stdout and parsed.stdout.rstrip().endswith("Accepted")


def test_a_problems_own_node_is_the_class_the_judge_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    links = ROOT / "tests" / "links"
    monkeypatch.setenv("JUDGE_PROBLEMS_DIR", str(links / "problems"))
    # 430's Node takes val, prev, next and child; the file makes one of its own with all four.
    shown = debug(
        "p head.child.val, head.next.child, Node(0, None, None, None).prev\nc\n",
        str(links / "python" / "430_accepted_stack.py"),
        "--problem",
        "430",
        "--case",
        "2",
    )
    assert "(Pdb) (3, None, None)" in shown.stdout, shown.stdout
    assert "your answer: [1, 3, 2]" in shown.stdout and shown.stdout.rstrip().endswith("Accepted"), shown.stdout


def test_a_design_problem_stops_in_the_constructor() -> None:
    reference = SOLUTIONS / "lru-cache" / "reference" / "reference.py"
    ran = debug("p capacity\nc\n", str(reference), "--case", "1")
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ")__init__()" in ran.stdout and "(Pdb) 2\n" in ran.stdout, ran.stdout
    assert ran.stdout.rstrip().endswith("Accepted")


def test_a_wrong_answer_is_said_with_the_checkers_message() -> None:
    wrong = SOLUTIONS / "n-queens" / "wrong_answer" / "one_diagonal.py"
    ran = debug("c\n", str(wrong), "-n", "4")
    assert ran.returncode == 1
    assert "Wrong Answer: expected 2 boards, got 7" in ran.stdout, ran.stdout


def test_an_exception_in_the_method_ends_without_an_answer() -> None:
    crash = SOLUTIONS / "n-queens-ii" / "runtime_error" / "fixed_size.py"
    if not crash.exists():
        pytest.skip("the runtime error example moved")
    ran = debug("c\nq\n", str(crash), "-n", "9")
    assert ran.returncode == 1
    assert "no answer" in ran.stdout


def test_a_debugger_not_installed_is_named_with_its_install_command(tmp_path: Path) -> None:
    reference = SOLUTIONS / "n-queens-ii" / "reference" / "reference.cpp"
    ran = subprocess.run(
        [sys.executable, "-m", "judge", "debug", str(reference), "-n", "4"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PATH": str(tmp_path)},  # nothing on it: no gdb
    )
    assert ran.returncode == 2
    assert ran.stderr.strip() == (
        "judge: error: judge debug runs C++ under gdb, which is not installed here; install it with:"
        " apt-get install -y gdb"
    )


def test_a_file_that_does_not_compile_is_one_line_and_status_2(tmp_path: Path) -> None:
    broken = tmp_path / "broken.py"
    broken.write_text("class Solution:\n    def totalNQueens(self, n: int) -> int:\n        return (\n")
    ran = debug("", str(broken), "--problem", "52", "-n", "4")
    assert ran.returncode == 2
    assert "does not compile: '(' was never closed (line 3)" in ran.stderr and "Traceback" not in ran.stderr
    assert "outside the sandbox" not in ran.stderr  # nothing was started


def test_a_compiled_file_that_does_not_compile_is_said_as_its_compiler_says_it(tmp_path: Path) -> None:
    if language_named("cpp").missing_toolchain() is not None:
        pytest.skip("g++ is not installed here")
    broken = tmp_path / "broken.cpp"
    broken.write_text("class Solution {\npublic:\n    int totalNQueens(int n) {\n        return m;\n    }\n};\n")
    ran = debug("", str(broken), "--problem", "52", "-n", "4")
    assert ran.returncode == 2, ran.stdout + ran.stderr
    assert ran.stderr.strip().count("\n") == 0 and "Traceback" not in ran.stderr, ran.stderr
    # g++ or clang, as the judge chooses: each names the undeclared 'm' on line 4.
    assert "broken.cpp: C++ compile error: " in ran.stderr and "'m'" in ran.stderr, ran.stderr
    assert ran.stderr.rstrip().endswith("(line 4)"), ran.stderr
    assert "outside the sandbox" not in ran.stderr  # compiled in the sandbox; nothing run outside it


def on_a_terminal(args: list[str], script: list[tuple[str, str]], timeout: float = 150) -> tuple[int, str]:
    """`judge debug ARGS` on a pseudo-terminal, as a user at it: each time the output since the last
    reply matches the next pattern, its reply is typed. The exit status and everything shown."""
    leader, follower = os.openpty()
    # A wide terminal: the debuggers wrap what they show at its width.
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 250, 0, 0))
    process = subprocess.Popen(
        [sys.executable, "-m", "judge", "debug", *args],
        cwd=ROOT,
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env={**os.environ, "NO_COLOR": "1", "TERM": "dumb"},
        start_new_session=True,
    )
    os.close(follower)
    shown, unread = b"", 0
    deadline = time.monotonic() + timeout
    steps = list(script)
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([leader], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(leader, 65536)
                except OSError:  # the terminal closed: everything on it has ended
                    break
                if not chunk:
                    break
                shown += chunk
            if steps and re.search(steps[0][0], shown[unread:].decode("utf-8", "replace")):
                unread = len(shown)
                os.write(leader, steps.pop(0)[1].encode() + b"\n")
            if not ready and process.poll() is not None:
                break
        else:
            process.kill()
            raise AssertionError(f"judge debug did not end: {shown.decode('utf-8', 'replace')[-3000:]}")
    finally:
        os.close(leader)
    return process.wait(timeout=30), shown.decode("utf-8", "replace").replace("\r\n", "\n")


# Each driven debugger: how it shows the stop in the method, the argument n, and how to go on.
GDB_SCRIPT = [(r"\(gdb\) $", "info args"), (r"n = 5", "continue"), (r"exited normally", "quit")]
NODE_SCRIPT = [(r"break in (.|\n)*debug> $", "exec n"), (r"\n5\r?\n", "cont")]
RUBY_SCRIPT = [(r"Stop by #0(.|\n)*\(rdbg\) $", "info"), (r"n = 5", "continue")]
JDB_SCRIPT = [(r"Breakpoint hit(.|\n)*main\[1\] $", "locals"), (r"n = 5", "cont")]
STOPS = {
    "c": (GDB_SCRIPT, r"Breakpoint 1, solveNQueens \(n=5"),
    "cpp": (GDB_SCRIPT, r"Breakpoint 1, Solution::solveNQueens.*\(this=0x[0-9a-f]+, n=5\)"),
    "go": (GDB_SCRIPT, r"Breakpoint 1, main\.solveNQueens \(n=5"),
    "rust": (GDB_SCRIPT, r"Breakpoint 1, main::__judge_user::Solution::solve_n_queens \(n=5\)"),
    "java": (JDB_SCRIPT, r'Breakpoint hit: "thread=main", Solution\.solveNQueens\(\), line=\d+'),
    "kotlin": (JDB_SCRIPT, r'Breakpoint hit: "thread=main", Solution\.solveNQueens\(\), line=\d+'),
    # TypeScript's program is tsc's output, which the harness names by the user's file.
    "javascript": (NODE_SCRIPT, r"break in \S*reference\.js:\d+\n(.*\n)*?>\s*\d+ +const full = \(1 << n\) - 1;"),
    "typescript": (NODE_SCRIPT, r"break in \S*reference\.ts:\d+\n(.*\n)*?>\s*\d+ +const full = \(1 << n\) - 1;"),
    "ruby": (RUBY_SCRIPT, r"=>#0\s+Object#solve_n_queens\(n=5\) at \S*reference\.rb:\d+"),
}
EXTENSIONS = {
    "c": "c",
    "cpp": "cpp",
    "go": "go",
    "rust": "rs",
    "java": "java",
    "kotlin": "kt",
    "javascript": "js",
    "typescript": "ts",
    "ruby": "rb",
}


@pytest.mark.timeout(300)
@pytest.mark.parametrize("name", list(STOPS))
def test_each_debugger_stops_in_the_method_and_the_answer_is_checked(name: str) -> None:
    language = language_named(name)
    missing = language.missing_toolchain() or (language.debugger.found() is None and language.debugger)
    if missing:
        pytest.skip(f"{missing.program} is not installed here")
    script, stop = STOPS[name]
    reference = SOLUTIONS / "n-queens" / "reference" / f"reference.{EXTENSIONS[name]}"
    status, shown = on_a_terminal([str(reference), "-n", "5"], script)
    assert status == 0, shown[-3000:]
    assert "outside the sandbox" in shown
    assert re.search(stop, shown), shown[-3000:]
    # The debugger lists the user's file (the sources are written where it looks for them).
    assert "No such file" not in shown and "not found" not in shown.lower(), shown[-3000:]
    assert re.search(r"your answer: \[\[.*\]\]\nexpected: +\[\[.*\]\]\nAccepted", shown), shown[-3000:]


@pytest.mark.timeout(300)
def test_a_design_class_stops_at_its_constructor_and_each_call_in_c() -> None:
    if language_named("c").missing_toolchain() is not None or language_named("c").debugger.found() is None:
        pytest.skip("gcc or gdb is not installed here")
    reference = SOLUTIONS / "lru-cache" / "reference" / "reference.c"
    script = [
        (r"\(gdb\) $", "info args"),
        (r"capacity = 2", "continue"),
        (r"Breakpoint \d, lRUCachePut \(obj=0x[0-9a-f]+, key=1, value=1\)", "delete"),
        (r"\(gdb\) $", "continue"),
        (r"exited normally", "quit"),
    ]
    status, shown = on_a_terminal([str(reference), "--case", "1"], script)
    assert status == 0, shown[-3000:]
    assert re.search(r"Breakpoint 1, lRUCacheCreate \(capacity=2\)", shown), shown[-3000:]
    assert "your answer: [null, null, null, 1, null, -1, null, -1, 3, 4]" in shown
    assert shown.rstrip().endswith("Accepted")
