"""`judge grade --format canvas,moodle`: the gradebook import files of Canvas and Moodle, through the CLI.

The layouts checked are the ones each gradebook's import reads (see judge/grading/formats/canvas.py and
moodle.py for the sources): Canvas's student columns ending at Section, an assignment column named
"Name (id)", the Points Possible row; Moodle's user column, grade column and feedback column. A small
class of problem 52 is graded once; the other runs reuse its results (nothing is judged again).
"""

from __future__ import annotations

import csv
import io
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from .conftest import ROOT, CliResult, run_judge

SOLUTIONS = ROOT / "solutions" / "n-queens-ii"
STUDENT_ID = "^(?P<id>[^_]+)_"  # "1001_alice.py" -> 1001
CANVAS_STUDENT_COLUMNS = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]
# Canvas's own rule for an assignment column: "Name (id)" (Assignment.title_and_id in canvas-lms).
CANVAS_ASSIGNMENT = re.compile(r"\A(.*)\s\((\d+)\)\Z")

# Submission id -> (source, score out of 9).
CLASS: dict[str, tuple[Path, float]] = {
    "1001_alice.py": (SOLUTIONS / "reference" / "reference.py", 9.0),
    "1002_bob.py": (SOLUTIONS / "wrong_answer" / "class_counter.py", 1.0),
    "1003_carol": (SOLUTIONS / "runtime_error" / "fixed_size.py", 8.0),  # a person's folder
    "=2+3_dave.py": (SOLUTIONS / "reference" / "reference.py", 9.0),  # a student id a spreadsheet would run
    "notes.py": (SOLUTIONS / "reference" / "reference.py", 9.0),  # no student id in its name
    "1004_erin.py": (SOLUTIONS / "reference" / "reference.py", 9.0),  # two files, one student
    "1004_erin_old.py": (SOLUTIONS / "wrong_answer" / "class_counter.py", 1.0),
}
# What the gradebooks hold: student id -> (submission id, score); the formula-looking id written inert.
STUDENTS = {"1001": ("1001_alice.py", 9.0), "1002": ("1002_bob.py", 1.0), "1003": ("1003_carol", 8.0)}
STUDENTS["'=2+3"] = ("'=2+3_dave.py", 9.0)
LEFT_OUT = {
    "notes.py": "its name does not match --student-id",
    "1004_erin.py": "the same student id as 1004_erin_old.py",
    "1004_erin_old.py": "the same student id as 1004_erin.py",
}


def grade(folder: Path, output: Path, *options: str) -> CliResult:
    return run_judge("grade", str(folder), "-p", "52", "-j", "2", "-o", str(output), "--allow-unconfined", *options)


