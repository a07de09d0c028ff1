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
    from judge.core.compile_error import CompileError
    from judge.core.problems import Problem
    from judge.languages.base import Language

MAX_SOURCE_BYTES = 1_000_000


class NotASolution(UsageError):
    """A readable source that cannot be a LeetCode-style solution (no class Solution): a Compile Error
    where a report is wanted, a usage error otherwise. Carries the decoded text, and the submission
    it would be: a design problem's class is no class Solution (judge/cli/practice.py)."""

    def __init__(self, message: str, text: str, submission: Submission | None = None) -> None:
        super().__init__(message)
        self.text = text
        self.submission = submission


class UndecodableCode(NotASolution):
    """Bytes that are text in no encoding, outside every comment and string: a Compile Error at
    their line, even where `judge test` prints text (the file is a solution, it does not compile)."""

    def __init__(self, path: str, detail: str, text: str, line: int, column: int) -> None:
        super().__init__(f"{path}: line {line}: {detail}", text)
        self.detail = detail
        self.line = line
        self.column = column

    def compile_error(self) -> CompileError:
        """A report's compile_error, as a compiler's would be: the line, shown, and the column."""
        from judge.core.compile_error import CompileError

        return CompileError(
            "undecodable bytes", self.detail, self.line, self.column, self.text.split("\n")[self.line - 1]
        )


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


