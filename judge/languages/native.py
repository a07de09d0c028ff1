"""What C and C++ share: gcc-style messages, the sanitizers, the harness header, the precompiled prelude.

C is compiled by gcc; C++ by clang++-19 (LeetCode's compiler) when it is installed, else g++. Both
compile the user's file unchanged as solution.c / solution.cpp, #included by a generated main file
after the judge's harness (judge/languages/native_harness/harness.h; for a problem on trees or
linked lists also LeetCode's TreeNode, ListNode or Node, native_harness/nodes.h), so every message
and sanitizer report names the user's own lines. What LeetCode lets a submission omit (the standard
headers, `using namespace std`) comes in through `-include` of a prelude that is precompiled once
per compiler and flags (the first C++ compile here takes a few seconds more, later ones about 1 s).
C++ compiles its generated driver apart (reading the arguments, writing the answer, main(): about
a fifth of a compile), once per signature, toolchain and flags, into an object in the build cache
that every build of that signature links; what follows the user's file is then only the calls
into their class. C's driver is small, and stays in the main file.

Like LeetCode, programs are built with AddressSanitizer and UndefinedBehaviorSanitizer, so that
an out-of-bounds access is a Runtime Error that names the user's line, not a silent Wrong Answer.
AddressSanitizer reserves terabytes of address space: memory is limited by resident memory.

A case exported as a program of its own (`judge export`, standalone()) is built the same way, by
hand: main.c or main.cpp #includes leetcode.h(pp), which holds the prelude, the node structs as
LeetCode declares them and native_harness/leetcode.h(pp)'s builders and printers, then the user's
file as written; the build line is the same compiler's, unoptimised with debug info and no
sanitizers, as `judge debug` builds.
"""

from __future__ import annotations

import hashlib
import os
import re
from abc import abstractmethod

from judge.core.signature import (
    APIS,
    BAD_VERSION,
    DRIVEN_NODES,
    GRAPH,
    GUESS,
    ITERATE,
    ITERATOR,
    LINKED_LIST,
    MULTILEVEL_LIST,
    NARY_TREE,
    NESTED_INTEGER,
    NEXT_TREE,
    RANDOM_LIST,
    ROUND_TRIP,
    TREE,
    Method,
    Signature,
)
from judge.execution.program import DEFAULT_MEMORY_MB, BuildPlan, CrashRule, Program
from judge.languages.base import (
    Language,
    blank_comments,
    find_tool,
    guess_comment,
    line_at,
    program_identity,
    signature_types,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.signature import Type
    from judge.languages.standalone import Standalone

HARNESS_HEADER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "native_harness", "harness.h")
# LeetCode's TreeNode, ListNode and Node, their reading and writing: only for a signature that uses them.
NODES_HEADER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "native_harness", "nodes.h")
SANITIZERS = ("-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer")
# No leak checks (LeetCode's caller frees nothing either), a small quarantine so freed memory is
# reused before the resident memory limit notices it, and a plain report.
SANITIZER_ENV = (
    (
        "ASAN_OPTIONS",
        "detect_leaks=0:quarantine_size_mb=16:malloc_context_size=4:handle_abort=1:symbolize=1:color=never",
    ),
    ("UBSAN_OPTIONS", "print_stacktrace=0:color=never"),
)
# What AddressSanitizer found, as its report's first line names it: "heap-use-after-free",
# "attempting double-free", "attempting free on address which was not malloc()-ed".
ASAN_KIND = r"(?:attempting )?[\w-]+(?: on address which was not malloc\(\)-ed)?"
# gcc and clang: "solution.cpp:12:5: error: expected ';' before '}' token"
DIAGNOSTIC = re.compile(
    r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?:(?P<col>\d+):)? (?P<message>(?:fatal error|error|warning|note): .*)$"
)
MAIN_FILE = "judge_main"
# The generated driver of a language that compiles it apart (C++): judge_case() and main().
DRIVER_FILE = "judge_driver"
HEADER_FILE = "judge_native.h"
NODES_FILE = "judge_nodes.h"
# The part of a macro's name that says a node type is used: JUDGE_TREE_NODE before nodes.h, which
# then declares TreeNode; LEETCODE_TREE_NODE before an exported program's leetcode.h(pp)'s helpers.
NODE_MACROS = {
    TREE: "TREE",
    LINKED_LIST: "LIST",
    NARY_TREE: "NARY",
    # LeetCode's other Node classes (138, 133, 116 and 117, 430): nodes.h declares that problem's Node.
    RANDOM_LIST: "RANDOM",
    GRAPH: "GRAPH",
    NEXT_TREE: "NEXT",
    MULTILEVEL_LIST: "MULTILEVEL",
    # LeetCode's NestedInteger (341, 385): C++'s class, or C's opaque struct and its functions.
    NESTED_INTEGER: "NESTED",
    # LeetCode's Iterator (284), the base class of C++'s PeekingIterator.
    ITERATOR: "ITERATOR",
}
# A case exported as a program (`judge export`): its builders and printers, native_harness/leetcode.h
# for C and leetcode.hpp for C++ (the prelude's suffix), copied into the program's header.
STANDALONE_HELPERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "native_harness", "leetcode")
# The width an exported literal keeps within: a longer list wraps, a list of lists takes a row a line.
LITERAL_WIDTH = 100


