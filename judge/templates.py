"""Starter files for `judge new`: the signature, the statement's summary and examples, the names at hand."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

from judge.errors import UsageError
from judge.prelude import MODULES, prelude_table
from judge.problems import Problem

# The prelude has hundreds of names; these are the ones interview solutions reach for.
COMMON_NAMES = (
    "List",
    "Optional",
    "Counter",
    "defaultdict",
    "deque",
    "lru_cache",
    "cache",
    "heappush",
    "heappop",
    "bisect_left",
    "permutations",
    "combinations",
    "product",
    "inf",
    "gcd",
)
# What the starter returns: an empty answer of the right type, so judging it as-is is a clean Wrong Answer.
EMPTY_VALUES = {"int": "0", "float": "0.0", "str": '""', "bool": "False"}
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


def empty_value(returns: str) -> str:
    return EMPTY_VALUES.get(returns, "[]" if returns.startswith(("List", "list")) else "None")


def constraints(problem: Problem) -> list[str]:
    return [
        f"{param['min']} <= {param['name']} <= {param['max']}"
        for param in problem.params
        if "min" in param and "max" in param
    ]


def starter(problem: Problem, filename: str) -> str:
    """The text of a starter file for problem, to be saved as filename."""
    table = prelude_table()
    names = ", ".join(name for name in COMMON_NAMES if name in table)
    doc = [f"{problem.number}. {problem.title} ({problem.difficulty})", ""]
    doc += textwrap.wrap(problem.summary, 96)
    for number, (given, wanted) in enumerate(examples(problem.statement), 1):
        doc += ["", f"Example {number}:", f"    Input: {given}", f"    Output: {wanted}"]
    limits = constraints(problem)
    if limits:
        doc += ["", "Constraints: " + ", ".join(limits)]
    doc += [""]
    doc += textwrap.wrap(
        f"Available without importing, as on LeetCode: {names}, ... (every public name of "
        f"{', '.join(MODULES)}) and those modules themselves.",
        96,
    )
    doc += ["", f"Full statement: judge show {problem.number}", f"Judge it: judge test {filename}"]
    params = ", ".join(["self", *(f"{param['name']}: {param['type']}" for param in problem.params)])
    return "\n".join(
        [
            '"""' + doc[0],
            *doc[1:],
            '"""',
            "",
            "",
            "class Solution:",
            f"    def {problem.method}({params}) -> {problem.returns}:",
            f"        return {empty_value(problem.returns)}",
            "",
        ]
    )


def default_filename(problem: Problem) -> str:
    return problem.slug.replace("-", "_") + ".py"


def write_starter(problem: Problem, path: Path | None) -> Path:
    """Write the starter file (to ./<slug>.py when no path is given); never overwrite an existing file."""
    target = path or Path(default_filename(problem))
    if target.is_dir():
        target = target / default_filename(problem)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("x", encoding="utf-8") as handle:
            handle.write(starter(problem, str(target)))
    except FileExistsError:
        raise UsageError(f"{target} already exists; give another path, or delete it first") from None
    except OSError as error:
        raise UsageError(f"cannot write {target}: {error.strerror or error}") from None
    return target
