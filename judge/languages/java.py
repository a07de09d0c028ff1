"""Java, as LeetCode runs it: `class Solution` with the problem's method, the usual packages
available without an import, and one JVM answering every case with a fresh `new Solution()` each
(static fields keep their values from one case to the next, as on LeetCode).

The harness (java_harness/JudgeHarness__.java) speaks the protocol of judge/execution/protocol.py.
It is the same for every signature, so it is compiled once per toolchain (prepared_harness(), outside
the sandbox, from the kit's own text only), and its classes are copied into each build, which is the
run's whole class path. A build compiles two sources with javac, against the harness's classes:
- Solution.java: the user's text, its own lines unchanged; the imports LeetCode lets a submission
  omit go on its first line, before the user's first character, so no line number moves (so a
  `package` declaration, which must come first, is a Compile Error, as on LeetCode);
- JudgeCall__.java: the call of the method, generated from the signature, in a class that extends
  the harness (whose invoke() calls it) so as to use its helpers by name. Every type is LeetCode's
  own: an array type of the signature is a Java array (int[], char[][], String[]), a list type a
  java.util.List of boxed items (List<Integer>, List<List<String>>), for parameters and results
  alike; arguments are passed and the value is taken as those types, so a declaration that does not
  match LeetCode's fails to compile, as it does there. A void method answers with the argument the
  setup frame names, as built (before a driver's link replaced it) and as the method left it.
A signature with LeetCode's TreeNode, ListNode or N-ary Node adds TreeNode.java, ListNode.java or
Node.java, the classes as LeetCode declares them (its starter shows them in a comment), compiled
ahead of the user's file: a file that defines the class again is a Compile Error on its own line
("duplicate class"), as on LeetCode. Node.java is there only for a signature that uses Node: other
problems' solutions (an LRU cache's) often declare a Node class of their own. The harness builds the
arguments and writes the answer through the generated code's NodeType for each class, without
recursion, and refuses an answer that reaches a node twice. The Node of 138, 133, 116/117 and 430
(the signature's RandomListNode, GraphNode, NextTreeNode and MultilevelListNode) is Node.java too, as
LeetCode declares it for that problem; the harness's RandomType, GraphType, NextType and
MultilevelType build and write it (docs/protocol.md, "LeetCode's other node classes"), and an answer
of 138 or 133 holding a node built for the input is the error frame that says so (identity, per case).
A problem judged by one of LeetCode's own drivers (141, 142, 160, 235, 236, 237: docs/protocol.md,
"Links") has the case's links as its last argument: the generated code hands the node arguments
built to the harness's link(), which counts their nodes before it joins them, reads them back, and
answers a returned node by where it stands (Linked.place()), by identity. One of LeetCode's APIs
(278's isBadVersion, 374's guess) is a method of Solution's parent class (VersionControl.java,
GuessGame.java, compiled for its problem only), which answers from the case's last argument: the
generated code hands it over before the call.
A design problem (a class driven by LeetCode's calls) is the user's class, in a file named after it
(so `public class LRUCache` compiles too); the generated code makes a new object per case, calls
each operation with its declared types and hands the harness each result as the call returns it.
A Codec's round trip (297, 535) is the user's class too: the generated code encodes the case's value
with one new object and decodes the string with another, and the decoded value answers.
LeetCode's NestedInteger (341, 385) is NestedInteger.java, one class with the API of both problems,
compiled ahead of the user's file as a node class is; the harness builds and writes it (its JSON
value) through the generated code's NestedType, which uses that API, with stacks of its own. 341's
iterator is judged by one loop: the generated code makes it from the case's arguments and calls
next while hasNext is true, handing each value to the harness as it comes.
284's PeekingIterator is a design class whose constructor is given LeetCode's Iterator: Java's own
java.util.Iterator<Integer> (imported, as on LeetCode), the harness's iteratorOver() of the case's
list; its next() past the end is a NoSuchElementException that says so. peek and next return
Integer, as LeetCode's template declares them (next implements Iterator<Integer>'s).
"""

from __future__ import annotations

import functools
import os
import re
import shlex
import textwrap

from judge.core.record import record
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
    RANDOM_LIST,
    ROUND_TRIP,
    TREE_NODES,
    Method,
    Param,
    Signature,
    Type,
    round_trip_objects,
)
from judge.execution.program import DEFAULT_MEMORY_MB, BuildPlan, CrashRule, Program, WarmCompile
from judge.languages.base import (
    CODEC_COMMENTS,
    JDB,
    Language,
    LeetCodeEnvironment,
    Toolchain,
    find_tool,
    guess_comment,
    line_at,
    signature_types,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.compile_error import CompileError
    from judge.languages.standalone import Call, Standalone

HARNESS_CLASS = "JudgeHarness__"
HARNESS_FILE = f"{HARNESS_CLASS}.java"
USER_FILE = "Solution.java"
CALL_CLASS = "JudgeCall__"  # LeetCode's call of the method (generated), extending the harness
CALL_FILE = f"{CALL_CLASS}.java"
TEMPLATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "java_harness", HARNESS_FILE)
# javac or kotlinc kept running for a grading worker (judge/execution/warm_compiler.py).
SERVER_CLASS = "CompilerServer__"
# The harness (and the compiler server) read and write the protocol's descriptors by number, through
# java.io's FileDescriptor.
OPEN_IO = "--add-opens=java.base/java.io=ALL-UNNAMED"
SERVER_TEMPLATE = os.path.join(os.path.dirname(TEMPLATE), f"{SERVER_CLASS}.java")
PAIR_FILE = "Pair.java"  # javafx.util.Pair, compiled with the harness
INVOKE_MARKER = "/*@INVOKE@*/"  # where the harness's invoke() goes: it calls the generated class's
# What javac compiles the harness against, once: the generated class's invoke(), with no body.
CALL_STUB = (
    f"final class {CALL_CLASS} extends {HARNESS_CLASS} {{\n"
    "    static Object invoke(java.util.List<Object> args) throws Throwable { return null; }\n}\n"
)
PREPARE_SECONDS = 300

# What LeetCode's Java environment has imported before the user's first line (java.lang needs nothing).
PRELUDE_PACKAGES = (
    "java.util",
    "java.util.function",
    "java.util.stream",
    "java.util.concurrent",
    "java.util.concurrent.atomic",
    "java.util.regex",
    "java.io",
    "java.math",
    "javafx.util",  # LeetCode's Pair (java_harness/Pair.java): imported on demand, a class of the file's own wins
)
PRELUDE = "".join(f"import {package}.*; " for package in PRELUDE_PACKAGES)

# javac is a JVM too: these make it start in about half the time (no C2 compiler, one GC thread).
JAVAC_FLAGS = (
    "-J-Xshare:auto",
    "-J-XX:+UseSerialGC",
    "-J-XX:TieredStopAtLevel=1",
    "-J-XX:-UsePerfData",
    "-J-Xmx512m",
    "-encoding",
    "UTF-8",
    "-g",  # local variable names: NullPointerException messages then name the variable
    "-proc:none",
    "-implicit:none",
    "-Xlint:none",
    "-nowarn",
    "-XDsuppressNotes",
    # String concatenation as StringBuilder calls: the default (invokedynamic) costs ~40 ms at its first use.
    "-XDstringConcat=inline",
    "-Xmaxerrs",
    "50",
    "-d",
    ".",
)
# The heap gets MEMORY_HEAP_SHARE of the memory limit, the rest is the JVM's own (code, metadata,
# the case thread's stack: about 40 MB at rest).
MEMORY_HEAP_SHARE = 0.75
# The case thread's stack: deep enough for any backtracking; its pages count as memory only once used.
STACK_MB = 64

_COMMENTS_AND_STRINGS = re.compile(r'"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*[\s\S]*?\*/')
_SOLUTION_CLASS = re.compile(r"\bclass\s+Solution\b")
# A method (or constructor) with a body: a name, a parameter list without nested parentheses, `{`.
_METHOD = re.compile(r"(?<![\w$.])(new\s+)?([A-Za-z_$][\w$]*)\s*\(([^()]*)\)\s*(?:throws\s+[\w$.,\s]+?)?\s*\{")
_NOT_METHODS = frozenset(("if", "for", "while", "switch", "catch", "synchronized", "try", "do", "else", "return"))
_PACKAGE = re.compile(r"^[ \t]*package\s+[\w.\s]+;", re.MULTILINE)

