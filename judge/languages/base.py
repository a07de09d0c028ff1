"""What a language is: how to recognise its files, render a signature in it, and build the program
that runs a submission in the sandbox.

A language knows no problem: it gets the method's signature as data (judge/core/signature.py) and
the starter's comment text, never a problem's name. The program it builds speaks the protocol of
judge/execution/protocol.py; the supervisor appends the two descriptors to its command.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.core.signature import Signature, Type


@dataclass(frozen=True)
class Program:
    """A built submission, ready to start: plain data the supervisor and the sandbox act on."""

    command: tuple[str, ...]  # what to run; the protocol's descriptors are appended
    setup: dict[str, Any]  # the first frame on the control channel
    filename: str  # how the program's error frames name the user's file
    files: tuple[Path, ...] = ()  # files of the judge the command needs (bound read-only into the sandbox)
    visible: tuple[str, ...] = ()  # folders the command needs that the sandbox would otherwise hide
    warnings: tuple[str, ...] = field(default=())


class Language(ABC):
    name: str  # as given to --language, and in reports
    title: str  # as people write it
    extensions: tuple[str, ...]

    @abstractmethod
    def method_name(self, signature: Signature) -> str:
        """The method's name in this language's convention."""

    @abstractmethod
    def type_name(self, type_: Type) -> str:
        """A type of the vocabulary in this language's terms."""

    @abstractmethod
    def defined_methods(self, text: str) -> set[str]:
        """Names of the methods the source defines (a textual scan: nothing is run)."""

    def defines(self, text: str, signature: Signature) -> bool:
        """Whether the source defines the method of this signature."""
        return self.method_name(signature) in self.defined_methods(text)

    @abstractmethod
    def missing_solution(self, text: str) -> str | None:
        """Why the source cannot be a LeetCode-style solution at all (no class Solution), else None."""

    @abstractmethod
    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        """A starter file: `about` and `usage` (lines of plain text) as a comment, then the empty method."""

    @abstractmethod
    def build(self, source: str, filename: str, signature: Signature, result_bytes: int) -> Program:
        """The program that loads the source and answers cases over the protocol."""

    def fallback_encodings(self) -> tuple[str, ...]:
        """Encodings tried, in order, for a file that is not UTF-8 and names none."""
        return ()

    def declared_encoding(self, head: bytes) -> str | None:
        """An encoding the file's first lines name, in this language's own way (Python's coding line)."""
        return None
