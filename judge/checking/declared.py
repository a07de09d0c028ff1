"""An answer read as LeetCode's declaration types it, before any checker sees it.

LeetCode's Python driver serializes what the method returns for the declared type, and for a
declared list it takes a generator's items: a solution that yields its boards is Accepted there
(published Accepted submissions do it). The Python harness sends a generator's items with its
name (`{"$type": "object", "type": "generator", "items": [...]}`); here they become the list
wherever the declared type has one. Where it has none (an int), the generator stays one, and the
hints say to return the count. A tuple (`{"$type": "tuple", "items": [...]}`) where a list is
declared is that list too, as LeetCode's serializer writes it: `list(permutations(nums))` is
Accepted there. Other iterators (map, filter) are left as they are.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.signature import Type


def as_declared(value: Any, declared: Type) -> Any:
    """The value with each generator, where the declared type has a list, replaced by its items."""
    if declared.item is None:
        return value
    if _listed(value):
        value = value["items"]
    if isinstance(value, list) and declared.item.item is not None:
        return [as_declared(item, declared.item) for item in value]
    return value


def _listed(value: Any) -> bool:
    """Whether the value is a generator's items or a tuple, which stand for a list where one is declared."""
    return (
        isinstance(value, dict)
        and (value.get("$type") == "tuple" or (value.get("$type") == "object" and value.get("type") == "generator"))
        and isinstance(value.get("items"), list)
    )


def holds_generator(value: Any, declared: Type) -> bool:
    """Whether as_declared would change the value (a generator where a list is declared)."""
    if declared.item is None:
        return False
    if isinstance(value, dict):
        return _listed(value)
    if isinstance(value, list) and declared.item.item is not None:
        if declared.item.item.item is None:
            # Items that are lists of scalars hold no generator: only an item itself can be one,
            # and that is seen by its type alone (10^5 permutations need no call each).
            return any(_listed(item) for item in value if type(item) is dict)
        return any(holds_generator(item, declared.item) for item in value)
    return False
