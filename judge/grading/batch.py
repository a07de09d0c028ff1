"""Grade a whole class: find the submissions, judge each alone in parallel, keep every result, report.

The unit of work is `judge.grading.worker.grade_one(task) -> dict` (worker processes import only
that module): judge one submission (its source travels with the task, so a remote worker needs no
shared folder) and return plain data. Parallelism is any
`concurrent.futures.Executor`: a pool of worker processes here, or a Dask cluster (`--dask`),
whose worker threads may judge side by side (tests/test_concurrent_judgements.py).

Results go into the output folder's SQLite database as each submission finishes; a rerun of the
same command skips what is already there (see judge/grading/store.py). At most a small window of
submissions is in flight, and reports are written by reading the database back row by row, so
the grader's memory does not grow with the size of the class.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections import deque
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from judge import __version__
from judge.core.limits import problem_limits
from judge.core.problems import Problem
from judge.core.report import to_data, unjudged_report
from judge.core.verdicts import Verdict
from judge.errors import UsageError
from judge.grading.formats import DEFAULT_FORMATS, write_reports
from judge.grading.formats.common import ClassReport, Gradebook, headline
from judge.grading.formats.scoring import Scoring
from judge.grading.progress import Progress
from judge.grading.similarity import SimilarPair, class_similarity, write_similarity
from judge.grading.store import GradeStore, Result
from judge.grading.summary import summarize
from judge.grading.worker import GradeTask, grade_one, worker_started
from judge.languages import language_named
from judge.languages.source import read_submission, shown_name
from judge.pipeline import unreadable_report

# Folders never searched for a solution file: tools' caches, virtual environments, VCS data.
_SKIPPED_FOLDERS = {"__pycache__", "node_modules", "venv", "env", "site-packages"}
MAX_FILES_PER_FOLDER = 200
# A submission is judged at most this many times in one run: once, and once more after an
# infrastructure failure (Internal Error, or the worker process dying under it).
MAX_ATTEMPTS = 2


# ----------------------------------------------------------------------------------------------
# Finding the submissions


@dataclass(frozen=True)
class Entry:
    """One submission in the class folder: a solution file, or a person's folder and the file picked in it."""

    id: str
    path: Path | None
    problem: str = ""  # why no file could be picked (path is None)


def discover(folder: Path, problem: Problem, exclude: Path | None = None) -> list[Entry]:
    """The submissions in a class folder, ordered by name.

    Every solution file (.py, .java, .cpp, ... in any language the judge runs) directly in the
    folder is one submission (its id is the file name), and every
    sub-folder is one person's submission (its id is the folder name) holding one solution file,
    picked by `pick_file`. Hidden entries (starting with `.`), tools' folders, other files and the
    output folder are ignored.
    """
    if not folder.is_dir():
        raise UsageError(f"{folder} is not a folder; give the folder holding the submissions")
    excluded = exclude.resolve() if exclude is not None else None
    entries = []
    for child in sorted(folder.iterdir(), key=lambda path: path.name):
        if child.name.startswith(".") or child.name in _SKIPPED_FOLDERS:
            continue
        if child.is_symlink():
            if is_source(child.name) or child.is_dir():
                name = shown_name(child.name)
                entries.append(Entry(name, None, f"{name} is a symbolic link; links are not followed"))
            continue
        if child.is_dir():
            if excluded is not None and child.resolve() == excluded:
                continue
            path, reason = pick_file(child, problem)
            entries.append(Entry(shown_name(child.name), path, shown_name(reason)))
        elif is_source(child.name) and child.is_file():
            entries.append(Entry(shown_name(child.name), child))
    return entries


def pick_file(folder: Path, problem: Problem) -> tuple[Path | None, str]:
    """The solution file in one person's folder, or None and why.

    The rule: the solution files anywhere in the folder (not in hidden folders, caches or virtual
    environments; symbolic links are not followed); when there is exactly one, it is the
    submission, whatever it holds (an empty file gets its verdict). Otherwise the submission is
    the one file that defines `class Solution` with the problem's method; none or several is a
    problem reported for that person, not guessed.
    """
    files = []
    for root, folders, names in os.walk(folder):
        folders[:] = sorted(
            name
            for name in folders
            if not name.startswith(".")
            and name not in _SKIPPED_FOLDERS
            and not (Path(root) / name / "pyvenv.cfg").exists()
        )
        for name in sorted(names):
            path = Path(root) / name
            if is_source(name) and not name.startswith(".") and path.is_file() and not path.is_symlink():
                files.append(path)
        if len(files) > MAX_FILES_PER_FOLDER:
            return None, f"more than {MAX_FILES_PER_FOLDER} source files in {folder.name}; leave only the solution"
    if len(files) == 1:
        return files[0], ""
    if not files:
        return None, f"no solution file ({', '.join(_extensions())}) in {folder.name}"
    candidates = [path for path in files if _defines_method(path, problem)]
    if len(candidates) == 1:
        return candidates[0], ""
    listed = ", ".join(str(path.relative_to(folder)) for path in (candidates or files))
    if not candidates:
        return None, f"none of the source files in {folder.name} defines {problem.method}: {listed}"
    return None, f"several files in {folder.name} define {problem.method}: {listed}; keep one"


