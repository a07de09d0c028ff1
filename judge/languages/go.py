"""Go, as LeetCode runs it: a plain function (`func updateBoard(board [][]byte, click []int) [][]byte`) in package main,
which LeetCode declares (a package clause of the file's own is a Compile Error, as there), the
standard library's imports optional.

The build folder holds the user's text as solution.go, unshifted: what LeetCode lets a file omit is
put on its first line, before the user's first character (`package main; import ("strings"); `)
followed by a `/*line solution.go:1:1*/` directive, so that even the columns of line 1 stay the
user's. A `var _ = strings.Repeat` per added import goes after the user's last line (an import
the code turns out not to use is then no error). main.go is the harness (go_harness/harness.go)
plus the code generated from the signature: a reader per argument type (a char is a byte, as in
LeetCode's `[][]byte` boards, and travels as a one-character string), a writer for the answer (a
nil slice is written as [], as LeetCode prints it; boards travel packed) and the call, which a line
directive places on the user's declaration, so that a signature that does not match is reported
there. A function without a result (`func solveSudoku(board [][]byte)`) answers with the argument
it changed in place: the call is a statement, and that argument is written after it. A file's own
`func main` is a Compile Error, as on LeetCode, whose package main has one (`main redeclared in
this block`); should one reach the build, the harness serves from an init instead. A problem with LeetCode's
TreeNode, ListNode or Node (an N-ary tree) gets the type declared in main.go as LeetCode declares it,
with its reader and writer (go_harness/tree.go, list.go, nary.go): none recurses, and an answer that
reaches a node twice is the error LeetCode reports (docs/protocol.md); a file's own declaration of
it does not compile. A problem without one leaves its name to the file (an LRU cache's type Node).
A problem of a driver of LeetCode's own (a list with a cycle, two lists that meet, two nodes of a
tree) reads the case's links after the arguments: the generated case counts the node arguments'
nodes as built (list.go, tree.go), applies the links, and answers a returned node by where it
stands, compared by pointer (docs/protocol.md, "Links"); nothing of it is generated otherwise. A
void function of such a problem (237's deleteNode) answers with its argument as built, before a
link replaced it: the list from its head, not the node it was given. An API's driver (278, 374)
reads the case's last argument as what LeetCode's API answers from, and main.go declares that API
(`func isBadVersion(version int) bool`, go_harness/bad_version.go, guess.go) for its problem only,
as a call the compiler does not inline; a file's own declaration of it does not compile.
LeetCode's other Node classes (138's Val, Next, Random; 133's Val, Neighbors; 116 and 117's Val,
Left, Right, Next; 430's Val, Prev, Next, Child, its template's parameter named root) are declared
as `Node` for their problems only (go_harness/random.go, graph.go, next.go, multilevel.go): a
copy's nodes are checked against the case's input nodes by pointer, and no walk goes without a
bound (docs/protocol.md, "LeetCode's other node classes"). A Codec's round trip (297, 535)
is LeetCode's design template with its methods unexported (`func (this *Codec) serialize(`), as its
driver calls them: one object encodes the case's value, another decodes the string. LeetCode's
NestedInteger (341, 385) is declared for its problems only, with LeetCode's methods (Add takes the
struct by value, GetList gives pointers), read from and written as its JSON value without a
recursion (go_harness/nested.go); 341's NestedIterator (its template's Constructor returns a
pointer) is judged by LeetCode's loop, Next while HasNext, until the output limit. Peeking
Iterator's Constructor (284) is given LeetCode's Iterator over the case's list, declared for that
problem only with its methods unexported as LeetCode's comment shows them (`hasNext`, `next`;
go_harness/iterator.go, next past the end panics), and PeekingIterator's own methods keep
LeetCode's lowercase names (`hasNext`, `next`, `peek`), as a Codec's do.

Build: `go build` with a build cache of its own under the sandbox's private temporary folder
(removed afterwards), the module machinery off: two files of package main and the standard library
need nothing else, and nothing is fetched. The program runs without an address-space limit (the
Go runtime reserves hundreds of MB up front); the supervisor watches its resident memory instead,
and GOMEMLIMIT makes the collector work harder near the limit.
"""

from __future__ import annotations

import functools
import os
import re

from judge.core.signature import (
    APIS,
    BAD_VERSION,
    CYCLE,
    DELETED_NODE,
    DRIVEN_NODES,
    GRAPH,
    GUESS,
    INTERSECTION,
    ITERATE,
    ITERATOR,
    MULTILEVEL_LIST,
    NESTED_INTEGER,
    NEXT_TREE,
    PEEKING_CLASSES,
    RANDOM_LIST,
    ROUND_TRIP,
    TREE_NODES,
    Signature,
    Type,
    round_trip_objects,
)
from judge.execution.program import DEFAULT_MEMORY_MB, BuildPlan, CrashRule, Program
from judge.languages.base import (
    GDB,
    Language,
    LeetCodeEnvironment,
    Toolchain,
    blank_comments,
    find_tool,
    guess_comment,
    line_at,
    signature_types,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.compile_error import CompileError
    from judge.core.signature import Method, Param
    from judge.languages.standalone import Standalone

HARNESS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "go_harness", "harness.go")
# LeetCode's node types with their readers and writers, added to main.go when the signature has them.
NODE_HARNESSES = {
    "ListNode": os.path.join(os.path.dirname(HARNESS), "list.go"),
    "TreeNode": os.path.join(os.path.dirname(HARNESS), "tree.go"),
    "Node": os.path.join(os.path.dirname(HARNESS), "nary.go"),
    # LeetCode's other node classes, each `Node` in its problems' code (docs/protocol.md).
    RANDOM_LIST: os.path.join(os.path.dirname(HARNESS), "random.go"),
    GRAPH: os.path.join(os.path.dirname(HARNESS), "graph.go"),
    NEXT_TREE: os.path.join(os.path.dirname(HARNESS), "next.go"),
    MULTILEVEL_LIST: os.path.join(os.path.dirname(HARNESS), "multilevel.go"),
    # LeetCode's NestedInteger (341, 385): its methods, and its JSON read and written.
    NESTED_INTEGER: os.path.join(os.path.dirname(HARNESS), "nested.go"),
    # LeetCode's Iterator (284), given to PeekingIterator's Constructor: its methods, and its reader.
    ITERATOR: os.path.join(os.path.dirname(HARNESS), "iterator.go"),
}
# LeetCode's API of a driver's problem (278, 374), added to main.go for that problem only.
API_HARNESSES = {
    BAD_VERSION: os.path.join(os.path.dirname(HARNESS), "bad_version.go"),
    GUESS: os.path.join(os.path.dirname(HARNESS), "guess.go"),
}
USER_FILE = "solution.go"
HARNESS_FILE = "main.go"
PROGRAM = "program"
# Go grows a goroutine's stack by copying it, each time adjusting every frame: a runaway recursion
# took 600-1000 ms of CPU to reach 64 MB, a Runtime Error or a Time Limit Exceeded by the machine's
# load. 16 MB takes about 250 ms and still holds a recursion 100,000 calls deep of a flood fill's
# frames (1 GB is Go's own limit, past the memory limit).
MAX_STACK_BYTES = 16 << 20

