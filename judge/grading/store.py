"""The grader's results database: one SQLite file in the output folder, one row per submission.

Each result is committed the moment its submission finishes (WAL journal, synchronous=FULL, so a
committed row survives `kill -9` and a power cut). A rerun skips rows whose file hash and settings
still match, so finished submissions are never judged twice and none is lost. Reports are built by
reading rows back one at a time, so the grader's memory does not grow with the class.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

from judge.core.record import record
from judge.core.report import Outcome
from judge.core.verdicts import Verdict
from judge.errors import UsageError

DATABASE_NAME = "grades.sqlite3"
LOCK_NAME = ".grades.lock"
SCHEMA_VERSION = 1
_CLAIMS_PER_TRANSACTION = 500

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
    run INTEGER PRIMARY KEY,
    started REAL NOT NULL,
    finished REAL,
    settings TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS results (
    id TEXT PRIMARY KEY,          -- the submission: its file or folder name in the class folder
    file TEXT NOT NULL,           -- the judged file, relative to the class folder ('' when none was found)
    sha256 TEXT NOT NULL,         -- of the judged file's bytes (of the folder listing when no file was picked)
    settings TEXT NOT NULL,       -- problem and limits the row was judged under
    verdict TEXT NOT NULL,
    passed INTEGER NOT NULL,
    total INTEGER NOT NULL,
    time_ms REAL NOT NULL,
    attempts INTEGER NOT NULL,    -- how many times it was judged in the run that produced this row
    report TEXT NOT NULL,         -- the Report as JSON (captured output truncated)
    run INTEGER NOT NULL,         -- the last run that judged this row or found it up to date
    judged_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS results_by_run ON results (run);
CREATE INDEX IF NOT EXISTS results_by_hash ON results (sha256);
"""


@record(frozen=True)  # a record, as the core's Outcome it extends
class Result(Outcome):
    """One finished submission, as stored: its outcome (file relative to the class folder), and the report."""

    id: str
    attempts: int
    report: dict[str, Any]

    @classmethod
    def of(cls, submission_id: str, file: str, sha256: str, report: dict[str, Any], attempts: int) -> Result:
        return cls(
            problem=report["problem"],
            problem_number=report["problem_number"],
            file=file,
            sha256=sha256,
            verdict=report["verdict"],
            passed=report["passed"],
            total=report["total"],
            time_ms=report["time_ms"],
            id=submission_id,
            attempts=attempts,
            report=report,
        )


