"""Problem packages: a folder with problem.json, statement.md and data/*.json.

The loader knows no problem by name: every folder under the problems directory that holds a
problem.json is a problem. The problems a user added (`judge add`) live in their own data folder
($XDG_DATA_HOME/nqueens-judge/problems) and are listed with the kit's, never in place of one.
"""

from __future__ import annotations

import json
import os

from judge.core.record import field, record
from judge.core.signature import Signature, parse_signature
from judge.errors import UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

PROBLEMS_ENV = "JUDGE_PROBLEMS_DIR"


@record(frozen=True)
class Case:
    """One test input and what is known about its answer (shared between readers: don't change it)."""

    name: str
    input: dict[str, Any]
    expected: Any = None
    expected_count: int | None = None
    extended: bool = False
    own: bool = False  # one of the learner's own cases (judge/learner/own_cases.py), after the problem's


@record(frozen=True)
class CaseGroup:
    """Cases scored together (IOI's subtasks): a group earns its points only when all of them pass."""

    name: str
    cases: tuple[str | int, ...]  # case names, or case numbers from 1
    points: float


@record(frozen=True)
class Growth:
    """What `judge growth` tries: the parameter that is the input's size, its values from small to
    large (past LeetCode's constraints), the other parameters' fixed values, and each gallery
    approach's time ratio per step of the size, as measured (problem.json's "growth")."""

    parameter: str
    sizes: tuple[int, ...]
    other_inputs: tuple[tuple[str, Any], ...] = ()
    known: tuple[tuple[str, float], ...] = ()

    @property
    def approaches(self) -> dict[str, float]:
        return dict(self.known)

    @property
    def inputs(self) -> dict[str, Any]:
        return dict(self.other_inputs)


@record(frozen=True)
class Problem:
    number: int
    slug: str
    title: str
    difficulty: str
    signature: Signature
    checker: str
    time_limit_ms: int
    extended_time_limit_ms: int  # per case beyond LeetCode's constraints (`judge test --extended`)
    # CPU of a whole run, every case and what ran before the first: the rule per-case limits can't
    # make hold (a thread can work on cases ahead of their turn). See docs/verdicts.md.
    run_time_limit_ms: int
    extended_run_time_limit_ms: int
    memory_limit_mb: int
    output_limit_mb: int
    summary: str
    folder: str = field(compare=False)
    groups: tuple[CaseGroup, ...] = ()  # for `judge grade`: none, every case scores on its own
    growth: Growth | None = field(default=None, compare=False)  # for `judge growth`; None: no size to grow
    user_added: bool = field(default=False, compare=False)  # from the user's own problems folder (`judge add`)

    @property
    def statement(self) -> str:
        with open(os.path.join(self.folder, "statement.md"), encoding="utf-8") as handle:
            return handle.read()

    def cases(self, extended: bool = False) -> list[Case]:
        """The test cases in order: data/cases.json, then data/extended.json when asked."""
        cases = _read_cases(os.path.join(self.folder, "data", "cases.json"), extended=False)
        if extended:
            cases += _read_cases(os.path.join(self.folder, "data", "extended.json"), extended=True)
        return cases

    def case_named(self, name: str) -> Case:
        """One of the problem's cases (extended ones too), by its name or its number from 1."""
        cases = self.cases(extended=True)
        for index, case in enumerate(cases, 1):
            if name in (case.name, str(index)):
                return case
        names = ", ".join(case.name for case in cases[:12]) + (", ..." if len(cases) > 12 else "")
        raise UsageError(f"problem {self.number} has no case {name!r}; its cases: {names}")

    def case_for(self, case_input: Any, given_as: str = "the input") -> Case:
        """The case for an input someone typed: the problem's own case with that input (its answer
        known), else a new one, beyond LeetCode's constraints (extended) when an int parameter
        passes its maximum; UsageError, in one line, for an input the signature does not allow."""
        from judge.core.signature import input_problem

        wrong = input_problem(self.signature, case_input)
        if wrong:
            raise UsageError(f"{given_as}: {wrong}")
        for case in self.cases(extended=True):
            if case.input == case_input:
                return case
        beyond = any(
            param.max is not None and isinstance(case_input[param.name], int) and case_input[param.name] > param.max
            for param in self.signature.inputs
        )
        return Case(name=input_text(case_input, 60), input=case_input, extended=beyond)

    @property
    def method(self) -> str:
        """The method's name as LeetCode spells it in Python and Java (solveSudoku)."""
        return self.signature.name