# What the harness writes on standard error when a design call kills the process (native_harness/harness.h).
DIED_IN_CALL = r"[\s\S]*\njudge: died in call (\d+), (\w+)$"


def crash_rules(user_file: str) -> tuple[CrashRule, ...]:
    """How the sanitizers' and the standard library's reports read, with the user's line; each also
    as it reads after a design call that killed the process, its message then naming the call."""
    rules = _report_rules(user_file)
    called = []
    for rule in rules:
        # The report is group 1 there: each of the rule's groups one further on ({0}: the report).
        groups = re.compile(rule.pattern).groups
        shifted = re.sub(r"\{(\d+)\}", lambda found: f"{{{int(found.group(1)) + 1}}}", rule.message)
        message = f"call {{{groups + 2}}}, {{{groups + 3}}}: {shifted}"
        called.append(CrashRule(f"({rule.pattern})" + DIED_IN_CALL, rule.verdict, message))
    return (*called, *rules)


def _report_rules(user_file: str) -> tuple[CrashRule, ...]:
    where = re.escape(user_file)
    return (
        # A failed check of the standard library aborts; AddressSanitizer then prints the stack.
        CrashRule(
            rf"Assertion '([^']*)' failed[\s\S]*?\n    #\d+ \S+ in ([\w:~]+)[^\n]* \S*{where}:(\d+)",
            "Runtime Error",
            "a standard-library check failed in {2} at line {3}: {1} (an index out of range?)",
        ),
        CrashRule(
            r"Assertion '([^']*)' failed",
            "Runtime Error",
            "a standard-library check failed: {1} (an index out of range?)",
        ),
        CrashRule(
            rf"\S*{where}:(\d+):\d+: runtime error: (.*)",
            "Runtime Error",
            "undefined behaviour at line {1}: {2}",
        ),
        CrashRule(
            rf"ERROR: AddressSanitizer: ({ASAN_KIND})[\s\S]*?\n    #\d+ \S+ in ([\w:~]+)[^\n]* \S*{where}:(\d+)",
            "Runtime Error",
            "AddressSanitizer: {1} in {2} at line {3}",
        ),
        CrashRule(
            r"ERROR: AddressSanitizer: (?:allocation-size-too-big|out of memory|requested allocation size)",
            "Memory Limit Exceeded",
            "{0}",
        ),
        CrashRule(rf"ERROR: AddressSanitizer: ({ASAN_KIND})", "Runtime Error", "AddressSanitizer: {1}"),
        CrashRule(
            r"terminate called after throwing an instance of 'std::bad_alloc'",
            "Memory Limit Exceeded",
            "std::bad_alloc",
        ),
    )


