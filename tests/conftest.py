"""Shared helpers: run the real CLI as a user would, and find the purpose-written submissions."""

from __future__ import annotations

import atexit
import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The kit's own problems: their reports are checked against their checker's schema as well.
KNOWN_PROBLEMS = {folder.name for folder in (ROOT / "problems").iterdir() if (folder / "problem.json").is_file()}

# Everything the suite and the judges it starts write lands in one folder, removed when the suite
# ends: the calibration and history below, pytest's tmp_path folders, and every temporary folder
# (a process-mode working folder outlives a judge that a test, or a hostile submission, kills).
_SESSION_DIR = tempfile.mkdtemp(prefix="judge-tests-")
atexit.register(shutil.rmtree, _SESSION_DIR, ignore_errors=True)
_TEMPORARY_DIR = os.path.join(_SESSION_DIR, "tmp")
os.mkdir(_TEMPORARY_DIR)
os.environ["TMPDIR"] = _TEMPORARY_DIR
tempfile.tempdir = None  # read TMPDIR again
# The judge's own cache (its compiled harness) too: the suite leaves the user's cache folder alone.
os.environ["XDG_CACHE_HOME"] = os.path.join(_SESSION_DIR, "cache")
# And the user's data folder (their own cases): a test that keeps some passes its own in env.
os.environ["XDG_DATA_HOME"] = os.path.join(_SESSION_DIR, "data")

# The suite never reads or writes the user's own calibration: limits are the statement's unless a
# test calibrates into a file of its own. Set before any test runs, so the CLI children inherit it.
os.environ["JUDGE_CALIBRATION"] = os.path.join(_SESSION_DIR, "calibration.json")
SUBMISSIONS = Path(__file__).resolve().parent / "submissions"

# Every `judge test` records an attempt: the tests' attempts go to a throwaway database, never to the
# user's data directory (a test that wants its own passes JUDGE_HISTORY in env).
os.environ["JUDGE_HISTORY"] = os.path.join(_SESSION_DIR, "history.sqlite3")


@dataclass
class CliResult:
    returncode: int
    stdout: str
    stderr: str

    def json(self) -> dict[str, Any]:
        return json.loads(self.stdout)


def run_judge(*args: str, timeout: float = 100, env: dict[str, str] | None = None) -> CliResult:
    """Run `python -m judge ARGS` from the repository root, as a user would run `judge ARGS`.

    Every report printed with --json is checked against the shipped schema, whatever the test asserts.
    """
    completed = subprocess.run(
        [sys.executable, "-m", "judge", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, **(env or {})},
        stdin=subprocess.DEVNULL,
    )
    if "--json" in args and completed.returncode != 2:
        for line in completed.stdout.splitlines():
            validate_report(json.loads(line))
    return CliResult(completed.returncode, completed.stdout, completed.stderr)


@functools.cache
def report_validator(problem: str = "") -> Any:
    """The schema's validator: for one problem's reports (its checker's details keys and no other)
    when the report names a problem, else the schema as shipped."""
    from jsonschema import Draft202012Validator

    from judge.checking.schema import report_schema
    from judge.core.problems import find_problem

    if problem:
        schema = report_schema(find_problem(problem))
    else:
        schema = json.loads((ROOT / "judge" / "core" / "report.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def validate_report(document: Any) -> None:
    """Fail with every schema violation of one report, each with where it is."""
    problem = document.get("problem") if isinstance(document, dict) else None
    validators = [report_validator()]
    if isinstance(problem, str) and problem in KNOWN_PROBLEMS:
        validators.append(report_validator(problem))
    errors = sorted(
        (error for validator in validators for error in validator.iter_errors(document)),
        key=lambda error: list(error.absolute_path),
    )
    assert not errors, "report does not match its schema:\n" + "\n".join(
        f"  {'/'.join(map(str, error.absolute_path)) or '(top)'}: {error.message[:300]}" for error in errors[:10]
    )


@pytest.fixture
def judge_cli():
    return run_judge


def submission(name: str) -> str:
    """Path (as a string) of a purpose-written submission under tests/submissions/."""
    path = SUBMISSIONS / name
    assert path.exists(), f"missing test submission {path}"
    return str(path)


def interruptible() -> None:
    """For Popen(preexec_fn=...): Ctrl-C's default action in the judge, whatever this process inherited.

    A shell starting a command in the background makes it ignore SIGINT, and Python keeps that
    for its children: a test that sends Ctrl-C must not depend on how the suite was started.
    """
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def judged(path: Path | str, *args: str, env: dict[str, str] | None = None) -> dict[str, Any]:
    """`judge test PATH --json ARGS`: the report of a run that got a verdict (exit 0 or 1)."""
    result = run_judge("test", str(path), "--json", *args, env=env)
    assert result.returncode in (0, 1), result.stderr
    report: dict[str, Any] = result.json()
    return report


def build_ahead_of(files: list[tuple[Path, int]], problems_dir: str) -> None:
    """Compile these solution files (each with its problem's number) side by side into the session's
    build cache, as `judge grade` does: the tests that judge them one at a time through the CLI then
    find their builds there, their runs timed alone. Compiling is most of a compiled language's
    test, and the machine's other CPUs would sit idle through it."""
    from judge.core.problems import load_problems
    from judge.languages.source import read_submission
    from judge.pipeline import build_ahead

    problems = {problem.number: problem for problem in load_problems(problems_dir)}
    build_ahead([(read_submission(str(path), problem=problems[number]), problems[number]) for path, number in files])


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


# A third problem, written as data only: parameters of three types, a list<string> answer, the exact
# checker. tests/test_house.py judges it in Python; each language's tests judge it in that language.
THIRD = {
    "number": 9001,
    "slug": "long-words",
    "title": "Long Words",
    "difficulty": "Easy",
    "signature": {
        "name": "longWords",
        "params": [
            {"name": "words", "type": "list<string>"},
            {"name": "picks", "type": "list<int>"},
            {"name": "k", "type": "int", "min": 0, "max": 10},
        ],
        "returns": "list<string>",
    },
    "checker": "exact",
    "time_limit_ms": 1000,
    "memory_limit_mb": 256,
    "output_limit_mb": 1,
    "summary": "Return the picked words that have at least k letters, in the order picked.",
}
THIRD_FIRST_CASES = [
    {"name": "one", "input": {"words": ["a", "bcd", "ef"], "picks": [2, 1, 0], "k": 2}, "expected": ["ef", "bcd"]},
    {"name": "none", "input": {"words": ["ab"], "picks": [0, 0], "k": 3}, "expected": []},
]
# Strings that must travel escaped both ways: a quote, a backslash, control characters, non-ASCII.
THIRD_ESCAPES_CASE = {
    "name": "escapes",
    "input": {"words": ['é"\\\n\t\u0001😀', "ok"], "picks": [0, 1], "k": 1},
    "expected": ['é"\\\n\t\u0001😀', "ok"],
}


def third_problem(folder: Path, cases: list[dict[str, Any]], statement: str = "# 9001. Long Words\n") -> dict[str, str]:
    """The shipped problems and the third one, copied under folder; the environment that points the judge there."""
    from judge.core.problems import default_problems_dir

    root = folder / "problems"
    shutil.copytree(default_problems_dir(), root)
    problem = root / "long-words"
    (problem / "data").mkdir(parents=True)
    (problem / "problem.json").write_text(json.dumps(THIRD), encoding="utf-8")
    (problem / "data" / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    (problem / "statement.md").write_text(statement, encoding="utf-8")
    return {"JUDGE_PROBLEMS_DIR": str(root)}
