"""A problem's method described as data, so that every language can render it in its own terms.

The type vocabulary is small on purpose: the scalars int, long, bool, double and string, and
list<T> of any of them, nested. problem.json names the method as LeetCode spells it in Java and
Python (camelCase, `solveNQueens`); a language derives its own convention from the words
(`solve_n_queens` in Rust).
"""

from __future__ import annotations

from judge.core.record import record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

SCALARS = ("int", "long", "bool", "double", "string")
_CAMEL_WORD = r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+"  # compiled when first used (re caches it)


class SignatureError(ValueError):
    """problem.json describes its method in a way the vocabulary does not cover."""


@record(frozen=True)
class Type:
    """A scalar (item is None) or list<item>."""

    name: str
    item: Type | None = None

    def __str__(self) -> str:
        return f"list<{self.item}>" if self.item is not None else self.name

    @property
    def depth(self) -> int:
        """How many lists deep the scalar sits: 0 for int, 2 for list<list<string>>."""
        return 0 if self.item is None else 1 + self.item.depth

    @property
    def scalar(self) -> str:
        return self.name if self.item is None else self.item.scalar


def parse_type(text: str) -> Type:
    """'list<list<string>>' -> Type('list', Type('list', Type('string')))."""
    compact = text.replace(" ", "")
    if compact in SCALARS:
        return Type(compact)
    if compact.startswith("list<") and compact.endswith(">"):
        return Type("list", parse_type(compact[5:-1]))
    raise SignatureError(f"unknown type {text!r}; known: {', '.join(SCALARS)} and list<T>")


@record(frozen=True)
class Param:
    name: str
    type: Type
    min: int | None = None
    max: int | None = None


@record(frozen=True)
class Signature:
    name: str
    params: tuple[Param, ...]
    returns: Type

    @property
    def words(self) -> list[str]:
        """solveNQueens -> ['solve', 'n', 'queens']."""
        import re  # here: signatures are read before a program is started early (judge/cli/early.py)

        return [word.lower() for word in re.findall(_CAMEL_WORD, self.name)]

    @property
    def snake_name(self) -> str:
        return "_".join(self.words)

    def arguments(self, case_input: dict[str, Any]) -> list[Any]:
        """Positional arguments in the order of the parameters."""
        return [case_input[param.name] for param in self.params]


def parse_signature(data: Any) -> Signature:
    """The signature object of problem.json: {"name", "params": [{"name", "type", "min"?, "max"?}], "returns"}."""
    if not isinstance(data, dict) or not isinstance(data.get("name"), str) or not isinstance(data.get("params"), list):
        raise SignatureError('"signature" must be an object with "name", "params" and "returns"')
    params = []
    for item in data["params"]:
        if not isinstance(item, dict) or not isinstance(item.get("name"), str) or not isinstance(item.get("type"), str):
            raise SignatureError('each parameter must be an object with a "name" and a "type"')
        params.append(Param(item["name"], parse_type(item["type"]), item.get("min"), item.get("max")))
    if not isinstance(data.get("returns"), str):
        raise SignatureError('"returns" must name a type, e.g. "list<list<string>>"')
    return Signature(data["name"], tuple(params), parse_type(data["returns"]))
