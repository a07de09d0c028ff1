"""Shared helpers: run the real CLI as a user would, and find the purpose-written submissions."""

from __future__ import annotations

import atexit
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

# The suite never reads or writes the user's own calibration: limits are the statement's unless a
# test calibrates into a file of its own. Set before any test runs, so the CLI children inherit it.
os.environ["JUDGE_CALIBRATION"] = str(Path(tempfile.mkdtemp(prefix="judge-tests-")) / "calibration.json")
SUBMISSIONS = Path(__file__).resolve().parent / "submissions"

# Every `judge test` records an attempt: the tests' attempts go to a throwaway database, never to the
# user's data directory (a test that wants its own passes JUDGE_HISTORY in env).
_HISTORY_DIR = tempfile.mkdtemp(prefix="judge-tests-history-")
atexit.register(shutil.rmtree, _HISTORY_DIR, ignore_errors=True)
os.environ["JUDGE_HISTORY"] = os.path.join(_HISTORY_DIR, "history.sqlite3")


@dataclass
class CliResult:
    returncode: int
    stdout: str
    stderr: str

    def json(self) -> dict[str, Any]:
        return json.loads(self.stdout)


def run_judge(*args: str, timeout: float = 100, env: dict[str, str] | None = None) -> CliResult:
    """Run `python -m judge ARGS` from the repository root, as a user would run `judge ARGS`."""
    completed = subprocess.run(
        [sys.executable, "-m", "judge", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, **(env or {})},
        stdin=subprocess.DEVNULL,
    )
    return CliResult(completed.returncode, completed.stdout, completed.stderr)


@pytest.fixture
def judge_cli():
    return run_judge


def submission(name: str) -> str:
    """Path (as a string) of a purpose-written submission under tests/submissions/."""
    path = SUBMISSIONS / name
    assert path.exists(), f"missing test submission {path}"
    return str(path)