_INPUT_ENCODER = json.JSONEncoder(ensure_ascii=False)  # made once: json.dumps with options makes one per call


def input_text(case_input: dict[str, Any], width: int) -> str:
    """A case's input in one line of at most width characters (`board = "RWWB", hand = "W"`)."""
    text = ", ".join(f"{key} = {_INPUT_ENCODER.encode(value)}" for key, value in case_input.items())
    return text if len(text) <= width else text[: width - 3] + "..."


# Cases read from each data file, with the file's (mtime, size) when read: a grading worker
# judges every submission against the same cases, so it parses the file once.
_CASES_READ: dict[tuple[str, bool], tuple[tuple[int, int], tuple[Case, ...]]] = {}


def _read_cases(path: str, extended: bool) -> list[Case]:
    try:
        status = os.stat(path)
    except FileNotFoundError:
        return []
    version = (status.st_mtime_ns, status.st_size)
    known = _CASES_READ.get((path, extended))
    if known is not None and known[0] == version:
        return list(known[1])
    raw = _read_json(path, "valid test data", list, "JSON list of cases")
    for number, item in enumerate(raw, 1):
        if not (isinstance(item, dict) and isinstance(item.get("name"), str) and isinstance(item.get("input"), dict)):
            raise UsageError(f'{path}: case {number} needs a "name" (a string) and an "input" (an object)')
    cases = tuple(
        Case(
            name=item["name"],
            input=item["input"],
            expected=item.get("expected"),
            expected_count=item.get("expected_count"),
            extended=extended,
        )
        for item in raw
    )
    _CASES_READ[(path, extended)] = (version, cases)
    return list(cases)


# Paths here are strings (os.path): `judge test` reads a problem without importing pathlib (~5 ms).
def default_problems_dir() -> str:
    """The problems folder: $JUDGE_PROBLEMS_DIR, else the installed copy, else the source tree's."""
    override = os.environ.get(PROBLEMS_ENV)
    if override:
        return override
    package = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    installed = os.path.join(package, "data", "problems")
    return installed if os.path.isdir(installed) else os.path.join(os.path.dirname(package), "problems")


def user_problems_dir() -> str:
    """The problems the user added with `judge add`: $XDG_DATA_HOME/nqueens-judge/problems (else
    ~/.local/share/...), outside the kit, so that reinstalling it keeps them."""
    from judge.core.cache import user_data

    return user_data("problems")


# A problem.json without a run limit gets this many times its per-case limit for the whole run.
RUN_LIMIT_FACTOR = 3


def _read_json(path: str, what: str, kind: type, shape: str) -> Any:
    """A problem file's JSON, of the kind expected; UsageError, in one line naming the file, if not."""
    try:
        with open(path, encoding="utf-8") as handle:
            value = json.load(handle)
    except (OSError, ValueError) as error:
        raise UsageError(f"{path} is not {what}: {error}") from None
    if not isinstance(value, kind):
        raise UsageError(f"{path} is not {what}: it holds no {shape}")
    return value


def load_problem(folder: str | os.PathLike[str], user_added: bool = False) -> Problem:
    """The problem a folder describes; UsageError, in one line naming the file and the field, when
    its problem.json can't be read. user_added: the folder is one of the user's own problems."""
    folder = os.fspath(folder)
    path = os.path.join(folder, "problem.json")
    meta = _read_json(path, "a valid problem description", dict, "JSON object")

    def field(name: str, kind: type, default: Any = None) -> Any:
        value = meta.get(name, default)
        if value is None:
            raise UsageError(f"{path} is not a valid problem description: field {name!r} is missing")
        if kind is int and (type(value) is not int or value <= 0):
            raise UsageError(f"{path}: field {name!r} must be a positive integer, not {value!r}")
        if kind is str and not isinstance(value, str):
            raise UsageError(f"{path}: field {name!r} must be a string, not {value!r}")
        return value

    case_ms = field("time_limit_ms", int)
    extended_ms = field("extended_time_limit_ms", int, case_ms)
    try:
        signature = parse_signature(field("signature", dict))
    except (ValueError, KeyError, TypeError, AttributeError) as error:  # SignatureError is a ValueError
        raise UsageError(f"{path}: field 'signature': {error}") from None
    return Problem(
        number=field("number", int),
        slug=field("slug", str),
        title=field("title", str),
        difficulty=field("difficulty", str),
        signature=signature,
        checker=field("checker", str),
        time_limit_ms=case_ms,
        extended_time_limit_ms=extended_ms,
        run_time_limit_ms=field("run_time_limit_ms", int, RUN_LIMIT_FACTOR * case_ms),
        extended_run_time_limit_ms=field("extended_run_time_limit_ms", int, RUN_LIMIT_FACTOR * extended_ms),
        memory_limit_mb=field("memory_limit_mb", int),
        output_limit_mb=field("output_limit_mb", int),
        summary=field("summary", str, ""),
        folder=folder,
        groups=parse_case_groups(meta["groups"], f"{path}: field 'groups'") if "groups" in meta else (),
        growth=parse_growth(meta["growth"], signature, f"{path}: field 'growth'") if "growth" in meta else None,
        user_added=user_added,
    )


