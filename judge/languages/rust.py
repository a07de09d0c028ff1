"""Rust, as LeetCode runs it: associated functions of `struct Solution` (`impl Solution { pub fn
find_min_step(board: String, hand: String) -> i32 { ... } }`), snake_case names; LeetCode declares
`struct Solution;`. Parameters are taken by value, as LeetCode declares them, except a void method's
in-place answer (`pub fn solve_sudoku(board: &mut Vec<Vec<char>>)`): the generated call lends it
and sends it back as the case's answer. A char travels as a one-character string both ways.

The build folder holds the user's text as solution.rs, unchanged; the generated main.rs includes
it (`include!` keeps the user's file name and lines in every message and panic location) inside a
module, then declares `struct Solution;` (as LeetCode does: a file that declares its own is a
Compile Error, E0428, as there; not for a design class named Solution, LeetCode's random problems'
`struct Solution { ... }` with `fn new`, which is the file's), and the harness as a module
nested in the user's (so it reaches a private `Solution`): rust_harness/harness.rs, plain std,
plus the call generated from the signature. A user's own `fn main` is then no clash. Compiled
with `rustc -O --edition 2021`, as LeetCode builds optimised (integer overflow wraps).

A problem with LeetCode's TreeNode or ListNode gets LeetCode's structs, word for word, at the
crate's root, each imported into the user's module when the problem has it (their private `new`
is then the user's to call, and an `impl ListNode` of the file's own is allowed); the file brings
its own `use std::rc::Rc;`, as LeetCode's starter does. rust_harness/nodes.rs reads and writes them
without recursion and frees the answer in a loop, or leaks it when it cannot be written (a list
with a cycle, which `unsafe` code can make: freeing it would free a node twice).

A problem of a driver of LeetCode's own with two nodes of a tree (235, 236) reads the case's links
after the arguments: the generated case counts each tree argument's nodes in level order as built
(rust_harness/nodes.rs), makes p and q those nodes, and answers the returned node by where it
stands (Rc::ptr_eq) (docs/protocol.md, "Links"). The drivers of lists (141, 142, 160, 237) have no
Rust on LeetCode, whose Option<Box<ListNode>> can neither share a node, link back, nor lend the
method a node of a list the driver keeps: refused in one line.

The problems whose method calls an API of LeetCode's (278's isBadVersion, 374's guess) take the
case's last argument as the API's value (rust_harness/harness.rs's api_value); main.rs defines the
API next to the user's code as LeetCode's templates call it: `self.isBadVersion(v)` on `&self`
(`impl Solution`, which 278's method is on), `guess(num)` an `unsafe fn` (374's method is one too,
and keeps its camelCase name, guessNumber).

A Codec's round trip (297, 535) reads the case's one value: the generated case makes a Codec with
`new` that encodes it and another that decodes the String it made (typed: a method that returns
anything else does not compile, as on LeetCode), and answers with what comes back. Its starter is
LeetCode's Rust template of a Codec, which LeetCode wrote by hand (_round_trip_block).

LeetCode's NestedInteger (341, 385) is its enum, word for word (`Int(i32)`, `List(Vec<NestedInteger>)`,
deriving Debug, PartialEq and Eq, no Clone), declared at the crate's root with the node types;
rust_harness/nodes.rs builds it from its JSON, writes it and frees it in loops (385 nests 25,000
deep). 341's iterator is judged as LeetCode's driver runs it: made by `new` from the case's list,
then next called while has_next is true (_iterate_case); its starter takes next on `&mut self`, as
LeetCode's does.

LeetCode's N-ary tree (Node) has no Rust: LeetCode offers no Rust for those problems, and the kit
refuses them in one line that says so (cannot_judge). So are the problems of LeetCode's other Node
classes (138, 133, 116, 117 and 430: random pointers, a graph, next pointers, a multilevel list), and
284, whose class is made from LeetCode's Iterator: none has Rust on LeetCode either.

The toolchain: `rustc` on PATH is often rustup's proxy under /root or /home, which the sandbox
hides and the unprivileged user cannot read. The real toolchain's folder (its sysroot) is asked of
the proxy once and remembered in the user's cache folder; the compiler is then run directly from
it, with the folder shown in the sandbox. A distribution's rustc (Debian's /usr/bin/rustc) is run
as it is.
"""

from __future__ import annotations

import functools
import json
import os
import re

from judge.core.cache import user_cache
from judge.core.signature import (
    APIS,
    BAD_VERSION,
    DELETED_NODE,
    GUESS,
    ITERATE,
    ITERATOR,
    NARY_TREE,
    ROUND_TRIP,
    TREE_NODES,
    Signature,
    Type,
    round_trip_objects,
)
from judge.errors import UsageError
from judge.execution.program import DEFAULT_MEMORY_MB, CrashRule, Program
from judge.languages.base import (
    CODEC_COMMENTS,
    BuildPlan,
    Language,
    LeetCodeEnvironment,
    Toolchain,
    blank_comments,
    driven_kinds,
    find_tool,
    guess_comment,
    line_at,
    signature_types,
    version_line,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.compile_error import CompileError
    from judge.core.signature import Method, Param
    from judge.languages.standalone import Standalone

HARNESS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "rust_harness", "harness.rs")
NODES = os.path.join(os.path.dirname(HARNESS), "nodes.rs")
USER_FILE = "solution.rs"
MAIN_FILE = "main.rs"
HARNESS_FILE = "harness.rs"
NODES_FILE = "nodes.rs"
PROGRAM = "program"
# One codegen unit: as fast for a file this size, and one LLVM thread of the sandbox's capped count.
# std's debug information stripped: 0.5 MB instead of 4 MB in the build cache (panic locations stay).
FLAGS = (
    "--edition",
    "2021",
    "-O",
    "-C",
    "codegen-units=1",
    "-C",
    "strip=debuginfo",
    "--error-format=short",
    "--color",
    "never",
)
# For a debugger: every name and line of the user's code, unoptimised.
DEBUG_FLAGS = (
    "--edition",
    "2021",
    "-C",
    "opt-level=0",
    "-C",
    "debuginfo=2",
    "--error-format=short",
    "--color",
    "never",
)

