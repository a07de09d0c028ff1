"""Output formats: each is a function of a Report."""

from __future__ import annotations

import json
from typing import Any

from judge.verdict import Report, Verdict

STDOUT_IN_JSON = 4096


def to_json(report: Report) -> str:
    """The --json document: one object; captured output is truncated to keep it small."""
    return json.dumps(to_data(report), ensure_ascii=False)


def to_data(report: Report) -> dict[str, Any]:
    """The --json document as plain data (what the grader stores per submission)."""
    data = report.to_dict()
    for case in data["cases"]:
        for stream in ("stdout", "stderr"):
            if len(case[stream]) > STDOUT_IN_JSON:
                case[stream] = case[stream][:STDOUT_IN_JSON]
                case["output_truncated"] = True
    return data


def _time(ms: float) -> str:
    return f"{ms:.1f} ms" if ms < 1000 else f"{ms / 1000:.2f} s"


def _input_text(case_input: dict[str, object]) -> str:
    return ", ".join(f"{key} = {value}" for key, value in case_input.items())


def board_facts(details: dict[str, Any]) -> list[str]:
    """The checker's facts about boards, a few of each kind, one line each."""
    lines = []
    for key, label in (("missing", "missing"), ("extra", "unexpected"), ("duplicated", "duplicated")):
        for board in details.get(key) or []:
            lines.append(f"  {label}: {json.dumps(board)}")
        hidden = (details.get(f"{key}_count") or 0) - len(details.get(key) or [])
        if hidden > 0:
            lines.append(f"  ... and {hidden} more {label}")
    for item in details.get("invalid") or []:
        lines.append(f"  invalid board #{item['index']}: {item['reason']}: {json.dumps(item['board'])}")
    hidden = (details.get("invalid_count") or 0) - len(details.get("invalid") or [])
    if hidden > 0:
        lines.append(f"  ... and {hidden} more invalid")
    return lines


def to_text(report: Report) -> str:
    """A per-case table, the details of the first failure, and a summary line."""
    lines = [f"{report.problem_number}. {report.problem} · {report.file}"]
    lines.extend(f"warning: {warning}" for warning in report.warnings)
    if report.compile_error is not None:
        error = report.compile_error
        lines.append(f"Compile Error: {error.get('type')}: {error.get('message')} (line {error.get('line')})")
        text = error.get("text")
        if text:
            lines.append(f"    {text}")
            offset = error.get("offset")
            if isinstance(offset, int) and offset > 0:
                lines.append("    " + " " * (offset - 1) + "^")
    else:
        width = max([len(_input_text(case.input)) for case in report.cases] + [5])
        lines.append(f"  {'#':>3}  {'input':<{width}}  {'verdict':<22}  {'time':>9}")
        for case in report.cases:
            cells = f"{_input_text(case.input):<{width}}  {case.verdict.value:<22}  {_time(case.time_ms):>9}"
            lines.append(f"  {case.index:>3}  {cells}")
        failed = next((case for case in report.cases if case.verdict is not Verdict.ACCEPTED), None)
        if failed is not None:
            lines.append(f"First failure: case {failed.index} ({_input_text(failed.input)}): {failed.verdict.value}")
            if failed.message:
                lines.append(f"  {failed.message}")
            lines.extend(board_facts(failed.details))
            if failed.stdout:
                shown = failed.stdout if len(failed.stdout) <= 400 else failed.stdout[:400] + "..."
                lines.append("  stdout: " + shown.rstrip("\n").replace("\n", "\n          "))
    limit = f"limit {report.limits.time_ms} ms CPU per case ({report.limits.source})"
    passed = f"{report.passed}/{report.total} cases passed"
    lines.append(f"{report.verdict.value} · {passed} · {_time(report.time_ms)} total · {limit}")
    return "\n".join(lines)
