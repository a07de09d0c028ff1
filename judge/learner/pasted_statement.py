"""A LeetCode problem page's text as a person copies it (for `judge add`): the title line
(`23. Merge k Sorted Lists`), the difficulty, the description, the `Example N:` blocks with their
`Input:`, `Output:` and `Explanation:` lines, the `Constraints:` list and what follows it
(`Follow-up:`). Labels of LeetCode's page copied along (Solved, Topics, Companies, Hint) are left out
of the header. Constraints are read as ranges where they are ones (`1 <= target <= 500`), with
LeetCode's `≤`, and its powers whether kept (`10^4`, `10⁴`) or flattened by copying (`104`)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from judge.errors import UsageError

# Words of LeetCode's page around the title, on lines of their own: not the statement's.
PAGE_LABELS = {"solved", "attempted", "topics", "companies", "hint", "premium lock icon", "premium", "acceptance rate"}
_TITLE = re.compile(r"^\s*(\d+)\s*\.\s*(\S.*?)\s*$")
_DIFFICULTY = re.compile(r"^\s*(?:difficulty\s*:\s*)?(easy|medium|hard)\s*$", re.IGNORECASE)
_EXAMPLE = re.compile(r"^\s*Example\s*(\d*)\s*:?\s*$", re.IGNORECASE)
_CONSTRAINTS = re.compile(r"^\s*Constraints\s*:?\s*$", re.IGNORECASE)
_AFTER = re.compile(r"^\s*(?:Follow[- ]?up\b|Note\s*:)", re.IGNORECASE)
_LABEL = {name: re.compile(rf"^\s*{name}\b\s*:?\s*(.*)$", re.IGNORECASE) for name in ("Input", "Output", "Explanation")}
_NAMED_VALUE = re.compile(r"\s*([A-Za-z_]\w*)\s*=\s*")
_DECODER = json.JSONDecoder()


@dataclass(frozen=True)
class Example:
    number: int
    input_text: str
    output_text: str
    explanation: tuple[str, ...] = ()  # the Explanation line's text (maybe ""), then the lines after it


@dataclass(frozen=True)
class PastedStatement:
    number: int | None
    title: str | None
    difficulty: str | None
    description: tuple[str, ...]  # the lines between the header and the first example, as given
    examples: tuple[Example, ...]
    constraints: tuple[str, ...]  # one per line, bullets left out
    after: tuple[str, ...] = ()  # Follow-up, Note: the lines after the constraints

    @property
    def any_order(self) -> bool:
        """The statement lets the answer come in any order (LeetCode's "return the answer in any order")."""
        text = " ".join(
            (*self.description, *self.after, *(line for item in self.examples for line in item.explanation))
        )
        return re.search(r"\bin\s+any\s+order\b", text, re.IGNORECASE) is not None


def _clean(text: str) -> list[str]:
    """The lines, with the no-break and zero-width spaces a web page's copy holds made plain."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\xa0", " ").replace("\u200b", "")
    return [line.rstrip() for line in text.split("\n")]


def read_statement(text: str, where: str) -> PastedStatement:
    """The parts of a copied LeetCode statement; UsageError when it has no example to judge."""
    lines = _clean(text)
    at, number, title, difficulty = 0, None, None, None
    while at < len(lines):  # the header: the title line and the page's labels around it, any order
        line = lines[at].strip()
        found = _TITLE.match(line)
        difficult = _DIFFICULTY.match(line)
        if not line or line.lower() in PAGE_LABELS:
            pass
        elif difficult:
            difficulty = difficulty or difficult.group(1).capitalize()
        elif found and title is None:
            number, title = int(found.group(1)), found.group(2)
        else:
            break
        at += 1
    description: list[str] = []
    blocks: list[list[str]] = []
    constraints: list[str] = []
    after: list[str] = []
    section = "description"
    for line in lines[at:]:
        if _EXAMPLE.match(line) and section in ("description", "example"):
            section = "example"
            blocks.append([])
        elif _CONSTRAINTS.match(line) and section != "after":
            section = "constraints"
        elif _AFTER.match(line) and section in ("example", "constraints"):
            section = "after"
            after.append(line)
        elif section == "description":
            description.append(line)
        elif section == "example":
            blocks[-1].append(line)
        elif section == "constraints":
            item = re.sub(r"^\s*(?:[•·*]|-(?=\s))?\s*", "", line).strip()  # a bullet, not a minus
            if item:
                constraints.append(item)
        else:
            after.append(line)
    if not blocks:
        raise UsageError(f"{where}: no example (an `Example 1:` line, then `Input: ...` and `Output: ...`)")
    examples = tuple(_example(number, block, where) for number, block in enumerate(blocks, 1))
    return PastedStatement(
        number, title, difficulty, tuple(_trimmed(description)), examples, tuple(constraints), tuple(_trimmed(after))
    )


def _trimmed(lines: list[str]) -> list[str]:
    """Without blank lines at either end, and runs of blank lines made one."""
    kept: list[str] = []
    for line in lines:
        if line.strip() or (kept and kept[-1].strip()):
            kept.append(line if line.strip() else "")
    while kept and not kept[-1]:
        kept.pop()
    return kept


def _example(number: int, block: list[str], where: str) -> Example:
    """One `Example N:` block: the text after Input (to Output), after Output (to Explanation), and
    the explanation's lines."""
    marks: dict[str, tuple[int, str]] = {}
    for index, line in enumerate(block):
        for name, pattern in _LABEL.items():
            found = pattern.match(line)
            if found and name not in marks:
                marks[name] = (index, found.group(1))
                break
    for name in ("Input", "Output"):
        if name not in marks:
            raise UsageError(f"{where}: example {number} has no `{name}:` line")
    ends = [*sorted(index for index, _ in marks.values()), len(block)]

    def text_of(name: str) -> str:
        index, first = marks[name]
        end = next(end for end in ends if end > index)
        return "\n".join([first, *block[index + 1 : end]]).strip()

    explanation: tuple[str, ...] = ()
    if "Explanation" in marks:
        index, first = marks["Explanation"]
        explanation = (first.strip(), *_trimmed(block[index + 1 :]))  # "": its text starts on the next line
    return Example(number, text_of("Input"), text_of("Output"), explanation)


# Values -------------------------------------------------------------------------------------------


def _value(text: str, at: int, what: str) -> tuple[Any, int]:
    """The JSON value (LeetCode's null, true and false are JSON's) at text[at:], and where it ends."""
    try:
        return _DECODER.raw_decode(text, at)
    except json.JSONDecodeError as error:
        shown = text[at : at + 40].split("\n")[0]
        raise UsageError(f"{what} is not a JSON value ({error.msg}): {shown!r}") from None


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at].isspace():
        at += 1
    return at


