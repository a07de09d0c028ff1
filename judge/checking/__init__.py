"""Checkers: one pure function per comparison mode, from (case, decoded answer) to a CheckResult,
with the hints that explain a wrong answer under that mode.

A problem's problem.json names its checker: a built-in mode by name ("exact", "float",
"unordered", ...), or a module of its own in its folder ("checker.py") that defines
`check(case, output) -> CheckResult` and, optionally, `hints(method, case, output) -> list[str]`,
`HINTS`, the sentences that the `"hint"` key of its results' details names, and
`NEEDS_EXPECTED = False` when it judges an answer from the input alone (any valid completion of a
Sudoku), so that an input without a known answer is checked too, and `DETAILS`, the keys of its
results' details as JSON Schema (judge/checking/schema.py; without it, its keys are unchecked). The answer is
plain data decoded from JSON (see judge/core/values.py), whatever language produced it.
"""

from __future__ import annotations

import os

from judge.checking import boards, design, exact, flattened, randomized, tolerance, unordered
from judge.checking.boards import board_hints, check_queen_boards
from judge.checking.declared import as_declared, holds_generator
from judge.checking.exact import check_exact, check_exact_int, int_hints
from judge.checking.result import CheckResult
from judge.checking.tolerance import check_tolerance
from judge.checking.unordered import check_unordered, check_unordered_nested
from judge.core.problems import Case, Problem
from judge.core.record import field, record, replace
from judge.core.signature import DRIVEN_NODES, MULTILEVEL_LIST, NESTED_INTEGER
from judge.core.values import bounded, first_difference, level_order_parents, nary_parents
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    CheckFunction = Callable[[Case, Any], CheckResult]
    HintFunction = Callable[[str, Case, Any], list[str]]


class CheckerError(ValueError):
    """A problem names a checker that does not exist or does not load: the problem package is
    broken (the judge's fault, reported as an Internal Error, not the submission's)."""


def _no_hints(method: str, case: Case, value: Any) -> list[str]:
    return []


@record(frozen=True)
class Checker:
    """A comparison mode: the check, the hints for a wrong answer, and the sentences its details name."""

    name: str
    check: CheckFunction
    hints: HintFunction = _no_hints
    sentences: dict[str, str] = field(default_factory=dict)
    needs_expected: bool = True  # without an expected answer the case is run, not checked
    # The keys its results' details may have, as JSON Schema; None: not declared (any key goes).
    details: dict[str, Any] | None = None
    names_calls: bool = False  # a design answer's check that names the wrong call itself

    def __call__(self, case: Case, output: Any) -> CheckResult:
        return self.check(case, output)

    def explain(self, method: str, case: Case, output: Any, result: CheckResult) -> list[str]:
        """The hints for a wrong answer: the mode's own, then the sentence the result's details name."""
        found = list(self.hints(method, case, output))
        key = result.details.get("hint")
        if isinstance(key, str) and key in self.sentences and self.sentences[key] not in found:
            found.append(self.sentences[key])
        return found


BUILT_IN: dict[str, Checker] = {
    checker.name: checker
    for checker in (
        Checker("queens-boards", check_queen_boards, board_hints, details=boards.DETAILS),
        Checker("exact-int", check_exact_int, int_hints, details=exact.DETAILS),
        Checker("exact", check_exact, details=exact.DETAILS),
        Checker("float", check_tolerance, details=tolerance.DETAILS),
        Checker("unordered", check_unordered, details=unordered.DETAILS),
        Checker("unordered-nested", check_unordered_nested, details=unordered.DETAILS),
        *(
            Checker(name, randomized.checker_for_rule(name), details=randomized.DETAILS, names_calls=True)
            for name in randomized.RULES
        ),
    )
}
_MODULES: dict[str, tuple[tuple[int, int], Checker]] = {}


def checker_for(problem: Problem) -> Checker:
    """The problem's checker, reading each answer as LeetCode's declaration types it (a generator
    where a list is declared is its items: judge/checking/declared.py)."""
    checker = _named_checker(problem)
    declared = problem.signature.judged_type
    if problem.signature.calls and checker.names_calls:
        return checker
    if problem.signature.calls:
        schema = None if checker.details is None else {**checker.details, **design.DETAILS}
        return replace(checker, check=design.with_calls(checker.check), details=schema)
    if problem.signature.answer_type.name == MULTILEVEL_LIST:
        schema = None if checker.details is None else {**checker.details, **flattened.DETAILS}
        return replace(checker, check=flattened.with_flattened(checker.check), details=schema)
    if declared.is_node and declared.name in (*DRIVEN_NODES, NESTED_INTEGER):
        # Compared as written: no drawing of graphs or lists with random pointers yet; a NestedInteger
        # is its JSON value, shown as it is.
        return checker
    if declared.is_node:
        if problem.checker not in BUILT_IN:
            # A rule of the problem's own (any valid search tree, say): the expected tree is one right
            # answer among others, so no node of the answer is "the first wrong one" by it.
            return checker
        given = tuple(param.name for param in problem.signature.params if param.type == declared)
        return _with_node_difference(checker, declared.name, given, problem.signature.answer is not None)
    if declared.item is None:
        return checker
    check, hints = checker.check, checker.hints

    def check_declared(case: Case, output: Any) -> CheckResult:
        return check(case, as_declared(output, declared) if holds_generator(output, declared) else output)

    def hints_declared(method: str, case: Case, output: Any) -> list[str]:
        return hints(method, case, as_declared(output, declared) if holds_generator(output, declared) else output)

    return replace(checker, check=check_declared, hints=hints_declared)


