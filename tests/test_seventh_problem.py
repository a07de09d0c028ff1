"""A problem is only its folder: a seventh problem, written in a temporary folder with a 2-D char
parameter answered in place and a checker module of its own, is judged in every language with no
file of the kit written or changed."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from judge.languages import REGISTRY, language_named

from .conftest import ROOT, run_judge

PROBLEM = {
    "number": 9007,
    "slug": "fill-the-blanks",
    "title": "Fill the Blanks",
    "difficulty": "Easy",
    "signature": {
        "name": "fillBlanks",
        "params": [{"name": "board", "type": "char[][]"}],
        "returns": "void",
        "answer": "board",
    },
    "checker": "checker.py",
    "time_limit_ms": 2000,
    "memory_limit_mb": 256,
    "output_limit_mb": 1,
    "summary": "Change every '.' of the board to '#', in place.",
}
CASES = [
    {"name": "small", "input": {"board": [["1", "."], [".", "2"]]}},
    {"name": "row", "input": {"board": [[".", ".", "x"]]}},
]
# The problem's own checker: no expected answers in the data, the rule itself is checked.
CHECKER = """
from judge.checking.result import CheckResult
from judge.core.verdicts import Verdict

NEEDS_EXPECTED = False  # the rule is checked, from the input
HINTS = {"kept": "only the '.' squares change; every other square keeps its character"}


def check(case, output):
    given = case.input["board"]
    if not isinstance(output, list) or len(output) != len(given):
        return CheckResult(Verdict.WRONG_ANSWER, "the board changed shape")
    wrong = []
    for r, (before, after) in enumerate(zip(given, output)):
        if not isinstance(after, list) or len(after) != len(before):
            return CheckResult(Verdict.WRONG_ANSWER, f"row {r} changed length")
        for c, (was, now) in enumerate(zip(before, after)):
            if now != ("#" if was == "." else was):
                wrong.append([r, c])
    if not wrong:
        return CheckResult(Verdict.ACCEPTED)
    grid = ["".join(cell if isinstance(cell, str) else "?" for cell in row) for row in output]
    details = {"grid": grid, "marked": wrong, "hint": "kept"}
    return CheckResult(Verdict.WRONG_ANSWER, f"{len(wrong)} squares are wrong, the first at {wrong[0]}", details)
"""


def kit_fingerprint() -> str:
    """Every file of the kit's own folders, by path, size and content."""
    digest = hashlib.sha256()
    for folder in ("judge", "problems", "solutions"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


@pytest.fixture(scope="module")
def seventh(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("seventh") / "problems"
    folder = root / PROBLEM["slug"]
    (folder / "data").mkdir(parents=True)
    (folder / "problem.json").write_text(json.dumps(PROBLEM), encoding="utf-8")
    (folder / "statement.md").write_text("# 9007. Fill the Blanks\n\nChange every '.' to '#'.\n", encoding="utf-8")
    (folder / "data" / "cases.json").write_text(json.dumps(CASES), encoding="utf-8")
    (folder / "checker.py").write_text(CHECKER, encoding="utf-8")
    return {"JUDGE_PROBLEMS_DIR": str(root), "JUDGE_SOLUTIONS_DIR": str(root.parent / "solutions")}


@pytest.mark.parametrize("language", [row[0] for row in REGISTRY])
def test_a_seventh_problem_needs_no_file_of_the_kit(language: str, seventh: dict[str, str], tmp_path: Path) -> None:
    lacking = language_named(language).missing_toolchain()
    if lacking is not None:
        pytest.skip(f"{lacking.program} is not installed")
    before = kit_fingerprint()
    extension = next(row[3][0] for row in REGISTRY if row[0] == language)
    right = (ROOT / "tests" / "conformance" / language / f"fill_blanks{extension}").read_text(encoding="utf-8")
    wrong = re.sub(r"(['\"])#\1", r"\1*\1", right)
    assert wrong != right
    for name, text, verdict in (("right", right, "Accepted"), ("wrong", wrong, "Wrong Answer")):
        path = tmp_path / f"{name}{extension}"
        path.write_text(text, encoding="utf-8")
        result = run_judge("test", str(path), "--problem", "9007", "--json", "--no-history", env=seventh)
        assert result.returncode in (0, 1), result.stderr
        report = result.json()
        assert report["verdict"] == verdict, (name, report["cases"], report.get("compile_error"))
    failed = report["cases"][0]
    assert failed["details"]["marked"] == [[0, 1], [1, 0]]
    assert failed["details"]["grid"] == ["1*", "*2"]
    assert "only the '.' squares change; every other square keeps its character" in failed["details"]["hints"]
    assert kit_fingerprint() == before
