"""What a language is: how to recognise its files, render a signature in it, compile a submission
(when it needs compiling) and build the program that runs it in the sandbox.

A language knows no problem: it gets the method's signature as data (judge/core/signature.py) and
the starter's comment text, never a problem's name. The program it builds speaks the protocol of
judge/execution/protocol.py; the supervisor appends the two descriptors to its command.

The path of a compiled language: plan_build() says which files to write into an empty build
folder and which compiler command to run there (judge/execution/build.py runs it in the sandbox,
under limits, and caches the folder by a hash of everything that went in); build() then makes the
Program from the built folder. The user's file always keeps its own line numbers in the build
folder, so the compiler's messages point at the user's lines.
"""

from __future__ import annotations

import functools
import os
from abc import ABC, abstractmethod

from judge.core.cache import user_cache
from judge.core.compile_error import CompileError
from judge.core.record import record
from judge.core.signature import (
    APIS,
    DRIVEN_NODES,
    ITERATE,
    ITERATOR,
    NESTED_INTEGER,
    ROUND_TRIP,
    round_trip_objects,
)
from judge.errors import UsageError
from judge.execution.program import DEFAULT_MEMORY_MB, BuildPlan, Program

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re
    from collections.abc import Iterator
    from typing import Any

    from judge.core.signature import Method, Signature, Type
    from judge.languages.standalone import Standalone


@record(frozen=True)
class Toolchain:
    """A program (or a file, by its absolute path) a language needs on this machine, and the
    registry package that installs it: `.ci/run` installs what is missing from these records
    (judge/languages/installs.py)."""

    program: str  # as found on PATH, or an absolute path that must exist (a header)
    apt: str = ""  # the Debian package
    npm: str = ""  # or the npm package, installed globally
    version_args: tuple[str, ...] = ("--version",)
    purpose: str = ""  # why it is wanted, for one that is only recommended (LeetCode has it)
    # The program's path inside the npm package, for one whose package links no command onto PATH
    # (kotlin-compiler's bin/kotlinc): it is looked for in npm's global node_modules first.
    npm_path: str = ""

    @property
    def package(self) -> str:
        """The command that installs it."""
        return f"npm install -g {self.npm}" if self.npm else f"apt-get install -y {self.apt}"

    def found(self) -> str | None:
        """Where it is on this machine, else None."""
        if os.path.isabs(self.program):
            return self.program if os.path.exists(self.program) else None
        if self.npm and self.npm_path:
            inside = find_in_npm_package(npm_package_name(self.npm), self.npm_path)
            if inside is not None:
                return inside
        return find_tool(self.program)


@record(frozen=True)
class LeetCodeEnvironment:
    """LeetCode's environment for one language, as its published notes give it: what the language's
    module builds to match, what `judge doctor` shows beside this machine's toolchain, and the
    table of docs/languages.md (tests/test_languages.py keeps the two equal)."""

    toolchain: str  # the compiler or runtime with its version, as LeetCode names it: "gcc 14"
    release: tuple[int, ...]  # that version as numbers, compared with this machine's (version_gap)
    standard: str = ""  # the language standard or edition: "gnu11", "C++23", "edition 2021"
    flags: str = ""  # the options it compiles or runs with, as published
    included: str = ""  # what the user's code may use without including or importing it
    declared: str = ""  # what LeetCode declares around the user's code, so a file may not declare it

    def __str__(self) -> str:
        return ", ".join(part for part in (self.toolchain, self.standard) if part)


# The debuggers `judge debug` drives (judge/learner/debug.py), for the languages that name them.
GDB = Toolchain("gdb", apt="gdb", purpose="judge debug's debugger")
JDB = Toolchain("jdb", apt="default-jdk-headless", version_args=("-version",), purpose="judge debug's debugger")


class ToolchainMissing(UsageError):
    """A language's compiler or runtime is not installed here."""

    def __init__(self, language: Language, toolchain: Toolchain) -> None:
        super().__init__(
            f"{language.title} needs {toolchain.program}, which is not installed here; install it with:"
            f" {toolchain.package}"
        )
        self.toolchain = toolchain