def _extensions() -> list[str]:
    from judge.languages import EXTENSIONS

    return list(EXTENSIONS)


def is_source(name: str) -> bool:
    """Whether a file name is a solution in some language the judge runs (by its extension)."""
    return os.path.splitext(name)[1].lower() in _extensions()


def _defines_method(path: Path, problem: Problem) -> bool:
    try:
        submission = read_submission(path, problem=problem)
        return language_named(submission.language).defines(submission.text, problem.signature)
    except (UsageError, OSError):
        return False


# ----------------------------------------------------------------------------------------------
# The batch


@dataclass
class GradeOptions:
    folder: Path
    problem: Problem
    output: Path
    workers: int
    time_limit_ms: int | None = None
    formats: tuple[str, ...] = DEFAULT_FORMATS
    scoring: Scoring = field(default_factory=Scoring)
    dask: str | None = None
    allow_unconfined: bool = False  # grade even where no sandbox confines the filesystem
    gradebook: Gradebook = field(default_factory=Gradebook)  # the canvas and moodle files: who, which assignment
    similarity: float | None = None  # report pairs of alike code from this score (None: don't look)


@dataclass
class GradeOutcome:
    total: int
    judged: int
    unchanged: int
    stale: int
    seconds: float
    executor: str
    summary: dict[str, Any]
    reports: list[Path]
    similar: list[SimilarPair] = field(default_factory=list)  # when options.similarity asked for them


def default_output(problem: Problem) -> Path:
    return Path(f"grades-{problem.slug}")


def settings_of(options: GradeOptions) -> dict[str, Any]:
    """What a stored result depends on besides the file: a change judges every submission again."""
    limits = problem_limits(options.problem, options.time_limit_ms)
    cases = [[case.name, case.input, case.expected, case.expected_count] for case in options.problem.cases()]
    return {
        "problem": options.problem.slug,
        "test_data": _text_hash(json.dumps(cases, sort_keys=True))[:16],  # new or changed cases: judge again
        "time_limit_ms": limits.time_ms,
        "memory_limit_mb": limits.memory_mb,
        "result_limit_bytes": limits.result_bytes,
        "judge": __version__,
    }


@dataclass
class _Item:
    entry: Entry
    file: str
    sha256: str
    task: GradeTask
    attempts: int = 0
    alone: bool = False  # run with nothing else in flight, to tell which submission kills its worker


def grade(options: GradeOptions, progress_stream: TextIO, live: bool | None = None) -> GradeOutcome:
    """Grade every submission in options.folder and write the reports; resumable by running it again."""
    started = time.monotonic()
    entries = discover(options.folder, options.problem, exclude=options.output)
    settings = settings_of(options)
    settings_key = json.dumps(settings, sort_keys=True)
    store = GradeStore(options.output)
    try:
        if not options.dask:  # a Dask cluster's workers judge in their own sandboxes, not this machine's
            check_confinement(options.allow_unconfined, progress_stream)
        store.start_run(settings_key)
        progress = Progress(progress_stream, len(entries), live=live)
        batch = _Batch(options, store, settings_key, progress)
        try:
            batch.run(entries)
        finally:
            progress.close()
        store.finish_run()
        summary = summarize(store, options.problem, options.scoring)
        context = ClassReport(options.problem, options.scoring, summary, settings, gradebook=options.gradebook)
        reports = write_reports(options.output, options.formats, store.results, context)
        similar: list[SimilarPair] = []
        if options.similarity is not None:
            files = {entry.id: entry.path for entry in entries if entry.path is not None}
            similar = class_similarity(files.items(), options.problem, options.similarity)
            reports.append(write_similarity(options.output, similar, files, options.similarity))
        return GradeOutcome(
            total=len(entries),
            judged=batch.judged,
            unchanged=batch.unchanged,
            stale=store.stale_count(),
            seconds=time.monotonic() - started,
            executor=batch.description,
            summary=summary,
            reports=reports,
            similar=similar,
        )
    finally:
        store.close()


