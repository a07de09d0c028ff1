"""Ruby, as LeetCode runs it: top-level methods, not a class (`def two_sum(nums, target) ... end`),
named in snake_case from the problem's words, with LeetCode's YARD comments in the starter; the
method is called afresh for each case in one process, so globals and constants keep their values
from one case to the next.

Nothing is compiled ahead: the program is ruby_harness.rb, run by this machine's ruby with its
gems disabled (LeetCode's problems need none, and rubygems costs ~45 ms of every start). It
compiles the user's text as it is, named as the user names the file (so syntax errors and
backtraces carry the user's own line numbers), runs it at the top level and answers cases over the
protocol. A SyntaxError is a Compile Error at the user's line, as a JavaScript one is; so is a file
that loads but defines no top-level method of LeetCode's name (a method named otherwise, as code
written outside LeetCode often has), naming the method it does define. A file that defines it inside
a class or module of its own (`class Solution ... def solve_n_queens(n)`) is a Runtime Error, the
NoMethodError LeetCode's call of the top-level method gets, at the method's line, saying how to make
it top-level.

LeetCode's Ruby is 3.2; Debian's is 3.1. Where they differ for a solution: 3.2 loads `Set` on
first use, and the harness registers the same autoload (and Enumerable#to_set) on 3.1; a NameError
for what only 3.2 has (Integer#ceildiv, Data) says so in its message.

Types, as LeetCode's templates name them in their YARD comments and as the harness passes them:

| type | YARD | at run time |
| --- | --- | --- |
| `int`, `long` | `Integer` | Integer (arbitrary precision) |
| `double` | `Float` | Float (an integral JSON number is turned into a Float: `3 / 2` would be 1) |
| `bool` | `Boolean` | true / false |
| `char` | `Character` | a String of one character |
| `string` | `String` | a String (UTF-8) |
| `T[]`, `list<T>` | `T[]` | Array |
| `T[][]`, `list<list<T>>` | `T[][]` | Array of Arrays |
| `void` | `Void`, "Do not return anything, modify board in-place instead." | the argument, after the call |
| `TreeNode` | `TreeNode` | a TreeNode (`val`, `left`, `right`) or nil |
| `ListNode` | `ListNode` | a ListNode (`val`, `next`) or nil |
| `list<TreeNode>`, `ListNode[]` | `TreeNode[]`, `ListNode[]` | an Array of them |

The node classes are LeetCode's, defined by the harness as top-level classes when the problem has
trees or linked lists (the starter shows them in LeetCode's comment; the file does not define them).

A design problem (LRU Cache, Min Stack) is a class of the file's own, as LeetCode's template
writes it: `initialize` and the methods in snake_case (`get_min`, `has_next`), each under its
=begin/=end types. The harness makes a new object per case with `new` and calls each operation's
public method on it.
"""

from __future__ import annotations

import functools
import os
import re

from judge.core.signature import Signature, Type
from judge.execution.program import DEFAULT_MEMORY_MB, CrashRule, Program
from judge.languages.base import Language, LeetCodeEnvironment, Toolchain, find_tool, signature_types

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.signature import Method, Param

HARNESS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ruby_harness.rb")

# Rubygems (and did_you_mean and error_highlight, which it loads) cost ~45 ms of a 50 ms start;
# RUBYOPT is ignored (the sandbox's environment is clean anyway). The harness loads did_you_mean
# itself when a NameError's message is shown, as Ruby with its gems would word it.
FLAGS = ("--disable=gems,did_you_mean,error_highlight,rubyopt",)
# For judge debug: gems enabled, as the debug gem is one, and its console started before the harness.
DEBUG_FLAGS = ("--disable=did_you_mean,error_highlight,rubyopt", "-rdebug/start")

# How ruby's dying words read (a process that ended without answering).
CRASH_RULES = (
    CrashRule(r"\[FATAL\] failed to allocate memory", "Memory Limit Exceeded", "Ruby could not allocate memory ({0})"),
    CrashRule(r"failed to allocate memory \(NoMemoryError\)", "Memory Limit Exceeded", "NoMemoryError"),
    CrashRule(r"\[BUG\] ([^\n]*)", "Runtime Error", "the Ruby interpreter crashed: {1}"),
)