_SCALARS = {"int": "int", "long": "long", "bool": "boolean", "double": "double", "char": "char", "string": "String"}
_BOXED = {
    "int": "Integer",
    "long": "Long",
    "bool": "Boolean",
    "double": "Double",
    "char": "Character",
    "string": "String",
}
_EMPTY = {
    "int": "0",
    "long": "0",
    "bool": "false",
    "double": "0.0",
    "char": "' '",
    "string": '""',
    "TreeNode": "null",
    "ListNode": "null",
    "Node": "null",
    RANDOM_LIST: "null",
    GRAPH: "null",
    NEXT_TREE: "null",
    MULTILEVEL_LIST: "null",
    NESTED_INTEGER: "new NestedInteger()",
}
# LeetCode's node classes, as it declares them: the files compiled with a signature that uses them,
# and the comment at the top of its starter (the heading, then the class).
NODE_HEADINGS = {
    "ListNode": "Definition for singly-linked list.",
    "TreeNode": "Definition for a binary tree node.",
    "Node": "Definition for a Node.",
    RANDOM_LIST: "Definition for a Node.",
    GRAPH: "Definition for a Node.",
    NEXT_TREE: "Definition for a Node.",
    MULTILEVEL_LIST: "Definition for a Node.",
    NESTED_INTEGER: "The interface of nested lists, which the judge provides: do not implement it.",
}
NODE_CLASSES = {
    "ListNode": (
        "public class ListNode {",
        "    int val;",
        "    ListNode next;",
        "    ListNode() {}",
        "    ListNode(int val) { this.val = val; }",
        "    ListNode(int val, ListNode next) { this.val = val; this.next = next; }",
        "}",
    ),
    "TreeNode": (
        "public class TreeNode {",
        "    int val;",
        "    TreeNode left;",
        "    TreeNode right;",
        "    TreeNode() {}",
        "    TreeNode(int val) { this.val = val; }",
        "    TreeNode(int val, TreeNode left, TreeNode right) {",
        "        this.val = val;",
        "        this.left = left;",
        "        this.right = right;",
        "    }",
        "}",
    ),
    # The N-ary tree's (LeetCode 589): not public, and with a semicolon after it, as LeetCode writes it.
    "Node": (
        "class Node {",
        "    public int val;",
        "    public List<Node> children;",
        "",
        "    public Node() {}",
        "",
        "    public Node(int _val) {",
        "        val = _val;",
        "    }",
        "",
        "    public Node(int _val, List<Node> _children) {",
        "        val = _val;",
        "        children = _children;",
        "    }",
        "};",
    ),
    # The Node classes of 138, 133, 116/117 and 430 (judge/core/signature.py's DRIVEN_NODES): each is
    # `Node` in its problem's code (NODE_CLASS_NAMES), declared as LeetCode's comment shows it.
    RANDOM_LIST: (
        "class Node {",
        "    int val;",
        "    Node next;",
        "    Node random;",
        "",
        "    public Node(int val) {",
        "        this.val = val;",
        "        this.next = null;",
        "        this.random = null;",
        "    }",
        "}",
    ),
    GRAPH: (
        "class Node {",
        "    public int val;",
        "    public List<Node> neighbors;",
        "    public Node() {",
        "        val = 0;",
        "        neighbors = new ArrayList<Node>();",
        "    }",
        "    public Node(int _val) {",
        "        val = _val;",
        "        neighbors = new ArrayList<Node>();",
        "    }",
        "    public Node(int _val, ArrayList<Node> _neighbors) {",
        "        val = _val;",
        "        neighbors = _neighbors;",
        "    }",
        "}",
    ),
    NEXT_TREE: (
        "class Node {",
        "    public int val;",
        "    public Node left;",
        "    public Node right;",
        "    public Node next;",
        "",
        "    public Node() {}",
        "    ",
        "    public Node(int _val) {",
        "        val = _val;",
        "    }",
        "",
        "    public Node(int _val, Node _left, Node _right, Node _next) {",
        "        val = _val;",
        "        left = _left;",
        "        right = _right;",
        "        next = _next;",
        "    }",
        "};",
    ),
    # 430's: no constructor but the default one, and a semicolon after it, as LeetCode writes it.
    MULTILEVEL_LIST: (
        "class Node {",
        "    public int val;",
        "    public Node prev;",
        "    public Node next;",
        "    public Node child;",
        "};",
    ),
    # LeetCode's NestedInteger (341, 385): its comment calls it an interface, but solutions make
    # one with `new NestedInteger()` and `new NestedInteger(5)`. One class with the API of both
    # problems; its starters show NESTED_INTEGER_API instead. The list is always there, so that
    # getList() of an integer is an empty list, as LeetCode's 341 says.
    NESTED_INTEGER: (
        "public class NestedInteger {",
        "    private Integer integer;",
        "    private List<NestedInteger> list = new ArrayList<>();",
        "",
        "    public NestedInteger() {}",
        "",
        "    public NestedInteger(int value) {",
        "        integer = value;",
        "    }",
        "",
        "    public boolean isInteger() {",
        "        return integer != null;",
        "    }",
        "",
        "    public Integer getInteger() {",
        "        return integer;",
        "    }",
        "",
        "    public void setInteger(int value) {",
        "        integer = value;",
        "        list = new ArrayList<>();",
        "    }",
        "",
        "    public void add(NestedInteger ni) {",
        "        integer = null;",
        "        list.add(ni);",
        "    }",
        "",
        "    public List<NestedInteger> getList() {",
        "        return list;",
        "    }",
        "}",
    ),
}
# What LeetCode's starters of 341 and 385 show of NestedInteger (under NODE_HEADINGS' line): its
# whole API, each method under a line of the kit's own that says what it does.
NESTED_INTEGER_API = (
    "public class NestedInteger {",
    "    // No value: an empty nested list.",
    "    public NestedInteger();",
    "",
    "    // A single integer equal to value.",
    "    public NestedInteger(int value);",
    "",
    "    // true if this NestedInteger holds a single integer, not a nested list.",
    "    public boolean isInteger();",
    "",
    "    // The single integer this NestedInteger holds, or null if it holds a nested list.",
    "    public Integer getInteger();",
    "",
    "    // Makes this NestedInteger hold the single integer value.",
    "    public void setInteger(int value);",
    "",
    "    // Makes this NestedInteger a nested list (if it is not one) and appends ni to it.",
    "    public void add(NestedInteger ni);",
    "",
    "    // The nested list this NestedInteger holds, or an empty list if it holds a single integer.",
    "    public List<NestedInteger> getList();",
    "}",
)
# What 284's starter says of LeetCode's Iterator, above the class (where LeetCode's points to
# Java's documentation): the interface its constructor is given, in the kit's words.
ITERATOR_COMMENT = (
    "// The Iterator your class is given is Java's own java.util.Iterator<Integer> (imported, as on",
    "// LeetCode), over the integers in order:",
    "// interface Iterator<Integer> {",
    "//     // true while there are elements left.",
    "//     boolean hasNext();",
    "//",
    "//     // The next element; the iterator moves past it.",
    "//     Integer next();",
    "// }",
    "",
)
# 284's methods that return Integer in LeetCode's template (next implements Iterator<Integer>'s),
# and those it marks @Override.
PEEKING_BOXED = ("peek", "next")
PEEKING_OVERRIDES = ("next", "hasNext")
# The class each node shape is in Java's code: LeetCode names the DRIVEN_NODES `Node` too.
NODE_CLASS_NAMES = {shape: "Node" for shape in DRIVEN_NODES}
# The older declarations that LeetCode's problems judged by a driver of its own (141, 142, 160, 235,
# 236, 237) still show and compile: the value's constructor alone (`new ListNode()` does not compile
# there), and for Linked List Cycle's a class that is not public in the comment.
DRIVEN_NODE_CLASSES = {
    "ListNode": (
        "public class ListNode {",
        "    int val;",
        "    ListNode next;",
        "    ListNode(int x) {",
        "        val = x;",
        "        next = null;",
        "    }",
        "}",
    ),
    "TreeNode": (
        "public class TreeNode {",
        "    int val;",
        "    TreeNode left;",
        "    TreeNode right;",
        "    TreeNode(int x) { val = x; }",
        "}",
    ),
}
DRIVEN_COMMENT_OPENINGS = {CYCLE: "class ListNode {"}
# Delete Node in a Linked List's declaration (237): the same class, its constructor on one line.
DRIVEN_DECLARATIONS = {
    (DELETED_NODE, "ListNode"): (
        "public class ListNode {",
        "    int val;",
        "    ListNode next;",
        "    ListNode(int x) { val = x; }",
        "}",
    ),
}
# The drivers whose starter declares `public class Solution` (those of lists, the APIs'), as LeetCode's does.
PUBLIC_SOLUTION_DRIVERS = frozenset((CYCLE, INTERSECTION, *APIS))
# LeetCode's API of 278 and 374 (judge/core/signature.py's APIS): a parent class of Solution's, whose
# method answers from the case's value that the method is not given (set by the generated call through
# answerFrom__, out of the user's sight). Compiled only for its problem: a user's own class of the name
# elsewhere still compiles.
API_CLASSES = {BAD_VERSION: "VersionControl", GUESS: "GuessGame"}
API_METHODS = {
    BAD_VERSION: ("public boolean isBadVersion(int version) {", "    return version >= secret;", "}"),
    GUESS: ("public int guess(int num) {", "    return num > secret ? -1 : num < secret ? 1 : 0;", "}"),
}
# The comment above LeetCode's starter, as LeetCode writes it (its tabs and a trailing space too).
API_COMMENTS = {
    BAD_VERSION: (
        "/* The isBadVersion API is defined in the parent class VersionControl.",
        "      boolean isBadVersion(int version); */",
    ),
    GUESS: guess_comment("int guess(int num);"),
}
# What a node class's file imports: one name, so that a class of the user's named like another
# name of java.util changes nothing.
NODE_IMPORTS = {
    "Node": "import java.util.List;",
    GRAPH: "import java.util.ArrayList;\nimport java.util.List;",
    NESTED_INTEGER: "import java.util.ArrayList;\nimport java.util.List;",
}
# How the harness turns a JSON scalar into the parameter's type.
_CONVERT = {
    "int": "toInt",
    "long": "toLong",
    "bool": "toBoolean",
    "double": "toDouble",
    "char": "toChar",
    "string": "toText",
}
# A type's shape for the harness's convert(): 'a' an array of, 'l' a List of, then the scalar's
# letter (as in the JVM's descriptors: I int, J long, Z boolean, D double, C char; S String).
_SHAPE_LEAF = {"int": "I", "long": "J", "bool": "Z", "double": "D", "char": "C", "string": "S"}

# javac's plain format: `Solution.java:12: error: cannot find symbol`, then the source line, a caret
# line, and indented details (symbol:, location:).
_DIAGNOSTIC = re.compile(r"^(?P<file>[^\s:][^:]*?\.java):(?P<line>\d+): (?P<message>(?:error|warning): .*)$")
_SUMMARY = re.compile(r"^\d+ (?:error|warning)s?$")
# What javac says of a node class the user's file defines again (a public one: in the wrong file).
_DUPLICATE_NODE = re.compile(
    r"^[^\s:][^:]*?\.java:\d+: error: (?:duplicate class: (?P<name>\w+)"
    r"|class (?P<public>\w+) is public, should be declared in a file named \w+\.java)$"
)


# What javac 17 says of Java 21's language and library (record and switch patterns, the sequenced
# collections' methods), which LeetCode's OpenJDK 21 compiles.
_JAVA_21 = re.compile(
    r"(?:patterns in switch statements|record patterns|unnamed variables)[^\n]*"
    r"|symbol:\s+method (?:getFirst|getLast|removeFirst|removeLast|addFirst|addLast|reversed)\(\)"
)


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "20 Java .java"


