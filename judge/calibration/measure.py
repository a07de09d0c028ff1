"""Time limits that follow the machine, and runtimes put next to known approaches.

A limit copied from another machine is unfair both ways. `judge calibrate` runs the gallery
(solutions/reference/ and solutions/accepted/) here, several times, and sets each problem's
per-case limit to max(FLOOR_MS, FACTOR x the slowest accepted example's slowest case), as
Kattis derives limits from accepted submissions. Cases beyond LeetCode's constraints get
FACTOR x the reference solution's slowest extended case. The result is cached per machine and
Python version; without a cache entry the statement's limits apply, and reports say which.

Times are CPU times measured by the runner, the medians of repeated runs in one process.
"""

from __future__ import annotations

import json
import math
import os
import sys
import time

from judge.calibration import gallery
from judge.core.cache import user_cache
from judge.core.limits import RunLimits, problem_limits, with_case_limit
from judge.core.problems import Case, Problem
from judge.core.record import as_dict, record, replace
from judge.core.verdicts import Verdict
from judge.errors import UsageError
from judge.execution.session import time_scale
from judge.languages import language_named
from judge.languages.source import Submission, read_submission

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Room to reach the memory limit before the time limit: touching 256 MB of fresh pages takes ~150 ms
# of CPU here, and a sanitizer's report ~110 ms; below that, every MLE or crash would read as TLE.
FLOOR_MS = 250
FACTOR = 2.0
RESOLUTION_MS = 10
REPEATS = 5
EXTENDED_REPEATS = 3
# Calibration must finish on a slow machine: its runs get generous limits of their own.
MEASURING_TIME_MS = 20_000
CACHE_ENV = "JUDGE_CALIBRATION"
CACHE_VERSION = 1


class CalibrationError(Exception):
    """A correct example did not answer while being measured: no limit can be derived from it."""


@record
class ApproachTime:
    name: str
    path: str
    slowest_case_ms: float
    slowest_case: str
    total_ms: float


@record
class ProblemCalibration:
    slug: str
    time_limit_ms: int
    slowest: str  # the approach and case the limit was derived from
    slowest_ms: float
    approaches: list[ApproachTime]
    extended_time_limit_ms: int | None = None
    extended_slowest: str = ""
    extended_slowest_ms: float | None = None
    language: str = "python"
    # The whole run's CPU limit, from the slowest example's total (None in a cache written before it).
    run_time_limit_ms: int | None = None
    extended_run_time_limit_ms: int | None = None


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            return next(line.split(":", 1)[1].strip() for line in handle if line.startswith("model name"))
    except (OSError, StopIteration):
        import platform

        return platform.processor() or platform.machine()


def machine_fingerprint() -> dict[str, Any]:
    """What makes CPU times comparable: the processor, the Python, and a fake slowdown if any."""
    import platform  # here, not at the top: only a run with a calibration cache needs it

    return {
        "cpu": cpu_model(),
        "cores": os.cpu_count(),
        "system": f"{platform.system()} {platform.machine()}",
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "time_scale": time_scale(),
    }


def describe_machine(machine: dict[str, Any]) -> str:
    scale = machine.get("time_scale", 1.0)
    slow = f", CPU times scaled x{scale:g}" if scale != 1.0 else ""
    return f"{machine['cpu']}, {machine['cores']} cores, {machine['python']}{slow}"


def _gallery_digest(problem: Problem, root: str | os.PathLike[str], language: str) -> str:
    """Changes when the gallery or the test data changes, so a stale calibration is not used."""
    import hashlib
    from pathlib import Path

    digest = hashlib.sha256()
    # This problem's correct examples in the language: another problem's gallery changes nothing here.
    paths = [
        path
        for folder in gallery.CORRECT_FOLDERS
        for path in gallery.source_files(Path(root, problem.slug, folder), language)
    ]
    data = sorted(Path(problem.folder, "data").glob("*.json"))
    for path in [*paths, Path(problem.folder, "problem.json"), *data]:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def _cache_key(problem: Problem, root: str | os.PathLike[str], language: str) -> str:
    import hashlib

    machine = json.dumps(machine_fingerprint(), sort_keys=True)
    toolchain = language_named(language).identity()
    digest = _gallery_digest(problem, root, language)
    return hashlib.sha256(f"{machine}|{problem.slug}|{language}|{toolchain}|{digest}".encode()).hexdigest()[:24]


