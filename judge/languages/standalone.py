"""One case as a program of its own, for `judge export` (judge/learner/export.py): what every
language's rendering shares.

A language writes the program in its own module (`Language.standalone`): the user's file as
written (with only what LeetCode's environment adds around it, where the file cannot compile
without it: Go's package clause, Java's imports), LeetCode's definitions of the types it uses
(TreeNode, ListNode), and a main that builds the case's input from literals, calls the method (or
makes a design class's calls one by one) and prints the answer as LeetCode shows it:

- JSON with no spaces: `[["..Q.","Q..."]]`, `true`, `"abc"`, a char as a string of one;
- a double with five decimals (`2.00000`);
- a tree in level order with `null` for a missing child and the trailing nulls dropped, a linked
  list as its values;
- a method that answers in place: the argument it changed, after the call;
- a design case: the list of every call's result, `null` for the constructor and for a void method.

The program runs outside the sandbox, as the user, with the language's own tools: it is for an IDE
or a debugger, not for judging.
"""

from __future__ import annotations

from judge.core.record import record
from judge.core.signature import level_order

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.signature import Method, Signature, Type

# The largest input (its JSON, in characters) written as code: beyond it, literals outgrow what some
# compilers take in one method (Java's 64 kB of bytecode), and nobody steps through such a case.
EXPORT_LIMIT = 20_000


@record(frozen=True)
class Standalone:
    """A program of one case: its files (name and text, written in this order into an empty folder),
    the one line that builds it there ("" for a language run from its source) and the one that runs it."""

    files: tuple[tuple[str, str], ...]
    build: str
    run: str


@record(frozen=True)
class Call:
    """One call of the main: a design class's constructor (method None), one of its methods, or the
    solution's method; each argument with its declared type."""

    method: Method | None
    arguments: tuple[tuple[Any, Type], ...]


def method_arguments(signature: Signature, case_input: dict[str, Any]) -> tuple[tuple[str, Any, Type], ...]:
    """The solution's method's arguments: each parameter's name, value and type, in order."""
    return tuple(
        (param.name, level_order(case_input[param.name], param.type), param.type) for param in signature.params
    )


def design_calls(signature: Signature, case_input: dict[str, Any]) -> tuple[Call, ...]:
    """A design case's calls in order: the constructor first, then one per operation."""
    design = signature.design
    assert design is not None, "a design problem's case"
    calls: list[Call] = []
    steps = zip(case_input["operations"], case_input["arguments"], strict=True)
    for position, (operation, arguments) in enumerate(steps):
        method = None if position == 0 else design.method(operation)
        params = design.constructor if method is None else method.params
        calls.append(Call(method, tuple(zip(arguments, (param.type for param in params), strict=True))))
    return tuple(calls)


def comment_lines(about: list[str], build: str, run: str) -> list[str]:
    """The main's opening comment, as plain lines: what the program is and the commands."""
    commands = [f"build: {build}"] if build else []
    return [*about, *commands, f"run:   {run}", "It prints the answer as LeetCode shows it, on one line."]
