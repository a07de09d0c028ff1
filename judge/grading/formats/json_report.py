"""results.json: the problem, the settings, the summary, then every submission with its full report."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from judge.core.files import atomic_file
from judge.core.inert import inert_json
from judge.grading.formats.common import ClassReport
from judge.grading.store import Result


def write_json(path: Path, results: Iterable[Result], context: ClassReport) -> None:
    """One document: problem, settings, scoring, summary, then every submission with its full report.

    Written one submission at a time, so the document may be larger than the grader's memory. The
    data is the submissions' own, with what a terminal would obey written as \\u escapes.
    """
    head = {
        "problem": {"number": context.problem.number, "slug": context.problem.slug, "title": context.problem.title},
        "settings": context.settings,
        "scoring": context.scoring.describe(),
        "summary": context.summary,
    }
    with atomic_file(path) as handle:
        handle.write(inert_json(json.dumps(head, ensure_ascii=False))[:-1] + ', "submissions": [')
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
            if context.scoring.groups:
                entry["groups"] = context.scoring.group_scores(result.report)
            handle.write(("\n" if number == 0 else ",\n") + inert_json(json.dumps(entry, ensure_ascii=False)))
        handle.write("\n]}\n")