def cache_path() -> str:
    """$JUDGE_CALIBRATION, else nqueens-judge/calibration.json in the user's cache folder."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return override
    return user_cache("calibration.json")


def _read_cache(path: str) -> dict[str, Any]:
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (FileNotFoundError, NotADirectoryError):
        return {}
    except (OSError, ValueError) as error:
        print(f"judge: warning: ignoring the unreadable calibration cache {path} ({error})", file=sys.stderr)
        return {}
    if not isinstance(data, dict) or data.get("version") != CACHE_VERSION or not isinstance(data.get("entries"), dict):
        return {}
    return data["entries"]


def _unwritable_cache(path: str, error: OSError) -> UsageError:
    return UsageError(
        f"cannot write the calibration cache {path}: {error.strerror or error}; set {CACHE_ENV} to a writable file"
    )


def check_cache_writable() -> str:
    """The cache's path, after making sure a file can be written there (before minutes of measuring)."""
    import tempfile

    path = cache_path()
    folder = os.path.dirname(path) or "."
    try:
        os.makedirs(folder, exist_ok=True)
        descriptor, probe = tempfile.mkstemp(prefix=f".{os.path.basename(path)}.", dir=folder)
        os.close(descriptor)
        os.unlink(probe)
    except OSError as error:
        raise _unwritable_cache(path, error) from None
    return path


def _write_cache(path: str, entries: dict[str, Any]) -> None:
    try:
        from judge.core.files import atomic_file

        with atomic_file(path) as handle:
            json.dump({"version": CACHE_VERSION, "entries": entries}, handle, indent=1)
    except OSError as error:
        raise _unwritable_cache(path, error) from None


def cached_calibration(
    problem: Problem, language: str = "python", root: str | os.PathLike[str] | None = None
) -> tuple[ProblemCalibration, dict[str, Any]] | None:
    """This machine's calibration of the problem in the language, and the machine it was measured on, if cached."""
    root = root or gallery.default_solutions_dir()
    entries = _read_cache(cache_path())
    if not entries:  # nothing calibrated here: no need to hash the gallery to look
        return None
    entry = entries.get(_cache_key(problem, root, language))
    if not isinstance(entry, dict):
        return None
    try:
        found = entry["calibration"]
        approaches = [ApproachTime(**item) for item in found.pop("approaches")]
        return ProblemCalibration(approaches=approaches, **found), entry["machine"]
    except (KeyError, TypeError):
        return None


def case_times(
    submission: Submission, problem: Problem, cases: list[Case], limits: RunLimits, repeats: int
) -> list[float] | None:
    """Median CPU ms of each case over `repeats` runs in one process; None when a run got no answer."""
    from judge.pipeline import JudgeRequest, judge

    # Judged as every command judges (the answers checked too), the cases repeated in one process,
    # each sent after the last is answered so that each case's time is its own. The run's limit is
    # for one pass over the cases: `repeats` passes get it `repeats` times.
    repeated = tuple(cases) * repeats
    if limits.run_ms is not None:
        limits = replace(limits, run_ms=limits.run_ms * repeats)
    report = judge(JudgeRequest(submission, problem, cases=repeated, limits=limits, one_case_at_a_time=True))
    answered = (Verdict.ACCEPTED, Verdict.WRONG_ANSWER)
    if report.compile_error is not None or not all(case.verdict in answered for case in report.cases):
        return None
    import statistics  # only when measuring: `judge test` without a comparison never needs it

    times = [case.time_ms for case in report.cases]
    return [statistics.median(times[index :: len(cases)]) for index in range(len(cases))]


def _rounded_limit(slowest_ms: float, floor_ms: int) -> int:
    limit = FACTOR * slowest_ms
    return max(floor_ms, math.ceil(limit / RESOLUTION_MS) * RESOLUTION_MS)


def _measuring_limits(problem: Problem) -> RunLimits:
    return RunLimits(
        time_ms=MEASURING_TIME_MS, memory_mb=problem.memory_limit_mb, result_bytes=problem.output_limit_mb << 20
    )


def calibrated_languages(problem: Problem, root: str | os.PathLike[str] | None = None) -> list[str]:
    """The languages with a correct example of the problem in the gallery, in the registry's order."""
    root = root or gallery.default_solutions_dir()
    from judge.languages import all_languages

    return [
        language.name
        for language in all_languages()
        if gallery.examples(root, [problem], gallery.CORRECT_FOLDERS, language.name)
    ]


