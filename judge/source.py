"""Reading a submission file: size and type checks, encodings, and which methods it defines."""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field
from pathlib import Path

from judge.errors import UsageError

MAX_SOURCE_BYTES = 1_000_000
_CODING_COOKIE = re.compile(rb"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)", re.MULTILINE)
_SOLUTION_CLASS = re.compile(r"^class\s+Solution\b", re.MULTILINE)
_METHOD = re.compile(r"^[ \t]+(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(", re.MULTILINE)
# Encodings tried, in order, for a file that is not UTF-8 and names none: GB 18030 covers GBK
# comments, which public Chinese-language solutions often carry.
_FALLBACK_ENCODINGS = ("gb18030",)


@dataclass(frozen=True)
class Submission:
    path: Path
    text: str
    raw: bytes = field(repr=False)
    warnings: tuple[str, ...] = field(default=())

    @property
    def sha256(self) -> str:
        """Content hash of the file as it is on disk (computed on demand: hashlib costs start-up time)."""
        import hashlib

        return hashlib.sha256(self.raw).hexdigest()

    @property
    def methods(self) -> set[str]:
        """Names of the methods defined in the file (a textual scan; nothing is run)."""
        return set(_METHOD.findall(self.text))


def read_submission(path: Path) -> Submission:
    """Read and decode a solution file, or raise UsageError saying what is wrong with it."""
    if not path.exists():
        raise UsageError(f"{path}: no such file")
    if path.is_dir():
        raise UsageError(f"{path} is a folder; give the path of one .py file")
    size = path.stat().st_size
    if size > MAX_SOURCE_BYTES:
        raise UsageError(f"{path} is {size:,} bytes; a solution file may be at most {MAX_SOURCE_BYTES:,} bytes")
    raw = path.read_bytes()
    if not raw.strip():
        raise UsageError(f"{path} is empty; write a LeetCode-style class Solution in it")
    if _looks_binary(raw):
        raise UsageError(f"{path} is not a text file; give the path of a Python source file")
    text, warnings = _decode(raw, path)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not _SOLUTION_CLASS.search(text):
        raise UsageError(f"{path} defines no class Solution; a solution is a LeetCode-style `class Solution:`")
    return Submission(path=path, text=text, raw=raw, warnings=tuple(warnings))


# Control characters other than tab, newline, form feed and carriage return.
_CONTROL_BYTES = bytes(byte for byte in range(32) if byte not in (9, 10, 12, 13))


def _looks_binary(raw: bytes) -> bool:
    if b"\x00" in raw:
        return True
    sample = raw[:8192]
    control = len(sample) - len(sample.translate(None, _CONTROL_BYTES))
    return control > len(sample) // 20


def _decode(raw: bytes, path: Path) -> tuple[str, list[str]]:
    if raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8) :]
    try:
        return raw.decode("utf-8"), []
    except UnicodeDecodeError:
        pass
    candidates: list[str] = []
    head = b"\n".join(raw.splitlines()[:2])
    cookie = _CODING_COOKIE.search(head)
    if cookie:
        candidates.append(cookie.group(1).decode("ascii"))
    candidates.extend(_FALLBACK_ENCODINGS)
    for encoding in candidates:
        try:
            text = raw.decode(encoding)
        except (UnicodeDecodeError, LookupError):
            continue
        return text, [f"{path} is not UTF-8; read it as {encoding}. Save it as UTF-8 to silence this warning."]
    raise UsageError(f"{path} is not UTF-8 and not in any encoding it declares; save it as UTF-8")
