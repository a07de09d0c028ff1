"""Similar code in a class: pairs of submissions in one language whose token streams share much.

Each file is read as the language's lexer sees it (Pygments, which the kit has already), with
comments and layout dropped and every name and literal reduced to its kind, so that renamed
variables, reformatted lines and added comments change nothing. The stream's k-grams are hashed
and winnowed (Schleimer, Wilkerson and Aiken, SIGMOD 2003, the method of MOSS): each window of W
consecutive hashes keeps its smallest, so any run of W + K - 1 tokens two files share leaves at
least one fingerprint in both. Fingerprints are a set, so methods moved around still match.

Common code is not evidence: every k-gram of the problem's starter and reference solutions in
that language is removed from each file's fingerprints first. A pair's score is the share of the
smaller file's remaining fingerprints found in the other file. docs/grading.md says how the
threshold was measured, and why the kit does not run copydetect, Dolos or JPlag.
"""

from __future__ import annotations

import bisect
import json
import zlib
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from judge.core.problems import Problem
from judge.errors import UsageError

K_TOKENS = 10  # tokens per k-gram: shorter matches are idioms every solution has
WINDOW = 6  # hashes per winnowing window
THRESHOLD = 0.6  # the score from which a pair is reported (measured: docs/grading.md)
MAX_BYTES = 1_000_000  # as a solution file may be at most
MIN_FINGERPRINTS = 8  # a file with fewer (after common code) is too small to call anything copied
MERGE_LINES = 2  # matched lines this close are one fragment


@dataclass(frozen=True)
class Fingerprints:
    """A file's winnowed fingerprints: hash -> the lines (first, last) of the k-grams it stands for."""

    lines: dict[int, tuple[int, int]]

    def __len__(self) -> int:
        return len(self.lines)


@dataclass(frozen=True)
class Fragment:
    """Lines of one file matching lines of the other (numbered from 1, both ends included)."""

    first: tuple[int, int]
    second: tuple[int, int]


@dataclass(frozen=True)
class SimilarPair:
    first: str  # submission ids, in order
    second: str
    language: str
    score: float  # the share of the smaller file's fingerprints also in the other, 0..1
    shared: int  # fingerprints in common
    fragments: tuple[Fragment, ...] = field(default=())


def _symbols(text: str, filename: str) -> list[tuple[str, int]]:
    """The file's tokens as (symbol, line from 1): names and literals by kind, layout and comments gone."""
    from pygments import lexers, token
    from pygments.util import ClassNotFound

    try:
        lexer = lexers.get_lexer_for_filename(filename, stripnl=False)
    except ClassNotFound:
        return []
    newlines = [index for index, char in enumerate(text) if char == "\n"]
    symbols = []
    for offset, kind, value in lexer.get_tokens_unprocessed(text):
        if kind in token.Text or kind in token.Comment or not value.strip():
            continue
        if kind in token.Name.Builtin or kind in token.Keyword or kind in token.Operator or kind in token.Punctuation:
            symbol = value  # what the language means by it: the same in a copy
        elif kind in token.Name:
            symbol = "N"  # any identifier: a renamed one is the same
        elif kind in token.Literal.String:
            symbol = "S"
        elif kind in token.Literal:
            symbol = "0"
        else:
            symbol = value
        symbols.append((symbol, bisect.bisect_left(newlines, offset) + 1))
    return symbols


def _kgram_hashes(symbols: list[tuple[str, int]]) -> list[tuple[int, int, int]]:
    """(hash, first line, last line) of every k-gram of the token stream."""
    names = [symbol for symbol, _ in symbols]
    return [
        (
            zlib.crc32("\x00".join(names[start : start + K_TOKENS]).encode()),
            symbols[start][1],
            symbols[start + K_TOKENS - 1][1],
        )
        for start in range(len(symbols) - K_TOKENS + 1)
    ]


def fingerprints(text: str, filename: str, common: set[int] | None = None) -> Fingerprints:
    """The winnowed fingerprints of one source, leaving out the hashes of common code."""
    hashes = _kgram_hashes(_symbols(text, filename))
    chosen: dict[int, tuple[int, int]] = {}
    for start in range(max(1, len(hashes) - WINDOW + 1)):
        window = hashes[start : start + WINDOW]
        if not window:
            break
        # The rightmost smallest: as the window slides, the same k-gram stays chosen.
        smallest = min(range(len(window)), key=lambda index: (window[index][0], -index))
        value, first, last = window[smallest]
        if common is None or value not in common:
            known = chosen.get(value)
            chosen[value] = (first, last) if known is None else (min(known[0], first), max(known[1], last))
    return Fingerprints(chosen)


def common_hashes(texts: Iterable[tuple[str, str]]) -> set[int]:
    """Every k-gram hash of the common code (text, filename): the starter, the references."""
    return {value for text, filename in texts for value, _, _ in _kgram_hashes(_symbols(text, filename))}


