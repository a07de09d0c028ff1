"""`judge verify`: every example solution gets the verdict its folder promises."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from .conftest import ROOT, run_judge


@pytest.mark.timeout(300)
def test_verify_passes_on_the_shipped_examples() -> None:
    result = run_judge("verify", timeout=280)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "FAIL" not in result.stdout
    assert "test data: 18 expected answers checked" in result.stdout
    for folder in ("accepted", "wrong_answer", "time_limit_exceeded", "runtime_error"):
        assert f"solutions/{folder}/" in result.stdout


def test_verify_fails_when_an_example_is_in_the_wrong_folder(tmp_path: Path) -> None:
    root = tmp_path / "solutions"
    (root / "accepted").mkdir(parents=True)
    shutil.copy(ROOT / "solutions" / "wrong_answer" / "n_queens_missing_mirror.py", root / "accepted" / "misfiled.py")
    shutil.copy(ROOT / "solutions" / "reference" / "n_queens.py", root / "accepted" / "reference.py")
    result = run_judge("verify", "51", "--no-sensitivity", env={"JUDGE_SOLUTIONS_DIR": str(root)})
    assert result.returncode == 1
    assert "FAIL" in result.stdout and "misfiled.py" in result.stdout
    assert "expected Accepted, got Wrong Answer" in result.stdout
    assert "ok   " in result.stdout  # the reference next to it still passes
