"""moodle.csv: Moodle's grade import file (CSV), one row per student: who, the score, the feedback.

What Moodle's CSV grade import needs (https://docs.moodle.org/311/en/Grade_import, and its reader,
https://github.com/moodle/moodle/blob/0289d8c7665458f8ffc47e34527598e15523f104/grade/import/csv/classes/load_data.php):

- a header row; the columns are mapped at import, none is required by name: "Identify user by" maps
  one column ("Map from") to the user's id, ID number, email address or username ("Map to"), and
  each other column is mapped to a grade item, a new grade item, feedback for a grade item, or ignored;
- a grade is a number (`-` or empty: no grade); one above 100 needs the site's unlimited grades setting;
- every row must name a user who exists (an empty cell too stops the whole import), so a submission
  with no student's id is left out rather than written with a guess;
- imported feedback replaces the item's grades too, so the score and the feedback are imported together.
"""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterable
from pathlib import Path

from judge.core.files import atomic_file
from judge.grading.formats.common import MESSAGE_IN_TABLE, ClassReport, cell, headline, roster, short
from judge.grading.store import Result

MOODLE_STUDENT_COLUMN = "Student"
MOODLE_FEEDBACK_COLUMN = "Feedback"


def write_moodle(path: Path, results: Callable[[], Iterable[Result]], context: ClassReport) -> None:
    people = roster(results(), context)
    with atomic_file(path) as handle:
        writer = csv.writer(handle)
        score = context.gradebook.assignment_name(context.problem)
        writer.writerow([MOODLE_STUDENT_COLUMN, score, MOODLE_FEEDBACK_COLUMN])
        for result in results():
            student = people.students.get(result.id)  # made safe to write by roster()
            if student is not None:
                feedback = cell(short(headline(result), MESSAGE_IN_TABLE))
                writer.writerow([student, context.scoring.score(result.report), feedback])
