"""History: every `judge test` recorded in a local SQLite database, for `judge history` and `judge stats`.

The database lives in the user's data directory ($XDG_DATA_HOME, else ~/.local/share), under
nqueens-judge/; --history PATH or $JUDGE_HISTORY points elsewhere, and JUDGE_HISTORY=off (or
--no-history) turns recording off. Recording never costs the verdict: every failure (a locked,
corrupt or read-only database, a folder that can't be created) becomes a HistoryError whose
message the CLI prints as a one-line warning after the verdict.

Several judges may record at once (e.g. a grader, or `--watch` in two terminals): the database
runs in WAL mode and each writer waits up to BUSY_TIMEOUT_S for the lock.
"""

from __future__ import annotations

import os
import time

from judge.core.record import as_tuple, fields, record
from judge.core.report import Outcome, Report
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    import sqlite3

ENV = "JUDGE_HISTORY"
OFF_VALUES = {"off", "0", "no", "false", "none"}
BUSY_TIMEOUT_S = 3.0
SCHEMA = """
CREATE TABLE IF NOT EXISTS attempts (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    problem TEXT NOT NULL,
    problem_number INTEGER NOT NULL,
    file TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    verdict TEXT NOT NULL,
    passed INTEGER NOT NULL,
    total INTEGER NOT NULL,
    time_ms REAL NOT NULL
)
"""


class HistoryError(Exception):
    """The history could not be read or written; the message is one line for the user."""


@record(frozen=True)
class Attempt(Outcome):
    """One `judge test`: its outcome (the file's absolute path) and when it happened."""

    at: str  # UTC, ISO 8601

    @classmethod
    def of(cls, report: Report, file: str, sha256: str) -> Attempt:
        """The attempt a judged report makes now, its file named as the history shows it."""
        return cls(
            at=now(),
            problem=report.problem,
            problem_number=report.problem_number,
            file=file,
            sha256=sha256,
            verdict=report.verdict.value,
            passed=report.passed,
            total=report.total,
            time_ms=report.time_ms,
        )

    @property
    def local_time(self) -> str:
        from datetime import datetime

        return datetime.fromisoformat(self.at).astimezone().strftime("%Y-%m-%d %H:%M:%S")


_COLUMNS = ", ".join(field.name for field in fields(Attempt))


def default_path() -> str:
    data_home = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(data_home, "nqueens-judge", "history.sqlite3")


def history_path(flag: str | None = None, disabled: bool = False) -> str | None:
    """Where history goes: --history, else $JUDGE_HISTORY, else the data directory; None when turned off."""
    if disabled:
        return None
    chosen = flag if flag is not None else os.environ.get(ENV, "")
    if chosen.strip().lower() in OFF_VALUES:
        return None
    return os.path.expanduser(chosen) if chosen.strip() else default_path()


def now() -> str:
    from datetime import datetime, timezone

    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def _problem(error: BaseException, path: str) -> HistoryError:
    text = str(error) or type(error).__name__
    if "not a database" in text or "malformed" in text:
        text += "; move the file away to start a new history"
    return HistoryError(f"history at {path}: {text}")


def _connect(path: str, timeout: float) -> sqlite3.Connection:
    import sqlite3

    connection = sqlite3.connect(path, timeout=timeout, isolation_level=None)
    connection.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
    return connection


def save(path: str, attempt: Attempt, timeout: float = BUSY_TIMEOUT_S) -> None:
    """Append one attempt; raise HistoryError when that is not possible within timeout seconds."""
    import sqlite3  # here, not at the top: choosing the path (before judging) needs no database

    deadline = time.monotonic() + timeout
    try:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        connection = _connect(path, timeout)
    except (OSError, sqlite3.Error) as error:
        raise _problem(error, path) from None
    try:
        while True:
            try:
                # Switching to WAL takes an exclusive lock for a moment and, unlike the writes, may fail
                # at once while another judge holds it: retry until the deadline.
                connection.execute("PRAGMA journal_mode = WAL")
                connection.execute("PRAGMA synchronous = NORMAL")
                connection.execute(SCHEMA)
                placeholders = ", ".join("?" for _ in fields(Attempt))
                connection.execute(f"INSERT INTO attempts ({_COLUMNS}) VALUES ({placeholders})", as_tuple(attempt))
                return
            except sqlite3.OperationalError as error:
                if ("locked" not in str(error) and "busy" not in str(error)) or time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
    except sqlite3.Error as error:
        raise _problem(error, path) from None
    finally:
        connection.close()


def attempts(path: str, problem: str | None = None) -> list[Attempt]:
    """Recorded attempts, oldest first, for one problem slug or all; [] when nothing was recorded yet."""
    import sqlite3
    from pathlib import Path

    if not os.path.exists(path):
        return []
    try:
        connection = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_S)
        try:
            if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'attempts'").fetchone():
                return []
            query = f"SELECT {_COLUMNS} FROM attempts"
            rows = (
                connection.execute(query + " WHERE problem = ? ORDER BY id", (problem,))
                if problem
                else connection.execute(query + " ORDER BY id")
            )
            return [Attempt(*row) for row in rows]
        finally:
            connection.close()
    except sqlite3.Error as error:
        raise _problem(error, path) from None


@record(frozen=True)
class ProblemStats:
    problem: str
    problem_number: int
    attempts: int
    attempts_to_accept: int | None  # 1-based position of the first Accepted attempt
    best_ms: float | None  # fastest Accepted run


def summarise(recorded: list[Attempt], problems: list[tuple[int, str]]) -> list[ProblemStats]:
    """One row per known problem (number, slug), plus any recorded problem no longer known."""
    known = dict((slug, number) for number, slug in problems)
    for attempt in recorded:
        known.setdefault(attempt.problem, attempt.problem_number)
    rows = []
    for slug, number in sorted(known.items(), key=lambda item: item[1]):
        mine = [attempt for attempt in recorded if attempt.problem == slug]
        accepted = [position for position, attempt in enumerate(mine, 1) if attempt.verdict == Verdict.ACCEPTED]
        times = [attempt.time_ms for attempt in mine if attempt.verdict == Verdict.ACCEPTED]
        rows.append(ProblemStats(slug, number, len(mine), accepted[0] if accepted else None, min(times, default=None)))
    return rows
