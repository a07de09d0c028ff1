"""What every report format says about one submission, and what the writers share."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path

from judge.core.files import atomic_file
from judge.core.inert import inert, inert_json
from judge.core.problems import Problem
from judge.core.record import record
from judge.core.verdicts import Verdict
from judge.grading.formats.scoring import Scoring
from judge.grading.store import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

MESSAGE_IN_TABLE = 300


@record(frozen=True)
class ClassReport:
    """What the writers need besides the results: the problem, the scoring, the summary."""

    problem: Problem
    scoring: Scoring
    summary: dict[str, Any]
    settings: dict[str, Any]


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
