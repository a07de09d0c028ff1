"""Terminal conventions: colour only on a TTY, never with NO_COLOR set or --no-color given.

Colour is added to finished text (verdict names and hint labels), so every text format stays
one function of the Report and --json is never touched. Plain ANSI codes: no dependency.
"""

from __future__ import annotations

import os
import re

from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import TextIO

    from judge.pipeline import Event

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
_HINT = r"^(\s*)(hint:)"


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
    words = r"\b(" + "|".join(re.escape(verdict.value) for verdict in _COLOURS) + r")\b"
    text = re.sub(words, lambda match: _COLOURS[Verdict(match.group(1))] + match.group(1) + RESET, text)
    return re.sub(_HINT, lambda match: match.group(1) + CYAN + BOLD + match.group(2) + RESET, text, flags=re.MULTILINE)


def output(text: str, colour: bool) -> str:
    """text, painted when colour is on."""
    return paint(text) if colour else text


class LiveLine:
    """One line redrawn in place while cases run: which case, and for how long so far.

    Started when the first case starts and erased by close(), so the report printed after it
    looks the same as without it. A daemon thread redraws it ten times a second.
    """

    def __init__(self, stream: TextIO, case_names: list[str], interval: float = 0.1) -> None:
        import threading

        self.stream = stream
        self.names = case_names
        self.interval = interval
        self.current: tuple[int, float] | None = None
        self.width = 0
        self.lock = threading.Lock()
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._tick, daemon=True)
        self.thread.start()

    def show(self, event: Event) -> None:
        """Follows a judgement: a case started is drawn running."""
        from judge.pipeline import CaseStarted  # loaded already: it sends the events

        if isinstance(event, CaseStarted):
            self.case_started(event.index)

    def case_started(self, index: int) -> None:
        """index counts from 1."""
        import time

        with self.lock:
            self.current = (index, time.monotonic())
        self._draw()

    def _tick(self) -> None:
        while not self.done.wait(self.interval):
            self._draw()

    def _draw(self) -> None:
        import time

        with self.lock:
            if self.current is None or self.done.is_set():
                return
            index, since = self.current
            name = self.names[index - 1] if 0 < index <= len(self.names) else "?"
            text = f"running case {index}/{len(self.names)} ({name}) · {time.monotonic() - since:.1f} s"
            self.stream.write("\r" + text + " " * max(0, self.width - len(text)))
            self.stream.flush()
            self.width = len(text)

    def close(self) -> None:
        with self.lock:
            if self.done.is_set():
                return
            self.done.set()
            if self.width:
                self.stream.write("\r" + " " * self.width + "\r")
                self.stream.flush()
        self.thread.join(timeout=1)


def terminal_columns() -> int:
    """The width to draw boards in: $COLUMNS, else the terminal's, else 80 (as shutil says, without importing it)."""
    try:
        return int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        pass
    try:
        return os.get_terminal_size(1).columns
    except OSError:
        return 80
