"""The languages the judge runs, one module each on the shared base (judge/languages/base.py).

A language's module is imported only when a file in it is judged: `judge test` of a Python file
never pays for the seven others. The table below is the index that makes that possible (the
module, and the extensions that select it); each class's own attributes are the truth, and
tests/test_languages.py checks that the two agree.

Adding a language is adding its module, its row here, and its examples under solutions/.
"""

from __future__ import annotations

import functools
import os

from judge.errors import UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.languages.base import Language

# name, module, class, extensions -- in the order `judge doctor` and `judge show` list them.
REGISTRY: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("python", "judge.languages.python", "Python", (".py",)),
    ("java", "judge.languages.java", "Java", (".java",)),
    ("cpp", "judge.languages.cpp", "Cpp", (".cpp", ".cc", ".cxx")),
    ("c", "judge.languages.c", "C", (".c",)),
    ("javascript", "judge.languages.javascript", "JavaScript", (".js",)),
    ("typescript", "judge.languages.typescript", "TypeScript", (".ts",)),
    ("go", "judge.languages.go", "Go", (".go",)),
    ("rust", "judge.languages.rust", "Rust", (".rs",)),
)
EXTENSIONS: dict[str, str] = {extension: name for name, _, _, extensions in REGISTRY for extension in extensions}


@functools.cache  # one instance per language and process
def _load(name: str) -> Language:
    _, module, class_name, _ = next(row for row in REGISTRY if row[0] == name)
    # __import__, not importlib.import_module: the importlib package costs ~0.5 ms of every start.
    language: Language = getattr(__import__(module, fromlist=(class_name,)), class_name)()
    return language


def all_languages() -> tuple[Language, ...]:
    """Every language, each module imported (for doctor, verify and calibrate, which visit them all)."""
    return tuple(_load(name) for name, _, _, _ in REGISTRY)


def language_named(name: str) -> Language:
    """A language by its name (python, cpp), its title (C++) or an alias (c++, js, golang)."""
    wanted = name.strip().lower()
    if any(row[0] == wanted for row in REGISTRY):
        return _load(wanted)
    for language in all_languages():
        if wanted in (language.title.lower(), *language.aliases):
            return language
    raise UsageError(f"unknown language {name!r}; known: {', '.join(row[0] for row in REGISTRY)}")


def language_for(path: str | os.PathLike[str]) -> Language:
    """The language of a source file, from its extension."""
    suffix = os.path.splitext(os.fspath(path))[1].lower()
    if suffix in EXTENSIONS:
        return _load(EXTENSIONS[suffix])
    known = ", ".join(EXTENSIONS)
    raise UsageError(f"{path}: cannot tell the language from the extension {suffix or '(none)'}; known: {known}")