_SCALARS = {
    "int": "i32",
    "long": "i64",
    "bool": "bool",
    "double": "f64",
    "char": "char",
    "string": "String",
    "TreeNode": "Option<Rc<RefCell<TreeNode>>>",
    "ListNode": "Option<Box<ListNode>>",
    "NestedInteger": "NestedInteger",
}
# The node types as the generated code names them, by full path (the user's file brings its own
# `use std::rc::Rc;`, as LeetCode's starter has it).
_GENERATED = {
    "TreeNode": "Option<std::rc::Rc<std::cell::RefCell<crate::TreeNode>>>",
    "ListNode": "Option<Box<crate::ListNode>>",
    "NestedInteger": "crate::NestedInteger",
}
_EMPTY = {
    "int": "0",
    "long": "0",
    "bool": "false",
    "double": "0.0",
    "char": "' '",
    "string": "String::new()",
    "TreeNode": "None",
    "ListNode": "None",
    "NestedInteger": "NestedInteger::List(vec![])",
}
# LeetCode's definitions of its node types, word for word: main.rs declares them at the crate's
# root (the user's module imports those its problem uses), and the starter shows them in a comment.
NODE_DEFINITIONS = {
    "ListNode": (
        "// Definition for singly-linked list.",
        "#[derive(PartialEq, Eq, Clone, Debug)]",
        "pub struct ListNode {",
        "  pub val: i32,",
        "  pub next: Option<Box<ListNode>>",
        "}",
        "",
        "impl ListNode {",
        "  #[inline]",
        "  fn new(val: i32) -> Self {",
        "    ListNode {",
        "      next: None,",
        "      val",
        "    }",
        "  }",
        "}",
    ),
    "TreeNode": (
        "// Definition for a binary tree node.",
        "#[derive(Debug, PartialEq, Eq)]",
        "pub struct TreeNode {",
        "  pub val: i32,",
        "  pub left: Option<Rc<RefCell<TreeNode>>>,",
        "  pub right: Option<Rc<RefCell<TreeNode>>>,",
        "}",
        "",
        "impl TreeNode {",
        "  #[inline]",
        "  pub fn new(val: i32) -> Self {",
        "    TreeNode {",
        "      val,",
        "      left: None,",
        "      right: None",
        "    }",
        "  }",
        "}",
    ),
    # LeetCode's enum, which derives no Clone: `.clone()` of one does not compile, as there. The first
    # line is the kit's own words.
    "NestedInteger": (
        "// The judge declares NestedInteger (an integer, or a list of NestedIntegers): do not declare it.",
        "#[derive(Debug, PartialEq, Eq)]",
        "pub enum NestedInteger {",
        "  Int(i32),",
        "  List(Vec<NestedInteger>)",
        "}",
    ),
}
# The API of LeetCode's driver of 278 and 374 as its starter declares it, word for word (tabs and all),
# above `impl Solution`.
API_COMMENTS = {
    BAD_VERSION: (
        "// The API isBadVersion is defined for you.",
        "// isBadVersion(version:i32)-> bool;",
        "// to call it use self.isBadVersion(version)",
    ),
    GUESS: guess_comment("unsafe fn guess(num: i32) -> i32 {}"),
}
# The API itself, in the user's module after the file, answering from the case's value the method is
# not given (rust_harness/harness.rs's api_value). Never inlined: LeetCode's API is code the solution
# cannot see into (374's is `unsafe`, foreign), so the optimiser cannot fold a linear scan of n =
# 2^31-1 into its answer, and that scan exceeds the time limit as it does there.
_API_DEFINITIONS = {
    BAD_VERSION: (
        "impl Solution {",
        "    #[inline(never)]",
        "    fn isBadVersion(&self, version: i32) -> bool {",
        "        version >= __judge::api_value()",
        "    }",
        "}",
    ),
    GUESS: (
        "#[inline(never)]",
        "unsafe fn guess(num: i32) -> i32 {",
        "    let pick = __judge::api_value();",
        "    if num > pick { -1 } else if num < pick { 1 } else { 0 }",
        "}",
    ),
}
# What LeetCode's Rust template of 535 has that its metaData does not: a comment above each method,
# and the parameters spelt longURL and shortURL.
_CODEC_COMMENTS = {name: CODEC_COMMENTS[name] for name in ("encode", "decode")}
_CODEC_NAMES = {"longUrl": "longURL", "shortUrl": "shortURL"}
# What LeetCode's starter of a tree problem imports, after the comment: the user's file, not the
# environment, brings them.
TREE_IMPORTS = ("use std::rc::Rc;", "use std::cell::RefCell;")
# rustc on a file that lost those imports.
_MISSING_IMPORT = re.compile(r"(?:cannot find type|use of undeclared type) `(Rc|RefCell)`")
_FUNCTION = re.compile(
    r"^[ \t]*(?:pub(?:\s*\([^)]*\))?\s+)?(?:const\s+)?(?:unsafe\s+)?fn\s+([A-Za-z_]\w*)", re.MULTILINE
)
_IMPL_SOLUTION = re.compile(r"\bimpl\s+Solution\b")
_IMPL = re.compile(r"\bimpl\b")
# What makes a design problem's object (LeetCode's Rust template: `fn new(capacity: i32) -> Self`).
CONSTRUCTOR = "new"
# The methods of an iterator judged by one loop (341), by LeetCode's names (Rust's: has_next, next).
ITERATED_HAS_NEXT, ITERATED_NEXT = "hasNext", "next"
# The mark main.rs puts after a design call (`/* fn get */`): a message about that line is about the
# user's declaration of the method.
_CALL_MARK = re.compile(r"/\* fn (\w+) \*/")
_STRUCT_SOLUTION = re.compile(r"\b(?:struct|enum|type|union)\s+Solution\b")

# Rust 1.73+ prints `thread 'main' (2) panicked at solution.rs:3:5:\nmessage`, older ones
# `thread 'main' panicked at 'message', solution.rs:3:5`; newer ones add the thread's number.
_THREAD = r"thread '([^'\n]*)'(?: \(\d+\))?"
CRASH_RULES = (
    CrashRule(
        r"memory allocation of (\d+) bytes failed",
        "Memory Limit Exceeded",
        "memory allocation of {1} bytes failed",
    ),
    CrashRule(
        _THREAD + r" has overflowed its stack",
        "Runtime Error",
        "stack overflow (thread '{1}' has overflowed its stack: is the recursion infinite or too deep?)",
    ),
    # A panic in a thread of the user's that ended the process (the harness catches those of the
    # function it calls; a panic while panicking aborts).
    CrashRule(
        _THREAD + r" panicked at (?:[^\n]*/)?solution\.rs:(\d+):\d+:\n([^\n]*)",
        "Runtime Error",
        "panic in thread '{1}': {3} (line {2})",
    ),
    CrashRule(
        _THREAD + r" panicked at '([^\n]*)', (?:[^\n]*/)?solution\.rs:(\d+)",
        "Runtime Error",
        "panic in thread '{1}': {2} (line {3})",
    ),
    CrashRule(_THREAD + r" panicked at ([^\n]*)", "Runtime Error", "panic in thread '{1}' at {2}"),
    CrashRule(r"fatal runtime error: ([^\n]*)", "Runtime Error", "fatal runtime error: {1}"),
)


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "80 Rust .rs"


