"""results.csv: one row per submission, safe to open in a spreadsheet."""

from __future__ import annotations

import csv
from collections.abc import Iterable
from pathlib import Path

from judge.core.files import atomic_file
from judge.core.inert import inert
from judge.grading.formats.common import MESSAGE_IN_TABLE, ClassReport, headline, short
from judge.grading.store import Result

CSV_COLUMNS = ("id", "verdict", "passed", "total", "score", "max_score", "time_ms", "file", "sha256", "message")
# A spreadsheet runs a cell that starts with one of these as a formula; ids and messages come from strangers.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def write_csv(path: Path, results: Iterable[Result], context: ClassReport) -> None:
    with atomic_file(path) as handle:
        writer = csv.writer(handle)
        # With groups of cases, each group's score in a column of its own, after the usual ones.
        writer.writerow([*CSV_COLUMNS, *(_cell(f"group: {group.name}") for group in context.scoring.groups)])
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
                    _cell(short(headline(result), MESSAGE_IN_TABLE)),
                    *(group["score"] for group in context.scoring.group_scores(result.report)),
                ]
            )


def _cell(text: str) -> str:
    """A text cell from a stranger: one line, no control character, never a formula."""
    text = inert(text)
    return "'" + text if text.startswith(_FORMULA_START) else text
