"""Python 3, as LeetCode runs it: `class Solution` with camelCase methods, and the names LeetCode's
environment star-imports available without an import (see python_prelude.py).

The program is python_harness.py, run by this interpreter with -I -S: it compiles the source,
binds the prelude names the source mentions, and answers cases over the protocol.
"""

from __future__ import annotations

import functools
import os
import sys

from judge.core.record import replace
from judge.languages.base import DEFAULT_MEMORY_MB, Language, Program
from judge.languages.python_prelude import MODULES, prelude_table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

    from judge.core.signature import Signature, Type

# Paths as strings and patterns compiled when first used: this module is imported before the judge
# has parsed its arguments, to start the interpreter early (judge/cli/early.py), so it imports
# neither pathlib nor re at the top.
HARNESS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "python_harness.py")
_CODING_COOKIE = rb"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)"
_SOLUTION_CLASS = r"^class\s+Solution\b"
_METHOD = r"^[ \t]+(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\("
_TYPES = {"int": "int", "long": "int", "bool": "bool", "double": "float", "string": "str"}
# What the starter returns: an empty answer of the right type, so judging it as-is is a clean Wrong Answer.
_EMPTY = {"int": "0", "long": "0", "bool": "False", "double": "0.0", "string": '""'}
# The prelude has hundreds of names; these are the ones interview solutions reach for.
COMMON_NAMES = (
    "List",
    "Optional",
    "Counter",
    "defaultdict",
    "deque",
    "lru_cache",
    "cache",
    "heappush",
    "heappop",
    "bisect_left",
    "permutations",
    "combinations",
    "product",
    "inf",
    "gcd",
)


class Python(Language):
    name = "python"
    title = "Python 3"
    extensions = (".py",)

    def method_name(self, signature: Signature) -> str:
        return signature.name

    def type_name(self, type_: Type) -> str:
        return f"List[{self.type_name(type_.item)}]" if type_.item is not None else _TYPES[type_.name]

    def defined_methods(self, text: str) -> set[str]:
        import re

        return set(re.findall(_METHOD, text, re.MULTILINE))

    def missing_solution(self, text: str) -> str | None:
        import re

        if re.search(_SOLUTION_CLASS, text, re.MULTILINE):
            return None
        return "defines no class Solution; a solution is a LeetCode-style `class Solution:`"

    def declared_encoding(self, head: bytes) -> str | None:
        import re

        cookie = re.search(_CODING_COOKIE, b"\n".join(head.splitlines()[:2]), re.MULTILINE)
        return cookie.group(1).decode("ascii") if cookie else None

    def fallback_encodings(self) -> tuple[str, ...]:
        # GB 18030 covers GBK comments, which public Chinese-language solutions often carry.
        return ("gb18030",)

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        import textwrap

        table = prelude_table()
        names = ", ".join(name for name in COMMON_NAMES if name in table)
        available = textwrap.wrap(
            f"Available without importing, as on LeetCode: {names}, ... (every public name of "
            f"{', '.join(MODULES)}) and those modules themselves.",
            96,
        )
        doc = [*about, "", *available, "", *usage]
        params = ", ".join(["self", *(f"{param.name}: {self.type_name(param.type)}" for param in signature.params)])
        empty = "[]" if signature.returns.item is not None else _EMPTY[signature.returns.name]
        # LeetCode's editor needs no import for List; plain `python file.py` does.
        uses_list = any(type_.item is not None for type_ in (signature.returns, *(p.type for p in signature.params)))
        imports = ["from typing import List", "", ""] if uses_list else [""]
        return "\n".join(
            [
                '"""' + doc[0],
                *doc[1:],
                '"""',
                "",
                *imports,
                "class Solution:",
                f"    def {self.method_name(signature)}({params}) -> {self.type_name(signature.returns)}:",
                f"        return {empty}",
                "",
            ]
        )

    def build(
        self,
        source: str,
        filename: str,
        signature: Signature,
        result_bytes: int,
        built: Path | None = None,
        memory_mb: int = DEFAULT_MEMORY_MB,
    ) -> Program:
        from judge.core.values import PACKED_MAX_SIZE

        setup = {
            "source": source,
            "filename": filename,
            "method": self.method_name(signature),
            "result_limit": result_bytes,
            "packed_max_size": PACKED_MAX_SIZE,
            "prelude": prelude_table(),
            "modules": list(MODULES),
        }
        return replace(self.launch(filename), setup=setup)

    def launch(self, filename: str) -> Program:
        # The real interpreter (not a virtual environment's link to it): -I -S needs no site-packages.
        interpreter = os.path.realpath(sys.executable)
        harness = compiled_harness()
        if os.geteuid() == 0 and harness != HARNESS:
            from judge.execution.sandbox import usable_by_others

            # Root's sandbox runs the harness as 65534: bytecode in root's own cache folder is out of
            # its reach, the source next to the package may not be (it compiles in ~5 ms).
            if not usable_by_others((harness,)) and usable_by_others((HARNESS,)):
                harness = HARNESS
        command = (interpreter, "-I", "-S", "-B", "-X", "utf8", "-X", "faulthandler", harness)
        return Program(command, {}, filename, files=(harness,), visible=interpreter_folders(), drops_privileges=True)


@functools.cache  # every build asks (grading: one per submission); the answer holds for the process
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
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    cached = os.path.join(base, "nqueens-judge", name)
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