def parse_growth(raw: Any, signature: Signature, where: str) -> Growth:
    """problem.json's {"parameter": "n", "sizes": [first, last], "inputs": {...}, "approaches": {name:
    ratio}}: an int parameter of the signature, the others given; UsageError naming what is wrong."""
    shape = '{"parameter": an int parameter, "sizes": [first, last], "approaches": {"name": time ratio per step}}'
    if not isinstance(raw, dict):
        raise UsageError(f"{where} must be {shape}")
    unknown = sorted(set(raw) - {"parameter", "sizes", "inputs", "approaches"})
    if unknown:
        raise UsageError(f"{where} has unknown fields {', '.join(map(repr, unknown))}")
    params = {param.name: param for param in signature.inputs}
    name = raw.get("parameter")
    if name not in params or str(params[name].type) != "int":
        raise UsageError(f"{where}: parameter must name an int parameter of the method, not {name!r}")
    sizes = raw.get("sizes")
    if (
        not isinstance(sizes, list)
        or len(sizes) != 2
        or not all(type(size) is int for size in sizes)
        or not 0 <= sizes[0] < sizes[1] <= sizes[0] + 64
    ):
        raise UsageError(f"{where}: sizes must be [first, last], two integers with first < last (at most 64 sizes)")
    inputs = raw.get("inputs", {})
    if not isinstance(inputs, dict) or set(inputs) != set(params) - {name}:
        raise UsageError(f"{where}: inputs must give every other parameter a value ({sorted(set(params) - {name})})")
    approaches = raw.get("approaches", {})
    if not isinstance(approaches, dict) or not all(
        isinstance(ratio, int | float) and not isinstance(ratio, bool) and 1 <= ratio < 1000
        for ratio in approaches.values()
    ):
        raise UsageError(f"{where}: approaches must map each approach's name to its time ratio per step (at least 1)")
    return Growth(
        name,
        tuple(range(sizes[0], sizes[1] + 1)),
        tuple(sorted(inputs.items())),
        tuple(sorted((str(key), float(value)) for key, value in approaches.items())),
    )


def parse_case_groups(raw: Any, where: str) -> tuple[CaseGroup, ...]:
    """Groups as JSON gives them, [{"name", "cases", "points"}, ...], checked for shape only (which
    cases they name is checked where they are scored); UsageError naming where and the group."""
    shape = 'a list of groups, each {"name": ..., "cases": [case names or numbers from 1], "points": ...}'
    if not isinstance(raw, list) or not raw:
        raise UsageError(f"{where} must be {shape}")
    groups: list[CaseGroup] = []
    for number, item in enumerate(raw, 1):
        if not isinstance(item, dict):
            raise UsageError(f"{where}: group {number} is not an object; it must be {shape}")
        name = item.get("name")
        if not isinstance(name, str) or not name.strip():
            raise UsageError(f"{where}: group {number} needs a name (a non-empty string)")
        unknown = sorted(set(item) - {"name", "cases", "points"})
        if unknown:
            raise UsageError(f"{where}: group {name!r} has unknown fields {', '.join(map(repr, unknown))}")
        if any(group.name == name for group in groups):
            raise UsageError(f"{where}: two groups are named {name!r}")
        cases = item.get("cases")
        if (
            not isinstance(cases, list)
            or not cases
            or not all((isinstance(case, str) and case) or (type(case) is int and case >= 1) for case in cases)
        ):
            raise UsageError(f"{where}: group {name!r}: cases must be a non-empty list of case names or numbers from 1")
        points = item.get("points")
        if isinstance(points, bool) or not isinstance(points, int | float) or not points >= 0 or points == float("inf"):
            raise UsageError(f"{where}: group {name!r}: points must be a number of at least 0, not {points!r}")
        groups.append(CaseGroup(name, tuple(cases), float(points)))
    return tuple(groups)


def load_problems(root: str | os.PathLike[str] | None = None) -> list[Problem]:
    """Every usable problem under root, ordered by number (unusable_problems says which are not)."""
    return scan_problems(root)[0]