# A definition of main at the start of a line (its return type first), its body opened after the
# parameters; a declaration (ending in ";") is none.
_MAIN_DEFINITION = re.compile(
    r"^[ \t]*(?:(?:static|inline|extern)\s+)*(?:int|void|signed|unsigned|auto)\b[\w\s*]*?\b(?P<main>main)\s*"
    r"\([^;{)]*\)\s*(?:->\s*\w+\s*)?\{",
    re.MULTILINE,
)


class NativeLanguage(Language):
    """C and C++: gcc-style compilers (gcc, g++, clang), a generated main around the user's unchanged file."""

    compiler: str
    source_suffix: str
    standard: str
    prelude: str  # the headers a submission may leave out, as text
    prelude_suffix: str
    diagnostic = DIAGNOSTIC
    # What LeetCode's compiler says of a main() of the user's, beside its own.
    main_clash: str

    def rejection(self, source: str) -> tuple[int, str] | None:
        found = _MAIN_DEFINITION.search(blank_comments(source))
        if found is None:
            return None
        return (
            line_at(source, found.start("main")),
            f"{self.main_clash}: LeetCode compiles your file with a main() of its own; remove yours"
            " (keep it in another file to try your code by hand)",
        )

    # LeetCode's comment declaring each node type above a starter (TreeNode, ListNode, Node): the
    # declarations of an exported program's header are read from it (see node_declaration).
    node_comments: dict[str, tuple[str, ...]]
    # Linked after the main file of an exported program.
    standalone_libraries: tuple[str, ...] = ()

    @abstractmethod
    def glue(self, signature: Signature) -> tuple[str, str | None]:
        """The generated code: what follows the user's file in its translation unit, and the
        driver compiled apart, once per signature (None: it all follows the user's file). Between
        them, judge_case() reads the arguments, calls the method and writes the answer; then main()."""

    def compiler_path(self) -> str:
        """The compiler this machine builds with, by its real path (the sandbox shows real folders)."""
        return find_tool(self.compiler) or self.compiler

    def flags(self) -> tuple[str, ...]:
        return (
            f"-std={self.standard}",
            "-O2",
            "-g1",
            *SANITIZERS,
            "-fdiagnostics-color=never",
            "-fno-diagnostics-show-caret",
        )

    def prelude_flags(self) -> tuple[str, ...]:
        """Flags for precompiling the prelude only, beside compile_flags()."""
        return ()

    def compile_flags(self) -> tuple[str, ...]:
        """The flags a build compiles with: flags(), or for a debugger every name and line kept,
        unoptimised, and no sanitizers (gdb steps through the user's lines as written)."""
        if not self.debugging:
            return self.flags()
        dropped = {"-O2", "-g1", *SANITIZERS}
        return (*(flag for flag in self.flags() if flag not in dropped), "-O0", "-g3")

    @abstractmethod
    def standalone_main(self, signature: Signature, case_input: dict[str, Any]) -> list[str]:
        """An exported program's main(): the case's arguments from literals, the call (or a design
        class's calls), the answer printed on one line."""

    def standalone(self, signature: Signature, source: str, case_input: dict[str, Any], about: list[str]) -> Standalone:
        """The user's file as written, #included by main after a header of what LeetCode declares
        before it (as the judge's build does), and built unoptimised for a debugger."""
        from judge.languages.standalone import Standalone, comment_lines

        header = f"leetcode{self.prelude_suffix}"
        user_file = f"solution{self.source_suffix}"
        main_file = f"main{self.source_suffix}"
        build = self.standalone_build(main_file)
        run = "./main"
        opening = [f" * {line.replace('*/', '* /')}".rstrip() for line in comment_lines(about, build, run)]
        main = [
            "/*",
            *opening,
            " */",
            f'#include "{header}" /* what LeetCode declares before your file */',
            f'#include "{user_file}" /* your file, as written */',
            "",
            *self.standalone_main(signature, case_input),
            "",
        ]
        files = ((header, self.standalone_header(signature)), (user_file, source), (main_file, "\n".join(main)))
        return Standalone(files=files, build=build, run=run)

    def standalone_header(self, signature: Signature) -> str:
        """An exported program's header: the prelude (the headers LeetCode includes unasked), the
        node structs the signature uses as LeetCode declares them, then native_harness/leetcode.h
        (or .hpp): building the case's nodes and printing the answer."""
        lines = [
            f"/* What LeetCode's {self.title} declares before a solution (judge export wrote it): the headers it",
            " * includes without being asked, the structs of this problem's trees and lists; then the builders",
            " * and printers main() uses. */",
            *self.prelude.splitlines(),
        ]
        for name in sorted(node_types(signature)):
            title, declaration = node_declaration(self.node_comments[name])
            lines += ["", f"/* {title} */", *declaration, f"#define LEETCODE_{NODE_MACROS[name]}_NODE"]
        with open(STANDALONE_HELPERS + self.prelude_suffix, encoding="utf-8") as handle:
            helpers = handle.read()
        return "\n".join([*lines, "", helpers])

    def standalone_compiler(self) -> str:
        """The compiler of an exported program's build line: by its name when it is on PATH."""
        return self.compiler if find_tool(self.compiler) else self.compiler_path()

    def standalone_build(self, main_file: str) -> str:
        """An exported program's build line: the kit's compiler, standard and defines, unoptimised
        with every name and line kept and no sanitizers, as `judge debug` builds (compile_flags)."""
        debugging = self.for_debugging()
        assert isinstance(debugging, NativeLanguage)
        kept = ("-std=", "-D", "-O", "-g")
        flags = [flag for flag in debugging.compile_flags() if flag.startswith(kept)]
        return " ".join([self.standalone_compiler(), *flags, "-o", "main", main_file, *self.standalone_libraries])

    def compile_command(self, command: tuple[str, ...]) -> tuple[str, ...]:
        """The compiler's command as the sandbox runs it (C wraps it to read its warnings)."""
        return command

    def plan_build(self, source: str, filename: str, signature: Signature) -> BuildPlan:
        compiler = self.compiler_path()
        user_file = f"solution{self.source_suffix}"
        main_file = f"{MAIN_FILE}{self.source_suffix}"
        prelude = precompiled_prelude(self, compiler)
        with open(HARNESS_HEADER, encoding="utf-8") as handle:
            files = {user_file: source, HEADER_FILE: handle.read()}
        if prelude is None:  # not precompiled: the plain header, written beside the sources
            prelude_name = f"judge_prelude{self.prelude_suffix}"
            files[prelude_name] = self.prelude
        nodes = node_definitions(signature)
        if nodes:
            with open(NODES_HEADER, encoding="utf-8") as handle:
                files[NODES_FILE] = handle.read()
        follows, driver = self.glue(signature)
        api = api_definitions(signature)
        main = "\n".join([f'#include "{HEADER_FILE}"', *nodes, *api, f'#include "{user_file}"', follows, ""])
        included = prelude if prelude is not None else prelude_name
        sources: tuple[str, ...] = (main_file,)
        visible = (os.path.dirname(prelude),) if prelude is not None else ()
        if driver is not None:
            driver_file = f"{DRIVER_FILE}{self.source_suffix}"
            driver_text = "\n".join([f'#include "{HEADER_FILE}"', *nodes, driver, ""])
            driver_files = {name: files[name] for name in files if name != user_file}
            driver_files[driver_file] = driver_text
            compiled = compiled_driver(self, compiler, driver_files, driver_file, included, visible)
            if compiled is not None:
                sources, visible = (main_file, compiled), (*visible, os.path.dirname(compiled))
            else:  # compiled with the user's file (the same program, a little slower)
                files[driver_file] = driver_text
                sources = (main_file, driver_file)
        command = (compiler, *self.compile_flags(), "-include", included, "-o", "program", *sources, "-lm")
        files[main_file] = main
        return BuildPlan(
            files=files,
            command=self.compile_command(command),
            user_file=user_file,
            visible=visible,
            identity=program_identity(compiler),
            generated=tuple(name for name in files if name != user_file),
            limit_address_space=True,
        )

    def build(
        self,
        source: str,
        filename: str,
        signature: Signature,
        result_bytes: int,
        built: str | None = None,
        memory_mb: int = DEFAULT_MEMORY_MB,
    ) -> Program:
        assert built is not None, "a compiled language is built before it runs"
        return Program(
            command=(os.path.join(built, "program"),),
            setup={"result_limit": result_bytes, "filename": filename},
            filename=filename,
            files=(built,),
            limit_address_space=False,  # AddressSanitizer's shadow memory
            env=SANITIZER_ENV,
            crash_rules=crash_rules(f"solution{self.source_suffix}"),
        )