def read_submission(
    path: str | os.PathLike[str], language: Language | None = None, problem: Problem | None = None
) -> Submission:
    """Read and decode a solution file, or raise UsageError saying what is wrong with it.

    The language comes from the file's extension unless one is given. With the problem known, a
    design problem's file may hold its class instead of class Solution.
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
    return submission_from_bytes(raw, path, language, problem)


def submission_from_bytes(raw: bytes, path: str, language: Language, problem: Problem | None = None) -> Submission:
    """A solution from its bytes, as read_submission reads a file's: path is only its name in
    messages and reports (the web page's source has no file)."""
    if len(raw) > MAX_SOURCE_BYTES:
        raise UsageError(f"{path} is {len(raw):,} bytes; a solution file may be at most {MAX_SOURCE_BYTES:,} bytes")
    empty = f"{path} is empty; write a LeetCode-style class Solution in it"
    if not raw.strip():
        raise UsageError(empty)
    text, warning, lenient = _decode(raw, path, language)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    warnings = [warning] if warning else []
    if lenient is not None:  # some bytes were text in no encoding
        text, warning = _undecodable(text, path, language, lenient)
        warnings.append(warning)
    if not text.strip():  # a byte order mark and nothing else
        raise UsageError(empty)
    submission = Submission(path=path, text=text, raw=raw, language=language.name, warnings=tuple(warnings))
    missing = language.missing_solution(text)
    if missing is not None and not (problem is not None and holds_design_class(text, language, problem)):
        raise NotASolution(f"{path} {missing}", text, submission)
    return submission


def holds_design_class(text: str, language: Language, problem: Problem) -> bool:
    """Whether the source is a design problem's class (its name and every method), which stands
    in for class Solution there."""
    return problem.signature.design is not None and language.defines(text, problem.signature)


@record(frozen=True)
class Source:
    """A solution as a front end was given it, not read yet: a file's path, or a name and its text
    (the web page's editor: no file is written for it). The pipeline reads it."""

    path: str  # the file, or only the name messages and reports give the text
    text: str | None = None  # None: the file at path

    @property
    def name(self) -> str:
        return shown_name(self.path)

    def read(self, language: Language, problem: Problem | None = None) -> Submission:
        """The submission, as read_submission reads a file; NotASolution or UsageError if it is none."""
        if self.text is None:
            return read_submission(self.path, language, problem)
        return submission_from_bytes(self.text.encode("utf-8", "surrogatepass"), self.path, language, problem)


def choose_problem(text: str, path: str, language: Language, problems: list[Problem]) -> Problem:
    """The one problem (of the kit's and the user's) whose method the source defines; UsageError
    when none or several do."""
    matches = [problem for problem in problems if language.defines(text, problem.signature)]
    if len(matches) == 1:
        return matches[0]
    # A design problem matches by its class and a method, a method problem by the method alone: a
    # Codec's deserialize (297) is no Solution's deserialize (385).
    designs = [problem for problem in matches if problem.signature.design is not None]
    if len(designs) == 1:
        return designs[0]
    # Several classes of one name (LeetCode's random problems are each a class Solution): the one
    # whose every method the source names (384's reset and shuffle, not 519's flip and reset).
    complete = [problem for problem in designs if language.names_every_method(text, problem.signature)]
    if len(complete) == 1:
        return complete[0]
    if not matches:
        known = ", ".join(f"{language.method_name(problem.signature)} ({problem.number})" for problem in problems)
        raise UsageError(
            f"cannot tell which problem {path} solves: it defines none of {known}; pass --problem" + _unusable_note()
        )
    names = ", ".join(f"{language.method_name(problem.signature)} ({problem.number})" for problem in matches)
    raise UsageError(f"{path} defines {names}: pass --problem to say which to judge")


def _unusable_note() -> str:
    """What a failed choice of the problem adds when some problem folders could not be read."""
    from judge.core.problems import scan_problems

    unusable = scan_problems()[1]
    if not unusable:
        return ""
    return f" ({len(unusable)} problem folder{'s' if len(unusable) > 1 else ''} could not be read: judge list says why)"


def design_class_submission(
    error: NotASolution, language: Language, chosen: Problem | None, problems: list[Problem]
) -> Submission | None:
    """The submission, when it has no class Solution because it is a design problem's class (the
    chosen problem's, or, none chosen, any design problem's); else None."""
    if error.submission is None or isinstance(error, UndecodableCode):
        return None
    designs = [problem for problem in problems if problem.signature.design is not None]
    if chosen is not None:
        designs = [chosen] if chosen.signature.design is not None else []
    if any(holds_design_class(error.submission.text, language, problem) for problem in designs):
        return error.submission
    return None


# Control characters other than tab, newline, form feed and carriage return.
_CONTROL_BYTES = bytes(byte for byte in range(32) if byte not in (9, 10, 12, 13))

_SAVE = "Save it as UTF-8 to silence this warning."

# Byte order marks, UTF-32's first: its little-endian mark begins with UTF-16's.
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le", "UTF-32"),
    (codecs.BOM_UTF32_BE, "utf-32-be", "UTF-32"),
    (codecs.BOM_UTF8, "utf-8", "UTF-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "UTF-16"),
    (codecs.BOM_UTF16_BE, "utf-16-be", "UTF-16"),
)

# What a file that is not UTF-8 may be in: the encodings editors on Windows (and older ones
# elsewhere) save in by default where LeetCode has its learners, each as the superset Windows uses
# (GB18030 holds GBK and GB2312, cp950 Big5, cp932 Shift-JIS, cp949 EUC-KR). Restricting the
# detector to these keeps it from rare encodings that short texts fit by accident (it reads "// 八皇后"
# as cp775 when free to choose). Listed in the order ties are broken in: the detector often finds
# several equally clean when a file has a few words of non-ASCII, and then the likelier one wins,
# Simplified Chinese (leetcode.cn's learners) first and Western European before the other code pages.
_DETECTED = {
    "gb18030": "GB18030 (which covers GBK)",
    "cp950": "Big5 (cp950)",
    "cp932": "Shift-JIS (cp932)",
    "cp949": "EUC-KR (cp949)",
    "cp1252": "Windows-1252 (Western European)",
    "cp1250": "Windows-1250 (Central European)",
    "cp1251": "Windows-1251 (Cyrillic)",
}

# How close two of the detector's guesses must be, in its mess ratio and its coherence, to be a tie.
_TIE = 0.01

# The error handler that keeps undecodable bytes, each as a lone surrogate U+DC00 + byte (as
# surrogateescape does, but for any codec and any byte): strict decoding never yields one, so
# they mark exactly the bytes that were not text.
_MARK_ERRORS = "judge-undecodable"
_UNDECODABLE = "[\udc00-\udcff]"


def _decode(raw: bytes, path: str, language: Language) -> tuple[str, str | None, str | None]:
    """The text, a warning naming its encoding when that is not plain UTF-8, and, when some bytes
    were text in no encoding (kept as marks, see _undecodable), the encoding it was read in."""
    file = shown_name(path)  # a warning is shown as it is: the path as reports show it
    for bom, codec, name in _BOMS:
        if raw.startswith(bom):
            # A byte order mark is the file's own statement of its encoding: nothing to guess. UTF-8
            # with one is still UTF-8 (Windows' Notepad wrote one until 2019): no warning.
            text, lenient = _decode_keeping_marks(raw[len(bom) :], codec)
            warning = None
            if codec != "utf-8":
                warning = f"{file} is {name} (it starts with {name}'s byte order mark); read it as {name}. {_SAVE}"
            return text, warning, name if lenient else None
    utf16 = _utf16_without_bom(raw)
    if utf16 is not None:
        return utf16, f"{file} is UTF-16 without a byte order mark; read it as UTF-16. {_SAVE}", None
    if _looks_binary(raw):
        raise UsageError(f"{path} is not a text file; give the path of a {language.title} source file")
    try:
        return raw.decode("utf-8"), None, None
    except UnicodeDecodeError:
        pass
    # Not UTF-8: everything below costs time only for such a file (the detector's import is ~50 ms).
    declared = language.declared_encoding(raw[:4096])
    if declared:  # Python's coding line: what Python itself would read the file as
        try:
            return (
                raw.decode(declared),
                f"{file} is not UTF-8; read it as {declared}, as its coding line says. {_SAVE}",
                None,
            )
        except (UnicodeDecodeError, LookupError):
            pass  # a coding line that is wrong about the file: detect, as if there were none
    if _mostly_utf8(raw):
        return _decode_keeping_marks(raw, "utf-8")[0], None, "UTF-8"
    detected = _detect(raw, language.fallback_encodings())
    if detected is not None:
        try:
            text = raw.decode(detected)
        except UnicodeDecodeError:  # a defence: the detector decodes only the start of a very long text
            pass
        else:
            return (
                text,
                f"{file} is not UTF-8; read it as {_DETECTED[detected]}, detected from its bytes. {_SAVE}",
                None,
            )
    # Text in none of the encodings: read as UTF-8, the editors' default, what is UTF-8 (often all
    # of the code) reading right; the bytes that are not are _undecodable's to place.
    return _decode_keeping_marks(raw, "utf-8")[0], None, "UTF-8 or any encoding the judge detects"


def _looks_binary(raw: bytes) -> bool:
    if b"\x00" in raw:
        return True
    sample = raw[:8192]
    control = len(sample) - len(sample.translate(None, _CONTROL_BYTES))
    return control > len(sample) // 20


def _utf16_without_bom(raw: bytes) -> str | None:
    """The text of a UTF-16 file saved without a byte order mark, else None: source code is mostly
    ASCII, which UTF-16 writes as a NUL byte beside each character byte, always on the same side."""
    sample = raw[:8192]
    if len(raw) % 2 or b"\x00" not in sample:
        return None
    evens, odds = sample[0::2], sample[1::2]
    for codec, nuls, characters in (("utf-16-le", odds, evens), ("utf-16-be", evens, odds)):
        # Most of one side NUL (non-ASCII characters have none), hardly any of the other: a binary
        # file's NULs fall on both sides.
        if nuls.count(0) * 2 > len(nuls) and characters.count(0) * 50 < len(characters):
            try:
                return raw.decode(codec)
            except UnicodeDecodeError:
                return None
    return None


def _mostly_utf8(raw: bytes) -> bool:
    """Whether a file that is not UTF-8 is UTF-8 but for a few stray bytes (a character cut in two,
    a word pasted from a file in another encoding): its valid multi-byte characters are at least
    twice its invalid runs. A file in a legacy encoding is the other way round: in GBK or Shift-JIS
    few pairs of bytes happen to be valid UTF-8, and in Windows-1252 only pairs like "Ã©" are."""
    text = raw.decode("utf-8", "replace")
    genuine = raw.count("\ufffd".encode())  # U+FFFD written in the file, not a replacement
    invalid = text.count("\ufffd") - genuine
    valid = len(text) - len(text.encode("ascii", "ignore")) - invalid - genuine
    return valid >= 2 * invalid


def _detect(raw: bytes, preferred: tuple[str, ...]) -> str | None:
    """The likeliest of _DETECTED for bytes that are not UTF-8 (charset-normalizer's guess, ties
    broken by the language's preferred encodings, then _DETECTED's order), or None if none fits."""
    from charset_normalizer import from_bytes

    # Only the lines with bytes above 0x7F: every candidate reads ASCII alike, so the others tell
    # nothing, and the detector measures coherence over the whole text, where the code's English
    # would outweigh a comment's few words. No candidate's multi-byte character holds a newline.
    sample = b"\n".join(line for line in raw.split(b"\n") if not line.isascii())
    matches = from_bytes(
        sample,
        cp_isolation=list(_DETECTED),
        preemptive_behaviour=False,  # a declared encoding is the language's to read (declared_encoding)
        enable_fallback=False,  # nothing rather than a guess outside the candidates
    )
    if not matches:
        return None
    best = matches[0]
    tied = {
        codecs.lookup(name).name
        for match in matches
        if match.chaos <= best.chaos + _TIE and match.coherence >= best.coherence - _TIE
        for name in match.could_be_from_charset  # the encodings that read the sample exactly alike
    }
    order = [codecs.lookup(name).name for name in preferred] + list(_DETECTED)
    return next((name for name in order if name in tied and name in _DETECTED), None)


def _decode_keeping_marks(raw: bytes, codec: str) -> tuple[str, bool]:
    """raw decoded, each byte that is no text kept as a mark; and whether there was any."""
    try:
        return raw.decode(codec), False
    except UnicodeDecodeError:
        pass
    try:
        codecs.lookup_error(_MARK_ERRORS)
    except LookupError:
        codecs.register_error(_MARK_ERRORS, _mark_undecodable)
    return raw.decode(codec, _MARK_ERRORS), True


def _mark_undecodable(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeDecodeError):
        raise error
    return "".join(chr(0xDC00 + byte) for byte in error.object[error.start : error.end]), error.end


def _undecodable(text: str, path: str, language: Language, encoding: str) -> tuple[str, str]:
    """The text with its marks as U+FFFD (what an editor shows) and a warning naming their lines;
    UndecodableCode for the first outside every comment and string. There a compiler's own message
    would be less clear, or missing: gcc takes U+FFFD as part of a name."""
    import re

    marks = [found.start() for found in re.finditer(_UNDECODABLE, text)]
    shown = re.sub(_UNDECODABLE, "\ufffd", text)  # one for one: the marks' positions still hold

    def line(position: int) -> int:
        return text.count("\n", 0, position) + 1

    in_code = _outside_comments_and_strings(shown, language.name, marks)
    if in_code:
        first = in_code[0]
        run = re.match(f"{_UNDECODABLE}+", text[first:])
        found = run.group() if run else ""
        escaped = "".join(f"\\x{ord(mark) - 0xDC00:02x}" for mark in found)
        these = "bytes {} are" if len(found) > 1 else "byte {} is"
        detail = (
            f"{these.format(escaped)} not text in {encoding}, and not in a comment or a string: delete"
            f" {'them' if len(found) > 1 else 'it'}, and save the file as UTF-8"
        )
        raise UndecodableCode(path, detail, shown, line(first), first - text.rfind("\n", 0, first))
    lines = sorted({line(position) for position in marks})
    listed = ", ".join(map(str, lines[:5])) + (f" and {len(lines) - 5} more" if len(lines) > 5 else "")
    where = f"lines {listed} hold" if len(lines) > 1 else f"line {listed} holds"
    return shown, f"{shown_name(path)}: {where} bytes that are not text in {encoding}, read as U+FFFD (\ufffd). {_SAVE}"


# Comments and string literals of each language, well enough to tell whether a position lies in one.
# Where a pattern is unsure (JavaScript's regular expressions, Kotlin's string templates, Ruby's %
# literals) the text it takes for a string runs on rather than stops short: a mark it misplaces is
# left to the compiler rather than made a Compile Error here.
_LINE_COMMENT = r"//[^\n]*"
_BLOCK_COMMENT = r"/\*[\s\S]*?(?:\*/|\Z)"
_QUOTED = r'"(?:\\[\s\S]|[^"\\\n])*"?'  # an unclosed one ends with its line
_APOSTROPHES = r"'(?:\\[\s\S]|[^'\\\n])*'?"
_TRIPLE_QUOTED = r'"""[\s\S]*?(?:"""|\Z)'
_C_FAMILY = (_LINE_COMMENT, _BLOCK_COMMENT, _QUOTED, _APOSTROPHES)
_SKIPPED = {
    "c": _C_FAMILY,
    "cpp": (r'R"(?P<delimiter>[^()\\\s]{0,16})\([\s\S]*?(?:\)(?P=delimiter)"|\Z)', *_C_FAMILY),
    "java": (_TRIPLE_QUOTED, *_C_FAMILY),
    "kotlin": (_TRIPLE_QUOTED, *_C_FAMILY),
    "javascript": (r"`(?:\\[\s\S]|[^`\\])*`?", *_C_FAMILY),
    "typescript": (r"`(?:\\[\s\S]|[^`\\])*`?", *_C_FAMILY),
    "go": (r"`[^`]*`?", *_C_FAMILY),
    "rust": (
        _LINE_COMMENT,
        _BLOCK_COMMENT,
        r'r(?P<hashes>#*)"[\s\S]*?(?:"(?P=hashes)|\Z)',
        r'"(?:\\[\s\S]|[^"\\])*"?',
        r"'(?:\\(?:u\{[0-9a-fA-F]*\}|[^u])|[^'\\\n])'",  # closed at once: 'a alone is a lifetime
    ),
    "python": (
        r"#[^\n]*",
        r"'''[\s\S]*?(?:'''|\Z)",
        _TRIPLE_QUOTED,
        _QUOTED,
        _APOSTROPHES,
    ),
    "ruby": (
        r"#[^\n]*",
        r"^=begin\b[\s\S]*?(?:^=end\b[^\n]*|\Z)",
        r"<<[~-]?(?P<quote>[\"'`]?)(?P<tag>[A-Za-z_]\w*)(?P=quote)[^\n]*\n[\s\S]*?(?:^[ \t]*(?P=tag)[ \t]*$|\Z)",
        r'"(?:\\[\s\S]|[^"\\])*"?',
        r"'(?:\\[\s\S]|[^'\\])*'?",
    ),
}


def _outside_comments_and_strings(text: str, language: str, positions: list[int]) -> list[int]:
    """The positions that lie in code, not in a comment or a string literal (none for a language
    _SKIPPED does not know: its compiler says)."""
    import re
    from bisect import bisect_right

    patterns = _SKIPPED.get(language)
    if patterns is None:
        return []
    spans = [found.span() for found in re.finditer("|".join(patterns), text, re.MULTILINE)]
    starts = [start for start, _ in spans]
    outside = []
    for position in positions:
        index = bisect_right(starts, position) - 1
        if index < 0 or position >= spans[index][1]:
            outside.append(position)
    return outside


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