class Language(ABC):
    name: str  # as given to --language, and in reports
    title: str  # as people write it
    leetcode: LeetCodeEnvironment  # LeetCode's own toolchain and what it adds, shown beside this machine's
    extensions: tuple[str, ...]
    aliases: tuple[str, ...] = ()  # other names --language accepts ("c++", "js", "ts", "golang")
    toolchains: tuple[Toolchain, ...] = ()  # what must be installed; empty: the judge's own Python
    judges_design = False  # whether its harness runs a design class (docs/protocol.md)
    judges_nary_trees = False  # whether its harness builds and writes LeetCode's N-ary `Node`
    judges_nested_integers = False  # whether its harness builds and writes LeetCode's NestedInteger
    # The drivers of LeetCode's own (judge/core/signature.py) whose links its harness applies.
    judges_links: frozenset[str] = frozenset()
    # LeetCode's other node classes (judge/core/signature.py's DRIVEN_NODES) its harness builds and writes.
    judges_driven_nodes: frozenset[str] = frozenset()
    # LeetCode's Iterator given to 284's PeekingIterator (judge/core/signature.py's ITERATOR).
    judges_iterators = False
    # What LeetCode's environment has that the judge works without (a header it includes, its own
    # compiler): `judge doctor` names each one missing, and CI installs them.
    recommended: tuple[Toolchain, ...] = ()
    # How the compiler's messages name a place: named groups file, line, optional col, and message.
    diagnostic: re.Pattern[str] | None = None
    # The web editor's CodeMirror mode (judge/web/frontend/src/editor.js), when not the name.
    editor_mode: str | None = None
    # The debugger `judge debug` runs this language's program under (judge/learner/debug.py drives
    # each by its program's name), or None; `judge doctor` names it, and the command to install it.
    debugger: Toolchain | None = None
    debugger_setup: tuple[str, ...] = ()  # the debugger's commands before it sets the breakpoints
    # True on the copy for_debugging() makes: its builds keep every name and line for the debugger
    # (unoptimised, no sanitizers), and the build cache keeps them apart from the judge's.
    debugging = False

    @abstractmethod
    def method_name(self, signature: Signature) -> str:
        """The method's name in this language's convention."""

    @abstractmethod
    def type_name(self, type_: Type) -> str:
        """A type of the vocabulary in this language's terms."""

    @abstractmethod
    def defined_methods(self, text: str) -> set[str]:
        """Names of the methods the source defines (a textual scan: nothing is run)."""

    def defines(self, text: str, signature: Signature) -> bool:
        """Whether the source defines the method of this signature (a design problem: its class, by
        name, and every method of it)."""
        if signature.design is None:
            return self.method_name(signature) in _defined_methods(self, text)
        import re

        # A design class: its name declared (a class, struct, type, typedef or function, or assigned)
        # and one of its methods named. Not every method need be written in the class body: one may
        # be inherited (`class MyQueue(deque)`), assigned (`top = lambda self: ...`) or defined
        # outside it (C++'s `int MinStack::top()`); the build or the harness finds each one.
        name = re.escape(signature.name)
        declared = re.search(
            rf"\b(?:class|struct|type|interface|function)\s+{name}\b|\b{name}\s*=(?!=)|}}\s*{name}\s*;", text
        )
        return declared is not None and any(self._named_methods(text, signature))

    def names_every_method(self, text: str, signature: Signature) -> bool:
        """Whether the source names every method of the design class (384's reset and shuffle tell
        its class Solution from 519's, which has reset too)."""
        return signature.design is not None and all(self._named_methods(text, signature))

    def _named_methods(self, text: str, signature: Signature) -> Iterator[bool]:
        """For each method of the design class, whether the source names it (in the language's spelling)."""
        import re

        assert signature.design is not None
        for method in signature.design.methods:
            yield re.search(rf"\b{re.escape(self.design_method_name(method))}\b", text) is not None

    def environment_gaps(self) -> list[str]:
        """What this machine lacks of LeetCode's environment for the language, one line each with the fix."""
        return [f"{tool.purpose}, is missing: {tool.package}" for tool in self.recommended if tool.found() is None]

    def build_warnings(self) -> tuple[str, ...]:
        """What every report of this language says about how this machine's build differs from
        LeetCode's (C++ compiled by g++ where clang 19 is missing), else nothing."""
        return ()

    def rejection(self, source: str) -> tuple[int, str] | None:
        """(line, message) when LeetCode refuses the file at compile time for what the judge's own
        build would let through (a main of the user's, a package clause, a second struct Solution)."""
        return None

    @abstractmethod
    def missing_solution(self, text: str) -> str | None:
        """Why the source cannot be a LeetCode-style solution at all (no class Solution), else None."""

    @abstractmethod
    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        """A starter file: `about` and `usage` (lines of plain text) as a comment, then the empty method."""

    def signature_text(self, signature: Signature) -> str:
        """The method's declaration as LeetCode shows it in this language (for `judge show`)."""
        lines = self.starter(signature, [], []).splitlines()
        body = [line for line in lines if self.method_name(signature) in line]
        return body[0].strip().removesuffix("{").rstrip() if body else ""

    def setup_frame(self, signature: Signature, filename: str, result_bytes: int, **extra: Any) -> dict[str, Any]:
        """The setup frame every harness reads (the method to call, how to name the user's file, the
        answer's size limit, how boards travel packed (docs/protocol.md), which argument a void
        method answers with), with the language's own keys."""
        from judge.core.values import PACKED_MAX_SIZE

        links = signature.links
        frame = {
            "method": self.method_name(signature),
            "filename": filename,
            "result_limit": result_bytes,
            # How a list of boards may travel packed, or None: the harness sends answers as they are.
            "packed": (
                None
                if signature.packed_rows is None
                else {"mark": signature.packed_rows[0], "fill": signature.packed_rows[1], "max_size": PACKED_MAX_SIZE}
            ),
            "answer": signature.answer_index,
            # Which arguments and whether the answer are trees or linked lists ("TreeNode",
            # "ListNode[]", else None), or None when none is: the harness builds and walks them.
            "nodes": node_shapes(signature),
            # A design problem's class: each method's name in this language, its node shapes and
            # whether its result is null (void); None for a problem with one method.
            "design": self.design_frame(signature),
            # A driver's links (judge/core/signature.py): the last argument of each case is the links to
            # apply to the nodes built, and "place" says whether a returned node is reported by
            # where it stands ([argument, index]); None when the cases give the arguments as they are.
            "links": (
                None
                if links is None or links.driver in (*APIS, ROUND_TRIP, ITERATE)
                else {"place": links.answer is not None}
            ),
            # An API's driver (278's isBadVersion, 374's guess): the API's name, and the last argument
            # of each case is the value it answers from; None for every other problem.
            "api": links.driver if links is not None and links.driver in APIS else None,
            # A Codec's round trip (297, 535): the design's method that encodes the case's one argument,
            # the one that decodes the string back, and on how many objects (2: the second method on
            # an object of its own); None for every other problem.
            "round_trip": (
                {
                    "there": signature.design.methods[0].name,
                    "back": signature.design.methods[1].name,
                    "objects": round_trip_objects(signature.design),
                }
                if links is not None and links.driver == ROUND_TRIP and signature.design is not None
                else None
            ),
            # An iterator judged by one loop (341): the object is made from the case's arguments, then
            # next is called while hasNext is true, the design's methods by LeetCode's names; the
            # list of what next gave answers. None for every other problem.
            "iterate": (
                {"has_next": "hasNext", "next": "next"} if links is not None and links.driver == ITERATE else None
            ),
        }
        return {**frame, **extra}

    def cannot_judge(self, signature: Signature) -> str | None:
        """Why this language cannot judge (or start) a solution of this signature, else None."""
        if signature.design is not None and not self.judges_design:
            return (
                f"{signature.name} is a design problem (a class driven by calls), which the kit does not"
                f" judge in {self.title} yet: write it in Python"
            )
        if not self.judges_nary_trees and any(type_.scalar == "Node" for type_ in signature_types(signature)):
            return f"{signature.name} takes or gives an N-ary tree (Node), which {self.title} does not judge"
        if not self.judges_nested_integers and any(
            type_.scalar == NESTED_INTEGER for type_ in signature_types(signature)
        ):
            return f"{signature.name} takes or gives LeetCode's NestedInteger, which {self.title} does not judge yet"
        if not self.judges_iterators and any(type_.scalar == ITERATOR for type_ in signature_types(signature)):
            return f"{signature.name} is made from LeetCode's {ITERATOR}, which {self.title} does not run yet"
        unjudged = [kind for kind in driven_kinds(signature) if kind not in self.judges_driven_nodes]
        if unjudged:
            kind = unjudged[0]
            return (
                f"{signature.name} takes LeetCode's Node of its own ({kind}), which the kit does not run in"
                f" {self.title} yet"
            )
        if signature.links is not None and signature.links.driver not in self.judges_links:
            return (
                f"{signature.name} is judged by a driver of LeetCode's own ({signature.links.driver}), which the"
                f" kit does not run in {self.title} yet"
            )
        return None

    def design_method_name(self, method: Method) -> str:
        """A design class's method in this language's convention (LeetCode's camelCase by default)."""
        return method.name

    def design_frame(self, signature: Signature) -> dict[str, Any] | None:
        """The setup frame's "design": how the harness makes the object and calls each operation."""
        design = signature.design
        if design is None:
            return None
        return {
            "constructor": [node_shape(param.type) for param in design.constructor],
            "methods": {
                method.name: {
                    "call": self.design_method_name(method),
                    "params": [node_shape(param.type) for param in method.params],
                    "answer": node_shape(method.returns),
                    "void": method.returns.name == "void",
                }
                for method in design.methods
            },
        }

    def plan_build(self, source: str, filename: str, signature: Signature) -> BuildPlan | None:
        """The compile step, or None for a language run from its source."""
        return None

    def standalone(
        self, signature: Signature, source: str, case_input: dict[str, Any], about: list[str]
    ) -> Standalone | None:
        """One case as a program of its own, built and run with this language's tools (`judge export`:
        judge/languages/standalone.py says what it holds), or None when the language cannot write one."""
        return None

    def for_debugging(self) -> Language:
        """This language, building for a debugger (see `debugging`)."""
        import copy

        twin = copy.copy(self)
        twin.debugging = True
        return twin

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        """Where `judge debug` stops, as the debugger spells it (node inspect: a line of the source):
        the solution's method, or the design class's constructor and each of its methods."""
        return ()

    @abstractmethod
    def build(
        self,
        source: str,
        filename: str,
        signature: Signature,
        result_bytes: int,
        built: str | None = None,
        memory_mb: int = DEFAULT_MEMORY_MB,
    ) -> Program:
        """The program that loads the submission and answers cases over the protocol; `built` is the
        folder plan_build's compile produced (None when there is no compile step); memory_mb is the
        run's memory limit (for a runtime that sizes its heap itself: the JVM's -Xmx, V8's old space)."""

    def fallback_encodings(self) -> tuple[str, ...]:
        """Encodings tried, in order, for a file that is not UTF-8 and names none."""
        return ()

    def declared_encoding(self, head: bytes) -> str | None:
        """An encoding the file's first lines name, in this language's own way (Python's coding line)."""
        return None

    # --- toolchains ------------------------------------------------------------------------------

    def missing_toolchain(self) -> Toolchain | None:
        """The first program this language needs that is not on PATH, else None."""
        for toolchain in self.toolchains:
            if toolchain.found() is None:
                return toolchain
        return None

    def require_toolchain(self) -> None:
        """ToolchainMissing, naming the install command, when a program is missing."""
        missing = self.missing_toolchain()
        if missing is not None:
            raise ToolchainMissing(self, missing)

    def identity(self) -> str:
        """What changes when the toolchain does (an upgrade), without running it: for the caches of
        builds and calibrations. Empty for the judge's own Python (the machine's fingerprint has it)."""
        return ";".join(program_identity(tool.found() or tool.program) for tool in self.toolchains)

    def toolchain_version(self) -> str:
        """The first toolchain's version line (runs it: for `judge doctor` and benchmarks, not per judge)."""
        if not self.toolchains:  # the judge's own interpreter
            import sys

            return f"Python {sys.version.split()[0]}"
        toolchain = self.toolchains[0]
        path = toolchain.found()
        if path is None:
            return "not installed"
        return version_line(toolchain.program, path, toolchain.version_args)

    def judged_with(self) -> str:
        """The version line a report names: toolchain_version(), remembered per toolchain identity
        in the cache folder (`java -version` alone costs ~100 ms, and every judgement asks)."""
        if not self.toolchains:
            return self.toolchain_version()
        import json

        key = f"{self.name}:{self.identity()}"
        path = user_cache("toolchain-versions.json")
        try:
            with open(path, encoding="utf-8") as file:
                known = json.load(file)
        except (OSError, ValueError):
            known = {}
        if not isinstance(known, dict):
            known = {}
        if isinstance(known.get(key), str):
            return str(known[key])
        version = self.toolchain_version()
        if version == "not installed" or version.startswith("cannot run"):
            return version
        known[key] = version
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            temporary = f"{path}.{os.getpid()}"
            with open(temporary, "w", encoding="utf-8") as file:
                json.dump(known, file)
            os.replace(temporary, path)  # whole or not at all: judges running side by side share it
        except OSError:
            pass  # a read-only cache costs one version run per judgement, nothing else
        return version

    # --- compiler messages -----------------------------------------------------------------------

    def end_of_code_note(self, message: str) -> str:
        """What is added to a compiler's message about the generated code, which is then put on the
        user's last line: in C-like files it is nearly always a brace or ';' missing there."""
        return " (reported after the end of your code: is a closing brace or ';' missing?)"

    def generated_message(self, message: str, plan: BuildPlan) -> str | None:
        """What a compiler's message about the judge's generated code means for the user (the method
        or class it calls is missing), or None when it is about the end of the user's code."""
        return None

    def compile_error(self, output: str, plan: BuildPlan, filename: str) -> CompileError:
        """The compile_error object of a report from the compiler's output: the first error in the
        user's file (line, column, the line's text), and the messages that concern the user's file,
        naming it as the user does. A message in generated code is put on the user's last line: it
        is nearly always a brace or semicolon missing at the end of the user's code."""
        user_lines = plan.files[plan.user_file].splitlines()
        kept: list[str] = []
        first: CompileError | None = None
        for raw in output.splitlines():
            line = raw.replace("\t", "    ")
            match = self.diagnostic.match(line) if self.diagnostic is not None else None
            if match is not None:
                file = os.path.basename(match.group("file"))
                number = int(match.group("line"))
                column = int(match.group("col")) if match.groupdict().get("col") else None
                message = match.group("message").strip()
                if file != plan.user_file:
                    if file not in plan.generated:
                        continue  # a system header's note: about the compiler's code, not the user's
                    explained = self.generated_message(message, plan)
                    if explained is not None:
                        kept.append(f"{filename}: {explained}")
                        if first is None:
                            first = CompileError("error", explained)
                        continue
                    number, column = max(len(user_lines), 1), None
                    message += self.end_of_code_note(message)
                shown = f"{filename}:{number}:" + (f"{column}:" if column else "") + f" {message}"
                kept.append(shown)
                if first is None and _is_error(message):
                    text = user_lines[number - 1] if 0 < number <= len(user_lines) else None
                    first = CompileError("error", _strip_kind(message), number, column, text)
            elif kept and not _mentions_other_file(line, plan):
                kept.append(line)
        trimmed = _cap("\n".join(_drop_build_paths(kept, plan)))
        if first is None:
            first = CompileError("error", _first_line(output))
        first.type = f"{self.title} compile error"
        first.output = trimmed or _cap(output)
        first.message += self.version_gap(first.output)
        return first

    def version_gap(self, output: str) -> str:
        """A note for a compile error that comes from this machine's toolchain being older than
        LeetCode's (a builtin or library feature it lacks), naming the version to install; else ""."""
        return ""

    def toolchain_release(self) -> tuple[int, ...]:
        """This machine's toolchain version as numbers (e.g. (1, 19) for go1.19), () when unknown."""
        return release_numbers(self.toolchain_version())


