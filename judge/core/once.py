"""A result worked out once per process, for the modules `judge test` imports before it starts the
submission's program (docs/code.md's start-up rules): there `functools`, and the `collections` it
imports, would cost about 2 ms of every start. Elsewhere, `functools.cache`."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeVar

    Result = TypeVar("Result")

_NOT_YET = object()


def once(function: Callable[[], Result]) -> Callable[[], Result]:
    """function's first result, kept: what functools.cache does for a function of no arguments."""
    kept: list[object] = [_NOT_YET]

    def result() -> Result:
        if kept[0] is _NOT_YET:
            kept[0] = function()
        return kept[0]  # type: ignore[return-value]

    result.__name__, result.__qualname__, result.__doc__ = function.__name__, function.__qualname__, function.__doc__
    return result
