"""The JSON Schema of a report, with the details of a problem's checker in place.

The shipped schema (judge/core/report.schema.json) defines what every report has, and of a case's
details only the judge's own keys; each checker declares the keys it adds (its DETAILS). For one
problem, the schema lists exactly its checker's keys and allows no other; for no problem, every
built-in checker's keys, and any other key (a problem's own checker may add them).
"""

from __future__ import annotations

import json
from typing import Any

from judge.checking import BUILT_IN, checker_for
from judge.core.problems import Problem
from judge.core.report import schema_text


def report_schema(problem: Problem | None = None) -> dict[str, Any]:
    """The report schema, for one problem's reports or (None) for any problem's."""
    schema: dict[str, Any] = json.loads(schema_text())
    details = schema["$defs"]["details"]
    checkers = [checker_for(problem)] if problem is not None else list(BUILT_IN.values())
    for checker in checkers:
        for key, definition in (checker.details or {}).items():
            known = details["properties"].get(key)
            if known is None or known == definition:
                details["properties"][key] = definition
            elif definition not in known.get("anyOf", ()):
                # Two built-in modes name a key alike with different shapes (missing boards, missing items).
                details["properties"][key] = {"anyOf": [*known.get("anyOf", [known]), definition]}
    if problem is not None:
        schema["title"] = f"Report of {problem.number}. {problem.title}"
        if checkers[0].details is not None:
            details["additionalProperties"] = False
    return schema
