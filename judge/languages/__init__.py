"""The languages the judge runs, one module each on the shared base (judge/languages/base.py).

Adding a language is adding its module here and its examples under solutions/.
"""

from __future__ import annotations

from pathlib import Path

from judge.errors import UsageError
from judge.languages.base import Language
from judge.languages.c import C
from judge.languages.cpp import Cpp
from judge.languages.go import Go
from judge.languages.java import Java
from judge.languages.javascript import JavaScript
from judge.languages.python import Python
from judge.languages.rust import Rust
from judge.languages.typescript import TypeScript

# The order `judge doctor`, `judge show` and the web page list them in: LeetCode's most used first.
LANGUAGES: tuple[Language, ...] = (Python(), Java(), Cpp(), C(), JavaScript(), TypeScript(), Go(), Rust())


def language_named(name: str) -> Language:
    wanted = name.strip().lower()
    for language in LANGUAGES:
        if wanted in (language.name, language.title.lower(), *language.aliases):
            return language
    raise UsageError(f"unknown language {name!r}; known: {', '.join(language.name for language in LANGUAGES)}")


def language_for(path: Path) -> Language:
    """The language of a source file, from its extension."""
    suffix = path.suffix.lower()
    for language in LANGUAGES:
        if suffix in language.extensions:
            return language
    known = ", ".join(extension for language in LANGUAGES for extension in language.extensions)
    raise UsageError(f"{path}: cannot tell the language from the extension {suffix or '(none)'}; known: {known}")
