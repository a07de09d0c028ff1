"""What every report format says about one submission, and what the writers share."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.core.files import atomic_file
from judge.core.inert import inert, inert_json
from judge.core.problems import Problem
from judge.core.verdicts import Verdict
from judge.grading.formats.scoring import Scoring
from judge.grading.store import Result

MESSAGE_IN_TABLE = 300
# A spreadsheet runs a cell that starts with one of these as a formula; ids and messages come from strangers.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
# Canvas writes an assignment as "Name (id)" in its gradebook files, and reads it back by this rule.
_CANVAS_ASSIGNMENT = re.compile(r"(.*)\s\((\d+)\)")


@dataclass
class Gradebook:
    """What the gradebook files (canvas, moodle) need besides the results: who each submission is, and the
    assignment its score goes to.

    left_out is filled as those files are written, for the command to report: submission id -> why it is
    not in them.
    """

    student_id: re.Pattern[str] | None = None  # its match in a submission's id is the student's id; None: the id
    assignment: str = ""  # "Name" or Canvas's "Name (id)"; '' for the problem's title
    canvas_match: str = "sis-user-id"  # the Canvas column the student's id goes in (canvas.CANVAS_MATCH)
    left_out: dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def assignment_header(self, problem: Problem) -> str:
        return self.assignment or problem.title

    def assignment_name(self, problem: Problem) -> str:
        """The assignment without Canvas's id, for the gradebooks that map their columns at import."""
        header = self.assignment_header(problem)
        found = _CANVAS_ASSIGNMENT.fullmatch(header)
        return found.group(1) if found else header


@dataclass(frozen=True)
class ClassReport:
    """What the writers need besides the results: the problem, the scoring, the summary, and what the
    gradebook files need."""

    problem: Problem
    scoring: Scoring
    summary: dict[str, Any]
    settings: dict[str, Any]
    gradebook: Gradebook = field(default_factory=Gradebook)


def first_failure(report: dict[str, Any]) -> dict[str, Any] | None:
    return next((case for case in report["cases"] if case["verdict"] != Verdict.ACCEPTED), None)


def headline(result: Result) -> str:
    """One line: the verdict and, when it failed, which case and why (the submission's message made inert)."""
    failed = first_failure(result.report)
    if failed is None:
        return result.verdict
    message = f": {inert(failed['message'])}" if failed.get("message") else ""
    if nothing_ran(result.report):
        return f"{failed['verdict']}{message}"
    return f"{failed['verdict']} on case {failed['index']} ({failed['name']}){message}"


def case_message(case: dict[str, Any]) -> str:
    """A failed case's verdict and its message, one inert line."""
    return f"{case['verdict']}: {inert(case['message'])}" if case.get("message") else case["verdict"]


def nothing_ran(report: dict[str, Any]) -> bool:
    """True when no case ran: the file did not compile or could not be read, or the judge failed on it."""
    return report.get("compile_error") is not None or all(
        case["verdict"] in (Verdict.COMPILE_ERROR, Verdict.INTERNAL_ERROR) for case in report["cases"]
    )


def short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def case_output(case: dict[str, Any]) -> str:
    """What a case printed (stdout, then stderr), for formats that show a test's output; made inert."""
    parts = [case.get("stdout") or "", case.get("stderr") or ""]
    return inert("\n".join(part.rstrip("\n") for part in parts if part), keep_newlines=True)


def test_code(problem: Problem, case: dict[str, Any]) -> str:
    arguments = ", ".join(f"{key}={value!r}" for key, value in case["input"].items())
    return f"Solution().{problem.method}({arguments})"


def write_per_submission(
    folder: Path, results: Iterable[Result], context: ClassReport, build: Callable[[Result, ClassReport], Any]
) -> None:
    """One `<folder>/<id>/results.json` per submission; folders of submissions no longer graded are removed."""
    kept = set()
    for result in results:
        kept.add(result.id)
        with atomic_file(folder / result.id / "results.json") as handle:
            handle.write(inert_json(json.dumps(build(result, context), ensure_ascii=False, indent=1)) + "\n")
    for old in folder.iterdir() if folder.is_dir() else []:
        if old.name not in kept and (old / "results.json").is_file():
            (old / "results.json").unlink()
            try:
                old.rmdir()
            except OSError:
                pass


def cell(text: str) -> str:
    """A text cell from a stranger: one line, no control character, never a formula."""
    text = inert(text)
    return "'" + text if text.startswith(_FORMULA_START) else text


def student_id(submission_id: str, pattern: re.Pattern[str] | None) -> str | None:
    """The student's id in a submission's id: the pattern's group `id`, else its first group, else its whole
    match (searched anywhere in the id); None when it does not match. No pattern: the submission id itself."""
    if pattern is None:
        return submission_id
    found = pattern.search(submission_id)
    if found is None:
        return None
    group: int | str = "id" if "id" in pattern.groupindex else 1 if pattern.groups else 0
    return found.group(group) or None


@dataclass(frozen=True)
class Roster:
    """Who is in a gradebook file: the student's id of each submission in it, and the points possible."""

    students: dict[str, str]  # submission id -> the student's id, as written (cell)
    points_possible: float | None  # None when no submission was graded


def roster(results: Iterable[Result], context: ClassReport) -> Roster:
    """Read once before a gradebook file is written: its rows need the points possible first, and a gradebook
    has one row per student, so a submission is left out when its name gives no student's id, or the same
    one as another's (which of them counts is the grader's call, not the judge's); both are noted in
    context.gradebook.left_out."""
    gradebook = context.gradebook
    owners: dict[str, list[str]] = {}
    points_possible = None
    for result in results:
        found = student_id(result.id, gradebook.student_id)
        if found is None:
            gradebook.left_out[result.id] = "its name does not match --student-id"
        else:
            owners.setdefault(cell(found), []).append(result.id)  # two ids written alike are one student
        points = context.scoring.max_score(result.report)
        points_possible = points if points_possible is None else max(points_possible, points)
    students = {}
    for found, ids in owners.items():
        if len(ids) == 1:
            students[ids[0]] = found
            continue
        for submission_id in ids:
            others = ", ".join(other for other in ids if other != submission_id)
            gradebook.left_out[submission_id] = f"the same student id as {others}"
    return Roster(students, points_possible)