class Rust(Language):
    name = "rust"
    judges_design = True
    judges_nested_integers = True
    # Trees, the APIs, a Codec's round trip and 341's iterator: LeetCode offers no Rust for 141, 142
    # and 160, whose lists share nodes or link back, nor for 237, whose node is one of a list the
    # driver keeps.
    judges_links = frozenset((TREE_NODES, *APIS, ROUND_TRIP, ITERATE))
    title = "Rust"
    leetcode = LeetCodeEnvironment(
        toolchain="Rust 1.79",
        release=(1, 79),
        standard="edition 2021",
        included="the rand and regex crates (not available here)",
        declared=(
            "struct Solution (a second one is error E0428; a design class named Solution is the file's own),"
            " and TreeNode and ListNode where the problem has"
            " them (the file imports Rc and RefCell itself)"
        ),
    )
    extensions = (".rs",)
    aliases = ("rs",)
    toolchains = (Toolchain("rustc", apt="rustc"),)
    # rustup's gdb wrapper (Debian's rust-gdb package for Debian's rustc): Rust's values printed as Rust.
    debugger = Toolchain("rust-gdb", apt="rust-gdb", purpose="judge debug's debugger")
    # --error-format=short: `solution.rs:12:5: error[E0425]: cannot find value `x` in this scope`.
    diagnostic = re.compile(r"^(?P<file>[^\s:]*\.rs):(?P<line>\d+):(?P<col>\d+):\s*(?P<message>.*)$")

    def cannot_judge(self, signature: Signature) -> str | None:
        # judges_nary_trees stays False: there is no LeetCode Rust declaration of Node to follow.
        if any(type_.scalar == NARY_TREE for type_ in signature_types(signature)):
            return (
                f"{signature.name} takes or gives an N-ary tree (Node): LeetCode offers no Rust for N-ary"
                " tree problems, so neither does the kit (write it in another language)"
            )
        if any(type_.scalar == ITERATOR for type_ in signature_types(signature)):
            # judges_iterators stays False: LeetCode has no Rust template of 284 and its Iterator.
            return (
                f"{signature.name} is made from LeetCode's {ITERATOR}, and LeetCode offers no Rust for that"
                " problem, so neither does the kit (write it in another language)"
            )
        driven = driven_kinds(signature)
        if driven:
            # judges_driven_nodes stays empty: LeetCode has no Rust template of these Node classes.
            return (
                f"{signature.name} takes LeetCode's Node of its own ({driven[0]}), and LeetCode offers no Rust for"
                " that problem, so neither does the kit (write it in another language)"
            )
        links = signature.links
        if links is not None and links.driver not in self.judges_links:
            # Option<Box<ListNode>> can neither share a node, link back to one, nor lend one of a
            # list its driver still owns.
            why = (
                "a Box list cannot lend the method a node of a list the driver keeps"
                if links.driver == DELETED_NODE
                else "a Box list cannot share its nodes or link back"
            )
            return (
                f"{signature.name} is judged by a driver of LeetCode's own ({links.driver}), and LeetCode offers no"
                f" Rust for that problem: {why}, so neither does the kit (write it in another language)"
            )
        return super().cannot_judge(signature)

    def method_name(self, signature: Signature) -> str:
        # 374's template keeps LeetCode's camelCase (`unsafe fn guessNumber`), as no other does.
        return signature.name if _api(signature) == GUESS else signature.snake_name

    def type_name(self, type_: Type) -> str:
        return f"Vec<{self.type_name(type_.item)}>" if type_.item is not None else _SCALARS[type_.name]

    def generated_type_name(self, type_: Type) -> str:
        """The type as the generated code names it: node types by full path."""
        if type_.item is not None:
            return f"Vec<{self.generated_type_name(type_.item)}>"
        return _GENERATED.get(type_.name) or _SCALARS[type_.name]

    def defined_methods(self, text: str) -> set[str]:
        return set(_FUNCTION.findall(text)) - {"main"}

    def design_method_name(self, method: Method) -> str:
        """snake_case, as LeetCode's Rust design template names them (`get_min`, `has_next`)."""
        return "_".join(method.words)

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        # The user's file is a module of the crate main.rs makes: main::__judge_user (main_source).
        owner = f"main::__judge_user::{'Solution' if signature.design is None else signature.name}"
        if signature.design is None:
            return (f"{owner}::{self.method_name(signature)}",)
        return (
            f"{owner}::new",
            *(f"{owner}::{self.design_method_name(method)}" for method in signature.design.methods),
        )

    def defines(self, text: str, signature: Signature) -> bool:
        """A design problem's file: an `impl` of the class with `new` and every method; any other
        problem's: the method, unless the file's functions are all another type's (297's Codec has a
        `deserialize` too, 385's is Solution's): it has an `impl`, but none of Solution."""
        if signature.design is None:
            code = blank_comments(text)
            if _IMPL_SOLUTION.search(code) is None and _IMPL.search(code) is not None:
                return False
            return super().defines(text, signature)
        has_impl = re.search(rf"\bimpl\s+{re.escape(signature.name)}\b", blank_comments(text)) is not None
        return has_impl and CONSTRUCTOR in self.defined_methods(text) and super().defines(text, signature)

    def signature_text(self, signature: Signature) -> str:
        """A design problem's: the struct and its impl's declarations, one a line."""
        if signature.design is None:
            return super().signature_text(signature)
        lines = [line for line in self._design_block(signature) if line.lstrip().startswith(("struct ", "fn "))]
        return "\n".join(line.removesuffix("{").rstrip() for line in lines)

    # No rejection() of a `struct Solution` of the file's own: a design class named Solution (382,
    # 384, 519, 528) is the file's to declare. rustc's E0428, where main.rs declares LeetCode's
    # (every other problem), is read by compile_error (_own_solution).

    def missing_solution(self, text: str) -> str | None:
        if _IMPL_SOLUTION.search(blank_comments(text)):
            return None
        return (
            "has no `impl Solution`; a Rust solution is LeetCode's"
            " `impl Solution { pub fn find_min_step(board: String, hand: String) -> i32 { ... } }`"
        )

    def parameter_type(self, signature: Signature, index: int) -> str:
        """A parameter's declared type: by value, as LeetCode declares them, except a void method's
        in-place answer, which it takes as `&mut` (`board: &mut Vec<Vec<char>>`)."""
        declared = self.type_name(signature.params[index].type)
        return f"&mut {declared}" if index == signature.answer_index else declared

    def declaration(self, signature: Signature) -> str:
        params = ", ".join(
            f"{parameter_name(param.name)}: {self.parameter_type(signature, index)}"
            for index, param in enumerate(signature.params)
        )
        api = _api(signature)
        # LeetCode's templates of the APIs' problems: 278's method is on `&self` (the API is a method
        # of Solution), 374's an `unsafe fn` (its API is one), not `pub`.
        if api == BAD_VERSION:
            params = f"&self, {params}" if params else "&self"
        head = f"{'unsafe' if api == GUESS else 'pub'} fn {self.method_name(signature)}({params})"
        return head if signature.in_place else f"{head} -> {self.type_name(signature.returns)}"

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        notes = [*about, "", *usage] if about or usage else []
        comment = [f"// {line}".rstrip() for line in notes]
        if signature.design is not None:
            body = [*self._design_block(signature), ""]
        else:
            # LeetCode's starter of a void method has an empty body (which compiles).
            inner = "" if signature.in_place else f"        {empty_value(signature.returns)}"
            body = ["impl Solution {", f"    {self.declaration(signature)} {{", inner, "    }", "}", ""]
        # LeetCode's definitions of the node types the problem uses, in a comment, and the imports
        # its tree starters have.
        used = node_types(signature)
        nodes = [
            ("// " + line if line and not line.startswith("//") else line or "//")
            for name in NODE_DEFINITIONS
            if name in used
            for line in NODE_DEFINITIONS[name]
        ]
        imports = list(TREE_IMPORTS) if "TreeNode" in used else []
        api = _api(signature)
        declared = [*API_COMMENTS[api], ""] if api is not None else []
        return "\n".join([*comment, *([""] if comment else []), *nodes, *imports, *declared, *body])

    def _design_block(self, signature: Signature) -> list[str]:
        """LeetCode's Rust design template: the struct, its impl (`new` and a method per call, on
        `&self`, which a solution may change to `&mut self`) and the comment that shows the calls;
        each body gives a zero value, so that the starter compiles."""
        design = signature.design
        assert design is not None
        if _round_trip(signature):
            return self._round_trip_block(signature)
        name = signature.name

        def typed(params: tuple[Param, ...]) -> list[str]:
            return [f"{parameter_name(param.name)}: {self.type_name(param.type)}" for param in params]

        def names(params: tuple[Param, ...]) -> str:
            return ", ".join(parameter_name(param.name) for param in params)

        iterated = _iterated(signature)
        # 341's template opens its comment with "/** " (a space after it) and takes next on `&mut self`.
        lines = [f"struct {name} {{", "", "}", "", "", "/** " if iterated else "/**"]
        lines += [" * `&self` means the method takes an immutable reference."]
        lines += [" * If you need a mutable reference, change it to `&mut self` instead.", " */", f"impl {name} {{", ""]
        lines += [
            f"    fn {CONSTRUCTOR}({', '.join(typed(design.constructor))}) -> Self {{",
            "        Self {}",
            "    }",
        ]
        usage = [f" * let obj = {name}::{CONSTRUCTOR}({names(design.constructor)});"]
        for number, method in enumerate(design.methods, 1):
            receiver = "&mut self" if iterated and method.name == ITERATED_NEXT else "&self"
            head = f"    fn {self.design_method_name(method)}({', '.join([receiver, *typed(method.params)])})"
            call = f"obj.{self.design_method_name(method)}({names(method.params)});"
            if method.returns.name == "void":
                lines += ["    ", head + " {", "        ", "    }"]
                usage.append(f" * {call}")
            else:
                returned = self.type_name(method.returns)
                lines += ["    ", f"{head} -> {returned} {{", f"        {empty_value(method.returns)}", "    }"]
                usage.append(f" * let ret_{number}: {returned} = {call}")
        lines += ["}", "", "/**", f" * Your {name} object will be instantiated and called as such:", *usage, " */"]
        return lines

    def _round_trip_block(self, signature: Signature) -> list[str]:
        """LeetCode's Rust template of a Codec (297, 535), written by hand rather than generated as
        its design templates are: a tab on the struct's empty line and between the methods, 535's
        comment above each method and its parameters spelt longURL and shortURL, and a comment that
        calls both methods on one `obj`. Each body gives a zero value, so that the starter compiles."""
        design = signature.design
        assert design is not None
        name = signature.name
        lines = [f"struct {name} {{", "\t", "}", "", "/** "]
        lines += [" * `&self` means the method takes an immutable reference."]
        lines += [" * If you need a mutable reference, change it to `&mut self` instead.", " */", f"impl {name} {{"]
        lines += [f"    fn {CONSTRUCTOR}() -> Self {{", "        Self {}", "    }"]
        for index, method in enumerate(design.methods):
            param = method.params[0]
            comment = _CODEC_COMMENTS.get(method.name)
            spelt = _CODEC_NAMES.get(param.name, parameter_name(param.name))
            head = f"    fn {self.design_method_name(method)}(&self, {spelt}: {self.type_name(param.type)})"
            # 297's first method follows an empty line, every other one a tab.
            lines += ["\t" if index or comment else "", *([f"    // {comment}"] if comment else [])]
            returned = self.type_name(method.returns)
            lines += [f"{head} -> {returned} {{", f"        {empty_value(method.returns)}", "    }"]
        there, back = design.methods
        # The string as deserialize's parameter names it (297's data), else s (535's).
        text = back.params[0].name if back.params[0].name.islower() else "s"
        lines += ["}", "", "/**", f" * Your {name} object will be instantiated and called as such:"]
        lines += [
            f" * let obj = {name}::{CONSTRUCTOR}();",
            f" * let {text}: String = obj.{self.design_method_name(there)}(strs);",
            f" * let ans: {self.type_name(back.returns)} = obj.{self.design_method_name(back)}({text});",
            " */",
        ]
        return lines

    def toolchain_version(self) -> str:
        """The real compiler's version (rustup's proxy, asked for its own, would name rustup's)."""
        if self.missing_toolchain() is not None:
            return "not installed"
        try:
            rustc = rust_toolchain().rustc
        except UsageError as error:
            return f"cannot run rustc: {error}"
        return version_line("rustc", rustc)

    # --- build -----------------------------------------------------------------------------------

    def plan_build(self, source: str, filename: str, signature: Signature) -> BuildPlan:
        found = rust_toolchain()
        files = {USER_FILE: user_file(source), MAIN_FILE: main_source(source, signature), HARNESS_FILE: harness_text()}
        if node_types(signature):
            files[NODES_FILE] = nodes_text()
        return BuildPlan(
            files=files,
            command=(found.rustc, *(DEBUG_FLAGS if self.debugging else FLAGS), "-o", PROGRAM, MAIN_FILE),
            user_file=USER_FILE,
            visible=(found.sysroot,),
            identity=found.identity(),
            generated=tuple(name for name in files if name != USER_FILE),
        )

    def compile_error(self, output: str, plan: BuildPlan, filename: str) -> CompileError:
        # A message about the generated call is about the user's signature: it is put on the line
        # that declares the function (an unclosed brace is reported inside solution.rs itself).
        source = plan.files[plan.user_file]
        generated = plan.files.get(MAIN_FILE, "")
        own = _own_solution(output, source, generated)
        if own is not None:
            own.type = f"{self.title} compile error"
            return own
        called = re.search(r"Solution::(\w+)\(", generated)
        place = declaration_place(source, called.group(1)) if called is not None else None
        generated_lines = generated.splitlines()
        lines = []
        for line in output.splitlines():
            if _is_summary(line):
                continue
            match = self.diagnostic.match(line) if self.diagnostic is not None else None
            if match is not None and os.path.basename(match.group("file")) == MAIN_FILE and called is None:
                # A design call: the method it calls, by the mark on its line.
                number = int(match.group("line"))
                mark = _CALL_MARK.search(generated_lines[number - 1]) if 0 < number <= len(generated_lines) else None
                place = declaration_place(source, mark.group(1)) if mark is not None else None
            if match is not None and os.path.basename(match.group("file")) in plan.generated and place is not None:
                line = f"{USER_FILE}:{place[0]}:{place[1]}: {match.group('message')}{SIGNATURE_NOTE}"
            elif match is not None and _MISSING_IMPORT.search(match.group("message")):
                line += IMPORT_NOTE
            lines.append(line)
        return super().compile_error("\n".join(lines), plan, filename)

    def end_of_code_note(self, message: str) -> str:
        # An unclosed brace is reported inside solution.rs itself: generated code fails on the call.
        return SIGNATURE_NOTE

    def build(
        self,
        source: str,
        filename: str,
        signature: Signature,
        result_bytes: int,
        built: str | None = None,
        memory_mb: int = DEFAULT_MEMORY_MB,
    ) -> Program:
        if built is None:
            raise ValueError("a Rust program is built by plan_build's compile first")
        program = os.path.join(built, PROGRAM)
        setup = self.setup_frame(signature, filename, result_bytes)
        return Program(
            command=(program,),
            setup=setup,
            filename=filename,
            files=(program,),
            crash_rules=CRASH_RULES,
        )

    def standalone(self, signature: Signature, source: str, case_input: dict[str, Any], about: list[str]) -> Standalone:
        """A folder that rustc makes a program of: main.rs (LeetCode's declarations around the user's
        solution.rs, included as written, and the case), and leetcode.rs (the builders of the
        input's trees and lists, the printer of the answer)."""
        from judge.core.signature import camel_words
        from judge.languages.standalone import Standalone, comment_lines, design_calls, method_arguments

        # Unoptimised, with debug information (-g): a debugger steps through every line.
        build = f"rustc -g -C opt-level=0 --edition 2021 -o main {MAIN_FILE}"
        run = "./main"
        used = node_types(signature)
        lines = [*(f"// {line}".rstrip() for line in comment_lines(about, build, run)), ""]
        lines += [
            "// As on LeetCode, which shows no warnings: its definitions need not all be used, and a",
            "// parameter may keep the problem's camelCase name.",
            "#![allow(dead_code, non_snake_case)]",
            "",
            "mod leetcode; // the input's trees and lists built from their values, the answer printed",
            "",
        ]
        if used or declares_solution(signature):  # a class Solution of the file's own may need nothing
            lines.append("// What LeetCode declares around a Rust solution:")
        if "TreeNode" in used:
            lines += [
                "// its TreeNode names Rc and RefCell, imported here by a glob, which the `use` lines of",
                "// solution.rs override without a clash (the glob then goes unused).",
                "#[allow(unused_imports)]",
                "use std::cell::*;",
                "#[allow(unused_imports)]",
                "use std::rc::*;",
                "",
            ]
        for name in NODE_DEFINITIONS:
            if name in used:
                lines += [*NODE_DEFINITIONS[name], ""]
        if declares_solution(signature):
            lines += ["struct Solution;", ""]
        lines += [f'include!("{USER_FILE}");', "", "fn main() {"]
        if signature.design is None:
            arguments = method_arguments(signature, case_input)
            names = [parameter_name("_".join(camel_words(name))) for name, _, _ in arguments]
            answer_index = signature.answer_index
            for index, (name, (_, value, type_)) in enumerate(zip(names, arguments, strict=True)):
                binding = f"mut {name}" if index == answer_index else name
                lines.append(f"    let {binding} = {_rust_literal(value, type_)};")
            given = [f"&mut {name}" if index == answer_index else name for index, name in enumerate(names)]
            call = f"Solution::{self.method_name(signature)}({', '.join(given)})"
            if answer_index is None:
                answer = next(name for name in ("answer", "result", "returned") if name not in names)
                lines += [f"    let {answer} = {call};", f'    println!("{{}}", leetcode::to_json(&{answer}));']
            else:
                changed = names[answer_index]
                lines += [
                    f"    {call};",
                    f'    println!("{{}}", leetcode::to_json(&{changed})); // the argument it changes in place',
                ]
        else:
            # `let mut` only for methods on `&mut self` (on `&self` rustc would warn that it need not be).
            mutable = "mut " if re.search(r"&\s*mut\s+self\b", blank_comments(source)) else ""
            lines.append("    let mut answers: Vec<String> = Vec::new(); // each call's result as JSON (null: none)")
            for step in design_calls(signature, case_input):
                passed = ", ".join(_rust_literal(value, type_) for value, type_ in step.arguments)
                if step.method is None:
                    lines += [f"    let {mutable}obj = {signature.name}::{CONSTRUCTOR}({passed});", _NULL_ANSWER]
                    continue
                call = f"obj.{self.design_method_name(step.method)}({passed})"
                if step.method.returns.name == "void":
                    lines += [f"    {call};", _NULL_ANSWER]
                else:
                    lines.append(f"    answers.push(leetcode::to_json(&{call}));")
            lines.append('    println!("[{}]", answers.join(","));')
        lines.append("}")
        note = (
            "// Added by judge export: an item for the doc comment above to document (alone, it is an error);\n"
            "// on LeetCode, its own code after the file is that item."
        )
        files = (
            (MAIN_FILE, "\n".join(lines) + "\n"),
            (USER_FILE, user_file(source, note)),
            ("leetcode.rs", _leetcode_file(used)),
        )
        return Standalone(files=files, build=build, run=run)


