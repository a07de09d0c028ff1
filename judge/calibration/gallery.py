"""The example solutions: solutions/<problem slug>/<verdict>/, each folder named by the verdict every
file in it must get (as in Kattis packages).

reference/ and accepted/ hold correct approaches (the gallery that time limits are calibrated on
and runtimes are compared with); wrong_answer/, time_limit_exceeded/, runtime_error/, ... hold
known-bad examples that `judge verify` checks.
"""

from __future__ import annotations

import os

from judge.core.problems import Problem, default_problems_dir
from judge.core.verdicts import Verdict
from judge.languages import EXTENSIONS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

FOLDER_VERDICTS = {
    "reference": Verdict.ACCEPTED,
    "accepted": Verdict.ACCEPTED,
    "wrong_answer": Verdict.WRONG_ANSWER,
    "time_limit_exceeded": Verdict.TIME_LIMIT_EXCEEDED,
    "runtime_error": Verdict.RUNTIME_ERROR,
    "memory_limit_exceeded": Verdict.MEMORY_LIMIT_EXCEEDED,
    "compile_error": Verdict.COMPILE_ERROR,
}
CORRECT_FOLDERS = ("reference", "accepted")
SOLUTIONS_ENV = "JUDGE_SOLUTIONS_DIR"


def python_reference(problem: Problem) -> str:
    """The problem's Python reference in the gallery (it may be missing, for a problem of one's own):
    the answer key of inputs the data does not hold (own cases, judge stress)."""
    return os.path.join(default_solutions_dir(), problem.slug, "reference", "reference.py")


def default_solutions_dir() -> str:
    """$JUDGE_SOLUTIONS_DIR, else the installed copy, else the solutions/ beside the problems folder."""
    override = os.environ.get(SOLUTIONS_ENV)
    if override:
        return override
    installed = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(__file__))), "data", "solutions")
    if os.path.isdir(installed):
        return installed
    return os.path.join(os.path.dirname(os.path.normpath(default_problems_dir())), "solutions")


def examples(
    root: str | os.PathLike[str],
    problems: list[Problem],
    folders: tuple[str, ...] = tuple(FOLDER_VERDICTS),
    language_name: str | None = None,
) -> list[tuple[Path, Problem, Verdict]]:
    """Every example solution for the given problems in the given folders (in one language, when
    language_name is given), with the verdict its folder promises."""
    from pathlib import Path  # verify and calibrate only: `judge test` never lists the gallery

    return [
        (path, problem, FOLDER_VERDICTS[folder])
        for problem in problems
        for folder in folders
        for path in source_files(Path(root, problem.slug, folder), language_name)
    ]


def is_kit_example(path: str | os.PathLike[str]) -> bool:
    """Whether path is one of the kit's own example solutions: the installed copy, or the same file
    in a clone of the kit's repository (the Quickstart judges one with the kit installed from it)."""
    root = os.path.realpath(default_solutions_dir())
    resolved = os.path.realpath(path)
    if resolved.startswith(root + os.sep):
        return True
    *_, solutions, slug, folder, name = [""] * 4 + resolved.split(os.sep)
    if solutions != "solutions":
        return False
    try:
        with open(os.path.join(root, slug, folder, name), "rb") as kit, open(resolved, "rb") as given:
            return kit.read() == given.read()
    except OSError:
        return False


def shown_path(path: Path, root: str | os.PathLike[str]) -> str:
    """An example's path as the kit's layout names it (solutions/<slug>/accepted/x.py), wherever it is installed."""
    from pathlib import Path

    try:
        return str(Path("solutions") / path.resolve().relative_to(Path(root).resolve()))
    except ValueError:
        return str(path)


def approach_name(path: Path) -> str:
    """A short name for a gallery approach: its file name (the problem is its folder's)."""
    return path.stem


def source_files(folder: Path, language_name: str | None = None) -> list[Path]:
    """The files in folder that some language (or the named one) judges, by name."""
    extensions = {extension for extension, name in EXTENSIONS.items() if language_name in (None, name)}
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.glob("*") if path.suffix.lower() in extensions and path.is_file())


def compile_ahead(found: list[tuple[Path, Problem, Verdict]]) -> int:
    """Compile the examples side by side before they are judged or measured one by one (a compiled
    language's verify is mostly its compiler: Kotlin's examples took 87 s to verify, 7 s once built).
    Returns how many have a compile step."""
    from judge.errors import UsageError
    from judge.languages.source import read_submission
    from judge.pipeline import build_ahead

    readable = []
    for path, problem, _ in found:
        try:
            readable.append((read_submission(path, problem=problem), problem))
        except UsageError:
            continue  # its judgement says why
    return build_ahead(readable)
