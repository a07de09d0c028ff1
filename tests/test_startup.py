"""What `judge test` does before and around judging: it is run hundreds of times a session, so it
imports only what the run needs and starts the submission's interpreter first (judge/cli/early.py).
The time itself is measured by bench/run.py, not asserted here."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from judge.languages.c import C
from tests.conftest import ROOT, run_judge, write

REFERENCE = str(ROOT / "solutions" / "n-queens" / "reference" / "reference.py")


def probe(code: str) -> str:
    """Run code in a fresh interpreter from the repository root; its stdout."""
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_program_starts_before_argparse_pathlib_re_json_functools_or_signal_are_imported() -> None:
    # The harness's bytecode is compiled once per cache folder, with py_compile (which imports re):
    # not what a run does after the first.
    probe("from judge.languages.python_launch import compiled_harness; compiled_harness()")
    out = probe(
        f"""
        import os, sys
        from judge.cli.early import start_early
        started = start_early([{REFERENCE!r}, "--no-history"])
        heavy = ("argparse", "pathlib", "re", "json", "typing", "functools", "collections", "enum", "signal")
        loaded = [name for name in heavy if name in sys.modules]
        alive = started is not None and started.child is not None and os.waitpid(started.child.pid, os.WNOHANG)[0] == 0
        started.close()
        print(loaded, alive)
        """
    )
    assert out == "[] True"


def test_the_judge_command_imports_nothing_before_the_judge() -> None:
    # The command pip installs (scripts/judge, not an entry point's script, which imports re first):
    # by the time the program starts (python_launch, imported just before the fork), no re.
    done = subprocess.run(
        [sys.executable, "-X", "importtime", str(ROOT / "scripts" / "judge"), "test", REFERENCE, "--no-history"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    imported = [line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")]
    before_the_start = imported[: imported.index("judge.languages.python_launch")]
    assert "re" not in before_the_start and "judge.cli" in before_the_start, before_the_start


def test_the_judge_command_runs_only_as_the_main_module(monkeypatch: pytest.MonkeyPatch) -> None:
    # multiprocessing's workers (judge grade) import the main script again, as __mp_main__: there it
    # must not run the command (it did: every worker graded the class again, 6x the time).
    import runpy

    import judge.cli

    calls: list[None] = []
    monkeypatch.setattr(judge.cli, "console", lambda: calls.append(None))
    runpy.run_path(str(ROOT / "scripts" / "judge"), run_name="__mp_main__")
    assert calls == []
    runpy.run_path(str(ROOT / "scripts" / "judge"), run_name="__main__")
    assert calls == [None]


def test_unusual_arguments_start_nothing_early() -> None:
    cases = [
        [REFERENCE, "--help"],  # argparse answers
        [REFERENCE, REFERENCE],  # two files: an error
        ["missing.py"],  # no such file: an error
        [REFERENCE, "--language", "c++"],  # an alias: resolving it would load every language
        [str(ROOT / "solutions" / "n-queens" / "accepted" / "bitmask.py"), "-l", "cpp"],  # compiled first
    ]
    out = probe(
        f"""
        from judge.cli.early import start_early
        print([start_early(arguments) is None for arguments in {cases!r}])
        """
    )
    assert out == str([True] * len(cases))


def test_a_judge_test_imports_none_of_the_heavy_modules_it_does_not_use() -> None:
    # dataclasses (inspect), typing, subprocess, shutil, sqlite3 (the history: the kit's own example
    # is not recorded), rich (only `judge show` draws with it), the other languages.
    out = probe(
        f"""
        import sys
        from judge.cli import main
        code = main(["test", {REFERENCE!r}])
        heavy = (
            "argparse", "dataclasses", "inspect", "typing", "subprocess", "shutil", "sqlite3", "rich",
            "judge.languages.java",
        )
        print(code, [name for name in heavy if name in sys.modules])
        """
    )
    assert out.splitlines()[-1] == "0 []"


# Runs `judge` with each list of arguments it is given, as the subreaper of everything they start
# (a program the judge left running becomes its child when the judge exits), and prints each run's
# exit code, stdout and stderr, then the command lines of what the judges left alive.
SUBREAPER = """
import ctypes, json, os, subprocess, sys, time
ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
runs = []
for arguments in json.loads(sys.argv[1]):
    done = subprocess.run([sys.executable, "-m", "judge", *arguments], capture_output=True, text=True)
    runs.append([done.returncode, done.stdout, done.stderr])
