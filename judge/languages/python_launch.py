"""How Python's program starts: the harness (python_harness.py) run by the judge's own interpreter.

Apart from the language module: `judge test` of a Python file starts this program before it has
imported the languages (judge/cli/early.py), so this module imports only the program record.
"""

from __future__ import annotations

import os
import sys

from judge.core.cache import user_cache
from judge.core.once import once
from judge.execution.program import Program

HARNESS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "python_harness.py")


def launch(filename: str) -> Program:
    """Python's program without its setup frame: the harness run by this interpreter, in isolated mode."""
    # The real interpreter (not a virtual environment's link to it): -I -S needs no site-packages.
    interpreter = os.path.realpath(sys.executable)
    harness = compiled_harness()
    if os.geteuid() == 0 and harness != HARNESS:
        from judge.execution.isolation import usable_by_others

        # Root's sandbox runs the harness as 65534: bytecode in root's own cache folder is out of
        # its reach, the source next to the package may not be (it compiles in ~5 ms).
        if not usable_by_others((harness,)) and usable_by_others((HARNESS,)):
            harness = HARNESS
    command = (interpreter, "-I", "-S", "-B", "-X", "utf8", "-X", "faulthandler", harness)
    visible = (*interpreter_folders(), *library_folders())
    return Program(command, {}, filename, files=(harness,), visible=visible, drops_privileges=True, gated=True)


# The third-party packages LeetCode's Python 3 has installed (a solution imports them itself).
LIBRARIES = ("sortedcontainers",)


@once  # the judge's own installation does not change while it runs
def library_folders() -> tuple[str, ...]:
    """Each of LIBRARIES' package folders where the judge's interpreter finds it (a dependency of
    the kit): the sandbox shows that folder alone, not the rest of its site-packages (which may hold
    the kit), and the harness imports from its parent."""
    found = []
    for library in LIBRARIES:
        for entry in sys.path:
            folder = os.path.join(entry or ".", library)
            if entry and os.path.isfile(os.path.join(folder, "__init__.py")):
                found.append(os.path.realpath(folder))
                break
    return tuple(found)


@once  # every build asks (grading: one per submission); the answer holds for the process
def compiled_harness() -> str:
    """The harness as bytecode, which the interpreter runs without compiling ~400 lines first (~5 ms of
    every run): the copy pip wrote at install when it is fresh, else one compiled into the user's cache
    folder once; the source itself when neither can be had."""
    tag = sys.implementation.cache_tag
    if tag is None:
        return HARNESS
    name = f"python_harness.{tag}.pyc"
    installed = os.path.join(os.path.dirname(HARNESS), "__pycache__", name)
    if _fresh(installed):
        return installed
    cached = user_cache(name)
    if _fresh(cached):
        return cached
    try:
        import py_compile

        os.makedirs(os.path.dirname(cached), exist_ok=True)
        # A unique temporary name, renamed into place: judges compiling at once never see half a file.
        temporary = os.path.join(os.path.dirname(cached), f".{name}.{os.getpid()}")
        py_compile.compile(HARNESS, cfile=temporary, doraise=True)
        os.replace(temporary, cached)
        return cached
    except (OSError, py_compile.PyCompileError):
        return HARNESS


def _fresh(compiled: str) -> bool:
    """Whether compiled holds bytecode of the harness as it is now (the header's source time and size)."""
    try:
        with open(compiled, "rb") as handle:
            header = handle.read(16)
        source = os.stat(HARNESS)
    except OSError:
        return False
    flags, mtime, size = (int.from_bytes(header[start : start + 4], "little") for start in (4, 8, 12))
    return (
        len(header) == 16
        and flags == 0
        and mtime == int(source.st_mtime) & 0xFFFFFFFF
        and size == source.st_size & 0xFFFFFFFF
    )


def interpreter_folders() -> tuple[str, ...]:
    """Folders of the real interpreter, which the sandbox must show even when they sit in a hidden folder."""
    paths = {sys.base_prefix, sys.base_exec_prefix}
    paths |= {os.path.realpath(path) for path in list(paths)}
    paths.add(os.path.dirname(os.path.realpath(sys.executable)))
    return tuple(sorted(paths))
