"""MkDocs hooks: the JSON report's page is written from the report's JSON Schema at every build,
so the documentation of each key cannot drift from what `judge test --json` prints."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SCHEMA = Path(__file__).resolve().parent.parent / "judge" / "core" / "report.schema.json"
MARKER = "<!-- the report's keys, from judge/core/report.schema.json -->"


def _type(node: dict[str, Any]) -> str:
    if "$ref" in node:
        return node["$ref"].rsplit("/", 1)[-1]
    kind = node.get("type", "any")
    kinds = kind if isinstance(kind, list) else [kind]
    if "array" in kinds and isinstance(node.get("items"), dict):
        kinds = [f"array of {_type(node['items'])}" if item == "array" else item for item in kinds]
    return " or ".join(kinds)


def _rows(properties: dict[str, Any], prefix: str = "") -> list[str]:
    rows = []
    for key, node in properties.items():
        description = " ".join(str(node.get("description", "")).split())
        rows.append(f"| `{prefix}{key}` | {_type(node)} | {description} |")
        if node.get("type") == "object" and "properties" in node:
            rows += _rows(node["properties"], f"{prefix}{key}.")
    return rows


def report_tables(schema: dict[str, Any]) -> str:
    """The report's keys and each case's keys, as two markdown tables."""
    head = ["| key | type | meaning |", "| --- | --- | --- |"]
    case = schema["$defs"]["case"]["properties"]
    return "\n".join(
        [
            "## The report",
            "",
            *head,
            *_rows(schema["properties"]),
            "",
            "## Each case (`cases[*]`)",
            "",
            *head,
            *_rows(case),
        ]
    )


def on_page_markdown(markdown: str, **_: Any) -> str:
    if MARKER not in markdown:
        return markdown
    return markdown.replace(MARKER, report_tables(json.loads(SCHEMA.read_text(encoding="utf-8"))))
