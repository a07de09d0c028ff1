"""The class summary: verdict counts, each case's pass rate, the slowest accepted, identical files."""

from __future__ import annotations

import heapq
from collections import Counter
from typing import Any

from judge.core.problems import Problem
from judge.core.verdicts import Verdict
from judge.grading.formats.scoring import Scoring
from judge.grading.store import GradeStore

SLOWEST_SHOWN = 5


def summarize(store: GradeStore, problem: Problem, scoring: Scoring) -> dict[str, Any]:
    """Verdict counts, each case's pass rate, the slowest accepted submissions, identical files."""
    verdicts: Counter[str] = Counter()
    case_names = [case.name for case in problem.cases()]
    passes: Counter[str] = Counter()
    slowest: list[tuple[float, str]] = []
    total_score = max_score = 0.0
    count = 0
    for result in store.results():
        count += 1
        verdicts[result.verdict] += 1
        total_score += scoring.score(result.report)
        max_score += scoring.max_score(result.report)
        for case in result.report["cases"]:
            passes[case["name"]] += case["verdict"] == Verdict.ACCEPTED
        if result.verdict == Verdict.ACCEPTED:
            entry = (result.time_ms, result.id)
            if len(slowest) < SLOWEST_SHOWN:
                heapq.heappush(slowest, entry)
            else:
                heapq.heappushpop(slowest, entry)
    cases: list[dict[str, Any]] = [
        {"name": name, "passed": passes[name], "submissions": count, "pass_rate": round(passes[name] / count, 4)}
        for name in case_names
        if count
    ]
    hardest = min(cases, key=lambda case: case["passed"], default=None)
    return {
        "submissions": count,
        "verdicts": dict(verdicts.most_common()),
        "mean_score_percent": round(100 * total_score / max_score, 1) if max_score else 0.0,
        "cases": cases,
        "most_failed_case": hardest["name"] if hardest and hardest["passed"] < count else None,
        "slowest_accepted": [{"id": sid, "time_ms": ms} for ms, sid in sorted(slowest, reverse=True)],
        "identical_files": [{"sha256": sha, "ids": ids} for sha, ids in store.identical_groups()],
    }
