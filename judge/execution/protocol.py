"""The protocol between the supervisor and the program in the sandbox: JSON lines on two private pipes.

Every language's program speaks it; none of it is Python-specific.

control, judge -> program (the program's descriptor given as its first argument):
    one line of setup (an object: what the language's program needs to load the submission),
    then one line per case: {"case": i, "args": [...]}. A few short cases may be sent ahead of
    the answers (the program reads them in order), so the program need not wait for the judge.
result, program -> judge (descriptor given as its second argument): one object per line:
    {"event": "loading"}                                 (optional) the submission's own code starts
                                                         loading: its CPU from here on is charged to
                                                         the first case
    {"event": "ready"}                                   the submission loaded
    {"event": "compile_error", "type", "message", "line", "offset", "text"}
    {"event": "load_error", "type", "message", "frames"} (or "memory": true)
    {"case": i, "event": "result", "value": ...}         the answer, as plain data
    {"case": i, "event": "error", "type", "message", "frames"}   an exception; frames are
                                                         [file, line, function], outermost first
    {"case": i, "event": "memory", "type"?} / {"case": i, "event": "too_large"}   out of memory (the
                                                         runtime's name for it), an answer over the limit

stdout and stderr, the user's own: after each case's output and before that case's frame, the
program writes CASE_END to both (flushed first), so the judge can tell the cases' outputs apart
even when it reads them after the next case began. A stream that lacks it (closed, redirected)
is given to the case whole.

The program decides nothing about correctness and is never asked for time or memory: the
supervisor measures both from outside.
"""

from __future__ import annotations

import functools

from judge.core.compile_error import CompileError
from judge.core.record import record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, TypeAlias


CASE_END = b"\x00case-end\x00"  # every harness writes these bytes itself (docs/protocol.md)


class FrameError(Exception):
    """The result channel carried something other than one JSON object per line."""


class FrameTooLarge(FrameError):
    """A frame longer than the output limit allows."""


class FrameTooManyValues(FrameTooLarge):
    """A frame holding more values than the judge will build objects for."""


class FrameTooDeep(FrameTooLarge):
    """A frame whose lists nest deeper than the judge's JSON reader goes (its recursion limit, about
    1,000 levels): a NestedInteger answer can (385), and no expected answer the judge reads does."""


# The judge parses an answer into objects of its own: a list costs ~60 bytes however short its JSON
# ("[]"), so 32 MB of nested empty lists would be ~850 MB of the judge's memory. An answer may hold
# one value (a list, an object, an item) per this many bytes of the result limit, and never fewer
# than VALUES_FLOOR: parsing any answer costs the judge at most ~8 bytes per byte of the limit. Short
# values are that dense in a right answer: 131's partitions of 16 a's are 311,297 values in 1.4 MB
# (16 bytes a value refused them under a 4 MB limit); 51's 73,712 boards unpacked, 1.03M in 32 MB.
BYTES_PER_VALUE = 8
VALUES_FLOOR = 1 << 17


