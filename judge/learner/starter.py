"""Starter files for `judge new`: the statement's summary, examples and constraints, then the empty
method in the chosen language (rendered by the language from the signature)."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

from judge.core.problems import Problem
from judge.errors import UsageError
from judge.languages.base import Language

_EXAMPLE_LINE = re.compile(r"^(Input|Output):\s*`?(.*?)`?\s*$", re.MULTILINE)


def examples(statement: str) -> list[tuple[str, str]]:
    """(input, output) pairs from the statement's 'Input:' and 'Output:' lines, in order."""
    pairs: list[tuple[str, str]] = []
    pending: str | None = None
    for label, text in _EXAMPLE_LINE.findall(statement):
        if label == "Input":
            pending = text
        elif pending is not None:
            pairs.append((pending, text))
            pending = None
    return pairs


def constraints(problem: Problem) -> list[str]:
    return [
        f"{param.min} <= {param.name} <= {param.max}"
        for param in problem.signature.inputs
        if param.min is not None and param.max is not None
    ]


def starter(problem: Problem, language: Language, filename: str) -> str:
    """The text of a starter file for problem in language, to be saved as filename."""
    unjudgeable = language.cannot_judge(problem.signature)
    if unjudgeable is not None:
        raise UsageError(f"{problem.number}. {unjudgeable}")
    about = [f"{problem.number}. {problem.title} ({problem.difficulty})", ""]
    about += textwrap.wrap(problem.summary, 96)
    for number, (given, wanted) in enumerate(examples(problem.statement), 1):
        about += ["", f"Example {number}:", f"    Input: {given}", f"    Output: {wanted}"]
    limits = constraints(problem)
    if limits:
        about += ["", "Constraints: " + ", ".join(limits)]
    usage = [f"Full statement: judge show {problem.number}", f"Judge it: judge test {filename}"]
    return language.starter(problem.signature, about, usage)


def default_filename(problem: Problem, language: Language) -> str:
    return problem.slug.replace("-", "_") + language.extensions[0]


def write_starter(problem: Problem, language: Language, path: Path | None) -> Path:
    """Write the starter file (to ./<slug><extension> when no path is given); never overwrite an existing file."""
    target = path or Path(default_filename(problem, language))
    if target.is_dir():
        target = target / default_filename(problem, language)
    text = starter(problem, language, str(target))  # first: a language that cannot have it leaves no file
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("x", encoding="utf-8") as handle:
            handle.write(text)
    except FileExistsError:
        raise UsageError(f"{target} already exists; give another path, or delete it first") from None
    except OSError as error:
        raise UsageError(f"cannot write {target}: {error.strerror or error}") from None
    return target
