"""junit.xml: one testsuite per submission, one testcase per input."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from judge.core.files import atomic_file
from judge.core.inert import inert
from judge.core.verdicts import Verdict
from judge.grading.formats.common import MESSAGE_IN_TABLE, ClassReport, case_message, case_output, short
from judge.grading.store import Result

# Characters XML 1.0 cannot carry at all that inert() leaves (the controls it writes out).
_NOT_XML = re.compile("[\ufffe\uffff]")


# JUnit: a submission that ran and failed a case has a <failure>; one that could not be judged
# (Compile Error: nothing ran) or that the judge failed on (Internal Error) has an <error>.
_JUNIT_ERRORS = (Verdict.COMPILE_ERROR, Verdict.INTERNAL_ERROR)


def write_junit(path: Path, results: Callable[[], Iterable[Result]], context: ClassReport) -> None:
    """testsuites > one testsuite per submission > one testcase per input, with failure/error children.

    Two passes over the results: the totals on <testsuites> come first in the file.
    """
    tests = failures = errors = 0
    seconds = 0.0
    for result in results():
        counts = junit_counts(result)
        tests, failures, errors = tests + counts[0], failures + counts[1], errors + counts[2]
        seconds += result.time_ms / 1000
    with atomic_file(path) as handle:
        handle.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        handle.write(
            f"<testsuites name={_attr(f'{context.problem.number}. {context.problem.slug}')}"
            f' tests="{tests}" failures="{failures}" errors="{errors}" time="{seconds:.3f}">\n'
        )
        for result in results():
            handle.write(_junit_suite(result, context))
        handle.write("</testsuites>\n")


def junit_counts(result: Result) -> tuple[int, int, int]:
    """(tests, failures, errors) of one submission's testsuite."""
    cases = result.report["cases"]
    errors = sum(case["verdict"] in _JUNIT_ERRORS for case in cases)
    failures = sum(case["verdict"] != Verdict.ACCEPTED for case in cases) - errors
    return len(cases), failures, errors


def _junit_suite(result: Result, context: ClassReport) -> str:
    tests, failures, errors = junit_counts(result)
    score = context.scoring.score(result.report)
    lines = [
        f'  <testsuite name={_attr(result.id)} tests="{tests}" failures="{failures}" errors="{errors}"'
        f' time="{result.time_ms / 1000:.3f}" file={_attr(result.file)}>',
        "    <properties>",
        f'      <property name="verdict" value={_attr(result.verdict)}/>',
        f'      <property name="score" value="{score}"/>',
        f'      <property name="max_score" value="{context.scoring.max_score(result.report)}"/>',
        f'      <property name="sha256" value="{result.sha256}"/>',
        *(_group_property(group) for group in context.scoring.group_scores(result.report)),
        "    </properties>",
    ]
    for case in result.report["cases"]:
        opening = (
            f'    <testcase name={_attr(case["name"])} classname={_attr(result.id)} time="{case["time_ms"] / 1000:.3f}"'
        )
        if case["verdict"] == Verdict.ACCEPTED:
            lines.append(opening + "/>")
            continue
        tag = "error" if case["verdict"] in _JUNIT_ERRORS else "failure"
        message = case_message(case)
        body = "\n".join(filter(None, [message, case_output(case)]))
        lines.append(opening + ">")
        lines.append(
            f"      <{tag} type={_attr(case['verdict'])} message={_attr(short(message, MESSAGE_IN_TABLE))}>"
            f"{_text(body)}</{tag}>"
        )
        lines.append("    </testcase>")
    lines.append("  </testsuite>\n")
    return "\n".join(lines)


def _group_property(group: dict[str, Any]) -> str:
    name = _attr(f"group: {group['name']}")
    return f'      <property name={name} value="{group["score"]}/{group["points"]}"/>'


def _attr(text: str) -> str:
    # Imported here: xml.sax.saxutils pulls in urllib and http (about 20 ms) for every grade run.
    from xml.sax.saxutils import quoteattr

    return quoteattr(_NOT_XML.sub("\ufffd", inert(text)))


def _text(text: str) -> str:
    from xml.sax.saxutils import escape

    return escape(_NOT_XML.sub("\ufffd", inert(text, keep_newlines=True)))