# LeetCode's Go declarations: a char is a byte (`[][]byte` boards, as in Sudoku Solver).
_SCALARS = {
    "int": "int",
    "long": "int64",
    "bool": "bool",
    "double": "float64",
    "char": "byte",
    "string": "string",
    "TreeNode": "*TreeNode",
    "ListNode": "*ListNode",
    "Node": "*Node",
    RANDOM_LIST: "*Node",
    GRAPH: "*Node",
    NEXT_TREE: "*Node",
    MULTILEVEL_LIST: "*Node",
    NESTED_INTEGER: "*NestedInteger",
    ITERATOR: "*Iterator",
}
# {p} is the parser, {b} the buffer written to, {v} the value.
_READ = {
    "int": "int({p}.readInt())",
    "long": "{p}.readInt()",
    "bool": "{p}.readBool()",
    "double": "{p}.readFloat()",
    "char": "{p}.readChar()",
    "string": "{p}.readString()",
    "TreeNode": "__judge_read_TreeNode({p})",
    "ListNode": "__judge_read_ListNode({p})",
    "Node": "__judge_read_Node({p})",
    RANDOM_LIST: "__judge_read_RandomListNode({p})",
    GRAPH: "__judge_read_GraphNode({p})",
    NEXT_TREE: "__judge_read_NextTreeNode({p})",
    MULTILEVEL_LIST: "__judge_read_MultilevelListNode({p})",
    NESTED_INTEGER: "__judge_read_NestedInteger({p})",
    ITERATOR: "__judge_read_Iterator({p})",
}
_WRITE = {
    "int": "__judge_write_int({b}, int64({v}))",
    "long": "__judge_write_int({b}, {v})",
    "bool": "__judge_write_bool({b}, {v})",
    "double": "__judge_write_float({b}, {v})",
    "char": "__judge_write_char({b}, {v})",
    "string": "__judge_write_string({b}, {v})",
    "TreeNode": "__judge_write_TreeNode({b}, {v})",
    "ListNode": "__judge_write_ListNode({b}, {v})",
    "Node": "__judge_write_Node({b}, {v})",
    RANDOM_LIST: "__judge_write_RandomListNode({b}, {v})",
    GRAPH: "__judge_write_GraphNode({b}, {v})",
    NEXT_TREE: "__judge_write_NextTreeNode({b}, {v})",
    MULTILEVEL_LIST: "__judge_write_MultilevelListNode({b}, {v})",
    NESTED_INTEGER: "__judge_write_NestedInteger({b}, {v})",
}
# A parameter LeetCode's Go template names otherwise than its metaData does: 430's head is root there,
# and 284's Constructor is given iter.
_LEETCODE_NAMES = {MULTILEVEL_LIST: "root", ITERATOR: "iter"}
# Go's keywords, which a parameter of problem.json may not be called in Go.
_RESERVED = frozenset(
    re.findall(
        r"\w+",
        """
    break case chan const continue default defer else fallthrough for func go goto if import
    interface map package range return select struct switch type var
""",
    )
)
_EMPTY = {
    "int": "0",
    "long": "0",
    "bool": "false",
    "double": "0",
    "char": "0",
    "string": '""',
    "TreeNode": "nil",
    "ListNode": "nil",
    "Node": "nil",
    RANDOM_LIST: "nil",
    GRAPH: "nil",
    NEXT_TREE: "nil",
    MULTILEVEL_LIST: "nil",
    # An empty list (the struct's zero value), as Python's starter answers: a clean Wrong Answer.
    NESTED_INTEGER: "&NestedInteger{}",
}
# LeetCode's comment above a starter that uses a node type: the type the judge declares.
NODE_COMMENTS = {
    "ListNode": (
        "/**",
        " * Definition for singly-linked list.",
        " * type ListNode struct {",
        " *     Val int",
        " *     Next *ListNode",
        " * }",
        " */",
    ),
    "TreeNode": (
        "/**",
        " * Definition for a binary tree node.",
        " * type TreeNode struct {",
        " *     Val int",
        " *     Left *TreeNode",
        " *     Right *TreeNode",
        " * }",
        " */",
    ),
    "Node": (
        "/**",
        " * Definition for a Node.",
        " * type Node struct {",
        " *     Val int",
        " *     Children []*Node",
        " * }",
        " */",
    ),
    RANDOM_LIST: (
        "/**",
        " * Definition for a Node.",
        " * type Node struct {",
        " *     Val int",
        " *     Next *Node",
        " *     Random *Node",
        " * }",
        " */",
    ),
    GRAPH: (
        "/**",
        " * Definition for a Node.",
        " * type Node struct {",
        " *     Val int",
        " *     Neighbors []*Node",
        " * }",
        " */",
    ),
    NEXT_TREE: (
        "/**",
        " * Definition for a Node.",
        " * type Node struct {",
        " *     Val int",
        " *     Left *Node",
        " *     Right *Node",
        " *     Next *Node",
        " * }",
        " */",
    ),
    MULTILEVEL_LIST: (
        "/**",
        " * Definition for a Node.",
        " * type Node struct {",
        " *     Val int",
        " *     Prev *Node",
        " *     Next *Node",
        " *     Child *Node",
        " * }",
        " */",
    ),
    # LeetCode's API of NestedInteger, every method of 385's and 341's templates; the words are the kit's.
    NESTED_INTEGER: (
        "/**",
        " * // The interface of nested lists, which the judge provides: do not implement it.",
        " * // Its zero value (NestedInteger{}) is an empty list.",
        " * type NestedInteger struct {",
        " * }",
        " *",
        " * // True if this NestedInteger holds a single integer, not a nested list.",
        " * func (n NestedInteger) IsInteger() bool {}",
        " *",
        " * // The single integer this NestedInteger holds; undefined if it holds a nested list.",
        " * func (n NestedInteger) GetInteger() int {}",
        " *",
        " * // Makes this NestedInteger hold the single integer value.",
        " * func (n *NestedInteger) SetInteger(value int) {}",
        " *",
        " * // Makes this NestedInteger a nested list (if it is not one) and appends a copy of elem to it.",
        " * func (n *NestedInteger) Add(elem NestedInteger) {}",
        " *",
        " * // The nested list this NestedInteger holds (pointers to its own items), empty if it holds a",
        " * // single integer.",
        " * func (n NestedInteger) GetList() []*NestedInteger {}",
        " */",
    ),
    # LeetCode's Iterator of 284, its methods unexported as its template declares them; the words are the kit's.
    ITERATOR: (
        "/**",
        " * // The interface of the Iterator the judge gives your class: do not implement it.",
        " * type Iterator struct {",
        " * }",
        " *",
        " * // True while there are elements left.",
        " * func (this *Iterator) hasNext() bool {}",
        " *",
        " * // The next element; the iterator moves past it.",
        " * func (this *Iterator) next() int {}",
        " */",
    ),
}
# LeetCode's comment above the starter of a problem whose function calls an API of its driver's.
API_COMMENTS = {
    BAD_VERSION: (
        "/** ",
        " * Forward declaration of isBadVersion API.",
        " * @param   version   your guess about first bad version",
        " * @return \t \t      true if current version is bad ",
        " *\t\t\t          false if current version is good",
        " * func isBadVersion(version int) bool;",
        " */",
        "",
    ),
    GUESS: (*guess_comment("func guess(num int) int;"), ""),
}
# LeetCode's Go templates of a Codec's round trip, by its first method (297's serialize, 535's
# encode): the comment above each method, the blank lines after the struct, and the calls its
# closing comment shows (535's on one object). 449's, whose methods are 297's, differs in that comment.
CODEC_TEMPLATES: dict[str, tuple[tuple[str, str], int, tuple[str, ...]]] = {
    "serialize": (
        ("Serializes a tree to a single string.", "Deserializes your encoded data to tree."),
        1,
        (
            "ser := Constructor();",
            "deser := Constructor();",
            "data := ser.serialize(root);",
            "ans := deser.deserialize(data);",
        ),
    ),
    "encode": (
        ("Encodes a URL to a shortened URL.", "Decodes a shortened URL to its original URL."),
        2,
        ("obj := Constructor();", "url := obj.encode(longUrl);", "ans := obj.decode(url);"),
    ),
}

# Top-level functions (a method has a receiver in parentheses before its name).
_FUNCTION = re.compile(r"^func\s+([A-Za-z_]\w*)\s*[\[(]", re.MULTILINE)
# Methods: `func (this *LRUCache) Get(`, the receiver's type and the method's name.
_METHOD = re.compile(r"^func\s*\(\s*(?:\w+\s+)?\*?\s*(\w+)\s*\)\s*([A-Za-z_]\w*)\s*\(", re.MULTILINE)
# What a design problem's class is made by (LeetCode's Go template: `func Constructor(capacity int) LRUCache`).
CONSTRUCTOR = "Constructor"
_MAIN = re.compile(r"^func\s+(?P<main>main)\s*\(\s*\)", re.MULTILINE)
# The package clause, after any comments at the top of the file.
_PACKAGE = re.compile(r"\A(?:\s|//[^\n]*(?:\n|\Z)|/\*.*?\*/)*package[ \t]+(\w+)", re.DOTALL)
_IMPORT_SPEC = re.compile(r'(?:^|[\s;(])(?:([A-Za-z_]\w*|\.)\s+)?"([\w./-]+)"')
_IMPORT_DECL = re.compile(r"^[ \t]*import\s*(\([^)]*\)|[^\n]*)", re.MULTILINE)
_TOP_LEVEL_NAME = re.compile(r"^(?:func|var|const|type)\s+([A-Za-z_]\w*)", re.MULTILINE)

# What LeetCode's Go environment imports for a file that uses it without an import: the package's
# name -> its import path and a member to mention once (so that an import the code does not really
# use, e.g. a `sort.` inside a comment, is no "imported and not used" error).
AUTO_IMPORTS = {
    "fmt": ("fmt", "Sprint"),
    "strings": ("strings", "Repeat"),
    "strconv": ("strconv", "Itoa"),
    "sort": ("sort", "Ints"),
    "math": ("math", "Abs"),
    "bits": ("math/bits", "OnesCount"),
    "rand": ("math/rand", "Intn"),
    "big": ("math/big", "NewInt"),
    "heap": ("container/heap", "Init"),
    "list": ("container/list", "New"),
    "unicode": ("unicode", "IsDigit"),
    "utf8": ("unicode/utf8", "RuneLen"),
    "bytes": ("bytes", "Compare"),
    "errors": ("errors", "New"),
    # Generic packages (Go 1.21): a function of theirs is named with its type arguments.
    "slices": ("slices", "Sort[[]int]"),
    "maps": ("maps", "Clone[map[int]int]"),
    "cmp": ("cmp", "Compare[int]"),
}