_NULL_ANSWER = '    answers.push("null".to_string());'
EXPORT_HELPERS = os.path.join(os.path.dirname(HARNESS), "leetcode.rs")
# Where a part of EXPORT_HELPERS for one node type starts (`// export part: TreeNode`).
_EXPORT_PART = re.compile(r"^// export part: (\w+)\n", re.MULTILINE)


def _leetcode_file(nodes: set[str]) -> str:
    """leetcode.rs: the printer of the answer, and the part of each node type the problem has."""
    with open(EXPORT_HELPERS, encoding="utf-8") as handle:
        core, *parts = _EXPORT_PART.split(handle.read())
    kept = [part.strip("\n") for name, part in zip(parts[::2], parts[1::2], strict=True) if name in nodes]
    return "\n\n".join([core.strip("\n"), *kept]) + "\n"


def _rust_literal(value: Any, type_: Type, indent: str = "    ") -> str:
    """A value of the case as Rust code: a tree or a list made by leetcode.rs, a board a row a line."""
    if type_.is_node:
        if value is None:
            return "None"
        if type_.name == "TreeNode":
            return f"leetcode::tree(&[{', '.join('None' if item is None else f'Some({item})' for item in value)}])"
        return f"leetcode::list(&[{', '.join(map(str, value))}])"
    if type_.item is None:
        if type_.name == "bool":
            return "true" if value else "false"
        if type_.name == "double":
            return repr(float(value))
        if type_.name == "char":
            return "'" + ("\\" + value if value in ("'", "\\") else value) + "'"
        if type_.name == "string":
            return f"{_rust_string(value)}.to_string()"
        return str(value)
    inner = indent + "    "
    items = [_rust_literal(item, type_.item, inner) for item in value]
    if value and (type_.item.item is not None or type_.item.is_node):  # a board, a list of lists: a row a line
        return "vec![\n" + "".join(f"{inner}{item},\n" for item in items) + indent + "]"
    return "vec![" + ", ".join(items) + "]"


