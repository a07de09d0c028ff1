"""Plain data classes: `@record` declares one as `@dataclass` does, from the class's annotations.

Why not `dataclasses`: it writes and compiles Python source for each class (about 0.6 ms per
class on a 2-core cloud machine) and importing it loads `inspect` (about 11 ms more). The kit
declares some forty data classes and people run `judge test` hundreds of times, so that came to
a third of the command's start. Here the methods are shared functions that read the class's
field list: declaring a class costs microseconds.

What is supported is what the kit uses: positional or keyword construction, defaults and
`field(default_factory=..., repr=False, compare=False)`, `frozen`, `eq`, inheritance of fields,
and `fields`, `replace`, `as_dict` and `as_tuple`. Type checkers see a dataclass (PEP 681).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (~5 ms) at run time
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar

    from typing_extensions import dataclass_transform

    T = TypeVar("T")
else:

    def dataclass_transform(**_options: object) -> Callable[[Any], Any]:
        return lambda decorated: decorated


_MISSING: Any = object()
_FIELDS = "__record_fields__"
# What __init__ needs, worked out once per class: the names in order, the plain defaults, the
# fields made by a factory, and the set of every name.
_PLAN = "__record_plan__"


class FrozenInstanceError(AttributeError):
    """An attribute of a frozen record was assigned or deleted."""


class Field:
    """One field of a record: its name, its default (or the factory that makes one) and whether
    it is shown by repr and counted by ==."""

    __slots__ = ("compare", "default", "default_factory", "name", "repr")

    def __init__(
        self, default: Any = _MISSING, default_factory: Any = None, repr: bool = True, compare: bool = True
    ) -> None:
        self.name = ""
        self.default = default
        self.default_factory = default_factory
        self.repr = repr
        self.compare = compare


def field(
    *,
    default: Any = _MISSING,
    default_factory: Callable[[], Any] | None = None,
    repr: bool = True,
    compare: bool = True,
) -> Any:
    """A field with options, as the class attribute: `tags: list[str] = field(default_factory=list)`."""
    return Field(default, default_factory, repr, compare)


@dataclass_transform(field_specifiers=(field, Field))
def record(cls: type | None = None, /, *, frozen: bool = False, eq: bool = True) -> Any:
    """Make cls a record: `@record` or `@record(frozen=True)` (equal records are then hashable)."""

    def make(cls: type) -> type:
        declared = _declared_fields(cls)
        methods: dict[str, Any] = {_FIELDS: declared, _PLAN: _plan(declared), "__init__": _init, "__repr__": _repr}
        if eq:
            methods.update(__eq__=_eq, __hash__=_hash if frozen else None)
        if frozen:
            methods.update(__setattr__=_frozen_setattr, __delattr__=_frozen_delattr)
        for name, value in methods.items():
            setattr(cls, name, value)
        return cls

    return make if cls is None else make(cls)


def _declared_fields(cls: type) -> tuple[Field, ...]:
    """The fields of cls and of the records it derives from, base classes' first, as declared."""
    found = {inherited.name: inherited for inherited in getattr(cls, _FIELDS, ())}
    # The class's own annotations (inspect.get_annotations would import inspect, what this module avoids).
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():  # noqa: RUF063
        if str(annotation).startswith(("ClassVar", "typing.ClassVar")):
            continue
        value = cls.__dict__.get(name, _MISSING)
        declared = value if isinstance(value, Field) else Field(default=value)
        declared.name = name
        if isinstance(value, Field):  # the class attribute is the plain default, as with dataclasses
            if value.default is _MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, value.default)
        found.pop(name, None)
        found[name] = declared
    return tuple(found.values())


def fields(record_or_class: Any) -> tuple[Field, ...]:
    """The fields of a record (or a record class), in order."""
    declared: tuple[Field, ...] | None = getattr(record_or_class, _FIELDS, None)
    if declared is None:
        raise TypeError(f"{record_or_class!r} is not a record")
    return declared


def _plan(declared: tuple[Field, ...]) -> tuple[tuple[str, ...], dict[str, Any], tuple[Any, ...], frozenset[str]]:
    names = tuple(item.name for item in declared)
    defaults = {item.name: item.default for item in declared if item.default is not _MISSING}
    factories = tuple(
        (item.name, item.default_factory)
        for item in declared
        if item.default is _MISSING and item.default_factory is not None
    )
    return names, defaults, factories, frozenset(names)


def _init(self: Any, *args: Any, **kwargs: Any) -> None:
    # Called for every case of every judgement (several records each): whole dicts are copied into
    # the instance's, not one field at a time (a case's run in ~1 us instead of ~2.4).
    names, defaults, factories, known = getattr(self, _PLAN)
    if args:
        if len(args) > len(names):
            given = len(args)
            raise TypeError(f"{type(self).__name__}() takes {len(names)} positional arguments but {given} were given")
        for name, value in zip(names, args, strict=False):
            if name in kwargs:
                raise TypeError(f"{type(self).__name__}() got multiple values for argument {name!r}")
            kwargs[name] = value
    if not known.issuperset(kwargs):
        unexpected = next(name for name in kwargs if name not in known)
        raise TypeError(f"{type(self).__name__}() got an unexpected keyword argument {unexpected!r}")
    values = self.__dict__
    values.update(defaults)
    for name, factory in factories:
        if name not in kwargs:
            values[name] = factory()
    values.update(kwargs)
    if len(values) < len(names):
        missing = next(name for name in names if name not in values)
        raise TypeError(f"{type(self).__name__}() missing required argument {missing!r}")


def _repr(self: Any) -> str:
    shown = ", ".join(f"{item.name}={getattr(self, item.name)!r}" for item in fields(self) if item.repr)
    return f"{type(self).__qualname__}({shown})"


def _compared(self: Any) -> tuple[Any, ...]:
    return tuple(getattr(self, item.name) for item in fields(self) if item.compare)


def _eq(self: Any, other: object) -> bool:
    if other.__class__ is not self.__class__:
        return NotImplemented
    return _compared(self) == _compared(other)


def _hash(self: Any) -> int:
    return hash(_compared(self))


def _frozen_setattr(self: Any, name: str, value: Any) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r} of a frozen {type(self).__name__}")


def _frozen_delattr(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r} of a frozen {type(self).__name__}")


def replace(item: T, /, **changes: Any) -> T:
    """A copy of the record with some fields changed."""
    values = {declared.name: getattr(item, declared.name) for declared in fields(item)}
    values.update(changes)
    return type(item)(**values)


def as_dict(item: Any) -> dict[str, Any]:
    """The record as a dict, with records, lists, tuples and dicts inside it converted too (copies)."""
    return {declared.name: _plain(getattr(item, declared.name)) for declared in fields(item)}


def as_tuple(item: Any) -> tuple[Any, ...]:
    """The record's field values in order (a shallow tuple)."""
    return tuple(getattr(item, declared.name) for declared in fields(item))


def _plain(value: Any) -> Any:
    if hasattr(type(value), _FIELDS):
        return as_dict(value)
    if isinstance(value, (list, tuple)):
        return type(value)(_plain(item) for item in value)
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    return value
