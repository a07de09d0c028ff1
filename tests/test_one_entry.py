"""One way to judge: every command builds a JudgeRequest and calls pipeline.judge(), and the same
case gets the same limit and the same verdict whichever command runs it."""

from __future__ import annotations

import ast
import os
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


def test_builds_made_ahead_side_by_side_are_the_ones_judgements_find(tmp_path: Path) -> None:
    """verify and calibrate compile their examples side by side first (pipeline.build_ahead): each
    judgement after finds its build in the cache, and a compile error is still its report's."""
    from judge.core.problems import find_problem
    from judge.execution.build import compile_submission
    from judge.languages import language_named
    from judge.languages.source import read_submission
    from judge.pipeline import build_ahead

    files = [
        ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.c",
        ROOT / "solutions" / "n-queens-ii" / "accepted" / "bitmask.cpp",
        ROOT / "solutions" / "n-queens-ii" / "compile_error" / "own_main.c",
        ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.py",  # nothing to compile
    ]
    problem = find_problem("52")
    submissions = [read_submission(str(path)) for path in files]
    compiled = [item for item in submissions if language_named(item.language).missing_toolchain() is None]
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_CACHE_HOME", env["XDG_CACHE_HOME"])
        assert build_ahead([(item, problem) for item in compiled], workers=2) == len(compiled) - 1
        for item in compiled:
            if "compile_error" in item.name or item.language == "python":
                continue  # refused before its compiler runs (a main() of its own), or nothing to compile
            language = language_named(item.language)
            plan = language.plan_build(item.text, item.name, problem.signature)
            assert plan is not None and compile_submission(plan).cached, item.name
    if language_named("c").missing_toolchain() is None:
        result = run_judge("test", str(files[2]), "--json", env=env)
        assert result.json()["verdict"] == "Compile Error"


def test_a_judgement_yields_each_case_as_it_starts_and_is_checked_then_its_report(tmp_path: Path) -> None:
    """What every front end follows: for each case, started then checked, in order; the report last."""
    from judge.core.problems import find_problem
    from judge.languages.source import read_submission
    from judge.pipeline import CaseChecked, CaseStarted, Finished, JudgeRequest, judgement

    path = tmp_path / "wrong_at_five.py"
    path.write_text(
        "class Solution:\n    def totalNQueens(self, n: int) -> int:\n"
        "        return 0 if n == 5 else [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]\n"
    )
    problem = find_problem("52")
    events = list(judgement(JudgeRequest(read_submission(str(path)), problem)))
    report = events[-1].report if isinstance(events[-1], Finished) else None
    assert report is not None and not any(isinstance(event, Finished) for event in events[:-1])
    started = [event.index for event in events if isinstance(event, CaseStarted)]
    checked = [event.case for event in events if isinstance(event, CaseChecked)]
    assert started == list(range(1, len(problem.cases()) + 1))
    assert [case.index for case in checked] == started
    order = [
        (event.index, "started") if isinstance(event, CaseStarted) else (event.case.index, "checked")
        for event in events[:-1]
        if isinstance(event, CaseStarted | CaseChecked)
    ]
    for case in checked:  # a case is checked after it started, and never before
        assert order.index((case.index, "started")) < order.index((case.index, "checked"))
    assert [(case.index, case.verdict) for case in checked] == [(case.index, case.verdict) for case in report.cases]
    assert report.verdict.value == "Wrong Answer"
    assert [case.input["n"] for case in checked if case.verdict.value == "Wrong Answer"] == [5]