class Java(Language):
    name = "java"
    judges_design = True
    judges_nary_trees = True
    judges_nested_integers = True
    judges_links = frozenset((CYCLE, INTERSECTION, TREE_NODES, DELETED_NODE, *APIS, ROUND_TRIP, ITERATE))
    judges_driven_nodes = frozenset(DRIVEN_NODES)
    judges_iterators = True
    title = "Java"
    leetcode = LeetCodeEnvironment(
        toolchain="OpenJDK 21",
        release=(21,),
        flags="--enable-preview --release 21",
        included="java.util.*, java.util.function.*, java.util.stream.*, java.io.*, java.math.* and other"
        " usual imports; a Pair class",
        declared="the imports, ahead of the file (so a package declaration cannot come first)",
    )
    extensions = (".java",)
    toolchains = (
        Toolchain("javac", apt="default-jdk-headless", version_args=("-version",)),
        Toolchain("java", apt="default-jdk-headless", version_args=("-version",)),
    )
    debugger = JDB
    diagnostic = _DIAGNOSTIC

    # --- the signature in Java's terms -------------------------------------------------------------

    def version_gap(self, output: str) -> str:
        newer = _JAVA_21.search(output)
        release = self.toolchain_release() if newer else ()
        if newer is None or not release or release[0] >= 21:
            return ""
        return (
            f" ({' '.join(newer.group(0).split())}: {self.leetcode.toolchain}, which LeetCode runs, has it; this"
            f" machine's javac is"
            f" {release[0]}:"
            " install JDK 21 or later)"
        )

    def method_name(self, signature: Signature) -> str:
        return signature.name

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        if signature.design is None:
            return (f"Solution.{signature.name}",)
        name = signature.name
        return (f"{name}.<init>", *(f"{name}.{method.name}" for method in signature.design.methods))

    def type_name(self, type_: Type) -> str:
        """The type as LeetCode declares it, parameter or result: int, char[][], List<Integer>, List<List<String>>."""
        return java_type(type_)

    def declaration(self, signature: Signature) -> str:
        """`public char[][] updateBoard(char[][] board, int[] click)`: the method as LeetCode declares it."""
        params = ", ".join(f"{self.type_name(param.type)} {param.name}" for param in signature.params)
        return f"public {self.type_name(signature.returns)} {self.method_name(signature)}({params})"

    def signature_text(self, signature: Signature) -> str:
        """The method's declaration; a design problem's class with its constructor's and methods'."""
        if signature.design is None:
            return self.declaration(signature)
        # A Codec's template declares no constructor: its driver makes each object with the default one.
        shown = design_declarations(signature)[0 if signature.calls or iterated(signature) else 1 :]
        declarations = (f"    {declaration}" for _, declaration in shown)
        return "\n".join([f"class {signature.name} {{", *declarations, "}"])

    # --- reading a submission ----------------------------------------------------------------------

    def defined_methods(self, text: str) -> set[str]:
        code = strip_comments_and_strings(text)
        return {
            match.group(2)
            for match in _METHOD.finditer(code)
            if match.group(1) is None and match.group(2) not in _NOT_METHODS
        }

    def rejection(self, source: str) -> tuple[int, str] | None:
        found = _PACKAGE.search(strip_comments_and_strings(source))
        if found is None:
            return None
        return (
            line_at(source, found.start()),
            "error: class, interface, enum, or record expected (LeetCode puts its imports before your"
            " code, and a package declaration must come first: leave it out)",
        )

    def missing_solution(self, text: str) -> str | None:
        if _SOLUTION_CLASS.search(strip_comments_and_strings(text)):
            return None
        return "defines no class Solution; a solution is a LeetCode-style `class Solution { ... }`"

    def fallback_encodings(self) -> tuple[str, ...]:
        # GB 18030 covers GBK comments, which public Chinese-language solutions often carry.
        return ("gb18030",)

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        available = textwrap.wrap(
            "Available without importing, as on LeetCode: " + ", ".join(f"{p}.*" for p in PRELUDE_PACKAGES), 96
        )
        lines = [*about, "", *available, "", *usage]
        # A value of the declared type, so that the starter compiles (and is a Wrong Answer); a void
        # method's body is empty, as LeetCode shows it.
        body = [""] if signature.in_place else [f"        return {empty_value(signature.returns)};"]
        comment = ["/*", *(f" * {line}".rstrip().replace("*/", "* /") for line in lines), " */", ""]
        public = signature.links is not None and signature.links.driver in PUBLIC_SOLUTION_DRIVERS
        api = api_driver(signature)
        parent = "" if api is None else f" extends {API_CLASSES[api]}"
        block = (
            [
                f"{'public ' if public else ''}class Solution{parent} {{",
                f"    {self.declaration(signature)} {{",
                *body,
                "    }",
                "}",
            ]
            if signature.design is None
            else peeking_block(signature)
            if peeking(signature)
            else design_block(signature)
            if signature.calls
            else iterator_block(signature)
            if iterated(signature)
            else round_trip_block(signature)
        )
        return "\n".join(
            [
                # Nothing to say (the web page's editor, beside the statement): LeetCode's bare declaration.
                *(comment if about or usage else []),
                # LeetCode's definition of each node class the method uses, in a comment, as it shows them.
                *(line for name in node_classes(signature) for line in node_comment(name, signature)),
                # LeetCode's declaration of the API Solution's parent class gives it.
                *([] if api is None else [*API_COMMENTS[api], ""]),
                # What 284's class is given: Java's own Iterator.
                *(ITERATOR_COMMENT if peeking(signature) else ()),
                *block,
                "",
            ]
        )

    # --- compiling ---------------------------------------------------------------------------------

    def plan_build(self, source: str, filename: str, signature: Signature) -> BuildPlan | None:
        javac = find_tool("javac") or "javac"
        # The node classes first: a class the user's file defines again is the error on the user's line.
        nodes = leetcode_files(signature)
        user_file = user_file_name(signature)
        files = {**nodes, user_file: user_source(source), CALL_FILE: call_source(self, signature)}
        ready = prepared_harness(javac)
        archive = () if ready.archive is None else (f"-J-XX:SharedArchiveFile={ready.archive}",)
        compile_command = (javac, *archive, *JAVAC_FLAGS, "-cp", ready.harness, *nodes, user_file, CALL_FILE)
        # The harness's classes join the build, which is the run's whole class path.
        script = f"{shlex.join(compile_command)} && cp -R {shlex.quote(ready.harness)}/. ."
        from judge.execution.build import compilers_kept_warm

        warm = None
        server = prepared_server(javac) if compilers_kept_warm() else None
        if server is not None:
            # The same compile by a javac that a grading worker keeps running: its JVM takes the
            # command's -J options, and the compile the rest.
            jvm = tuple(flag[2:] for flag in JAVAC_FLAGS if flag.startswith("-J"))
            arguments = tuple(flag for flag in JAVAC_FLAGS if not flag.startswith("-J"))
            warm = WarmCompile(
                server=(java_program(), *jvm, OPEN_IO, "-cp", server, SERVER_CLASS, "javac"),
                arguments=(*arguments, "-cp", ready.harness, *nodes, user_file, CALL_FILE),
                visible=(server,),
                then_copy=(ready.harness,),
            )
        return BuildPlan(
            files=files,
            command=("/bin/sh", "-c", script),
            user_file=user_file,
            visible=(*jdk_folders(), ready.harness, *([ready.archive] if ready.archive else [])),
            identity=toolchain_identity(javac),
            generated=(CALL_FILE, *nodes),
            limit_address_space=False,
            warm=warm,
        )

    def compile_error(self, output: str, plan: BuildPlan, filename: str) -> CompileError:
        """The base's report, after the harness's complaints are said in the user's terms and the
        prelude is taken off the first line wherever it shows."""
        user_text = plan.files[plan.user_file]
        output = _explain_harness_errors(self, output, user_text, plan)
        leetcodes = (*(node_class(name) for name in NODE_CLASSES), *API_CLASSES.values())
        nodes = list(dict.fromkeys(name for name in leetcodes if f"{name}.java" in plan.files))
        if nodes:
            output = "\n".join(_duplicate_node(line, nodes) for line in output.splitlines())
        error = super().compile_error(output, plan, filename)
        if error.text is not None and error.text.startswith(PRELUDE):
            error.text = error.text[len(PRELUDE) :]
        if error.output is not None:
            error.output = _without_prelude(error.output)
        return error

    # --- running -----------------------------------------------------------------------------------

    def build(
        self,
        source: str,
        filename: str,
        signature: Signature,
        result_bytes: int,
        built: str | None = None,
        memory_mb: int = DEFAULT_MEMORY_MB,
    ) -> Program:
        """memory_mb (the run's memory limit) sizes the heap: -Xmx is 3/4 of it, the JVM's own ~40 MB aside."""
        if built is None:
            raise ValueError("Java runs a compiled build: plan_build() and the compile come first")
        setup = self.setup_frame(signature, filename, result_bytes, compiled=user_file_name(signature))
        command = (java_program(), *run_flags(memory_mb), "-cp", built, HARNESS_CLASS)
        return Program(
            command,
            setup,
            filename,
            files=(built,),
            visible=jdk_folders(),
            limit_address_space=False,
            crash_rules=CRASH_RULES,
            gated=True,  # the class (and its static initialisers) is loaded after the setup frame
        )

    # --- judge export: one case as a program of its own --------------------------------------------

    def standalone(self, signature: Signature, source: str, case_input: dict[str, Any], about: list[str]) -> Standalone:
        """The user's file with LeetCode's imports on its first line (as the judge compiles it), the
        node classes it uses, LeetCode.java (java_harness/: building trees and lists, reading a large
        value from its JSON, the printer) and Main.java, which makes the case's calls."""
        from judge.languages.standalone import Standalone, comment_lines

        javac = command_name(find_tool("javac") or "javac", "javac")
        build = f"{javac} -encoding UTF-8 -g -d . *.java javafx/util/{PAIR_FILE}"
        run = f"{command_name(java_program(), 'java')} -Xss{STACK_MB}m -cp . Main"
        nodes = node_classes(signature)
        stack = f"(-Xss{STACK_MB}m: a deep recursion gets the stack the judge gives it; Java's default is 1 MB.)"
        comment = [*comment_lines(about, build, run), stack]
        files = (
            (user_file_name(signature), exported_user_source(user_source(source), "on the first line")),
            *((f"{name}.java", node_file(name)) for name in nodes),
            (EXPORT_HELPER, export_helper(EXPORT_HELPER, nodes)),
            (f"javafx/util/{PAIR_FILE}", pair_source()),  # the prelude imports its package
            ("Main.java", main_source(self, signature, case_input, comment)),
        )
        return Standalone(files=files, build=build, run=run)


def run_flags(memory_mb: int) -> tuple[str, ...]:
    heap_mb = max(16, int(memory_mb * MEMORY_HEAP_SHARE))
    return (
        f"-Xmx{heap_mb}m",
        "-Xms16m",  # the heap grows as the submission needs it: untouched heap is no one's memory
        "-XX:+UseSerialGC",
        "-Xshare:auto",
        "-XX:-UsePerfData",
        # C1 only: C2's compiler threads burn CPU time that is charged to the case. Measured on the examples
        # (CPU per case): n <= 9 costs a half to a third of tiered compilation's; C2 only pays off for
        # runs of a second or more (the extended cases of the slowest approaches).
        "-XX:TieredStopAtLevel=1",
        "-Dfile.encoding=UTF-8",
        "-Dsun.stdout.encoding=UTF-8",
        "-Dsun.stderr.encoding=UTF-8",
        f"-Djudge.stack={STACK_MB << 20}",
        OPEN_IO,
    )


# A JVM that died without answering says why on stderr.
CRASH_RULES = (
    CrashRule(r"java\.lang\.OutOfMemoryError.*", "Memory Limit Exceeded", "{0}"),
    CrashRule(
        r"There is insufficient memory for the Java Runtime Environment|Cannot allocate memory",
        "Memory Limit Exceeded",
        "the JVM could not get memory: {0}",
    ),
    CrashRule(r"java\.lang\.StackOverflowError", "Runtime Error", "StackOverflowError: the recursion went too deep"),
    CrashRule(r"Exception in thread \"[^\"]*\" (.*)", "Runtime Error", "{1}"),
    CrashRule(r"A fatal error has been detected by the Java Runtime Environment", "Runtime Error", "the JVM crashed"),
)


def strip_comments_and_strings(text: str) -> str:
    """The source with comments and string or character literals blanked (newlines kept)."""
    return _COMMENTS_AND_STRINGS.sub(lambda match: re.sub(r"[^\n]", " ", match.group(0)), text)


def user_source(text: str) -> str:
    """The user's text as compiled: the prelude on its first line."""
    return PRELUDE + text


def java_type(type_: Type, qualified: bool = False) -> str:
    """LeetCode's Java for a type: arrays as arrays, lists as Lists of boxed items; qualified, every
    name in full (java.util.List<java.lang.Integer>), as the harness writes types. TreeNode,
    ListNode and Node are LeetCode's classes (null for the empty tree or list); so is the Node of 138,
    133, 116 and 117. LeetCode's Iterator (284) is java.util's, over Integers."""
    if type_.name == ITERATOR:
        return "java.util.Iterator<java.lang.Integer>" if qualified else "Iterator<Integer>"
    if type_.is_node:
        return node_class(type_.name)
    if type_.item is None:
        if type_.name == "void":
            return "void"
        return f"java.lang.{_SCALARS[type_.name]}" if qualified and type_.name == "string" else _SCALARS[type_.name]
    if type_.is_array:
        return java_type(type_.item, qualified) + "[]"
    item = type_.item
    if item.is_node:
        boxed: str | None = item.name
    else:
        boxed = (f"java.lang.{_BOXED[item.name]}" if qualified else _BOXED[item.name]) if item.item is None else None
    inner = boxed if boxed is not None else java_type(item, qualified)
    return f"java.util.List<{inner}>" if qualified else f"List<{inner}>"


def empty_value(type_: Type) -> str:
    """An empty value of the type, for a starter's return: 0, new int[0], new char[0][], new ArrayList<>()."""
    if type_.item is None:
        return _EMPTY[type_.name]
    if not type_.is_array:
        return "new ArrayList<>()"
    dimensions, leaf = 0, type_
    while leaf.is_array and leaf.item is not None:
        dimensions, leaf = dimensions + 1, leaf.item
    # An array of Lists is created raw (`new List[0]`): Java has no generic array creation.
    base = "List" if leaf.item is not None else leaf.name if leaf.is_node else _SCALARS[leaf.name]
    return f"new {base}[0]" + "[]" * (dimensions - 1)


def shape(type_: Type) -> str:
    """The type for the harness's convert(): 'aaC' for char[][], 'lS' for List<String>."""
    if type_.item is None:
        return _SHAPE_LEAF[type_.name]
    return ("a" if type_.is_array else "l") + shape(type_.item)


