"""Scoring: how a submission's cases become its score."""

from __future__ import annotations

import json
import math
from pathlib import Path

from judge.core.problems import Problem
from judge.core.record import field, record
from judge.core.verdicts import Verdict
from judge.errors import UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


@record(frozen=True)
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
        all_passed = all(case["verdict"] == Verdict.ACCEPTED for case in report["cases"])
        return [
            self.case_points(case["name"])
            if case["verdict"] == Verdict.ACCEPTED and (self.mode == "partial" or all_passed)
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