# gcc's and clang's note on where a struct the user's file defines again was first defined.
_FIRST_DEFINITION = re.compile(r"^note: (?:originally defined here|previous definition)")


def node_redefinition(message: str, plan: BuildPlan) -> str | None:
    """What a note about the judge's node structs means: the user's file defines one again."""
    if NODES_FILE not in plan.files or not _FIRST_DEFINITION.match(message):
        return None
    # Node is defined only for a problem on N-ary trees or one of LeetCode's other Node classes (its
    # macro in the main file): named then. NestedInteger only for its problems (341, 385), Iterator
    # only for 284.
    main = "".join(text for file, text in plan.files.items() if file.startswith(MAIN_FILE))
    nary = any(f"JUDGE_{NODE_MACROS[name]}_NODE" in main for name in (NARY_TREE, *DRIVEN_NODES))
    names = "TreeNode, ListNode and Node" if nary else "TreeNode and ListNode"
    if f"JUDGE_{NODE_MACROS[NESTED_INTEGER]}_NODE" in main:
        names = "NestedInteger"
    if f"JUDGE_{NODE_MACROS[ITERATOR]}_NODE" in main:
        names = "Iterator"
    return (
        f"the judge defines {names} as LeetCode does (the comment at the top of the starter shows them):"
        " remove your own definition, or keep it in a comment"
    )


