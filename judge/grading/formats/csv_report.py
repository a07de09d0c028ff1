"""results.csv: one row per submission, safe to open in a spreadsheet."""

from __future__ import annotations

import csv
from collections.abc import Iterable
from pathlib import Path

from judge.core.files import atomic_file
from judge.grading.formats.common import MESSAGE_IN_TABLE, ClassReport, cell, headline, short
from judge.grading.store import Result

CSV_COLUMNS = ("id", "verdict", "passed", "total", "score", "max_score", "time_ms", "file", "sha256", "message")


def write_csv(path: Path, results: Iterable[Result], context: ClassReport) -> None:
    with atomic_file(path) as handle:
        writer = csv.writer(handle)
        # With groups of cases, each group's score in a column of its own, after the usual ones.
        writer.writerow([*CSV_COLUMNS, *(cell(f"group: {group.name}") for group in context.scoring.groups)])
        for result in results:
            writer.writerow(
                [
                    cell(result.id),
                    result.verdict,
                    result.passed,
                    result.total,
                    context.scoring.score(result.report),
                    context.scoring.max_score(result.report),
                    round(result.time_ms, 3),
                    cell(result.file),
                    result.sha256,
                    cell(short(headline(result), MESSAGE_IN_TABLE)),
                    *(group["score"] for group in context.scoring.group_scores(result.report)),
                ]
            )