def read_csv(path: Path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"), newline="")))


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    base = tmp_path_factory.mktemp("exports")
    folder = base / "class"
    folder.mkdir()
    for name, (source, _) in CLASS.items():
        if name.endswith(".py"):
            shutil.copyfile(source, folder / name)
        else:
            (folder / name).mkdir()
            shutil.copyfile(source, folder / name / "solution.py")
    output = base / "out"
    options = ("--format", "canvas,moodle,csv", "--student-id", STUDENT_ID, "--assignment", "N-Queens (1234)")
    result = grade(folder, output, *options)
    assert result.returncode == 0, result.stderr
    return {"base": base, "folder": folder, "output": output, "result": result}


def regrade(graded: dict[str, Any], name: str, *options: str) -> tuple[CliResult, Path]:
    """The class graded again into a copy of the output folder, with other options: nothing is judged again."""
    output = graded["base"] / name
    shutil.copytree(graded["output"], output)
    result = grade(graded["folder"], output, *options)
    assert result.returncode == 0, result.stderr
    assert f"0 judged now, {len(CLASS)} unchanged" in result.stdout
    return result, output


# ----------------------------------------------------------------------------------------------
# Canvas


def test_canvas_has_the_student_columns_canvas_reads_then_the_assignment(graded: dict[str, Any]) -> None:
    header = read_csv(graded["output"] / "canvas.csv")[0]
    assert header == [*CANVAS_STUDENT_COLUMNS, "N-Queens (1234)"]
    # As Canvas's importer reads a header: Student, ID, SIS User ID and SIS Login ID, the last of the
    # student columns is Section, and what follows is an assignment named "title (id)".
    assert "Student" in header[0] and "ID" in header[1] and "Section" in header[4]
    assert re.search(r"SIS\s+User\s+ID", header[2]) and re.search(r"SIS\s+Login\s+ID", header[3])
    found = CANVAS_ASSIGNMENT.match(header[5])
    assert found is not None and found.groups() == ("N-Queens", "1234")


def test_canvas_points_possible_row_gives_the_maximum_score(graded: dict[str, Any]) -> None:
    points = read_csv(graded["output"] / "canvas.csv")[1]
    assert "Points Possible" in points[0]
    assert points[1:5] == ["", "", "", ""] and float(points[5]) == 9


def test_canvas_has_one_row_per_student_with_the_id_under_sis_user_id(graded: dict[str, Any]) -> None:
    rows = read_csv(graded["output"] / "canvas.csv")[2:]
    assert all(len(row) == 6 for row in rows)
    got = {row[2]: (row[0], float(row[5])) for row in rows}
    assert got == STUDENTS and len(rows) == len(STUDENTS)
    assert all(row[1] == row[3] == row[4] == "" for row in rows)  # ID, SIS Login ID, Section


def test_canvas_match_id_puts_only_whole_numbers_in_canvas_id_column(graded: dict[str, Any]) -> None:
    options = ("--format", "canvas", "--student-id", STUDENT_ID, "--canvas-match", "id")
    _, output = regrade(graded, "by-canvas-id", *options)
    rows = read_csv(output / "canvas.csv")[2:]
    assert {row[0]: row[1] for row in rows} == {
        "1001_alice.py": "1001",
        "1002_bob.py": "1002",
        "1003_carol": "1003",
        "'=2+3_dave.py": "",  # not a number: Canvas would read its leading digits as someone's user id
    }
    assert all(row[2] == row[3] == "" for row in rows)


# ----------------------------------------------------------------------------------------------
# Moodle


def test_moodle_has_a_user_column_a_grade_column_and_feedback(graded: dict[str, Any]) -> None:
    rows = read_csv(graded["output"] / "moodle.csv")
    assert rows[0] == ["Student", "N-Queens", "Feedback"]  # the assignment's name, without Canvas's id
    assert all(len(row) == 3 for row in rows)
    got = {row[0]: float(row[1]) for row in rows[1:]}
    assert got == {student: score for student, (_, score) in STUDENTS.items()} and len(rows) == 1 + len(STUDENTS)


def test_moodle_feedback_is_the_verdict_and_first_failure(graded: dict[str, Any]) -> None:
    feedback = {row[0]: row[2] for row in read_csv(graded["output"] / "moodle.csv")[1:]}
    results = {row["id"]: row for row in csv.DictReader(io.StringIO((graded["output"] / "results.csv").read_text()))}
    assert feedback["1001"] == "Accepted"
    assert feedback["1002"].startswith("Wrong Answer on case 2 (n=2): expected 0, got 1")
    assert feedback["1003"].startswith("Runtime Error on case 9 (n=9): IndexError")
    for student, (submission_id, _) in STUDENTS.items():
        assert feedback[student] == results[submission_id]["message"]  # the same headline as results.csv


# ----------------------------------------------------------------------------------------------
# Student ids


def test_names_without_one_student_id_are_left_out_with_one_warning(graded: dict[str, Any]) -> None:
    result = graded["result"]
    warnings = [line for line in result.stderr.splitlines() if line.startswith("judge: warning: ")]
    assert len(warnings) == 1, result.stderr
    assert warnings[0].startswith("judge: warning: 3 submissions left out of canvas.csv and moodle.csv: ")
    for submission_id, why in LEFT_OUT.items():
        assert f"{submission_id} ({why})" in warnings[0]
    assert "Traceback" not in result.stderr
    canvas = (graded["output"] / "canvas.csv").read_text(encoding="utf-8")
    moodle = (graded["output"] / "moodle.csv").read_text(encoding="utf-8")
    assert "notes" not in canvas and "erin" not in canvas and "1004" not in canvas + moodle
    graded_ids = {row["id"] for row in csv.DictReader(io.StringIO((graded["output"] / "results.csv").read_text()))}
    assert graded_ids == {"'=2+3_dave.py", *(name for name in CLASS if not name.startswith("="))}  # all judged


def test_a_formula_looking_student_id_is_written_inert(graded: dict[str, Any]) -> None:
    canvas = read_csv(graded["output"] / "canvas.csv")
    moodle = read_csv(graded["output"] / "moodle.csv")
    assert ["'=2+3_dave.py", "", "'=2+3", "", "", "9.0"] in canvas
    assert ["'=2+3", "9.0", "Accepted"] in moodle
    cells = [cell for row in canvas + moodle for cell in row]
    assert not [cell for cell in cells if cell.startswith(("=", "+", "-", "@"))]


def test_without_options_the_submission_id_and_the_problem_title_are_used(graded: dict[str, Any]) -> None:
    result, output = regrade(graded, "defaults", "--format", "canvas,moodle", "--scoring", "all-or-nothing")
    assert "judge: warning" not in result.stderr  # every submission has an id: its own
    canvas = read_csv(output / "canvas.csv")
    assert canvas[0] == [*CANVAS_STUDENT_COLUMNS, "N-Queens II"]  # no id: Canvas matches the title
    scores = {row[2]: float(row[5]) for row in canvas[2:]}
    expected = {"'=2+3_dave.py" if name.startswith("=") else name: score for name, (_, score) in CLASS.items()}
    assert scores == {name: (9.0 if score == 9 else 0.0) for name, score in expected.items()}
    moodle = read_csv(output / "moodle.csv")
    assert moodle[0] == ["Student", "N-Queens II", "Feedback"]
    assert {row[0] for row in moodle[1:]} == set(expected)


# ----------------------------------------------------------------------------------------------
# Usage errors


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--format", "canvas", "--student-id", "(?P<id>[0-9]+"], "is not a valid Python regular expression"),
        (["--format", "csv", "--student-id", "(?P<id>[0-9]+)"], "--student-id and --assignment are for the canvas"),
        (["--format", "moodle", "--assignment", " "], "--assignment: expected some text"),
    ],
)
def test_gradebook_options_given_wrongly_are_one_line_usage_errors(
    tmp_path: Path, options: list[str], message: str
) -> None:
    result = run_judge("grade", str(tmp_path), "-p", "52", "-o", str(tmp_path / "out"), *options)
    assert result.returncode == 2
    assert result.stderr.startswith("judge: error: ") and message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "out").exists()  # refused before anything was graded