def scalar_literal(value: Any, type_: Type) -> str:
    """A scalar of a case as C and C++ write it: 3, true, 2.5, 'x', "text" (a control character
    escaped in octal, which ends after three digits), LLONG_MIN."""
    if type_.name == "bool":
        return "true" if value else "false"
    if type_.name == "double":
        return repr(float(value))
    if type_.name in ("char", "string"):
        quote = "'" if type_.name == "char" else '"'
        escaped = "".join(_escaped(character, quote) for character in str(value))
        return f"{quote}{escaped}{quote}"
    if int(value) == -(2**63):  # its digits without the sign are too large for any integer type
        return "LLONG_MIN"
    return str(int(value))


def _escaped(character: str, quote: str) -> str:
    if character in ("\\", quote):
        return "\\" + character
    if character == "\n":
        return "\\n"
    if character == "\t":
        return "\\t"
    if ord(character) < 0x20 or ord(character) == 0x7F:
        return f"\\{ord(character):03o}"
    return character  # UTF-8 in the source, as in the string (a char is ASCII: signature.type_problem)


def braced(items: list[str], indent: str, column: int, rows: bool = False) -> str:
    """Items in braces that open at the column of a line indented by indent: on that line when
    they fit, else on lines of their own one level further in (packed up to LITERAL_WIDTH, or a
    row a line for a list of lists), the closing brace under the line's start."""
    one_line = "{" + ", ".join(items) + "}"
    if not items or (not rows and column + len(one_line) <= LITERAL_WIDTH):
        return one_line
    inner = indent + "    "
    if rows:
        lines = [f"{inner}{item}," for item in items]
    else:
        lines = [inner]
        for item in items:
            if lines[-1] != inner and len(lines[-1]) + len(item) + 1 > LITERAL_WIDTH:
                lines[-1] = lines[-1].rstrip()
                lines.append(inner)
            lines[-1] += f"{item}, "
        lines[-1] = lines[-1].rstrip()
    return "{\n" + "\n".join(lines) + f"\n{indent}}}"


def node_types(signature: Signature) -> set[str]:
    """The node types ("TreeNode", "ListNode", "Node") the signature's parameters and result use (a
    design class's: its constructor's and methods')."""
    return {type_.scalar for type_ in signature_types(signature) if type_.has_nodes}