# What a wrong tree or list answer's details add, so that feedback can draw both and mark the node.
NODE_DETAILS: dict[str, Any] = {
    "drawn_as": {"enum": ["TreeNode", "ListNode", "Node"], "description": "The answer's node type."},
    "node_difference": {
        "type": "object",
        "description": "The first node where the answer differs: its position in the level order"
        " (a list: its index; an N-ary tree: in LeetCode's serialization), the values there (null: no"
        " node), and the values on the way from the root.",
        "properties": {
            "position": {"type": "integer", "minimum": 0},
            "expected": {},
            "got": {},
            "path": {"type": "array"},
        },
    },
}


NODE_WORDS = {"TreeNode": "tree", "ListNode": "list", "Node": "tree"}


def node_hints(node_type: str, given: tuple[str, ...], in_place: bool = False) -> HintFunction:
    """Hints for a wrong tree or list answer (its JSON: the level order, the values): an empty one,
    one of the arguments handed back as it came (in_place: a void method's argument left as it
    came), the right values in another order or shape."""
    kind = NODE_WORDS[node_type]
    unchanged = "left it as it was" if in_place else "returned it unchanged"

    def hints(method: str, case: Case, value: Any) -> list[str]:
        expected = case.expected
        if not isinstance(value, list) or not isinstance(expected, list) or value == expected:
            return []
        if not value:
            return [f"your answer is an empty {kind} (null): does {method} return the {kind} it makes?"]
        for name in given:
            if case.input.get(name) == value:
                return [f"your answer is {name} as it was given: {method} {unchanged}"]
        if not all(item is None or type(item) is int for item in value):
            return []  # not a tree or list of values (an object named by its type): no order to speak of
        values = sorted(item for item in value if item is not None)
        if values == sorted(item for item in expected if isinstance(item, int)):
            shape = "order" if node_type == "ListNode" else "shape"
            return [f"your {kind} has the expected values, in another {shape}"]
        return []

    return hints


def _with_node_difference(
    checker: Checker, node_type: str, given: tuple[str, ...] = (), in_place: bool = False
) -> Checker:
    """The checker, with the first differing node of a wrong tree or list answer in its details, and
    hints of its own for such an answer (the arguments named `given` have the answer's type)."""
    check = checker.check

    def check_nodes(case: Case, output: Any) -> CheckResult:
        result = check(case, output)
        expected = case.expected
        if result.verdict is not Verdict.WRONG_ANSWER or not isinstance(output, list) or not isinstance(expected, list):
            return result
        position = first_difference(expected, output)
        if position is None:
            return result
        # The way down to the node, in the tree that has it (the answer's when both do).
        tree = output if position < len(output) else expected
        path: list[Any] = []
        if node_type != "ListNode":
            parents = (level_order_parents if node_type == "TreeNode" else nary_parents)(tree)
            walker = parents[position] if position < len(parents) else None
            while walker is not None:
                path.insert(0, tree[walker])
                walker = parents[walker]
        difference = {
            "position": position,
            "expected": expected[position] if position < len(expected) else None,
            "got": output[position] if position < len(output) else None,
            "path": bounded(path),
        }
        details = {**result.details, "drawn_as": node_type, "node_difference": difference}
        return CheckResult(result.verdict, result.message, details)

    schema = None if checker.details is None else {**checker.details, **NODE_DETAILS}
    own, extra = checker.hints, node_hints(node_type, given, in_place)

    def both_hints(method: str, case: Case, value: Any) -> list[str]:
        return [*own(method, case, value), *extra(method, case, value)]

    return replace(checker, check=check_nodes, details=schema, hints=both_hints)


def _named_checker(problem: Problem) -> Checker:
    """The checker the problem names: a built-in mode, or the module its folder holds."""
    mode = problem.checker
    if mode in BUILT_IN:
        return BUILT_IN[mode]
    if mode.endswith(".py") and os.path.basename(mode) == mode:
        return _problem_module(os.path.join(problem.folder, mode))
    raise CheckerError(
        f"problem {problem.slug}: unknown checker {mode!r}; built in: {', '.join(BUILT_IN)}, or a module"
        " in the problem's folder named like checker.py"
    )


def _problem_module(path: str) -> Checker:
    """A problem's own checker module, loaded once per version of the file."""
    import importlib.util

    try:
        status = os.stat(path)
    except OSError:
        raise CheckerError(f"the problem's checker {path} does not exist") from None
    version = (status.st_mtime_ns, status.st_size)
    known = _MODULES.get(path)
    if known is not None and known[0] == version:
        return known[1]
    name = "judge_problem_checker_" + "".join(c if c.isalnum() else "_" for c in os.path.dirname(path)[-40:])
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise CheckerError(f"the problem's checker {path} cannot be loaded")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as error:  # the problem author's code: say where it broke, in one line
        raise CheckerError(f"the problem's checker {path} fails to load: {type(error).__name__}: {error}") from None
    check = getattr(module, "check", None)
    if not callable(check):
        raise CheckerError(f"the problem's checker {path} defines no check(case, output) function")
    hints = getattr(module, "hints", _no_hints)
    sentences = getattr(module, "HINTS", {})
    details = getattr(module, "DETAILS", None)
    if details is not None and not isinstance(details, dict):
        raise CheckerError(f"the problem's checker {path}: DETAILS is not a dict of JSON Schema definitions")
    checker = Checker(
        os.path.basename(path),
        check,
        hints if callable(hints) else _no_hints,
        dict(sentences),
        bool(getattr(module, "NEEDS_EXPECTED", True)),
        details,
    )
    _MODULES[path] = (version, checker)
    return checker
