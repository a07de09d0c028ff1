"""The grader's scoring and report formats: CSV, JSON, JUnit XML, Gradescope and Exercism.

Every format is a function of the stored results (plain data), read back one at a time, and is
written atomically: to a temporary file in the same folder, then renamed over the old one, so a
reader never sees half a report.
"""

from __future__ import annotations

import csv
import json
import math
import os
import re
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from judge.errors import UsageError
from judge.gradestore import Result
from judge.problems import Problem

FORMATS = ("csv", "json", "junit", "gradescope", "exercism")
DEFAULT_FORMATS = ("csv", "json")
CSV_COLUMNS = ("id", "verdict", "passed", "total", "score", "max_score", "time_ms", "file", "sha256", "message")
EXERCISM_OUTPUT_LIMIT = 500
_MESSAGE_IN_TABLE = 300
# Characters XML 1.0 cannot carry at all (what a submission prints can contain them).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
# A spreadsheet runs a cell that starts with one of these as a formula; ids and messages come from strangers.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True)
class Scoring:
    """How a submission's cases become its score: points per case (1 each unless given), and the mode.

    partial: the points of the cases passed; all-or-nothing: every point when all cases pass, else 0.
    """

    mode: str = "partial"
    points: dict[str, float] = field(default_factory=dict)

    def case_points(self, name: str) -> float:
        return self.points.get(name, 1.0)

    def max_score(self, report: dict[str, Any]) -> float:
        return _rounded(sum(self.case_points(case["name"]) for case in report["cases"]))

    def case_scores(self, report: dict[str, Any]) -> list[float]:
        """What each case earns; under all-or-nothing a passed case earns its points only if all passed."""
        all_passed = all(case["verdict"] == "Accepted" for case in report["cases"])
        return [
            self.case_points(case["name"])
            if case["verdict"] == "Accepted" and (self.mode == "partial" or all_passed)
            else 0.0
            for case in report["cases"]
        ]

    def score(self, report: dict[str, Any]) -> float:
        return _rounded(sum(self.case_scores(report)))

    def describe(self) -> dict[str, Any]:
        return {"mode": self.mode, "points": dict(self.points) or "1 per case"}


def _rounded(value: float) -> float:
    return round(value, 4)