def node_declaration(comment: tuple[str, ...]) -> tuple[str, list[str]]:
    """LeetCode's comment above a starter as its title and the declaration it shows, uncommented:
    a struct's (`/**`, ` * Definition for a binary tree node.`, ` * struct TreeNode {`, ..., ` */`)
    or C++'s Node's (`/*`, `// Definition for a Node.`, `class Node {`, ..., `*/`, and a blank line)."""
    while comment and not comment[-1]:
        comment = comment[:-1]
    if comment[0] == "/**":
        return comment[1].removeprefix(" * "), [line.removeprefix(" * ").removeprefix(" *") for line in comment[2:-1]]
    return comment[1].removeprefix("// "), list(comment[2:-1])


def node_definitions(signature: Signature) -> list[str]:
    """The main file's lines that define the node structs the signature uses, before the user's file
    (as LeetCode declares them before the submission); none when it uses none, so that a file of
    another problem may name a struct TreeNode of its own."""
    used = node_types(signature)
    if not used:
        return []
    macros = [f"#define JUDGE_{NODE_MACROS[name]}_NODE 1" for name in sorted(used)]
    if joins_nodes(signature):  # one of LeetCode's own drivers: nodes.h's links and places
        macros.append("#define JUDGE_LINKS 1")
    return [*macros, f'#include "{NODES_FILE}"']


# LeetCode's own drivers (nodes.h's links): each argument's shape, and the node type it is cast back to.
_LINK_SHAPES = {LINKED_LIST: ("JUDGE_SHAPE_LIST", "struct ListNode *"), TREE: ("JUDGE_SHAPE_TREE", "struct TreeNode *")}
_PLACE_WRITERS = {LINKED_LIST: "judge_put_list_place", TREE: "judge_put_tree_place"}


def joins_nodes(signature: Signature) -> bool:
    """Whether the case's last argument is the links a driver of LeetCode's joins the arguments'
    nodes with (setup's "links"): not for an API's driver, a Codec's round trip or an iterator's loop."""
    links = signature.links
    return links is not None and links.driver not in (*APIS, ROUND_TRIP, ITERATE)


def links_applied(signature: Signature, indent: str) -> list[str]:
    """The glue's statements, after the arguments judge_arg0... are read, that read the case's links
    (its last argument) and apply them to the nodes built (docs/protocol.md, "Links"): every
    argument's nodes counted first (nodes.h), then each link, then the node arguments a link made
    taken back; a void method's answer kept first, as built (answered_argument).
    Nothing for a problem without a driver's links: its glue is as it was."""
    if not joins_nodes(signature):
        return []
    count = len(signature.params)
    kept = []
    answered = signature.answer_index
    if answered is not None and answered_argument(signature) != f"judge_arg{answered}":
        cast = _LINK_SHAPES[signature.params[answered].type.name][1]
        kept = [f"{cast}{answered_argument(signature)} = judge_arg{answered};"]
    shapes, held, taken = [], [], []
    for index, param in enumerate(signature.params):
        shape = _LINK_SHAPES.get(param.type.name) if param.type.is_node else None
        shapes.append(shape[0] if shape else "JUDGE_SHAPE_NONE")
        held.append(f"judge_arg{index}" if shape else "NULL")
        if shape:
            taken.append(f"judge_arg{index} = ({shape[1]})judge_links_arguments[{index}];")
    lines = [
        "judge_expect(judge_arguments, ',');",
        *kept,
        "/* Each argument's nodes, counted before any link joins them (the arrays kept from case to case). */",
        f"static judge_pointers judge_links_built[{count}];",
        f"static const int judge_links_shapes[{count}] = {{{', '.join(shapes)}}};",
        f"void *judge_links_arguments[{count}] = {{{', '.join(held)}}};",
        f"judge_links_apply(judge_arguments, judge_links_arguments, judge_links_shapes, judge_links_built, {count});",
        *taken,
    ]
    return [f"{indent}{line}" for line in lines]


