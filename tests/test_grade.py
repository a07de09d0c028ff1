"""`judge grade`: a class of mixed submissions, each report format against its schema, resume after SIGKILL,
retries, scoring, the summary, and a Dask cluster on loopback when Dask is installed.

The class is graded once per module (problem 52, `--time-limit 400`, 2 workers) and the format tests
read its output folder. Submissions are copied into the class folder from tests/submissions/ and
solutions/ at test time.
"""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from collections import Counter
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from judge.core.problems import find_problem
from judge.core.report import to_data, unjudged_report
from judge.core.verdicts import Verdict
from judge.errors import UsageError
from judge.grading import batch as grading
from judge.grading import worker as grade_worker
from judge.grading.formats.csv_report import CSV_COLUMNS
from judge.grading.formats.exercism import EXERCISM_OUTPUT_LIMIT
from judge.grading.formats.scoring import Scoring, load_points
from judge.grading.progress import Progress
from judge.grading.store import DATABASE_NAME

from .conftest import ROOT, SUBMISSIONS, CliResult, run_judge

GRADE = SUBMISSIONS / "grade"
TIME_LIMIT = "400"
CASES_52 = [f"n={n}" for n in range(1, 10)]

# id in the class folder -> (source, verdict, cases passed)
CLASS: dict[str, tuple[Path, str, int]] = {
    "alice.py": (ROOT / "solutions/n-queens-ii/reference/reference.py", "Accepted", 9),
    "bob.py": (ROOT / "solutions/n-queens-ii/accepted/bitmask.py", "Accepted", 9),
    "carol.py": (ROOT / "solutions/n-queens-ii/reference/reference.py", "Accepted", 9),  # the same file as alice's
    "wrong.py": (SUBMISSIONS / "wrong_answer_52_off_by_one.py", "Wrong Answer", 6),
    "hangs.py": (SUBMISSIONS / "time_limit_busy_loop.py", "Time Limit Exceeded", 8),
    "crashes.py": (SUBMISSIONS / "runtime_error_segfault.py", "Runtime Error", 8),
    "forks.py": (SUBMISSIONS / "attacks/tle_fork_worker.py", "Time Limit Exceeded", 8),
    "prints.py": (SUBMISSIONS / "output_limit_prints_forever.py", "Output Limit Exceeded", 8),
    "hog.py": (SUBMISSIONS / "grade" / "memory_reserve_52.py", "Memory Limit Exceeded", 8),
    "syntax.py": (SUBMISSIONS / "compile_error_syntax.py", "Compile Error", 0),
    "empty.py": (SUBMISSIONS / "empty.py", "Compile Error", 0),
}
# Per-person folders: the file picked in each, or the problem reported.
FOLDERS = {"dana": ("Accepted", 9), "eve": ("Compile Error", 0), "finn": ("Compile Error", 0)}


