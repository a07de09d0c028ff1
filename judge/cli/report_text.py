"""The report as text for a terminal: a per-case table, the first failure explained, a summary line."""

from __future__ import annotations

from judge.cli.terminal import terminal_columns
from judge.core.inert import inert
from judge.core.problems import input_text
from judge.core.report import CaseReport, Report
from judge.core.verdicts import Verdict
from judge.feedback.diagnostics import case_ranges, failure_details

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_PASSING = (Verdict.ACCEPTED, Verdict.NOT_RUN)


def _time(ms: float) -> str:
    return f"{ms:.1f} ms" if ms < 1000 else f"{ms / 1000:.2f} s"


INPUT_SHOWN = 48  # characters of a case's input in the table: a 50 x 50 board would fill pages


def _input_text(case_input: dict[str, Any]) -> str:
    return input_text(case_input, INPUT_SHOWN)


def input_text_or_own(case: CaseReport) -> str:
    return inert(case.name[:INPUT_SHOWN]) if case.own else _input_text(case.input)


def comparison_text(comparison: dict[str, Any]) -> str:
    """One line: the runtime next to the gallery's approaches, fastest first."""
    runs = f"median of {comparison['repeats']} runs" if comparison["repeats"] > 1 else "one run"
    known = " · ".join(f"{item['name']} {_time(item['time_ms'])}" for item in comparison["approaches"])
    tied = comparison["about_as_fast_as"]
    tie = f", about as fast as {tied}" if tied else ""
    return (
        f"Runtime {_time(comparison['time_ms'])} ({runs}): faster than {comparison['faster_than']} of"
        f" {len(comparison['approaches'])} known approaches on this machine{tie} ({known})"
    )


def to_text(report: Report, columns: int | None = None) -> str:
    """A per-case table, the details of the first failure, and a summary line; boards fit in `columns`."""
    judged_with = f" · {report.toolchain}" if report.toolchain else ""
    # A file name and a message are one line each: a newline in them must not forge a line of the report.
    lines = [f"{report.problem_number}. {report.problem} · {inert(report.file)}{judged_with}"]
    lines.extend(f"warning: {inert(warning)}" for warning in report.warnings)
    if report.compile_error is not None:
        error = report.compile_error
        lines.append(f"Compile Error: {inert(error.summary)}")
        text = error.text
        if text:
            lines.append(f"    {text}")
            offset = error.offset
            if offset is not None and offset > 0:
                # Under the line's own tabs, so the caret lines up however wide the terminal draws them.
                lines.append("    " + "".join(char if char == "\t" else " " for char in text[: offset - 1]) + "^")
        output = error.output
        if output:
            lines.append("Compiler output:")
            lines.extend(f"    {line}" for line in output.splitlines())
    else:
        # The learner's own cases by their name ("own 2: ..."): told apart from the problem's.
        inputs = [input_text_or_own(case) for case in report.cases]
        width = max([len(text) for text in inputs] + [5])
        lines.append(f"  {'#':>3}  {'input':<{width}}  {'verdict':<22}  {'time':>9}")
        for case, shown in zip(report.cases, inputs, strict=True):
            time = _time(case.time_ms) if case.verdict is not Verdict.NOT_RUN else "-"
            cells = f"{shown:<{width}}  {case.verdict.value:<22}  {time:>9}"
            lines.append(f"  {case.index:>3}  {cells}")
        failed = next((case for case in report.cases if case.verdict not in _PASSING), None)
        if failed is not None:
            lines.append(f"First failure: case {failed.index} ({input_text_or_own(failed)}): {failed.verdict.value}")
            if failed.message:
                lines.append(f"  {inert(failed.message)}")
            lines.extend(failure_details(report, failed, columns or terminal_columns()))
            if failed.stdout:
                shown = failed.stdout if len(failed.stdout) <= 400 else failed.stdout[:400] + "..."
                lines.append("  stdout: " + shown.rstrip("\n").replace("\n", "\n          "))
        skipped = [case.index for case in report.cases if case.verdict is Verdict.NOT_RUN]
        if skipped:
            lines.append(
                f"Not run: case{'s' if len(skipped) > 1 else ''} {case_ranges(skipped)}, after the first case over a"
                " limit (--all-cases runs every case)"
            )
    limit = f"limit {report.limits.time_ms} ms CPU per case"
    if report.limits.run_ms is not None:
        limit += f", {report.limits.run_ms} ms in all"
    limit += f" ({report.limits.source})"
    if report.limits.extended_time_ms is not None:
        limit += f", {report.limits.extended_time_ms} ms for extended cases"
        if report.limits.extended_run_ms is not None:
            limit += f" ({report.limits.extended_run_ms} ms in all)"
    if report.comparison is not None:
        lines.append(comparison_text(report.comparison))
    passed = f"{report.passed}/{report.total} cases passed"
    lines.append(f"{report.verdict.value} · {passed} · {_time(report.time_ms)} total · {limit}")
    # What a submission named, returned or printed reaches a terminal here: no escape sequence,
    # carriage return or reordering mark of its own may (a board row of "\x1b[2J" would clear the
    # grader's screen); each is written out instead.
    return inert("\n".join(lines), keep_newlines=True)