def _children() -> list[int]:
    """The processes whose parent is this one."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == os.getpid():
                found.append(int(entry))
    return found


def test_closing_a_judgement_early_ends_its_program(tmp_path: Path) -> None:
    """A front end that stops following (the page closed, Ctrl-C) closes the generator: the program
    is ended then, not left to run to its limit."""
    import time

    from judge.core.limits import RunLimits
    from judge.core.problems import find_problem
    from judge.languages.source import read_submission
    from judge.pipeline import CaseStarted, JudgeRequest, judgement

    path = tmp_path / "forever.py"
    path.write_text(
        "class Solution:\n    def totalNQueens(self, n: int) -> int:\n        while n:\n            n += 1\n"
    )
    limits = RunLimits(time_ms=60_000, memory_mb=256, result_bytes=1 << 20, run_ms=60_000)
    # Children of this process from before (an earlier test's multiprocessing helper) are not the judgement's.
    before = set(_children())
    events = judgement(JudgeRequest(read_submission(str(path)), find_problem("52"), limits=limits))
    assert isinstance(next(events), CaseStarted)
    time.sleep(0.2)
    assert set(_children()) - before != set()  # the program runs the first case
    began = time.monotonic()
    events.close()
    left = set(_children()) - before
    assert left == set(), [Path(f"/proc/{pid}/cmdline").read_bytes() for pid in left]
    assert time.monotonic() - began < 5


def test_a_request_carries_the_source_and_the_judgement_reads_it_and_chooses_the_problem(tmp_path: Path) -> None:
    """A front end hands over the source as it has it (a path, or a name and the text, with no file
    written) and, when it does not know it, no problem: the judgement reads the source, chooses the
    problem whose method it defines, and a source that is no solution gets its Compile Error report
    there, not in the front end."""
    from judge.core.problems import find_problem
    from judge.errors import UsageError
    from judge.languages.source import Source
    from judge.pipeline import JudgeRequest, judge

    reference = ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.java"
    by_path = judge(JudgeRequest(Source(str(reference))))
    assert (by_path.problem, by_path.language, by_path.verdict.value) == ("n-queens-ii", "java", "Accepted")
    assert by_path.file == str(reference)
    text = (ROOT / "solutions" / "n-queens" / "reference" / "reference.py").read_text()
    by_text = judge(JudgeRequest(Source("nowhere/solution.py", text)))
    assert (by_text.problem, by_text.verdict.value, by_text.file) == ("n-queens", "Accepted", "nowhere/solution.py")
    assert not (Path("nowhere")).exists()

    # No class Solution: a report, the problem chosen from the method it defines all the same.
    no_class = judge(JudgeRequest(Source("x.py", "class Sol:\n    def totalNQueens(self, n):\n        return 1\n")))
    assert (no_class.problem, no_class.verdict.value) == ("n-queens-ii", "Compile Error")
    assert "class Solution" in no_class.cases[0].message
    # A problem it does not solve, named: the warning says which it seems to solve.
    other = judge(JudgeRequest(Source("y.py", text), find_problem("52"), how_to_choose="--problem "))
    assert any("did you mean --problem 51?" in warning for warning in other.warnings), other.warnings
    # A source that can't be read at all is the user's to fix, unless the front end reports everything (grading).
    empty = tmp_path / "empty.py"
    empty.write_text("\n")
    with pytest.raises(UsageError, match="is empty"):
        judge(JudgeRequest(Source(str(empty)), find_problem("52")))
    graded = judge(JudgeRequest(Source(str(empty)), find_problem("52"), report_unreadable=True))
    assert graded.verdict.value == "Compile Error" and "is empty" in graded.cases[0].message
    with pytest.raises(UsageError, match="cannot tell which problem"):
        judge(JudgeRequest(Source("z.py", "class Solution:\n    def solve(self):\n        pass\n")))


def test_no_front_end_writes_the_report_of_a_source_that_is_no_solution() -> None:
    """Not a solution -> Compile Error is written in the pipeline: the front ends that judge a
    source hand it over (the grader records the files it can't even hash itself)."""
    callers = set()
    for path in sorted((ROOT / "judge").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "unreadable_report":
                callers.add(str(path.relative_to(ROOT)))
    assert sorted(callers) == ["judge/grading/batch.py", "judge/pipeline.py"]
