"""What went wrong, said so a learner can act on it: facts added to a judged Report, and their text.

diagnose() runs once all cases are judged and adds data (so --json carries it): the traceback
trimmed to the user's own file with source lines, the limit and the cases passed before a
time-out, and the hints (judge/feedback/hints.py), including the one that needs every case's answer.
failure_details() turns those facts into the lines under "First failure" in the text report.
"""

from __future__ import annotations

import json
import os

from judge.core.problems import Case
from judge.core.report import CaseReport, Report
from judge.core.verdicts import Verdict
from judge.feedback.drawing import draw_board, draw_tree, list_line, side_by_side, titled
from judge.feedback.hints import expected_size, leak_hint

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, TypeGuard


def user_traceback(error: dict[str, Any], filename: str, source_lines: list[str]) -> list[dict[str, Any]]:
    """The frames of an exception that lie in the submitted file, outermost first, each with its source line.

    The source line comes from the text that was judged, not from the file on disk, which may
    have changed since.
    """
    frames = []
    for frame in error.get("frames") or []:
        if not (isinstance(frame, list) and len(frame) == 3 and frame[0] == filename and isinstance(frame[1], int)):
            continue
        line = frame[1]
        source = source_lines[line - 1].strip() if 0 < line <= len(source_lines) else ""
        frames.append({"line": line, "function": str(frame[2]), "source": source})
    return frames


def diagnose(report: Report, cases: list[Case], answer_sizes: list[int | None], source: str) -> None:
    """Add tracebacks, time-limit context and hints to a judged report, in place; answer_sizes are
    the answers' answer_size(), None where a case gave none."""
    source_lines = source.splitlines()
    passed: list[int] = []
    for case in report.cases:
        error = case.details.get("error")
        if isinstance(error, dict):
            case.details["traceback"] = user_traceback(error, report.file, source_lines)
        if case.verdict is Verdict.TIME_LIMIT_EXCEEDED:
            case.details["limit_ms"] = report.limits.time_ms
            case.details["passed_before"] = list(passed)
        if case.verdict is Verdict.ACCEPTED:
            passed.append(case.index)
    leak = leak_hint([expected_size(case) for case in cases], answer_sizes, report.language)
    if leak is not None:
        hint, explained = leak
        for index in explained:
            # Leaked state explains the wrong answer; what the checker saw (e.g. boards of an earlier size) follows.
            report.cases[index - 1].details["hints"] = [hint]
    report.hints = list(dict.fromkeys(hint for case in report.cases for hint in case.details.get("hints", [])))


SHOWN_REPEATS = 3


def collapsed_frames(frames: list[dict[str, Any]]) -> list[tuple[dict[str, Any], int]]:
    """Runs of the same frame (deep recursion) cut to their first SHOWN_REPEATS, as CPython prints them:
    each kept frame with how many identical ones follow it unshown (0 for most)."""
    kept: list[tuple[dict[str, Any], int]] = []
    run = 0
    for frame in frames:
        same = bool(kept) and (kept[-1][0]["line"], kept[-1][0]["function"]) == (frame["line"], frame["function"])
        run = run + 1 if same else 1
        if run <= SHOWN_REPEATS:
            kept.append((frame, 0))
        else:
            kept[-1] = (kept[-1][0], kept[-1][1] + 1)
    return kept


def case_ranges(indices: list[int]) -> str:
    """1, 2, 3, 5 -> '1-3, 5'."""
    spans: list[list[int]] = []
    for index in indices:
        if spans and index == spans[-1][1] + 1:
            spans[-1][1] = index
        else:
            spans.append([index, index])
    return ", ".join(str(first) if first == last else f"{first}-{last}" for first, last in spans)


