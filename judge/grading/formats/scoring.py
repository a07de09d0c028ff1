"""Scoring: how a submission's cases become its score."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.core.problems import CaseGroup, Problem, parse_case_groups
from judge.core.verdicts import Verdict
from judge.errors import UsageError


@dataclass(frozen=True)
class Scoring:
    """How a submission's cases become its score: points per case (1 each unless given), or per
    group of cases (with groups, a case alone earns nothing), and the mode.

    partial: the points of the cases (groups) passed; all-or-nothing: every point when all cases
    pass, else 0. A group passes when every case in it passes.
    """

    mode: str = "partial"
    points: dict[str, float] = field(default_factory=dict)
    groups: tuple[CaseGroup, ...] = ()  # their cases by number from 1 (resolve_groups)

    def case_points(self, name: str) -> float:
        return 0.0 if self.groups else self.points.get(name, 1.0)

    def max_score(self, report: dict[str, Any]) -> float:
        if self.groups:
            return _rounded(sum(group.points for group in self.groups))
        return _rounded(sum(self.case_points(case["name"]) for case in report["cases"]))

    def case_scores(self, report: dict[str, Any]) -> list[float]:
        """What each case earns; under all-or-nothing a passed case earns its points only if all passed."""
        all_passed = _all_passed(report)
        return [
            self.case_points(case["name"])
            if case["verdict"] == Verdict.ACCEPTED and (self.mode == "partial" or all_passed)
            else 0.0
            for case in report["cases"]
        ]

    def group_scores(self, report: dict[str, Any]) -> list[dict[str, Any]]:
        """Per group: its name, points, score, whether it passed, and the numbers of its cases that did
        not (a case the report lacks, never run, did not pass)."""
        verdicts = {case["index"]: case["verdict"] for case in report["cases"]}
        all_passed = _all_passed(report)
        rows = []
        for group in self.groups:
            failed = [number for number in group.cases if verdicts.get(number) != Verdict.ACCEPTED]
            earned = not failed and (self.mode == "partial" or all_passed)
            rows.append(
                {
                    "name": group.name,
                    "points": group.points,
                    "score": group.points if earned else 0.0,
                    "passed": not failed,
                    "failed": failed,
                }
            )
        return rows

    def score(self, report: dict[str, Any]) -> float:
        if self.groups:
            return _rounded(sum(row["score"] for row in self.group_scores(report)))
        return _rounded(sum(self.case_scores(report)))

    def describe(self) -> dict[str, Any]:
        if self.groups:
            groups = [{"name": group.name, "cases": list(group.cases), "points": group.points} for group in self.groups]
            return {"mode": self.mode, "groups": groups}
        return {"mode": self.mode, "points": dict(self.points) or "1 per case"}


def _all_passed(report: dict[str, Any]) -> bool:
    return all(case["verdict"] == Verdict.ACCEPTED for case in report["cases"])


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


def load_groups(path: Path, problem: Problem) -> tuple[CaseGroup, ...]:
    """A grader's groups file (a JSON list of groups, or an object holding one under "groups"),
    checked against the problem's cases."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise UsageError(f"cannot read the groups file {path}: {error.strerror or error}") from None
    except ValueError as error:
        raise UsageError(f"{path} is not valid JSON ({error})") from None
    if isinstance(raw, dict) and set(raw) == {"groups"}:
        raw = raw["groups"]
    return resolve_groups(parse_case_groups(raw, str(path)), problem, str(path))


def resolve_groups(groups: tuple[CaseGroup, ...], problem: Problem, where: str) -> tuple[CaseGroup, ...]:
    """The groups with their cases as numbers from 1 (a name stands for every case of that name);
    each named case must be one of the problem's, and each of the problem's cases in a group."""
    names = [case.name for case in problem.cases()]
    resolved = []
    for group in groups:
        numbers: list[int] = []
        for case in group.cases:
            if isinstance(case, int):
                if case > len(names):
                    raise UsageError(
                        f"{where}: group {group.name!r} names case {case}; {problem.slug} has {len(names)}"
                    )
                numbers.append(case)
                continue
            found = [number for number, name in enumerate(names, 1) if name == case]
            if not found:
                shown = ", ".join(names[:5]) + (", ..." if len(names) > 5 else "")
                raise UsageError(
                    f"{where}: group {group.name!r} names a case {problem.slug} does not have: {case!r}"
                    f" (its cases: {shown}, or their numbers from 1)"
                )
            numbers.extend(found)
        resolved.append(CaseGroup(group.name, tuple(sorted(set(numbers))), group.points))
    grouped = {number for group in resolved for number in group.cases}
    ungrouped = [number for number in range(1, len(names) + 1) if number not in grouped]
    if ungrouped:
        raise UsageError(
            f"{where}: {len(ungrouped)} of {problem.slug}'s {len(names)} cases are in no group, e.g. case"
            f" {ungrouped[0]} ({names[ungrouped[0] - 1]!r}); put every case in a group (a group of one earns alone)"
        )
    return tuple(resolved)
