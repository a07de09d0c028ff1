"""The class dashboard's data, read from a grades folder that `judge grade` wrote.

The grade store (grades.sqlite3, see judge/grading/store.py) is opened read-only (a `mode=ro`
URI): the dashboard never judges, never writes, never takes the grader's lock, and may be read
while a grader runs. The rows shown are those of the last finished grading run (and any a later,
unfinished run judged since); older rows are of submissions gone from the class folder.

The store does not name the class folder, but every stored report names its file as the grader
was given it (the class folder joined with the submission's path in it): the folder is that
name without the path, found relative to the grades folder or to where the server runs, and
confirmed by a stored file's hash.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.core.problems import Problem
from judge.languages import EXTENSIONS

DATABASE_NAME = "grades.sqlite3"  # judge.grading.store.DATABASE_NAME (not imported: it imports the grader)
MAX_SOURCE_BYTES = 1_000_000


class ClassError(Exception):
    """The grades folder cannot be read; the message is one line."""


@dataclass(frozen=True)
class Row:
    id: str
    file: str  # relative to the class folder; '' when no file was picked
    sha256: str
    verdict: str
    passed: int
    total: int
    time_ms: float
    report: dict[str, Any]


def database_of(folder: Path) -> Path:
    """The grade store of a grades folder (or the store's own path)."""
    return folder if folder.name == DATABASE_NAME and folder.is_file() else folder / DATABASE_NAME


class Classroom:
    """One grades folder, read again on every request (a grader may be writing it meanwhile)."""

    def __init__(self, folder: Path, problems: list[Problem]) -> None:
        self.database = database_of(folder).resolve()
        self.folder = self.database.parent
        self.problems = problems
        self._class_folder: Path | None = None

    def _read(self) -> tuple[dict[str, Any], list[Row]]:
        """(the settings of the last grading run, its rows)."""
        if not self.database.is_file():
            raise ClassError(f"no grades database at {self.database}")
        try:
            connection = sqlite3.connect(f"{self.database.as_uri()}?mode=ro", uri=True, timeout=5.0)
        except sqlite3.Error as error:
            raise ClassError(f"cannot open {self.database}: {error}") from None
        try:
            runs = connection.execute("SELECT run, finished, settings FROM runs ORDER BY run").fetchall()
            finished = [run for run, end, _ in runs if end is not None]
            since = finished[-1] if finished else 0
            settings = json.loads(runs[-1][2]) if runs else {}
            rows = [
                Row(sid, file, sha256, verdict, passed, total, time_ms, json.loads(report))
                for sid, file, sha256, verdict, passed, total, time_ms, report in connection.execute(
                    "SELECT id, file, sha256, verdict, passed, total, time_ms, report FROM results"
                    " WHERE run >= ? ORDER BY id",
                    (since,),
                )
            ]
        except (sqlite3.Error, ValueError) as error:
            raise ClassError(f"{self.database} is not a grades database that can be read: {error}") from None
        finally:
            connection.close()
        return (settings if isinstance(settings, dict) else {}), rows

    # --- the dashboard ----------------------------------------------------------------------------

    def overview(self) -> dict[str, Any]:
        settings, rows = self._read()
        slug = settings.get("problem") or (rows[0].report.get("problem") if rows else "")
        problem = next((known for known in self.problems if known.slug == slug), None)
        students = [self._student(row) for row in rows]
        number = problem.number if problem is not None else (rows[0].report.get("problem_number") if rows else None)
        width = max((len(student["cases"]) for student in students), default=0)
        names = [case.name for case in problem.cases()] if problem is not None else []
        for row in rows:  # the stored reports name the cases as they were graded
            cases = row.report.get("cases") or []
            if len(cases) == width:
                names = [str(case.get("name", "")) for case in cases]
                break
        tests = []
        for index in range(width):
            graded = [student["cases"][index] for student in students if index < len(student["cases"])]
            passed = sum(verdict == "Accepted" for verdict in graded)
            name = names[index] if index < len(names) else f"case {index + 1}"
            tests.append({"index": index + 1, "name": name, "pass_rate": round(passed / len(graded), 4)})
        return {
            "problem": {
                "id": slug,
                "number": number,
                "title": problem.title if problem is not None else slug,
            },
            "tests": tests,
            "students": students,
            "verdicts": dict(Counter(student["verdict"] for student in students).most_common()),
            "runtimes_ms": [row.time_ms for row in rows if row.verdict == "Accepted"],
            "similar": self._similar({row.id for row in rows}),
        }

    def _similar(self, ids: set[str]) -> list[dict[str, Any]] | None:
        """The pairs of alike code `judge grade --similarity` found (similarity.json), among this run's
        submissions; None when it was not asked for."""
        path = self.folder / "similarity.json"
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as error:
            raise ClassError(f"{path} cannot be read: {error}") from None
        pairs = document.get("pairs") if isinstance(document, dict) else None
        if not isinstance(pairs, list):
            raise ClassError(f"{path} holds no list of pairs")
        return [
            pair for pair in pairs if isinstance(pair, dict) and pair.get("first") in ids and pair.get("second") in ids
        ]

    @staticmethod
    def _student(row: Row) -> dict[str, Any]:
        return {
            "id": row.id,
            "file": row.file,
            "language": row.report.get("language") or EXTENSIONS.get(Path(row.file).suffix.lower(), ""),
            "verdict": row.verdict,
            "passed": row.passed,
            "total": row.total,
            "time_ms": row.time_ms,
            "cases": [str(case.get("verdict", "")) for case in row.report.get("cases") or []],
        }

    def student(self, student_id: str) -> dict[str, Any] | None:
        """One submission: its stored report and its source from the class folder (None when not found)."""
        _, rows = self._read()
        row = next((row for row in rows if row.id == student_id), None)
        if row is None:
            return None
        return {"id": row.id, "report": row.report, "source": self._source(row, rows)}

    # --- the class folder ---------------------------------------------------------------------------

    def _source(self, row: Row, rows: list[Row]) -> str | None:
        if not row.file:
            return None
        folder = self.class_folder(rows)
        if folder is None:
            return None
        path = (folder / row.file).resolve()
        if not path.is_relative_to(folder) or not path.is_file():
            return None
        try:
            with path.open("rb") as handle:
                raw = handle.read(MAX_SOURCE_BYTES + 1)
        except OSError:
            return None
        text = raw[:MAX_SOURCE_BYTES].decode("utf-8", "replace")
        return text if len(raw) <= MAX_SOURCE_BYTES else text + "\n... (cut: the file is larger)"

    def class_folder(self, rows: list[Row]) -> Path | None:
        """Where the graded files are: found once, from the stored reports' file names."""
        if self._class_folder is not None and self._class_folder.is_dir():
            return self._class_folder
        fallback = None
        for row in rows:
            for folder in self._candidates(row):
                path = folder / row.file
                if not path.is_file():
                    continue
                if _sha256(path) == row.sha256:
                    self._class_folder = folder.resolve()
                    return self._class_folder
                fallback = fallback or folder.resolve()
        return fallback

    def _candidates(self, row: Row) -> list[Path]:
        """Folders the row's file may be in: its report's file name without the file's own path,
        taken as it is (absolute), else relative to the grades folder or any folder above it, or to
        where the server runs."""
        if not row.file:
            return []
        reported, relative = Path(str(row.report.get("file", ""))), Path(row.file)
        depth = len(relative.parts)
        if len(reported.parts) < depth or reported.parts[-depth:] != relative.parts:
            return []
        base = Path(*reported.parts[:-depth]) if len(reported.parts) > depth else Path(".")
        if base.is_absolute():
            return [base]
        return [ancestor / base for ancestor in (self.folder, *self.folder.parents)] + [Path.cwd() / base]


def _sha256(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return ""
