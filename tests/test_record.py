"""judge.core.record: the kit's data classes behave as dataclasses do where the kit relies on it."""

from __future__ import annotations

import pickle

import pytest

from judge.core.record import FrozenInstanceError, as_dict, as_tuple, field, fields, record, replace


@record(frozen=True)
class Point:
    x: int
    y: int = 0
    tags: list[str] = field(default_factory=list)
    note: str = field(default="", repr=False, compare=False)


@record(frozen=True)
class Labelled(Point):
    label: str = "p"


@record(frozen=True)
class Pair:
    first: int
    second: str = ""


@record
class Box:
    inside: Point
    items: list[Point] = field(default_factory=list)


def test_construction_by_position_and_keyword_with_defaults() -> None:
    assert Point(1).y == 0 and Point(1, 2).y == 2 and Point(x=1, y=3).y == 3
    first, second = Point(1), Point(1)
    assert first.tags == [] and first.tags is not second.tags  # a fresh default from the factory
    assert [item.name for item in fields(Labelled)] == ["x", "y", "tags", "note", "label"]
    assert Labelled(1, 2, [], "", "q").label == "q"


@pytest.mark.parametrize(
    "arguments, keywords, message",
    [
        ((), {}, "missing required argument 'x'"),
        ((1, 2, [], "", 5), {}, "takes 4 positional arguments but 5 were given"),
        ((1,), {"x": 2}, "multiple values for argument 'x'"),
        ((1,), {"z": 2}, "unexpected keyword argument 'z'"),
    ],
)
def test_wrong_arguments_are_type_errors(arguments: tuple, keywords: dict, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        Point(*arguments, **keywords)


def test_equality_hash_repr_and_frozen() -> None:
    assert Point(1, note="a") == Point(1, note="b")  # compare=False
    assert Point(1) != Point(2) and Point(1) != Labelled(1)
    assert hash(Pair(1, "a")) == hash(Pair(1, "a")) and len({Pair(1), Pair(1), Pair(2)}) == 2
    assert repr(Point(1, 2, ["a"], "hidden")) == "Point(x=1, y=2, tags=['a'])"
    with pytest.raises(FrozenInstanceError):
        Point(1).x = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        hash(Box(Point(1)))  # mutable records with == are unhashable


def test_replace_as_dict_as_tuple_and_pickle() -> None:
    point = Point(1, 2, ["a"])
    assert replace(point, y=5) == Point(1, 5, ["a"])
    box = Box(point, [Point(3)])
    data = as_dict(box)
    assert data == {
        "inside": {"x": 1, "y": 2, "tags": ["a"], "note": ""},
        "items": [{"x": 3, "y": 0, "tags": [], "note": ""}],
    }
    data["inside"]["tags"].append("b")
    assert point.tags == ["a"]  # a copy, not the record's own list
    assert as_tuple(point) == (1, 2, ["a"], "")
    assert pickle.loads(pickle.dumps(box)) == box
    with pytest.raises(TypeError, match="not a record"):
        fields(object())