CRASH_RULES = (
    CrashRule(r"fatal error: runtime: out of memory", "Memory Limit Exceeded", "fatal error: runtime: out of memory"),
    CrashRule(
        r"goroutine stack exceeds (\d+)-byte limit\n(?:.*\n)*?\t(?:.*/)?solution\.go:(\d+)",
        "Runtime Error",
        "stack overflow (the goroutine's stack exceeded {1} bytes: is the recursion infinite or too deep?) (line {2})",
    ),
    CrashRule(
        r"goroutine stack exceeds (\d+)-byte limit",
        "Runtime Error",
        "stack overflow (the goroutine's stack exceeded {1} bytes: is the recursion infinite or too deep?)",
    ),
    CrashRule(r"^fatal error: stack overflow", "Runtime Error", "stack overflow"),
    # A panic in a goroutine of the user's (the harness recovers those of the function it calls):
    # the message and the innermost line of the user's file in the trace below it.
    CrashRule(
        r"^panic: (.*?)(?: \[recovered\])?\n(?:.*\n)*?\t(?:.*/)?solution\.go:(\d+)",
        "Runtime Error",
        "panic in a goroutine: {1} (line {2})",
    ),
    CrashRule(r"^panic: (.*)", "Runtime Error", "panic in a goroutine: {1}"),
    CrashRule(
        r"failed to create new OS thread \(have (\d+) already; errno=11\)",
        "Runtime Error",
        "the system refused the program a thread (it had {1}): too many processes or threads",
    ),
    CrashRule(r"^fatal error: (.*)", "Runtime Error", "fatal error: {1}"),
)

BUILD_ENV = (
    # A file list of package main and the standard library: no module to resolve, nothing to fetch.
    ("GO111MODULE", "off"),
    ("GOTOOLCHAIN", "local"),
    ("GOPROXY", "off"),
    ("GOFLAGS", ""),
    ("GOTELEMETRY", "off"),
    # No C compiler is involved, and the program is static.
    ("CGO_ENABLED", "0"),
    # The go command, the compiler and the linker one after another, each on few threads: the sandbox
    # caps the processes and threads of its user, which compiles judged at once share.
    ("GOMAXPROCS", "1"),
)
# The build cache (required by `go build`) in the build folder, gone afterwards. It starts as a copy
# of the seed cache ($1, see seed_cache) when there is one: Go 1.20 on ships no compiled standard
# library, and compiling the runtime for every judged file takes ~15 s where the copy takes 0.1 s.
# No symbol table or DWARF (-s -w): a third smaller; stack traces read the line table, which stays.
# A compile the system refused a thread (other sandboxes of the same user busy) is tried again.
BUILD_SCRIPT = (
    'GOCACHE="$PWD/.judge-go-cache"; export GOCACHE; log="$PWD/.judge-go-log"; '
    'if [ -n "$1" ] && [ -d "$1" ]; then cp -R "$1" "$GOCACHE" 2>/dev/null || rm -rf "$GOCACHE"; fi; '
    "for attempt in 1 2 3; do "
    f'"$0" build -ldflags="-s -w" -o {PROGRAM} {USER_FILE} {HARNESS_FILE} >"$log" 2>&1; status=$?; '
    'grep -q -e "errno=11" -e "resource temporarily unavailable" "$log" || break; sleep 0.5; '
    'done; cat "$log"; rm -rf "$GOCACHE" "$log"; exit $status'
)
# For a debugger: the symbol table and DWARF kept, the user's package neither optimised nor inlined.
DEBUG_BUILD_SCRIPT = BUILD_SCRIPT.replace('-ldflags="-s -w"', '-gcflags="-N -l"')
# What the seed cache holds compiled: the harness's imports and the standard library packages
# LeetCode's Go solutions commonly use (anything else compiles with the submission, in seconds).
SEED_PACKAGES = (
    "bufio",
    "bytes",
    "container/heap",
    "container/list",
    "container/ring",
    "errors",
    "fmt",
    "maps",
    "math",
    "math/bits",
    "math/rand",
    "os",
    "runtime",
    "runtime/debug",
    "slices",
    "sort",
    "strconv",
    "strings",
    "sync",
    "unicode",
    "unicode/utf8",
)
SEED_SECONDS = 600
# The program's environment: one thread runs Go code (the time measured is CPU time anyway), so
# a run needs few threads of the sandbox's capped count.
RUN_ENV = (("GOMAXPROCS", "1"),)


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "70 Go .go"