# LeetCode's YARD names: a char is a `Character` (a one-character String at run time).
_TYPES = {
    "int": "Integer",
    "long": "Integer",
    "double": "Float",
    "bool": "Boolean",
    "char": "Character",
    "string": "String",
    "void": "Void",
    "TreeNode": "TreeNode",
    "ListNode": "ListNode",
}
# What the starter returns: an empty answer of the right type, so judging it as-is is a clean Wrong Answer.
_EMPTY = {
    "int": "0",
    "long": "0",
    "double": "0.0",
    "bool": "false",
    "char": '""',
    "string": '""',
    "TreeNode": "nil",
    "ListNode": "nil",
}
# LeetCode's comment above a starter that uses a node type: the class the harness provides.
NODE_COMMENTS = {
    "ListNode": (
        "# Definition for singly-linked list.",
        "# class ListNode",
        "#     attr_accessor :val, :next",
        "#     def initialize(val = 0, _next = nil)",
        "#         @val = val",
        "#         @next = _next",
        "#     end",
        "# end",
    ),
    "TreeNode": (
        "# Definition for a binary tree node.",
        "# class TreeNode",
        "#     attr_accessor :val, :left, :right",
        "#     def initialize(val = 0, left = nil, right = nil)",
        "#         @val = val",
        "#         @left = left",
        "#         @right = right",
        "#     end",
        "# end",
    ),
}

_METHOD = re.compile(r"^[ \t]*def[ \t]+(?:self\.)?([A-Za-z_]\w*[?!]?)", re.MULTILINE)
_DEFINE_METHOD = re.compile(r"\bdefine_method[ \t(]*:([A-Za-z_]\w*[?!]?)")


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "100 Ruby .rb"


