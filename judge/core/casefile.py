"""Writing a problem's data files, for its generate.py: the one place that formats them and that
checks them (`--check`), so that every generator is only its cases and its oracles.

A generator builds its cases with two independent methods and raises OracleMismatch when they
disagree; nothing is written then. Files are JSON lists with one case per line (sorted keys) and
a final newline, so that regenerating is byte-for-byte deterministic and a diff shows the case.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any


class OracleMismatch(Exception):
    """The generator's two methods disagree (or a published figure does): the data would be wrong."""


def dump_cases(cases: list[dict[str, Any]], compact: bool = False) -> str:
    """A JSON list with one case per line: small, diffable and deterministic (compact: no spaces,
    for large boards)."""
    separators = (",", ":") if compact else None
    lines = ["  " + json.dumps(case, sort_keys=True, separators=separators) for case in cases]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def generator_main(
    description: str,
    build: Callable[[], dict[Path, list[dict[str, Any]]]],
    argv: Sequence[str] | None = None,
    compact: bool = False,
) -> int:
    """The command line of a generate.py: write the files `build` makes, or with --check say which
    differ. Exit 0 on success, 1 when --check finds a missing or different file, 2 on an oracle
    mismatch (nothing written)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a data file is stale")
    args = parser.parse_args(argv)
    try:
        files = {path: dump_cases(cases, compact) for path, cases in build().items()}
    except OracleMismatch as error:
        print(f"generate.py: oracle mismatch: {error}", file=sys.stderr)
        return 2
    if args.check:
        stale = []
        for path, content in files.items():
            on_disk = path.read_text(encoding="utf-8") if path.exists() else None
            if on_disk != content:
                stale.append(f"{path} ({'missing' if on_disk is None else 'differs'})")
        if stale:
            print("generate.py: stale test data, run the generator:", *stale, sep="\n  ", file=sys.stderr)
            return 1
        print(f"generate.py: {len(files)} data file{'s' if len(files) != 1 else ''} up to date")
        return 0
    for path, content in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(content)
        print(f"wrote {path}")
    return 0
