"""Terminal conventions: colour only on a TTY, never with NO_COLOR set or --no-color given.

Colour is added to finished text (verdict names and hint labels), so every text format stays
one function of the Report and --json is never touched. Plain ANSI codes: no dependency.
"""

from __future__ import annotations

import os
import re
from typing import TextIO

from judge.core.verdicts import Verdict

RESET = "\x1b[0m"
GREEN, RED, YELLOW, MAGENTA, CYAN = "\x1b[32m", "\x1b[31m", "\x1b[33m", "\x1b[35m", "\x1b[36m"
BOLD = "\x1b[1m"

_COLOURS = {
    Verdict.ACCEPTED: GREEN,
    Verdict.WRONG_ANSWER: RED,
    Verdict.TIME_LIMIT_EXCEEDED: YELLOW,
    Verdict.MEMORY_LIMIT_EXCEEDED: YELLOW,
    Verdict.OUTPUT_LIMIT_EXCEEDED: YELLOW,
    Verdict.RUNTIME_ERROR: MAGENTA,
    Verdict.COMPILE_ERROR: MAGENTA,
    Verdict.INTERNAL_ERROR: RED + BOLD,
}
_VERDICT_WORDS = re.compile(r"\b(" + "|".join(re.escape(verdict.value) for verdict in _COLOURS) + r")\b")
_HINT = re.compile(r"^(\s*)(hint:)", re.MULTILINE)


def colour_wanted(stream: TextIO, disabled: bool = False) -> bool:
    """True when stream is a terminal and neither --no-color nor NO_COLOR (any non-empty value) says otherwise."""
    if disabled or os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def paint(text: str) -> str:
    """Verdict names in their colour, hint labels in cyan."""
    text = _VERDICT_WORDS.sub(lambda match: _COLOURS[Verdict(match.group(1))] + match.group(1) + RESET, text)
    return _HINT.sub(lambda match: match.group(1) + CYAN + BOLD + match.group(2) + RESET, text)


def output(text: str, colour: bool) -> str:
    """text, painted when colour is on."""
    return paint(text) if colour else text
