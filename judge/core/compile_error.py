"""A compile error as reports carry it: from a compiler's output (judge/languages), the harness's
frame of an interpreted language (judge/execution/supervisor.py), a rule LeetCode applies before
compiling, or bytes that are text in no encoding (judge/languages/source.py)."""

from __future__ import annotations

from judge.core.record import record


@record
class CompileError:
    type: str  # what failed: "Java compile error", "SyntaxError", "undecodable bytes"
    message: str  # the first error, one line
    line: int | None = None  # in the user's file, from 1
    offset: int | None = None  # the column, from 1
    text: str | None = None  # that line of the user's file
    output: str | None = None  # the compiler's messages about the user's file, as it printed them

    @property
    def summary(self) -> str:
        """One line: the kind, the message and the line."""
        where = f" (line {self.line})" if self.line else ""
        return f"{self.type}: {self.message}{where}"
