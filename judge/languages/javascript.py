"""JavaScript, as LeetCode runs it on Node.js: a function, not a class (`var findMinStep =
function(board, hand) {...};` or `function findMinStep(board, hand) {...}`), called afresh for each case in one
process, so globals keep their values from one case to the next.

Nothing is compiled: the program is javascript_harness.cjs run by node. It loads the user's text unchanged
as a script in the global scope (`vm.Script`, named as the user names the file, so stack traces
and syntax errors carry the user's own line numbers), finds the function, and answers cases over
the protocol. A SyntaxError at load is a compile error.

LeetCode's TreeNode and ListNode are globals the harness defines for a problem that has them (the
starter shows LeetCode's definition in a comment, as LeetCode's template does; a file that defines
its own replaces the global). The harness builds the arguments from their JSON and writes the
answer back (docs/protocol.md, "Trees and linked lists").

A design problem (LRU Cache, Min Stack) is a class: LeetCode's template writes it as a constructor
function with its methods on the prototype (`LRUCache.prototype.get = function(key) {...};`), and
a `class LRUCache { constructor(capacity) {...} get(key) {...} }` works as well. The harness makes
a new object per case with `new` and calls each operation's method on it, by LeetCode's name.

TypeScript (typescript.py) runs tsc's output through the same harness.
"""

from __future__ import annotations

import functools
import os
import re

from judge.core.signature import Signature, Type
from judge.execution.program import DEFAULT_MEMORY_MB, CrashRule, Program
from judge.languages.base import (
    Language,
    LeetCodeEnvironment,
    Toolchain,
    blank_comments,
    find_tool,
    line_at,
    signature_types,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.signature import Method, Param

HARNESS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "javascript_harness.cjs")

# V8's own limit on the JavaScript stack, in kB. The sandbox gives the main thread a 64 MB stack
# (RLIMIT_STACK, spawn.STACK_BYTES); V8 must stop recursion well inside it, as native code
# (JSON.stringify, Array.prototype.sort's comparator calls, regular expressions) runs below the
# last checked frame. Measured on node 20: up to 65300 kB gives a clean RangeError, 65536 kB
# crashes with SIGSEGV. 56000 kB keeps 8 MB of headroom and allows about 560,000 frames of a
# small recursive function (the default, 984 kB, allows about 10,000).
STACK_KB = 56000

# Node reads OpenSSL's configuration (/etc/ssl/openssl.cnf) at start and exits (status 13) when it
# cannot: the fallback sandbox's Landlock rules do not let it read that file. Nothing here uses it.
NODE_ENV = (("OPENSSL_CONF", "/dev/null"),)

# How node's dying words read (a process that ended without answering).
CRASH_RULES = (
    CrashRule(
        r"FATAL ERROR: [^\n]*?(JavaScript heap out of memory|process out of memory)",
        "Memory Limit Exceeded",
        "{1} (V8's heap reached its limit)",
    ),
    CrashRule(r"Fatal process out of memory[^\n]*", "Memory Limit Exceeded", "{0}"),
    CrashRule(
        r"Fatal JavaScript invalid size error",
        "Memory Limit Exceeded",
        "an array or string grew past V8's largest size (Fatal JavaScript invalid size error)",
    ),
    CrashRule(
        r"RangeError: Maximum call stack size exceeded", "Runtime Error", "RangeError: Maximum call stack size exceeded"
    ),
)

# LeetCode's JSDoc names: a char is a `character` (a one-character string at run time).
_TYPES = {
    "int": "number",
    "long": "number",
    "double": "number",
    "bool": "boolean",
    "char": "character",
    "string": "string",
    "void": "void",
    "TreeNode": "TreeNode",
    "ListNode": "ListNode",
}
# What the starter returns: an empty answer of the right type, so judging it as-is is a clean Wrong Answer.
_EMPTY = {
    "int": "0",
    "long": "0",
    "double": "0",
    "bool": "false",
    "char": '""',
    "string": '""',
    "TreeNode": "null",
    "ListNode": "null",
}
# LeetCode's comment above a starter that uses a node type: the class the harness provides.
NODE_COMMENTS = {
    "ListNode": (
        "Definition for singly-linked list.",
        "function ListNode(val, next) {",
        "    this.val = (val===undefined ? 0 : val)",
        "    this.next = (next===undefined ? null : next)",
        "}",
    ),
    "TreeNode": (
        "Definition for a binary tree node.",
        "function TreeNode(val, left, right) {",
        "    this.val = (val===undefined ? 0 : val)",
        "    this.left = (left===undefined ? null : left)",
        "    this.right = (right===undefined ? null : right)",
        "}",
    ),
}