def _more(details: dict[str, Any], key: str, label: str) -> list[str]:
    hidden = (details.get(f"{key}_count") or 0) - len(details.get(key) or [])
    return [f"  ... and {hidden} more {label}"] if hidden > 0 else []


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def board_sections(details: dict[str, Any], width: int) -> list[str]:
    """Missing, duplicated, unexpected and invalid boards drawn as grids, a few of each, then 'and N more'."""
    lines: list[str] = []
    missing = details.get("missing") or []
    if missing:
        lines.append(f"  {_plural(details.get('missing_count', len(missing)), 'missing board')}:")
        lines.extend(side_by_side([titled(f"missing {i}", board) for i, board in enumerate(missing, 1)], width))
        lines.extend(_more(details, "missing", "missing"))
    duplicated = details.get("duplicated") or []
    if duplicated:
        times = details.get("duplicated_times") or []
        lines.append(f"  {_plural(details.get('duplicated_count', len(duplicated)), 'board')} returned more than once:")
        blocks = [
            titled(f"{times[i]} times" if i < len(times) else "repeated", board) for i, board in enumerate(duplicated)
        ]
        lines.extend(side_by_side(blocks, width))
        lines.extend(_more(details, "duplicated", "duplicated"))
    unexpected = [board for board in details.get("extra") or [] if board not in duplicated]
    if unexpected:
        lines.append(f"  {_plural(len(unexpected), 'unexpected board')}:")
        lines.extend(side_by_side([titled(f"unexpected {i}", b) for i, b in enumerate(unexpected, 1)], width))
    invalid = details.get("invalid") or []
    if invalid:
        lines.append(f"  {_plural(details.get('invalid_count', len(invalid)), 'invalid board')} (row, column from 0):")
        lines.extend(f"    board #{item['index']}: {item['reason']}" for item in invalid)
        blocks = [titled(f"board #{item['index']}", item["board"], item.get("marked", ())) for item in invalid]
        lines.extend(side_by_side(blocks, width))
        lines.extend(_more(details, "invalid", "invalid"))
    return lines


def item_sections(details: dict[str, Any]) -> list[str]:
    """A list's missing, too frequent and unexpected items (an unordered answer's), one per line, as JSON."""
    lines: list[str] = []
    for key, said in (("missing", "missing"), ("duplicated", "returned too often"), ("extra", "not expected")):
        items = details.get(key) or []
        if items:
            lines.append(f"  {said}:")
            lines.extend(f"    {json.dumps(item, ensure_ascii=False, default=str)}" for item in items)
    return lines


def grid_section(details: dict[str, Any]) -> list[str]:
    """A checker's picture of the answer: its grid, with the cells it marks in brackets."""
    grid = details.get("grid")
    if not isinstance(grid, list) or not grid:
        return []
    marked = details.get("marked") or []
    title = "  your answer" + (" (the cells in [ ] are wrong):" if marked else ":")
    return [title, *("    " + line for line in draw_board(grid, marked))]


def _whole(value: Any) -> TypeGuard[list[Any]]:
    """Whether a list in the details is the whole answer (bounded() ends a cut one with '... N more')."""
    return isinstance(value, list) and not (value and isinstance(value[-1], str) and value[-1].startswith("... "))


def node_section(details: dict[str, Any], width: int) -> list[str]:
    """A wrong tree drawn beside the expected one, or a wrong list as 1 → 2 → 3, the first
    differing node in brackets; a tree too large to draw by the way down to that node."""
    kind, difference = details.get("drawn_as"), details.get("node_difference")
    if kind not in ("TreeNode", "ListNode", "Node") or not isinstance(difference, dict):
        return []
    position = difference.get("position")
    expected, got = details.get("expected"), details.get("got")

    def shown(value: Any) -> str:
        return "no node" if value is None else str(value)

    said = f"expected {shown(difference.get('expected'))}, got {shown(difference.get('got'))}"
    if kind == "ListNode":
        if _whole(expected) and _whole(got):
            return [f"  expected: {list_line(expected, position)}", f"  yours:    {list_line(got, position)}"]
        return [f"  first difference at node {position} (from 0): {said}"]
    drawings = []  # an N-ary tree is shown by its way down to the difference
    if kind == "TreeNode" and _whole(expected) and _whole(got):
        drawings = [draw_tree(expected, position), draw_tree(got, position)]
    if drawings and all(drawing is not None for drawing in drawings):
        blocks = [["expected:", *(drawings[0] or [])], ["yours (the first difference in [ ]):", *(drawings[1] or [])]]
        return side_by_side(blocks, width)
    path = " → ".join(str(value) for value in [*(difference.get("path") or []), "here"])
    order = "level order" if kind == "TreeNode" else "serialization (each node's children, ended by null)"
    return [f"  first difference at position {position} of the {order}, on the way {path}: {said}"]


