"""`judge test FILE`: start the submission's interpreter before anything else.

Starting a sandboxed interpreter takes about as long as the judge's own imports (~15 ms each
here), and a machine with two cores can do both at once. So for a language that can start
without its source (Language.launch: Python), the judge starts the program first, reading only
the file's extension (or --language) from the raw arguments, before argparse, the problems and
the rest of the judge are imported; the source and the problem follow as the setup frame. If the
arguments turn out to say otherwise, the program is simply not used (and is ended).

This module and what it imports (the language registry and module, the sandbox, the supervisor)
import neither pathlib, nor re, nor json at the top: each would delay the start by milliseconds.
"""

from __future__ import annotations

import os

from judge.errors import UsageError
from judge.languages import EXTENSIONS, REGISTRY, language_named
from judge.languages.base import DEFAULT_MEMORY_MB

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.execution.started import Started

# `judge test` options followed by a value (see judge/cli/parser.py).
_VALUED = ("--problem", "-p", "--language", "-l", "--time-limit", "--history")


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
    if not any(row[0] == name for row in REGISTRY):
        return None  # an alias or a title: resolving one imports every language
    try:
        program = language_named(name).launch(files[0])
        if program is None:
            return None
        from judge.execution.started import Started

        return Started(program, DEFAULT_MEMORY_MB)
    except (OSError, UsageError):  # e.g. no usable sandbox: the normal path says why
        return None