def named_values(text: str, what: str) -> dict[str, Any]:
    """`nums = [1,2,3], target = 4` as {"nums": [1, 2, 3], "target": 4}."""
    values: dict[str, Any] = {}
    at = 0
    while True:
        found = _NAMED_VALUE.match(text, at)
        if found is None:
            shown = text[at : at + 40].split("\n")[0]
            raise UsageError(f"{what}: expected `name = value` at {shown!r}")
        name = found.group(1)
        values[name], at = _value(text, found.end(), f"{what}: the value of {name}")
        at = _skip_space(text, at)
        if at >= len(text):
            return values
        if text[at] != ",":
            raise UsageError(f"{what}: expected `,` and the next `name = value` after {name}'s value")
        at += 1


def design_values(text: str, what: str) -> tuple[Any, Any]:
    """A design example's two lines: the operations, then each one's arguments."""
    operations, at = _value(text, _skip_space(text, 0), f"{what}: the operations (its first line)")
    at = _skip_space(text, at)
    at = _skip_space(text, at + 1) if text[at : at + 1] == "," else at
    if at >= len(text):
        raise UsageError(f"{what}: a design example's Input is two lines: the operations, then their arguments")
    arguments, at = _value(text, at, f"{what}: the arguments (its second line)")
    if text[at:].strip():
        raise UsageError(f"{what}: unexpected text after the arguments: {text[at:].strip()[:40]!r}")
    return operations, arguments