def _fragments(first: Fingerprints, second: Fingerprints, shared: set[int]) -> tuple[Fragment, ...]:
    """The shared fingerprints' lines, merged into runs that read side by side."""
    spans = sorted((first.lines[value], second.lines[value]) for value in shared)
    merged: list[list[int]] = []
    for (a_first, a_last), (b_first, b_last) in spans:
        if merged and a_first <= merged[-1][1] + MERGE_LINES:
            run = merged[-1]
            run[1] = max(run[1], a_last)
            run[2], run[3] = min(run[2], b_first), max(run[3], b_last)
        else:
            merged.append([a_first, a_last, b_first, b_last])
    return tuple(Fragment((a, b), (c, d)) for a, b, c, d in merged)


def similar_pairs(files: dict[str, tuple[str, Fingerprints]], threshold: float = THRESHOLD) -> list[SimilarPair]:
    """The pairs at or above the threshold among files (id -> (language, fingerprints)), highest first.

    Only files of one language are compared; an index of hash -> files finds the pairs that share
    anything, so a class of hundreds is not compared pair by pair."""
    holders: dict[tuple[str, int], list[str]] = defaultdict(list)
    for submission_id, (language, prints) in sorted(files.items()):
        for value in prints.lines:
            holders[(language, value)].append(submission_id)
    counts: dict[tuple[str, str], int] = defaultdict(int)
    for ids in holders.values():
        for index, first in enumerate(ids):
            for second in ids[index + 1 :]:
                counts[(first, second)] += 1
    pairs = []
    for (first, second), shared in counts.items():
        language, a = files[first]
        b = files[second][1]
        smaller = min(len(a), len(b))
        if smaller < MIN_FINGERPRINTS or shared / smaller < threshold:
            continue
        common = set(a.lines) & set(b.lines)
        pairs.append(SimilarPair(first, second, language, round(shared / smaller, 3), shared, _fragments(a, b, common)))
    return sorted(pairs, key=lambda pair: (-pair.score, pair.first, pair.second))


def _text(path: Path) -> str | None:
    try:
        with path.open("rb") as handle:
            return handle.read(MAX_BYTES).decode("utf-8", "replace")
    except OSError:
        return None


def class_similarity(
    files: Iterable[tuple[str, Path]], problem: Problem, threshold: float = THRESHOLD
) -> list[SimilarPair]:
    """The similar pairs among a class's files (id, path), the problem's starter and references in
    each language being common code."""
    from judge.calibration.gallery import default_solutions_dir
    from judge.languages import language_for

    common: dict[str, set[int]] = {}
    prints: dict[str, tuple[str, Fingerprints]] = {}
    for submission_id, path in files:
        text = _text(path)
        try:
            language = language_for(str(path))
        except UsageError:  # not a language the kit runs: nothing to compare it with
            continue
        if text is None:
            continue
        if language.name not in common:
            extension = language.extensions[0]
            shared = []
            if language.cannot_judge(problem.signature) is None:
                shared.append((language.starter(problem.signature, [], []), "starter" + extension))
            references = Path(default_solutions_dir()) / problem.slug / "reference"
            for reference in sorted(references.glob("*" + extension)) if references.is_dir() else []:
                shared += [(_text(reference) or "", reference.name)]
            common[language.name] = common_hashes(shared)
        prints[submission_id] = (language.name, fingerprints(text, path.name, common[language.name]))
    return similar_pairs(prints, threshold)


def pair_record(pair: SimilarPair, sources: dict[str, str]) -> dict[str, Any]:
    """A pair as the similarity report holds it, each fragment with its lines' text (for side by side)."""
    record = asdict(pair)
    texts = {
        submission_id: (sources.get(submission_id) or "").splitlines() for submission_id in (pair.first, pair.second)
    }
    record["fragments"] = [
        {
            "first": list(fragment.first),
            "second": list(fragment.second),
            "first_text": "\n".join(texts[pair.first][fragment.first[0] - 1 : fragment.first[1]]),
            "second_text": "\n".join(texts[pair.second][fragment.second[0] - 1 : fragment.second[1]]),
        }
        for fragment in pair.fragments
    ]
    return record


def write_similarity(output: Path, pairs: list[SimilarPair], files: dict[str, Path], threshold: float) -> Path:
    """similarity.json in the grades folder: the threshold, the method and every pair found."""
    from judge.core.files import atomic_file

    sources = {
        submission_id: _text(files[submission_id]) or ""
        for pair in pairs
        for submission_id in (pair.first, pair.second)
    }
    document = {
        "threshold": threshold,
        "method": f"winnowed {K_TOKENS}-token fingerprints, window {WINDOW}; starter and references are common code",
        "pairs": [pair_record(pair, sources) for pair in pairs],
    }
    path = output / "similarity.json"
    with atomic_file(path) as handle:
        handle.write(json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    return path