class GradeStore:
    """The results database of one output folder, held by one grader at a time."""

    def __init__(self, folder: Path) -> None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise UsageError(f"cannot use {folder} as the output folder: {error.strerror or error}") from None
        self.folder = folder
        if not os.access(folder, os.W_OK):  # say so now, not as a database that cannot be opened
            raise UsageError(f"cannot write in the output folder {folder}; choose another --output")
        try:
            self._lock = _hold_lock(folder / LOCK_NAME)
        except OSError as error:
            raise UsageError(f"cannot write in the output folder {folder}: {error.strerror or error}") from None
        self.path = folder / DATABASE_NAME
        try:
            self.db = sqlite3.connect(self.path, isolation_level=None)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=FULL")
            self.db.executescript(_SCHEMA)
        except sqlite3.DatabaseError as error:
            self._lock.close()
            if isinstance(error, sqlite3.OperationalError) and "unable to open" in str(error):
                raise UsageError(f"cannot create {self.path}: {error}; choose another --output") from None
            raise UsageError(f"{self.path} is not a grades database ({error}); choose another --output") from None
        found = self.db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        if found is None:
            self.db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        elif found[0] != str(SCHEMA_VERSION):
            self.close()
            raise UsageError(f"{self.path} was written by another version of the judge; choose another --output")
        self.run = 0
        self._claims: list[str] = []

    def start_run(self, settings: str) -> int:
        cursor = self.db.execute("INSERT INTO runs (started, settings) VALUES (?, ?)", (time.time(), settings))
        self.run = int(cursor.lastrowid or 0)
        return self.run

    def finish_run(self) -> None:
        self._write_claims()
        self.db.execute("UPDATE runs SET finished = ? WHERE run = ?", (time.time(), self.run))

    def up_to_date(self, submission_id: str, sha256: str, settings: str) -> str | None:
        """The stored verdict when this submission was judged from the same bytes under the same settings.

        Such a row is claimed by the current run (so it is reported) and not judged again. A row
        that ended in Internal Error is judged again (None), as infrastructure failures may pass.
        """
        row = self.db.execute("SELECT sha256, settings, verdict FROM results WHERE id = ?", (submission_id,)).fetchone()
        if row is None or row[0] != sha256 or row[1] != settings or row[2] == Verdict.INTERNAL_ERROR:
            return None
        self._claims.append(submission_id)
        if len(self._claims) >= _CLAIMS_PER_TRANSACTION:
            self._write_claims()
        return str(row[2])

    def _write_claims(self) -> None:
        """Mark rows found up to date as part of this run, many per transaction (one sync, not one each);
        a claim lost in a crash is simply made again by the next run."""
        if not self._claims:
            return
        with self.db:
            self.db.execute("BEGIN")
            self.db.executemany("UPDATE results SET run = ? WHERE id = ?", [(self.run, sid) for sid in self._claims])
        self._claims.clear()

    def save(self, result: Result, settings: str) -> None:
        """Write one result now (one transaction per result: nothing finished is lost on a crash)."""
        self.db.execute(
            "INSERT OR REPLACE INTO results (id, file, sha256, settings, verdict, passed, total, time_ms, attempts,"
            " report, run, judged_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                result.id,
                result.file,
                result.sha256,
                settings,
                result.verdict,
                result.passed,
                result.total,
                result.time_ms,
                result.attempts,
                json.dumps(result.report, ensure_ascii=False),
                self.run,
                time.time(),
            ),
        )

    def results(self) -> Iterator[Result]:
        """This run's results (judged now or found up to date), ordered by id, read one row at a time."""
        cursor = self.db.execute(
            "SELECT id, file, sha256, attempts, report FROM results WHERE run = ? ORDER BY id", (self.run,)
        )
        for submission_id, file, sha256, attempts, report in cursor:
            yield Result.of(submission_id, file, sha256, json.loads(report), attempts)

    def stale_count(self) -> int:
        """Rows of earlier runs for submissions no longer in the class folder (kept, not reported)."""
        return int(self.db.execute("SELECT COUNT(*) FROM results WHERE run != ?", (self.run,)).fetchone()[0])

    def identical_groups(self) -> Iterator[tuple[str, list[str]]]:
        """Submissions of this run whose files have the same content: (sha256, ids), largest groups first."""
        groups = self.db.execute(
            "SELECT sha256 FROM results WHERE run = ? AND file != ''"
            " GROUP BY sha256 HAVING COUNT(*) > 1 ORDER BY COUNT(*) DESC, MIN(id)",
            (self.run,),
        ).fetchall()
        for (sha256,) in groups:
            ids = self.db.execute(
                "SELECT id FROM results WHERE run = ? AND sha256 = ? ORDER BY id", (self.run, sha256)
            ).fetchall()
            yield sha256, [submission_id for (submission_id,) in ids]

    def close(self) -> None:
        self.db.close()
        self._lock.close()


def _hold_lock(path: Path) -> TextIO:
    """An exclusive lock on the output folder: two graders writing one database would both count."""
    handle = open(path, "a", encoding="utf-8")  # noqa: SIM115 -- held open for the store's lifetime
    try:
        import fcntl

        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except ImportError:  # no fcntl (Windows): run unguarded
        pass
    except OSError:
        handle.close()
        message = f"another `judge grade` is writing {path.parent}; wait for it or choose another --output"
        raise UsageError(message) from None
    return handle
