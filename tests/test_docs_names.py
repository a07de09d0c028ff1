"""Every module path (`judge/...py`) and dotted name (`judge.x.y`) the README, the docs, the kit's
docstrings and comments and the benchmarks mention exists: a file that moves takes its mentions along."""

from __future__ import annotations

import importlib
import importlib.util
import re
from pathlib import Path

from .conftest import ROOT

PATH = re.compile(r"(?<![\w./-])judge/[\w/]+\.(?:py|json|js|cjs|h|go|rs|java|html|css|md)\b")
DOTTED = re.compile(r"(?<![\w./-])judge(?:\.[A-Za-z_]\w*)+")
FILE_SUFFIXES = {"xml", "json", "csv", "txt", "html", "md", "py", "sqlite3"}


def _texts() -> list[Path]:
    paths = [ROOT / "README.md", *ROOT.glob("docs/**/*.md"), *ROOT.glob("bench/*.py")]
    return paths + sorted((ROOT / "judge").rglob("*.py"))


def _resolves(dotted: str) -> bool:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        module = ".".join(parts[:cut])
        try:
            found = importlib.util.find_spec(module)
        except (ImportError, ValueError):
            found = None
        if found is None:
            continue
        value: object = importlib.import_module(module)
        for attribute in parts[cut:]:
            if not hasattr(value, attribute):
                return False
            value = getattr(value, attribute)
        return True
    return False


def test_every_mentioned_module_path_and_dotted_name_exists() -> None:
    missing = []
    for path in _texts():
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(ROOT)
        for found in PATH.finditer(text):
            if not (ROOT / found.group(0)).exists():
                missing.append(f"{where}: {found.group(0)}")
        for found in DOTTED.finditer(text):
            name = found.group(0).rstrip(".")
            if name.rsplit(".", 1)[-1] in FILE_SUFFIXES:
                continue  # a file's name (judge.xml), not a module's
            if not _resolves(name):
                missing.append(f"{where}: {name}")
    assert not missing, "names of files or modules that do not exist:\n" + "\n".join(sorted(set(missing)))
