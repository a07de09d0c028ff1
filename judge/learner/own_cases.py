"""A learner's own cases: inputs kept per problem and judged by `judge test` after the problem's.

They live in the user's data folder ($XDG_DATA_HOME/nqueens-judge/cases/SLUG.json, else
~/.local/share/...), one JSON list per problem in the shape of the problem's data/cases.json:
`{"name": ..., "input": {...}, "expected": ...}`, where name and expected may be left out. The file
is the user's: the kit adds to it (`judge run --input ... --save`) and removes from it (`judge cases
--remove`) only when it can read it whole, and never rewrites one it cannot.

A case without an expected answer gets the problem's reference's answer (the kit's Python
reference, run in the sandbox like any solution), checked by the problem's checker; a problem
whose checker judges from the input alone needs none. An entry that cannot be used is named with
its file and line, and skipped.
"""

from __future__ import annotations

import json
import os

from judge.core.cache import user_data
from judge.core.problems import Case, Problem, input_text
from judge.errors import UsageError

# Read by every `judge test` (its start-up path): typing and the file writer only where needed.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.limits import RunLimits
    from judge.languages.source import Submission

OWN_PREFIX = "own"
_FIELDS = {"name", "input", "expected"}


def own_cases_path(problem: Problem) -> str:
    return user_data("cases", f"{problem.slug}.json")


def read_own_cases(problem: Problem) -> tuple[list[Case], list[str]]:
    """The usable own cases of the problem, and one warning per entry (or file) that is not."""
    path = own_cases_path(problem)
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except FileNotFoundError:
        return [], []
    except (OSError, UnicodeDecodeError) as error:
        return [], [f"own cases skipped: cannot read {path}: {getattr(error, 'strerror', None) or error}"]
    try:
        entries = _entries(text)
    except ValueError as error:
        return [], [f"own cases skipped: {path} {error}"]
    cases, warnings = [], []
    for number, (line, entry) in enumerate(entries, 1):
        try:
            cases.append(_case(problem, entry, number))
        except UsageError as error:
            warnings.append(f"own case {number} skipped: {path} line {line}: {error}")
    return cases, warnings


def _entries(text: str) -> list[tuple[int, Any]]:
    """The list's entries with the line each starts on; ValueError (saying where) when the text is
    not one JSON list."""
    decoder = json.JSONDecoder()
    at = _skip_space(text, 0)
    if at >= len(text) or text[at] != "[":
        raise ValueError("is not a JSON list of cases (it must start with '[')")
    at = _skip_space(text, at + 1)
    entries: list[tuple[int, Any]] = []
    if at < len(text) and text[at] == "]":
        return entries
    while True:
        try:
            value, end = decoder.raw_decode(text, at)
        except json.JSONDecodeError as error:
            raise ValueError(f"is not valid JSON at line {error.lineno}: {error.msg}") from None
        entries.append((text.count("\n", 0, at) + 1, value))
        at = _skip_space(text, end)
        if at < len(text) and text[at] == ",":
            at = _skip_space(text, at + 1)
            continue
        if at < len(text) and text[at] == "]" and not text[at + 1 :].strip():
            return entries
        raise ValueError(f"is not valid JSON at line {text.count(chr(10), 0, at) + 1}: expected ',' or a final ']'")


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at] in " \t\r\n":
        at += 1
    return at


def _case(problem: Problem, entry: Any, number: int) -> Case:
    if not isinstance(entry, dict) or "input" not in entry:
        raise UsageError('an entry must be an object with an "input" (and optionally "name" and "expected")')
    unknown = sorted(set(entry) - _FIELDS)
    if unknown:
        raise UsageError(f"unknown fields {', '.join(map(repr, unknown))}")
    name = entry.get("name")
    if name is not None and not isinstance(name, str):
        raise UsageError(f'"name" must be a string, not {name!r}')
    found = problem.case_for(entry["input"], "its input")
    label = f"{OWN_PREFIX} {number}: {name or input_text(found.input, 50)}"
    if "expected" in entry:
        return Case(name=label, input=found.input, expected=entry["expected"], extended=found.extended, own=True)
    # The problem's own case with that input comes with its answer.
    return Case(label, found.input, found.expected, found.expected_count, found.extended, own=True)