# node's own debugger, `node inspect`: JavaScript's and TypeScript's for judge debug.
NODE_INSPECT = Toolchain("node", apt="nodejs", purpose="judge debug's debugger (node inspect)")

_NAME = r"[A-Za-z_$][\w$]*"
# `function f(` (async, generator, TypeScript generics), `var|let|const f = function / (...) => / x =>`
# (TypeScript: with a type annotation), and a plain top-level `f = function ...`.
DEFINITIONS = (
    re.compile(rf"^[ \t]*(?:export[ \t]+)?(?:async[ \t]+)?function\b[ \t]*\*?[ \t]*({_NAME})[ \t]*[(<]", re.MULTILINE),
    re.compile(
        rf"^[ \t]*(?:export[ \t]+)?(?:var|let|const)[ \t]+({_NAME})[ \t]*(?::[^\n]*?)?="
        rf"[ \t]*(?:async\b[ \t]*)?(?:function\b|\(|{_NAME}[ \t]*=>)",
        re.MULTILINE,
    ),
    re.compile(rf"^({_NAME})[ \t]*=[ \t]*(?:async\b[ \t]*)?(?:function\b|\(|{_NAME}[ \t]*=>)", re.MULTILINE),
)
_ANY_FUNCTION = re.compile(r"\bfunction\b|=>")
# A design class's methods: `Name.prototype.get = function` (or an arrow function), and a class
# body's `get(key) {` (TypeScript: with its modifiers, a return type) on a line of its own.
CLASS_METHODS = (
    re.compile(
        rf"^[ \t]*{_NAME}[ \t]*\.[ \t]*prototype[ \t]*\.[ \t]*({_NAME})[ \t]*="
        rf"[ \t]*(?:async\b[ \t]*)?(?:function\b|\(|{_NAME}[ \t]*=>)",
        re.MULTILINE,
    ),
    re.compile(
        r"^[ \t]+(?:(?:public|private|protected|static|async|override)[ \t]+)*\*?[ \t]*"
        rf"({_NAME})[ \t]*(?:<[^\n]*?>)?[ \t]*\([^\n]*\)[ \t]*(?::[^\n{{]*)?\{{",
        re.MULTILINE,
    ),
)
# What a class body's pattern takes for a method but is a statement.
_KEYWORDS = frozenset({"if", "for", "while", "switch", "catch", "function", "return", "with", "do", "else", "new"})


def defined_functions(text: str) -> set[str]:
    """Names of the functions a JavaScript or TypeScript source defines (a textual scan), with the
    methods of its classes (a design problem's)."""
    methods = {name for pattern in CLASS_METHODS for name in pattern.findall(text)} - _KEYWORDS
    return {name for pattern in DEFINITIONS for name in pattern.findall(text)} | methods


def comment_block(lines: list[str]) -> list[str]:
    """Lines of text as a /* ... */ comment (a `*/` inside cannot end it early)."""
    return ["/*", *(f" * {line}".rstrip().replace("*/", "* /") for line in lines), " */"]


def node_definitions(signature: Signature, comments: dict[str, tuple[str, ...]]) -> list[str]:
    """LeetCode's /** ... */ comment of each node class the signature uses (the harness provides
    the class: the file need not define it), in LeetCode's order, ListNode before TreeNode."""
    types = signature_types(signature)
    return [
        line
        for name, comment in comments.items()
        if any(type_.scalar == name for type_ in types)
        for line in ("/**", *(f" * {text}" for text in comment), " */")
    ]


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "50 JavaScript .js"