def node_classes(signature: Signature) -> list[str]:
    """LeetCode's node classes the method (or a design class) uses, ListNode first (as LeetCode's
    starters show them)."""
    used = {type_.scalar for type_ in signature_types(signature)}
    return [name for name in NODE_CLASSES if name in used]


def node_class(name: str) -> str:
    """The class of a node shape in Java's code (and its file's name): the driven ones' is Node."""
    return NODE_CLASS_NAMES.get(name, name)


def node_declaration(name: str, signature: Signature | None = None) -> tuple[str, ...]:
    """LeetCode's declaration of a node class: its older one for a problem judged by a driver of its own."""
    if signature is not None and signature.links is not None and name in DRIVEN_NODE_CLASSES:
        return DRIVEN_DECLARATIONS.get((signature.links.driver, name), DRIVEN_NODE_CLASSES[name])
    return NODE_CLASSES[name]


def node_comment(name: str, signature: Signature | None = None) -> list[str]:
    """LeetCode's comment above a starter whose method uses the node class: its definition (the
    N-ary Node's in LeetCode's other style, the class as code between /* and */, and a blank line)."""
    lines = list(node_declaration(name, signature))
    if node_class(name) == "Node":
        return ["/*", f"// {NODE_HEADINGS[name]}", *lines, "*/", ""]
    if name == NESTED_INTEGER:
        return ["/**", f" * // {NODE_HEADINGS[name]}", *(f" * {line}".rstrip() for line in NESTED_INTEGER_API), " */"]
    if signature is not None and signature.links is not None and name == "ListNode":
        lines[0] = DRIVEN_COMMENT_OPENINGS.get(signature.links.driver, lines[0])
    return ["/**", f" * {NODE_HEADINGS[name]}", *(f" * {line}" for line in lines), " */"]


def api_driver(signature: Signature) -> str | None:
    """The API driver of the signature's problem (278's isBadVersion, 374's guess), else None."""
    links = signature.links
    return links.driver if links is not None and links.driver in APIS else None


def leetcode_files(signature: Signature) -> dict[str, str]:
    """The files of LeetCode's classes that the build compiles ahead of the user's: the node classes
    the method uses, and its API's parent class."""
    files = {f"{node_class(name)}.java": node_source(name, signature) for name in node_classes(signature)}
    api = api_driver(signature)
    if api is not None:
        files[f"{API_CLASSES[api]}.java"] = api_source(api)
    return files


def api_source(api: str) -> str:
    """The file of an API's parent class: its method, answering from the case's value (`secret`),
    which the generated call sets before it calls the method."""
    name = API_CLASSES[api]
    return "\n".join(
        [
            "// LeetCode's parent class of Solution: its API answers from the case's value, set by the judge.",
            f"public class {name} {{",
            "    private static int secret;",
            "",
            "    static void answerFrom__(int value) {",
            "        secret = value;",
            "    }",
            "",
            *(f"    {line}" for line in API_METHODS[api]),
            "}",
            "",
        ]
    )


def node_source(name: str, signature: Signature | None = None) -> str:
    """A node class's file as compiled: its import, if any, and LeetCode's declaration."""
    imports = [NODE_IMPORTS[name], ""] if name in NODE_IMPORTS else []
    return "\n".join((*imports, *node_declaration(name, signature), ""))


def node_kind(type_: Type) -> str:
    """How the harness's nodeArgument() builds a node type: 'n' the node itself, 'a' an array, 'l' a List."""
    return "n" if type_.is_node else "a" if type_.is_array else "l"


def node_type_name(name: str) -> str:
    """The generated NodeType of a node class, in the harness: TREE_NODE__, LIST_NODE__, NARY_NODE__,
    NESTED_INTEGER__."""
    if name == NESTED_INTEGER:
        return "NESTED_INTEGER__"
    return "NARY_NODE__" if name == "Node" else f"{name[:-4].upper()}_NODE__"


def node_types(names: list[str]) -> list[str]:
    """The harness's NodeType of each node class: the class's constructor and fields, used directly
    (an N-ary Node's a NaryType, each node made with an empty list of children)."""
    lines = []
    for name in names:
        if name in DRIVEN_NODES:
            lines += driven_node_type(name)
            continue
        if name == NESTED_INTEGER:
            lines += nested_type()
            continue
        node = f"(({name}) node)"
        if name == "Node":
            made_children = f"new java.util.ArrayList<{name}>()"
            lines += [
                f"private static final NaryType {node_type_name(name)} = new NaryType() {{",
                f"    java.lang.Object node(int value) {{ return new {name}(value, {made_children}); }}",
                f"    int value(java.lang.Object node) {{ return {node}.val; }}",
                f"    java.util.List<?> children(java.lang.Object node) {{ return {node}.children; }}",
                f"    java.lang.Object[] array(int size) {{ return new {name}[size]; }}",
                "};",
            ]
            continue
        if name == "TreeNode":
            child = f"side == 0 ? {node}.left : {node}.right"
            set_child = f"if (side == 0) {node}.left = ({name}) child; else {node}.right = ({name}) child;"
        else:
            child, set_child = f"{node}.next", f"{node}.next = ({name}) child;"
        lines += [
            f"private static final NodeType {node_type_name(name)} = new NodeType({2 if name == 'TreeNode' else 1}) {{",
            f"    java.lang.Object node(int value) {{ return new {name}(value); }}",
            f"    int value(java.lang.Object node) {{ return {node}.val; }}",
            f"    java.lang.Object child(java.lang.Object node, int side) {{ return {child}; }}",
            f"    void setChild(java.lang.Object node, int side, java.lang.Object child) {{ {set_child} }}",
            f"    java.lang.Object[] array(int size) {{ return new {name}[size]; }}",
            "};",
        ]
    return lines


def nested_type() -> list[str]:
    """The harness's NestedType of LeetCode's NestedInteger: made and read through its API."""
    nested = "((NestedInteger) nested)"
    return [
        "private static final NestedType NESTED_INTEGER__ = new NestedType() {",
        "    java.lang.Object integer(int value) { return new NestedInteger(value); }",
        "    java.lang.Object list() { return new NestedInteger(); }",
        f"    void add(java.lang.Object nested, java.lang.Object item) {{ {nested}.add((NestedInteger) item); }}",
        f"    boolean isInteger(java.lang.Object nested) {{ return {nested}.isInteger(); }}",
        f"    java.lang.Object integerOf(java.lang.Object nested) {{ return {nested}.getInteger(); }}",
        f"    java.util.List<?> listOf(java.lang.Object nested) {{ return {nested}.getList(); }}",
        "    java.lang.Object[] array(int size) { return new NestedInteger[size]; }",
        "};",
    ]


def driven_node_type(name: str) -> list[str]:
    """The harness's type of the Node of 138 (a RandomType: side 0 next, side 1 random), 133 (a
    GraphType: its neighbours, made empty by LeetCode's Node(int)), 116/117 (a NextType: left,
    right and next) or 430 (a MultilevelType: side 0 next, 1 child, 2 prev), the fields used directly."""
    node = "((Node) node)"
    # 430's Node has only the default constructor: the value is set after it.
    made = "return new Node(value);"
    if name == MULTILEVEL_LIST:
        made = "Node made = new Node(); made.val = value; return made;"
    common = [
        f"    java.lang.Object node(int value) {{ {made} }}",
        f"    int value(java.lang.Object node) {{ return {node}.val; }}",
    ]
    array = ["    java.lang.Object[] array(int size) { return new Node[size]; }", "};"]
    if name == MULTILEVEL_LIST:
        return [
            f"private static final MultilevelType {node_type_name(name)} = new MultilevelType() {{",
            *common,
            "    java.lang.Object child(java.lang.Object node, int side) {",
            f"        return side == 0 ? {node}.next : side == 1 ? {node}.child : {node}.prev;",
            "    }",
            "    void setChild(java.lang.Object node, int side, java.lang.Object child) {",
            f"        if (side == 0) {node}.next = (Node) child; else if (side == 1) {node}.child = (Node) child;",
            f"        else {node}.prev = (Node) child;",
            "    }",
            *array,
        ]
    if name == GRAPH:
        return [
            f"private static final GraphType {node_type_name(name)} = new GraphType() {{",
            *common,
            f"    java.util.List<?> neighbors(java.lang.Object node) {{ return {node}.neighbors; }}",
            *array,
        ]
    if name == RANDOM_LIST:
        kind, sides = "RandomType", ("next", "random")
    else:
        kind, sides = "NextType", ("left", "right")
    first, second = sides
    return [
        f"private static final {kind} {node_type_name(name)} = new {kind}() {{",
        *common,
        "    java.lang.Object child(java.lang.Object node, int side) {",
        f"        return side == 0 ? {node}.{first} : {node}.{second};",
        "    }",
        "    void setChild(java.lang.Object node, int side, java.lang.Object child) {",
        f"        if (side == 0) {node}.{first} = (Node) child; else {node}.{second} = (Node) child;",
        "    }",
        *([f"    java.lang.Object next(java.lang.Object node) {{ return {node}.next; }}"] if name == NEXT_TREE else []),
        *array,
    ]


def node_answer(type_: Type, value: str) -> str:
    """The generated code's answer: a node type's wrapped with its NodeType for the harness to write."""
    if not type_.has_nodes:
        return value
    return f"nodeAnswer({value}, {node_type_name(type_.scalar)}, {'false' if type_.is_node else 'true'})"


def argument_lines(params: tuple[Param, ...], values: str, prefix: str, indent: str) -> tuple[list[str], list[str]]:
    """The generated code's arguments, each converted from the JSON list `values` to its declared
    type, as local variables named prefix0__, prefix1__...: (the lines, the names)."""
    lines, names = [], []
    for position, param in enumerate(params):
        name = f"{prefix}{position}__"
        names.append(name)
        type_ = param.type
        declared = java_type(type_, qualified=True)
        get = f"{values}.get({position})"
        if type_.name == ITERATOR:
            lines.append(f"{indent}{declared} {name} = iteratorOver({get});")
        elif type_.has_nodes:
            built = f"nodeArgument({get}, {node_type_name(type_.scalar)}, '{node_kind(type_)}')"
            lines.append(f"{indent}{declared} {name} = ({declared}) {built};")
        elif type_.item is None:
            lines.append(f"{indent}{declared} {name} = {_CONVERT[type_.name]}({get});")
        else:
            lines.append(f'{indent}{declared} {name} = ({declared}) convert({get}, "{shape(type_)}", 0);')
    return lines, names


def call_source(language: Java, signature: Signature) -> str:
    """JudgeCall__.java: the call of the method (or a design class's calls, or a Codec's round trip),
    rendered from the signature."""
    if signature.design is None:
        lines = call_lines(language, signature)
    elif signature.calls:
        lines = design_call_lines(signature)
    else:
        lines = iterate_call_lines(signature) if iterated(signature) else round_trip_call_lines(signature)
    body = "\n".join(f"    {line}" if line else "" for line in lines)
    return (
        "// LeetCode's call of the user's code, generated by the judge from the problem's signature.\n"
        f"final class {CALL_CLASS} extends {HARNESS_CLASS} {{\n{body}\n}}\n"
    )


