"""Progress of a batch: a live line redrawn in place on a terminal, plain lines otherwise."""

from __future__ import annotations

import time
from collections import Counter
from typing import TextIO

from judge.core.inert import inert
from judge.core.verdicts import Verdict


def duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


class Progress:
    """Counts finished submissions and shows done/total, verdict counts and an ETA."""

    def __init__(self, stream: TextIO, total: int, live: bool | None = None) -> None:
        self.stream = stream
        self.total = total
        self.live = stream.isatty() if live is None else live
        self.done = 0
        self.judged = 0  # judged in this run (the rest were up to date): the ETA is based on these
        self.verdicts: Counter[str] = Counter()
        self.started = time.monotonic()
        self._last_draw = 0.0
        self._width = 0

    def eta(self) -> str:
        remaining = self.total - self.done
        if not self.judged or not remaining:
            return "--:--" if remaining else "0:00"
        return duration((time.monotonic() - self.started) / self.judged * remaining)

    def line(self) -> str:
        # Short names: the live line must fit on one terminal row.
        counts = " ".join(f"{Verdict(name).short} {count}" for name, count in sorted(self.verdicts.items()))
        percent = 100 * self.done // self.total if self.total else 100
        return f"[{self.done}/{self.total}] {percent:3d}%  {counts}  ETA {self.eta()}"

    def finished(self, submission_id: str, verdict: str, detail: str, judged: bool) -> None:
        self.done += 1
        self.judged += judged
        self.verdicts[verdict] += 1
        if self.live:
            now = time.monotonic()
            if now - self._last_draw >= 0.1 or self.done == self.total:
                self._draw(self.line())
                self._last_draw = now
        else:
            note = "" if judged else " (unchanged since the last run)"
            # The id is a file name and the detail a message, both a submission's: one inert line.
            line = f"[{self.done}/{self.total}] {submission_id}: {detail}{note}"
            print(inert(line), file=self.stream, flush=True)

    def note(self, text: str) -> None:
        """A line that stays (a retry, a restarted worker pool), printed above the live line."""
        text = inert(text)  # it may name a submission
        if self.live:
            self._draw("")
            self.stream.write("\r" + text + "\n")
            self._draw(self.line())
        else:
            print(text, file=self.stream, flush=True)

    def close(self) -> None:
        if self.live and self._width:
            self._draw("")
            self.stream.write("\r")
            self.stream.flush()

    def _draw(self, text: str) -> None:
        padding = " " * max(0, self._width - len(text))
        self.stream.write("\r" + text + padding)
        self.stream.flush()
        self._width = len(text)