class JavaScript(Language):
    name = "javascript"
    title = "JavaScript"
    leetcode = LeetCodeEnvironment(
        toolchain="Node.js 20",
        release=(20,),
        included="lodash and datastructures-js (not available here)",
        declared="nothing: the file is loaded as a script",
    )
    extensions = (".js",)
    aliases = ("js", "node", "nodejs")
    toolchains = (Toolchain("node", apt="nodejs"),)
    debugger = NODE_INSPECT

    judges_design = True

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        return body_lines(signature, source)

    def method_name(self, signature: Signature) -> str:
        return signature.name

    def type_name(self, type_: Type) -> str:
        return f"{self.type_name(type_.item)}[]" if type_.item is not None else _TYPES[type_.name]

    def defined_methods(self, text: str) -> set[str]:
        return defined_functions(text)

    def missing_solution(self, text: str) -> str | None:
        if _ANY_FUNCTION.search(text):
            return None
        return "defines no function; a solution is LeetCode-style `var name = function(...) {...};`"

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        return self._starter(signature, about, usage, node_definitions(signature, NODE_COMMENTS))

    def _starter(self, signature: Signature, about: list[str], usage: list[str], definitions: list[str]) -> str:
        doc = [*about, "", *usage] if about or usage else []
        if signature.design is not None:
            return "\n".join(
                [*([*comment_block(doc), ""] if doc else []), *definitions, *self._design_block(signature)]
            )
        params = ", ".join(param.name for param in signature.params)
        returns = f" * @return {{{self.type_name(signature.returns)}}}"
        jsdoc = [
            "/**",
            *(f" * @param {{{self.type_name(param.type)}}} {param.name}" for param in signature.params),
            f"{returns} {in_place_note(signature)}" if signature.in_place else returns,
            " */",
        ]
        return "\n".join(
            [
                *([*comment_block(doc), ""] if doc else []),
                *definitions,
                *jsdoc,
                f"var {self.method_name(signature)} = function({params}) {{",
                starter_body(signature),
                "};",
                "",
            ]
        )

    def _design_block(self, signature: Signature) -> list[str]:
        """LeetCode's design template: the constructor function, each method on its prototype with
        its JSDoc, and how the object is called. A method that returns a value returns an empty one
        (the starter runs: a Wrong Answer)."""
        design = signature.design
        assert design is not None

        def jsdoc(params: tuple[Param, ...], returns: Type | None) -> list[str]:
            tail = [] if returns is None else [f" * @return {{{self.type_name(returns)}}}"]
            return [
                "/**",
                *(f" * @param {{{self.type_name(param.type)}}} {param.name}" for param in params),
                *tail,
                " */",
            ]

        lines = [
            *jsdoc(design.constructor, None),
            f"var {signature.name} = function({', '.join(param.name for param in design.constructor)}) {{",
            design_body(None, "    "),
            "};",
            "",
        ]
        for method in design.methods:
            lines += [
                *jsdoc(method.params, method.returns),
                f"{signature.name}.prototype.{method.name} = function({', '.join(p.name for p in method.params)}) {{",
                design_body(method, "    "),
                "};",
                "",
            ]
        usage = design_usage(signature, ",")
        return [*lines, "/**", *(f" * {line}" for line in usage), " */", ""]

    def signature_text(self, signature: Signature) -> str:
        """The JSDoc block and the function's line: JavaScript's types are only in the JSDoc (the
        node classes' definitions left out). A design problem: its template, the calls' comment left out."""
        if signature.design is not None:
            return design_declarations(self._starter(signature, [], [], []))
        return declaration(self._starter(signature, [], [], []), "var ")

    def build(
        self,
        source: str,
        filename: str,
        signature: Signature,
        result_bytes: int,
        built: str | None = None,
        memory_mb: int = DEFAULT_MEMORY_MB,
    ) -> Program:
        return node_program(self.setup_frame(signature, filename, result_bytes, source=source), memory_mb)