def output_value(text: str, what: str) -> Any:
    """The Output's value: one JSON value, alone on its line (text may follow on later lines)."""
    value, at = _value(text, _skip_space(text, 0), what)
    rest = text[at:].split("\n")[0].strip()
    if rest:
        raise UsageError(f"{what}: unexpected text after the value: {rest[:40]!r}")
    return value


# Constraints -------------------------------------------------------------------------------------

_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
_COMPARISON = re.compile(r"\s*(<=|>=|==|!=|<|>)\s*")
_SUBJECT = re.compile(r"[A-Za-z_][\w.\[\]]*(?:\s*,\s*[A-Za-z_][\w.\[\]]*)*")
_TOKEN = re.compile(r"\s*(\d+(?:\.\d+)?|[-+*^()])")
MAX_EXPONENT = 64


def _normalised(text: str) -> str:
    """LeetCode's signs in ASCII: ≤ as <=, − as -, × as *, 10⁴ as 10^4."""
    text = text.replace("`", "").replace("≤", "<=").replace("≥", ">=").replace("−", "-").replace("–", "-")
    text = text.replace("×", "*").replace("·", "*").replace("⋅", "*")
    return re.sub(r"[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+", lambda found: "^" + found.group(0).translate(_SUPERSCRIPTS), text)


def _readings(literal: str) -> list[int | float]:
    """A number as written, and what it was before copying flattened a superscript: `104` may be
    10^4, `231` 2^31 (LeetCode's page shows both as superscripts)."""
    value: int | float = float(literal) if "." in literal else int(literal)
    readings = [value]
    power = re.fullmatch(r"10([2-9]|1[0-8])", literal)
    if power:
        readings.append(10 ** int(power.group(1)))
    if literal in ("231", "232", "263", "264"):
        readings.append(2 ** int(literal[1:]))
    return readings


class _Bound:
    """A bound's arithmetic (`-2 * 10^4`, `231 - 1`), over every reading of its numbers."""

    def __init__(self, text: str) -> None:
        self.tokens: list[str] = []
        at = 0
        while at < len(text.rstrip()):
            found = _TOKEN.match(text, at)
            if found is None:
                raise ValueError(text)
            self.tokens.append(found.group(1))
            at = found.end()
        self.at = 0

    def values(self) -> list[int | float]:
        found = self._sum()
        if self.at != len(self.tokens):
            raise ValueError("trailing tokens")
        return found

    def _peek(self) -> str | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def _take(self) -> str:
        token = self._peek()
        if token is None:
            raise ValueError("ends early")
        self.at += 1
        return token

    def _sum(self) -> list[int | float]:
        found = self._product()
        while self._peek() in ("+", "-"):
            sign = -1 if self._take() == "-" else 1
            right = self._product()
            found = [left + sign * value for left in found for value in right]
        return found

    def _product(self) -> list[int | float]:
        found = self._unary()
        while self._peek() == "*":
            self._take()
            right = self._unary()
            found = [left * value for left in found for value in right]
        return found

    def _unary(self) -> list[int | float]:
        if self._peek() == "-":
            self._take()
            return [-value for value in self._unary()]
        return self._power()

    def _power(self) -> list[int | float]:
        token = self._take()
        if token == "(":
            found = self._sum()
            if self._take() != ")":
                raise ValueError("unclosed bracket")
        elif token[0].isdigit():
            found = _readings(token) if self._peek() != "^" else [int(token) if "." not in token else float(token)]
        else:
            raise ValueError(token)
        if self._peek() == "^":
            self._take()
            exponents = self._unary()
            if any(not isinstance(value, int) or not 0 <= value <= MAX_EXPONENT for value in exponents):
                raise ValueError("exponent")
            found = [base**exponent for base in found for exponent in exponents]
        return found


