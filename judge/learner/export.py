"""`judge export`: one case of a problem as a program of its own, in the solution's language.

The language writes it (Language.standalone; judge/languages/standalone.py says what it holds):
the user's file as written, LeetCode's definitions, and a main that builds the case's input from
literals, calls the method and prints the answer as LeetCode shows it. Any IDE can build it with
the one line printed here and step through it. Nothing is judged: it runs outside the sandbox.
"""

from __future__ import annotations

import json
import os
import shlex
from pathlib import Path

from judge.checking.randomized import RULES
from judge.core.problems import Case, Problem
from judge.core.signature import APIS, ITERATE, ITERATOR, NESTED_INTEGER, ROUND_TRIP
from judge.errors import EXIT_OK, UsageError
from judge.languages import language_named
from judge.languages.base import driven_kinds, signature_types
from judge.languages.source import Submission
from judge.languages.standalone import EXPORT_LIMIT

# The expected answer is shown up to this many characters.
SHOWN_ANSWER = 400
# What the expected answer is, for a checker that takes more than it.
ORDER_NOTES = {
    "queens-boards": " (in any order)",
    "unordered": " (in any order)",
    "unordered-nested": " (in any order)",
    "checker.py": " (one of those the problem's checker accepts)",
}


def export_case(submission: Submission, problem: Problem, case: Case, folder: str) -> int:
    """Write the case's program into the folder (created; a file of another content there is never
    overwritten) and print how to build and run it, and what it should print."""
    language = language_named(submission.language)
    unjudgeable = language.cannot_judge(problem.signature)
    if unjudgeable is not None:
        raise UsageError(f"{problem.number}. {unjudgeable}")
    for judges_class in (NESTED_INTEGER, ITERATOR):
        if any(type_.scalar == judges_class for type_ in signature_types(problem.signature)):
            raise UsageError(
                f"{problem.number}. {problem.method} takes or gives LeetCode's {judges_class}: judge export does"
                " not write such programs yet; judge run and judge debug show a case"
            )
    driven = driven_kinds(problem.signature)
    if driven:
        raise UsageError(
            f"{problem.number}. {problem.method} takes LeetCode's Node of its own ({driven[0]}): judge"
            " export does not write such programs yet; judge run and judge debug show a case"
        )
    links = problem.signature.links
    if links is not None:
        made = (
            f"its API {links.driver} given by the judge"
            if links.driver in APIS
            else "its Codec's round trip run by the judge"
            if links.driver == ROUND_TRIP
            else "its iterator run to its end by the judge"
            if links.driver == ITERATE
            else "its nodes linked by the judge"
        )
        raise UsageError(
            f"{problem.number}. {problem.method} is judged by a driver of LeetCode's own ({made}):"
            " judge export does not write such programs yet; judge run and judge debug show a case"
        )
    size = len(json.dumps(case.input, separators=(",", ":")))
    if size > EXPORT_LIMIT:
        raise UsageError(
            f"case {case.name!r} of {problem.slug} is {size} characters of input: judge export writes inputs of"
            f" up to {EXPORT_LIMIT} as code; export a smaller case (judge stress shrinks a failing one)"
        )
    written = os.path.basename(submission.path)
    about = [
        f"{problem.number}. {problem.title}: the case {case.name!r}, with {written} as written,",
        "as a program of its own (written by judge export). It runs outside the judge's sandbox, as you.",
    ]
    program = language.standalone(problem.signature, submission.text, case.input, about)
    if program is None:
        raise UsageError(f"judge export does not write {language.title} programs yet")
    target = Path(folder)
    if target.exists() and not target.is_dir():
        raise UsageError(f"{folder} is a file; give a folder (it is created when missing)")
    for name, text in program.files:
        path = target / name
        if path.exists() and _read(path) != text:
            raise UsageError(
                f"{path} exists and is not the file judge export writes: give an empty folder (nothing was written)"
            )
    try:
        target.mkdir(parents=True, exist_ok=True)
        for name, text in program.files:
            (target / name).parent.mkdir(parents=True, exist_ok=True)  # Java's javafx/util/Pair.java
            (target / name).write_text(text, encoding="utf-8")
    except OSError as error:
        raise UsageError(f"cannot write {folder}: {error.strerror or error}") from None
    shown = os.path.join(folder, "")
    print(f"wrote {shown}: {', '.join(name for name, _ in program.files)}")
    into = f"cd {shlex.quote(folder)} && "
    if program.build:
        print(f"build: {into}{program.build}")
    print(f"run:   {into}{program.run}")
    if case.expected is not None:
        expected = json.dumps(case.expected, separators=(",", ":"), ensure_ascii=False)
        cut = expected if len(expected) <= SHOWN_ANSWER else expected[:SHOWN_ANSWER] + " ..."
        drawn = " (one possible draw: the calls that draw at random may answer otherwise)"
        note = drawn if problem.checker in RULES else ORDER_NOTES.get(problem.checker, "")
        print(f"expected answer{note}: {cut}")
    return EXIT_OK


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
