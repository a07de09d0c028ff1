"""The LeetCode prelude table and the harness's conversion of results to plain data."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from judge.core.values import PACKED_MAX_SIZE, unpack_boards
from judge.languages import python_harness as harness
from judge.languages.python_prelude import MODULES, prelude_table, public_names
from judge.languages.python_prelude_names import EXPORTS


@pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="the table was generated on Python 3.11")
@pytest.mark.parametrize("module_name", MODULES)
def test_table_matches_the_running_python(module_name: str) -> None:
    regenerate = "regenerate with `python -m judge.languages.python_prelude`"
    assert EXPORTS[module_name] == public_names(module_name), regenerate


def test_common_leetcode_names_are_available() -> None:
    table = prelude_table()
    for name, module in [
        ("List", "typing"),
        ("Optional", "typing"),
        ("permutations", "itertools"),
        ("Counter", "collections"),
        ("deque", "collections"),
        ("lru_cache", "functools"),
        ("heappush", "heapq"),
        ("bisect_left", "bisect"),
        ("inf", "math"),
        ("ascii_lowercase", "string"),
        ("itemgetter", "operator"),
        ("deepcopy", "copy"),
    ]:
        assert table[name] == module


def test_builtins_and_module_names_are_never_shadowed() -> None:
    table = prelude_table()
    for name in ("pow", "compile", "sum", "max", "min", "copy", "random", "datetime", "math"):
        assert name not in table


# The largest packed board comes with the setup frame in a real run; here it is set as the judge sets it.
harness.PACKED_MAX_SIZE = PACKED_MAX_SIZE
harness.PACKED_MARK, harness.PACKED_FILL = "Q", "."  # n-queens' packed_rows (problems/n-queens/problem.json)


def encode(value: object, budget: int = 1 << 20) -> object:
    return json.loads(harness._encode(value, budget))


def test_plain_values_stay_plain() -> None:
    boards = [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]
    assert unpack_boards(encode(boards), "Q", ".") == boards  # boards travel packed (tests/test_transport.py)
    assert encode([["é", 'say "hi"\n']]) == [["é", 'say "hi"\n']]
    assert encode(2) == 2 and encode(True) is True and encode(2.5) == 2.5 and encode(None) is None


def test_objects_are_tagged_by_type_never_compared() -> None:
    class AlwaysEqual:
        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = object.__hash__

    assert encode(AlwaysEqual()) == {"$type": "object", "type": "AlwaysEqual", "iterator": False}
    assert encode(x for x in [1])["$type"] == "object"
    assert encode((1, 2)) == {"$type": "tuple", "items": [1, 2]}
    assert encode(b"Q.")["$type"] == "bytes"
    assert encode(float("nan")) == {"$type": "float", "repr": "nan"}


def test_subclasses_of_plain_types_are_read_through_their_base_type() -> None:
    class Sneaky(str):
        def __str__(self) -> str:
            return "Q"

        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = str.__hash__

    class LyingList(list):
        def __iter__(self):  # type: ignore[no-untyped-def]
            return iter(["forged"])

    assert encode([Sneaky("..")]) == [".."]
    assert encode(LyingList([1, 2])) == [1, 2]


def test_self_reference_and_size_are_bounded() -> None:
    loop: list[object] = []
    loop.append(loop)
    assert encode(loop) == [{"$type": "cycle", "type": "list"}]
    with pytest.raises(harness._TooLarge):
        harness._encode(["x" * 100] * 100, budget=1000)


def test_an_exported_python_program_provides_the_same_modules() -> None:
    """judge export copies python_leetcode.py beside the solution, where it cannot import the kit:
    its list of LeetCode's modules is a copy, held here to the prelude's."""
    from judge.languages import python_leetcode, python_prelude

    assert python_leetcode.MODULES == python_prelude.MODULES


SORTED_MERGE = """\
from sortedcontainers import SortedList


class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        values = SortedList()
        for node in lists:
            while node:
                values.add(node.val)
                node = node.next
        head = None
        for value in reversed(values):
            head = ListNode(value, head)
        return head
"""


@pytest.mark.parametrize("mode", ["auto", "fallback"])
def test_sortedcontainers_is_there_as_on_leetcode_and_nothing_else_of_its_folder(tmp_path, mode: str) -> None:
    from .conftest import judged, write

    report = judged(write(tmp_path, "sorted.py", SORTED_MERGE), env={"JUDGE_SANDBOX": mode})
    assert report["verdict"] == "Accepted", report["cases"][:1]
    # Only the package's own folder is shown: its neighbours in site-packages (the kit among them) are not.
    import sortedcontainers

    parent = str(Path(sortedcontainers.__file__).parents[1])
    peek = f"import os\ntry:\n    shown = os.listdir({parent!r})\nexcept OSError:\n    shown = []\n"
    peek += "assert set(shown) <= {'sortedcontainers'}, shown\n\n\nclass Solution:"
    report = judged(
        write(tmp_path, "peek.py", SORTED_MERGE.replace("class Solution:", peek)), env={"JUDGE_SANDBOX": mode}
    )
    assert report["verdict"] == "Accepted", report["cases"][:1]


SORTED_CALENDAR = """\
class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        # SortedDict and SortedList without an import, as published solutions use them on LeetCode.
        counts, values = SortedDict(), SortedList()
        for node in lists:
            while node:
                counts[node.val] = counts.get(node.val, 0) + 1
                values.add(node.val)
                node = node.next
        assert list(values) == [key for key, count in counts.items() for _ in range(count)]
        head = None
        for value in reversed(values):
            head = ListNode(value, head)
        return head
"""


@pytest.mark.parametrize("mode", ["auto", "fallback"])
def test_sortedcontainers_names_need_no_import_as_on_leetcode(tmp_path, mode: str) -> None:
    from judge.languages.python_prelude import LIBRARY_EXPORTS, prelude_table

    from .conftest import judged, write

    report = judged(write(tmp_path, "calendar.py", SORTED_CALENDAR), env={"JUDGE_SANDBOX": mode})
    assert report["verdict"] == "Accepted", report["cases"][:1]
    import sortedcontainers

    # The fixed table is the installed package's own list of names.
    assert sorted(LIBRARY_EXPORTS["sortedcontainers"]) == sorted(sortedcontainers.__all__)
    assert prelude_table()["SortedSet"] == "sortedcontainers" and "sortedcontainers" not in prelude_table()
