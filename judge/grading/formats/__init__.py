"""The grader's report formats: CSV, JSON, JUnit XML, Gradescope, Exercism, and the gradebook import files
of Canvas and Moodle, one module each.

Every format is a function of the stored results (plain data), read back one at a time, and is
written atomically (judge/core/files.py), so a reader never sees half a report.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from judge.errors import UsageError
from judge.grading.formats.common import ClassReport
from judge.grading.store import Result

FORMATS = ("csv", "json", "junit", "gradescope", "exercism", "canvas", "moodle")
# One row per student (named by --student-id), not per submission.
GRADEBOOK_FORMATS = ("canvas", "moodle")
DEFAULT_FORMATS = ("csv", "json")


def parse_formats(text: str) -> tuple[str, ...]:
    """`csv,json` -> ('csv', 'json'); `all` -> every format."""
    wanted = [part.strip().lower() for part in text.split(",") if part.strip()]
    if wanted == ["all"]:
        return FORMATS
    unknown = [name for name in wanted if name not in FORMATS]
    if unknown or not wanted:
        named = ", ".join(unknown) or repr(text)
        raise UsageError(f"unknown report format {named}; choose from {', '.join(FORMATS)} or all")
    return tuple(dict.fromkeys(wanted))


def write_reports(
    folder: Path, formats: Iterable[str], results: Callable[[], Iterable[Result]], context: ClassReport
) -> list[Path]:
    """Write each chosen format into the output folder; returns the paths written.

    A report that cannot be written is a UsageError naming it: the results stay in the store, and
    the same command writes the reports once the path is fixed.
    """
    written = []
    for name in formats:
        path = folder / REPORT_NAMES[name]
        try:
            _write_report(name, path, results, context)
        except OSError as error:
            raise UsageError(
                f"cannot write the report {path}: {error.strerror or error}; the results are kept in {folder},"
                " so fix that path and run the same command again"
            ) from None
        written.append(path)
    return written


REPORT_NAMES = {
    "csv": "results.csv",
    "json": "results.json",
    "junit": "junit.xml",
    "gradescope": "gradescope",
    "exercism": "exercism",
    "canvas": "canvas.csv",
    "moodle": "moodle.csv",
}


def _write_report(name: str, path: Path, results: Callable[[], Iterable[Result]], context: ClassReport) -> None:
    if name == "csv":
        from judge.grading.formats.csv_report import write_csv

        write_csv(path, results(), context)
    elif name == "json":
        from judge.grading.formats.json_report import write_json

        write_json(path, results(), context)
    elif name == "junit":
        from judge.grading.formats.junit import write_junit

        write_junit(path, results, context)
    elif name == "canvas":
        from judge.grading.formats.canvas import write_canvas

        write_canvas(path, results, context)
    elif name == "moodle":
        from judge.grading.formats.moodle import write_moodle

        write_moodle(path, results, context)
    else:
        from judge.grading.formats.common import write_per_submission

        if name == "gradescope":
            from judge.grading.formats.gradescope import gradescope_results as build
        else:
            from judge.grading.formats.exercism import exercism_results as build
        write_per_submission(path, results(), context, build)