def call_lines(language: Java, signature: Signature) -> list[str]:
    """The generated invoke() of a problem with one method."""
    lines = [
        *node_types(node_classes(signature)),
        f"// LeetCode: {language.declaration(signature)}",
        '@SuppressWarnings("unchecked")',
        "static Object invoke(java.util.List<Object> args) throws Throwable {",
    ]
    converted, names = argument_lines(signature.params, "args", "argument", "    ")
    lines += converted
    api = api_driver(signature)
    if api is not None:
        # The case's last argument is what the API answers from: the method is not given it.
        lines.append(f"    {API_CLASSES[api]}.answerFrom__(toInt(args.get({len(signature.params)})));")
    if signature.in_place:
        # A void method answers with its argument as built, before a link replaced it (237: the list
        # from its head, not the node to delete).
        lines.append(f"    java.lang.Object[] passed__ = {{{', '.join(names)}}};")
    if signature.links is not None and api is None:
        lines += link_lines(signature.params, names, signature.links.answer is not None)
    call = f"new Solution().{language.method_name(signature)}({', '.join(names)})"
    if signature.links is not None and signature.links.answer is not None:
        # The returned node answered by where it stands among the arguments' nodes.
        lines += [
            f"    {java_type(signature.returns, qualified=True)} returned__ = {call};",
            f"    return links__.place(returned__, {node_type_name(signature.returns.scalar)});",
            "}",
        ]
    elif signature.in_place:
        # The answer is the argument the setup frame names, as the method left it (whatever it returned).
        passed = "answerIndex >= 0 && answerIndex < passed__.length ? passed__[answerIndex] : null"
        lines += [
            f"    {call};",
            f"    return {node_answer(signature.answer_type, f'({passed})')};",
            "}",
        ]
    else:
        lines += [
            f"    {java_type(signature.returns, qualified=True)} returned__ = {call};",
            f"    return {node_answer(signature.returns, 'returned__')};",
            "}",
        ]
    return lines


def link_lines(params: tuple[Param, ...], names: list[str], placed: bool) -> list[str]:
    """A driver's links (docs/protocol.md, "Links"), the case's last argument, applied to the node
    arguments built (the harness counts their nodes first), which are then read back: an argument
    that a link replaces came as null. placed: links__ then tells where a returned node stands."""
    types = ", ".join(node_type_name(param.type.name) if param.type.is_node else "null" for param in params)
    kept = "Linked links__ = " if placed else ""
    lines = [
        f"    java.lang.Object[] linked__ = {{{', '.join(names)}}};",
        f"    {kept}link(linked__, new NodeType[] {{{types}}}, args.get({len(params)}));",
    ]
    for position, (param, name) in enumerate(zip(params, names, strict=True)):
        if param.type.is_node:
            lines.append(f"    {name} = ({java_type(param.type, qualified=True)}) linked__[{position}];")
    return lines


def design_call_lines(signature: Signature) -> list[str]:
    """The generated invoke() of a design problem: it makes a new object of the class with the
    case's first arguments, then calls each operation in turn with its arguments converted to the
    declared types, telling the harness which call runs (designCall) and handing it each result as
    the call returns it (DesignAnswer: null for a void method). The user's declarations are checked
    as LeetCode's calls check them: each result is taken as its declared type."""
    design = signature.design
    assert design is not None
    declarations = dict(design_declarations(signature))
    made, names = argument_lines(design.constructor, "values__", "made", "    ")
    lines = [
        *node_types(node_classes(signature)),
        f"// LeetCode's class: {signature.name}",
        '@SuppressWarnings("unchecked")',
        "static Object invoke(java.util.List<Object> args) throws Throwable {",
        "    java.util.List<Object> operations__ = (java.util.List<Object>) args.get(0);",
        "    java.util.List<Object> calls__ = (java.util.List<Object>) args.get(1);",
        "    DesignAnswer answer__ = new DesignAnswer();",
        "    designCall = 0;",
        "    java.util.List<Object> values__ = (java.util.List<Object>) calls__.get(0);",
        f"    // LeetCode: {declarations[None]}",
        *made,
        f"    {signature.name} object__ = new {signature.name}({', '.join(names)});",
        "    for (int call__ = 1; call__ < operations__.size(); call__++) {",
        "        designCall = call__;",
        "        values__ = (java.util.List<Object>) calls__.get(call__);",
        "        switch ((java.lang.String) operations__.get(call__)) {",
    ]
    for method in design.methods:
        converted, names = argument_lines(method.params, "values__", "argument", "                ")
        call = f"object__.{method.name}({', '.join(names)})"
        if method.returns.name == "void":
            taken = [f"                {call};", "                answer__.addVoid();"]
        else:
            declared = returned_type(signature, method, qualified=True)
            taken = [
                f"                {declared} returned__ = {call};",
                f"                answer__.add({node_answer(method.returns, 'returned__')});",
            ]
        lines += [
            f'            case "{method.name}": {{',
            f"                // LeetCode: {declarations[method.name]}",
            *converted,
            *taken,
            "                break;",
            "            }",
        ]
    lines += [
        "            default:",
        '                throw new IllegalArgumentException("no method " + operations__.get(call__));',
        "        }",
        "    }",
        "    designCall = -1;",
        "    return answer__;",
        "}",
    ]
    return lines


def round_trip_call_lines(signature: Signature) -> list[str]:
    """The generated invoke() of a Codec's round trip (297, 535), as LeetCode's driver runs it: one
    object of the class encodes the case's value, another decodes the string it made, and the decoded
    value answers. Both calls are taken as their declared types, so the string between them is
    javac's to check, as on LeetCode."""
    design = signature.design
    assert design is not None
    declarations = dict(design_declarations(signature))
    there, back = design.methods
    value, names = argument_lines(there.params, "args", "argument", "    ")
    return [
        *node_types(node_classes(signature)),
        f"// LeetCode's class: {signature.name}",
        '@SuppressWarnings("unchecked")',
        "static Object invoke(java.util.List<Object> args) throws Throwable {",
        f"    // LeetCode: {declarations[None]}",
        f"    {signature.name} object__ = new {signature.name}();",
        f"    // LeetCode: {declarations[there.name]}",
        *value,
        # Named as both what the first method returns and the second's argument, so that javac's
        # complaint about either is said in the user's terms (_explain_harness_errors).
        f"    {java_type(there.returns, qualified=True)} argument_returned__ = object__.{there.name}({names[0]});",
        f"    {names[0]} = null;  // free to be collected while the string is decoded",
        # 297's deserialize on another object (what the first kept in its fields is not there), 535's
        # decode on the one that encoded.
        *([f"    object__ = new {signature.name}();"] if round_trip_objects(design) == 2 else []),
        f"    // LeetCode: {declarations[back.name]}",
        f"    {java_type(back.returns, qualified=True)} returned__ = object__.{back.name}(argument_returned__);",
        f"    return {node_answer(back.returns, 'returned__')};",
        "}",
    ]


def iterated(signature: Signature) -> bool:
    """Whether the signature's class is an iterator judged by one loop (341: ITERATE)."""
    return signature.links is not None and signature.links.driver == ITERATE


def iterate_call_lines(signature: Signature) -> list[str]:
    """The generated invoke() of an iterator judged by one loop (341), as LeetCode's driver runs it:
    the object made from the case's arguments, then next called while hasNext is true, each value
    handed to the harness as it comes (DesignAnswer.iterated(): an iterator that never ends fills
    the output limit, not the heap). Each call is taken as its declared type, and named so that
    javac's complaint about it is said in the user's terms (_explain_harness_errors)."""
    design = signature.design
    assert design is not None
    declarations = dict(design_declarations(signature))
    made, names = argument_lines(design.constructor, "args", "made", "    ")
    step = next(method for method in design.methods if method.name == "next")
    return [
        *node_types(node_classes(signature)),
        f"// LeetCode's class: {signature.name}",
        '@SuppressWarnings("unchecked")',
        "static Object invoke(java.util.List<Object> args) throws Throwable {",
        f"    // LeetCode: {declarations[None]}",
        *made,
        f"    {signature.name} object__ = new {signature.name}({', '.join(names)});",
        "    DesignAnswer answer__ = DesignAnswer.iterated();",
        "    while (true) {",
        f"        // LeetCode: {declarations['hasNext']}",
        "        boolean hasNext_returned__ = object__.hasNext();",
        "        if (!hasNext_returned__) {",
        "            return answer__;",
        "        }",
        f"        // LeetCode: {declarations['next']}",
        f"        {boxed_type(step.returns, qualified=True)} returned__ = object__.next();",
        "        answer__.add(returned__);",
        "    }",
        "}",
    ]


def boxed_type(type_: Type, qualified: bool = False) -> str:
    """A type as a generic's argument takes it (Integer for int): what an Iterator's next returns."""
    if type_.item is None and type_.name in _BOXED:
        return f"java.lang.{_BOXED[type_.name]}" if qualified else _BOXED[type_.name]
    return java_type(type_, qualified)


def user_file_name(signature: Signature) -> str:
    """The user's file in the build: Solution.java, or a design problem's class's name (so that a
    `public class LRUCache` compiles, as in a file of its own)."""
    return USER_FILE if signature.design is None else f"{signature.name}.java"


def design_declarations(signature: Signature) -> list[tuple[str | None, str]]:
    """A design class's constructor (None) and methods, each with its declaration as LeetCode's
    template writes it: `public LRUCache(int capacity)`, `public int get(int key)`."""
    design = signature.design
    assert design is not None

    def params(items: tuple[Param, ...]) -> str:
        return ", ".join(f"{java_type(param.type)} {param.name}" for param in items)

    return [
        (None, f"public {signature.name}({params(design.constructor)})"),
        *(
            (method.name, f"public {returned_type(signature, method)} {method.name}({params(method.params)})")
            for method in design.methods
        ),
    ]


def returned_type(signature: Signature, method: Method, qualified: bool = False) -> str:
    """What a design class's method returns as LeetCode declares it: an iterator's next implements
    Iterator<Integer>'s, so it returns the boxed type, and so does 284's peek (LeetCode's template)."""
    if (iterated(signature) and method.name == "next") or (peeking(signature) and method.name in PEEKING_BOXED):
        return boxed_type(method.returns, qualified)
    return java_type(method.returns, qualified)


def peeking(signature: Signature) -> bool:
    """Whether the signature's class is 284's PeekingIterator, made from LeetCode's Iterator."""
    design = signature.design
    return design is not None and any(param.type.name == ITERATOR for param in design.constructor)


def design_block(signature: Signature) -> list[str]:
    """LeetCode's design template: the class, its constructor and methods (each non-void one
    returning a value of its type, so that the starter compiles), and how LeetCode calls them."""
    design = signature.design
    assert design is not None
    declarations = design_declarations(signature)
    lines = [f"class {signature.name} {{", "", f"    {declarations[0][1]} {{", "        ", "    }"]
    usage = [f" * {signature.name} obj = new {signature.name}({','.join(param.name for param in design.constructor)});"]
    for number, (method, (_, declaration)) in enumerate(zip(design.methods, declarations[1:], strict=True), 1):
        void = method.returns.name == "void"
        body = "        " if void else f"        return {empty_value(method.returns)};"
        lines += ["    ", f"    {declaration} {{", body, "    }"]
        call = f"obj.{method.name}({','.join(param.name for param in method.params)});"
        usage.append(f" * {call}" if void else f" * {java_type(method.returns)} param_{number} = {call}")
    return [
        *lines,
        "}",
        "",
        "/**",
        f" * Your {signature.name} object will be instantiated and called as such:",
        *usage,
        " */",
    ]


def peeking_block(signature: Signature) -> list[str]:
    """LeetCode's template of 284: PeekingIterator implementing Iterator<Integer>, its constructor
    given one, then its methods, next and hasNext under @Override (each returning a value of its
    type, so that the starter compiles). LeetCode shows no usage under it."""
    design = signature.design
    assert design is not None
    declarations = design_declarations(signature)
    made = declarations[0][1]
    lines = [f"class {signature.name} implements Iterator<Integer> {{", f"    {made} {{", "        ", "    }"]
    for method, (_, declaration) in zip(design.methods, declarations[1:], strict=True):
        override = ["    @Override"] if method.name in PEEKING_OVERRIDES else []
        body = "        " if method.returns.name == "void" else f"        return {empty_value(method.returns)};"
        lines += ["", *override, f"    {declaration} {{", body, "    }"]
    return [*lines, "}"]