def _rust_string(text: str) -> str:
    """A Rust string literal of the text."""
    escapes = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
    return '"' + "".join(escapes.get(c, f"\\u{{{ord(c):x}}}" if ord(c) < 0x20 else c) for c in text) + '"'


SIGNATURE_NOTE = " (in the judge's call of your function: does its signature match LeetCode's?)"
IMPORT_NOTE = (
    " (the file imports them itself, as LeetCode's starter does above `impl Solution`: `use std::rc::Rc;` and"
    " `use std::cell::RefCell;`)"
)


def declaration_place(source: str, method: str) -> tuple[int, int] | None:
    """(line, column) of the name in the user's `fn method`, where a mismatched signature is reported."""
    found = re.search(r"\bfn\s+(" + re.escape(method) + r")\b", source)
    if found is None:
        return None
    line_start = source.rfind("\n", 0, found.start(1)) + 1
    return source.count("\n", 0, found.start(1)) + 1, found.start(1) - line_start + 1


# Rust's keywords (strict and reserved), which a parameter of problem.json may not be called in Rust.
_RESERVED = frozenset(
    re.findall(
        r"\w+",
        """
    as async await break const continue crate dyn else enum extern false fn for if impl in let loop
    match mod move mut pub ref return self static struct super trait true type unsafe use where
    while abstract become box do final macro override priv try typeof unsized virtual yield
""",
    )
)


def parameter_name(name: str) -> str:
    """A parameter's name as a Rust identifier (one that is a keyword gets a trailing underscore)."""
    return name + "_" if name in _RESERVED else name


def node_types(signature: Signature) -> set[str]:
    """The node types (TreeNode, ListNode) among the signature's parameters and answer (a design
    problem's: its constructor's and methods')."""
    if signature.design is not None:
        types = signature_types(signature)
    else:
        types = [signature.answer_type, *(param.type for param in signature.params)]
    return {type_.scalar for type_ in types if type_.has_nodes}


def _round_trip(signature: Signature) -> bool:
    """Whether the problem is a Codec's round trip (297, 535): a design class whose cases are values."""
    return signature.links is not None and signature.links.driver == ROUND_TRIP


def _iterated(signature: Signature) -> bool:
    """Whether the problem is an iterator judged by one loop (341): has_next, then next, to its end."""
    return signature.links is not None and signature.links.driver == ITERATE


def _api(signature: Signature) -> str | None:
    """The API of LeetCode's driver the method calls (278's isBadVersion, 374's guess), else None."""
    links = signature.links
    return links.driver if links is not None and links.driver in APIS else None


def empty_value(type_: Type) -> str:
    """The value a starter returns: the type's zero, or an empty Vec."""
    return "vec![]" if type_.item is not None else _EMPTY[type_.name]


def declares_solution(signature: Signature) -> bool:
    """Whether LeetCode declares `struct Solution;` beside the file: for every problem but a design
    class named Solution (LeetCode's random problems: 382, 384, 519, 528), whose struct, fields and
    all, is the file's own."""
    return signature.design is None or signature.name != "Solution"


# rustc on a `struct Solution` of the file's own beside the one main.rs declares.
_SOLUTION_TWICE = re.compile(r"error\[E0428\]: the name `Solution` is defined multiple times")


