"""Verdicts and the report: plain data that every output format is a function of."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import Enum
from typing import Any


class Verdict(str, Enum):
    ACCEPTED = "Accepted"
    WRONG_ANSWER = "Wrong Answer"
    TIME_LIMIT_EXCEEDED = "Time Limit Exceeded"
    MEMORY_LIMIT_EXCEEDED = "Memory Limit Exceeded"
    OUTPUT_LIMIT_EXCEEDED = "Output Limit Exceeded"
    RUNTIME_ERROR = "Runtime Error"
    COMPILE_ERROR = "Compile Error"
    INTERNAL_ERROR = "Internal Error"

    @property
    def priority(self) -> int:
        """Which verdict wins when several apply to one case (as DMOJ orders them)."""
        return _PRIORITY.index(self)

    def __str__(self) -> str:
        return self.value


_PRIORITY = [
    Verdict.INTERNAL_ERROR,
    Verdict.COMPILE_ERROR,
    Verdict.TIME_LIMIT_EXCEEDED,
    Verdict.MEMORY_LIMIT_EXCEEDED,
    Verdict.OUTPUT_LIMIT_EXCEEDED,
    Verdict.RUNTIME_ERROR,
    Verdict.WRONG_ANSWER,
    Verdict.ACCEPTED,
]


def worst(verdicts: list[Verdict]) -> Verdict:
    """The verdict of highest priority among several facts about one case."""
    return min(verdicts, key=lambda verdict: verdict.priority)


@dataclass
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


@dataclass
class Limits:
    time_ms: int
    wall_ms: int
    memory_mb: int
    output_mb: int
    source: str = "statement"
    extended_time_ms: int | None = None  # the per-case limit of extended cases, when there were any


@dataclass
class Report:
    problem: str
    problem_number: int
    file: str
    verdict: Verdict
    passed: int
    total: int
    time_ms: float
    limits: Limits
    cases: list[CaseReport]
    sandbox: str = ""
    warnings: list[str] = field(default_factory=list)
    compile_error: dict[str, Any] | None = None
    comparison: dict[str, Any] | None = None  # runtime against the gallery's approaches, when measured
    hints: list[str] = field(default_factory=list)  # one line each: the likely mistakes behind wrong answers

    def to_dict(self) -> dict[str, Any]:
        # The verdict first, for people reading the JSON.
        data = {"verdict": self.verdict.value}
        data.update((key, value) for key, value in asdict(self).items() if key != "verdict")
        for case in data["cases"]:
            case["verdict"] = case["verdict"].value
            if case["output"] is None:
                del case["output"]  # only `judge run` keeps the returned value
        return data


def overall_verdict(cases: list[CaseReport]) -> Verdict:
    """The first failing case's verdict, or Accepted when every case passed."""
    for case in cases:
        if case.verdict is not Verdict.ACCEPTED:
            return case.verdict
    return Verdict.ACCEPTED