left = []
for _ in range(40):  # a program killed as its judge ended is reaped here, once it has exited
    try:
        while os.waitpid(-1, os.WNOHANG)[0]:
            pass
    except ChildProcessError:
        pass
    left = []
    for task in os.listdir("/proc/self/task"):
        with open(f"/proc/self/task/{task}/children") as handle:
            for pid in handle.read().split():
                with open(f"/proc/{pid}/cmdline", "rb") as command:
                    left.append(command.read().replace(b"\\0", b" ").decode(errors="replace"))
    if not left:
        break
    time.sleep(0.05)
print(json.dumps({"runs": runs, "left": left}))
"""


def test_a_program_started_early_is_ended_when_the_arguments_are_wrong(tmp_path) -> None:
    solution = write(tmp_path, "early.py", "class Solution:\n    def totalNQueens(self, n): return 1\n")
    # With a wrong --problem the early program is not the one the run needs: it is replaced, and the
    # verdict is still right.
    commands = [["test", str(solution), "--no-such-option"], ["test", str(solution), "--problem", "51", "--json"]]
    done = subprocess.run(
        [sys.executable, "-c", SUBREAPER, json.dumps(commands)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    (code, _, stderr), (other_code, other_out, _) = found["runs"]
    assert code == 2 and "unrecognized arguments: --no-such-option" in stderr
    assert other_code == 1 and json.loads(other_out)["verdict"] == "Runtime Error"
    # Nothing the two judges started outlives them (only their own programs: not a machine-wide
    # search, which other judges running at the same time would fail).
    assert found["left"] == [], found["left"]


def test_a_plain_judge_test_is_parsed_as_argparse_parses_it() -> None:
    from judge.cli.early import plain_test_arguments
    from judge.cli.parser import build_parser

    plain = [
        ["x.py"],
        ["x.py", "--json"],
        ["--extended", "x.py", "--all-cases"],
        ["x.py", "--watch", "--no-history", "--no-color", "--json", "--json"],
    ]
    for arguments in plain:
        fast = plain_test_arguments(arguments)
        assert fast is not None, arguments
        assert vars(fast) == vars(build_parser("test").parse_args(["test", *arguments])), arguments
    # Anything else is argparse's: options with values, abbreviations, help, errors, two files.
    others = [["x.py", "-p", "52"], ["x.py", "--ext"], ["x.py", "--help"], ["x.py", "y.py"], [], ["--", "x.py"]]
    assert [plain_test_arguments(arguments) for arguments in others] == [None] * len(others)


C_REFERENCE = ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.c"


def judge_main_reporting_the_early_start(path: str) -> str:
    """`judge test PATH` run in a fresh interpreter: whether the program started early was the one
    judged (None: nothing was started early), then the exit code."""
    return probe(
        f"""
        import io, sys
        from judge.execution.started import Started
        offered = []
        send_setup = Started.send_setup
        def watched(self, program, memory_mb):
            offered.append(send_setup(self, program, memory_mb))
            return offered[-1]
        Started.send_setup = watched
        from judge.cli import main
        sys.stdout = io.StringIO()
        code = main(["test", {path!r}, "--no-history"])
        sys.stdout = sys.__stdout__
        print(offered[0] if offered else None, code)
        """
    )


@pytest.mark.skipif(C().missing_toolchain() is not None, reason="gcc is not installed (apt-get install -y gcc)")
def test_an_unchanged_compiled_file_starts_early_from_the_last_runs_note(tmp_path) -> None:
    solution = write(tmp_path, "queens_early.c", C_REFERENCE.read_text())
    assert judge_main_reporting_the_early_start(str(solution)) == "None 0"  # compiled: nothing noted yet
    assert judge_main_reporting_the_early_start(str(solution)) == "True 0"  # the noted program, used
    # An edited file is compiled again, and its old program is not started.
    write(tmp_path, "queens_early.c", C_REFERENCE.read_text() + "\n// edited\n")
    assert judge_main_reporting_the_early_start(str(solution)) == "None 0"
    assert judge_main_reporting_the_early_start(str(solution)) == "True 0"


@pytest.mark.skipif(C().missing_toolchain() is not None, reason="gcc is not installed (apt-get install -y gcc)")
def test_a_warm_judge_of_a_compiled_file_imports_no_process_or_temporary_file_modules(tmp_path) -> None:
    # subprocess, shutil and tempfile serve compiling (and the one-time precompiled prelude): a build
    # found in the cache needs none of them (~15 ms of imports).
    solution = write(tmp_path, "queens_warm.c", C_REFERENCE.read_text())
    assert run_judge("test", str(solution), "--no-history").returncode == 0
    out = probe(
        f"""
        import io, sys
        from judge.cli import main
        sys.stdout = io.StringIO()
        code = main(["test", {str(solution)!r}, "--no-history"])
        sys.stdout = sys.__stdout__
        heavy = ("subprocess", "shutil", "tempfile", "sqlite3", "typing", "dataclasses", "inspect")
        print(code, [name for name in heavy if name in sys.modules])
        """
    )
    assert out.splitlines()[-1] == "0 []"


@pytest.mark.skipif(C().missing_toolchain() is not None, reason="gcc is not installed (apt-get install -y gcc)")
def test_a_note_that_no_longer_fits_costs_only_its_start(tmp_path) -> None:
    from judge.execution.started import _note_path

    solution = write(tmp_path, "queens_stale.c", C_REFERENCE.read_text())
    assert run_judge("test", str(solution), "--no-history").returncode == 0
    note_path = _note_path(os.path.realpath(solution), "c")
    note = json.loads(Path(note_path).read_text())
    # A program that cannot start (its exec fails in the sandbox): started early, found failed, not used.
    program = note["program"]
    missing = [str(tmp_path / "missing-program")]
    Path(note_path).write_text(json.dumps({**note, "program": {**program, "command": missing}}))
    assert judge_main_reporting_the_early_start(str(solution)) == "False 0"
    # A note naming another program (the build of another problem, an older kit): ended, not used.
    Path(note_path).write_text(json.dumps({**note, "program": {**program, "env": [["JUDGE_OTHER", "1"]]}}))
    assert judge_main_reporting_the_early_start(str(solution)) == "False 0"
    # A build gone from the cache: nothing starts early.
    Path(note_path).write_text(json.dumps({**note, "program": {**program, "files": [str(tmp_path / "evicted")]}}))
    assert judge_main_reporting_the_early_start(str(solution)) == "None 0"
    left = subprocess.run(["pgrep", "-f", "queens_stale|missing-program"], capture_output=True, text=True)
    assert left.stdout == "", left.stdout


def modules_imported_by(*arguments: str) -> set[str]:
    """The judge's modules a fresh interpreter has imported after `judge ARGUMENTS`."""
    out = probe(
        f"""
        import json, sys
        from judge.cli import main
        main({list(arguments)!r})
        print(json.dumps(sorted(name for name in sys.modules if name.startswith("judge"))))
        """
    )
    return set(json.loads(out.splitlines()[-1]))


