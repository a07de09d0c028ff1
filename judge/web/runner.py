"""One browser submission, judged in a process of its own: `python -m judge.web.runner`.

The server writes the request on stdin as one JSON object: {"problem": slug, "language": name,
"source": text, "mode": "submit" | "run" | "growth", "input": {parameter: value} (run only, checked
by the server), "parent": the server's pid}. This
process answers with JSON lines on stdout: {"event": "case", "case": {...}} as each case is
checked, then {"event": "report", "report": {...}} (the `judge test --json` report), or in mode
growth {"event": "growth", "growth": {...}} (`judge growth`'s run), or {"event": "error", "error":
"one line"} (e.g. a missing toolchain), and exits.

A process per run, not a thread in the server: the sandbox's fallback kills every child of the
judging process after a run (two runs in one process would kill each other), and a process group
is easy to cancel. This process dies with the server (PR_SET_PDEATHSIG), and its sandbox with it.
"""

from __future__ import annotations

import json
import os
import sys
from typing import IO, Any

from judge.core.problems import find_problem
from judge.core.report import Report, case_data, to_data, unjudged_report
from judge.core.verdicts import Verdict
from judge.errors import UsageError
from judge.languages import language_named
from judge.languages.source import Source
from judge.pipeline import CaseChecked, Event, final_report, prepared


class Events:
    """JSON lines on a binary stream, each flushed at once (the server reads them as they come)."""

    def __init__(self, stream: IO[bytes]) -> None:
        self.stream = stream

    def send(self, event: dict[str, Any]) -> None:
        self.stream.write(json.dumps(event, ensure_ascii=False).encode("utf-8") + b"\n")
        self.stream.flush()

    def show(self, event: Event) -> None:
        """What the page shows as the judgement goes: each case as it is checked (the report is
        sent once it is recorded)."""
        if isinstance(event, CaseChecked):
            self.send({"event": "case", "case": case_data(event.case)})


def judge_request(request: dict[str, Any], events: Events) -> Report | None:
    """Judge the request's source as `judge test` (submit) or `judge run` (run) would, or time it as
    `judge growth` does (growth: its one event sent here, None returned); UsageError for what the
    user must fix (a missing toolchain, a source that is not text, a problem without growth)."""
    problem = find_problem(str(request["problem"]))
    language = language_named(str(request["language"]))
    from judge.learner.starter import default_filename

    # As `judge test --json`: a source that is no solution gets a report with the verdict Compile Error.
    source = Source(default_filename(problem, language), str(request["source"]))
    ready = prepared(source, problem, language.name, how_to_choose="problem ")
    if isinstance(ready, Report):
        return ready
    submission = ready[0]
    language.require_toolchain()
    if request.get("mode") == "growth":
        from judge.learner.growth import growth_data, growth_of, measure_growth

        found = growth_data(measure_growth(submission, problem), growth_of(problem))
        events.send({"event": "growth", "growth": {"problem": problem.slug, "language": language.name, **found}})
        return None
    if request.get("mode") == "run":
        from judge.commands import one_case_judgement

        # The same case, under the same limits, as `judge run --input` gives for this input.
        case = problem.case_for(request.get("input"), '"input"')
        return final_report(one_case_judgement(submission, problem, case), events.show)
    from judge.commands import practice_judgement

    return final_report(practice_judgement(submission, problem), events.show)


def record(report: Report, source: str, history_path: str | None) -> str | None:
    """Add the attempt to the history as `judge test` does, the file shown as browser:<language>;
    the warning to show when that failed, else None."""
    if history_path is None or report.verdict is Verdict.INTERNAL_ERROR:
        return None
    import hashlib

    from judge.learner import history

    attempt = history.Attempt.of(report, f"browser:{report.language}", hashlib.sha256(source.encode()).hexdigest())
    try:
        history.save(history_path, attempt)
    except history.HistoryError as error:
        return f"attempt not recorded: {error}"
    return None


def _die_with(parent: Any) -> None:
    """Be killed when the server dies, even by SIGKILL (Linux); exit now if it is already gone."""
    if not isinstance(parent, int):
        return
    from judge.execution.libc import die_with_parent

    # Not Linux: a no-op, and the server's shutdown still kills this process group.
    die_with_parent()
    if os.getppid() != parent:
        os._exit(1)


def main() -> int:
    # The events get the real stdout; anything else printed on stdout (by the judge or a child that
    # inherited it) goes to stderr and cannot break a line of JSON.
    events = Events(os.fdopen(os.dup(1), "wb"))
    os.dup2(2, 1)
    try:
        request = json.loads(sys.stdin.buffer.read())
        if not isinstance(request, dict):
            raise ValueError("the request is not a JSON object")
    except ValueError as error:
        events.send({"event": "error", "error": f"bad request: {error}"})
        return 2
    _die_with(request.get("parent"))
    try:
        report = judge_request(request, events)
    except UsageError as error:
        events.send({"event": "error", "error": _one_line(str(error))})
        return 0
    except Exception as error:  # a bug in the judge: a report that says so, and the traceback on stderr
        import traceback

        traceback.print_exc()
        return _internal_error(request, error, events)
    if report is None:
        return 0
    if request.get("mode") != "run":
        from judge.learner.history import history_path

        warning = record(report, str(request["source"]), history_path())
        if warning is not None:
            print(f"judge: warning: {warning}", file=sys.stderr)
    events.send({"event": "report", "report": to_data(report)})
    return 0


def _one_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else "error"


def _internal_error(request: dict[str, Any], error: Exception, events: Events) -> int:
    """The report of a judge that failed (Internal Error), as `judge test --json` prints it."""
    message = f"the judge failed: {error!r}"
    try:
        problem = find_problem(str(request["problem"]))
    except (UsageError, KeyError):
        events.send({"event": "error", "error": _one_line(message)})
        return 3
    language = str(request.get("language", ""))
    report = unjudged_report(problem, f"browser:{language}", Verdict.INTERNAL_ERROR, message, None, language)
    events.send({"event": "report", "report": to_data(report)})
    return 3


if __name__ == "__main__":
    sys.exit(main())
