"""`judge test FILE`: start the submission's interpreter before anything else.

Starting a sandboxed interpreter takes about as long as the judge's own imports (~15 ms each
here), and a machine with two cores can do both at once. Python's program does not depend on the
source (it is the judge's own interpreter running python_harness.py), so for a Python file the
judge starts it first, reading only the file's extension (or --language) from the raw arguments,
before argparse, the problems and the rest of the judge are imported; the source and the problem
follow as the setup frame. If the arguments turn out to say otherwise, the program is not used
(it is ended). The other languages' programs are built from the source: for them it starts the
program the same unchanged file built last time (judge/execution/started.py's notes), and the
judge uses it only if the program it builds now is that one.

What this imports before the start (the language registry, python_launch.py, the program record,
the sandbox, started.py) imports neither pathlib, nor re, nor the languages, and json only to read
another language's note.
"""

from __future__ import annotations

import os

from judge.languages import EXTENSIONS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import SimpleNamespace

    from judge.execution.started import Started

# `judge test` options followed by a value, and its switches (see judge/cli/parser.py).
_VALUED = ("--problem", "-p", "--language", "-l", "--time-limit", "--history")
_SWITCHES = ("--json", "--extended", "--all-cases", "--watch", "--no-history", "--no-color")


def plain_test_arguments(arguments: list[str]) -> SimpleNamespace | None:
    """`judge test FILE` with switches only, the common command line, parsed as argparse parses it
    but without importing argparse (~6 ms of the start); None for anything else, which argparse
    parses. tests/test_startup.py checks that the two agree."""
    files = [word for word in arguments if not word.startswith("-")]
    if len(files) != 1 or any(word not in _SWITCHES for word in arguments if word.startswith("-")):
        return None
    from types import SimpleNamespace

    switches = {word[2:].replace("-", "_"): word in arguments for word in _SWITCHES}
    return SimpleNamespace(
        command="test", file=files[0], problem=None, language=None, time_limit=None, history=None, **switches
    )


def start_early(arguments: list[str]) -> Started | None:
    """The program for the file that `judge test ARGUMENTS` names, already starting; None when the
    arguments are unusual (help, several files, an option's value unclear) or the language must
    compile first: the normal path then starts it, or reports the problem."""
    if "-h" in arguments or "--help" in arguments:
        return None
    files, language_name = [], None
    words = iter(arguments)
    for word in words:
        if word in _VALUED:
            value = next(words, None)
            if word in ("--language", "-l"):
                language_name = value
        elif word.startswith("--language="):
            language_name = word.partition("=")[2]
        elif not word.startswith("-"):
            files.append(word)
    if len(files) != 1 or not os.path.isfile(files[0]):
        return None
    name = (language_name or EXTENSIONS.get(os.path.splitext(files[0])[1].lower(), "")).strip().lower()
    if not name:
        return None
    from judge.errors import UsageError
    from judge.execution.program import DEFAULT_MEMORY_MB
    from judge.execution.started import Started, recall

    try:
        if name != "python":
            # Built from the source: the program this unchanged file built last time, if noted.
            return recall(files[0], name)
        from judge.languages.python_launch import launch

        return Started(launch(files[0]), DEFAULT_MEMORY_MB, early=True)
    except (OSError, UsageError):  # e.g. no usable sandbox: the normal path says why
        return None