def test_the_start_up_rules_apply_on_judge_tests_path_and_only_there() -> None:
    # On the path: what `judge test` of a Python and of a built C++ file imports, every language
    # and sandbox module (each is on the path of its own language and mode), and the parser of
    # unusual arguments. There, `TYPE_CHECKING = False` and `@record` save start-up time (the
    # test above); elsewhere the ordinary idiom: typing's TYPE_CHECKING and dataclasses.
    cpp = str(ROOT / "solutions" / "n-queens" / "reference" / "reference.cpp")
    modules_imported_by("test", cpp)  # built here, so that the next run is a warm one
    on_path = modules_imported_by("test", REFERENCE) | modules_imported_by("test", cpp) | {"judge.cli.parser"}
    off_path = []
    for path in sorted((ROOT / "judge").rglob("*.py")):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        if name in on_path or name.startswith(("judge.languages.", "judge.execution.")):
            continue
        text = path.read_text(encoding="utf-8")
        # A class extending one of the core's records stays a record (dataclasses can't see its fields).
        records = re.findall(r"^@record.*\nclass \w+(\(\w+\))?:", text, re.MULTILINE)
        if "TYPE_CHECKING = False" in text or any(not base for base in records):
            off_path.append(name)
    assert "judge.pipeline" in on_path and "judge.cli.practice" in on_path
    assert off_path == []