def answered_argument(signature: Signature) -> str:
    """The glue's variable a void method's answer is written from: the argument itself, or for a
    node a link replaces, that argument as built (237: the method takes the node to delete, and the
    list from its head answers; walked from the head alone, so a node the method freed is never read)."""
    answered = signature.answer_index
    assert answered is not None
    if joins_nodes(signature) and signature.params[answered].type.name in _LINK_SHAPES:
        return "judge_answered"
    return f"judge_arg{answered}"


# LeetCode's APIs of its drivers (278, 374), defined before the user's file, which calls them without
# declaring them as on LeetCode: each answers from the case's last argument, which the method is not
# given and the glue keeps in judge_api_value. Not static: C++'s driver, compiled apart, sets it.
# Never inlined, and its value volatile: each call costs a call and a read, as a call into LeetCode's
# API does, so that the compiler cannot fold a linear scan of 2^31 - 1 versions into its answer (a
# Time Limit Exceeded on LeetCode; folded, or inlined into a one-cycle loop, it was Accepted here).
_API_FUNCTIONS = {
    BAD_VERSION: ("__attribute__((noinline)) bool isBadVersion(int version) { return version >= judge_api_value; }",),
    GUESS: (
        "__attribute__((noinline)) int guess(int num) {",
        "    int pick = judge_api_value;",
        "    return num > pick ? -1 : num < pick ? 1 : 0;",
        "}",
    ),
}


# LeetCode's comment above a C or C++ starter whose method calls its driver's API, the same in both
# (374's with LeetCode's own tabs and spaces).
API_COMMENTS = {
    BAD_VERSION: ("// The API isBadVersion is defined for you.", "// bool isBadVersion(int version);", ""),
    GUESS: (*guess_comment("int guess(int num);"), ""),
}


def api_comment(signature: Signature) -> list[str]:
    """LeetCode's comment on the API a starter's method calls (API_COMMENTS); none for other problems."""
    links = signature.links
    return list(API_COMMENTS[links.driver]) if links is not None and links.driver in APIS else []


def api_definitions(signature: Signature) -> list[str]:
    """The main file's lines, before the user's file, that define the API the signature's driver
    gives its method (setup's "api"), with the value it answers from; none for any other problem."""
    links = signature.links
    if links is None or links.driver not in APIS:
        return []
    return ["volatile int judge_api_value;", *_API_FUNCTIONS[links.driver]]


def api_declaration(signature: Signature) -> list[str]:
    """The declaration of the API's value for a driver compiled apart from the main file (C++'s),
    which sets it; none for any other problem."""
    return ["extern volatile int judge_api_value;"] if api_definitions(signature) else []


def api_value_read(signature: Signature, indent: str) -> list[str]:
    """The glue's statements, after the method's arguments are read, that read the case's last
    argument, the value the driver's API answers from (an int, as LeetCode declares it)."""
    links = signature.links
    if links is None or links.driver not in APIS:
        return []
    lines = ["judge_expect(judge_arguments, ',');", "judge_api_value = (int)judge_get_long(judge_arguments);"]
    return [f"{indent}{line}" for line in lines]


def place_written(signature: Signature, value: str, indent: str) -> list[str] | None:
    """The statement writing a returned node as where it stands among the arguments' counted nodes
    (a driver's "place" answer); None when the answer is written as its type."""
    links = signature.links
    if links is None or links.answer is None or signature.answer_index is not None:
        return None
    writer = _PLACE_WRITERS[signature.returns.name]
    return [f"{indent}{writer}(judge_out, {value}, judge_links_built, {len(signature.params)});"]


def iterated(signature: Signature) -> bool:
    """Whether the problem is an iterator judged by one loop (341's NestedIterator: made from the
    case's arguments, then next called while hasNext is true)."""
    return signature.links is not None and signature.links.driver == ITERATE


def round_trip(signature: Signature) -> tuple[Method, Method] | None:
    """A Codec's round trip's two methods, there (from the case's value to a string) and back; None
    for any other problem."""
    if signature.links is None or signature.links.driver != ROUND_TRIP or signature.design is None:
        return None
    there, back = signature.design.methods
    return there, back