def iterator_block(signature: Signature) -> list[str]:
    """LeetCode's template of an iterator judged by one loop (341): a public class implementing
    Iterator of what next returns, its constructor, next and hasNext under @Override (each returning
    a value of its type, so that the starter compiles), and LeetCode's loop that calls them."""
    design = signature.design
    assert design is not None
    declarations = dict(design_declarations(signature))
    step = next(method for method in design.methods if method.name == "next")
    name, given = signature.name, ", ".join(param.name for param in design.constructor)
    return [
        f"public class {name} implements Iterator<{boxed_type(step.returns)}> {{",
        "",
        f"    {declarations[None]} {{",
        "        ",
        "    }",
        "",
        "    @Override",
        f"    {declarations['next']} {{",
        f"        return {empty_value(step.returns)};",
        "    }",
        "",
        "    @Override",
        f"    {declarations['hasNext']} {{",
        "        return false;",
        "    }",
        "}",
        "",
        "/**",
        f" * Your {name} object will be instantiated and called as such:",
        f" * {name} i = new {name}({given});",
        " * while (i.hasNext()) v[f()] = i.next();",
        " */",
    ]


def round_trip_block(signature: Signature) -> list[str]:
    """LeetCode's template of a Codec (297, 535): a public class without a constructor, its two
    methods under LeetCode's comments (each returning a value of its type, so that the starter
    compiles), and how LeetCode calls them: 535's shows one object, though its driver makes two as
    297's does."""
    design = signature.design
    assert design is not None
    there, back = design.methods
    name, value = signature.name, signature.inputs[0].name
    lines = [f"public class {name} {{"]
    for method, (_, declaration) in zip(design.methods, design_declarations(signature)[1:], strict=True):
        comment = [f"    // {CODEC_COMMENTS[method.name]}"] if method.name in CODEC_COMMENTS else []
        lines += ["", *comment, f"    {declaration} {{", f"        return {empty_value(method.returns)};", "    }"]
    if there.name == "encode":
        usage = [f"// {name} codec = new {name}();", f"// codec.{back.name}(codec.{there.name}({value}));"]
    else:
        answer = f"{java_type(back.returns)} ans = deser.{back.name}(ser.{there.name}({value}));"
        usage = [f"// {name} ser = new {name}();", f"// {name} deser = new {name}();", f"// {answer}"]
    return [*lines, "}", "", f"// Your {name} object will be instantiated and called as such:", *usage]


def _duplicate_node(line: str, nodes: list[str]) -> str:
    """javac's line, with what it means when it is about a node class the file defines again."""
    found = _DUPLICATE_NODE.match(line)
    name = found.group("name") or found.group("public") if found is not None else None
    if name not in nodes:
        return line
    return (
        f"{line} (LeetCode defines {name} itself, as the comment at the top of its starter shows: leave the"
        " definition out, or in a comment)"
    )


@functools.cache  # read once per process
def template() -> str:
    with open(TEMPLATE, encoding="utf-8") as handle:
        return handle.read()


def harness_text(call: str, compiled_file: str = USER_FILE) -> str:
    """The harness as compiled: its invoke() hands the arguments to `call` (the generated class's
    static method), and stack traces name `compiled_file` (the user's file as compiled) as the user's."""
    text = template()
    if INVOKE_MARKER not in text or '"Solution.java"' not in text:
        raise RuntimeError("the Java harness lost its invoke marker or Solution.java: update java.py")
    invoke = f"private static Object invoke(java.util.List<Object> args) throws Throwable {{ return {call}(args); }}"
    return text.replace('"Solution.java"', f'"{compiled_file}"').replace(INVOKE_MARKER, invoke)


def prepare_env(scratch: str) -> dict[str, str]:
    """The environment of the kit's own compiles outside the sandbox: PATH, and home in `scratch`."""
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": scratch, "TMPDIR": scratch}


def javac_flags_into(folder: str) -> list[str]:
    """JAVAC_FLAGS with the classes written to `folder` rather than the build folder."""
    flags = list(JAVAC_FLAGS)
    flags[flags.index("-d") + 1] = folder
    return flags


def pair_source() -> str:
    with open(os.path.join(os.path.dirname(TEMPLATE), PAIR_FILE), encoding="utf-8") as handle:
        return handle.read()


def compile_harness(
    javac: str, text: str, stub: str, classes: str, scratch: str, more: tuple[tuple[str, str], ...] = ()
) -> None:
    """javac of the harness `text` and the `more` files (name, text) against `stub` (the generated
    class, without its code) into the folder `classes`, readable by the sandbox's user; the stub's
    class is left out. OSError when javac fails (the JDK is broken)."""
    import subprocess
    from pathlib import Path

    os.mkdir(classes)
    Path(scratch, HARNESS_FILE).write_text(text, encoding="utf-8")
    for name, source in more:
        Path(scratch, name).write_text(source, encoding="utf-8")
    stub_class = re.search(r"class (\w+)", stub)
    assert stub_class is not None
    Path(scratch, f"{stub_class.group(1)}.java").write_text(stub, encoding="utf-8")
    command = [
        javac,
        *javac_flags_into(classes),
        HARNESS_FILE,
        *(name for name, _ in more),
        f"{stub_class.group(1)}.java",
    ]
    done = subprocess.run(command, cwd=scratch, env=prepare_env(scratch), capture_output=True, timeout=PREPARE_SECONDS)
    if done.returncode != 0:
        raise OSError(f"javac failed: {done.stderr.decode('utf-8', 'replace').strip()[:500]}")
    os.unlink(os.path.join(classes, f"{stub_class.group(1)}.class"))
    for folder, _, files in os.walk(classes):  # a class in a package is in its folder (javafx/util/)
        os.chmod(folder, 0o755)
        for name in files:
            os.chmod(os.path.join(folder, name), 0o644)


# The warm-up file javac's class-data archive is made from: the judge's own code, the kinds of code a
# solution has (generics, collections, arrays, lambdas, method references, a switch, string building).
WARM_UP = """\
class Solution {
    private final Map<String, Integer> seen = new HashMap<>();

    public List<List<String>> groupWords(List<String> words, int k) {
        Map<String, List<String>> groups = new TreeMap<>();
        for (String word : words) {
            char[] letters = word.toCharArray();
            Arrays.sort(letters);
            groups.computeIfAbsent(new String(letters), key -> new ArrayList<>()).add(word);
        }
        int[] order = new int[k];
        Deque<int[]> queue = new ArrayDeque<>();
        queue.offer(new int[] {0, 0});
        while (!queue.isEmpty()) {
            int[] at = queue.poll();
            switch (at[0] % 3) {
                case 0 -> order[at[1] % k] += at[0];
                default -> seen.merge(String.valueOf(at[1]), 1, Integer::sum);
            }
            if (at[0] < k) queue.offer(new int[] {at[0] + 1, at[1] * 2});
        }
        StringBuilder text = new StringBuilder();
        for (int value : order) text.append(value).append(',');
        List<List<String>> result = new ArrayList<>(groups.values());
        result.sort(Comparator.comparing((List<String> group) -> group.size()).thenComparing(Object::toString));
        return text.length() > seen.size() + k ? Collections.emptyList() : result;
    }
}
"""
# The warm-up's signature (Kotlin's warm-up file has the same method).
WARM_UP_SIGNATURE = {
    "name": "groupWords",
    "params": [{"name": "words", "type": "list<string>"}, {"name": "k", "type": "int"}],
    "returns": "list<list<string>>",
}


@record(frozen=True)
class Prepared:
    harness: str  # the folder of the harness's compiled classes
    archive: str | None  # the compiler's class-data archive, None when it could not be made


@functools.cache  # once per process: the files are checked, or made, on the first compile
def prepared_harness(javac: str) -> Prepared:
    """The harness's classes, and a class-data archive of javac's own classes (the JVM maps them
    instead of loading and verifying them: a compile takes ~0.35 s of CPU instead of ~0.5 s), both
    made once per toolchain and harness in the judge's cache folder, under a lock (grading workers
    wait for the one making them), outside the sandbox, from the kit's own code only. javac then
    compiles only the user's file and the generated call in a build, about half its work (the
    harness is 1,100 lines). The JVM checks the archive against its JDK and ignores one that does
    not match. A harness that cannot be compiled is a usage error, in one line."""
    import hashlib

    from judge.errors import UsageError
    from judge.execution.build import cache_folder

    text = harness_text(f"{CALL_CLASS}.invoke")
    pair = pair_source()
    stamps = f"{toolchain_identity(javac)};{JAVAC_FLAGS};{text};{pair};{CALL_STUB};{WARM_UP}"
    key = hashlib.sha256(stamps.encode()).hexdigest()[:16]
    folder = os.path.join(os.path.dirname(cache_folder()), "java")
    harness = os.path.join(folder, f"harness-{key}")
    archive = os.path.join(folder, f"javac-{key}.jsa")
    if os.path.isfile(os.path.join(harness, f"{HARNESS_CLASS}.class")):
        return Prepared(harness, archive if os.path.isfile(archive) else None)
    import contextlib
    import fcntl
    import shutil
    import subprocess
    import tempfile

    try:
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, ".lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not os.path.isfile(os.path.join(harness, f"{HARNESS_CLASS}.class")):
                with tempfile.TemporaryDirectory(prefix=".prepare-", dir=folder) as scratch:
                    classes = os.path.join(scratch, "classes")
                    compile_harness(javac, text, CALL_STUB, classes, scratch, ((PAIR_FILE, pair),))
                    _make_archive(javac, classes, scratch, archive)
                    os.replace(classes, harness)
    except (OSError, subprocess.SubprocessError) as error:
        raise UsageError(f"cannot prepare Java's harness in {folder}: {error}") from None
    for stale in os.listdir(folder):  # an upgraded toolchain's files are never used again
        if stale.startswith(("harness-", "javac-")) and os.path.join(folder, stale) not in (harness, archive):
            path = os.path.join(folder, stale)
            if os.path.isdir(path):
                shutil.rmtree(path, ignore_errors=True)
            else:
                with contextlib.suppress(OSError):
                    os.unlink(path)
    return Prepared(harness, archive if os.path.isfile(archive) else None)


@functools.cache  # once per process, as the harness
def prepared_server(javac: str) -> str | None:
    """The folder of the compiler server's class (java_harness/CompilerServer__.java, a grading
    worker's javac or kotlinc kept running), compiled once per toolchain in the judge's cache folder
    under the Java folder's lock; None when it cannot be (every build is then a command of its own)."""
    import hashlib

    from judge.execution.build import cache_folder, make_readable

    with open(SERVER_TEMPLATE, encoding="utf-8") as handle:
        text = handle.read()
    key = hashlib.sha256(f"{toolchain_identity(javac)};{JAVAC_FLAGS};{text}".encode()).hexdigest()[:16]
    folder = os.path.join(os.path.dirname(cache_folder()), "java")
    server = os.path.join(folder, f"server-{key}")
    made = os.path.join(server, f"{SERVER_CLASS}.class")
    if os.path.isfile(made):
        return server
    import fcntl
    import shutil
    import subprocess
    import tempfile
    from pathlib import Path

    try:
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, ".lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not os.path.isfile(made):
                with tempfile.TemporaryDirectory(prefix=".prepare-", dir=folder) as scratch:
                    Path(scratch, f"{SERVER_CLASS}.java").write_text(text, encoding="utf-8")
                    classes = os.path.join(scratch, "classes")
                    os.mkdir(classes)
                    command = [javac, *javac_flags_into(classes), f"{SERVER_CLASS}.java"]
                    subprocess.run(command, cwd=scratch, env=prepare_env(scratch), check=True, timeout=PREPARE_SECONDS)
                    make_readable(classes)
                    os.replace(classes, server)
        for stale in os.listdir(folder):  # an upgraded toolchain's server is never used again
            if stale.startswith("server-") and os.path.join(folder, stale) != server:
                shutil.rmtree(os.path.join(folder, stale), ignore_errors=True)
    except (OSError, subprocess.SubprocessError):
        return None
    return server if os.path.isfile(made) else None