def check_confinement(allowed: bool, stream: TextIO) -> None:
    """Say once how submissions will be confined; refuse to grade strangers' code with no filesystem
    confinement at all (it could change the graded files, the reports, the judge) unless allowed."""
    from judge.doctor import usable_isolation
    from judge.execution.isolation import BUBBLEWRAP, PROCESS_LEVEL_GAPS

    isolation = usable_isolation()
    if isolation.name == BUBBLEWRAP:
        print("judge: sandbox: bubblewrap", file=stream)
        return
    why = f"bubblewrap is not usable here ({isolation.reason})"
    if PROCESS_LEVEL_GAPS[0] not in isolation.missing:  # Landlock confines the fallback's files
        print(f"judge: sandbox: fallback (Landlock): {why}", file=stream)
        return
    if not allowed:
        raise UsageError(
            f"{why}, and without it a submission can read and write whatever this user can;"
            " install bubblewrap (`judge doctor` says more), or pass --allow-unconfined to grade anyway"
        )
    print(f"judge: sandbox: fallback without filesystem confinement, as --allow-unconfined allows: {why}", file=stream)


class _Batch:
    """Feeds submissions to an executor in a bounded window, saves each result, retries failures once."""

    def __init__(self, options: GradeOptions, store: GradeStore, settings: str, progress: Progress) -> None:
        self.options = options
        self.store = store
        self.settings = settings
        self.progress = progress
        self.judged = 0
        self.unchanged = 0
        self.description = ""
        self.window = 2 * options.workers
        self.client: Any = None

    def run(self, entries: list[Entry]) -> None:
        fresh = self._items(entries)
        retry: deque[_Item] = deque()
        suspects: deque[_Item] = deque()  # in flight when a worker died: each is run alone once more
        executor = self._executor()
        in_flight: dict[Future[dict[str, Any]], _Item] = {}
        try:
            while True:
                alone_running = any(item.alone for item in in_flight.values())
                while len(in_flight) < self.window and not alone_running:
                    item = retry.popleft() if retry else next(fresh, None)
                    if item is None:
                        if not suspects or in_flight:
                            break
                        item = suspects.popleft()
                        item.alone = alone_running = True
                    in_flight[executor.submit(grade_one, item.task)] = item
                if not in_flight:
                    return
                done, _ = wait(in_flight, return_when=FIRST_COMPLETED)
                pool_broken = False
                for future in done:
                    item = in_flight.pop(future)
                    pool_broken |= self._collect(future, item, retry, suspects)
                if pool_broken:
                    # Every other submission in flight fails with the pool: wait for them, then start anew.
                    for future in list(in_flight):
                        self._collect(future, in_flight.pop(future), retry, suspects)
                    _shutdown(executor, wait=False)
                    self.progress.note("judge: a worker process died; starting new workers")
                    executor = self._executor()
        finally:
            if in_flight:  # interrupted: don't wait for the submissions being judged
                _stop_workers(executor)
            _shutdown(executor, wait=not in_flight)
            if self.client is not None:
                self.client.close()
            else:
                from judge.execution.scratch import sweep
                from judge.execution.spawn import NOBODY

                sweep(handed_to=NOBODY)  # the scratch folders of workers that were killed (by a submission, or above)

    def _executor(self) -> Executor:
        if self.options.dask:
            if self.client is None:
                self.client = _dask_client(self.options.dask)
                threads = sum(self.client.nthreads().values()) or 1
                self.window = 2 * threads  # sized by the cluster, not by this machine's --workers
                self.description = f"Dask scheduler {self.options.dask} ({threads} worker threads)"
            return self.client.get_executor(pure=False)
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        workers = self.options.workers
        self.description = f"{workers} worker process{'es' if workers != 1 else ''}"
        context = multiprocessing.get_context("spawn")  # no state of the grader leaks into workers
        return ProcessPoolExecutor(
            max_workers=workers, mp_context=context, initializer=worker_started, initargs=(workers,)
        )

    def _items(self, entries: list[Entry]) -> Iterator[_Item]:
        """Submissions still to judge, read one at a time; records the rest (up to date, or unreadable) now."""
        for entry in entries:
            item = self._prepare(entry)
            if item is not None:
                yield item

    def _prepare(self, entry: Entry) -> _Item | None:
        folder = self.options.folder
        file = shown_name(str(entry.path.relative_to(folder))) if entry.path is not None else ""
        if entry.path is None:
            self._record_unjudged(entry, file, _text_hash(entry.problem), UsageError(entry.problem))
            return None
        try:
            submission = read_submission(entry.path, problem=self.options.problem)
        except UsageError as error:
            # The student sees this message: name their file as they know it, not by the grader's path.
            message = str(error).replace(str(entry.path), file)
            self._record_unjudged(entry, file, _file_hash(entry.path, message), error, message)
            return None
        if self._unchanged(entry.id, submission.sha256):
            return None
        task = GradeTask(entry.id, submission, self.options.problem.slug, self.options.time_limit_ms)
        return _Item(entry, file, submission.sha256, task)

    def _record_unjudged(
        self, entry: Entry, file: str, sha256: str, error: UsageError, message: str | None = None
    ) -> None:
        """A submission that can't be run (no file picked, empty, binary, no class Solution): Compile Error."""
        if self._unchanged(entry.id, sha256):
            return
        shown = str(entry.path) if entry.path is not None else str(self.options.folder / entry.id)
        limits = problem_limits(self.options.problem, self.options.time_limit_ms)
        report = unreadable_report(self.options.problem, shown, error, limits, message=message)
        self._save(entry.id, file, sha256, to_data(report), attempts=0)
        return None

    def _unchanged(self, submission_id: str, sha256: str) -> bool:
        """True (and counted as done) when the stored result is for these bytes and settings."""
        verdict = self.store.up_to_date(submission_id, sha256, self.settings)
        if verdict is None:
            return False
        self.unchanged += 1
        self.progress.finished(submission_id, verdict, verdict, judged=False)
        return True

    def _collect(
        self, future: Future[dict[str, Any]], item: _Item, retry: deque[_Item], suspects: deque[_Item]
    ) -> bool:
        """Save a finished submission or queue it again; True when its worker pool is broken."""
        from concurrent.futures.process import BrokenProcessPool

        try:
            answer = future.result()
        except BrokenProcessPool:
            # A worker died: any submission in flight may have killed it. Each is judged once more,
            # alone, so a second death is its own; that one is recorded as an Internal Error.
            item.attempts += 1
            if not item.alone or item.attempts < MAX_ATTEMPTS:
                suspects.append(item)
            else:
                self._save_internal_error(item, f"the worker process judging it died ({item.attempts} times)")
            return True
        except Exception as error:  # e.g. a Dask worker lost: an infrastructure failure, retried once
            item.attempts += 1
            if item.attempts < MAX_ATTEMPTS:
                self.progress.note(f"judge: {item.entry.id}: the worker failed ({error!r}); judging it once more")
                retry.append(item)
            else:
                self._save_internal_error(item, f"the worker failed: {error!r}")
            return False
        item.attempts += 1
        report = answer["report"]
        if report["verdict"] == Verdict.INTERNAL_ERROR and item.attempts < MAX_ATTEMPTS:
            self.progress.note(f"judge: {item.entry.id}: Internal Error; judging it once more")
            retry.append(item)
            return False
        self._save(item.entry.id, item.file, item.sha256, report, item.attempts)
        return False

    def _save_internal_error(self, item: _Item, message: str) -> None:
        limits = problem_limits(self.options.problem, self.options.time_limit_ms)
        file = item.task.submission.name
        report = unjudged_report(self.options.problem, file, Verdict.INTERNAL_ERROR, message, limits)
        self._save(item.entry.id, item.file, item.sha256, to_data(report), item.attempts)

    def _save(self, submission_id: str, file: str, sha256: str, report: dict[str, Any], attempts: int) -> None:
        result = Result.of(submission_id, file, sha256, report, attempts)
        self.store.save(result, self.settings)
        self.judged += 1
        self.progress.finished(submission_id, result.verdict, _progress_detail(result), judged=True)


