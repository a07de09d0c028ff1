"""Reading a submission file: size and type checks, encodings, and whether it can be a solution at all.

What is specific to a language (Python's coding line, what a solution must define) is asked of
the language; everything else is the same for every language.
"""

from __future__ import annotations

import codecs
import os

from judge.core.record import field, record, replace
from judge.errors import UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.core.problems import Problem
    from judge.languages.base import Language

MAX_SOURCE_BYTES = 1_000_000


class NotASolution(UsageError):
    """A readable source that cannot be a LeetCode-style solution (no class Solution): a Compile Error
    where a report is wanted, a usage error otherwise. Carries the decoded text."""

    def __init__(self, message: str, text: str) -> None:
        super().__init__(message)
        self.text = text


@record(frozen=True)
class Submission:
    path: str  # as the user gave it
    text: str
    raw: bytes = field(repr=False)
    language: str = "python"
    warnings: tuple[str, ...] = field(default=())

    @property
    def name(self) -> str:
        """The path as reports, the program's error frames and the history name it (see shown_name)."""
        return shown_name(self.path)

    @property
    def sha256(self) -> str:
        """Content hash of the file as it is on disk (computed on demand: hashlib costs start-up time)."""
        import hashlib

        return hashlib.sha256(self.raw).hexdigest()


def read_submission(path: str | os.PathLike[str], language: Language | None = None) -> Submission:
    """Read and decode a solution file, or raise UsageError saying what is wrong with it.

    The language comes from the file's extension unless one is given.
    """
    path = os.fspath(path)
    if not os.path.exists(path):
        raise UsageError(f"{path}: no such file")
    if os.path.isdir(path):
        raise UsageError(f"{path} is a folder; give the path of one solution file")
    if language is None:
        from judge.languages import language_for

        language = language_for(path)
    try:
        size = os.stat(path).st_size
        if size > MAX_SOURCE_BYTES:
            raise UsageError(f"{path} is {size:,} bytes; a solution file may be at most {MAX_SOURCE_BYTES:,} bytes")
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror or error}") from None
    if not raw.strip():
        raise UsageError(f"{path} is empty; write a LeetCode-style class Solution in it")
    if _looks_binary(raw):
        raise UsageError(f"{path} is not a text file; give the path of a {language.title} source file")
    text, warnings = _decode(raw, path, language)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    missing = language.missing_solution(text)
    if missing is not None:
        raise NotASolution(f"{path} {missing}", text)
    return Submission(path=path, text=text, raw=raw, language=language.name, warnings=tuple(warnings))


# Control characters other than tab, newline, form feed and carriage return.
_CONTROL_BYTES = bytes(byte for byte in range(32) if byte not in (9, 10, 12, 13))


def _looks_binary(raw: bytes) -> bool:
    if b"\x00" in raw:
        return True
    sample = raw[:8192]
    control = len(sample) - len(sample.translate(None, _CONTROL_BYTES))
    return control > len(sample) // 20


def _decode(raw: bytes, path: str, language: Language) -> tuple[str, list[str]]:
    if raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8) :]
    try:
        return raw.decode("utf-8"), []
    except UnicodeDecodeError:
        pass
    declared = language.declared_encoding(raw[:4096])
    candidates = [*([declared] if declared else []), *language.fallback_encodings()]
    for encoding in candidates:
        try:
            text = raw.decode(encoding)
        except (UnicodeDecodeError, LookupError):
            continue
        return text, [f"{path} is not UTF-8; read it as {encoding}. Save it as UTF-8 to silence this warning."]
    raise UsageError(f"{path} is not UTF-8 and not in any encoding it declares; save it as UTF-8")


def with_other_problem_warning(
    submission: Submission, language: Language, problem: Problem, problems: list[Problem], choose: str
) -> Submission:
    """When the source lacks the chosen problem's method but defines another problem's, a warning
    saying which was likely meant; `choose` is how the user picks one ("--problem " on the command
    line, "problem " on the web page)."""
    if language.defines(submission.text, problem.signature):
        return submission
    others = [other for other in problems if language.defines(submission.text, other.signature)]
    if not others:
        return submission
    other = others[0]
    warning = (
        f"Solution has no method {language.method_name(problem.signature)} (problem {problem.number}) but defines"
        f" {language.method_name(other.signature)}: did you mean {choose}{other.number}?"
    )
    return replace(submission, warnings=(*submission.warnings, warning))


def shown_name(name: str) -> str:
    """A file name as reports, databases and terminals can hold it: bytes that are not UTF-8 (which
    Python keeps as lone surrogates) written as \\xNN escapes, so `caf\\xe9.py` for a Latin-1 name."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return name
