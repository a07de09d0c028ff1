"""The languages the judge runs, one module each on the shared base (judge/languages/base.py).

A language's module is imported only when a file in it is judged: `judge test` of a Python file
never pays for the others. So the registry is read from one line of each module's text, without
importing it:

    REGISTRATION = "<rank> <class name> <extension> [<extension> ...]"

(the rank orders `judge doctor` and `judge show`; the module's file name is the language's name).
Each class's own attributes are the truth, and tests/test_languages.py checks that the line agrees.

Adding a language is adding its module (with that line), its harness, its examples under
solutions/ and its folder of tests/conformance/: nothing else lists the languages.
"""

from __future__ import annotations

import os

from judge.errors import UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.languages.base import Language

_MARKER = b'\nREGISTRATION = "'


def _registrations() -> tuple[tuple[str, str, str, tuple[str, ...]], ...]:
    """(name, module, class, extensions) of every module of this folder with a REGISTRATION line,
    by rank. Reading ~15 small files costs ~0.2 ms; importing them would cost ~30 ms."""
    folder = os.path.dirname(os.path.abspath(__file__))
    ranked = []
    for entry in os.listdir(folder):
        if not entry.endswith(".py") or entry.startswith("_"):
            continue
        with open(os.path.join(folder, entry), "rb") as source:
            text = source.read()
        at = text.find(_MARKER)
        if at < 0:
            continue  # a helper module (base, native, a harness)
        start = at + len(_MARKER)
        rank, class_name, *extensions = text[start : text.index(b'"', start)].decode().split()
        name = entry[:-3]
        ranked.append((int(rank), name, (name, f"judge.languages.{name}", class_name, tuple(extensions))))
    return tuple(row for _, _, row in sorted(ranked))


# name, module, class, extensions -- in the order `judge doctor` and `judge show` list them.
REGISTRY: tuple[tuple[str, str, str, tuple[str, ...]], ...] = _registrations()
EXTENSIONS: dict[str, str] = {extension: name for name, _, _, extensions in REGISTRY for extension in extensions}


# One instance per language and process.
_LOADED: dict[str, Language] = {}


def _load(name: str) -> Language:
    language = _LOADED.get(name)
    if language is None:
        _, module, class_name, _ = next(row for row in REGISTRY if row[0] == name)
        # __import__, not importlib.import_module: the importlib package costs ~0.5 ms of every start.
        language = _LOADED[name] = getattr(__import__(module, fromlist=(class_name,)), class_name)()
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