def _own_solution(output: str, source: str, generated: str) -> CompileError | None:
    """The Compile Error LeetCode gives a file that declares a `struct Solution` where LeetCode
    declares it (E0428), on the file's declaration (rustc puts it on main.rs's); else None."""
    from judge.core.compile_error import CompileError

    found = _STRUCT_SOLUTION.search(blank_comments(source))
    if found is None or "\nstruct Solution;\n" not in generated or _SOLUTION_TWICE.search(output) is None:
        return None
    line = line_at(source, found.start())
    message = (
        "error[E0428]: the name `Solution` is defined multiple times (LeetCode declares `struct Solution;`"
        " itself: leave yours out)"
    )
    return CompileError("error", message, line, None, source.splitlines()[line - 1])


def _is_summary(line: str) -> bool:
    """rustc's closing lines (`error: aborting due to 2 previous errors`), which say nothing about the code."""
    return line.startswith(("error: aborting due to", "Some errors have detailed", "For more information about"))


# --- the generated files ---------------------------------------------------------------------------


# A doc comment closing the file: LeetCode's design template ends with one (how the class is called).
_TRAILING_DOC = re.compile(r"(?:/\*\*(?![*/])(?:.|\n)*?\*/|///[^\n]*)\s*\Z")


def user_file(source: str, note: str = "") -> str:
    """solution.rs: the user's text, on the user's lines. One that ends with a doc comment, as
    LeetCode's design template does, gets an item after it to document, as LeetCode's own code
    following the file gives it (alone, the comment documents nothing: a Compile Error); with the
    note (a comment that says so) before it."""
    if _TRAILING_DOC.search(source) is None:
        return source
    return source + ("" if source.endswith("\n") else "\n") + (note + "\n" if note else "") + "const _: () = ();\n"


def main_source(source: str, signature: Signature) -> str:
    """main.rs: the user's file included in a module, `struct Solution;` (LeetCode's, unless the
    design class is Solution), the harness nested in it, and the call generated from the signature
    (a design problem's calls)."""
    functions = ", ".join(
        f"({source.count(chr(10), 0, found.start(1)) + 1}, {json.dumps(found.group(1))})"
        for found in _FUNCTION.finditer(source)
    )
    used = node_types(signature)
    # LeetCode's node types, at the crate's root (the user's module sees their private `new`), each
    # imported into the user's module when the problem has it: a file that declares one of its own
    # then does not compile, as on LeetCode.
    definitions = (
        [
            "use std::rc::Rc;",
            "use std::cell::RefCell;",
            *(line for name in NODE_DEFINITIONS for line in NODE_DEFINITIONS[name]),
        ]
        if used
        else []
    )
    if _round_trip(signature):
        case = _round_trip_case(signature)
    elif _iterated(signature):
        case = _iterate_case(signature)
    else:
        case = _design_case(signature) if signature.design is not None else _solution_case(signature)
    api = _api(signature)
    lines = [
        "// Generated by the judge (judge/languages/rust.py): the user's solution.rs and the harness.",
        "#![allow(unused, dead_code, non_snake_case, non_camel_case_types, non_upper_case_globals)]",
        *definitions,
        "mod __judge_user {",
        *(f"use super::{name};" for name in NODE_DEFINITIONS if name in used),
        f'include!("{USER_FILE}");',
        *(["struct Solution;"] if declares_solution(signature) else []),
        *(_API_DEFINITIONS[api] if api is not None else ()),
        "pub(crate) mod __judge {",
        "    use super::Solution;",
        f'    include!("{HARNESS_FILE}");',
        *([f'    include!("{NODES_FILE}");'] if used else []),
        f"    const FUNCTIONS: &[(u32, &str)] = &[{functions}];",
        *case,
        "}",
        "}",
        "",
        "fn main() {",
        "    __judge_user::__judge::serve();",
        "}",
        "",
    ]
    return "\n".join(lines)


def _solution_case(signature: Signature) -> list[str]:
    """answer_case for a method of `impl Solution`: its arguments read, the call, its answer."""
    rust = Rust()
    # The call's locals are named as the parameters (a message about the call then reads like the
    # user's declaration); the judge's own are named so that no parameter hides them, and its
    # functions are called by path (a parameter called `answer` is then no clash).
    reads = []
    answer_index = signature.answer_index
    links = signature.links  # LeetCode's own driver: the links come after the arguments (docs/protocol.md)
    for index, param in enumerate(signature.params):
        if index:
            reads.append("        __judge_parser.expect(b',');")
        name = parameter_name(param.name)
        mutable = "mut " if index == answer_index or (links is not None and param.type.name == "TreeNode") else ""
        reads.append(
            f"        let {mutable}{name}: {rust.generated_type_name(param.type)} = FromJson::read(__judge_parser);"
        )
    arguments = [parameter_name(param.name) for param in signature.params]
    call = f"Solution::{rust.method_name(signature)}"
    api = _api(signature)
    if api == BAD_VERSION:
        arguments.insert(0, "&Solution")  # on `&self`: called by path, as compile_error finds the method
    if api == GUESS:
        body = [f"            unsafe {{ {call}({', '.join(arguments)}) }}"]
    elif answer_index is None:
        body = [f"            {call}({', '.join(arguments)})"]
    else:
        # A void method answers with the argument it changed: the call borrows it, the closure
        # then hands it back (whatever the function returned is ignored, as the protocol says).
        arguments[answer_index] = "&mut " + arguments[answer_index]
        body = [f"            {call}({', '.join(arguments)});", f"            {parameter_name(signature.answer or '')}"]
    # Boards travel packed (one character per row) when the problem's signature has packed_rows.
    answer = "answer_boards" if signature.packed_rows is not None else "answer"
    written = "&__judge_value"
    if api is not None:
        # The case's last argument: what the API answers from in this case (the method never sees it).
        reads += [
            "        __judge_parser.expect(b',');",
            "        self::set_api_value(FromJson::read(__judge_parser));",
        ]
    elif links is not None:
        reads += _linked(signature)
    if links is not None and links.answer is not None:
        # The returned node answered by where it stands among the arguments' nodes (rust_harness/nodes.rs).
        answer, written = "answer_place", "__judge_value, &__judge_built"
    elif signature.answer_type.has_nodes:
        # Written, then freed without recursion, or leaked when it cannot be written (rust_harness/nodes.rs).
        answer, written = "answer_nodes", "__judge_value"
    return [
        "    fn answer_case(__judge_parser: &mut Parser) -> Vec<u8> {",
        "        __judge_parser.expect(b'[');",
        *reads,
        "        __judge_parser.expect(b']');",
        f"        let __judge_call = move || -> {rust.generated_type_name(signature.answer_type)} {{",
        *body,
        "        };",
        "        self::forget_panic();",
        "        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(__judge_call)) {",
        f"            Ok(__judge_value) => self::{answer}({written}),",
        "            Err(__judge_payload) => self::failure(__judge_payload),",
        "        }",
        "    }",
    ]


def _linked(signature: Signature) -> list[str]:
    """A driver's links read and applied (docs/protocol.md, "Links"): each tree argument's nodes
    counted in level order as built (an argument of another type has none), then each link [1, t,
    b, j] makes argument t node j of argument b. Only trees: a list's Option<Box<ListNode>> can
    neither share a node nor link back (cannot_judge refuses those drivers)."""
    trees = [param.type.name == "TreeNode" for param in signature.params]
    names = [parameter_name(param.name) for param in signature.params]
    counted = ", ".join(
        f"self::tree_nodes(&{name})" if tree else "Vec::new()" for name, tree in zip(names, trees, strict=True)
    )
    lines = [
        "        __judge_parser.expect(b',');",
        "        let __judge_links: Vec<Vec<i64>> = FromJson::read(__judge_parser);",
        f"        let __judge_built: Vec<Vec<std::rc::Rc<std::cell::RefCell<crate::TreeNode>>>> = vec![{counted}];",
        "        for __judge_link in &__judge_links {",
        "            match __judge_link.get(1).copied().unwrap_or(-1) {",
    ]
    for index, (name, tree) in enumerate(zip(names, trees, strict=True)):
        if tree:
            lines.append(f"                {index} => {name} = self::linked_tree(__judge_link, &__judge_built),")
    return [*lines, '                _ => self::die("a link the arguments cannot take"),', "            }", "        }"]


