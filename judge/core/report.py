"""The report: one model for every outcome of judging a file, and the JSON shape every format starts from.

Accepted, every failure, Compile Error and Internal Error all produce a Report with the same
fields; `to_data` turns it into the plain data that `judge test --json` prints, the grader stores
and the schema (judge/core/report.schema.json, printed by `judge schema`) describes.
"""

from __future__ import annotations

import json
import math

from judge.core.compile_error import CompileError
from judge.core.inert import inert_json
from judge.core.limits import RunLimits, problem_limits
from judge.core.problems import Problem
from judge.core.record import as_dict, field, record
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Captured stdout and stderr are cut to this many characters per case in the JSON.
STDOUT_IN_JSON = 4096
SCHEMA_FILE = "report.schema.json"


@record
class CaseReport:
    index: int
    name: str
    input: dict[str, Any]
    verdict: Verdict
    time_ms: float
    wall_ms: float
    memory_kb: int | None = None
    message: str = ""
    stdout: str = ""
    stderr: str = ""
    output_truncated: bool = False
    details: dict[str, Any] = field(default_factory=dict)
    output: Any = None
    own: bool = False  # one of the learner's own cases (judge/learner/own_cases.py)


@record
class Limits:
    time_ms: int
    wall_ms: int
    memory_mb: int
    output_mb: int
    source: str = "statement"
    extended_time_ms: int | None = None  # the per-case limit of extended cases, when there were any
    run_ms: int | None = None  # CPU of the whole run (None: not limited, while measuring)
    extended_run_ms: int | None = None  # of the extended cases' run, when there were any

    @classmethod
    def of(cls, limits: RunLimits, extended: RunLimits | None = None) -> Limits:
        return cls(
            time_ms=limits.time_ms,
            wall_ms=limits.wall_ms,
            memory_mb=limits.memory_mb,
            output_mb=limits.result_bytes >> 20,
            source=limits.source,
            extended_time_ms=extended.time_ms if extended is not None else None,
            run_ms=limits.run_ms,
            extended_run_ms=extended.run_ms if extended is not None else None,
        )


def no_sandbox() -> dict[str, Any]:
    """The sandbox of a report where nothing ran (mode "")."""
    return {"mode": "", "protections": [], "missing": []}


@record
class Report:
    problem: str
    problem_number: int
    file: str
    language: str
    verdict: Verdict
    passed: int
    total: int
    time_ms: float
    limits: Limits
    cases: list[CaseReport]
    # How the submission was confined: {"mode": "bubblewrap" | "fallback", "protections": [...], "missing": [...]}
    sandbox: dict[str, Any] = field(default_factory=no_sandbox)
    warnings: list[str] = field(default_factory=list)
    compile_error: CompileError | None = None
    comparison: dict[str, Any] | None = None  # runtime against the gallery's approaches, when measured
    hints: list[str] = field(default_factory=list)  # one line each: the likely mistakes behind wrong answers
    toolchain: str = ""  # the version line of the compiler or runtime it was judged with


def overall_verdict(cases: list[CaseReport]) -> Verdict:
    """The first failing case's verdict, or Accepted when every case passed."""
    for case in cases:
        if case.verdict not in (Verdict.ACCEPTED, Verdict.NOT_RUN):
            return case.verdict
    return Verdict.ACCEPTED


def unjudged_report(
    problem: Problem,
    file: str,
    verdict: Verdict,
    message: str,
    limits: RunLimits | None = None,
    language: str = "",
) -> Report:
    """The report of a file that could not be run (unreadable, no class Solution, the judge failing):
    every case gets the verdict and the message, none passed; a Compile Error says why in
    compile_error too, as a compiler's would."""
    cases = problem.cases()
    compile_error = CompileError("Compile Error", message) if verdict is Verdict.COMPILE_ERROR else None
    return Report(
        compile_error=compile_error,
        problem=problem.slug,
        problem_number=problem.number,
        file=file,
        language=language,
        verdict=verdict,
        passed=0,
        total=len(cases),
        time_ms=0.0,
        limits=Limits.of(limits or problem_limits(problem)),
        cases=[
            CaseReport(index, case.name, case.input, verdict, 0.0, 0.0, message=message)
            for index, case in enumerate(cases, 1)
        ],
    )


def to_data(report: Report) -> dict[str, Any]:
    """The report as plain data: the verdict first (for people reading it), captured output cut short."""
    data: dict[str, Any] = {"verdict": report.verdict.value}
    data.update((key, value) for key, value in as_dict(report).items() if key not in ("verdict", "cases"))
    data["cases"] = [case_data(case) for case in report.cases]
    return data


def case_data(case: CaseReport) -> dict[str, Any]:
    """One case as plain data, as it appears in a report's "cases" (and in the web page's live events)."""
    data = as_dict(case)
    data["verdict"] = case.verdict.value
    for key in ("input", "output", "details"):  # what a submission's answer (or a learner's case) may hold
        data[key] = finite(data[key])
    if data["output"] is None:
        del data["output"]  # only `judge run` keeps the returned value
    if not data["own"]:
        del data["own"]  # present on the learner's own cases only
    for stream in ("stdout", "stderr"):
        if len(data[stream]) > STDOUT_IN_JSON:
            data[stream] = data[stream][:STDOUT_IN_JSON]
            data["output_truncated"] = True
    return data


def finite(value: Any) -> Any:
    """value with each float that JSON cannot hold (NaN, the infinities, which a submission's answer
    may hold) written as its name, a string: a strict reader, a browser's JSON.parse among them,
    refuses the bare tokens Python writes for them."""
    if isinstance(value, float):
        if math.isfinite(value):
            return value
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    if isinstance(value, (list, tuple)):
        return [finite(item) for item in value]
    if isinstance(value, dict):
        return {key: finite(item) for key, item in value.items()}
    return value


def to_json(report: Report) -> str:
    """The `--json` document: one object on one line, nothing in it a terminal would obey."""
    return inert_json(json.dumps(to_data(report), ensure_ascii=False))


def schema_text() -> str:
    """The JSON Schema of `to_data`'s output, as shipped in the package."""
    from pathlib import Path

    return Path(__file__).with_name(SCHEMA_FILE).read_text(encoding="utf-8")


@record(frozen=True)
class Outcome:
    """One judged file in a line: what the history and the grade store keep beside the full report."""

    problem: str
    problem_number: int
    file: str
    sha256: str
    verdict: str
    passed: int
    total: int
    time_ms: float