def compiled_driver(
    language: NativeLanguage,
    compiler: str,
    files: dict[str, str],
    driver_file: str,
    prelude: str,
    visible: tuple[str, ...],
) -> str | None:
    """The driver's object file, compiled (in the sandbox, like any build, and cached by its text,
    so once per signature, toolchain and flags) for every build of the signature to link; None
    when it does not compile, and the build then compiles it with the user's file."""
    from judge.execution.build import compile_submission

    object_file = "judge_driver.o"
    command = (compiler, *language.compile_flags(), "-include", prelude, "-c", "-o", object_file, driver_file)
    plan = BuildPlan(
        files=files,
        command=language.compile_command(command),
        user_file=driver_file,
        visible=visible,
        identity=program_identity(compiler),
        generated=tuple(files),
    )
    built = compile_submission(plan)
    return os.path.join(built.folder, object_file) if built.folder is not None else None


def precompiled_prelude(language: NativeLanguage, compiler: str) -> str | None:
    """The prelude header, precompiled for these flags once, in the user's cache folder.

    It holds only the standard headers (no user input), so it is compiled outside the sandbox.
    When precompiling fails, the plain header is used: slower, but the same result.

    The header is written once where it stays, and the compiled file renamed beside it when done:
    clang's precompiled header names the header by its path and looks for it at every use (g++'s
    does not), so it cannot be built in a temporary folder and moved. Judges that need it at once
    (a class graded by two workers, cold) build it once: the others wait on a lock for that build.
    """
    from judge.execution.build import cache_folder

    flags = (*language.compile_flags(), *language.prelude_flags())
    key = hashlib.sha256("\0".join([program_identity(compiler), *flags, language.prelude]).encode()).hexdigest()[:16]
    folder = os.path.join(cache_folder(), f"prelude-{language.name}-{key}")
    header_name = f"judge_prelude{language.prelude_suffix}"
    header = os.path.join(folder, header_name)
    compiled = f"{header}.gch"  # clang, like g++, finds it beside the header -include names
    if os.path.isfile(compiled):
        os.utime(folder)  # used: the cache's pruning keeps recently used entries
        return header
    import fcntl
    import subprocess  # here: made once per toolchain, and a warm `judge test` never needs it (~5 ms)

    partial_name = f".{header_name}.gch.{os.getpid()}"
    partial = os.path.join(folder, partial_name)
    try:
        os.makedirs(folder, exist_ok=True)
        os.chmod(folder, 0o755)
        lock = open(os.path.join(folder, ".building"), "a")  # noqa: SIM115 (held until the function returns)
    except OSError:
        return None
    try:
        # One judge builds it; another (a grading worker beside it) waits, then uses that build.
        fcntl.flock(lock, fcntl.LOCK_EX)
        if os.path.isfile(compiled):
            return header
        _create_once(header, language.prelude)
        kind = "c++-header" if language.prelude_suffix == ".hpp" else "c-header"
        subprocess.run(
            [compiler, *flags, "-x", kind, header_name, "-o", partial_name],
            cwd=folder,
            capture_output=True,
            timeout=300,
            check=False,
        )
        if os.path.isfile(partial):
            os.chmod(partial, 0o644)
            os.replace(partial, compiled)
    except (OSError, subprocess.SubprocessError):
        pass
    finally:
        _remove(partial)
        lock.close()  # and the lock with it
    return header if os.path.isfile(compiled) else None


def _create_once(path: str, text: str) -> None:
    """Write the file unless it exists, never rewriting it: a judge running beside this one may be
    compiling against it at this moment."""
    if os.path.isfile(path):
        return
    folder, name = os.path.split(path)
    temporary = os.path.join(folder, f".{name}.{os.getpid()}")
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.chmod(temporary, 0o644)
    try:
        os.link(temporary, path)  # fails if another judge made it first: theirs is the same text
    except FileExistsError:
        pass
    finally:
        _remove(temporary)


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
