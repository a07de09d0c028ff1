"""The example solutions: folders named by the verdict each file in them must get (as in Kattis packages).

solutions/reference/ and solutions/accepted/ hold correct approaches (the gallery that time
limits are calibrated on and runtimes are compared with); wrong_answer/, time_limit_exceeded/,
runtime_error/, ... hold known-bad examples that `judge verify` checks.
"""

from __future__ import annotations

import os
from pathlib import Path

from judge.core.problems import Problem, default_problems_dir
from judge.core.source import read_submission
from judge.core.verdicts import Verdict
from judge.languages import EXTENSIONS, language_named

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


def default_solutions_dir() -> Path:
    """$JUDGE_SOLUTIONS_DIR, else the installed copy, else the source tree's solutions/."""
    override = os.environ.get(SOLUTIONS_ENV)
    if override:
        return Path(override)
    installed = Path(__file__).resolve().parents[1] / "data" / "solutions"
    return installed if installed.is_dir() else default_problems_dir().parent / "solutions"


def examples(
    root: Path,
    problems: list[Problem],
    folders: tuple[str, ...] = tuple(FOLDER_VERDICTS),
    language_name: str | None = None,
) -> list[tuple[Path, Problem, Verdict]]:
    """Every example solution for the given problems in the given folders (in one language, when
    language_name is given), with the verdict its folder promises."""
    found = []
    for folder in folders:
        for path in source_files(root / folder, language_name):
            submission = read_submission(path)
            language = language_named(submission.language)
            for problem in problems:
                if language.defines(submission.text, problem.signature):
                    found.append((path, problem, FOLDER_VERDICTS[folder]))
    return found


def is_kit_example(path: Path) -> bool:
    """Whether path is one of the kit's own example solutions: the installed copy, or the same file
    in a clone of the kit's repository (the Quickstart judges one with the kit installed from it)."""
    root = default_solutions_dir()
    try:
        resolved = path.resolve()
        if resolved.is_relative_to(root.resolve()):
            return True
        *_, solutions, folder, name = resolved.parts
        return solutions == "solutions" and (root / folder / name).read_bytes() == resolved.read_bytes()
    except (OSError, ValueError):  # ValueError: a path too short to be solutions/FOLDER/NAME
        return False


def shown_path(path: Path, root: Path) -> str:
    """An example's path as the kit's layout names it (solutions/accepted/x.py), wherever it is installed."""
    try:
        return str(Path("solutions") / path.resolve().relative_to(root.resolve()))
    except ValueError:
        return str(path)


def approach_name(path: Path) -> str:
    """A short name for a gallery approach: its file name without the problem's prefix."""
    if path.parent.name == "reference":
        return "reference"
    for prefix in ("n_queens_ii_", "n_queens_"):
        if path.stem.startswith(prefix):
            return path.stem[len(prefix) :]
    return path.stem


def source_files(folder: Path, language_name: str | None = None) -> list[Path]:
    """The files in folder that some language (or the named one) judges, by name."""
    extensions = {extension for extension, name in EXTENSIONS.items() if language_name in (None, name)}
    return sorted(path for path in folder.glob("*") if path.suffix.lower() in extensions and path.is_file())