def make_class(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, (source, _, _) in CLASS.items():
        shutil.copyfile(source, folder / name)
    (folder / "dana" / "src").mkdir(parents=True)
    shutil.copyfile(ROOT / "solutions/n-queens-ii/accepted/up_down.py", folder / "dana" / "src" / "solution.py")
    (folder / "dana" / "helpers.py").write_text("def unused():\n    return 1\n")
    (folder / "eve").mkdir()
    shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", folder / "eve" / "first.py")
    shutil.copyfile(ROOT / "solutions/n-queens-ii/accepted/bitmask.py", folder / "eve" / "second.py")
    (folder / "finn").mkdir()
    (folder / "finn" / "notes.txt").write_text("I did not finish\n")
    (folder / "roster.csv").write_text("not a submission\n")
    (folder / ".git").mkdir()
    return folder


def expected_verdicts() -> dict[str, tuple[str, int]]:
    return {**{name: (verdict, passed) for name, (_, verdict, passed) in CLASS.items()}, **FOLDERS}


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The mixed class graded once through the CLI with every format."""
    base = tmp_path_factory.mktemp("class")
    folder = make_class(base / "submissions")
    output = base / "out"
    result = run_judge(
        "grade", str(folder), "--problem", "52", "--workers", "2", "--time-limit", TIME_LIMIT,
        "--output", str(output), "--format", "all", timeout=300,
    )  # fmt: skip
    return {"folder": folder, "output": output, "result": result}


def load_json_report(output: Path) -> dict[str, Any]:
    return json.loads((output / "results.json").read_text(encoding="utf-8"))


# ----------------------------------------------------------------------------------------------
# Every submission gets its verdict


def test_each_submission_gets_its_verdict_while_the_others_finish(graded: dict[str, Any]) -> None:
    result = graded["result"]
    assert result.returncode == 0, result.stderr
    submissions = load_json_report(graded["output"])["submissions"]
    got = {item["id"]: (item["verdict"], item["passed"]) for item in submissions}
    assert got == expected_verdicts()
    assert all(item["total"] == 9 for item in submissions)


def test_folder_rules_name_the_picked_file_or_the_problem(graded: dict[str, Any]) -> None:
    by_id = {item["id"]: item for item in load_json_report(graded["output"])["submissions"]}
    assert by_id["dana"]["file"] == os.path.join("dana", "src", "solution.py")
    eve = by_id["eve"]["report"]["cases"][0]["message"]
    assert "several files" in eve and "first.py" in eve and "second.py" in eve
    message = by_id["finn"]["report"]["cases"][0]["message"]
    from judge.languages import EXTENSIONS

    assert f"no solution file ({', '.join(EXTENSIONS)}) in finn" in message
    assert ".py, .java" in message
    assert "is empty" in by_id["empty.py"]["report"]["cases"][0]["message"]
    assert "roster.csv" not in by_id and ".git" not in by_id


def test_progress_lines_and_summary_on_a_pipe(graded: dict[str, Any]) -> None:
    result = graded["result"]
    total = len(expected_verdicts())
    progress = [line for line in result.stderr.splitlines() if line.startswith("[")]
    assert len(progress) == total
    assert progress[-1].startswith(f"[{total}/{total}] ")
    assert any("hangs.py: Time Limit Exceeded on case 5 (n=5)" in line for line in progress)
    assert "\r" not in result.stderr  # no live line when stderr is not a terminal
    out = result.stdout
    assert f"graded {total} submissions of 52. n-queens-ii" in out
    assert "Accepted 4" in out and "Compile Error 4" in out and "Time Limit Exceeded 2" in out
    assert "identical files" in out and "alice.py, carol.py" in out
    assert "failed most: n=5" in out  # the case most of this class fails


def test_json_summary_matches_the_submissions(graded: dict[str, Any]) -> None:
    document = load_json_report(graded["output"])
    summary, submissions = document["summary"], document["submissions"]
    assert summary["submissions"] == len(submissions)
    assert summary["verdicts"] == dict(Counter(item["verdict"] for item in submissions))
    for case in summary["cases"]:
        passed = sum(
            any(c["name"] == case["name"] and c["verdict"] == "Accepted" for c in item["report"]["cases"])
            for item in submissions
        )
        assert (case["passed"], case["submissions"]) == (passed, len(submissions))
    assert [case["name"] for case in summary["cases"]] == CASES_52
    assert summary["most_failed_case"] == min(summary["cases"], key=lambda case: case["passed"])["name"]
    accepted = {item["id"]: item["time_ms"] for item in submissions if item["verdict"] == "Accepted"}
    slowest = summary["slowest_accepted"]
    assert {item["id"] for item in slowest} == set(accepted)
    assert [item["time_ms"] for item in slowest] == sorted(accepted.values(), reverse=True)
    assert [group["ids"] for group in summary["identical_files"]] == [["alice.py", "carol.py"]]


# ----------------------------------------------------------------------------------------------
# Report formats, each against its schema or field list


def test_csv_has_one_row_per_submission_with_the_documented_columns(graded: dict[str, Any]) -> None:
    text = (graded["output"] / "results.csv").read_text(encoding="utf-8")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert tuple(rows[0].keys()) == CSV_COLUMNS
    assert {row["id"]: (row["verdict"], int(row["passed"])) for row in rows} == expected_verdicts()
    for row in rows:
        assert int(row["total"]) == 9
        assert float(row["score"]) == int(row["passed"])  # partial credit, 1 point per case
        assert float(row["max_score"]) == 9
        assert float(row["time_ms"]) >= 0
        assert len(row["sha256"]) == 64
        assert (row["message"] == "Accepted") == (row["verdict"] == "Accepted")


def test_junit_xml_has_a_testsuite_per_submission_and_a_testcase_per_input(graded: dict[str, Any]) -> None:
    root = ET.parse(graded["output"] / "junit.xml").getroot()
    assert root.tag == "testsuites"
    suites = root.findall("testsuite")
    expected = expected_verdicts()
    assert [suite.get("name") for suite in suites] == sorted(expected)
    totals = Counter()
    for suite in suites:
        cases = suite.findall("testcase")
        assert [case.get("name") for case in cases] == CASES_52
        failures = [case for case in cases if case.find("failure") is not None]
        errors = [case for case in cases if case.find("error") is not None]
        assert int(suite.get("tests")) == len(cases)
        assert int(suite.get("failures")) == len(failures)
        assert int(suite.get("errors")) == len(errors)
        assert float(suite.get("time")) >= 0
        verdict, passed = expected[suite.get("name")]
        assert len(cases) - len(failures) - len(errors) == passed
        for case in cases:
            assert case.get("classname") == suite.get("name") and float(case.get("time")) >= 0
            problem = case.find("failure") if case.find("failure") is not None else case.find("error")
            if problem is not None:
                assert problem.get("type") and problem.get("message", "").startswith(problem.get("type"))
        if verdict == "Compile Error":
            assert len(errors) == 9 and not failures  # nothing ran: errors, not failures
        elif verdict != "Accepted":
            assert not errors and failures[0].find("failure").get("type") == verdict
        totals.update(tests=len(cases), failures=len(failures), errors=len(errors))
    for key in ("tests", "failures", "errors"):
        assert int(root.get(key)) == totals[key]


GRADESCOPE_VISIBILITY = ["hidden", "after_due_date", "after_published", "visible"]
GRADESCOPE_SCHEMA = {
    "type": "object",
    "required": ["score", "execution_time", "tests"],
    "additionalProperties": False,
    "properties": {
        "score": {"type": "number", "minimum": 0},
        "execution_time": {"type": "number", "minimum": 0},
        "output": {"type": "string"},
        "output_format": {"enum": ["text", "html", "simple_format", "md", "ansi"]},
        "visibility": {"enum": GRADESCOPE_VISIBILITY},
        "stdout_visibility": {"enum": GRADESCOPE_VISIBILITY},
        "extra_data": {"type": "object"},
        "leaderboard": {"type": "array"},
        "tests": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "score", "max_score", "status"],
                "additionalProperties": False,
                "properties": {
                    "score": {"type": "number", "minimum": 0},
                    "max_score": {"type": "number", "minimum": 0},
                    "status": {"enum": ["passed", "failed"]},
                    "name": {"type": "string", "minLength": 1},
                    "number": {"type": "string"},
                    "output": {"type": "string"},
                    "tags": {"type": "array", "items": {"type": "string"}},
                    "visibility": {"enum": GRADESCOPE_VISIBILITY},
                },
            },
        },
    },
}


def test_gradescope_results_json_per_submission(graded: dict[str, Any]) -> None:
    folder = graded["output"] / "gradescope"
    expected = expected_verdicts()
    assert sorted(path.name for path in folder.iterdir()) == sorted(expected)
    for submission_id, (verdict, passed) in expected.items():
        document = json.loads((folder / submission_id / "results.json").read_text(encoding="utf-8"))
        jsonschema.validate(document, GRADESCOPE_SCHEMA)
        tests = document["tests"]
        assert len(tests) == 9
        assert [test["status"] for test in tests].count("passed") == passed
        assert document["score"] == sum(test["score"] for test in tests) == passed
        for test in tests:
            assert test["score"] == (test["max_score"] if test["status"] == "passed" else 0)
        assert document["output"].startswith(f"{verdict} · {passed}/9 cases passed")


EXERCISM_SCHEMA = {
    "type": "object",
    "required": ["version", "status"],
    "additionalProperties": False,
    "properties": {
        "version": {"const": 3},
        "status": {"enum": ["pass", "fail", "error"]},
        "message": {"type": ["string", "null"], "maxLength": 65535},
        "tests": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "status", "test_code"],
                "additionalProperties": False,
                "properties": {
                    "name": {"type": "string", "minLength": 1},
                    "status": {"enum": ["pass", "fail", "error"]},
                    "message": {"type": ["string", "null"]},
                    "output": {"type": ["string", "null"], "maxLength": EXERCISM_OUTPUT_LIMIT},
                    "test_code": {"type": "string", "minLength": 1},
                    "task_id": {"type": "integer", "minimum": 1},
                },
            },
        },
    },
}


def test_exercism_results_json_version_3_per_submission(graded: dict[str, Any]) -> None:
    folder = graded["output"] / "exercism"
    expected = expected_verdicts()
    assert sorted(path.name for path in folder.iterdir()) == sorted(expected)
    for submission_id, (verdict, passed) in expected.items():
        document = json.loads((folder / submission_id / "results.json").read_text(encoding="utf-8"))
        jsonschema.validate(document, EXERCISM_SCHEMA)
        if verdict == "Compile Error":
            # `error` only when no test ran, and then the message says why.
            assert document["status"] == "error" and document["message"] and not document["tests"]
            continue
        tests = document["tests"]
        assert [test["name"] for test in tests] == CASES_52
        assert document["status"] == ("pass" if verdict == "Accepted" else "fail")
        assert document.get("message") is None
        assert [test["status"] for test in tests].count("pass") == passed
        for test in tests:
            assert (test["message"] is None) == (test["status"] == "pass")
            assert test["test_code"].startswith("Solution().totalNQueens(n=")
        if verdict == "Runtime Error":
            assert [test["status"] for test in tests].count("error") == 9 - passed
    printed = json.loads((folder / "prints.py" / "results.json").read_text(encoding="utf-8"))
    assert any(test["output"] and len(test["output"]) == EXERCISM_OUTPUT_LIMIT for test in printed["tests"])


def test_reports_are_complete_files_with_no_temporary_left(graded: dict[str, Any]) -> None:
    leftovers = [path for path in graded["output"].rglob("*") if path.name.endswith(".tmp")]
    assert leftovers == []


# ----------------------------------------------------------------------------------------------
# Resume


def test_rerun_judges_only_what_changed(graded: dict[str, Any], tmp_path: Path) -> None:
    output = tmp_path / "out"
    shutil.copytree(graded["output"], output)
    folder = graded["folder"]
    args = ["grade", str(folder), "-p", "52", "-j", "2", "--time-limit", TIME_LIMIT, "-o", str(output)]
    again = run_judge(*args, timeout=300)
    assert again.returncode == 0, again.stderr
    total = len(expected_verdicts())
    assert f"0 judged now, {total} unchanged since the last run" in again.stdout
    changed = tmp_path / "class"
    shutil.copytree(folder, changed)
    shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", changed / "wrong.py")  # wrong.py is fixed
    args[1] = str(changed)
    third = run_judge(*args, timeout=300)
    assert third.returncode == 0, third.stderr
    assert f"1 judged now, {total - 1} unchanged since the last run" in third.stdout
    rows = {row["id"]: row["verdict"] for row in csv.DictReader(io.StringIO((output / "results.csv").read_text()))}
    assert rows["wrong.py"] == "Accepted" and len(rows) == total


def test_a_different_time_limit_judges_everything_again(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", folder / "a.py")
    output = tmp_path / "out"
    first = run_judge("grade", str(folder), "-p", "52", "-j", "1", "-o", str(output))
    second = run_judge("grade", str(folder), "-p", "52", "-j", "1", "-o", str(output), "--time-limit", "900")
    assert first.returncode == second.returncode == 0
    assert "1 judged now, 0 unchanged" in second.stdout


def _children(pid: int) -> list[int]:
    try:
        return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def test_sigkill_mid_run_then_rerun_gives_exactly_one_result_each(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    slow = GRADE / "slow_accepted_52.py"
    names = [f"student{number:02d}.py" for number in range(8)]
    for name in names:
        shutil.copyfile(slow, folder / name)
    shutil.copyfile(SUBMISSIONS / "wrong_answer_52_off_by_one.py", folder / "student99.py")
    output = tmp_path / "out"
    command = [sys.executable, "-m", "judge", "grade", str(folder), "-p", "52", "-j", "2", "-o", str(output)]
    grader = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    database = output / DATABASE_NAME
    before: dict[str, float] = {}
    workers: set[int] = set()
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline and grader.poll() is None:
            workers.update(_children(grader.pid))
            if database.exists():
                with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
                    try:
                        before = dict(db.execute("SELECT id, judged_at FROM results"))
                    except sqlite3.OperationalError:  # the schema is not written yet
                        before = {}
                if before:
                    break
            time.sleep(0.02)
        grader.send_signal(signal.SIGKILL)
    finally:
        grader.kill()
        grader.wait()
    assert before, "no result was saved within the time allowed"
    with sqlite3.connect(database) as db:
        before = dict(db.execute("SELECT id, judged_at FROM results"))  # what the kill left
    assert 1 <= len(before) < len(names) + 1, "the grader should have been stopped midway"
    # The workers (and the submissions they ran) die with the grader.
    deadline = time.monotonic() + 20
    while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in workers if _alive(pid)]

    rerun = run_judge("grade", str(folder), "-p", "52", "-j", "2", "-o", str(output), timeout=300)
    assert rerun.returncode == 0, rerun.stderr
    rows = list(csv.DictReader(io.StringIO((output / "results.csv").read_text(encoding="utf-8"))))
    assert sorted(row["id"] for row in rows) == sorted([*names, "student99.py"])  # each exactly once
    assert {row["id"]: row["verdict"] for row in rows} == {
        **dict.fromkeys(names, "Accepted"),
        "student99.py": "Wrong Answer",
    }
    with sqlite3.connect(database) as db:
        after = dict(db.execute("SELECT id, judged_at FROM results"))
    assert len(after) == len(names) + 1
    for submission_id, judged_at in before.items():
        assert after[submission_id] == judged_at, f"{submission_id} was judged again"
    assert f"{len(names) + 1 - len(before)} judged now, {len(before)} unchanged" in rerun.stdout


# ----------------------------------------------------------------------------------------------
# Infrastructure failures


def grade_killing_workers(folder: Path, output: Path, scratch: Path) -> tuple[CliResult, int]:
    """`judge grade` in process mode, SIGKILLing the worker of every submission that leaves a
    kill-my-worker note in its scratch folder (tests/submissions/grade/waits_for_its_worker_to_die_52.py).

    scratch must be a new folder (the grade's temporary folder): the grader sweeps away a killed
    worker's scratch folders, notes and all, when it ends."""
    scratch.mkdir()
    command = [sys.executable, "-m", "judge", "grade", str(folder), "-p", "52", "-j", "2", "-o", str(output)]
    command += ["--allow-unconfined", "--time-limit", "4000"]
    env = {**os.environ, "JUDGE_SANDBOX": "fallback", "TMPDIR": str(scratch)}
    grader = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    killed: set[Path] = set()
    deadline = time.monotonic() + 200
    while grader.poll() is None and time.monotonic() < deadline:
        for note in set(_notes_in(scratch)) - killed:
            try:
                worker = int(note.read_text())
            except (OSError, ValueError):
                continue  # still being written
            killed.add(note)
            os.kill(worker, signal.SIGKILL)
        time.sleep(0.02)
    stdout, stderr = grader.communicate(timeout=60)
    return CliResult(grader.returncode, stdout, stderr), len(killed)


def _notes_in(scratch: Path) -> list[Path]:
    """The kill-my-worker notes of the submissions working in scratch. Read through each process's
    own view of its working folder: as root, the fallback's scratch folder is a tmpfs in the run's
    own mount namespace, which the host's view of the same path does not show."""
    notes = list(scratch.glob("judge-*/kill-my-worker"))
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                if os.readlink(f"/proc/{entry.name}/cwd").startswith(str(scratch)):
                    note = Path(f"/proc/{entry.name}/cwd/kill-my-worker")
                    if note.is_file():
                        notes.append(note)
            except OSError:
                continue
    return notes


def test_a_worker_dying_under_a_submission_is_judged_again_alone_then_recorded_as_internal_error(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    shutil.copyfile(GRADE / "waits_for_its_worker_to_die_52.py", folder / "killer.py")
    for name in ("a.py", "b.py", "c.py"):
        shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", folder / name)
    output = tmp_path / "out"
    result, kills = grade_killing_workers(folder, output, tmp_path / "scratch-1")
    assert result.returncode == 0, result.stderr
    assert kills == 2
    assert "a worker process died; starting new workers" in result.stderr
    assert list((tmp_path / "scratch-1").iterdir()) == []  # the killed workers' scratch folders too
    document = load_json_report(output)
    got = {item["id"]: item["verdict"] for item in document["submissions"]}
    assert got == {"killer.py": "Internal Error", "a.py": "Accepted", "b.py": "Accepted", "c.py": "Accepted"}
    # Judged twice (once more, alone, after its worker died): no more.
    killer = next(item for item in document["submissions"] if item["id"] == "killer.py")
    assert killer["attempts"] == 2
    assert "worker process judging it died" in killer["report"]["cases"][0]["message"]
    # Internal Error rows are judged again by the next run.
    again, _ = grade_killing_workers(folder, output, tmp_path / "scratch-2")
    assert "1 judged now, 3 unchanged" in again.stdout


def test_a_judge_failure_becomes_an_internal_error_report(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from judge import checking
    from judge.languages.source import read_submission

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("disk on fire")

    # Inside the pipeline (which makes the problem's checker while the program loads), which turns
    # any failure of its own into the report.
    monkeypatch.setattr(checking, "checker_for", broken)
    submission = read_submission(ROOT / "solutions/n-queens-ii/reference/reference.py")
    report = grade_worker.grade_one(grade_worker.GradeTask("x.py", submission, "52"))["report"]
    assert report["verdict"] == "Internal Error" and report["passed"] == 0 and report["total"] == 9
    assert "disk on fire" in report["cases"][0]["message"]


class _QuickExecutor(Executor):
    """Answers every task after a moment on its own threads, with an Accepted report; records how many
    submitted tasks were unfinished at once (without a window, the grader would submit them all)."""

    def __init__(self) -> None:
        self.threads = ThreadPoolExecutor(max_workers=8)
        self.futures: list[Future[Any]] = []
        self.most_in_flight = 0

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.futures.append(self.threads.submit(self._answer, args[0]))
        self.most_in_flight = max(self.most_in_flight, sum(not future.done() for future in self.futures))
        return self.futures[-1]

    def _answer(self, task: Any) -> dict[str, Any]:
        time.sleep(0.002)
        problem = find_problem(task.problem)
        report = to_data(unjudged_report(problem, str(task.submission.path), Verdict.ACCEPTED, ""))
        report["passed"] = report["total"]
        return {"id": task.id, "report": report}

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.threads.shutdown(wait=wait, cancel_futures=cancel_futures)


def test_submissions_in_flight_stay_within_a_small_window(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    source = (ROOT / "solutions/n-queens-ii/reference/reference.py").read_text()
    for number in range(300):
        (folder / f"s{number:03d}.py").write_text(source + f"\n# {number}\n")
    fake = _QuickExecutor()
    monkeypatch.setattr(grading._Batch, "_executor", lambda self: fake)
    options = grading.GradeOptions(
        folder=folder, problem=find_problem("52"), output=tmp_path / "out", workers=2, formats=("csv",)
    )
    outcome = grading.grade(options, io.StringIO(), live=False)
    assert len(fake.futures) == 300 and outcome.judged == 300
    assert 1 <= fake.most_in_flight <= 2 * options.workers
    rows = list(csv.DictReader(io.StringIO((tmp_path / "out" / "results.csv").read_text())))
    assert len(rows) == 300


# ----------------------------------------------------------------------------------------------
# Scoring


def test_scoring_modes_and_points_reach_every_format(graded: dict[str, Any], tmp_path: Path) -> None:
    output = tmp_path / "out"
    shutil.copytree(graded["output"], output)
    points = tmp_path / "points.json"
    points.write_text(json.dumps({name: (5 if name == "n=9" else 1) for name in CASES_52}))
    base = ["grade", str(graded["folder"]), "-p", "52", "-j", "2", "--time-limit", TIME_LIMIT, "-o", str(output)]
    result = run_judge(*base, "--points", str(points), "--format", "csv,json,gradescope,junit", timeout=300)
    assert result.returncode == 0, result.stderr
    assert "0 judged now" in result.stdout  # scoring needs no judging again
    rows = {row["id"]: row for row in csv.DictReader(io.StringIO((output / "results.csv").read_text()))}
    assert float(rows["alice.py"]["score"]) == float(rows["alice.py"]["max_score"]) == 13
    assert float(rows["wrong.py"]["score"]) == 6  # n=1..6 pass at 1 point each; n=9 (5 points) fails
    assert float(rows["hangs.py"]["score"]) == 12  # only n=5 fails
    scope = json.loads((output / "gradescope" / "hangs.py" / "results.json").read_text())
    assert scope["score"] == 12 and [test["max_score"] for test in scope["tests"]][-1] == 5
    suite = next(s for s in ET.parse(output / "junit.xml").getroot() if s.get("name") == "hangs.py")
    assert {p.get("name"): p.get("value") for p in suite.iter("property")}["score"] == "12.0"

    result = run_judge(*base, "--scoring", "all-or-nothing", timeout=300)
    assert result.returncode == 0, result.stderr
    document = load_json_report(output)
    scores = {item["id"]: item["score"] for item in document["submissions"]}
    assert scores["alice.py"] == 9 and scores["hangs.py"] == 0 and scores["wrong.py"] == 0
    assert document["scoring"]["mode"] == "all-or-nothing"


def test_scoring_arithmetic() -> None:
    cases = [{"name": f"n={n}", "verdict": "Accepted" if n != 2 else "Wrong Answer"} for n in (1, 2, 3)]
    report = {"cases": cases}
    assert Scoring().score(report) == 2 and Scoring().max_score(report) == 3
    assert Scoring("all-or-nothing").score(report) == 0
    weighted = Scoring("partial", {"n=1": 0.5, "n=2": 2, "n=3": 3})
    assert weighted.score(report) == 3.5 and weighted.max_score(report) == 5.5
    assert weighted.case_scores(report) == [0.5, 0.0, 3.0]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"n=1": 1}', "gives no points for n=2"),
        ('{"n=0": 1}', "names cases n-queens-ii does not have: n=0"),
        ("[1, 2]", "must hold a JSON object"),
        ("{", "is not valid JSON"),
    ],
)
def test_points_file_mistakes_are_usage_errors(tmp_path: Path, content: str, message: str) -> None:
    points = tmp_path / "points.json"
    points.write_text(content)
    with pytest.raises(UsageError, match=message):
        load_points(points, find_problem("52"))


def test_negative_points_are_refused(tmp_path: Path) -> None:
    points = tmp_path / "points.json"
    points.write_text(json.dumps({name: -1 for name in CASES_52}))
    result = run_judge("grade", str(tmp_path), "-p", "52", "--points", str(points))
    assert result.returncode == 2
    assert result.stderr.startswith("judge: error: ") and "at least 0" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


# ----------------------------------------------------------------------------------------------
# Usage errors, discovery, progress


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["grade", "no/such/folder", "-p", "52"], "is not a folder"),
        (["grade", "solutions", "-p", "53"], "unknown problem"),
        (["grade", "solutions", "-p", "52", "--format", "csv,pdf"], "unknown report format pdf"),
        (["grade", "solutions"], "--problem"),
        (["grade", "solutions", "-p", "52", "--workers", "0"], "at least 1"),
    ],
)
def test_usage_errors_are_one_line_and_exit_2(args: list[str], message: str) -> None:
    result = run_judge(*args)
    assert result.returncode == 2
    assert result.stderr.startswith("judge: error: ") and message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_an_output_path_that_is_a_file_or_not_a_database_is_a_usage_error(tmp_path: Path) -> None:
    shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", tmp_path / "a.py")
    (tmp_path / "taken").write_text("a file\n")
    result = run_judge("grade", str(tmp_path), "-p", "52", "-o", str(tmp_path / "taken"))
    assert result.returncode == 2 and "cannot use" in result.stderr and "as the output folder" in result.stderr
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / DATABASE_NAME).write_text("not sqlite " * 100)
    result = run_judge("grade", str(tmp_path), "-p", "52", "-o", str(tmp_path / "out"))
    assert result.returncode == 2 and "is not a grades database" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_failure_of_the_grader_itself_exits_3_and_says_how_to_resume(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from judge.cli import main

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(grading, "grade", broken)
    assert main(["grade", str(tmp_path), "-p", "52", "-o", str(tmp_path / "out")]) == 3
    err = capsys.readouterr().err
    assert "judge: the grader failed" in err and "run the same command again to resume" in err


def test_one_grader_per_output_folder(tmp_path: Path) -> None:
    from judge.grading.store import GradeStore

    store = GradeStore(tmp_path / "out")
    try:
        with pytest.raises(UsageError, match="another `judge grade` is writing"):
            GradeStore(tmp_path / "out")
    finally:
        store.close()


def test_discovery_skips_the_output_folder_hidden_entries_and_symlinks(tmp_path: Path) -> None:
    problem = find_problem("52")
    shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", tmp_path / "a.py")
    (tmp_path / "grades-n-queens-ii").mkdir()
    (tmp_path / ".hidden.py").write_text("class Solution: pass\n")
    (tmp_path / "secret.py").symlink_to("/etc/hostname")
    person = tmp_path / "pat"
    (person / ".venv" / "lib").mkdir(parents=True)
    (person / ".venv" / "lib" / "x.py").write_text("")
    (person / "__pycache__").mkdir()
    (person / "__pycache__" / "y.py").write_text("")
    shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", person / "mine.py")
    entries = grading.discover(tmp_path, problem, exclude=tmp_path / "grades-n-queens-ii")
    assert [(entry.id, entry.path, entry.problem) for entry in entries] == [
        ("a.py", tmp_path / "a.py", ""),
        ("pat", person / "mine.py", ""),
        ("secret.py", None, "secret.py is a symbolic link; links are not followed"),
    ]


def test_a_person_folder_with_one_file_uses_it_whatever_it_holds(tmp_path: Path) -> None:
    (tmp_path / "only.py").write_text("print('no solution here')\n")
    assert grading.pick_file(tmp_path, find_problem("52")) == (tmp_path / "only.py", "")


def test_live_progress_redraws_one_line_with_counts_and_eta() -> None:
    stream = io.StringIO()
    progress = Progress(stream, total=3, live=True)
    progress.finished("a", "Accepted", "Accepted", judged=True)
    time.sleep(0.11)
    progress.finished("b", "Wrong Answer", "Wrong Answer", judged=True)
    progress.note("judge: a note")
    progress.close()
    text = stream.getvalue()
    assert "\n" in text and text.count("\n") == 1  # only the note stays; the live line is redrawn with \r
    assert "\r[2/3]  66%  AC 1 WA 1  ETA " in text
    assert "judge: a note\n" in text
    assert "[1/3]" in text


# ----------------------------------------------------------------------------------------------
# Dask


def test_grading_on_a_dask_cluster(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    folder = tmp_path / "class"
    folder.mkdir()
    chosen = ("alice.py", "wrong.py", "hangs.py", "crashes.py", "syntax.py")
    for name in chosen:
        shutil.copyfile(CLASS[name][0], folder / name)
    with distributed.LocalCluster(
        processes=True, n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None
    ) as cluster:
        address = cluster.scheduler_address
        result = run_judge(
            "grade", str(folder), "-p", "52", "--time-limit", TIME_LIMIT, "-o", str(tmp_path / "out"),
            "--dask", address, timeout=300,
        )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert f"with Dask scheduler {address}" in result.stdout
    got = {item["id"]: (item["verdict"], item["passed"]) for item in load_json_report(tmp_path / "out")["submissions"]}
    assert got == {name: CLASS[name][1:] for name in chosen}


def test_dask_missing_is_a_one_line_usage_error(tmp_path: Path) -> None:
    try:
        import distributed  # noqa: F401
    except ImportError:
        pass
    else:
        pytest.skip("Dask is installed here")
    shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", tmp_path / "a.py")
    result = run_judge("grade", str(tmp_path), "-p", "52", "-o", str(tmp_path / "out"), "--dask", "tcp://127.0.0.1:1")
    assert result.returncode == 2
    assert "pip install 'dask[distributed]'" in result.stderr  # a package the registry has, unlike the kit
    assert len(result.stderr.strip().splitlines()) == 1


def test_grading_without_filesystem_confinement_needs_to_be_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    from judge import doctor
    from judge.execution import isolation

    unconfined = isolation.Isolation(isolation.FALLBACK, isolation.PROCESS_LEVEL_GAPS, "bwrap: refused")
    monkeypatch.setattr(doctor, "usable_isolation", lambda: unconfined)
    with pytest.raises(UsageError, match="--allow-unconfined to grade anyway"):
        grading.check_confinement(False, io.StringIO())
    said = io.StringIO()
    grading.check_confinement(True, said)
    assert said.getvalue().startswith("judge: sandbox: fallback without filesystem confinement, as --allow-unconfined")
    confined = isolation.Isolation(isolation.FALLBACK, isolation.PROCESS_LEVEL_GAPS[1:], "bwrap: refused")
    monkeypatch.setattr(doctor, "usable_isolation", lambda: confined)
    said = io.StringIO()
    grading.check_confinement(False, said)  # Landlock confines the files: no flag needed
    assert said.getvalue() == "judge: sandbox: fallback (Landlock): bubblewrap is not usable here (bwrap: refused)\n"


def test_grade_says_how_it_confines(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", folder / "a.py")
    fallback = run_judge(
        "grade", str(folder), "-p", "52", "-o", str(tmp_path / "out"), env={"JUDGE_SANDBOX": "fallback"}
    )
    assert fallback.returncode == 0, fallback.stderr
    assert fallback.stderr.startswith("judge: sandbox: fallback")
    if shutil.which("bwrap") is not None:
        confined = run_judge("grade", str(folder), "-p", "52", "-o", str(tmp_path / "out2"))
        assert confined.returncode == 0 and confined.stderr.startswith("judge: sandbox: bubblewrap")


def test_a_file_name_that_is_not_utf8_is_graded_and_named_safely(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    latin1 = os.fsdecode(b"caf\xe9.py")  # a Latin-1 name: not UTF-8, kept by Python as a lone surrogate
    shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", folder / latin1)
    shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", folder / "plain.py")
    output = tmp_path / "out"
    result = run_judge("grade", str(folder), "-p", "52", "-j", "1", "-o", str(output))
    assert result.returncode == 0, result.stderr[-2000:]
    rows = {row["id"]: row["verdict"] for row in csv.DictReader(io.StringIO((output / "results.csv").read_text()))}
    assert rows == {"caf\\xe9.py": "Accepted", "plain.py": "Accepted"}
    alone = run_judge("test", str(folder / latin1), "--json")
    assert alone.returncode == 0 and alone.json()["file"].endswith("caf\\xe9.py")


def test_a_file_in_a_language_leetcode_offers_no_problem_for_is_a_compile_error(tmp_path: Path) -> None:
    # LeetCode offers no Rust for N-ary tree problems: the grader's report says so for that file, as a
    # Compile Error, and grades the others; it is no failure of the grader (once an Internal Error).
    from .test_design import write_problem

    preorder = {"name": "preorder", "params": [{"name": "root", "type": "Node"}], "return": {"type": "list<integer>"}}
    cases = [{"name": "one", "input": {"root": [1, None, 2, 3]}, "expected": [1, 2, 3]}]
    env = write_problem(tmp_path / "problems", "preorder", 9589, preorder, cases)
    folder = tmp_path / "class"
    (folder / "alice").mkdir(parents=True)
    (folder / "alice" / "solution.rs").write_text("impl Solution {\n    pub fn preorder() {}\n}\n", encoding="utf-8")
    (folder / "bob").mkdir()
    walk = "        return [] if root is None else [root.val, *(v for c in root.children for v in self.preorder(c))]\n"
    (folder / "bob" / "solution.py").write_text(f"class Solution:\n    def preorder(self, root):\n{walk}")
    graded = run_judge("grade", str(folder), "-p", "9589", "-j", "1", "-o", str(tmp_path / "out"), env=env)
    assert graded.returncode in (0, 1), graded.stderr
    rows = {row["id"]: row for row in csv.DictReader(io.StringIO((tmp_path / "out" / "results.csv").read_text()))}
    assert rows["bob"]["verdict"] == "Accepted", rows["bob"]
    assert rows["alice"]["verdict"] == "Compile Error", rows["alice"]
    assert "LeetCode offers no Rust for N-ary tree problems" in rows["alice"]["message"], rows["alice"]