def values_allowed(result_bytes: int) -> int:
    return max(VALUES_FLOOR, result_bytes // BYTES_PER_VALUE)


def encode(frame: Any) -> bytes:
    """One line of JSON (no raw newline can occur inside: JSON escapes them in strings)."""
    return _encoder().encode(frame).encode("utf-8") + b"\n"


@functools.cache  # one encoder, not one per frame as json.dumps makes for these options
def _encoder() -> Any:
    import json  # here: a program can be started (judge/cli/early.py) before json has been imported

    return json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


class FrameReader:
    """Collects bytes from the result pipe and hands out complete frames, one per line."""

    def __init__(self, max_frame_bytes: int, max_values: int | None = None) -> None:
        self.buffer = bytearray()
        self.max_frame_bytes = max_frame_bytes
        self.max_values = max_frame_bytes if max_values is None else max_values
        self._searched = 0  # bytes of the buffer already known to hold no newline

    def feed(self, chunk: bytes) -> None:
        self.buffer += chunk

    def next_frame(self) -> dict[str, Any] | None:
        """The next complete frame, or None until more bytes arrive; FrameError for garbage."""
        newline = self.buffer.find(b"\n", self._searched)
        if newline < 0:
            self._searched = len(self.buffer)
            if self._searched > self.max_frame_bytes:
                raise FrameTooLarge
            return None
        if newline > self.max_frame_bytes:
            raise FrameTooLarge
        line = bytes(self.buffer[:newline])
        del self.buffer[: newline + 1]
        self._searched = 0
        if newline > self.max_values and _values_at_most(line) > self.max_values:
            raise FrameTooManyValues
        try:
            frame = _loads(line)
        except RecursionError as error:
            raise FrameTooDeep from error
        except ValueError as error:
            raise FrameError("the submission wrote garbage into the judge's result channel") from error
        if not isinstance(frame, dict) or not isinstance(frame.get("event"), str):
            raise FrameError("the judge's result channel carried malformed data")
        if _has_lone_surrogate(line):
            # JSON's \ud800 escapes decode to text no file, terminal or web page can hold: every
            # string the judge keeps is valid Unicode, the lone halves replaced by U+FFFD.
            try:
                frame = _without_surrogates(frame)
            except RecursionError as error:
                raise FrameError("the judge's result channel carried malformed data") from error
        return frame

    @property
    def pending(self) -> bool:
        """Bytes beyond the frames handed out (after an answer, they can only be forged)."""
        return bool(self.buffer)


def _values_at_most(line: bytes) -> int:
    """An upper bound on the values JSON text holds, counted at C speed before anything is parsed:
    the root, and in each non-empty container its commas and one more. Text inside strings can only
    add to it (each "[]" there holds a "[" too)."""
    non_empty = line.count(b"[") + line.count(b"{") - line.count(b"[]") - line.count(b"{}")
    return 1 + line.count(b",") + non_empty + line.count(b":")  # and an object's keys


def _has_lone_surrogate(line: bytes) -> bool:
    """Whether the line may decode to a lone surrogate: a \\u escape in d800-dfff, or a surrogate's
    own three bytes (ED A0-BF ..), which the decoding lets through as a harness may send them (other
    bytes that are not UTF-8 fail to decode)."""
    if b"\\u" not in line and b"\xed" not in line:
        return False
    import re

    return re.search(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}|\xed[\xa0-\xbf]", line) is not None


def _without_surrogates(value: Any) -> Any:
    """value with every lone surrogate in its strings (keys too) replaced by U+FFFD; pairs are joined."""
    if isinstance(value, str):
        return value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    if isinstance(value, list):
        return [_without_surrogates(item) for item in value]
    if isinstance(value, dict):
        return {_without_surrogates(key): _without_surrogates(item) for key, item in value.items()}
    return value


def _loads(line: bytes) -> Any:
    import json

    # UTF-8 only (json.loads of bytes would guess among UTF-8, -16 and -32, at a cost per frame);
    # surrogatepass as json.loads passes them: _has_lone_surrogate then finds them.
    return json.loads(line.decode("utf-8", "surrogatepass"))


def compile_error_of(frame: dict[str, Any]) -> CompileError:
    """A compile_error frame as the report's CompileError, each field of the type it must have."""

    def text(key: str) -> str | None:
        value = frame.get(key)
        return value if isinstance(value, str) else None

    def number(key: str) -> int | None:
        value = frame.get(key)
        return value if type(value) is int else None

    return CompileError(
        text("type") or "SyntaxError",
        text("message") or "",
        number("line"),
        number("offset"),
        text("text"),
        text("output"),
    )


# What the program says on its result channel, decoded: one type per event, and Unknown for any
# other. The case loop matches on these; nothing past this module reads a frame's keys.


@record(frozen=True)
class Loading:
    """The submission's own code starts loading: its CPU from here on is the first case's."""


@record(frozen=True)
class Ready:
    """The submission loaded; cases may follow."""


@record(frozen=True)
class LoadFailed:
    """Loading the submission raised (error: as Raised's), or ran out of memory."""

    error: dict[str, Any]
    memory: bool = False


class Answer:
    """A case's returned value, as plain data.

    A plain class, not a record: one is made for every case of every judgement, and a record's
    general constructor cost the judge 7 % more instructions per case on 679 (callgrind)."""

    __slots__ = ("case", "value")

    def __init__(self, case: int | None, value: Any = None) -> None:
        self.case = case
        self.value = value

    def __repr__(self) -> str:
        return f"Answer(case={self.case!r}, value={self.value!r})"


@record(frozen=True)
class Raised:
    """A case raised an exception. error: type, message, frames ([file, line, function], outermost
    first) and frames_total, as the report's error object holds them."""

    case: int | None
    error: dict[str, Any]


@record(frozen=True)
class OutOfMemory:
    """The runtime ran out of memory on a case (kind: its own name for it, e.g. OutOfMemoryError)."""

    case: int | None
    kind: str = ""


@record(frozen=True)
class TooLarge:
    """The case's answer was over the result limit (the harness would not send it)."""

    case: int | None


@record(frozen=True)
class Unknown:
    """A frame with an event no harness sends."""

    case: int | None
    event: str


HarnessEvent: TypeAlias = (
    "Loading | Ready | CompileError | LoadFailed | Answer | Raised | OutOfMemory | TooLarge | Unknown"
)
CASE_EVENTS = (Answer, Raised, OutOfMemory, TooLarge, Unknown)


def _error_of(frame: dict[str, Any]) -> dict[str, Any]:
    error = {key: frame.get(key) for key in ("type", "message", "frames", "frames_total")}
    call = frame.get("call")
    if type(call) is int and call >= 0:  # a design case's call that raised (0: the constructor)
        error["call"] = call
    return error


def event_of(frame: dict[str, Any]) -> HarnessEvent:
    """A frame FrameReader handed out (an object whose "event" is a string), as its event."""
    event = frame["event"]
    if event == "result":  # every case's: first
        case = frame.get("case")
        return Answer(case if type(case) is int else None, frame.get("value"))
    if event == "loading":
        return Loading()
    if event == "ready":
        return Ready()
    if event == "compile_error":
        return compile_error_of(frame)
    if event == "load_error":
        return LoadFailed(_error_of(frame), memory=bool(frame.get("memory")))
    case = frame.get("case")
    case = case if type(case) is int else None
    if event == "error":
        return Raised(case, _error_of(frame))
    if event == "memory":
        return OutOfMemory(case, str(frame.get("type") or ""))
    if event == "too_large":
        return TooLarge(case)
    return Unknown(case, event)