def _is_error(message: str) -> bool:
    lowered = message.lower()
    return not lowered.startswith(("warning", "note", "help"))


def _strip_kind(message: str) -> str:
    import re  # compile errors only: `judge test` of a file that compiles never imports re here

    return re.sub(r"^(?:fatal )?error(?:\[\w+\])?:\s*", "", message)


def _first_line(output: str) -> str:
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    return lines[0][:500] if lines else "the compiler failed without a message"


def _mentions_other_file(line: str, plan: BuildPlan) -> bool:
    return any(name in line for name in plan.generated)


def _drop_build_paths(lines: list[str], plan: BuildPlan) -> list[str]:
    import re

    return [re.sub(r"(?:/build|\./)" + re.escape(plan.user_file), plan.user_file, line) for line in lines]


COMPILER_MESSAGE_CHARS = 8000


def _cap(text: str) -> str:
    return text if len(text) <= COMPILER_MESSAGE_CHARS else text[:COMPILER_MESSAGE_CHARS] + "\n... (cut)"


def version_line(program: str, path: str, args: tuple[str, ...] = ("--version",)) -> str:
    """The first line a program prints of its version (stdout, else stderr), or why there is none."""
    import subprocess

    try:
        done = subprocess.run([path, *args], capture_output=True, timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"cannot run {program}: {error}"
    text = (done.stdout or done.stderr).decode("utf-8", "replace").strip()
    return text.splitlines()[0] if text else "unknown version"


def release_numbers(version: str) -> tuple[int, ...]:
    """The first "major.minor" of a version line as numbers ("go1.19" -> (1, 19)), () when none."""
    import re

    found = re.search(r"(\d+)\.(\d+)", version)
    return (int(found.group(1)), int(found.group(2))) if found else ()


@functools.cache  # PATH does not change while the judge runs
def find_tool(program: str) -> str | None:
    """The real path of a program on PATH (links resolved: the sandbox shows real folders); shutil.which
    would cost every start a few ms of imports."""
    for folder in os.environ.get("PATH", os.defpath).split(os.pathsep):
        candidate = os.path.join(folder or ".", program)
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return os.path.realpath(candidate)
    return None


def npm_package_name(spec: str) -> str:
    """An npm install spec's package name: "kotlin-compiler@2.2.20" -> "kotlin-compiler" (a scope kept)."""
    at = spec.find("@", 1)  # a scoped name (@scope/name) starts with its own "@"
    return spec if at < 0 else spec[:at]


def npm_global_roots() -> tuple[str, ...]:
    """The folders `npm install -g` puts packages in, without running npm: under the prefix that
    npm_config_prefix names, and under the prefix of the node on PATH (/usr for a distribution's
    node, the version's folder for nvm's)."""
    prefixes = [os.environ.get(name, "") for name in ("npm_config_prefix", "NPM_CONFIG_PREFIX")]
    node = find_tool("node")
    if node is not None:
        prefixes.append(os.path.dirname(os.path.dirname(node)))
    roots: list[str] = []
    for prefix in prefixes:
        if prefix:
            root = os.path.join(prefix, "lib", "node_modules")
            if root not in roots:
                roots.append(root)
    return tuple(roots)


@functools.cache  # the packages do not move while the judge runs
def find_in_npm_package(package: str, path: str) -> str | None:
    """The real path of a file inside a globally installed npm package, else None."""
    for root in npm_global_roots():
        candidate = os.path.join(root, package, path)
        if os.path.isfile(candidate):
            return os.path.realpath(candidate)
    return None


@functools.cache  # a program does not change while the judge runs
def program_identity(path: str) -> str:
    """A program's path, size and modification time: changes when a package upgrade replaces it."""
    try:
        info = os.stat(path)
    except OSError:
        return path
    return f"{path}:{info.st_size}:{int(info.st_mtime)}"


def blank_comments(source: str) -> str:
    """The source with its // and /* */ comments turned into spaces, line breaks kept: a textual
    scan's view of a C-family file (`// int main()` is no main), with the lines still counted."""
    import re

    return re.sub(r"//[^\n]*|/\*.*?\*/", lambda found: re.sub(r"[^\n]", " ", found.group()), source, flags=re.DOTALL)


def line_at(text: str, position: int) -> int:
    """The 1-based line of a character position."""
    return text.count("\n", 0, position) + 1


def node_shape(type_: Type) -> str | None:
    """A node type as the setup frame names it: "TreeNode", "ListNode", "Node" (an N-ary tree),
    "TreeNode[]" (a list or an array of them alike); None for plain JSON."""
    if not type_.has_nodes:
        return None
    return type_.name if type_.is_node else type_.scalar + "[]"


def node_shapes(signature: Signature) -> dict[str, Any] | None:
    """The setup frame's "nodes": each parameter's node shape and the answer's, or None."""
    params = [node_shape(param.type) for param in signature.params]
    answer = node_shape(signature.answer_type)
    if answer is None and not any(params):
        return None
    return {"params": params, "answer": answer}


def signature_types(signature: Signature) -> list[Type]:
    """Every type a starter declares: the method's, or a design class's constructor's and methods'."""
    design = signature.design
    if design is None:
        return [signature.returns, *(param.type for param in signature.params)]
    methods = [(method.returns, *(param.type for param in method.params)) for method in design.methods]
    return [*(param.type for param in design.constructor), *(type_ for types in methods for type_ in types)]


# What LeetCode's templates of a Codec (297's and 449's, 535's) say above each of its methods, by its
# name, in every language that shows them (Kotlin's and Go's 297 word theirs otherwise).
CODEC_COMMENTS = {
    "serialize": "Encodes a tree to a single string.",
    "deserialize": "Decodes your encoded data to tree.",
    "encode": "Encodes a URL to a shortened URL.",
    "decode": "Decodes a shortened URL to its original URL.",
}


def guess_comment(declared: str) -> tuple[str, ...]:
    """LeetCode's comment above a starter of 374, the same in C, C++, Java, Go and Rust but for the
    line that declares guess (its tabs and the space after its opening as LeetCode writes them)."""
    return (
        "/** ",
        " * Forward declaration of guess API.",
        " * @param  num   your guess",
        " * @return \t     -1 if num is higher than the picked number",
        " *\t\t\t      1 if num is lower than the picked number",
        " *               otherwise return 0",
        f" * {declared}",
        " */",
    )


def driven_kinds(signature: Signature) -> list[str]:
    """LeetCode's other Node classes the signature uses (DRIVEN_NODES), sorted: none for most."""
    return sorted({type_.scalar for type_ in signature_types(signature)} & set(DRIVEN_NODES))


@functools.lru_cache(maxsize=2)
def _defined_methods(language: Language, text: str) -> frozenset[str]:
    """The methods a source defines, scanned once however many problems ask: choosing the problem
    a file solves asks of every problem (13 scans of the same text, 4M instructions of `judge test`)."""
    return frozenset(language.defined_methods(text))