def _design_case(signature: Signature) -> list[str]:
    """answer_case for a design problem: [operations, arguments] read call by call; the object made
    by `new` (kept in a `let mut`, so that methods on `&self` and on `&mut self` are both called),
    each other operation called on it, its result (null for `new` and a void method) written to the
    list as it comes. A call that panics ends the case with its error and `"call": k`."""
    rust = Rust()
    design = signature.design
    assert design is not None
    taken = {param.name for param in (*design.constructor, *(p for m in design.methods for p in m.params))}
    obj = "obj" if "obj" not in taken else "__judge_obj"  # as LeetCode's comment names it
    catch = "std::panic::catch_unwind(std::panic::AssertUnwindSafe"

    def reads(params: tuple[Param, ...], indent: str) -> list[str]:
        out = [f"{indent}__judge_parser.expect(b'[');"]
        for index, param in enumerate(params):
            if index:
                out.append(f"{indent}__judge_parser.expect(b',');")
            declared = rust.generated_type_name(param.type)
            out.append(f"{indent}let {parameter_name(param.name)}: {declared} = FromJson::read(__judge_parser);")
        return [*out, f"{indent}__judge_parser.expect(b']');", f"{indent}self::forget_panic();"]

    def arguments(params: tuple[Param, ...]) -> str:
        return ", ".join(parameter_name(param.name) for param in params)

    lines = [
        "    fn answer_case(__judge_parser: &mut Parser) -> Vec<u8> {",
        "        __judge_parser.expect(b'[');",
        "        let __judge_ops: Vec<String> = FromJson::read(__judge_parser);",
        "        __judge_parser.expect(b',');",
        "        __judge_parser.expect(b'[');",
        *reads(design.constructor, "        "),
        f"        let __judge_made = {catch}(move || super::{signature.name}::{CONSTRUCTOR}("
        f"{arguments(design.constructor)}) /* fn {CONSTRUCTOR} */));",
        f"        let mut {obj} = match __judge_made {{",
        "            Ok(__judge_value) => __judge_value,",
        "            Err(__judge_payload) => return self::at_call(self::failure(__judge_payload), 0),",
        "        };",
        '        let mut __judge_out: Vec<u8> = b"[null".to_vec();',
        "        for __judge_index in 1..__judge_ops.len() {",
        "            __judge_parser.expect(b',');",
        "            match __judge_ops[__judge_index].as_str() {",
    ]
    for method in design.methods:
        name = rust.design_method_name(method)
        returned = "()" if method.returns.name == "void" else rust.generated_type_name(method.returns)
        # `let _ =`: a void method's result, whatever it is, is null in the answer.
        value = f"{obj}.{name}({arguments(method.params)})"
        if method.returns.name == "void":
            value = f"{{ let _ = {value}; }}"
        lines += [
            f"                {json.dumps(method.name)} => {{",
            *reads(method.params, "                    "),
            f"                    let __judge_result = {catch}(|| -> {returned} {{ {value} }} /* fn {name} */));",
            "                    let __judge_value = match __judge_result {",
            "                        Ok(__judge_value) => __judge_value,",
            "                        Err(__judge_payload) => {",
            "                            return self::at_call(self::failure(__judge_payload), __judge_index)",
            "                        }",
            "                    };",
            "                    __judge_out.push(b',');",
        ]
        if method.returns.name == "void":
            lines.append('                    __judge_out.extend_from_slice(b"null");')
        elif method.returns.has_nodes:
            # Written, then freed without recursion (rust_harness/nodes.rs), or the error it is.
            lines += [
                "                    if let Err(__judge_error) = self::design_nodes(__judge_value, &mut __judge_out) {",
                "                        return self::at_call(__judge_error, __judge_index);",
                "                    }",
            ]
        else:
            lines.append("                    ToJson::write(&__judge_value, &mut __judge_out);")
        lines.append("                }")
    lines += [
        '                _ => self::die("an operation the class does not have"),',
        "            }",
        "            if self::past_limit(&__judge_out) {",
        '                return br#""event":"too_large""#.to_vec();',
        "            }",
        "        }",
        "        __judge_parser.expect(b']');",
        "        __judge_parser.expect(b']');",
        "        __judge_out.push(b']');",
        "        self::answer_list(__judge_out)",
        "    }",
    ]
    return lines


def _iterate_case(signature: Signature) -> list[str]:
    """answer_case for an iterator judged by one loop, as LeetCode's driver of 341 (docs/protocol.md,
    "Links"): the object made by `new` from the case's arguments, then next called while has_next is
    true, each value written to the list as it comes (an endless iterator ends at the output limit,
    not out of memory). Each call on a line of its own, marked: a declaration that does not match
    is reported on the method's line. A panic anywhere ends the case with its error."""
    rust = Rust()
    design = signature.design
    assert design is not None
    has_next, step = design.method(ITERATED_HAS_NEXT), design.method(ITERATED_NEXT)
    assert has_next is not None and step is not None
    has_next_name, next_name = rust.design_method_name(has_next), rust.design_method_name(step)
    catch = "std::panic::catch_unwind(std::panic::AssertUnwindSafe"
    names = [parameter_name(param.name) for param in design.constructor]
    obj = "obj" if "obj" not in names else "__judge_obj"  # as LeetCode's comment names it
    reads = ["        __judge_parser.expect(b'[');"]
    for index, param in enumerate(design.constructor):
        if index:
            reads.append("        __judge_parser.expect(b',');")
        declared = rust.generated_type_name(param.type)
        reads.append(f"        let {names[index]}: {declared} = FromJson::read(__judge_parser);")
    return [
        "    fn answer_case(__judge_parser: &mut Parser) -> Vec<u8> {",
        *reads,
        "        __judge_parser.expect(b']');",
        "        self::forget_panic();",
        f"        let __judge_made = {catch}(move || {{",
        f"            super::{signature.name}::{CONSTRUCTOR}({', '.join(names)}) /* fn {CONSTRUCTOR} */",
        "        }));",
        # Kept in a `let mut`, so that methods on `&self` and on `&mut self` are both called.
        f"        let mut {obj} = match __judge_made {{",
        "            Ok(__judge_value) => __judge_value,",
        "            Err(__judge_payload) => return self::failure(__judge_payload),",
        "        };",
        '        let mut __judge_out: Vec<u8> = b"[".to_vec();',
        f"        let __judge_ran = {catch}(|| {{",
        "            loop {",
        f"                let __judge_more: bool = {obj}.{has_next_name}() /* fn {has_next_name} */;",
        "                if !__judge_more {",
        "                    return true;",
        "                }",
        f"                let __judge_value: {rust.generated_type_name(step.returns)} =",
        f"                    {obj}.{next_name}() /* fn {next_name} */;",
        "                if __judge_out.len() > 1 {",
        "                    __judge_out.push(b',');",
        "                }",
        "                ToJson::write(&__judge_value, &mut __judge_out);",
        "                if self::past_limit(&__judge_out) {",
        "                    return false;",
        "                }",
        "            }",
        "        }));",
        "        match __judge_ran {",
        "            Ok(true) => {",
        "                __judge_out.push(b']');",
        "                self::answer_list(__judge_out)",
        "            }",
        '            Ok(false) => br#""event":"too_large""#.to_vec(),',
        "            Err(__judge_payload) => self::failure(__judge_payload),",
        "        }",
        "    }",
    ]