def _make_archive(javac: str, classes: str, scratch: str, archive: str) -> None:
    """javac compiles the warm-up file and its generated call against the harness with the
    archive's dump on; without an archive compiles are only slower."""
    import subprocess
    from pathlib import Path

    from judge.core.signature import parse_signature

    Path(scratch, USER_FILE).write_text(user_source(WARM_UP), encoding="utf-8")
    Path(scratch, CALL_FILE).write_text(call_source(Java(), parse_signature(WARM_UP_SIGNATURE)), encoding="utf-8")
    made = os.path.join(scratch, "made.jsa")
    dump = (f"-J-XX:ArchiveClassesAtExit={made}", "-J-Xlog:cds=off", "-J-Xlog:cds+dynamic=off")
    out = os.path.join(scratch, "out")
    command = [javac, *dump, *javac_flags_into(out), "-cp", classes, USER_FILE, CALL_FILE]
    done = subprocess.run(command, cwd=scratch, env=prepare_env(scratch), capture_output=True, timeout=PREPARE_SECONDS)
    if done.returncode == 0 and os.path.isfile(made):
        os.chmod(made, 0o644)  # the sandbox's unprivileged user maps it
        os.replace(made, archive)


def java_program() -> str:
    """The java next to javac (the same JDK compiled the classes), else the one on PATH."""
    javac = find_tool("javac")
    if javac is not None:
        beside = os.path.join(os.path.dirname(javac), "java")
        if os.access(beside, os.X_OK):
            return beside
    return find_tool("java") or "java"


@functools.cache  # the JDK does not move while the judge runs
def jdk_folders() -> tuple[str, ...]:
    """The JDK's home (two levels above javac's real path), which the sandbox must show."""
    javac = find_tool("javac")
    return (os.path.dirname(os.path.dirname(javac)),) if javac is not None else ()


def toolchain_identity(javac: str) -> str:
    """Changes with the JDK, without running it: javac's path and the module image's size and time."""
    parts = [javac]
    home = os.path.dirname(os.path.dirname(javac))
    for path in (javac, os.path.join(home, "lib", "modules")):
        try:
            stat = os.stat(path)
            parts.append(f"{stat.st_size}:{stat.st_mtime_ns}")
        except OSError:
            parts.append("?")
    return " ".join(parts)


# --- compiler messages about the harness, in the user's terms -----------------------------------------


def _explain_harness_errors(language: Java, output: str, user_text: str, plan: BuildPlan) -> str:
    """javac's output with each error it found in the generated harness replaced by one error line
    on the user's file that says what LeetCode's call needs (the harness's own lines are dropped)."""
    harness = plan.files[CALL_FILE]
    signature_method = _harness_method(harness)
    declarations = _harness_declarations(harness)
    class_name = _harness_class(harness)
    lines = output.splitlines()
    result: list[str] = []
    seen: set[str] = set()
    index = 0
    while index < len(lines):
        match = _DIAGNOSTIC.match(lines[index])
        if match is None or os.path.basename(match.group("file")) != CALL_FILE:
            result.append(lines[index])
            index += 1
            continue
        block = [lines[index]]
        index += 1
        while index < len(lines) and not _DIAGNOSTIC.match(lines[index]) and not _SUMMARY.match(lines[index]):
            block.append(lines[index])
            index += 1
        # javac echoes the harness's line: the one taking the value (returned__), else the call's
        # arguments; on the line that does both, its caret under an argument says it is the argument.
        returning = len(block) < 2 or "returned__" in block[1]
        if returning and len(block) > 2 and "^" in block[2]:
            returning = not block[1].startswith("argument", block[2].index("^"))
        # A design class's call: the method (or constructor) the echoed line calls.
        called = _called_method(block[1], class_name) if len(block) > 1 and class_name != "Solution" else None
        method = called or signature_method
        declaration = declarations.get(method, "")
        message = _harness_message(match.group("message"), block[1:], method, declaration, returning, class_name)
        if message in seen:
            continue
        seen.add(message)
        line = _declaration_line(user_text, method, message, class_name)
        result.append(f"{plan.user_file}:{line}: error: {message}")
    return "\n".join(result)


def _harness_method(harness: str) -> str:
    found = re.search(r"new Solution\(\)\.([\w$]+)\(", harness)
    return found.group(1) if found else "?"


def _harness_declarations(harness: str) -> dict[str, str]:
    """The declarations LeetCode calls, by the name of each method (a design class's constructor by
    the class's name), from the generated code's comments."""
    found = (line.strip() for line in re.findall(r"// LeetCode: (.*)", harness))
    return {name.group(1): line for line in found if (name := re.search(r"([\w$]+)\(", line)) is not None}


def _harness_class(harness: str) -> str:
    """The class LeetCode's calls make: Solution, or a design problem's."""
    found = re.search(r"// LeetCode's class: ([\w$]+)", harness)
    return found.group(1) if found else "Solution"


def _called_method(echo: str, class_name: str) -> str | None:
    """The method of a design class that the harness's echoed line calls (its constructor: the class's name)."""
    found = re.search(r"object__\.([\w$]+)\(", echo)
    if found is not None:
        return found.group(1)
    return class_name if re.search(rf"new {re.escape(class_name)}\(", echo) else None


def _harness_message(
    message: str,
    details: list[str],
    method: str,
    declaration: str,
    returning: bool = True,
    class_name: str = "Solution",
) -> str:
    text = re.sub(r"^error:\s*", "", message)
    detail = " ".join(line.strip() for line in details if line.strip().startswith(("symbol:", "found:", "required:")))
    leetcode = f"LeetCode calls {declaration}" if declaration else "LeetCode's call does not compile"
    if text.startswith("cannot find symbol"):
        if re.search(rf"symbol:\s+class {re.escape(class_name)}\b", detail):
            return f"the file defines no top-level class {class_name}"
        symbol = re.search(r"symbol:\s+method\s+([\w$]+)\(([^)]*)\)", detail)
        if symbol is not None:
            return f"class {class_name} has no method {symbol.group(1)}({symbol.group(2)}); {leetcode}"
    incompatible = re.match(r"incompatible types: (.+) cannot be converted to (.+)", text)
    if incompatible is not None and returning:
        return f"{method} returns {incompatible.group(1)}, not {incompatible.group(2)}; {leetcode}"
    if incompatible is not None:
        return f"{method} takes {incompatible.group(2)} where LeetCode passes {incompatible.group(1)}; {leetcode}"
    if "possible lossy conversion" in text:
        return f"{method} returns a wider type than LeetCode's ({text}); {leetcode}"
    if "cannot be applied to given types" in text and "constructor" not in text:
        return f"{method} takes other parameters than LeetCode passes ({detail or text}); {leetcode}"
    if "has private access" in text:
        return f"{text}: LeetCode calls it from outside the class; {leetcode}"
    if "is abstract; cannot be instantiated" in text or "constructor" in text:
        made = "new Solution()" if class_name == "Solution" else f"its constructor, {declaration or class_name}"
        return f"{text}: LeetCode creates the object with {made}"
    return f"LeetCode's call of {method} does not compile against class {class_name}: {text}; {leetcode}"


def _declaration_line(user_text: str, method: str, message: str, class_name: str = "Solution") -> int:
    """The line of the user's declaration of the method, else of the class, else the last line."""
    code = strip_comments_and_strings(user_text)
    for match in _METHOD.finditer(code):
        if match.group(2) == method and match.group(1) is None:
            return code.count("\n", 0, match.start(2)) + 1
    found = re.search(rf"\bclass\s+{re.escape(class_name)}\b", code)
    if found is not None:
        return code.count("\n", 0, found.start()) + 1
    return max(code.count("\n") + (0 if code.endswith("\n") else 1), 1)


def _without_prelude(output: str) -> str:
    """Compiler output with the prelude taken off the first line's echo (and its caret moved back)."""
    lines = output.split("\n")
    for index, line in enumerate(lines):
        if line.startswith(PRELUDE):
            lines[index] = line[len(PRELUDE) :]
            if index + 1 < len(lines):
                caret = lines[index + 1]
                if caret.strip() == "^" and caret.startswith(" " * len(PRELUDE)):
                    lines[index + 1] = caret[len(PRELUDE) :]
    return "\n".join(lines)


# --- judge export: the program of one case (Java.standalone; Kotlin's shares the planning) ------------

EXPORT_HELPER = "LeetCode.java"
# The helper's builder of each node class from the values of its JSON (Kotlin's has the same names).
EXPORT_BUILDERS = {"TreeNode": "tree", "ListNode": "linked", "Node": "nary"}
# A value with more scalars than this is read from its JSON when the program runs (LeetCode.parse),
# not written as a literal; and the literals of one method hold at most METHOD_SCALARS: the JVM
# takes at most 64 kB of code in a method, and a scalar of a literal costs up to ~12 bytes of it
# (boxed into a list), a call of a design case a few more (CALL_SCALARS).
LITERAL_SCALARS = 2500
METHOD_SCALARS = 4000
CALL_SCALARS = 2
LINE_WIDTH = 100  # where a literal's items wrap onto the next line
ROW_WIDTH = 300  # a row of a board (or of a list of lists) stays on one line up to this width


def command_name(path: str, name: str) -> str:
    """How the build and run lines name a program: by its name when that is the one on PATH, else
    by its path (quoted for the shell)."""
    return name if find_tool(name) == os.path.realpath(path) else shlex.quote(path)


def node_file(name: str) -> str:
    """A node class's file in an exported program: LeetCode's declaration under its heading."""
    heading = f"// {NODE_HEADINGS[name].removesuffix('.')}, as LeetCode declares it (written by judge export)."
    return f"{heading}\n{node_source(name)}"


def exported_user_source(compiled: str, where: str) -> str:
    """The user's file as the judge compiles it (with LeetCode's imports, `where` they are), and a
    comment line at the end that says so (Java's and Kotlin's)."""
    note = (
        f"// Added by judge export: LeetCode's imports, {where}, ahead of your code, as LeetCode adds them"
        " (imports come first); your lines keep their numbers."
    )
    return compiled + ("" if compiled.endswith("\n") else "\n") + note + "\n"


def export_helper(name: str, nodes: list[str]) -> str:
    """A helper of java_harness/ for an exported program, without the parts of the node classes it
    does not use: the lines from `//+TreeNode` to `//-TreeNode` (the marks themselves always go)."""
    with open(os.path.join(os.path.dirname(TEMPLATE), name), encoding="utf-8") as handle:
        text = handle.read()
    kept: list[str] = []
    skipping = None
    for line in text.splitlines():
        mark = re.fullmatch(r"\s*//([+-])(\w+)", line)
        if mark is None:
            if skipping is None:
                kept.append(line)
        elif mark.group(1) == "+" and mark.group(2) not in nodes:
            skipping = mark.group(2)
        elif mark.group(1) == "-" and mark.group(2) == skipping:
            skipping = None
    return "\n".join(kept) + "\n"


def scalar_count(value: Any) -> int:
    """How many scalars a value holds (null counts as one)."""
    return sum(scalar_count(item) for item in value) if isinstance(value, list) else 1