def _shutdown(executor: Executor, wait: bool) -> None:
    from concurrent.futures import ProcessPoolExecutor

    if isinstance(executor, ProcessPoolExecutor):
        executor.shutdown(wait=wait, cancel_futures=True)
    else:  # Dask's executor has no cancel_futures; closing its client cancels what is left
        executor.shutdown(wait=wait)


def _stop_workers(executor: Executor) -> None:
    """Kill a process pool's workers now (their sandboxes die with them)."""
    # concurrent.futures offers no public way to stop running work; its pool keeps the processes here.
    processes = list((getattr(executor, "_processes", None) or {}).values())
    for process in processes:
        try:
            process.kill()
        except (OSError, ValueError, AttributeError):
            pass
    for process in processes:  # gone before the grader sweeps their scratch folders away
        try:
            process.join(timeout=5)
        except (OSError, ValueError, AttributeError, AssertionError):
            pass


def _progress_detail(result: Result) -> str:
    return f"{headline(result)} ({result.passed}/{result.total})"


def _dask_client(address: str) -> Any:
    try:
        from distributed import Client  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        raise UsageError("--dask needs Dask: pip install 'dask[distributed]'") from None
    try:
        return Client(address, timeout=30)
    except (OSError, TimeoutError) as error:
        raise UsageError(f"cannot reach the Dask scheduler at {address}: {error}") from None


def _text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _file_hash(path: Path, fallback: str) -> str:
    """The hash of a file's bytes (read in blocks: it may be huge), or of the fallback text when unreadable."""
    digest = hashlib.sha256()
    try:
        with open(path, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    except OSError:
        return _text_hash(fallback)
    return digest.hexdigest()