def _round_trip_case(signature: Signature) -> list[str]:
    """answer_case for a Codec's round trip (docs/protocol.md, "Links"): the case's one value read,
    one object made by `new` encodes it, another (297) or the same one (535) decodes the String it
    made, and the decoded value answers. The String between them is typed: a method that returns anything else does not
    compile, as on LeetCode. A panic anywhere ends the case with its error."""
    rust = Rust()
    design = signature.design
    assert design is not None
    there, back = design.methods
    value = parameter_name(signature.inputs[0].name)
    # Kept in a `let mut`, so that methods on `&self` and on `&mut self` are both called.
    ser, deser = ("ser", "deser") if value not in ("ser", "deser") else ("__judge_ser", "__judge_deser")
    made = f"super::{signature.name}::{CONSTRUCTOR}() /* fn {CONSTRUCTOR} */"
    there_name, back_name = rust.design_method_name(there), rust.design_method_name(back)
    two = round_trip_objects(design) == 2
    # Written, then freed without recursion (rust_harness/nodes.rs), or the error it is; else as JSON.
    answer = "answer_nodes(__judge_value)" if back.returns.has_nodes else "answer(&__judge_value)"
    return [
        "    fn answer_case(__judge_parser: &mut Parser) -> Vec<u8> {",
        "        __judge_parser.expect(b'[');",
        f"        let {value}: {rust.generated_type_name(signature.inputs[0].type)} = FromJson::read(__judge_parser);",
        "        __judge_parser.expect(b']');",
        f"        let __judge_call = move || -> {rust.generated_type_name(back.returns)} {{",
        f"            let mut {ser} = {made};",
        f"            let __judge_text: String = {ser}.{there_name}({value}) /* fn {there_name} */;",
        # 297's deserialize on an object of its own, 535's decode on the one that encoded.
        *([f"            let mut {deser} = {made};"] if two else []),
        f"            {deser if two else ser}.{back_name}(__judge_text) /* fn {back_name} */",
        "        };",
        "        self::forget_panic();",
        "        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(__judge_call)) {",
        f"            Ok(__judge_value) => self::{answer},",
        "            Err(__judge_payload) => self::failure(__judge_payload),",
        "        }",
        "    }",
    ]


@functools.cache
def harness_text() -> str:
    with open(HARNESS, encoding="utf-8") as handle:
        return handle.read()


@functools.cache
def nodes_text() -> str:
    with open(NODES, encoding="utf-8") as handle:
        return handle.read()


# --- the toolchain ---------------------------------------------------------------------------------


class RustToolchain:
    """The real compiler (not rustup's proxy) and its sysroot."""

    def __init__(self, rustc: str, sysroot: str) -> None:
        self.rustc = rustc
        self.sysroot = sysroot

    def identity(self) -> str:
        """Changes when the toolchain is updated, read without running it: the compiler's and its
        lib/rustlib folder's path, size and time."""
        parts = []
        for path in (self.rustc, os.path.join(self.sysroot, "lib", "rustlib")):
            try:
                status = os.stat(path)
                parts.append(f"{path}:{status.st_size}:{status.st_mtime_ns}")
            except OSError:
                parts.append(f"{path}:missing")
        return ";".join(parts)


@functools.cache  # one look-up per process; the answer is also kept on disk for the next process
def rust_toolchain() -> RustToolchain:
    found = find_tool("rustc")
    if found is None:
        raise UsageError("Rust needs rustc, which is not installed here; install it with: apt-get install -y rustc")
    prefix = os.path.dirname(os.path.dirname(found))
    if os.path.isdir(os.path.join(prefix, "lib", "rustlib")):
        # A real compiler (a distribution's, or a toolchain's own bin/rustc on PATH): its sysroot is
        # the prefix it is installed under. rustup's proxies (links to rustup, or hard links in
        # ~/.cargo/bin) have no standard library next to them.
        return RustToolchain(found, prefix)
    key = _proxy_key(found)
    cache = _sysroot_cache_file()
    known = _read_cache(cache)
    sysroot = known.get(key)
    if not (isinstance(sysroot, str) and os.path.isfile(os.path.join(sysroot, "bin", "rustc"))):
        import shutil  # here: the answer is cached, and a warm `judge test` needs neither (~8 ms)

        proxy = shutil.which("rustc") or "rustc"  # called by this name: rustup acts as the rustc it stands for
        sysroot = _ask_sysroot(proxy)
        known[key] = sysroot
        _write_cache(cache, known)
    return RustToolchain(os.path.join(sysroot, "bin", "rustc"), sysroot)


def _proxy_key(proxy: str) -> str:
    """What decides the toolchain rustup picks: the proxy itself, its settings (the default
    toolchain), the environment's override, and the folder it is run from (rust-toolchain files)."""
    home = os.environ.get("RUSTUP_HOME") or os.path.join(os.path.expanduser("~"), ".rustup")
    parts = [os.environ.get("RUSTUP_TOOLCHAIN", ""), home, os.getcwd()]
    for path in (proxy, os.path.join(home, "settings.toml")):
        try:
            status = os.stat(path)
            parts.append(f"{path}:{status.st_size}:{status.st_mtime_ns}")
        except OSError:
            parts.append(f"{path}:missing")
    return "|".join(parts)


def _ask_sysroot(proxy: str) -> str:
    import subprocess

    try:
        done = subprocess.run([proxy, "--print", "sysroot"], capture_output=True, timeout=120, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise UsageError(f"cannot run {proxy}: {error}") from None
    sysroot = done.stdout.decode("utf-8", "replace").strip()
    if done.returncode != 0 or not os.path.isfile(os.path.join(sysroot, "bin", "rustc")):
        said = _first_complaint(done.stderr.decode("utf-8", "replace"))
        fix = (
            "run `rustup default stable`"
            if "default" in said or "toolchain" in said
            else "check that `rustc --version` works (with rustup: `rustup default stable`)"
        )
        raise UsageError(f"{proxy} cannot compile here ({said or f'exit status {done.returncode}'}): {fix}")
    return sysroot


def _first_complaint(stderr: str) -> str:
    """What a failing rustc or rustup says, in one line: its error, or the panic's message, never a
    backtrace's frame."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    for line in lines:
        if line.startswith("error:"):
            return line[:300]
    for index, line in enumerate(lines):
        if "panicked at" in line:
            # Before Rust 1.73 the message stood quoted on the panic's line, since then on the next one.
            quoted = re.search(r"panicked at '(.*)', ", line)
            following = lines[index + 1] if index + 1 < len(lines) else ""
            if quoted:
                message = quoted.group(1)
            elif following.startswith(("stack backtrace", "note:")) or re.match(r"\d+: ", following):
                message = ""
            else:
                message = following
            return ("rustc panicked" + (f": {message}" if message else ""))[:300]
    return lines[0][:300] if lines else ""


def _sysroot_cache_file() -> str:
    return user_cache("rust-sysroots.json")


def _read_cache(path: str) -> dict[str, Any]:
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_cache(path: str, data: dict[str, Any]) -> None:
    try:
        folder, name = os.path.split(path)
        os.makedirs(folder, exist_ok=True)
        temporary = os.path.join(folder, f".{name}.{os.getpid()}")
        with open(temporary, "w", encoding="utf-8") as handle:
            json.dump(dict(list(data.items())[-32:]), handle)
        os.replace(temporary, path)
    except OSError:
        pass  # looked up again next time