def literal_fits(value: Any) -> bool:
    """Whether a value is written as a literal (else read from its JSON: LeetCode.parse)."""
    return scalar_count(value) <= LITERAL_SCALARS


def literal_cost(values: tuple[Any, ...]) -> int:
    """What the values written as literals cost a method's code, in scalars."""
    return sum(scalar_count(value) for value in values if literal_fits(value))


def plain_values(values: list[Any]) -> list[bool]:
    """For a main's arguments: which are written as literals (the first that fit, within METHOD_SCALARS)."""
    used, plain = 0, []
    for value in values:
        fits = literal_fits(value) and used + scalar_count(value) <= METHOD_SCALARS
        used += scalar_count(value) if fits else 0
        plain.append(fits)
    return plain


def call_parts(calls: tuple[Call, ...]) -> list[list[tuple[int, Call]]]:
    """A design case's calls after the constructor (numbered from 1), in parts of at most
    METHOD_SCALARS of code each: one part is written in main, several each in a method of its own."""
    parts: list[list[tuple[int, Call]]] = [[]]
    used = 0
    for number, call in enumerate(calls[1:], 1):
        cost = CALL_SCALARS + literal_cost(tuple(value for value, _ in call.arguments))
        if parts[-1] and used + cost > METHOD_SCALARS:
            parts.append([])
            used = 0
        parts[-1].append((number, call))
        used += cost
    return parts


def spread(
    opening: str, items: list[str], closing: str, indent: str, rows: bool, comma: bool = False, width: int = LINE_WIDTH
) -> str:
    """Items between an opening and a closing: on one line when they fit in `width`, else one a line
    (rows: each item is a row of a board, a list or a node) or as many as fit in LINE_WIDTH on each
    line, indented one step past `indent`; comma: the last line of items ends with one too (where
    the language takes a trailing comma)."""
    one_line = f"{opening}{', '.join(items)}{closing}"
    if "\n" not in one_line and len(indent) + len(one_line) <= width:
        return one_line
    inner = indent + "    "
    lines: list[str] = []
    if rows:
        lines = [f"{inner}{item}," for item in items]
    else:
        line = ""
        for item in items:
            if line and len(inner) + len(line) + len(item) + 2 > LINE_WIDTH:
                lines.append(f"{inner}{line.rstrip()}")
                line = ""
            line += f"{item}, "
        lines.append(f"{inner}{line.rstrip()}")
    if not comma:
        lines[-1] = lines[-1].removesuffix(",")
    return "\n".join([opening, *lines, f"{indent}{closing}"])


def json_lines(value: Any, width: int = LINE_WIDTH) -> list[str]:
    """A value's JSON with no spaces, in lines for a program's text: a list of lists (or of trees)
    one item a line (up to ROW_WIDTH), a list of scalars as many items as fit in `width` on each
    line (JSON takes white space between its items, so the lines read as the one value)."""
    import json

    if not isinstance(value, list) or not value:
        return [json.dumps(value, separators=(",", ":"), ensure_ascii=False)]
    lines: list[str] = []
    if any(isinstance(item, list) for item in value):
        for index, item in enumerate(value):
            item_lines = json_lines(item, ROW_WIDTH)
            item_lines[-1] += "," if index < len(value) - 1 else "]"
            lines += item_lines
        return ["[" + lines[0], *(f" {line}" for line in lines[1:])]
    line = "["
    for index, item in enumerate(value):
        text = json_lines(item)[0] + ("," if index < len(value) - 1 else "]")
        if len(line) > 1 and len(line) + len(text) > width:
            lines.append(line)
            line = " "
        line += text
    return [*lines, line]


def main_source(language: Java, signature: Signature, case_input: dict[str, Any], comment: list[str]) -> str:
    """Main.java: the case's input built from literals, the call (a design case: the constructor and
    each call in turn, in parts of methods of their own when they outgrow one), the answer printed."""
    # main's own parameter, named apart from the method's.
    parameter = "argv" if any(param.name == "args" for param in signature.params) else "args"
    methods: list[str] = []
    if signature.design is None:
        body = method_main_lines(language, signature, case_input)
    else:
        body, methods = design_main_lines(signature, case_input)
    code = "\n".join([*body, *methods])
    used = [name for name in ("ArrayList", "List") if re.search(rf"(?<![\w.]){name}\b", code)]
    imports = [*(f"import java.util.{name};" for name in used), *([""] if used else [])]
    lines = [
        "/*",
        *(f" * {line}".rstrip().replace("*/", "* /") for line in comment),
        " */",
        "",
        *imports,
        "public class Main {",
        f"    public static void main(String[] {parameter}) {{",
        *body,
        "    }",
        *methods,
        "}",
    ]
    return "\n".join(lines) + "\n"


def method_main_lines(language: Java, signature: Signature, case_input: dict[str, Any]) -> list[str]:
    """main's lines for a solution's method: each argument declared, the call, the answer printed."""
    from judge.languages.standalone import method_arguments

    indent = " " * 8
    arguments = method_arguments(signature, case_input)
    names = {param.name for param in signature.params}
    answer = next(name for name in ("answer", "result", "answer__") if name not in names)
    lines: list[str] = []
    plain = plain_values([value for _, value, _ in arguments])
    for (name, value, type_), literal in zip(arguments, plain, strict=True):
        if not literal:
            lines.append(
                f"{indent}// Read from its JSON: too large for a literal (a method takes at most 64 kB of code)."
            )
        lines.append(f"{indent}{java_type(type_)} {name} = {java_value(value, type_, indent, literal, True)};")
    call = f"new Solution().{language.method_name(signature)}({', '.join(name for name, _, _ in arguments)})"
    if signature.answer is None:
        return [
            *lines,
            f"{indent}{java_type(signature.returns)} {answer} = {call};",
            f"{indent}System.out.println(LeetCode.toJson({answer}));",
        ]
    changed = f"LeetCode.toJson({signature.answer})"
    return [*lines, f"{indent}{call};", f"{indent}System.out.println({changed});  // the argument it changes in place"]


def design_main_lines(signature: Signature, case_input: dict[str, Any]) -> tuple[list[str], list[str]]:
    """main's lines for a design case (the object made, each call's result added to answers,
    answers printed), and the methods that make the calls when they are too many for one."""
    from judge.languages.standalone import design_calls

    indent = " " * 8
    calls = design_calls(signature, case_input)
    lines = [
        f"{indent}// Each call's result, null for the constructor and a void method.",
        f"{indent}List<Object> answers = new ArrayList<>();",
        f"{indent}{signature.name} obj = new {signature.name}({java_arguments(calls[0], indent)});",
        f"{indent}answers.add(null);",
    ]
    parts = call_parts(calls)
    if len(parts) == 1:
        lines += [line for _, call in parts[0] for line in exported_call_lines(call, indent)]
        return [*lines, f"{indent}System.out.println(LeetCode.toJson(answers));"], []
    lines.append(f"{indent}// The {len(calls) - 1} calls in parts: the JVM takes at most 64 kB of code in a method.")
    methods: list[str] = []
    for part in parts:
        name = f"calls{part[0][0]}To{part[-1][0]}"
        lines.append(f"{indent}{name}(obj, answers);")
        methods += [
            "",
            f"    private static void {name}({signature.name} obj, List<Object> answers) {{",
            *(line for _, call in part for line in exported_call_lines(call, indent)),
            "    }",
        ]
    return [*lines, f"{indent}System.out.println(LeetCode.toJson(answers));"], methods


def exported_call_lines(call: Call, indent: str) -> list[str]:
    """One call of a design case on obj, its result (null for a void method) added to answers."""
    method = call.method
    assert method is not None
    made = f"obj.{method.name}({java_arguments(call, indent)})"
    if method.returns.name == "void":
        return [f"{indent}{made};", f"{indent}answers.add(null);"]
    return [f"{indent}answers.add({made});"]


def java_arguments(call: Call, indent: str) -> str:
    """A design call's arguments as Java code."""
    plain = plain_values([value for value, _ in call.arguments])
    values = zip(call.arguments, plain, strict=True)
    return ", ".join(java_value(value, type_, indent, literal) for (value, type_), literal in values)


def java_value(value: Any, type_: Type, indent: str, plain: bool = True, declared: bool = False) -> str:
    """A value as Java code of its type: a literal (declared: a declaration's initializer, where an
    array is its braces alone), or, not plain, read from its JSON in a text block."""
    if plain:
        return java_literal(value, type_, indent, declared)
    body = [f"{indent}    {line}".replace("\\", "\\\\") for line in json_lines(value)]
    return "\n".join([f'LeetCode.parse("{java_type(type_)}", """', *body, f'{indent}    """)'])


def java_literal(value: Any, type_: Type, indent: str, bare: bool = False, width: int = LINE_WIDTH) -> str:
    """A value as a Java literal of its type: `new int[] {1, 2}` (bare: `{1, 2}`, as in a
    declaration or inside another array's braces; a board one row a line), `LeetCode.list(...)`
    for a List, `LeetCode.tree(1, null, 2)`, `LeetCode.linked(1, 2)`, `LeetCode.nary(1, null, 2)`;
    on lines of `width`."""
    if value is None or (type_.is_node and not value):
        return "null"  # an empty tree or linked list too
    if type_.is_node:
        build = f"LeetCode.{EXPORT_BUILDERS[type_.name]}("
        numbers = ["null" if item is None else str(item) for item in value]
        return spread(build, numbers, ")", indent, rows=False, width=width)
    if type_.item is None:
        return java_scalar(value, type_.name)
    rows = type_.item.item is not None or type_.item.is_node
    row_width = ROW_WIDTH if rows else LINE_WIDTH
    declared_type = java_type(type_)
    # Java makes no array of a generic type: an array of Lists is made raw (List[]).
    bare = bare and type_.is_array and "<" not in declared_type
    items = [java_literal(item, type_.item, indent + "    ", type_.is_array, row_width) for item in value]
    if not type_.is_array:
        return spread("LeetCode.list(", items, ")", indent, rows, width=width)
    opening = "{" if bare else f"new {re.sub(r'<.*>', '', declared_type)} {{"
    return spread(opening, items, "}", indent, rows, comma=True, width=width)


_JAVA_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def java_scalar(value: Any, name: str) -> str:
    """A scalar as a Java literal: 5, 5L, 2.0, true, 'c', "text"."""
    if name == "bool":
        return "true" if value else "false"
    if name == "long":
        return f"{value}L"
    if name == "double":
        return repr(float(value))
    if name == "char":
        return f"'{java_text(value, chr(39))}'"
    if name == "string":
        return f'"{java_text(value, chr(34))}"'
    return str(value)


def java_text(text: str, quote: str) -> str:
    """The characters of a char or string literal: the quote, backslashes and controls escaped (a
    control as three octal digits, so no digit after it joins the escape)."""
    escaped = []
    for char in text:
        if char == quote:
            escaped.append("\\" + char)
        elif char in _JAVA_ESCAPES:
            escaped.append(_JAVA_ESCAPES[char])
        elif not char.isprintable():
            units = utf16_units(char)
            escaped.append(f"\\{ord(char):03o}" if ord(char) < 0o400 else "".join(f"\\u{unit:04x}" for unit in units))
        else:
            escaped.append(char)
    return "".join(escaped)


def utf16_units(char: str) -> list[int]:
    """A character's UTF-16 code units (two for one beyond the Basic Multilingual Plane), as the
    JVM's languages escape it: \\uXXXX each."""
    encoded = char.encode("utf-16-be", "surrogatepass")
    return [int.from_bytes(encoded[index : index + 2], "big") for index in range(0, len(encoded), 2)]
