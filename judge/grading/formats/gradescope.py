"""Gradescope's results.json for one submission."""

from __future__ import annotations

import math
from typing import Any

from judge.core.inert import inert
from judge.core.verdicts import Verdict
from judge.grading.formats.common import ClassReport, case_message, case_output, headline, test_code
from judge.grading.store import Result


def gradescope_results(result: Result, context: ClassReport) -> dict[str, Any]:
    """Gradescope's results.json for one submission: every case a test, the score at the top."""
    report = result.report
    scores = context.scoring.case_scores(report)
    tests = [_group_test(group, report) for group in context.scoring.group_scores(report)]
    for case, score in zip(report["cases"], scores, strict=True):
        output = case_message(case)
        printed = case_output(case)
        if printed:
            output += "\n\nprinted:\n" + printed
        tests.append(
            {
                "name": f"{case['name']} ({test_code(context.problem, case)})",
                "number": str(case["index"]),
                "score": score,
                "max_score": context.scoring.case_points(case["name"]),
                "status": "passed" if case["verdict"] == Verdict.ACCEPTED else "failed",
                "output": output,
                "tags": [case["verdict"]],
                "visibility": "visible",
            }
        )
    summary = f"{result.verdict} · {result.passed}/{result.total} cases passed"
    if result.verdict != Verdict.ACCEPTED:
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


def _group_test(group: dict[str, Any], report: dict[str, Any]) -> dict[str, Any]:
    """A group of cases as one Gradescope test carrying its points (its cases then carry none)."""
    cases = {case["index"]: case for case in report["cases"]}
    if group["passed"]:
        output = "every case of the group passed"
    else:
        failed = [cases.get(number) for number in group["failed"]]
        output = "failed: " + "; ".join(
            f"case {case['index']} ({case['name']}): {case['verdict']}" if case else "a case that did not run"
            for case in failed[:5]
        )
        if len(failed) > 5:
            output += f"; and {len(failed) - 5} more"
    return {
        "name": f"group {group['name']}",
        "score": group["score"],
        "max_score": group["points"],
        "status": "passed" if group["passed"] else "failed",
        "output": inert(output),
        "visibility": "visible",
    }