class Go(Language):
    name = "go"
    judges_design = True
    judges_nary_trees = True
    judges_nested_integers = True
    judges_links = frozenset((CYCLE, INTERSECTION, TREE_NODES, DELETED_NODE, *APIS, ROUND_TRIP, ITERATE))
    judges_driven_nodes = frozenset(DRIVEN_NODES)
    # LeetCode's Iterator given to 284's PeekingIterator, declared for its problem only (go_harness/iterator.go).
    judges_iterators = True
    title = "Go"
    leetcode = LeetCodeEnvironment(
        toolchain="Go 1.23",
        release=(1, 23),
        included="the standard packages, imported for the file; the builtins min, max and clear (Go 1.21)",
        declared=(
            "package main, func main, and TreeNode, ListNode, Node, NestedInteger and Iterator where the problem"
            " has them (a file's own package clause, main or node type does not compile)"
        ),
    )
    extensions = (".go",)
    aliases = ("golang",)
    toolchains = (Toolchain("go", apt="golang-go", version_args=("version",)),)
    debugger = GDB
    # The scheduler preempts with SIGURG: not a stop the user asked for.
    debugger_setup = ("handle SIGURG nostop noprint pass",)
    diagnostic = re.compile(r"^(?P<file>[^\s:]*\.go):(?P<line>\d+):(?:(?P<col>\d+):)?\s*(?P<message>.*)$")

    def method_name(self, signature: Signature) -> str:
        return signature.name

    def type_name(self, type_: Type) -> str:
        return "[]" + self.type_name(type_.item) if type_.item is not None else _SCALARS[type_.name]

    def defined_methods(self, text: str) -> set[str]:
        return set(_FUNCTION.findall(text)) - {"main", "init"}

    def design_method_name(self, method: Method) -> str:
        """LeetCode's Go design template exports every method: `get` is `Get`, `hasNext` `HasNext`."""
        return method.name[:1].upper() + method.name[1:]

    def class_method_name(self, signature: Signature, method: Method) -> str:
        """A design class's method as LeetCode's Go template names it: exported on a class driven by
        calls (`Get`) or by 341's loop (`HasNext`); a Codec's keeps its lowercase name (`serialize`),
        which LeetCode's own driver calls from the same package, and so does 284's PeekingIterator
        (`hasNext`, `next`, `peek`), as the Iterator it is given does."""
        return method.name if _lowercase_methods(signature) else self.design_method_name(method)

    def design_frame(self, signature: Signature) -> dict[str, Any] | None:
        frame = super().design_frame(signature)
        if frame is not None and _lowercase_methods(signature):  # a Codec's, 284's: the lowercase names
            for name, method in frame["methods"].items():
                method["call"] = name
        return frame

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        if signature.design is None:
            return (f"main.{signature.name}",)
        methods = signature.design.methods
        calls = [f"main.(*{signature.name}).{self.class_method_name(signature, method)}" for method in methods]
        return (f"main.{CONSTRUCTOR}", *calls)

    def defines(self, text: str, signature: Signature) -> bool:
        """A design problem's file: its Constructor and every method on the class's type."""
        design = signature.design
        if design is None:
            return super().defines(text, signature)
        methods = {name for receiver, name in _METHOD.findall(text) if receiver == signature.name}
        return CONSTRUCTOR in self.defined_methods(text) and all(
            self.class_method_name(signature, method) in methods for method in design.methods
        )

    def signature_text(self, signature: Signature) -> str:
        """A design problem's: the type, its Constructor and methods, one declaration a line."""
        if signature.design is None:
            return super().signature_text(signature)
        return "\n".join(
            line.removesuffix("{").rstrip()
            for line in self._design_block(signature)
            if line.startswith(("type ", "func "))
        )

    def rejection(self, source: str) -> tuple[int, str] | None:
        # The package clause first: LeetCode's compiler stops at a syntax error before it compares names.
        clause = _PACKAGE.match(source)
        if clause is not None:
            return (
                line_at(source, clause.start(1)),
                "syntax error: non-declaration statement outside function body (LeetCode puts your code in a"
                " package main of its own: leave the package clause out)",
            )
        main = _MAIN.search(blank_comments(source))
        if main is not None:
            return (
                line_at(source, main.start("main")),
                "main redeclared in this block (LeetCode's package main has a func main of its own, which"
                " calls your function: remove yours, or keep it in another file to try your code by hand)",
            )
        return None

    def missing_solution(self, text: str) -> str | None:
        if self.defined_methods(text):
            return None
        return (
            "defines no function; a Go solution is LeetCode's function,"
            " e.g. `func findMinStep(board string, hand string) int { ... }`"
        )

    def declaration(self, signature: Signature) -> str:
        """LeetCode's: `func updateBoard(board [][]byte, click []int) [][]byte`; a void method has no
        result (`func solveSudoku(board [][]byte)`)."""
        params = ", ".join(
            f"{_LEETCODE_NAMES.get(param.type.name, parameter_name(param.name))} {self.type_name(param.type)}"
            for param in signature.params
        )
        head = f"func {self.method_name(signature)}({params})"
        return head if signature.in_place else f"{head} {self.type_name(signature.returns)}"

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        notes = [*about, "", *usage] if about or usage else []
        comment = [f"// {line}".rstrip() for line in notes]
        returns = signature.returns
        if signature.design is not None:
            body = [*self._design_block(signature), ""]
        elif signature.in_place:
            # As LeetCode's template has it: two spaces where the result would be, an empty body.
            body = [self.declaration(signature) + "  {", "", "}", ""]
        else:
            body = [self.declaration(signature) + " {", f"\treturn {self._empty(returns)}", "}", ""]
        types = signature_types(signature)
        nodes = [
            line for name, lines in NODE_COMMENTS.items() if any(t.scalar == name for t in types) for line in lines
        ]
        api = API_COMMENTS.get(signature.links.driver, ()) if signature.links is not None else ()
        return "\n".join([*comment, *([""] if comment else []), *nodes, *api, *body])

    def _empty(self, type_: Type) -> str:
        return f"{self.type_name(type_)}{{}}" if type_.item is not None else _EMPTY[type_.name]

    def _design_block(self, signature: Signature) -> list[str]:
        """LeetCode's Go design template: the struct, Constructor, a method per call (exported, on
        a pointer receiver) and the comment that shows the calls; each body returns a zero value, so
        that the starter compiles."""
        design = signature.design
        assert design is not None
        name = signature.name

        def typed(params: tuple[Param, ...]) -> str:
            return ", ".join(f"{parameter_name(param.name)} {self.type_name(param.type)}" for param in params)

        def names(params: tuple[Param, ...]) -> str:
            return ",".join(parameter_name(param.name) for param in params)

        if not signature.calls:
            return self._codec_block(signature) if _round_trip(signature) else self._iterator_block(signature)
        if name in PEEKING_CLASSES:
            return self._peeking_block(signature)
        lines = [f"type {name} struct {{", "    ", "}", "", ""]
        lines += [f"func {CONSTRUCTOR}({typed(design.constructor)}) {name} {{", f"    return {name}{{}}", "}", "", ""]
        usage = [f" * obj := {CONSTRUCTOR}({names(design.constructor)});"]
        for number, method in enumerate(design.methods, 1):
            call = f"obj.{self.design_method_name(method)}({names(method.params)});"
            head = f"func (this *{name}) {self.design_method_name(method)}({typed(method.params)})"
            if method.returns.name == "void":
                lines += [head + "  {", "    ", "}", "", ""]
                usage.append(f" * {call}")
            else:
                lines += [f"{head} {self.type_name(method.returns)} {{", f"    return {self._empty(method.returns)}"]
                lines += ["}", "", ""]
                usage.append(f" * param_{number} := {call}")
        return [*lines, "/**", f" * Your {name} object will be instantiated and called as such:", *usage, " */"]

    def _peeking_block(self, signature: Signature) -> list[str]:
        """LeetCode's Go template of 284: the struct a line below the Iterator's comment, Constructor
        given `iter *Iterator` and returning a pointer, the methods unexported in LeetCode's order
        (hasNext, next, peek), and no comment of how they are called (LeetCode's has none); bodies
        return zero values, as above."""
        design = signature.design
        assert design is not None
        name = signature.name
        (param,) = design.constructor
        given = f"{_LEETCODE_NAMES[ITERATOR]} {self.type_name(param.type)}"
        lines = ["", f"type {name} struct {{", "    ", "}", ""]
        lines += [f"func {CONSTRUCTOR}({given}) *{name} {{", f"    return &{name}{{}}", "}", ""]
        for method_name in ("hasNext", "next", "peek"):
            method = design.method(method_name)
            assert method is not None  # 284's metaData names all three
            head = f"func (this *{name}) {method.name}() {self.type_name(method.returns)}"
            lines += [f"{head} {{", f"    return {self._empty(method.returns)}", "}", ""]
        return lines[:-1]

    def _codec_block(self, signature: Signature) -> list[str]:
        """LeetCode's Go template of a Codec's round trip (CODEC_TEMPLATES): lowercase methods, each
        under its comment, and the calls of LeetCode's driver; bodies return zero values, as above."""
        design = signature.design
        assert design is not None
        name = signature.name
        there, back = design.methods
        value = parameter_name(there.params[0].name)
        # A Codec of LeetCode's the kit does not know: no comments, and 297's calls.
        generic = (
            ("", ""),
            1,
            (
                f"ser := {CONSTRUCTOR}();",
                f"deser := {CONSTRUCTOR}();",
                f"data := ser.{there.name}({value});",
                f"ans := deser.{back.name}(data);",
            ),
        )
        comments, gap, usage = CODEC_TEMPLATES.get(there.name, generic)
        # 297's struct stands a line below LeetCode's comment on TreeNode (a function's does not).
        lines = [*([""] if any(type_.is_node for type_ in signature_types(signature)) else [])]
        lines += [f"type {name} struct {{", "    ", "}", *[""] * gap]
        lines += [f"func {CONSTRUCTOR}() {name} {{", f"    return {name}{{}}", "}", ""]
        for method, comment in zip(design.methods, comments, strict=True):
            param = method.params[0]
            head = f"func (this *{name}) {method.name}({parameter_name(param.name)} {self.type_name(param.type)})"
            lines += [*([f"// {comment}"] if comment else []), f"{head} {self.type_name(method.returns)} {{"]
            lines += [f"    return {self._empty(method.returns)}", "}", ""]
        intro = f" * Your {name} object will be instantiated and called as such:"
        return [*lines, "", "/**", intro, *(f" * {line}" for line in usage), " */"]

    def _iterator_block(self, signature: Signature) -> list[str]:
        """LeetCode's Go template of an iterator judged by one loop (341): Constructor returns a
        pointer, the methods are exported, and the closing comment shows the driver's loop; bodies
        return zero values, as above (HasNext's false: the starter answers an empty list)."""
        design = signature.design
        assert design is not None
        name = signature.name

        def typed(params: tuple[Param, ...]) -> str:
            return ", ".join(f"{parameter_name(param.name)} {self.type_name(param.type)}" for param in params)

        # 341's struct stands a line below LeetCode's comment on NestedInteger.
        lines = [*([""] if any(type_.has_nodes for type_ in signature_types(signature)) else [])]
        lines += [f"type {name} struct {{", "    ", "}", ""]
        lines += [f"func {CONSTRUCTOR}({typed(design.constructor)}) *{name} {{", f"    return &{name}{{}}", "}", ""]
        for method in design.methods:
            head = f"func (this *{name}) {self.design_method_name(method)}({typed(method.params)})"
            lines += [f"{head} {self.type_name(method.returns)} {{", f"    return {self._empty(method.returns)}"]
            lines += ["}", ""]
        has_next, step = _iterated_methods(signature)
        given = ",".join(parameter_name(param.name) for param in design.constructor)
        usage = (
            f"obj := {CONSTRUCTOR}({given});",
            f"for obj.{self.design_method_name(has_next)}() {{",
            f"    ans = append(ans, obj.{self.design_method_name(step)}())",
            "}",
        )
        intro = f" * Your {name} object will be instantiated and called as such:"
        return [*lines, "", "/**", intro, *(f" * {line}" for line in usage), " */"]

    # --- build -----------------------------------------------------------------------------------

    def plan_build(self, source: str, filename: str, signature: Signature) -> BuildPlan:
        go = find_tool("go") or "go"
        seed = seed_cache(go)
        text = user_file(source)
        harness = harness_source(
            signature,
            declaration_place(source, self.method_name(signature)),
            bool(_MAIN.search(blank_comments(source))),
            design_places(source, signature),
        )
        return BuildPlan(
            files={USER_FILE: text, HARNESS_FILE: harness},
            command=("/bin/sh", "-c", DEBUG_BUILD_SCRIPT if self.debugging else BUILD_SCRIPT, go, seed or ""),
            user_file=USER_FILE,
            visible=(goroot(go), *([seed] if seed else [])),
            env=BUILD_ENV,
            identity=toolchain_identity(go),
            generated=(HARNESS_FILE,),
        )

    def version_gap(self, output: str) -> str:
        builtin = re.search(r"undefined: (min|max|clear)\b", output)
        release = self.toolchain_release() if builtin else ()
        if builtin is None or not release or release >= (1, 21):
            return ""
        version = ".".join(map(str, release))
        return (
            f" ({builtin.group(1)} is built in from Go 1.21 on, and LeetCode runs {self.leetcode.toolchain}; this"
            f" machine's Go is"
            f" {version}: install Go 1.21 or later)"
        )

    def compile_error(self, output: str, plan: BuildPlan, filename: str) -> CompileError:
        # A node type (or a driver's API) the file declares itself is reported on main.go's
        # declaration, which comes second: put it on the user's own (as LeetCode, whose TreeNode
        # comes first, would).
        text = plan.files[plan.user_file]
        marker = f"/*line {USER_FILE}:1:1*/"
        source = text[text.index(marker) + len(marker) :] if marker in text else text
        lines: list[str] = []
        moved = redeclared = False
        for line in output.splitlines():
            if moved and "other declaration of" in line:
                continue  # the user's own declaration, named with build paths: it is the line reported
            if redeclared and _HARNESS_ERROR.match(line):
                # main.go's code on the judge's type met the file's own (NestedInteger's fields): only
                # the redeclaration says what to change.
                continue
            moved = False
            found = _NODE_REDECLARED.match(line)
            name = found.group("name") if found is not None else ""
            # A driver's API is a func of the file's (`func isBadVersion(`), a node type a type.
            place = (declaration_place if name in API_HARNESSES else _type_place)(source, name) if name else None
            if place is not None:
                line = (
                    f"{USER_FILE}:{place[0]}:{place[1]}: {name} redeclared in this block (LeetCode declares"
                    f" {name} itself, as the starter's comment shows: leave this declaration out)"
                )
                moved = redeclared = True
            lines.append(line)
        error = super().compile_error("\n".join(lines), plan, filename)
        if error.text is not None and marker in error.text:  # line 1 as the user wrote it
            error.text = error.text.split(marker, 1)[1]
        return error

    def end_of_code_note(self, message: str) -> str:
        # The call is compiled on the line of the user's declaration (a //line directive), so a
        # mismatched signature is reported there; what remains in main.go is a function the file lacks.
        missing = re.search(r"undefined: (\w+)$", message)
        if missing is not None:
            return f" (the judge calls func {missing.group(1)}, which the file does not define)"
        return super().end_of_code_note(message)

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
            raise ValueError("a Go program is built by plan_build's compile first")
        program = os.path.join(built, PROGRAM)
        # Deeper recursion is a clean "stack overflow" rather than the memory limit (see MAX_STACK_BYTES).
        setup = self.setup_frame(
            signature, filename, result_bytes, max_stack=min(MAX_STACK_BYTES, (memory_mb << 20) // 4)
        )
        return Program(
            command=(program,),
            setup=setup,
            filename=filename,
            files=(program,),
            limit_address_space=False,
            # The collector works harder near the limit instead of letting garbage pile up past it.
            env=(*RUN_ENV, ("GOMEMLIMIT", f"{memory_mb * 9 // 10}MiB")),
            crash_rules=CRASH_RULES,
        )

    def standalone(self, signature: Signature, source: str, case_input: dict[str, Any], about: list[str]) -> Standalone:
        """A folder that `go build` makes a program of: go.mod, the user's solution.go as LeetCode
        compiles it, leetcode.go (LeetCode's node types, builders of the input's, the printer of the
        answer) and main.go, the case."""
        from judge.languages.standalone import Standalone, comment_lines, design_calls, method_arguments

        # The program's package unoptimised and not inlined, so that a debugger steps through every
        # line of it (as judge debug builds it); the standard library as Go's build cache has it. The
        # folder is its own module even inside a go.work's folder.
        build = 'GOWORK=off go build -gcflags="-N -l" -o main .'
        run = "./main"
        lines = [*(f"// {line}".rstrip() for line in comment_lines(about, build, run)), "", "package main", ""]
        lines += ['import "fmt"', "", "func main() {"]
        if signature.design is None:
            arguments = method_arguments(signature, case_input)
            names = [parameter_name(name) for name, _, _ in arguments]
            for name, (_, value, type_) in zip(names, arguments, strict=True):
                lines.append(f"\t{name} := {_declared(value, type_)}")
            call = f"{self.method_name(signature)}({', '.join(names)})"
            if signature.answer is None:
                answer = next(name for name in ("answer", "result", "returned") if name not in names)
                lines += [f"\t{answer} := {call}", f"\tfmt.Println(leetcodeJSON({answer}))"]
            else:
                changed = parameter_name(signature.answer)
                lines += [f"\t{call}", f"\tfmt.Println(leetcodeJSON({changed})) // the argument it changes in place"]
        else:
            lines.append("\tvar answers []any // each call's result: nil (null) for Constructor and a void method")
            for step in design_calls(signature, case_input):
                given = ", ".join(_go_literal(value, type_) for value, type_ in step.arguments)
                if step.method is None:
                    lines += [f"\tobj := {CONSTRUCTOR}({given})", "\tanswers = append(answers, nil)"]
                    continue
                call = f"obj.{self.design_method_name(step.method)}({given})"
                if step.method.returns.name == "void":
                    lines += [f"\t{call}", "\tanswers = append(answers, nil)"]
                else:
                    lines.append(f"\tanswers = append(answers, {call})")
            lines.append("\tfmt.Println(leetcodeJSON(answers))")
        lines.append("}")
        files = (
            ("go.mod", _go_module(self.toolchain_release())),
            (USER_FILE, _exported_user_file(source)),
            ("leetcode.go", _leetcode_file({type_.scalar for type_ in signature_types(signature) if type_.has_nodes})),
            ("main.go", "\n".join(lines) + "\n"),
        )
        return Standalone(files=files, build=build, run=run)


# --- judge export ----------------------------------------------------------------------------------

EXPORT_HELPERS = os.path.join(os.path.dirname(HARNESS), "leetcode.go")
# Where a part of EXPORT_HELPERS for one node type starts (`// export part: TreeNode`).
_EXPORT_PART = re.compile(r"^// export part: (\w+)\n", re.MULTILINE)
# LeetCode's declaration of a node type, in its harness file (tree.go, list.go).
_NODE_DECLARATION = re.compile(r"^type \w+ struct \{\n.*?^\}\n", re.MULTILINE | re.DOTALL)
# What LeetCode's comment above a starter calls each node type ("Definition for a Node.").
_EXPORT_TITLES = {"TreeNode": "binary tree node", "ListNode": "singly-linked list", "Node": "Node"}
# Go's conversion of a constant of the kit's scalar where `:=` would make it another type.
_CONVERTED = {"long": "int64", "double": "float64", "char": "byte"}


def _go_module(release: tuple[int, ...]) -> str:
    """go.mod: a module of the standard library alone, at LeetCode's language version (or this
    machine's Go, when older: a newer `go` line would have the go command download a toolchain)."""
    version = min(release[:2] or Go.leetcode.release, Go.leetcode.release)
    return (
        "// Written by judge export: the folder is a module of its own, which needs nothing but the\n"
        "// standard library (go build downloads nothing).\n"
        f"module leetcode\n\ngo {'.'.join(map(str, version))}\n"
    )


def _exported_user_file(source: str) -> str:
    """solution.go: the user's text with what LeetCode's build adds (package main and the imports
    the code uses, on line 1 before the user's first character), said in a comment at the end."""
    if _PACKAGE.match(source) is not None:
        return source  # a file of its own package (LeetCode refuses it): as written
    head, tail = leetcode_additions(source)
    text = head + source + tail
    note = "// Added by judge export, as LeetCode compiles this file, before line 1's own text:\n"
    note += f"//     {head.rstrip()}"
    if tail:
        note += "\n// and the `var _` lines above, so that an import the code does not use is no error."
    return text + ("" if text.endswith("\n") else "\n") + "\n" + note + "\n"


def _leetcode_file(nodes: set[str]) -> str:
    """leetcode.go: the printer of the answer; for each node type of the problem, LeetCode's
    declaration of it (the judge's harness's text) and the builder of the input's."""
    with open(EXPORT_HELPERS, encoding="utf-8") as handle:
        core, *parts = _EXPORT_PART.split(handle.read())
    text = core.rstrip("\n") + "\n"
    for name, part in zip(parts[::2], parts[1::2], strict=True):
        if name in nodes:
            declaration = _NODE_DECLARATION.search(_harness_part(name))
            assert declaration is not None, f"{name}'s declaration in its harness file"
            what = _EXPORT_TITLES[name]
            text += f"\n// Definition for a {what}, as LeetCode declares it.\n{declaration.group(0)}\n{part.strip()}\n"
    return text


def _declared(value: Any, type_: Type) -> str:
    """A main's local of the case: its literal, converted where the constant would be another type."""
    literal = _go_literal(value, type_)
    converted = _CONVERTED.get(type_.name) if type_.item is None else None
    return f"{converted}({literal})" if converted is not None else literal


def _go_literal(value: Any, type_: Type, indent: str = "\t", typed: bool = True) -> str:
    """A value of the case as Go code: a tree or a list made by leetcode.go, a board a row a line
    (the rows' type left out, as Go allows inside a composite literal)."""
    import json

    if type_.is_node:
        if value is None:
            return "nil"
        build = {"TreeNode": "leetcodeTree", "Node": "leetcodeNary"}.get(type_.name, "leetcodeList")
        return f"{build}({', '.join('nil' if item is None else str(item) for item in value)})"
    if type_.item is None:
        if type_.name == "bool":
            return "true" if value else "false"
        if type_.name == "double":
            return repr(float(value))
        if type_.name == "char":
            return "'" + ("\\" + value if value in ("'", "\\") else value) + "'"
        if type_.name == "string":
            return json.dumps(value, ensure_ascii=False)
        return str(value)
    head = Go().type_name(type_) if typed else ""
    inner = indent + "\t"
    items = [_go_literal(item, type_.item, inner, typed=False) for item in value]
    if value and (type_.item.item is not None or type_.item.is_node):  # a board, a list of lists: a row a line
        return head + "{\n" + "".join(f"{inner}{item},\n" for item in items) + indent + "}"
    return head + "{" + ", ".join(items) + "}"


# --- the user's file -------------------------------------------------------------------------------


def user_file(source: str) -> str:
    """solution.go: the user's text on the user's lines, in package main, with the imports LeetCode
    adds (a file with a package clause of its own is refused before: see Go.rejection)."""
    head, tail = leetcode_additions(source)
    return head + f"/*line {USER_FILE}:1:1*/" + source + tail


def leetcode_additions(source: str) -> tuple[str, str]:
    """What LeetCode's build adds around a file: `package main; ` and the imports it uses (`import
    ("strings"); `) before its first character, and after its last line a `var _ = strings.Repeat`
    per import added."""
    imports = auto_imports(source)
    head = "package main; "
    if imports:
        head += "import (" + "; ".join(f'"{AUTO_IMPORTS[name][0]}"' for name in imports) + "); "
    uses = "".join(f"var _ = {name}.{AUTO_IMPORTS[name][1]}\n" for name in imports)
    return head, ("\n" + uses if uses else "")


def auto_imports(source: str) -> list[str]:
    """The packages of AUTO_IMPORTS the file uses (`name.Member`) without importing them."""
    imported = set()
    for declaration in _IMPORT_DECL.findall(source):
        for alias, path in _IMPORT_SPEC.findall(declaration):
            imported.add(alias or path.rsplit("/", 1)[-1])
    declared = set(_TOP_LEVEL_NAME.findall(source))
    return [
        name
        for name in AUTO_IMPORTS
        if name not in imported
        and name not in declared
        and re.search(r"(?<![\w.])" + name + r"\.[A-Z]", source) is not None
    ]


_NODE_REDECLARED = re.compile(
    rf"^\S*{HARNESS_FILE}:\d+:\d+: (?P<name>TreeNode|ListNode|Node|NestedInteger|Iterator|{'|'.join(API_HARNESSES)})"
    r" redeclared in this block$"
)


# An error the compiler reports in main.go (not through a line directive into the user's file).
_HARNESS_ERROR = re.compile(rf"^\S*{HARNESS_FILE}:\d+(?::\d+)?: ")


def _type_place(source: str, name: str) -> tuple[int, int] | None:
    """(line, column) of the name in the user's own declaration of a type (`type TreeNode struct`)."""
    found = re.search(r"^[ \t]*(?:type[ \t]+)?(" + name + r")[ \t]+(?:struct|=)", blank_comments(source), re.MULTILINE)
    if found is None:
        return None
    line_start = source.rfind("\n", 0, found.start(1)) + 1
    return source.count("\n", 0, found.start(1)) + 1, found.start(1) - line_start + 1


def declaration_place(source: str, method: str) -> tuple[int, int] | None:
    """(line, column) of the name in the user's `func method(`, where a mismatched signature is reported."""
    found = re.search(r"^func\s+(" + re.escape(method) + r")\s*\(", source, re.MULTILINE)
    if found is None:
        return None
    line_start = source.rfind("\n", 0, found.start(1)) + 1
    return source.count("\n", 0, found.start(1)) + 1, found.start(1) - line_start + 1


def design_places(source: str, signature: Signature) -> dict[str, tuple[int, int]]:
    """A design problem's: (line, column) of Constructor's and each method's name where the file
    declares them (a method on the class's type), by Go name; where a call that does not compile
    (a declaration that does not match LeetCode's) is reported."""
    if signature.design is None:
        return {}
    places = {}
    constructor = declaration_place(source, CONSTRUCTOR)
    if constructor is not None:
        places[CONSTRUCTOR] = constructor
    for found in _METHOD.finditer(source):
        if found.group(1) == signature.name and found.group(2) not in places:
            line_start = source.rfind("\n", 0, found.start(2)) + 1
            places[found.group(2)] = (source.count("\n", 0, found.start(2)) + 1, found.start(2) - line_start + 1)
    return places


# --- the harness -----------------------------------------------------------------------------------


def _key(type_: Type) -> str:
    return "list_" + _key(type_.item) if type_.item is not None else type_.name


def _reader(type_: Type, parser: str = "p") -> str:
    if type_.item is not None:
        return f"__judge_read_{_key(type_)}({parser})"
    return _READ[type_.name].format(p=parser)


def _writer(type_: Type, value: str, buffer: str = "b") -> str:
    if type_.item is not None:
        return f"__judge_write_{_key(type_)}({buffer}, {value})"
    return _WRITE[type_.name].format(b=buffer, v=value)


def parameter_name(name: str) -> str:
    """A parameter's name as a Go identifier (one that is a keyword gets a trailing underscore)."""
    return name + "_" if name in _RESERVED else name


def _list_types(types: list[Type]) -> dict[str, Type]:
    """Every list type among types and their items, by key."""
    found: dict[str, Type] = {}
    for type_ in types:
        while type_.item is not None:
            found[_key(type_)] = type_
            type_ = type_.item
    return found


_BACK = "//line main.go:@NEXT@"


def harness_source(
    signature: Signature,
    place: tuple[int, int] | None,
    user_has_main: bool,
    places: dict[str, tuple[int, int]] | None = None,
) -> str:
    """main.go: the fixed harness and what the signature adds (readers, writer, the call; a design
    problem's calls, each placed where `places` says the file declares it)."""
    go = Go()
    answer = signature.answer_type  # the result, or the argument a void method changes in place
    design = signature.design
    lines = [_fixed_harness(), ""]
    # LeetCode's node types, declared only for a signature that has them (a file may declare a type
    # of the same name for a problem that has none).
    used = {type_.scalar for type_ in signature_types(signature)}
    lines += [_harness_part(name) for name in NODE_HARNESSES if name in used]
    # A driver's API (278, 374) answers from the case's last argument; any other driver's is links.
    api = signature.links.driver if signature.links is not None and signature.links.driver in APIS else None
    links = signature.links if api is None else None
    if api is not None:  # declared for its problem only: another's file may have a func of its name
        lines.append(_harness_part(api))
    if design is not None:
        read = [param.type for param in design.constructor] + [p.type for m in design.methods for p in m.params]
        written = [method.returns for method in design.methods if method.returns.name != "void"]
    else:
        read, written = [param.type for param in signature.params], [answer]
    for key, type_ in sorted(_list_types(read).items()):
        item = go.type_name(type_.item) if type_.item is not None else ""
        lines += [
            f"func __judge_read_{key}(p *__judge_parser) []{item} {{",
            f"\tout := []{item}{{}}",
            f"\tp.list(func() {{ out = append(out, {_reader(type_.item) if type_.item is not None else ''}) }})",
            "\treturn out",
            "}",
            "",
        ]
    for key, type_ in sorted(_list_types(written).items()):
        assert type_.item is not None
        lines += [
            f"func __judge_write_{key}(b []byte, v []{go.type_name(type_.item)}) []byte {{",
            "\tb = append(b, '[')",
            "\tfor i, x := range v {",
            "\t\tif i > 0 {",
            "\t\t\tb = append(b, ',')",
            "\t\t}",
            f"\t\tb = {_writer(type_.item, 'x')}",
            "\t}",
            "\treturn append(b, ']')",
            "}",
            "",
        ]
    if design is not None:
        case = _design_case if signature.calls else _round_trip_case if _round_trip(signature) else _iterate_case
        lines += case(signature, places or {})
        return _finish(lines, user_has_main)
    # The case's locals are named as the parameters (a message about the call then reads like the
    # user's declaration); everything else in it is the judge's, named so that no parameter hides it.
    names = [parameter_name(param.name) for param in signature.params]
    lines += ["func __judge_case(__judge_p *__judge_parser) []byte {", "\t__judge_p.expect('[')"]
    for index, (name, param) in enumerate(zip(names, signature.params, strict=True)):
        if index:
            lines.append("\t__judge_p.expect(',')")
        lines.append(f"\t{name} := {_reader(param.type, '__judge_p')}")
    if api is not None:  # the value the API answers from comes last, for the API alone
        lines += ["\t__judge_p.expect(',')", "\t__judge_secret = int(__judge_p.readInt())"]
    elif links is not None:  # LeetCode's own driver: the links come last (docs/protocol.md)
        lines += ["\t__judge_p.expect(',')", "\t__judge_links := __judge_read_links(__judge_p)"]
    lines.append("\t__judge_p.expect(']')")
    in_place = signature.answer_index
    if in_place is not None and links is not None:
        # The argument as built answers, before a link replaced it: 237's list from its head, not
        # the node to delete that the function is given.
        lines.append(f"\t__judge_answered := {names[in_place]}")
    if links is not None:
        lines += _linked(signature, names)
    if in_place is None:
        lines.append(f"\tvar __judge_value {go.type_name(signature.returns)}")
        value, assign = "__judge_value", "__judge_value = "
    else:
        # A void function: the call is a statement, and the answer is the argument it changed in
        # place (the slice shares its elements with the function's parameter).
        value, assign = names[in_place] if links is None else "__judge_answered", ""
    lines.append("\tif __judge_failure := __judge_protect(func() {")
    call = f"{go.method_name(signature)}({', '.join(names)})"
    if place is not None:
        # Compiled as if it stood where the user declares the function: a call that does not compile
        # (a signature that does not match) is reported there, the arguments under the parameters.
        lines += [f"\t\t{assign}/*line {USER_FILE}:{place[0]}:{place[1]}*/{call}", _BACK]
    else:
        lines.append(f"\t\t{assign}{call}")
    lines += [
        "\t}); __judge_failure != nil {",
        "\t\treturn __judge_failure",
        "\t}",
        *(
            # A list of boards: packed when the setup says so and every row is one mark among fill (docs/protocol.md).
            [f"\treturn __judge_answer_boards({value})"]
            if answer.depth == 2 and answer.scalar == "string"
            # A node returned to a driver of LeetCode's: where it stands among the arguments' nodes.
            else [
                "\t__judge_b := make([]byte, 0, 16)",
                f"\tif {value} == nil {{",
                '\t\t__judge_b = append(__judge_b, "null"...)',
                "\t} else {",
                f"\t\t__judge_b = __judge_place(__judge_b, {value}, {value}.Val, __judge_built)",
                "\t}",
                "\treturn __judge_answer(__judge_b)",
            ]
            if links is not None and links.answer is not None
            else [
                "\t__judge_b := make([]byte, 0, 64)",
                f"\treturn __judge_answer({_writer(answer, value, '__judge_b')})",
            ]
        ),
        "}",
        "",
    ]
    return _finish(lines, user_has_main)


def _linked(signature: Signature, names: list[str]) -> list[str]:
    """A driver's links applied (docs/protocol.md, "Links"): each node argument's nodes counted as
    built (a list from its head, a tree in level order), before any link joins them; then [0, a, i,
    b, j] sets node i of argument a's Next to node j of argument b, and [1, t, b, j] makes argument
    t node j of argument b. __judge_built then tells where a returned node stands."""
    shapes = [param.type.name if param.type.name in ("ListNode", "TreeNode") else "" for param in signature.params]
    counted = ", ".join(
        f"__judge_nodes_{shape}({name})" if shape else "nil" for name, shape in zip(names, shapes, strict=True)
    )
    lines = [
        f"\t__judge_built := [][]any{{{counted}}}",
        "\tfor _, __judge_link := range __judge_links {",
        "\t\t__judge_node := __judge_built[__judge_link[len(__judge_link)-2]][__judge_link[len(__judge_link)-1]]",
        "\t\tswitch {",
    ]
    if "ListNode" in shapes:
        lines += [
            "\t\tcase __judge_link[0] == 0:",
            "\t\t\t__judge_built[__judge_link[1]][__judge_link[2]].(*ListNode).Next = __judge_node.(*ListNode)",
        ]
    for index, (name, shape) in enumerate(zip(names, shapes, strict=True)):
        if shape:
            lines += [
                f"\t\tcase __judge_link[0] == 1 && __judge_link[1] == {index}:",
                f"\t\t\t{name} = __judge_node.(*{shape})",
            ]
    return [*lines, "\t\tdefault:", '\t\t\t__judge_die("a link the arguments cannot take")', "\t\t}", "\t}"]


def _finish(lines: list[str], user_has_main: bool) -> str:
    """main.go's text: the lines, then what serves the cases; each call placed on the user's line
    followed by a directive back to main.go's own."""
    if user_has_main:
        # The user's main stays theirs (never run): the judge serves from an init that never returns.
        lines = [*lines, "func init() {", "\t__judge_serve()", "\t__judge_os.Exit(0)", "}", ""]
    else:
        lines = [*lines, "func main() {", "\t__judge_serve()", "}", ""]
    text = "\n".join(lines)
    while _BACK in text:  # back to main.go's own lines after the call
        at = text.index(_BACK)
        text = text[:at] + f"//line {HARNESS_FILE}:{text.count(chr(10), 0, at) + 2}" + text[at + len(_BACK) :]
    return text


def _design_case(signature: Signature, places: dict[str, tuple[int, int]]) -> list[str]:
    """A design case: [operations, arguments] read call by call; the object made by Constructor,
    each other operation called on it, its result (null for Constructor and a void method) written
    to the list as it comes. A call that panics ends the case with its error and `"call": k`."""
    go = Go()
    design = signature.design
    assert design is not None
    taken = {param.name for param in (*design.constructor, *(p for m in design.methods for p in m.params))}
    # Named as LeetCode's comment names it (a message about a call then reads as the user's code).
    obj = "obj" if "obj" not in taken else "__judge_obj"

    def reads(params: tuple[Param, ...]) -> list[str]:
        out = []
        for index, param in enumerate(params):
            if index:
                out.append("\t\t\t__judge_p.expect(',')")
            out.append(f"\t\t\t{parameter_name(param.name)} := {_reader(param.type, '__judge_p')}")
        return [*out, "\t\t\t__judge_p.expect(']')"]

    def protected(name: str, call: str, assign: str = "") -> list[str]:
        place = places.get(name)
        if place is None and _lowercase_methods(signature):
            # A method declared exported where LeetCode's template keeps it unexported (284's `Peek`)
            # is where the call that misses it is reported.
            place = places.get(name[:1].upper() + name[1:])
        if place is None:
            return [f"\t\t\t__judge_failure = __judge_protect(func() {{ {assign}{call} }})"]
        # Compiled as if the call stood where the file declares the name: a declaration that does not
        # match LeetCode's is reported there, within the name.
        return [
            "\t\t\t__judge_failure = __judge_protect(func() {",
            f"\t\t\t\t{assign}/*line {USER_FILE}:{place[0]}:{place[1]}*/{call}",
            _BACK,
            "\t\t\t})",
        ]

    def arguments(params: tuple[Param, ...]) -> str:
        return ", ".join(parameter_name(param.name) for param in params)

    constructor_types = ", ".join(go.type_name(param.type) for param in design.constructor)
    lines = [
        # The object's type is Constructor's result, whichever it is (LeetCode's value, or a pointer).
        f"func __judge_zero[T any](_ func({constructor_types}) T) (zero T) {{",
        "\treturn",
        "}",
        "",
        "func __judge_case(__judge_p *__judge_parser) []byte {",
        "\t__judge_p.expect('[')",
        "\tvar __judge_ops []string",
        "\t__judge_p.list(func() { __judge_ops = append(__judge_ops, __judge_p.readString()) })",
        "\t__judge_p.expect(',')",
        "\t__judge_p.expect('[')",
        *(
            [f"\t{obj} := __judge_zero({CONSTRUCTOR})"]
            if CONSTRUCTOR not in places
            else [
                f"\t{obj} := __judge_zero(/*line {USER_FILE}:{':'.join(map(str, places[CONSTRUCTOR]))}*/{CONSTRUCTOR})",
                _BACK,
            ]
        ),
        "\t__judge_b := append(make([]byte, 0, 64), '[')",
        "\tfor __judge_k, __judge_op := range __judge_ops {",
        "\t\tif __judge_k > 0 {",
        "\t\t\t__judge_p.expect(',')",
        "\t\t\t__judge_b = append(__judge_b, ',')",
        "\t\t}",
        "\t\t__judge_p.expect('[')",
        "\t\tvar __judge_failure []byte",
        "\t\tswitch {",
        "\t\tcase __judge_k == 0:",
        *reads(design.constructor),
        *protected(CONSTRUCTOR, f"{CONSTRUCTOR}({arguments(design.constructor)})", f"{obj} = "),
        '\t\t\t__judge_b = append(__judge_b, "null"...)',
    ]
    for method in design.methods:
        name = go.class_method_name(signature, method)
        call = f"{obj}.{name}({arguments(method.params)})"
        lines += [f"\t\tcase __judge_op == {_go_string(method.name)}:", *reads(method.params)]
        if method.returns.name == "void":
            lines += [*protected(name, call), '\t\t\t__judge_b = append(__judge_b, "null"...)']
        else:
            lines += [
                f"\t\t\tvar __judge_value {go.type_name(method.returns)}",
                *protected(name, call, "__judge_value = "),
                "\t\t\tif __judge_failure == nil {",
                f"\t\t\t\t__judge_b = {_writer(method.returns, '__judge_value', '__judge_b')}",
                "\t\t\t}",
            ]
    lines += [
        "\t\tdefault:",
        '\t\t\t__judge_die("an operation the class does not have: " + __judge_op)',
        "\t\t}",
        '\t\tif __judge_failure == nil && __judge_fault != "" { // a result that cannot be written',
        "\t\t\t__judge_failure = __judge_answer(nil)",
        "\t\t}",
        "\t\tif __judge_failure != nil {",
        '\t\t\t__judge_failure = append(__judge_failure, `,"call":`...)',
        "\t\t\treturn __judge_strconv.AppendInt(__judge_failure, int64(__judge_k), 10)",
        "\t\t}",
        "\t\tif len(__judge_b) > __judge_budget { // the whole list counts: past the limit already",
        '\t\t\treturn []byte(`"event":"too_large"`)',
        "\t\t}",
        "\t}",
        "\t__judge_p.expect(']')",
        "\t__judge_p.expect(']')",
        "\treturn __judge_answer(append(__judge_b, ']'))",
        "}",
        "",
    ]
    return lines


def _round_trip_case(signature: Signature, places: dict[str, tuple[int, int]]) -> list[str]:
    """A Codec's case: [value] read as the first method's parameter, then LeetCode's calls (297's
    template comment): one object encodes it, another (297) or the same one (535) decodes the string,
    and what that returns is written. The compiler holds the string between them to its type; a panic
    is the case's error."""
    go = Go()
    design = signature.design
    assert design is not None
    there, back = design.methods
    value = parameter_name(signature.inputs[0].name)
    two = round_trip_objects(design) == 2

    def placed(name: str, statement: str) -> list[str]:
        # An exported method (`Serialize`, as the kit's other design classes have them) is where the
        # call that misses it is reported.
        place = places.get(name, places.get(name[:1].upper() + name[1:]))
        if place is None:
            return [f"\t\t{statement}"]
        # Compiled as if it stood where the file declares it: a declaration that does not match
        # LeetCode's (an exported Serialize, another result) is reported there.
        return [f"\t\t/*line {USER_FILE}:{place[0]}:{place[1]}*/{statement}", _BACK]

    return [
        "func __judge_case(__judge_p *__judge_parser) []byte {",
        "\t__judge_p.expect('[')",
        f"\t{value} := {_reader(there.params[0].type, '__judge_p')}",
        "\t__judge_p.expect(']')",
        f"\tvar __judge_value {go.type_name(back.returns)}",
        "\tif __judge_failure := __judge_protect(func() {",
        # 297's deserialize on an object of its own, 535's decode on the one that encoded.
        *placed(CONSTRUCTOR, f"ser, deser := {CONSTRUCTOR}(), {CONSTRUCTOR}()" if two else f"ser := {CONSTRUCTOR}()"),
        *placed(there.name, f"data := ser.{there.name}({value})"),
        *placed(back.name, f"__judge_value = {'deser' if two else 'ser'}.{back.name}(data)"),
        "\t}); __judge_failure != nil {",
        "\t\treturn __judge_failure",
        "\t}",
        "\t__judge_b := make([]byte, 0, 64)",
        f"\treturn __judge_answer({_writer(back.returns, '__judge_value', '__judge_b')})",
        "}",
        "",
    ]


def _iterate_case(signature: Signature, places: dict[str, tuple[int, int]]) -> list[str]:
    """An iterator's case (341), as LeetCode's driver runs it: the object made by Constructor from
    the case's arguments, then Next called while HasNext is true, each value written to the list as
    it comes. Past the output limit the loop stops (the answer is too_large whatever follows): an
    endless iterator ends there, not out of memory. A panic is the case's error."""
    go = Go()
    design = signature.design
    assert design is not None
    has_next, step = _iterated_methods(signature)
    names = [parameter_name(param.name) for param in design.constructor]
    # Named as LeetCode's comment names it (a message about a call then reads as the user's code).
    obj = "obj" if "obj" not in names else "__judge_obj"

    def placed(name: str, assign: str, call: str, indent: str = "\t\t\t") -> list[str]:
        # A method declared unexported (`hasNext`, as LeetCode's other languages name it) is where the
        # call that misses it is reported.
        place = places.get(name, places.get(name[:1].lower() + name[1:]))
        if place is None:
            return [f"{indent}{assign}{call}"]
        # Compiled as if the call stood where the file declares the name: a declaration that does
        # not match LeetCode's (another result, a missing method) is reported there, within the name.
        return [f"{indent}{assign}/*line {USER_FILE}:{place[0]}:{place[1]}*/{call}", _BACK]

    lines = ["func __judge_case(__judge_p *__judge_parser) []byte {", "\t__judge_p.expect('[')"]
    for index, (name, param) in enumerate(zip(names, design.constructor, strict=True)):
        if index:
            lines.append("\t__judge_p.expect(',')")
        lines.append(f"\t{name} := {_reader(param.type, '__judge_p')}")
    has_next_name, step_name = go.design_method_name(has_next), go.design_method_name(step)
    return [
        *lines,
        "\t__judge_p.expect(']')",
        "\t__judge_b := append(make([]byte, 0, 64), '[')",
        "\tif __judge_failure := __judge_protect(func() {",
        *placed(CONSTRUCTOR, f"{obj} := ", f"{CONSTRUCTOR}({', '.join(names)})", "\t\t"),
        "\t\tfor {",
        "\t\t\tvar __judge_more bool",
        *placed(has_next_name, "__judge_more = ", f"{obj}.{has_next_name}()"),
        "\t\t\tif !__judge_more {",
        "\t\t\t\treturn",
        "\t\t\t}",
        f"\t\t\tvar __judge_value {go.type_name(step.returns)}",
        *placed(step_name, "__judge_value = ", f"{obj}.{step_name}()"),
        "\t\t\tif len(__judge_b) > 1 {",
        "\t\t\t\t__judge_b = append(__judge_b, ',')",
        "\t\t\t}",
        f"\t\t\t__judge_b = {_writer(step.returns, '__judge_value', '__judge_b')}",
        "\t\t\tif len(__judge_b) > __judge_budget { // too_large whatever follows",
        "\t\t\t\treturn",
        "\t\t\t}",
        "\t\t}",
        "\t}); __judge_failure != nil {",
        "\t\treturn __judge_failure",
        "\t}",
        # Past the output limit, __judge_answer says too_large.
        "\treturn __judge_answer(append(__judge_b, ']'))",
        "}",
        "",
    ]


def _lowercase_methods(signature: Signature) -> bool:
    """Whether LeetCode's Go template keeps the design class's methods unexported: a Codec's round
    trip's, and 284's PeekingIterator's."""
    return _round_trip(signature) or signature.name in PEEKING_CLASSES


def _round_trip(signature: Signature) -> bool:
    """Whether the signature is a Codec's round trip (297, 535), whose methods keep LeetCode's
    lowercase names in Go."""
    return signature.links is not None and signature.links.driver == ROUND_TRIP


def _iterated_methods(signature: Signature) -> tuple[Method, Method]:
    """An iterator judged by one loop (341): its hasNext and next, as the signature checked them."""
    design = signature.design
    assert design is not None
    has_next, step = design.method("hasNext"), design.method("next")
    assert has_next is not None and step is not None, "an iterated class has hasNext and next"
    return has_next, step


def _go_string(text: str) -> str:
    """A Go string literal (a method's name is an identifier: JSON's quoting is Go's)."""
    import json

    return json.dumps(text)


@functools.cache
def _fixed_harness() -> str:
    with open(HARNESS, encoding="utf-8") as handle:
        return handle.read().rstrip("\n").removesuffix("// GENERATED").rstrip("\n")


@functools.cache
def _harness_part(name: str) -> str:
    """A node type's declaration, reader and writer, or a driver's API: its file's text after the
    package clause."""
    with open({**NODE_HARNESSES, **API_HARNESSES}[name], encoding="utf-8") as handle:
        return handle.read().split("\npackage main\n", 1)[1].strip("\n") + "\n"


# --- the toolchain ---------------------------------------------------------------------------------


def goroot(go: str) -> str:
    """The Go installation's root (bin/go lives in it), shown in the sandbox wherever it is."""
    return os.path.dirname(os.path.dirname(go))


def seed_cache(go: str) -> str | None:
    """A Go build cache with SEED_PACKAGES compiled by this toolchain, made once (under a lock, so
    grading workers wait for one another) in the judge's cache folder; None when it cannot be made.

    It is built from the judge's own code only, never a submission's, and each compile gets a copy:
    no submission can change what another one links against.
    """
    import hashlib

    from judge.execution.build import cache_folder, make_readable

    identity = hashlib.sha256(toolchain_identity(go).encode()).hexdigest()[:16]
    folder = os.path.join(os.path.dirname(cache_folder()), "go-seed")
    seed = os.path.join(folder, identity)
    if os.path.isfile(os.path.join(seed, "README")):
        return seed
    import fcntl  # here: made once per toolchain, and a warm `judge test` needs none of these (~15 ms)
    import shutil
    import subprocess
    import tempfile

    try:
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, ".lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if os.path.isfile(os.path.join(seed, "README")):
                return seed
            with tempfile.TemporaryDirectory(prefix=".seed-", dir=folder) as scratch:
                cache = os.path.join(scratch, "cache")
                source = os.path.join(scratch, "seed.go")
                with open(source, "w", encoding="utf-8") as handle:
                    # Blank imports: every package is compiled, and nothing else is needed to link.
                    handle.write("package main\n\nimport (\n")
                    handle.writelines(f'\t_ "{name}"\n' for name in SEED_PACKAGES)
                    handle.write(")\n\nfunc main() {}\n")
                env = {
                    "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                    "HOME": scratch,
                    "GOCACHE": cache,
                    "GOENV": "off",
                    **dict(BUILD_ENV),
                }
                env["GOMAXPROCS"] = str(os.cpu_count() or 1)  # the judge's own build, not a sandboxed one
                completed = subprocess.run(
                    [go, "build", "-ldflags=-s -w", "-o", os.path.join(scratch, "seed"), source],
                    env=env,
                    cwd=scratch,
                    capture_output=True,
                    timeout=SEED_SECONDS,
                    stdin=subprocess.DEVNULL,
                )
                if completed.returncode != 0:
                    return None
                with open(os.path.join(cache, "README"), "w", encoding="utf-8") as handle:
                    handle.write(f"The standard library compiled by {go}, copied into every Go compile.\n")
                make_readable(cache)
                shutil.rmtree(seed, ignore_errors=True)
                os.replace(cache, seed)
    except (OSError, subprocess.SubprocessError):
        return None
    return seed


def toolchain_identity(go: str) -> str:
    """What changes when the toolchain does, read without running it: the go command's and the
    installation's VERSION file's path, size and time."""
    parts = []
    for path in (go, os.path.join(goroot(go), "VERSION")):
        try:
            status = os.stat(path)
            parts.append(f"{path}:{status.st_size}:{status.st_mtime_ns}")
        except OSError:
            parts.append(f"{path}:missing")
    return ";".join(parts)