def _bound(text: str) -> tuple[int | float, int | float, int | float] | None:
    """(the smallest reading, the largest, the reading as written) of a numeric bound; None when it
    is not a number (`nums.length`)."""
    try:
        values = _Bound(text).values()  # the first: every number as written
    except (ValueError, OverflowError):
        return None
    return min(values), max(values), values[0]


def read_constraint(text: str) -> tuple[dict[str, Any], list[str]]:
    """One constraint as problem.json keeps it: {"text"}, and when it bounds something between
    numbers, its "subject" and "min"/"max" (inclusive) or "above"/"below" (strict); with the notes
    on numbers read as a lost superscript. A bound read two ways is given its wider reading: the
    range then never refuses an input LeetCode allows."""
    entry: dict[str, Any] = {"text": text}
    parts = _COMPARISON.split(_normalised(text).strip().rstrip("."))
    values, signs = parts[0::2], parts[1::2]
    if not signs or any(sign in ("==", "!=") for sign in signs) or len(values) > 3:
        return entry, []
    if all(sign.startswith(">") for sign in signs):
        values, signs = values[::-1], [sign.replace(">", "<") for sign in signs[::-1]]
    elif not all(sign.startswith("<") for sign in signs):
        return entry, []
    # The subject: the middle of a chain of three, else the side that is a name and not a number.
    subjects = [index for index, value in enumerate(values) if _SUBJECT.fullmatch(value.strip())]
    if len(values) == 3:
        subjects = [index for index in subjects if index == 1]
    if len(subjects) != 1:
        return entry, []
    where = subjects[0]
    subject = values[where].strip()
    found: dict[str, Any] = {}
    read_as = {"low": "", "high": ""}
    flattened = False
    for side, index in (("low", where - 1), ("high", where + 1)):
        if not 0 <= index < len(values):
            continue
        bound = _bound(values[index])
        if bound is None:
            continue
        smallest, largest, written = bound
        chosen = smallest if side == "low" else largest
        flattened = flattened or chosen != written
        sign = signs[index if side == "low" else where]
        read_as[side] = f"{chosen} {sign} " if side == "low" else f" {sign} {chosen}"
        strict = sign == "<"
        key = ("above" if strict else "min") if side == "low" else ("below" if strict else "max")
        found[key] = chosen
    if not found:
        return entry, []
    notes = [f"read {text!r} as {read_as['low']}{subject}{read_as['high']} (superscripts lost in copying)"]
    return {**entry, "subject": subject, **found}, notes if flattened else []


def subject_names(entry: dict[str, Any]) -> list[str]:
    """The names a constraint bounds: `1 <= m, n <= 200` bounds m and n."""
    subject = entry.get("subject")
    return [name.strip() for name in subject.split(",")] if isinstance(subject, str) else []


def int_range(entries: list[dict[str, Any]], name: str) -> tuple[int | None, int | None]:
    """(min, max) of an int parameter from the constraints that bound it by name, each inclusive."""
    low: int | None = None
    high: int | None = None
    for entry in entries:
        if name not in subject_names(entry):
            continue
        if low is None:
            low = _whole(entry.get("min"), 0) if "min" in entry else _whole(entry.get("above"), 1)
        if high is None:
            high = _whole(entry.get("max"), 0) if "max" in entry else _whole(entry.get("below"), -1)
    return low, high


def _whole(value: Any, step: int) -> int | None:
    """An integer bound moved by step (a strict one made inclusive), or None for no integer."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return value + step if isinstance(value, int) and not isinstance(value, bool) else None