def calls_section(details: dict[str, Any]) -> list[str]:
    """A design case's calls up to the first wrong one (or the one that raised), as a table."""
    rows = details.get("calls")
    if not isinstance(rows, list) or not rows or not all(isinstance(row, dict) for row in rows):
        return []

    def cell(value: Any) -> str:
        text = json.dumps(value)
        return text if len(text) <= 30 else text[:27] + "..."

    answered = any("got" in row for row in rows)
    table = [
        [str(row.get("call")), str(row.get("operation")), cell(row.get("arguments"))[1:-1], cell(row.get("expected"))]
        + ([cell(row["got"]) if "got" in row else ""] if answered else [])
        for row in rows
    ]
    head = ["call", "operation", "arguments", "expected", *(["yours"] if answered else [])]
    widths = [max(len(line[column]) for line in [head, *table]) for column in range(len(head))]
    lines = [("    " + "  ".join(f"{text:<{widths[i]}}" for i, text in enumerate(head))).rstrip()]
    marks = [""] * (len(rows) - 1) + ["   <- first wrong" if answered else "   <- raised here"]
    for line, mark in zip(table, marks, strict=True):
        lines.append("    " + "  ".join(f"{value:<{widths[i]}}" for i, value in enumerate(line)).rstrip() + mark)
    if rows[0].get("call", 0) > 0:
        lines.insert(1, f"    ... {rows[0]['call']} earlier calls")
    return ["  the calls:", *lines]


def failure_details(report: Report, case: CaseReport, width: int) -> list[str]:
    """The lines under 'First failure': boards, trees and lists, traceback, time-limit context and hints."""
    details = case.details
    lines = grid_section(details)
    lines += node_section(details, width)
    lines += calls_section(details)
    lines += item_sections(details) if details.get("drawn_as") == "items" else board_sections(details, width)
    frames = details.get("traceback") or []
    if frames:
        lines.append("  Traceback in your file (most recent call last):")
        error = details.get("error") or {}
        hidden = (error.get("frames_total") or 0) - len(error.get("frames") or [])
        if hidden > 0:
            lines.append(f"    [{hidden} outer frame{'s' if hidden != 1 else ''} not shown]")
        for frame, repeats in collapsed_frames(frames):
            lines.append(f"    line {frame['line']}, in {frame['function']}")
            if frame["source"]:
                lines.append(f"      {frame['source']}")
            if repeats:
                lines.append(f"    [previous frame repeated {repeats} more time{'s' if repeats != 1 else ''}]")
        last = (details.get("error") or {}).get("frames") or [[report.file]]
        if last[-1][0] != report.file:
            lines.append(f"    (raised inside {os.path.basename(str(last[-1][0]))}, called from the line above)")
    if case.verdict is Verdict.TIME_LIMIT_EXCEEDED:
        before = details.get("passed_before") or []
        passed = f"cases passed before it: {case_ranges(before)}" if before else "no case passed before it"
        lines.append(f"  limit: {report.limits.time_ms} ms of CPU time per case ({report.limits.source}); {passed}")
    for hint in report.hints:
        # A hint found on other cases than the one shown says which: it explains those, not this one.
        found = [other.index for other in report.cases if hint in other.details.get("hints", [])]
        if case.index in found or not found:
            lines.append(f"  hint: {hint}")
        else:
            lines.append(f"  hint (case{'s' if len(found) > 1 else ''} {case_ranges(found)}): {hint}")
    return lines


DRAWN_BOARDS = 24  # `judge run` draws this many; --raw prints them all


def answer_lines(value: Any, columns: int, answer_type: str = "") -> list[str]:
    """An answer for `judge run`: a grid of characters drawn, a list of grids (rows of strings)
    drawn side by side, anything else as JSON."""
    if answer_type in ("char[][]", "list<list<char>>") and isinstance(value, list):
        return ["    " + line for line in draw_board(value)]
    if answer_type != "list<list<string>>" or not all(isinstance(board, list) for board in value):
        return [json.dumps(value)]
    if not value:
        return ["no boards ([])"]
    blocks = [titled(f"board #{index}", board) for index, board in enumerate(value[:DRAWN_BOARDS])]
    lines = [f"{_plural(len(value), 'board')}:", *side_by_side(blocks, columns, indent="  ")]
    if len(value) > DRAWN_BOARDS:
        lines.append(f"  ... and {len(value) - DRAWN_BOARDS} more boards (--raw prints them all)")
    return lines