def design_body(method: Method | None, indent: str) -> str:
    """A design method's one line in a starter: an empty value returned, or (the constructor, a
    void method) LeetCode's empty line."""
    if method is None or method.returns.name == "void":
        return indent
    return f"{indent}return {empty_value(method.returns)};"


def design_usage(signature: Signature, comma: str) -> list[str]:
    """LeetCode's closing comment of a design template (JavaScript's and TypeScript's words)."""
    design = signature.design
    assert design is not None
    constructor = ", ".join(param.name for param in design.constructor)
    lines = [
        f"Your {signature.name} object will be instantiated and called as such:",
        f"var obj = new {signature.name}({constructor})",
    ]
    for number, method in enumerate(design.methods, 1):
        call = f"obj.{method.name}({comma.join(param.name for param in method.params)})"
        lines.append(call if method.returns.name == "void" else f"var param_{number} = {call}")
    return lines


def design_declarations(starter: str) -> str:
    """A design starter up to its closing comment of the calls: the class and its methods."""
    text = starter.rstrip("\n")
    end = text.rfind("/**")
    return text[:end].rstrip("\n") if end > 0 else text


def empty_value(type_: Type) -> str:
    return "[]" if type_.item is not None else _EMPTY[type_.name]


def declaration(starter: str, start: str) -> str:
    """A starter without its comment of the problem, up to the function's line (without its brace):
    the declaration with what LeetCode's template says above it."""
    lines = starter.splitlines()
    end = next(index for index, line in enumerate(lines) if line.startswith(start))
    return "\n".join([*lines[:end], lines[end].removesuffix("{").rstrip()])


def in_place_note(signature: Signature) -> str:
    """What LeetCode's templates say of a void method (JSDoc's @return, TypeScript's comment)."""
    return f"Do not return anything, modify {signature.answer} in-place instead."


def starter_body(signature: Signature) -> str:
    """The starter function's one line: an empty answer returned, or (void) nothing done yet."""
    return "" if signature.in_place else f"    return {empty_value(signature.returns)};"


def body_lines(signature: Signature, text: str) -> tuple[str, ...]:
    """Where node inspect stops in a solution: the line after each definition of the method (or of
    a design class's constructor and methods), where its body starts as LeetCode's template writes
    it (V8 moves a breakpoint on a blank line on to the next statement)."""
    wanted = {signature.name} if signature.design is None else {signature.name, "constructor"}
    wanted |= {method.name for method in signature.design.methods} if signature.design is not None else set()
    code = blank_comments(text)
    found = {
        line_at(code, match.start()) + 1
        for pattern in (*DEFINITIONS, *(CLASS_METHODS if signature.design is not None else ()))
        for match in pattern.finditer(code)
        if match.group(1) in wanted
    }
    return tuple(str(line) for line in sorted(found))


def node_program(setup: dict[str, Any], memory_mb: int) -> Program:
    """The harness run by node on a setup frame that also carries the (JavaScript) source.

    V8's heap (its old space) is limited to the run's memory limit: a submission that fills it dies
    with "JavaScript heap out of memory" (Memory Limit Exceeded); the supervisor watches resident
    memory as well (node itself holds about 40 MB), so whichever limit is reached first ends the run.
    """
    node = find_tool("node") or "node"
    command = (node, f"--max-old-space-size={max(memory_mb, 16)}", f"--stack-size={STACK_KB}", HARNESS)
    return Program(
        command,
        setup,
        str(setup["filename"]),
        files=(HARNESS,),
        visible=node_folders(),
        limit_address_space=False,  # V8 reserves far more address space than it uses
        env=NODE_ENV,
        crash_rules=CRASH_RULES,
        gated=True,
    )


@functools.cache  # PATH does not change while the judge runs
def node_folders() -> tuple[str, ...]:
    """The folder node is installed in (its prefix: bin/ and lib/), which the sandbox must show even
    when it sits in a hidden folder (an nvm install under /root or /home)."""
    node = find_tool("node")
    if node is None:
        return ()
    return (os.path.dirname(os.path.dirname(node)),)