def scan_problems(root: str | os.PathLike[str] | None = None) -> tuple[list[Problem], list[tuple[str, str]]]:
    """(the usable problems under root, ordered by number; (folder, why) for each folder with a
    problem.json the kit can't read). One broken folder leaves the others usable.

    Without a root: the kit's problems (default_problems_dir) and the user's own (user_problems_dir),
    whether or not $JUDGE_PROBLEMS_DIR moved the kit's; a user's problem with a number or slug
    already taken is unusable, so it never stands in for the kit's."""
    if root:
        return _scan_folder(os.fspath(root), user_added=False)
    found, unusable = _scan_folder(default_problems_dir(), user_added=False)
    own_root = user_problems_dir()
    if not os.path.isdir(own_root):
        return found, unusable
    try:
        own, own_unusable = _scan_folder(own_root, user_added=True)
    except OSError as error:  # the user's folder only: the kit's problems stay usable
        return found, [*unusable, (own_root, f"{own_root}: cannot read your problems: {error.strerror or error}")]
    taken = {key: problem for problem in found for key in (problem.number, problem.slug)}
    for problem in own:
        clash = taken.get(problem.number) or taken.get(problem.slug)
        if clash is None:
            found.append(problem)
            taken.update({problem.number: problem, problem.slug: problem})
            continue
        whose = "one of your problems" if clash.user_added else "the kit's"
        own_unusable.append(
            (
                problem.folder,
                f"{problem.folder}: your problem {problem.number} ({problem.slug}) has the number or slug of"
                f" {whose}, {clash.number} ({clash.slug}), which is used instead; give it another number and slug"
                " in its problem.json, or remove the folder",
            )
        )
    return sorted(found, key=lambda problem: problem.number), unusable + own_unusable


def _scan_folder(root: str, user_added: bool) -> tuple[list[Problem], list[tuple[str, str]]]:
    """One folder of problems: every subfolder with a problem.json (a user's folder: not the ones
    `judge add` is still writing, whose names start with a dot)."""
    if not os.path.isdir(root):
        raise UsageError(f"no problems folder at {root}; set {PROBLEMS_ENV} or reinstall the kit")
    found, unusable = [], []
    for name in sorted(os.listdir(root)):
        child = os.path.join(root, name)
        if (user_added and name.startswith(".")) or not os.path.isfile(os.path.join(child, "problem.json")):
            continue
        try:
            found.append(load_problem(child, user_added=user_added))
        except UsageError as error:
            unusable.append((child, str(error)))
    return sorted(found, key=lambda problem: problem.number), unusable


def find_problem(identifier: str, problems: list[Problem] | None = None) -> Problem:
    """A problem by its number ('51') or slug ('sudoku-solver')."""
    wanted = identifier.strip().lower()
    if problems is None:
        named = _kit_problem_named(wanted)
        if named is not None:
            return named
        problems = load_problems()
    for problem in problems:
        if wanted in (str(problem.number), problem.slug):
            return problem
    # Not among the usable ones: the folders are read again only on this path, to say why.
    for folder, why in scan_problems()[1]:
        if wanted in (os.path.basename(folder).lower(), _declared_number(folder)):
            raise UsageError(why)  # the problem is there, but its folder can't be read: say why
    known = ", ".join(f"{problem.number} ({problem.slug})" for problem in problems)
    raise UsageError(f"unknown problem '{identifier}'; known problems: {known}")


def _kit_problem_named(slug: str) -> Problem | None:
    """The kit's problem in the folder named by this slug, read alone, or None (a number, a user's
    problem, a folder that can't be read): a grading worker looks its problem up for every
    submission, and reading every folder for it cost 0.7 ms where this costs a tenth of that. The
    kit's problems come before the user's, so the one found here is the one the full scan finds."""
    if not slug or os.sep in slug or slug.startswith("."):
        return None
    folder = os.path.join(default_problems_dir(), slug)
    if not os.path.isfile(os.path.join(folder, "problem.json")):
        return None
    try:
        problem = load_problem(folder)
    except UsageError:
        return None  # the full scan says why
    return problem if problem.slug == slug else None


def _declared_number(folder: str) -> str:
    """The number an unreadable problem.json still declares, when it does; else ''."""
    import re

    try:
        with open(os.path.join(folder, "problem.json"), encoding="utf-8", errors="replace") as handle:
            match = re.search(r'"number"\s*:\s*(\d+)', handle.read())
    except OSError:
        return ""
    return match.group(1) if match else ""