def save_own_case(problem: Problem, case_input: dict[str, Any], name: str | None = None) -> tuple[str, int, bool]:
    """Add an input to the problem's own cases (validated as `judge run` validates it); returns the
    file, the case's number and whether it was added (False: that input was there already)."""
    problem.case_for(case_input, "the input")
    path = own_cases_path(problem)
    entries = _whole(path)
    for number, (_, entry) in enumerate(entries, 1):
        if isinstance(entry, dict) and entry.get("input") == case_input:
            return path, number, False
    added: dict[str, Any] = {"name": name} if name else {}
    added["input"] = case_input
    _write(path, [entry for _, entry in entries] + [added])
    return path, len(entries) + 1, True


def remove_own_case(problem: Problem, number: int) -> str:
    """Remove the problem's own case of that number (from 1); returns the file."""
    path = own_cases_path(problem)
    entries = _whole(path)
    if not 1 <= number <= len(entries):
        raise UsageError(
            f"{problem.slug} has {len(entries)} own case{'s' if len(entries) != 1 else ''}, no case {number}"
        )
    _write(path, [entry for index, (_, entry) in enumerate(entries, 1) if index != number])
    return path


def _whole(path: str) -> list[tuple[int, Any]]:
    """Every entry of an own-cases file that can be read whole, else UsageError (it is not touched)."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"cannot read {path}: {getattr(error, 'strerror', None) or error}") from None
    try:
        return _entries(text)
    except ValueError as error:
        raise UsageError(f"{path} {error}; fix it (or move it away) and try again: it was left as it is") from None


def _write(path: str, entries: list[Any]) -> None:
    from judge.core.files import atomic_file

    try:
        with atomic_file(path) as handle:
            handle.write(
                "[\n" + ",\n".join(f"  {json.dumps(entry, ensure_ascii=False)}" for entry in entries) + "\n]\n"
            )
    except OSError as error:
        raise UsageError(f"cannot write {path}: {error.strerror or error}") from None


def with_reference_answers(problem: Problem, cases: list[Case]) -> tuple[list[Case], list[str]]:
    """The cases with an expected answer from the problem's reference where they lack one and the
    checker needs one; warnings for those left unchecked (no reference, or it failed on them)."""
    from judge.calibration.gallery import python_reference
    from judge.checking import checker_for
    from judge.core.limits import problem_limits
    from judge.core.record import replace
    from judge.languages.source import read_submission

    wanting = [case for case in cases if case.expected is None and case.expected_count is None]
    if not wanting or not checker_for(problem).needs_expected:
        return cases, []
    reference = python_reference(problem)
    if not os.path.isfile(reference):
        return cases, [f"own cases not checked: {problem.slug} has no Python reference to answer them ({reference})"]
    answers = reference_answers(
        read_submission(reference, problem=problem), problem, wanting, None, problem_limits(problem, extended=True)
    )
    failed = next((case for case, answer in zip(wanting, answers, strict=True) if answer is UNANSWERED), None)
    if failed is not None:
        return cases, [f"own cases not checked: the reference failed on one ({failed.name})"]
    known = iter(answers)
    return [replace(case, expected=next(known)) if case in wanting else case for case in cases], []


# The answer of an input the reference did not answer (it crashed, or ran out of time).
UNANSWERED: Any = object()


def reference_answers(
    reference: Submission,
    problem: Problem,
    cases: list[Case],
    limits: RunLimits | None = None,
    extended_limits: RunLimits | None = None,
) -> list[Any]:
    """The reference's answer to each case, judged in one sandboxed run with every case run whatever
    an earlier one did; UNANSWERED where it gave none it passed with (own cases, judge stress)."""
    from judge.core.verdicts import Verdict
    from judge.pipeline import JudgeRequest, judge

    plain = tuple(Case(case.name, case.input, extended=case.extended) for case in cases)
    request = JudgeRequest(
        reference, problem, cases=plain, limits=limits, extended_limits=extended_limits, keep_output=True
    )
    report = judge(request)
    answered = {case.index: case.output for case in report.cases if case.verdict is Verdict.ACCEPTED}
    return [answered.get(index, UNANSWERED) for index in range(1, len(cases) + 1)]
