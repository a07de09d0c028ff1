"""Exercism's results.json (version 3) for one submission."""

from __future__ import annotations

from typing import Any

from judge.core.verdicts import Verdict
from judge.grading.formats.common import ClassReport, case_message, case_output, headline, nothing_ran, short, test_code
from judge.grading.store import Result

EXERCISM_OUTPUT_LIMIT = 500


# Exercism: a case the submission answered wrongly or too slowly is a failed test; one where the
# submission raised or crashed is a test in error; when nothing ran at all (Compile Error, or the
# judge failing) the run is in error and lists no test, as the interface asks.
_EXERCISM_ERRORS = (Verdict.RUNTIME_ERROR, Verdict.INTERNAL_ERROR)


def exercism_results(result: Result, context: ClassReport) -> dict[str, Any]:
    """Exercism's results.json (version 3) for one submission."""
    report = result.report
    if nothing_ran(report):
        return {"version": 3, "status": "error", "message": headline(result), "tests": []}
    # With groups of cases, each group is one of Exercism's tasks: a case belongs to its first group.
    task_of: dict[int, int] = {}
    for task, group in enumerate(context.scoring.groups, 1):
        for number in group.cases:
            if isinstance(number, int):  # resolved: always
                task_of.setdefault(number, task)
    tests = []
    for case in report["cases"]:
        if case["verdict"] == Verdict.ACCEPTED:
            status, message = "pass", None
        else:
            status = "error" if case["verdict"] in _EXERCISM_ERRORS else "fail"
            message = case_message(case)
        printed = case_output(case)
        tests.append(
            {
                "name": case["name"],
                "status": status,
                "message": message,
                "output": short(printed, EXERCISM_OUTPUT_LIMIT) if printed else None,
                "test_code": test_code(context.problem, case),
                "task_id": task_of.get(case["index"], 1),
            }
        )
    status = "pass" if all(test["status"] == "pass" for test in tests) else "fail"
    return {"version": 3, "status": status, "message": None, "tests": tests}