def load_points(path: Path, problem: Problem) -> dict[str, float]:
    """Points per case from a JSON object {case name: points}; it must name every case of the problem."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise UsageError(f"cannot read the points file {path}: {error.strerror or error}") from None
    except ValueError as error:
        raise UsageError(f"{path} is not valid JSON ({error})") from None
    names = [case.name for case in problem.cases()]
    example = ", ".join(f'"{name}": 1' for name in names[:2])
    if not isinstance(raw, dict):
        raise UsageError(f"{path} must hold a JSON object of case name to points, e.g. {{{example}, ...}}")
    unknown = [name for name in raw if name not in names]
    missing = [name for name in names if name not in raw]
    if unknown:
        known = ", ".join(names)
        raise UsageError(f"{path} names cases {problem.slug} does not have: {', '.join(unknown)}; its cases: {known}")
    if missing:
        raise UsageError(f"{path} gives no points for {', '.join(missing)}; give every case of {problem.slug}")
    points = {}
    for name, value in raw.items():
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
            raise UsageError(f"{path}: the points for {name} must be a number of at least 0, not {value!r}")
        points[name] = float(value)
    return points


def parse_formats(text: str) -> tuple[str, ...]:
    """`csv,json` -> ('csv', 'json'); `all` -> every format."""
    wanted = [part.strip().lower() for part in text.split(",") if part.strip()]
    if wanted == ["all"]:
        return FORMATS
    unknown = [name for name in wanted if name not in FORMATS]
    if unknown or not wanted:
        named = ", ".join(unknown) or repr(text)
        raise UsageError(f"unknown report format {named}; choose from {', '.join(FORMATS)} or all")
    return tuple(dict.fromkeys(wanted))


# ----------------------------------------------------------------------------------------------
# Writing files atomically


@contextmanager
def atomic_file(path: Path) -> Iterator[IO[str]]:
    """A text file that appears at `path` complete or not at all (temporary file, fsync, rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8", newline="") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        raise


# ----------------------------------------------------------------------------------------------
# What every format says about one submission


def first_failure(report: dict[str, Any]) -> dict[str, Any] | None:
    return next((case for case in report["cases"] if case["verdict"] != "Accepted"), None)


def headline(result: Result) -> str:
    """One line: the verdict and, when it failed, which case and why."""
    failed = first_failure(result.report)
    if failed is None:
        return result.verdict
    message = f": {failed['message']}" if failed.get("message") else ""
    if nothing_ran(result.report):
        return f"{failed['verdict']}{message}"
    return f"{failed['verdict']} on case {failed['index']} ({failed['name']}){message}"


def nothing_ran(report: dict[str, Any]) -> bool:
    """True when no case ran: the file did not compile or could not be read, or the judge failed on it."""
    return report.get("compile_error") is not None or all(
        case["verdict"] in ("Compile Error", "Internal Error") for case in report["cases"]
    )


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _case_output(case: dict[str, Any]) -> str:
    """What a case printed (stdout, then stderr), for formats that show a test's output."""
    parts = [case.get("stdout") or "", case.get("stderr") or ""]
    return "\n".join(part.rstrip("\n") for part in parts if part)


def _test_code(problem: Problem, case: dict[str, Any]) -> str:
    arguments = ", ".join(f"{key}={value!r}" for key, value in case["input"].items())
    return f"Solution().{problem.method}({arguments})"


# ----------------------------------------------------------------------------------------------
# The formats


@dataclass(frozen=True)
class ClassReport:
    """What the writers need besides the results: the problem, the scoring, the summary."""

    problem: Problem
    scoring: Scoring
    summary: dict[str, Any]
    settings: dict[str, Any]


def write_csv(path: Path, results: Iterable[Result], context: ClassReport) -> None:
    with atomic_file(path) as handle:
        writer = csv.writer(handle)
        writer.writerow(CSV_COLUMNS)
        for result in results:
            writer.writerow(
                [
                    _cell(result.id),
                    result.verdict,
                    result.passed,
                    result.total,
                    context.scoring.score(result.report),
                    context.scoring.max_score(result.report),
                    round(result.time_ms, 3),
                    _cell(result.file),
                    result.sha256,
                    _cell(_short(headline(result), _MESSAGE_IN_TABLE)),
                ]
            )


def _cell(text: str) -> str:
    return "'" + text if text.startswith(_FORMULA_START) else text


def write_json(path: Path, results: Iterable[Result], context: ClassReport) -> None:
    """One document: problem, settings, scoring, summary, then every submission with its full report.

    Written one submission at a time, so the document may be larger than the grader's memory.
    """
    head = {
        "problem": {"number": context.problem.number, "slug": context.problem.slug, "title": context.problem.title},
        "settings": context.settings,
        "scoring": context.scoring.describe(),
        "summary": context.summary,
    }
    with atomic_file(path) as handle:
        handle.write(json.dumps(head, ensure_ascii=False)[:-1] + ', "submissions": [')
        for number, result in enumerate(results):
            entry = {
                "id": result.id,
                "file": result.file,
                "sha256": result.sha256,
                "verdict": result.verdict,
                "passed": result.passed,
                "total": result.total,
                "score": context.scoring.score(result.report),
                "max_score": context.scoring.max_score(result.report),
                "time_ms": result.time_ms,
                "attempts": result.attempts,
                "report": result.report,
            }
            handle.write(("\n" if number == 0 else ",\n") + json.dumps(entry, ensure_ascii=False))
        handle.write("\n]}\n")


# JUnit: a submission that ran and failed a case has a <failure>; one that could not be judged
# (Compile Error: nothing ran) or that the judge failed on (Internal Error) has an <error>.
_JUNIT_ERRORS = ("Compile Error", "Internal Error")


def write_junit(path: Path, results: Callable[[], Iterable[Result]], context: ClassReport) -> None:
    """testsuites > one testsuite per submission > one testcase per input, with failure/error children.

    Two passes over the results: the totals on <testsuites> come first in the file.
    """
    tests = failures = errors = 0
    seconds = 0.0
    for result in results():
        counts = junit_counts(result)
        tests, failures, errors = tests + counts[0], failures + counts[1], errors + counts[2]
        seconds += result.time_ms / 1000
    with atomic_file(path) as handle:
        handle.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        handle.write(
            f"<testsuites name={_attr(f'{context.problem.number}. {context.problem.slug}')}"
            f' tests="{tests}" failures="{failures}" errors="{errors}" time="{seconds:.3f}">\n'
        )
        for result in results():
            handle.write(_junit_suite(result, context))
        handle.write("</testsuites>\n")


def junit_counts(result: Result) -> tuple[int, int, int]:
    """(tests, failures, errors) of one submission's testsuite."""
    cases = result.report["cases"]
    errors = sum(case["verdict"] in _JUNIT_ERRORS for case in cases)
    failures = sum(case["verdict"] != "Accepted" for case in cases) - errors
    return len(cases), failures, errors


def _junit_suite(result: Result, context: ClassReport) -> str:
    tests, failures, errors = junit_counts(result)
    score = context.scoring.score(result.report)
    lines = [
        f'  <testsuite name={_attr(result.id)} tests="{tests}" failures="{failures}" errors="{errors}"'
        f' time="{result.time_ms / 1000:.3f}" file={_attr(result.file)}>',
        "    <properties>",
        f'      <property name="verdict" value={_attr(result.verdict)}/>',
        f'      <property name="score" value="{score}"/>',
        f'      <property name="max_score" value="{context.scoring.max_score(result.report)}"/>',
        f'      <property name="sha256" value="{result.sha256}"/>',
        "    </properties>",
    ]
    for case in result.report["cases"]:
        opening = (
            f'    <testcase name={_attr(case["name"])} classname={_attr(result.id)} time="{case["time_ms"] / 1000:.3f}"'
        )
        if case["verdict"] == "Accepted":
            lines.append(opening + "/>")
            continue
        tag = "error" if case["verdict"] in _JUNIT_ERRORS else "failure"
        message = f"{case['verdict']}: {case['message']}" if case.get("message") else case["verdict"]
        body = "\n".join(filter(None, [message, _case_output(case)]))
        lines.append(opening + ">")
        lines.append(
            f"      <{tag} type={_attr(case['verdict'])} message={_attr(_short(message, _MESSAGE_IN_TABLE))}>"
            f"{_text(body)}</{tag}>"
        )
        lines.append("    </testcase>")
    lines.append("  </testsuite>\n")
    return "\n".join(lines)


def _attr(text: str) -> str:
    # Imported here: xml.sax.saxutils pulls in urllib and http (about 20 ms) for every grade run.
    from xml.sax.saxutils import quoteattr

    return quoteattr(_NOT_XML.sub("\ufffd", text))


def _text(text: str) -> str:
    from xml.sax.saxutils import escape

    return escape(_NOT_XML.sub("\ufffd", text))


def gradescope_results(result: Result, context: ClassReport) -> dict[str, Any]:
    """Gradescope's results.json for one submission: every case a test, the score at the top."""
    report = result.report
    scores = context.scoring.case_scores(report)
    tests = []
    for case, score in zip(report["cases"], scores, strict=True):
        output = case["verdict"] if not case.get("message") else f"{case['verdict']}: {case['message']}"
        printed = _case_output(case)
        if printed:
            output += "\n\nprinted:\n" + printed
        tests.append(
            {
                "name": f"{case['name']} ({_test_code(context.problem, case)})",
                "number": str(case["index"]),
                "score": score,
                "max_score": context.scoring.case_points(case["name"]),
                "status": "passed" if case["verdict"] == "Accepted" else "failed",
                "output": output,
                "tags": [case["verdict"]],
                "visibility": "visible",
            }
        )
    summary = f"{result.verdict} · {result.passed}/{result.total} cases passed"
    if result.verdict != "Accepted":
        summary += f"\n{headline(result)}"
    return {
        "score": context.scoring.score(report),
        "execution_time": math.ceil(result.time_ms / 1000),
        "output": summary,
        "output_format": "text",
        "visibility": "visible",
        "stdout_visibility": "hidden",
        "extra_data": {"verdict": result.verdict, "sha256": result.sha256, "file": result.file},
        "tests": tests,
    }


# Exercism: a case the submission answered wrongly or too slowly is a failed test; one where the
# submission raised or crashed is a test in error; when nothing ran at all (Compile Error, or the
# judge failing) the run is in error and lists no test, as the interface asks.
_EXERCISM_ERRORS = ("Runtime Error", "Internal Error")


def exercism_results(result: Result, context: ClassReport) -> dict[str, Any]:
    """Exercism's results.json (version 3) for one submission."""
    report = result.report
    if nothing_ran(report):
        return {"version": 3, "status": "error", "message": headline(result), "tests": []}
    tests = []
    for case in report["cases"]:
        if case["verdict"] == "Accepted":
            status, message = "pass", None
        else:
            status = "error" if case["verdict"] in _EXERCISM_ERRORS else "fail"
            message = f"{case['verdict']}: {case['message']}" if case.get("message") else case["verdict"]
        printed = _case_output(case)
        tests.append(
            {
                "name": case["name"],
                "status": status,
                "message": message,
                "output": _short(printed, EXERCISM_OUTPUT_LIMIT) if printed else None,
                "test_code": _test_code(context.problem, case),
                "task_id": 1,
            }
        )
    status = "pass" if all(test["status"] == "pass" for test in tests) else "fail"
    return {"version": 3, "status": status, "message": None, "tests": tests}


def write_per_submission(
    folder: Path, results: Iterable[Result], context: ClassReport, build: Callable[[Result, ClassReport], Any]
) -> None:
    """One `<folder>/<id>/results.json` per submission; folders of submissions no longer graded are removed."""
    kept = set()
    for result in results:
        kept.add(result.id)
        with atomic_file(folder / result.id / "results.json") as handle:
            json.dump(build(result, context), handle, ensure_ascii=False, indent=1)
            handle.write("\n")
    for old in folder.iterdir() if folder.is_dir() else []:
        if old.name not in kept and (old / "results.json").is_file():
            (old / "results.json").unlink()
            try:
                old.rmdir()
            except OSError:
                pass


def write_reports(
    folder: Path, formats: Iterable[str], results: Callable[[], Iterable[Result]], context: ClassReport
) -> list[Path]:
    """Write each chosen format into the output folder; returns the paths written."""
    written = []
    for name in formats:
        if name == "csv":
            path = folder / "results.csv"
            write_csv(path, results(), context)
        elif name == "json":
            path = folder / "results.json"
            write_json(path, results(), context)
        elif name == "junit":
            path = folder / "junit.xml"
            write_junit(path, results, context)
        elif name == "gradescope":
            path = folder / "gradescope"
            write_per_submission(path, results(), context, gradescope_results)
        else:
            path = folder / "exercism"
            write_per_submission(path, results(), context, exercism_results)
        written.append(path)
    return written
