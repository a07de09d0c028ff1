"""canvas.csv: Canvas's gradebook import file, one row per student, the score in one assignment column.

What Canvas's import needs (its instructors' guides, e.g.
https://teaching.resources.osu.edu/toolsets/carmencanvas/guides/calculating-final-grades/import-csv-file-carmen-grades,
and the parser itself,
https://github.com/instructure/canvas-lms/blob/00b222d77ee43d046e6aee0347c4ed5b27e1741f/lib/gradebook_importer.rb):

- the header begins `Student`, `ID`, then `SIS User ID` and `SIS Login ID` (both, or `SIS Login ID` alone),
  then `Section`: the student columns end at `Section`, and each column after it is an assignment;
- an assignment column is headed `Name (assignment id)` (as Canvas's export writes it,
  https://nemogb-dev.github.io/nemogb-r/articles/detailed-canvas-export-info.html); a name without an id
  is matched to an assignment of that exact title, or creates a new assignment;
- a row whose first cell holds `Points Possible` (optional) gives each assignment's points;
- each row's student is found by `ID` (Canvas's own user id), else by `SIS User ID`, else by
  `SIS Login ID`, else by the name in `Student`; a student not found is listed for the instructor.
"""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterable
from pathlib import Path

from judge.core.files import atomic_file
from judge.grading.formats.common import ClassReport, cell, roster
from judge.grading.store import Result

CANVAS_STUDENT_COLUMNS = ("Student", "ID", "SIS User ID", "SIS Login ID", "Section")
CANVAS_POINTS_POSSIBLE = "    Points Possible"  # as Canvas's own export writes it
# --canvas-match: the column a student's id goes in. The others stay empty: a value in ID is looked up
# first, so a student number there could name a different Canvas user.
CANVAS_MATCH = {"sis-user-id": "SIS User ID", "sis-login-id": "SIS Login ID", "id": "ID"}
_ID = CANVAS_STUDENT_COLUMNS.index("ID")


def write_canvas(path: Path, results: Callable[[], Iterable[Result]], context: ClassReport) -> None:
    people = roster(results(), context)
    match = CANVAS_STUDENT_COLUMNS.index(CANVAS_MATCH[context.gradebook.canvas_match])
    blank = [""] * len(CANVAS_STUDENT_COLUMNS)
    with atomic_file(path) as handle:
        writer = csv.writer(handle)
        writer.writerow([*CANVAS_STUDENT_COLUMNS, context.gradebook.assignment_header(context.problem)])
        points = "" if people.points_possible is None else people.points_possible
        writer.writerow([CANVAS_POINTS_POSSIBLE, *blank[1:], points])
        for result in results():
            student = people.students.get(result.id)  # made safe to write by roster()
            if student is None:
                continue
            row = [cell(result.id), *blank[1:]]  # the submission's name where Canvas shows the student's
            # Canvas reads ID as a number from its leading digits ("1001_alice" would be user 1001): only a
            # whole number goes there; without one, Canvas lists the row as a student it did not find.
            if match != _ID or (student.isascii() and student.isdigit()):
                row[match] = student
            writer.writerow([*row, context.scoring.score(result.report)])
