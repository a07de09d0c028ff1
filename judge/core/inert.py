"""Text from a submission made inert wherever it is shown: written out, never obeyed.

A submission chooses its file name, its exception messages, what it prints and what it returns.
Shown raw, `\\x1b]52;c;...\\x07` writes the grader's clipboard, `\\x1b[2J` clears the screen, `\\r`
lets a later word overwrite a verdict and U+202E reverses the rest of a line. Every front end (the
terminal, each report format, the pytest plugin) passes such text through `inert` just before it
shows or writes it, and JSON through `inert_json`; the web page (judge/web/static/app.js) writes
the same characters the same way, and a test keeps the two equal.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re

# Written out as \xNN or \uNNNN: the C0 controls but tab and newline, DEL and the C1 controls
# (0x9b is a one-byte CSI), the bidi marks, embeddings, overrides and isolates and the line and
# paragraph separators (they reorder or split the text around them), and lone surrogates (bytes
# that were not UTF-8: printing one fails).
UNSAFE_RANGES = (
    (0x00, 0x08),
    (0x0B, 0x1F),
    (0x7F, 0x9F),
    (0x061C, 0x061C),
    (0x200E, 0x200F),
    (0x2028, 0x202E),
    (0x2066, 0x2069),
    (0xD800, 0xDFFF),
)
_SHORT = {0x0D: "\\r", 0x0A: "\\n"}


def _written(code: int) -> str:
    return _SHORT.get(code) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


_TABLES: dict[bool, dict[int, str]] = {}  # keep_newlines -> str.translate's table, made on first use
_JSON_RAW: list[re.Pattern[str]] = []


def inert(text: str, *, keep_newlines: bool = False) -> str:
    """text with every unsafe character written out visibly (ESC as `\\x1b`, U+202E as `\\u202e`).

    Tabs stay; newlines stay only with keep_newlines (where the text shown is several lines), else
    they are written `\\n` too, so one submission's text cannot forge another line of a report.
    """
    # Every unsafe character is unprintable to Python, so most text is found clean at C speed
    # (building the table or a regex of these ranges would cost every `judge test` a millisecond).
    if (text.replace("\n", "") if keep_newlines else text).replace("\t", "").isprintable():
        return text
    if keep_newlines not in _TABLES:
        table = {code: _written(code) for low, high in UNSAFE_RANGES for code in range(low, high + 1)}
        _TABLES[keep_newlines] = table if keep_newlines else {**table, 0x0A: _written(0x0A)}
    return text.translate(_TABLES[keep_newlines])


def inert_json(document: str) -> str:
    """A JSON document (from json.dumps with ensure_ascii=False) with the unsafe characters it left
    raw written as \\uNNNN escapes: the same data, and nothing a terminal would obey when printed."""
    if document.replace("\n", "").isprintable():
        return document
    if not _JSON_RAW:  # json.dumps escapes the C0 controls itself; it passes the others on raw
        import re

        ranges = "".join(f"\\u{low:04x}-\\u{high:04x}" for low, high in UNSAFE_RANGES if low >= 0x20)
        _JSON_RAW.append(re.compile(f"[{ranges}]"))
    # In JSON these characters can only be inside strings, where an escape stands for them exactly.
    return _JSON_RAW[0].sub(lambda found: f"\\u{ord(found.group()):04x}", document)