def calibrate_problem(
    problem: Problem, language: str = "python", root: str | os.PathLike[str] | None = None, repeats: int = REPEATS
) -> ProblemCalibration:
    """Measure every correct example of the gallery in the language on this machine and derive the
    limits (a Java solution is compared with Java, not with Python); caches them."""
    root = root or gallery.default_solutions_dir()
    limits = _measuring_limits(problem)
    standard = problem.cases()
    approaches = []
    for path, _, _ in gallery.examples(root, [problem], gallery.CORRECT_FOLDERS, language):
        times = case_times(read_submission(path, problem=problem), problem, standard, limits, repeats)
        if times is None:
            raise CalibrationError(f"{path} did not answer every case while calibrating; run `judge verify`")
        slowest = max(range(len(standard)), key=times.__getitem__)
        approaches.append(
            ApproachTime(
                name=gallery.approach_name(path),
                path=os.path.relpath(path, root),
                slowest_case_ms=round(times[slowest], 3),
                slowest_case=standard[slowest].name,
                total_ms=round(sum(times), 3),
            )
        )
    if not approaches:
        raise CalibrationError(
            f"no correct {language} example for {problem.slug} in {root}/reference or {root}/accepted"
        )
    limiting = max(approaches, key=lambda approach: approach.slowest_case_ms)
    time_limit_ms = _rounded_limit(limiting.slowest_case_ms, FLOOR_MS)
    calibration = ProblemCalibration(
        language=language,
        slug=problem.slug,
        time_limit_ms=time_limit_ms,
        run_time_limit_ms=_rounded_limit(max(approach.total_ms for approach in approaches), time_limit_ms),
        slowest=f"{limiting.name} at {limiting.slowest_case}",
        slowest_ms=limiting.slowest_case_ms,
        approaches=approaches,
    )
    extended = [case for case in problem.cases(extended=True) if case.extended]
    references = gallery.examples(root, [problem], ("reference",), language)
    if extended and references:
        reference = read_submission(references[0][0], problem=problem)
        times = case_times(reference, problem, extended, limits, EXTENDED_REPEATS)
        if times is None:
            raise CalibrationError(f"{references[0][0]} did not answer every extended case while calibrating")
        index = max(range(len(extended)), key=times.__getitem__)
        calibration.extended_time_limit_ms = _rounded_limit(times[index], calibration.time_limit_ms)
        calibration.extended_run_time_limit_ms = _rounded_limit(sum(times), calibration.extended_time_limit_ms)
        calibration.extended_slowest = f"reference at {extended[index].name}"
        calibration.extended_slowest_ms = round(times[index], 3)
    cache_file = cache_path()
    entries = _read_cache(cache_file)
    entries[_cache_key(problem, root, language)] = {
        "machine": machine_fingerprint(),
        "measured_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        "repeats": repeats,
        "calibration": as_dict(calibration),
    }
    _write_cache(cache_file, entries)
    return calibration


def calibrated_source(language: str) -> str:
    """Where a calibrated limit came from, as reports say it: the language's own examples, on this machine."""
    return f"calibrated on this machine from the {language_named(language).title} examples"


def limits_for(
    problem: Problem, found: tuple[ProblemCalibration, dict[str, Any]] | None, time_limit_ms: int | None = None
) -> tuple[RunLimits, RunLimits]:
    """(limits, extended limits): a command-line limit first, else this machine's calibrated ones
    (`found` by cached_calibration), else the statement's."""
    standard, extended = problem_limits(problem, time_limit_ms), problem_limits(problem, extended=True)
    if found is None:
        return standard, extended  # the statement's (or the command line's), and their source says so
    calibration, _ = found
    source = calibrated_source(calibration.language)
    if time_limit_ms is None:
        standard = _calibrated(standard, calibration.time_limit_ms, calibration.run_time_limit_ms, source)
    if calibration.extended_time_limit_ms is not None:
        extended = _calibrated(
            extended, calibration.extended_time_limit_ms, calibration.extended_run_time_limit_ms, source
        )
    return standard, extended


def _calibrated(limits: RunLimits, time_ms: int, run_ms: int | None, source: str) -> RunLimits:
    """The statement's limits with the calibrated ones; a cache without a run limit scales the statement's."""
    scaled = with_case_limit(limits, time_ms, source)
    return scaled if run_ms is None else replace(scaled, run_ms=run_ms)


def calibration_lines(problem: Problem, calibration: ProblemCalibration, repeats: int) -> list[str]:
    """The measured table and the limits derived from it, for `judge calibrate`."""
    lines = [
        f"{problem.number}. {problem.slug} in {language_named(calibration.language).title}:"
        f" CPU time, median of {repeats} runs per example",
        f"  {'approach':<16} {'slowest case':>22} {'all cases':>11}",
    ]
    for approach in calibration.approaches:
        slowest = f"{approach.slowest_case_ms:.1f} ms ({approach.slowest_case})"
        lines.append(f"  {approach.name:<16} {slowest:>22} {approach.total_ms:>8.1f} ms")
    lines.append(
        f"  time limit: {calibration.time_limit_ms} ms per case = max({FLOOR_MS} ms,"
        f" {FACTOR:g} x {calibration.slowest_ms:.1f} ms of {calibration.slowest})"
    )
    if calibration.run_time_limit_ms is not None:
        slowest_total = max(approach.total_ms for approach in calibration.approaches)
        lines.append(
            f"  whole run: {calibration.run_time_limit_ms} ms = max(the case limit,"
            f" {FACTOR:g} x {slowest_total:.1f} ms, the slowest example's total)"
        )
    if calibration.extended_time_limit_ms is not None:
        lines.append(
            f"  extended cases: {calibration.extended_time_limit_ms} ms per case"
            f" ({FACTOR:g} x {calibration.extended_slowest_ms:.1f} ms of {calibration.extended_slowest})"
        )
    return lines
