"""One way to judge: every command builds a JudgeRequest and calls pipeline.judge(), and the same
case gets the same limit and the same verdict whichever command runs it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from .conftest import ROOT, run_judge

# Isolated from any calibration this machine has: both commands then use the statement's limits,
# and with one both use it (judge_one and judge test read the same cache).
QUIET = {"JUDGE_HISTORY": "off"}


def test_only_the_pipeline_runs_cases() -> None:
    """run_cases (the supervisor) is called from one module: every command goes through judge()."""
    callers = []
    for path in sorted((ROOT / "judge").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "run_cases":
                callers.append(str(path.relative_to(ROOT)))
    assert sorted(set(callers)) == ["judge/pipeline.py"]


# What only the pipeline does: compile, build the program, start it. The early start of `judge test`
# (judge/cli/early.py) starts a program before anything is parsed, for the pipeline to adopt or end.
PIPELINE_STAGES = {"compile_stage", "build", "Started", "start_child", "run_cases"}
FRONT_ENDS = ["judge/cli", "judge/web", "judge/grading", "judge/learner", "judge/calibration", "judge/commands.py"]


def test_no_front_end_compiles_builds_or_starts_a_program() -> None:
    found = []
    for front in FRONT_ENDS:
        paths = [ROOT / front] if front.endswith(".py") else sorted((ROOT / front).rglob("*.py"))
        for path in paths:
            if path == ROOT / "judge" / "cli" / "early.py":
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call):
                    name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                    # language.build(...): a local function named build is something else
                    if name in PIPELINE_STAGES and (name != "build" or isinstance(node.func, ast.Attribute)):
                        found.append(f"{path.relative_to(ROOT)}:{node.lineno} calls {name}")
    assert found == []


@pytest.mark.parametrize(("problem", "n"), [("52", 5), ("52", 13), ("51", 6)])
def test_test_and_run_give_a_case_the_same_limit_and_verdict(problem: str, n: int, tmp_path: Path) -> None:
    slug = {"51": "n-queens", "52": "n-queens-ii"}[problem]
    path = ROOT / "solutions" / slug / "reference" / "reference.py"
    env = {**QUIET, "JUDGE_CALIBRATION": str(tmp_path / "none.json")}
    ran = run_judge("run", str(path), "-n", str(n), "--json", env=env).json()
    extended = n > 9
    tested = run_judge("test", str(path), "--json", *(["--extended"] if extended else []), env=env).json()
    case = next(case for case in tested["cases"] if case["input"] == {"n": n})
    assert ran["cases"][0]["verdict"] == case["verdict"] == "Accepted"
    wanted = tested["limits"]["extended_time_ms"] if extended else tested["limits"]["time_ms"]
    assert ran["limits"]["time_ms"] == wanted
    assert ran["limits"]["memory_mb"] == tested["limits"]["memory_mb"]