class Ruby(Language):
    name = "ruby"
    title = "Ruby"
    leetcode = LeetCodeEnvironment(
        toolchain="Ruby 3.2",
        release=(3, 2),
        included="the core classes, and Set without a require; the algorithms gem (not available here)",
        declared="nothing: the file's methods are defined at the top level",
    )
    extensions = (".rb",)
    aliases = ("rb",)
    toolchains = (Toolchain("ruby", apt="ruby"),)
    # The debug gem, part of Ruby from 3.1 on: its console, started with the program (DEBUG_FLAGS).
    debugger = Toolchain("ruby", apt="ruby", purpose="judge debug's debugger (the debug gem of Ruby 3.1 and later)")

    judges_design = True

    def method_name(self, signature: Signature) -> str:
        """The method's name; a design problem's class as it is named (the setup's "method")."""
        return signature.name if signature.design is not None else signature.snake_name

    def design_method_name(self, method: Method) -> str:
        return "_".join(method.words)  # getMin: get_min, as LeetCode's Ruby design templates name it

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        if signature.design is None:
            return (f"Object#{signature.snake_name}",)  # a method defined at the top level
        calls = [f"{signature.name}#{self.design_method_name(method)}" for method in signature.design.methods]
        return (f"{signature.name}#initialize", *calls)

    def type_name(self, type_: Type) -> str:
        return f"{self.type_name(type_.item)}[]" if type_.item is not None else _TYPES[type_.name]

    def defined_methods(self, text: str) -> set[str]:
        return {*_METHOD.findall(text), *_DEFINE_METHOD.findall(text)}

    def missing_solution(self, text: str) -> str | None:
        if self.defined_methods(text):
            return None
        return "defines no method; a solution is LeetCode-style: a top-level `def method_name(...) ... end`"

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        types = signature_types(signature)
        definitions = [
            line
            for name, comment in NODE_COMMENTS.items()
            if any(type_.scalar == name for type_ in types)
            for line in comment
        ]
        return self._starter(signature, about, usage, definitions)

    def _starter(self, signature: Signature, about: list[str], usage: list[str], definitions: list[str]) -> str:
        notes = [*about, "", *usage] if about or usage else []
        if signature.design is not None:
            head = [f"# {line}".rstrip() for line in notes] + [""] if notes else []
            return "\n".join([*head, *definitions, *self._design_block(signature)])
        returns = f"# @return {{{self.type_name(signature.returns)}}}"
        if signature.in_place:
            returns += f" Do not return anything, modify {signature.answer} in-place instead."
        params = ", ".join(param.name for param in signature.params)
        # LeetCode's starter of a void method has an empty body (nil is returned, the board unchanged).
        body = [] if signature.in_place else [f"  {empty_value(signature.returns)}"]
        return "\n".join(
            [
                *([f"# {line}".rstrip() for line in notes] + [""] if notes else []),
                *definitions,
                *(f"# @param {{{self.type_name(param.type)}}} {param.name}" for param in signature.params),
                returns,
                f"def {self.method_name(signature)}({params})",
                *body,
                "end",
                "",
            ]
        )

    def _design_block(self, signature: Signature) -> list[str]:
        """LeetCode's design template: the class, each method under its =begin/=end types, and how
        the object is called. A method that returns a value returns an empty one (the starter runs:
        a Wrong Answer)."""
        design = signature.design
        assert design is not None

        def names(params: tuple[Param, ...]) -> str:
            return ", ".join(param.name for param in params)

        def types(params: tuple[Param, ...]) -> list[str]:
            return [f"    :type {param.name}: {self.type_name(param.type)}" for param in params]

        lines = [f"class {signature.name}", ""]
        if design.constructor:  # LeetCode's template types a constructor's parameters, if it has any
            lines += ["=begin", *types(design.constructor), "=end"]
        lines.append(f"    def initialize({names(design.constructor)})")
        lines += ["        ", "    end", "", ""]
        usage = [f"# obj = {signature.name}.new({names(design.constructor)})"]
        for number, method in enumerate(design.methods, 1):
            name = self.design_method_name(method)
            returned = method.returns
            body = "        " if returned.name == "void" else f"        {empty_value(returned)}"
            head = f"    def {name}({names(method.params)})" if method.params else f"    def {name}()"
            lines += ["=begin", *types(method.params), f"    :rtype: {self.type_name(returned)}", "=end", head]
            lines += [body, "    end", "", ""]
            call = f"obj.{name}({names(method.params)})"
            usage.append(f"# {call}" if returned.name == "void" else f"# param_{number} = {call}")
        return [
            *lines,
            "end",
            "",
            f"# Your {signature.name} object will be instantiated and called as such:",
            *usage,
            "",
        ]

    def signature_text(self, signature: Signature) -> str:
        """The YARD comments and the method's line: Ruby's types are only in the comments (the node
        classes' definitions left out). A design problem: its class, the calls' comment left out."""
        if signature.design is not None:
            text = self._starter(signature, [], [], [])
            return text[: text.index("\n# Your ")].rstrip("\n")
        lines = self._starter(signature, [], [], []).splitlines()
        end = next(index for index, line in enumerate(lines) if line.startswith("def "))
        return "\n".join(lines[: end + 1])

    def build(
        self,
        source: str,
        filename: str,
        signature: Signature,
        result_bytes: int,
        built: str | None = None,
        memory_mb: int = DEFAULT_MEMORY_MB,
    ) -> Program:
        setup = self.setup_frame(
            signature,
            filename,
            result_bytes,
            source=source,
            doubles=double_arguments(signature),
            design_doubles=design_doubles(signature),
        )
        ruby = find_tool("ruby") or "ruby"
        return Program(
            (ruby, *(DEBUG_FLAGS if self.debugging else FLAGS), HARNESS),
            setup,
            filename,
            files=(HARNESS,),
            visible=ruby_folders(),
            crash_rules=CRASH_RULES,
            gated=True,
        )


def empty_value(type_: Type) -> str:
    return "[]" if type_.item is not None else _EMPTY[type_.name]


def double_arguments(signature: Signature) -> list[list[int]]:
    """[position, depth] of each parameter of scalar type double: the harness makes its numbers Floats."""
    return [[index, param.type.depth] for index, param in enumerate(signature.params) if param.type.scalar == "double"]


def design_doubles(signature: Signature) -> dict[str, Any] | None:
    """A design class's double_arguments: for the constructor and for each method (by LeetCode's
    name), [position, depth] of each parameter of scalar type double; None for a plain method."""
    design = signature.design
    if design is None:
        return None

    def doubles(params: tuple[Param, ...]) -> list[list[int]]:
        return [[index, param.type.depth] for index, param in enumerate(params) if param.type.scalar == "double"]

    return {
        "constructor": doubles(design.constructor),
        "methods": {method.name: doubles(method.params) for method in design.methods},
    }


@functools.cache  # PATH does not change while the judge runs
def ruby_folders() -> tuple[str, ...]:
    """The folder ruby is installed in (its prefix: bin/ and lib/), which the sandbox must show even
    when it sits in a hidden folder (an rbenv or rvm install under /root or /home)."""
    ruby = find_tool("ruby")
    if ruby is None:
        return ()
    return (os.path.dirname(os.path.dirname(ruby)),)
