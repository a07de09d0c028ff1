"""Kotlin, as LeetCode runs it: `class Solution` with the problem's method (`fun twoSum(nums: IntArray,
target: Int): IntArray`), Kotlin's default imports and LeetCode's `java.util.*` and `kotlin.math.*`,
on the JVM, one JVM answering every case with a fresh `Solution()` each (a companion object's fields
keep their values between cases, as on LeetCode).

Types, parameter and result alike, as LeetCode declares them:

    int Int · long Long · double Double · bool Boolean · char Char · string String · void Unit
    int[] IntArray · long[] LongArray · double[] DoubleArray · bool[] BooleanArray · char[] CharArray
    string[] Array<String> · T[][] Array<IntArray>, Array<CharArray>, Array<Array<String>> ...
    list<T> List<T> (List<Int>, List<List<String>> ...)
    TreeNode TreeNode? · ListNode ListNode? · TreeNode[] Array<TreeNode?> · list<TreeNode> List<TreeNode?>
    Node Node? (LeetCode's N-ary tree)

On the JVM these are Java's types of LeetCode's Java declarations (IntArray is int[], Array<CharArray>
is char[][], List<Int> is java.util.List<Integer>), so the Java harness (java_harness/JudgeHarness__.java)
serves Kotlin too: compiled once per toolchain (prepare(), outside the sandbox, from the kit's own
code), with an invoke() that hands the case's arguments to a generated Kotlin function, and stack
traces naming the user's file as kotlinc does. The build folder holds two sources:
- solution.kt: the user's text with LeetCode's imports (PRELUDE) on its first line (after its
  `@file:` annotations, on the line of what follows them), so no line moves (stack traces name the
  user's lines); kotlinc's messages are given back without them (compile_error());
- judge_call__.kt: the arguments converted by the harness's helpers, then LeetCode's call of the
  method written in Kotlin (`val answer__: IntArray = Solution().twoSum(nums, target)`), so the
  declaration is checked as LeetCode's Kotlin checks it (an Int is not widened to a Long, a default
  parameter may be left out); its complaints are said on the line of the user's `fun`.
LeetCode's TreeNode, ListNode and N-ary Node are Kotlin classes as LeetCode declares them
(NODE_CLASSES: its starter shows them in a comment), written into judge_call__.kt with the harness's
NodeType of each (its fields read and set directly), each only for a signature that uses it (an LRU
cache's solution often declares a Node of its own): a file that declares the class again is a
Compile Error on its own line (kotlinc's "redeclaration"), as on LeetCode. So is the Node of 138, 133,
116/117 and 430 (the signature's RandomListNode, GraphNode, NextTreeNode, MultilevelListNode: java.py
says how the harness runs them), declared as LeetCode's Kotlin does, 138's parameter named `node` and
430's `root`. LeetCode's own drivers (docs/protocol.md, "Links") are joined and answered by the Java
harness, as for Java (link_lines()).
The parent class of LeetCode's API (278's VersionControl, 374's GuessGame) is declared there too, for
its problem only, with the method abstract (LeetCode's template overrides it) and the API answering
from the case's last argument, which the generated call sets before the call.
A design problem (a class driven by LeetCode's calls) is the user's class: judge_call__.kt makes a
new object per case and calls each operation in Kotlin with its declared types, telling the
harness which call runs and handing it each result as the call returns it. A Codec's round trip
(297, 535) encodes the case's value with one new object and decodes the string with another.
LeetCode's NestedInteger (341, 385) is declared in judge_call__.kt as LeetCode's Kotlin declares it,
with the harness's NestedType beside it (java.py says how the harness builds and writes it), and
341's iterator is judged by one loop, hasNext then next, as for Java.
284's PeekingIterator is a design class given LeetCode's Iterator: Kotlin's own Iterator<Int>,
which on the JVM is the java.util.Iterator<Integer> the harness makes for Java (iteratorOver()).
One shell command in the sandbox runs kotlinc on both (the compiler's jar on the JDK directly, with
start-up flags: no C2, one GC thread, and a class-data archive of the compiler, also made by
prepare()) and copies the harness's classes in: the build folder is the run's whole class path, and
the Kotlin standard library is appended to the boot class path (one argument that the sandbox need
not rewrite). Compiles are cached by the build cache, so an unchanged file is never compiled twice.

The toolchain is the npm registry's kotlin-compiler package, whose bin/kotlinc npm links nowhere:
it is found in npm's global node_modules (Toolchain.npm_path).
"""

from __future__ import annotations

import functools
import os
import re
import shlex

from judge.core.record import replace
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
    Param,
    Signature,
    Type,
    parse_signature,
    round_trip_objects,
)
from judge.errors import UsageError
from judge.execution.program import DEFAULT_MEMORY_MB, BuildPlan, Program, WarmCompile
from judge.languages.base import JDB, Language, LeetCodeEnvironment, Toolchain, find_tool, line_at, signature_types
from judge.languages.java import (
    API_CLASSES,
    CRASH_RULES,
    EXPORT_BUILDERS,
    HARNESS_CLASS,
    LINE_WIDTH,
    OPEN_IO,
    PREPARE_SECONDS,
    ROW_WIDTH,
    SERVER_CLASS,
    STACK_MB,
    WARM_UP_SIGNATURE,
    Prepared,
    api_driver,
    call_parts,
    command_name,
    compile_harness,
    export_helper,
    exported_user_source,
    java_program,
    jdk_folders,
    json_lines,
    plain_values,
    prepare_env,
    prepared_server,
    run_flags,
    shape,
    spread,
    strip_comments_and_strings,
    toolchain_identity,
    utf16_units,
)
from judge.languages.java import (
    harness_text as java_harness_text,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

    from judge.core.compile_error import CompileError
    from judge.languages.standalone import Call, Standalone

VERSION = "2.2.20"
PACKAGE = "kotlin-compiler"
USER_FILE = "solution.kt"
CALL_FILE = "judge_call__.kt"  # LeetCode's call of the method, in Kotlin (generated)
CALL_CLASS = "JudgeCall__"
CALL_FUNCTION = "judgeCall__"
COMPILER_CLASS = "org.jetbrains.kotlin.cli.jvm.K2JVMCompiler"
# kotlinc's own JVM: C1 only, one GC thread, no perf file (~4 s instead of ~7 s for a small file);
# the class-data archive of the compiler (prepare()) then takes it to ~2-3 s.
COMPILER_JVM_FLAGS = (
    "-Xshare:auto",
    "-XX:TieredStopAtLevel=1",
    "-XX:+UseSerialGC",
    "-XX:-UsePerfData",
    "-Xms64m",
    "-Xmx1g",
    "-Dfile.encoding=UTF-8",
    # No colours, so no jansi: it would unpack its native library into /tmp, which the fallback's
    # Landlock keeps read-only, and say so in every compile's output.
    "-Dkotlin.colors.enabled=false",
)
KOTLINC_FLAGS = (
    "-no-reflect",
    "-nowarn",
    # Lambdas and SAM conversions as classes: invokedynamic's first use costs tens of ms of a case's CPU.
    "-Xlambdas=class",
    "-Xsam-conversions=class",
    "-d",
    ".",
)

_SCALARS = {"int": "Int", "long": "Long", "bool": "Boolean", "double": "Double", "char": "Char", "string": "String"}
_PRIMITIVE_ARRAYS = {
    "int": "IntArray",
    "long": "LongArray",
    "bool": "BooleanArray",
    "double": "DoubleArray",
    "char": "CharArray",
}
_EMPTY = {
    "int": "0",
    "long": "0L",
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
    NESTED_INTEGER: "NestedInteger()",
}
# LeetCode's node classes in Kotlin, as it declares them (in judge_call__.kt) and shows them in the
# comment at the top of its starter, after the heading lines.
NODE_HEADINGS = {
    "ListNode": ("Example:", "var li = ListNode(5)", "var v = li.`val`", "Definition for singly-linked list."),
    "TreeNode": ("Example:", "var ti = TreeNode(5)", "var v = ti.`val`", "Definition for a binary tree node."),
    "Node": ("Definition for a Node.",),
    RANDOM_LIST: ("Example:", "var ti = Node(5)", "var v = ti.`val`", "Definition for a Node."),
    GRAPH: ("Definition for a Node.",),
    NEXT_TREE: ("Definition for a Node.",),
    MULTILEVEL_LIST: ("Definition for a Node.",),
    NESTED_INTEGER: ("// The interface of nested lists, which the judge provides: do not implement it.",),
}
NODE_CLASSES = {
    "ListNode": ("class ListNode(var `val`: Int) {", "    var next: ListNode? = null", "}"),
    "TreeNode": (
        "class TreeNode(var `val`: Int) {",
        "    var left: TreeNode? = null",
        "    var right: TreeNode? = null",
        "}",
    ),
    "Node": ("class Node(var `val`: Int) {", "    var children: List<Node?> = listOf()", "}"),
    # The Node classes of 138, 133, 116/117 and 430 (judge/core/signature.py's DRIVEN_NODES), each `Node`
    # in its problem's code (NODE_CLASS_NAMES).
    RANDOM_LIST: ("class Node(var `val`: Int) {", "    var next: Node? = null", "    var random: Node? = null", "}"),
    GRAPH: ("class Node(var `val`: Int) {", "    var neighbors: ArrayList<Node?> = ArrayList<Node?>()", "}"),
    NEXT_TREE: (
        "class Node(var `val`: Int) {",
        "    var left: Node? = null",
        "    var right: Node? = null",
        "    var next: Node? = null",
        "}",
    ),
    MULTILEVEL_LIST: (
        "class Node(var `val`: Int) {",
        "    var prev: Node? = null",
        "    var next: Node? = null",
        "    var child: Node? = null",
        "}",
    ),
    # LeetCode's NestedInteger (341, 385): one class with the API of both problems (its starters
    # show NESTED_INTEGER_API instead), a list's items or an integer, never both.
    NESTED_INTEGER: (
        "class NestedInteger {",
        "    private var integer__: Int? = null",
        "    private var items__: ArrayList<NestedInteger>? = ArrayList<NestedInteger>()",
        "",
        "    constructor()",
        "",
        "    constructor(value: Int) {",
        "        integer__ = value",
        "        items__ = null",
        "    }",
        "",
        "    fun isInteger(): Boolean = items__ == null",
        "",
        "    fun getInteger(): Int? = integer__",
        "",
        "    fun setInteger(value: Int): Unit {",
        "        integer__ = value",
        "        items__ = null",
        "    }",
        "",
        "    fun add(ni: NestedInteger): Unit {",
        "        val items = items__ ?: ArrayList<NestedInteger>()",
        "        items.add(ni)",
        "        items__ = items",
        "        integer__ = null",
        "    }",
        "",
        "    fun getList(): List<NestedInteger>? = items__",
        "}",
    ),
}
# What LeetCode's starters of 341 and 385 show of NestedInteger (under NODE_HEADINGS' line): its
# whole API, each member under a line of the kit's own that says what it does.
NESTED_INTEGER_API = (
    "class NestedInteger {",
    "    // No value: an empty nested list.",
    "    constructor()",
    "",
    "    // A single integer equal to value.",
    "    constructor(value: Int)",
    "",
    "    // true if this NestedInteger holds a single integer, not a nested list.",
    "    fun isInteger(): Boolean",
    "",
    "    // The single integer this NestedInteger holds, or null if it holds a nested list.",
    "    fun getInteger(): Int?",
    "",
    "    // Makes this NestedInteger hold the single integer value.",
    "    fun setInteger(value: Int): Unit",
    "",
    "    // Makes this NestedInteger a nested list (if it is not one) and appends ni to it.",
    "    fun add(ni: NestedInteger): Unit",
    "",
    "    // The nested list this NestedInteger holds, or null if it holds a single integer.",
    "    fun getList(): List<NestedInteger>?",
    "}",
)
# What 284's starter says of LeetCode's Iterator, above the class (where LeetCode's points to
# Kotlin's documentation): the interface its constructor is given, in the kit's words.
ITERATOR_COMMENT = (
    "// The Iterator your class is given is Kotlin's own Iterator<Int>, over the integers in order:",
    "// interface Iterator<Int> {",
    "//     // true while there are elements left.",
    "//     operator fun hasNext(): Boolean",
    "//",
    "//     // The next element; the iterator moves past it.",
    "//     operator fun next(): Int",
    "// }",
    "",
)
# 284's methods that override Iterator<Int>'s in LeetCode's template.
PEEKING_OVERRIDES = ("next", "hasNext")
# LeetCode's API of 278 and 374 (java.py's API_CLASSES): Solution's parent class, declared in
# judge_call__.kt with the API, which answers from the case's value (secret__, set by the generated
# call), and the method as abstract, which LeetCode's template overrides.
API_MEMBERS = {
    BAD_VERSION: (
        "fun isBadVersion(version: kotlin.Int): kotlin.Boolean = version >= secret__",
        "abstract fun firstBadVersion(n: kotlin.Int): kotlin.Int",
    ),
    GUESS: (
        "fun guess(num: kotlin.Int): kotlin.Int = if (num > secret__) -1 else if (num < secret__) 1 else 0",
        "abstract fun guessNumber(n: kotlin.Int): kotlin.Int",
    ),
}
# LeetCode's template of each, as it writes it (its spacing, tabs and a trailing space too): the
# comment, the class line, the method's line and the line that closes the method.
API_STARTERS = {
    BAD_VERSION: (
        (
            "/* The isBadVersion API is defined in the parent class VersionControl.",
            "      fun isBadVersion(version: Int) : Boolean {} */",
        ),
        "class Solution: VersionControl() {",
        "    override fun firstBadVersion(n: Int) : Int {",
        "\t}",
    ),
    GUESS: (
        (
            "/** ",
            " * The API guess is defined in the parent class.",
            " * @param  num   your guess",
            " * @return \t     -1 if num is higher than the picked number",
            " *\t\t\t      1 if num is lower than the picked number",
            " *               otherwise return 0",
            " * fun guess(num:Int):Int {}",
            " */",
        ),
        "class Solution:GuessGame() {",
        "    override fun guessNumber(n:Int):Int {",
        "    }",
    ),
}
# LeetCode's Kotlin template of a Codec (297, 535), as it writes it: the comment above each method
# (297's first is 535's, tab and all) and, by the encoding method's name, how its driver calls them
# (297's passes 535's longUrl too; 535's shows one object, though its driver makes two as 297's).
ROUND_TRIP_COMMENTS = {
    "serialize": "\t// Encodes a URL to a shortened URL.",
    "deserialize": "    // Decodes your encoded data to tree.",
    "encode": "    // Encodes a URL to a shortened URL.",
    "decode": "    // Decodes a shortened URL to its original URL.",
}
ROUND_TRIP_USAGE = {
    "serialize": (
        "var ser = Codec()",
        "var deser = Codec()",
        "var data = ser.serialize(longUrl)",
        "var ans = deser.deserialize(data)",
    ),
    "encode": ("var obj = Codec()", "var url = obj.encode(longUrl)", "var ans = obj.decode(url)"),
}
# The class each node shape is in Kotlin's code: LeetCode names the DRIVEN_NODES `Node` too.
NODE_CLASS_NAMES = {shape: "Node" for shape in DRIVEN_NODES}
# The parameter's name in LeetCode's Kotlin declaration where it is not the metaData's: 138's
# `fun copyRandomList(node: Node?): Node?`, 430's `fun flatten(root: Node?): Node?`.
PARAM_NAMES = {RANDOM_LIST: "node", MULTILEVEL_LIST: "root"}
# The names of LeetCode's declarations that judge_call__.kt writes in full: a class of the user's
# file named Int or List changes nothing.
_QUALIFIED = {
    ": Int)": ": kotlin.Int)",
    ": Int? =": ": kotlin.Int? =",
    "(): Int?": "(): kotlin.Int?",
    ": Boolean =": ": kotlin.Boolean =",
    ": Unit {": ": kotlin.Unit {",
    "(): List<": "(): kotlin.collections.List<",
    ": List<": ": kotlin.collections.List<",
    "= listOf()": "= kotlin.collections.listOf()",
    "ArrayList<": "kotlin.collections.ArrayList<",
}
# How the Java harness turns a JSON scalar into a parameter's type (its static helpers).
_CONVERT = {
    "int": "toInt",
    "long": "toLong",
    "bool": "toBoolean",
    "double": "toDouble",
    "char": "toChar",
    "string": "toText",
}
_EMPTY_ARRAYS = {
    "int": "intArrayOf()",
    "long": "longArrayOf()",
    "bool": "booleanArrayOf()",
    "double": "doubleArrayOf()",
    "char": "charArrayOf()",
}

# Kotlin's hard keywords: a parameter of the signature named like one is written in backticks.
_HARD_KEYWORDS = (
    "as break class continue do else false for fun if in interface is null object package return super this throw"
    " true try typealias typeof val var when while"
)
_KEYWORDS = frozenset(_HARD_KEYWORDS.split())
_SOLUTION_CLASS = re.compile(r"\bclass\s+Solution\b")
# `fun name(`, `fun <T> name(`, `fun Receiver.name(`: the name before the parameter list.
_FUNCTION = re.compile(r"\bfun\s+(?:<[^>]*>\s*)?(?:[\w.]+\.)?([A-Za-z_]\w*)\s*\(")
_TOP_LEVEL_FUNCTION = re.compile(r"^fun\s+(?:<[^>]*>\s*)?([A-Za-z_]\w*)\s*\(", re.MULTILINE)
_PACKAGE = re.compile(r"^[ \t]*package\s+[\w.`]+", re.MULTILINE)
_FILE_ANNOTATION = re.compile(r"@file\s*:\s*")
_ANNOTATION_NAME = re.compile(r"[\w.`]*")
_TOKEN = re.compile(r"\S")
# kotlinc: `solution.kt:12:5: error: unresolved reference 'x'.` (then the line, and carets under the place).
_DIAGNOSTIC = re.compile(
    r"^(?P<file>[^\s:][^:]*?\.kt):(?P<line>\d+):(?P<col>\d+): (?P<message>(?:error|warning|info): .*)$"
)
_NAME = re.compile(r"\w+")

# What LeetCode's Kotlin has imported besides Kotlin's default imports: published solutions call
# Arrays.fill, LinkedList, abs, max, sqrt with no import. Star imports rank below the file's own
# explicit imports and declarations (a user's `import java.util.Arrays`, class Stack or fun abs wins)
# and above the default ones (ArrayDeque is java.util's, as wherever java.util.* is imported).
PRELUDE_PACKAGES = ("java.util", "kotlin.math")
PRELUDE = "".join(f"import {package}.*; " for package in PRELUDE_PACKAGES)

# The warm-up file the compiler's class-data archive is made from: the judge's own code, the kinds
# of code a solution has (collections, arrays, lambdas, local functions, string building).
WARM_UP = """\
class Solution {
    private val seen = HashMap<String, Int>()

    fun groupWords(words: List<String>, k: Int): List<List<String>> {
        val groups = mutableMapOf<String, MutableList<String>>()
        for (word in words) {
            groups.getOrPut(word.toCharArray().sorted().joinToString("")) { mutableListOf() }.add(word)
        }
        val order = IntArray(k) { -1 }
        fun arrange(index: Int) {
            if (index == k) {
                seen[order.joinToString(",")] = index
                return
            }
            for (value in 0 until k) {
                if ((0 until index).none { order[it] == value }) {
                    order[index] = value
                    arrange(index + 1)
                }
            }
        }
        arrange(0)
        val grid = Array(k) { CharArray(k) { '.' } }
        val queue = ArrayDeque<Pair<Int, Int>>()
        queue.addLast(0 to 0)
        while (queue.isNotEmpty()) {
            val (r, c) = queue.removeFirst()
            when {
                r >= k || c >= k -> continue
                grid[r][c] == '.' -> grid[r][c] = 'x'
                else -> queue.add(r + 1 to c)
            }
        }
        val lines = grid.map { String(it) }.filter { it.isNotEmpty() }.toMutableSet()
        val sorted = groups.values.map { it.sorted() }.sortedWith(compareBy({ it.size }, { it.joinToString("") }))
        return if (lines.size > seen.size + k) emptyList() else sorted
    }
}
"""


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "90 Kotlin .kt"


class Kotlin(Language):
    name = "kotlin"
    judges_design = True
    judges_nary_trees = True
    judges_nested_integers = True
    judges_links = frozenset((CYCLE, INTERSECTION, TREE_NODES, DELETED_NODE, *APIS, ROUND_TRIP, ITERATE))
    judges_driven_nodes = frozenset(DRIVEN_NODES)
    judges_iterators = True
    title = "Kotlin"
    leetcode = LeetCodeEnvironment(
        toolchain="Kotlin 1.9",
        release=(1, 9),
        standard="on the JVM",
        included=(
            "Kotlin's default imports (kotlin.*, kotlin.collections.*, kotlin.text.*, java.lang.* ...)"
            " and java.util.*, kotlin.math.*"
        ),
        declared="nothing: the file holds class Solution",
    )
    extensions = (".kt",)
    aliases = ("kt",)
    toolchains = (
        Toolchain("kotlinc", npm=f"{PACKAGE}@{VERSION}", npm_path="bin/kotlinc", version_args=("-version",)),
        Toolchain("javac", apt="default-jdk-headless", version_args=("-version",)),
        Toolchain("java", apt="default-jdk-headless", version_args=("-version",)),
    )
    debugger = JDB
    diagnostic = _DIAGNOSTIC

    # --- the signature in Kotlin's terms -----------------------------------------------------------

    def method_name(self, signature: Signature) -> str:
        return signature.name

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        if signature.design is None:
            return (f"Solution.{signature.name}",)
        name = signature.name
        return (f"{name}.<init>", *(f"{name}.{method.name}" for method in signature.design.methods))

    def type_name(self, type_: Type) -> str:
        """The type as LeetCode declares it: Int, IntArray, Array<CharArray>, List<List<String>>, Unit."""
        return kotlin_type(type_)

    def declaration(self, signature: Signature) -> str:
        """`fun updateBoard(board: Array<CharArray>, click: IntArray): Array<CharArray>`."""
        params = ", ".join(
            f"{identifier(PARAM_NAMES.get(param.type.name, param.name))}: {self.type_name(param.type)}"
            for param in signature.params
        )
        return f"fun {self.method_name(signature)}({params}): {self.type_name(signature.returns)}"

    def signature_text(self, signature: Signature) -> str:
        """The method's declaration; a design problem's class with its methods' declarations."""
        if signature.design is None:
            return self.declaration(signature)
        methods = (f"    {declaration}" for _, declaration in design_declarations(signature)[1:])
        return "\n".join([f"{design_declarations(signature)[0][1]} {{", *methods, "}"])

    # --- reading a submission ----------------------------------------------------------------------

    def defined_methods(self, text: str) -> set[str]:
        return set(_FUNCTION.findall(strip_comments_and_strings(text)))

    def missing_solution(self, text: str) -> str | None:
        code = strip_comments_and_strings(text)
        if _SOLUTION_CLASS.search(code):
            return None
        # Free functions (a seed's `fun name(...)` outside any class) are named: the method belongs in the class.
        free = list(dict.fromkeys(_TOP_LEVEL_FUNCTION.findall(code)))
        named = f" (its functions {', '.join(free[:4])} are outside any class)" if free else ""
        return (
            f"defines no class Solution{named}; a Kotlin solution is LeetCode's"
            " `class Solution { fun <the problem's method>(...) { ... } }`"
        )

    def rejection(self, source: str) -> tuple[int, str] | None:
        found = _PACKAGE.search(strip_comments_and_strings(source))
        if found is None:
            return None
        return (
            line_at(source, found.start()),
            "a package declaration puts class Solution where LeetCode does not look for it: leave it out",
        )

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        lines = [*about, "", *usage] if about or usage else []
        comment = ["/*", *(f" * {line}".rstrip().replace("*/", "* /") for line in lines), " */", ""]
        # A value of the declared type, so that the starter compiles (and is a Wrong Answer); a Unit
        # method's body is empty, as LeetCode shows it.
        body = [""] if signature.in_place else [f"        return {empty_value(signature.returns)}"]
        api = api_driver(signature)
        deleting = signature.links is not None and signature.links.driver == DELETED_NODE
        if api is not None:
            api_comment, opening, method, closing = API_STARTERS[api]
            block = [*api_comment, "", opening, method, *body, closing, "}"]
        elif signature.design is None:
            # 237's template declares no Unit, and leaves a line after the node's comment.
            declaration = (
                self.declaration(signature).removesuffix(": Unit") if deleting else self.declaration(signature)
            )
            block = [*([""] if deleting else []), "class Solution {", f"    {declaration} {{", *body, "    }", "}"]
        elif peeking(signature):
            block = [*ITERATOR_COMMENT, *design_block(signature)]  # what the class is given, in the kit's words
        elif signature.calls or iterated(signature):
            block = design_block(signature)  # 341's is a design class's template, LeetCode's calls shown
        else:
            block = round_trip_block(signature)
        # A Codec's template shows the node class under its last heading only, and a line after it.
        codec = signature.design is not None and not signature.calls and not iterated(signature)
        shown = round_trip_node_comment if codec else node_comment
        return "\n".join(
            [
                *(comment if lines else []),
                # LeetCode's definition of each node class the method uses, in a comment, as it shows them.
                *(line for name in node_classes(signature) for line in shown(name)),
                *block,
                "",
            ]
        )

    # --- the toolchain -----------------------------------------------------------------------------

    def identity(self) -> str:
        """The JDK's and the compiler's (its jar: bin/kotlinc is only a launcher script)."""
        home = kotlin_home()
        parts = [super().identity()]
        if home is not None:
            for jar in ("kotlin-compiler.jar", "kotlin-stdlib.jar"):
                parts.append(_stat_text(os.path.join(home, "lib", jar)))
        return ";".join(parts)

    def toolchain_version(self) -> str:
        """From the package's build.txt ("2.2.20-release-333"): `kotlinc -version` starts a JVM (~3 s)."""
        home = kotlin_home()
        if home is None:
            return "not installed"
        try:
            with open(os.path.join(home, "build.txt"), encoding="utf-8") as file:
                build = file.read().strip()
        except OSError:
            return super().toolchain_version()
        return f"Kotlin {build.split('-')[0]}" if build else "Kotlin (unknown version)"

    # --- compiling ---------------------------------------------------------------------------------

    def plan_build(self, source: str, filename: str, signature: Signature) -> BuildPlan | None:
        home = kotlin_home() or os.path.join("/nonexistent", PACKAGE)
        java = java_program()
        ready = prepare(home, java, find_tool("javac") or "javac")
        compiler_jvm = (*COMPILER_JVM_FLAGS, *([f"-XX:SharedArchiveFile={ready.archive}"] if ready.archive else []))
        kotlinc = (
            java,
            *compiler_jvm,
            "-cp",
            os.path.join(home, "lib", "kotlin-compiler.jar"),
            COMPILER_CLASS,
            "-kotlin-home",
            home,
            "-cp",
            ready.harness,
            *KOTLINC_FLAGS,
            USER_FILE,
            CALL_FILE,
        )
        # The harness's classes join the build, which is the run's whole class path.
        script = f"{shlex.join(kotlinc)} && cp {shlex.quote(ready.harness)}/*.class ."
        from judge.execution.build import compilers_kept_warm

        warm = None
        server = prepared_server(find_tool("javac") or "javac") if compilers_kept_warm() else None
        if server is not None:
            # The same compile by a kotlinc that a grading worker keeps running (Java's compiler server).
            class_path = os.pathsep.join((server, os.path.join(home, "lib", "kotlin-compiler.jar")))
            warm = WarmCompile(
                server=(java, *COMPILER_JVM_FLAGS, OPEN_IO, "-cp", class_path, SERVER_CLASS, "kotlinc"),
                arguments=kotlinc[kotlinc.index(COMPILER_CLASS) + 1 :],
                visible=(server,),
                then_copy=(ready.harness,),
            )
        return BuildPlan(
            files={USER_FILE: user_source(source), CALL_FILE: call_source(self, signature)},
            command=("/bin/sh", "-c", script),
            user_file=USER_FILE,
            visible=(*jdk_folders(), home, ready.harness, *([ready.archive] if ready.archive else [])),
            identity=";".join((self.identity(), ready.harness)),
            generated=(CALL_FILE,),
            limit_address_space=False,
            warm=warm,
        )

    def compile_error(self, output: str, plan: BuildPlan, filename: str) -> CompileError:
        """The base's report on the user's own text, after the prelude is taken out of kotlinc's
        messages (the columns of its line moved back, its echo and carets without it) and the
        complaints about the generated call are said in the user's terms on the user's declaration
        of the method (they mean it is not LeetCode's)."""
        compiled = plan.files[plan.user_file]
        at = prelude_offset(compiled)
        if compiled.startswith(PRELUDE, at):
            output = _without_prelude(output, compiled, at)
            plan = replace(plan, files={**plan.files, plan.user_file: compiled[:at] + compiled[at + len(PRELUDE) :]})
        output = _explain_generated_errors(output, plan.files[plan.user_file], plan.files[CALL_FILE])
        # LeetCode's classes the generated call declares: the node classes, an API's parent class.
        leetcodes = (*(node_class(name) for name in NODE_CLASSES), *API_CLASSES.values())
        call = plan.files[CALL_FILE]
        nodes = [
            name
            for name in dict.fromkeys(leetcodes)
            if re.search(rf"^(?:abstract )?class {name}\b", call, re.MULTILINE) is not None
        ]
        if nodes:
            output = _explain_redeclared_nodes(output, plan.files[plan.user_file], nodes)
        return super().compile_error(output, plan, filename)

    # --- judge export: one case as a program of its own --------------------------------------------

    def standalone(self, signature: Signature, source: str, case_input: dict[str, Any], about: list[str]) -> Standalone:
        """The user's file with LeetCode's imports on its first line (as the judge compiles it),
        LeetCode's node classes it uses (nodes.kt), leetcode.kt (java_harness/LeetCode.kt: building
        trees and lists, reading a large value from its JSON, the printer) and main.kt, which makes
        the case's calls; built into one jar with Kotlin's runtime, run by java."""
        from judge.languages.standalone import Standalone, comment_lines

        kotlinc = command_name(self.toolchains[0].found() or "kotlinc", "kotlinc")
        # kotlinc's own JVM with C1 only and one GC thread, as the judge's builds: a quarter less time.
        faster = " ".join(f"-J{flag}" for flag in EXPORT_COMPILER_FLAGS)
        build = f"{kotlinc} {faster} *.kt -include-runtime -d main.jar"
        run = f"{command_name(java_program(), 'java')} -Xss{STACK_MB}m -jar main.jar"
        nodes = node_classes(signature)
        notes = [
            f"({faster}: kotlinc's own JVM starts sooner, as the judge runs it.)",
            f"(-Xss{STACK_MB}m: a deep recursion gets the stack the judge gives it; Java's default is 1 MB.)",
        ]
        comment = [*comment_lines(about, build, run), *notes]
        definitions = [
            "// LeetCode's definitions of the node classes the problem uses, as LeetCode declares them",
            "// (written by judge export).",
            *(line for name in nodes for line in ("", f"// {NODE_HEADINGS[name][-1]}", *NODE_CLASSES[name])),
        ]
        files = (
            (USER_FILE, exported_user_source(user_source(source), "on the first line (after any @file: annotations)")),
            *((("nodes.kt", "\n".join(definitions) + "\n"),) if nodes else ()),
            (EXPORT_HELPER, export_helper("LeetCode.kt", nodes)),
            ("main.kt", main_source(self, signature, case_input, comment)),
        )
        return Standalone(files=files, build=build, run=run)

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
        """As Java's: memory_mb sizes the heap (3/4 of it), the standard library on the boot class path."""
        if built is None:
            raise ValueError("Kotlin runs a compiled build: plan_build() and the compile come first")
        home = kotlin_home() or os.path.join("/nonexistent", PACKAGE)
        setup = self.setup_frame(signature, filename, result_bytes)
        command = (
            java_program(),
            *run_flags(memory_mb),
            f"-Xbootclasspath/a:{stdlib_jar(home)}",
            "-cp",
            built,
            HARNESS_CLASS,
        )
        return Program(
            command,
            setup,
            filename,
            files=(built,),
            visible=(*jdk_folders(), os.path.join(home, "lib")),
            limit_address_space=False,
            crash_rules=CRASH_RULES,
            gated=True,
        )


def kotlin_type(type_: Type, qualified: bool = False) -> str:
    """LeetCode's Kotlin for a type of the vocabulary; qualified, every name in full (kotlin.IntArray,
    kotlin.collections.List<kotlin.String>), as the generated call writes them: a class the user
    declares (a List, a Node) must not change what they mean."""
    kotlin = "kotlin." if qualified else ""
    if type_.name == ITERATOR:
        return f"{kotlin}{'collections.' if qualified else ''}Iterator<{kotlin}Int>"  # 284's, never null
    if type_.name == NESTED_INTEGER:
        return NESTED_INTEGER  # never null: an empty list is a NestedInteger too
    if type_.is_node:
        return f"{node_class(type_.name)}?"  # null: the empty tree or list
    if type_.item is None:
        return f"{kotlin}Unit" if type_.name == "void" else kotlin + _SCALARS[type_.name]
    item = type_.item
    if type_.is_array:
        if item.item is None and item.name in _PRIMITIVE_ARRAYS:
            return kotlin + _PRIMITIVE_ARRAYS[item.name]
        return f"{kotlin}Array<{kotlin_type(item, qualified)}>"
    return f"{kotlin}{'collections.' if qualified else ''}List<{kotlin_type(item, qualified)}>"


def identifier(name: str) -> str:
    """A name as Kotlin source may use it: a hard keyword in backticks."""
    return f"`{name}`" if name in _KEYWORDS else name


def empty_value(type_: Type) -> str:
    """An empty value of the type, for a starter's return: 0, intArrayOf(), emptyArray(), emptyList()."""
    if type_.item is None:
        return _EMPTY[type_.name]
    if not type_.is_array:
        return "emptyList()"
    if type_.item.item is None and type_.item.name in _EMPTY_ARRAYS:
        return _EMPTY_ARRAYS[type_.item.name]
    return "emptyArray()"


@functools.cache  # the package does not move while the judge runs
def kotlin_home() -> str | None:
    """The compiler's folder (bin/, lib/): two levels above bin/kotlinc's real path."""
    kotlinc = Kotlin.toolchains[0].found()
    return os.path.dirname(os.path.dirname(kotlinc)) if kotlinc is not None else None


def stdlib_jar(home: str) -> str:
    return os.path.join(home, "lib", "kotlin-stdlib.jar")


def user_source(text: str) -> str:
    """The user's text as compiled: the prelude inserted where prelude_offset() says, on a line of
    the user's own, so that no line number moves (stack traces name the user's lines as they are)."""
    at = prelude_offset(text)
    return text[:at] + PRELUDE + text[at:]


def prelude_offset(text: str) -> int:
    """Where the prelude goes: the file's first character, or, in a file that starts with `@file:`
    annotations (which Kotlin wants before any import), the first thing after them. The same
    offset is found again in the compiled text (the prelude is the first thing after them there)."""
    code = strip_comments_and_strings(text)
    position = 0
    while True:
        token = _TOKEN.search(code, position)
        annotation = _FILE_ANNOTATION.match(code, token.start()) if token is not None else None
        if annotation is None:
            break
        position = _annotation_end(code, annotation.end())
    if position == 0:
        return 0
    return token.start() if token is not None else len(text)


def _annotation_end(code: str, start: int) -> int:
    """The end of the annotation after `@file:` at start: a name and its arguments, or a bracketed
    list of annotations (comments and strings are blanked in code, so brackets there are code)."""
    name = _ANNOTATION_NAME.match(code, start)
    opening = name.end() if name is not None else start
    if opening >= len(code) or code[opening] not in "([":
        return opening
    depth = 0
    for index in range(opening, len(code)):
        if code[index] in "([":
            depth += 1
        elif code[index] in ")]":
            depth -= 1
            if depth == 0:
                return index + 1
    return len(code)


def _without_prelude(output: str, compiled: str, at: int) -> str:
    """kotlinc's output as the user's text would have it: on the prelude's line, columns after it
    moved back by its length, and that line's echo under its diagnostic (and the carets under the
    echo) without it."""
    number = compiled.count("\n", 0, at) + 1
    before = at - (compiled.rfind("\n", 0, at) + 1)  # the user's characters ahead of it on its line
    width = len(PRELUDE)
    lines = output.split("\n")
    # After a diagnostic on the prelude's line, until its echo: the message may take more lines
    # ("redeclaration:" names the declaration on the next one).
    echo = False
    for index, raw in enumerate(lines):
        found = _DIAGNOSTIC.match(raw)
        if found is not None:
            echo = os.path.basename(found.group("file")) == USER_FILE and int(found.group("line")) == number
            if echo:
                column = int(found.group("col"))
                column = column - width if column > before + width else min(column, before + 1)
                lines[index] = f"{raw[: found.start('col')]}{column}{raw[found.end('col') :]}"
            continue
        if echo and raw.startswith(PRELUDE, before):
            lines[index] = raw[:before] + raw[before + width :]
            caret = lines[index + 1] if index + 1 < len(lines) else ""
            if "^" in caret and len(caret) > before + width and not caret[before : before + width].strip():
                lines[index + 1] = caret[:before] + caret[before + width :]
            echo = False
    return "\n".join(lines)


def node_classes(signature: Signature) -> list[str]:
    """LeetCode's node classes the method (or a design class) uses, ListNode first (as LeetCode's
    starters show them)."""
    used = {type_.scalar for type_ in signature_types(signature)}
    return [name for name in NODE_CLASSES if name in used]


def node_comment(name: str) -> list[str]:
    """LeetCode's comment above a starter whose method uses the node class: its definition (the
    N-ary Node's followed by a blank line, as LeetCode shows it; NestedInteger's API, and a blank line)."""
    shown = NESTED_INTEGER_API if name == NESTED_INTEGER else NODE_CLASSES[name]
    comment = ["/**", *(f" * {line}".rstrip() for line in (*NODE_HEADINGS[name], *shown)), " */"]
    return [*comment, ""] if node_class(name) == "Node" or name == NESTED_INTEGER else comment


def round_trip_node_comment(name: str) -> list[str]:
    """LeetCode's comment above a Codec's template (297): the node class under its definition's
    heading (no example), and a blank line."""
    return ["/**", *(f" * {line}" for line in (NODE_HEADINGS[name][-1], *NODE_CLASSES[name])), " */", ""]


def node_class(name: str) -> str:
    """The class of a node shape in Kotlin's code: the driven ones' is Node."""
    return NODE_CLASS_NAMES.get(name, name)


def node_type_name(name: str) -> str:
    """The generated NodeType object of a node class: TreeNodeType__, ListNodeType__, NodeType__."""
    return f"{name}Type__"


def qualified_declaration(name: str) -> list[str]:
    """LeetCode's declaration of a node class with the standard library's names written in full."""
    lines = []
    for line in NODE_CLASSES[name]:
        for short, full in _QUALIFIED.items():
            line = line.replace(short, full)
        lines.append(line)
    return lines


def node_definitions(names: list[str]) -> list[str]:
    """LeetCode's node classes, and the harness's NodeType of each (java_harness/JudgeHarness__.java):
    the class's constructor and properties, used directly (an N-ary Node's a NaryType, each node
    made with an empty mutable list of children, which the harness fills). The nodes the harness
    passes are declared nullable: a non-null parameter costs a null check per call, and these run
    once or twice per node, while the JVM still interprets them."""
    lines = []
    for name in names:
        if name in DRIVEN_NODES:
            lines += driven_node_definition(name)
            continue
        if name == NESTED_INTEGER:
            lines += nested_definition()
            continue
        node = f"(node as {name})"
        if name == "Node":
            lines += [
                *qualified_declaration(name),
                "",
                f"private object {node_type_name(name)} : {HARNESS_CLASS}.NaryType() {{",
                "    override fun node(value: kotlin.Int): kotlin.Any {",
                f"        val node = {name}(value)",
                f"        node.children = java.util.ArrayList<{name}?>()",
                "        return node",
                "    }",
                f"    override fun value(node: kotlin.Any?): kotlin.Int = {node}.`val`",
                f"    override fun children(node: kotlin.Any?): kotlin.collections.List<*>? = {node}.children",
                "    override fun array(size: kotlin.Int): kotlin.Array<kotlin.Any?> =",
                f"        kotlin.arrayOfNulls<{name}>(size) as kotlin.Array<kotlin.Any?>",
                "}",
                "",
            ]
            continue
        if name == "TreeNode":
            child = f"if (side == 0) {node}.left else {node}.right"
            set_child = f"if (side == 0) {node}.left = child as {name}? else {node}.right = child as {name}?"
        else:
            child, set_child = f"{node}.next", f"{node}.next = child as {name}?"
        lines += [
            *qualified_declaration(name),
            "",
            f"private object {node_type_name(name)} : {HARNESS_CLASS}.NodeType({2 if name == 'TreeNode' else 1}) {{",
            f"    override fun node(value: kotlin.Int): kotlin.Any = {name}(value)",
            f"    override fun value(node: kotlin.Any?): kotlin.Int = {node}.`val`",
            f"    override fun child(node: kotlin.Any?, side: kotlin.Int): kotlin.Any? = {child}",
            f"    override fun setChild(node: kotlin.Any?, side: kotlin.Int, child: kotlin.Any?) {{ {set_child} }}",
            "    override fun array(size: kotlin.Int): kotlin.Array<kotlin.Any?> =",
            f"        kotlin.arrayOfNulls<{name}>(size) as kotlin.Array<kotlin.Any?>",
            "}",
            "",
        ]
    return lines


def nested_definition() -> list[str]:
    """LeetCode's NestedInteger and the harness's NestedType of it: made and read through its API."""
    nested = "(nested as NestedInteger)"
    return [
        *qualified_declaration(NESTED_INTEGER),
        "",
        f"private object {node_type_name(NESTED_INTEGER)} : {HARNESS_CLASS}.NestedType() {{",
        "    override fun integer(value: kotlin.Int): kotlin.Any = NestedInteger(value)",
        "    override fun list(): kotlin.Any = NestedInteger()",
        "    override fun add(nested: kotlin.Any?, item: kotlin.Any?) {",
        f"        {nested}.add(item as NestedInteger)",
        "    }",
        f"    override fun isInteger(nested: kotlin.Any?): kotlin.Boolean = {nested}.isInteger()",
        f"    override fun integerOf(nested: kotlin.Any?): kotlin.Any? = {nested}.getInteger()",
        f"    override fun listOf(nested: kotlin.Any?): kotlin.collections.List<*>? = {nested}.getList()",
        "    override fun array(size: kotlin.Int): kotlin.Array<kotlin.Any?> =",
        "        kotlin.arrayOfNulls<NestedInteger>(size) as kotlin.Array<kotlin.Any?>",
        "}",
        "",
    ]


def driven_node_definition(name: str) -> list[str]:
    """LeetCode's Node of 138, 133, 116/117 or 430 and the harness's type of it (RandomType: side 0
    next, side 1 random; GraphType: its neighbours, made empty by Node(value); NextType: left, right
    and next; MultilevelType: side 0 next, 1 child, 2 prev), the properties used directly."""
    node = "(node as Node)"
    head = [
        *qualified_declaration(name),
        "",
    ]
    common = [
        "    override fun node(value: kotlin.Int): kotlin.Any = Node(value)",
        f"    override fun value(node: kotlin.Any?): kotlin.Int = {node}.`val`",
    ]
    array = [
        "    override fun array(size: kotlin.Int): kotlin.Array<kotlin.Any?> =",
        "        kotlin.arrayOfNulls<Node>(size) as kotlin.Array<kotlin.Any?>",
        "}",
        "",
    ]
    if name == GRAPH:
        return [
            *head,
            f"private object {node_type_name(name)} : {HARNESS_CLASS}.GraphType() {{",
            *common,
            f"    override fun neighbors(node: kotlin.Any?): kotlin.collections.List<*>? = {node}.neighbors",
            *array,
        ]
    if name == MULTILEVEL_LIST:
        return [
            *head,
            f"private object {node_type_name(name)} : {HARNESS_CLASS}.MultilevelType() {{",
            *common,
            "    override fun child(node: kotlin.Any?, side: kotlin.Int): kotlin.Any? =",
            f"        if (side == 0) {node}.next else if (side == 1) {node}.child else {node}.prev",
            "    override fun setChild(node: kotlin.Any?, side: kotlin.Int, child: kotlin.Any?) {",
            f"        if (side == 0) {node}.next = child as Node? else if (side == 1) {node}.child = child as Node?",
            f"        else {node}.prev = child as Node?",
            "    }",
            *array,
        ]
    kind, (first, second) = (
        ("RandomType", ("next", "random")) if name == RANDOM_LIST else ("NextType", ("left", "right"))
    )
    return [
        *head,
        f"private object {node_type_name(name)} : {HARNESS_CLASS}.{kind}() {{",
        *common,
        "    override fun child(node: kotlin.Any?, side: kotlin.Int): kotlin.Any? =",
        f"        if (side == 0) {node}.{first} else {node}.{second}",
        "    override fun setChild(node: kotlin.Any?, side: kotlin.Int, child: kotlin.Any?) {",
        f"        if (side == 0) {node}.{first} = child as Node? else {node}.{second} = child as Node?",
        "    }",
        *([f"    override fun next(node: kotlin.Any?): kotlin.Any? = {node}.next"] if name == NEXT_TREE else []),
        *array,
    ]


def api_definition(signature: Signature) -> list[str]:
    """LeetCode's parent class of Solution for an API's problem (278, 374), and the case's value its
    API answers from, private to the generated file; nothing for another problem."""
    api = api_driver(signature)
    if api is None:
        return []
    return [
        "private var secret__: kotlin.Int = 0",
        "",
        f"abstract class {API_CLASSES[api]} {{",
        *(f"    {member}" for member in API_MEMBERS[api]),
        "}",
        "",
    ]


def node_answer(type_: Type, value: str) -> str:
    """The generated call's answer: a node type's wrapped with its NodeType for the harness to write."""
    if not type_.has_nodes:
        return value
    many = "false" if type_.is_node else "true"
    return f"{HARNESS_CLASS}.nodeAnswer({value}, {node_type_name(type_.scalar)}, {many})"


def call_source(language: Kotlin, signature: Signature) -> str:
    """The generated Kotlin file the harness's invoke() calls: the arguments converted to their
    declared types by the harness's helpers, then LeetCode's call of the method, in Kotlin (so the
    user's declaration is checked as LeetCode's Kotlin checks it: no Int is widened to a Long, a
    default parameter may be left out). A Unit method answers with the argument it changed. LeetCode's
    node classes the method uses are declared here, and built and written by the harness."""
    head = [
        f'@file:JvmName("{CALL_CLASS}")',
        '@file:Suppress("UNCHECKED_CAST")',
        "",
        *node_definitions(node_classes(signature)),
        *api_definition(signature),
    ]
    if signature.design is not None:
        if signature.calls:
            calls = design_call_lines(signature)
        else:
            calls = iterate_call_lines(signature) if iterated(signature) else round_trip_call_lines(signature)
        return "\n".join([*head, *calls, ""])
    lines = [
        *head,
        f"// LeetCode: {language.declaration(signature)}",
        f"fun {CALL_FUNCTION}(arguments__: kotlin.collections.List<kotlin.Any?>): kotlin.Any? {{",
    ]
    api = api_driver(signature)
    converted, names = argument_lines(signature.params, "arguments__", "    ", linked=signature.links is not None)
    lines += converted
    if api is not None:
        # The case's last argument is what the API answers from: the method is not given it.
        lines.append(f"    secret__ = {HARNESS_CLASS}.toInt(arguments__[{len(signature.params)}])")
    answered = names[signature.answer_index] if signature.in_place and signature.answer_index is not None else None
    if signature.links is not None and api is None:
        if answered is not None:
            # A void method answers with its argument as built, before a link replaced it (237: the
            # list from its head, not the node to delete).
            lines.append(f"    val answered__ = {answered}")
            answered = "answered__"
        lines += link_lines(signature.params, names, signature.links.answer is not None)
    call = f"Solution().{language.method_name(signature)}({', '.join(names)})"
    if signature.links is not None and signature.links.answer is not None:
        # The returned node answered by where it stands among the arguments' nodes.
        lines += [
            f"    val answer__: {kotlin_type(signature.returns, qualified=True)} = {call}",
            f"    return links__.place(answer__, {node_type_name(signature.returns.scalar)})",
        ]
    elif signature.in_place:
        lines += [f"    {call}", f"    return {node_answer(signature.answer_type, answered or 'null')}"]
    else:
        lines += [
            f"    val answer__: {kotlin_type(signature.returns, qualified=True)} = {call}",
            f"    return {node_answer(signature.returns, 'answer__')}",
        ]
    return "\n".join([*lines, "}", ""])


def argument_lines(
    params: tuple[Param, ...], values: str, indent: str, linked: bool = False
) -> tuple[list[str], list[str]]:
    """The generated call's arguments, each converted from the JSON list `values` to its declared
    type by the harness's helpers, as local values named as the parameters: (the lines, the names);
    linked: a node is a variable, which a driver's links may replace (link_lines())."""
    lines, names = [], []
    for position, param in enumerate(params):
        name = f"`{param.name}`"
        names.append(name)
        got = f"{values}[{position}]"
        if param.type.name == ITERATOR:
            converted = f"{HARNESS_CLASS}.iteratorOver({got})"
            lines.append(f"{indent}val {name}: {kotlin_type(param.type, qualified=True)} = {converted}")
        elif param.type.has_nodes:
            kind = "n" if param.type.is_node else "a" if param.type.is_array else "l"
            converted = f"{HARNESS_CLASS}.nodeArgument({got}, {node_type_name(param.type.scalar)}, '{kind}')"
            declared = "var" if linked and param.type.is_node else "val"
            lines.append(f"{indent}{declared} {name} = {converted} as {kotlin_type(param.type, qualified=True)}")
        elif param.type.item is None:
            converted = f"{HARNESS_CLASS}.{_CONVERT[param.type.name]}({got})"
            lines.append(f"{indent}val {name}: {kotlin_type(param.type, qualified=True)} = {converted}")
        else:
            converted = f'{HARNESS_CLASS}.convert({got}, "{shape(param.type)}", 0)'
            lines.append(f"{indent}val {name} = {converted} as {kotlin_type(param.type, qualified=True)}")
    return lines, names


def link_lines(params: tuple[Param, ...], names: list[str], placed: bool) -> list[str]:
    """A driver's links (docs/protocol.md, "Links"), the case's last argument, applied to the node
    arguments built (the harness counts their nodes first), which are then read back: an argument
    that a link replaces came as null. placed: links__ then tells where a returned node stands."""
    types = ", ".join(node_type_name(param.type.name) if param.type.is_node else "null" for param in params)
    kept = "val links__ = " if placed else ""
    joins = f"arguments__[{len(params)}]"
    lines = [
        f"    val linked__ = kotlin.arrayOf<kotlin.Any?>({', '.join(names)})",
        f"    {kept}{HARNESS_CLASS}.link(linked__, kotlin.arrayOf<{HARNESS_CLASS}.NodeType?>({types}), {joins})",
    ]
    for position, (param, name) in enumerate(zip(params, names, strict=True)):
        if param.type.is_node:
            lines.append(f"    {name} = linked__[{position}] as {kotlin_type(param.type, qualified=True)}")
    return lines


def design_call_lines(signature: Signature) -> list[str]:
    """A design problem's generated call: a new object of the class made with the case's first
    arguments, then each operation called in turn with its arguments as their declared types, the
    harness told which call runs (designCall) and handed each result as the call returns it
    (DesignAnswer: null for a Unit method). Each result is taken as its declared type, so the
    user's declarations are checked as LeetCode's calls check them."""
    design = signature.design
    assert design is not None
    declarations = dict(design_declarations(signature))
    made, names = argument_lines(design.constructor, "values__[0]", "    ")
    lines = [
        f"// LeetCode's class: {signature.name}",
        f"fun {CALL_FUNCTION}(arguments__: kotlin.collections.List<kotlin.Any?>): kotlin.Any? {{",
        "    val operations__ = arguments__[0] as kotlin.collections.List<kotlin.String>",
        "    val values__ = arguments__[1] as kotlin.collections.List<kotlin.collections.List<kotlin.Any?>>",
        f"    val answer__ = {HARNESS_CLASS}.DesignAnswer()",
        f"    {HARNESS_CLASS}.designCall = 0",
        f"    // LeetCode: {declarations[None]}",
        *made,
        f"    val object__ = {signature.name}({', '.join(names)})",
        "    var call__ = 1",
        "    while (call__ < operations__.size) {",
        f"        {HARNESS_CLASS}.designCall = call__",
        "        val given__ = values__[call__]",
        "        when (operations__[call__]) {",
    ]
    for method in design.methods:
        converted, names = argument_lines(method.params, "given__", "                ")
        call = f"object__.{identifier(method.name)}({', '.join(names)})"
        if method.returns.name == "void":
            taken = [f"                {call}", "                answer__.addVoid()"]
        else:
            declared = kotlin_type(method.returns, qualified=True)
            taken = [
                f"                val returned__: {declared} = {call}",
                f"                answer__.add({node_answer(method.returns, 'returned__')})",
            ]
        lines += [
            f'            "{method.name}" -> {{',
            f"                // LeetCode: {declarations[method.name]}",
            *converted,
            *taken,
            "            }",
        ]
    lines += [
        '            else -> throw kotlin.IllegalArgumentException("no method " + operations__[call__])',
        "        }",
        "        call__++",
        "    }",
        f"    {HARNESS_CLASS}.designCall = -1",
        "    return answer__",
        "}",
    ]
    return lines


def iterated(signature: Signature) -> bool:
    """Whether the signature's class is an iterator judged by one loop (341: ITERATE)."""
    return signature.links is not None and signature.links.driver == ITERATE


def peeking(signature: Signature) -> bool:
    """Whether the signature's class is 284's PeekingIterator, made from LeetCode's Iterator."""
    design = signature.design
    return design is not None and any(param.type.name == ITERATOR for param in design.constructor)


def iterate_call_lines(signature: Signature) -> list[str]:
    """An iterator judged by one loop (341), as LeetCode's driver runs it: the object made from the
    case's arguments, then next called while hasNext is true, each value handed to the harness as it
    comes (DesignAnswer.iterated(): an iterator that never ends fills the output limit, not the
    heap). Each call is taken as its declared type, under the comment that names its declaration."""
    design = signature.design
    assert design is not None
    declarations = dict(design_declarations(signature))
    made, names = argument_lines(design.constructor, "arguments__", "    ")
    step = next(method for method in design.methods if method.name == "next")
    return [
        f"// LeetCode's class: {signature.name}",
        f"fun {CALL_FUNCTION}(arguments__: kotlin.collections.List<kotlin.Any?>): kotlin.Any? {{",
        f"    // LeetCode: {declarations[None]}",
        *made,
        f"    val object__ = {signature.name}({', '.join(names)})",
        f"    val answer__ = {HARNESS_CLASS}.DesignAnswer.iterated()",
        "    while (true) {",
        f"        // LeetCode: {declarations['hasNext']}",
        "        val more__: kotlin.Boolean = object__.hasNext()",
        "        if (!more__) {",
        "            break",
        "        }",
        f"        // LeetCode: {declarations['next']}",
        f"        val returned__: {kotlin_type(step.returns, qualified=True)} = object__.next()",
        "        answer__.add(returned__)",
        "    }",
        "    return answer__",
        "}",
    ]


def round_trip_call_lines(signature: Signature) -> list[str]:
    """A Codec's round trip (297, 535), as LeetCode's driver runs it: one new object of the class
    encodes the case's value, another (297) or the same one (535) decodes the string it made, and
    the decoded value answers.
    Both calls are taken as their declared types, so the string between them is kotlinc's to check."""
    design = signature.design
    assert design is not None
    declarations = dict(design_declarations(signature))
    there, back = design.methods
    value, names = argument_lines(there.params, "arguments__", "    ")
    return [
        f"// LeetCode's class: {signature.name}",
        f"fun {CALL_FUNCTION}(arguments__: kotlin.collections.List<kotlin.Any?>): kotlin.Any? {{",
        f"    // LeetCode: {declarations[None]}",
        f"    var object__ = {signature.name}()",
        f"    // LeetCode: {declarations[there.name]}",
        *value,
        f"    val text__: {kotlin_type(there.returns, qualified=True)} = object__.{identifier(there.name)}({names[0]})",
        # 297's deserialize on another object (what the first kept in its properties is not there),
        # 535's decode on the one that encoded.
        *([f"    object__ = {signature.name}()"] if round_trip_objects(design) == 2 else []),
        f"    // LeetCode: {declarations[back.name]}",
        f"    val answer__: {kotlin_type(back.returns, qualified=True)} = object__.{identifier(back.name)}(text__)",
        f"    return {node_answer(back.returns, 'answer__')}",
        "}",
    ]


def design_declarations(signature: Signature) -> list[tuple[str | None, str]]:
    """A design class (None) and its methods, each declared as LeetCode's template writes it:
    `class LRUCache(capacity: Int)`, `fun get(key: Int): Int`, `fun put(key: Int, value: Int)`."""
    design = signature.design
    assert design is not None

    def params(items: tuple[Param, ...]) -> str:
        return ", ".join(f"{identifier(param.name)}: {kotlin_type(param.type)}" for param in items)

    def returned(type_: Type) -> str:
        return "" if type_.name == "void" else f": {kotlin_type(type_)}"

    return [
        (None, f"class {signature.name}({params(design.constructor)})"),
        *(
            (method.name, f"fun {identifier(method.name)}({params(method.params)}){returned(method.returns)}")
            for method in design.methods
        ),
    ]


def design_block(signature: Signature) -> list[str]:
    """LeetCode's design template: the class with its constructor's parameters (284's implementing
    Iterator<Int>), its methods (each non-Unit one returning a value of its type, so that the
    starter compiles), and how LeetCode calls them."""
    design = signature.design
    assert design is not None
    declarations = design_declarations(signature)
    # 284's class implements Iterator<Int>, whose next and hasNext it overrides.
    implemented = " : Iterator<Int>" if peeking(signature) else ""
    lines = [f"{declarations[0][1]}{implemented} {{", ""]
    usage = [f" * var obj = {signature.name}({','.join(param.name for param in design.constructor)})"]
    for number, (method, (_, declaration)) in enumerate(zip(design.methods, declarations[1:], strict=True), 1):
        void = method.returns.name == "void"
        body = "        " if void else f"        return {empty_value(method.returns)}"
        override = "override " if implemented and method.name in PEEKING_OVERRIDES else ""
        lines += [f"    {override}{declaration} {{", body, "    }", ""]
        call = f"obj.{identifier(method.name)}({','.join(param.name for param in method.params)})"
        usage.append(f" * {call}" if void else f" * var param_{number} = {call}")
    return [
        *lines,
        "}",
        "",
        "/**",
        f" * Your {signature.name} object will be instantiated and called as such:",
        *usage,
        " */",
    ]


def round_trip_block(signature: Signature) -> list[str]:
    """LeetCode's template of a Codec (297, 535): the class, its two methods under LeetCode's
    comments (each returning a value of its type, so that the starter compiles), and how LeetCode
    calls them, as its Kotlin writes them (ROUND_TRIP_USAGE), else with the driver's two objects."""
    design = signature.design
    assert design is not None
    there, back = design.methods
    declarations = design_declarations(signature)
    lines = [f"{declarations[0][1]} {{"]
    for number, (method, (_, declaration)) in enumerate(zip(design.methods, declarations[1:], strict=True)):
        comment = [ROUND_TRIP_COMMENTS[method.name]] if method.name in ROUND_TRIP_COMMENTS else []
        body = [f"    {declaration} {{", f"        return {empty_value(method.returns)}", "    }"]
        lines += [*([""] if number else []), *comment, *body]
    name = signature.name
    generic = (
        f"var ser = {name}()",
        f"var deser = {name}()",
        f"var data = ser.{identifier(there.name)}({signature.inputs[0].name})",
        f"var ans = deser.{identifier(back.name)}(data)",
    )
    usage = ROUND_TRIP_USAGE.get(there.name, generic)
    return [
        *lines,
        "}",
        "",
        "/**",
        f" * Your {name} object will be instantiated and called as such:",
        *(f" * {line}" for line in usage),
        " */",
    ]


def harness_text() -> str:
    """The Java harness, the same for every signature: its invoke() hands the arguments to the
    generated Kotlin call, and stack traces name the user's file as kotlinc does."""
    return java_harness_text(f"{CALL_CLASS}.{CALL_FUNCTION}", USER_FILE)


# What javac compiles the harness against, once: the generated call's signature, with no body.
CALL_STUB = (
    f"final class {CALL_CLASS} {{ static Object {CALL_FUNCTION}(java.util.List<Object> a) {{ return null; }} }}\n"
)


def _stat_text(path: str) -> str:
    try:
        info = os.stat(path)
    except OSError:
        return f"{path}:?"
    return f"{path}:{info.st_size}:{info.st_mtime_ns}"


# --- made once per toolchain: the harness's classes and the compiler's class-data archive ------------


@functools.cache  # once per process: the files are checked, or made, on the first compile
def prepare(home: str, java: str, javac: str) -> Prepared:
    """The harness compiled by javac, and a class-data archive of kotlinc's classes (the JVM maps
    them instead of loading and verifying them from the 60 MB jar: a compile takes ~1.7 s instead of
    ~4 s), both made once per toolchain in the judge's cache folder, under a lock (grading workers
    wait for the one making them), from the judge's own code only, never a submission's, outside
    the sandbox. The JVM checks the archive against its jar and JDK, and ignores one that does not
    match. A harness that cannot be compiled is a usage error (the JDK is broken), in one line."""
    import hashlib

    from judge.execution.build import cache_folder

    jar = os.path.join(home, "lib", "kotlin-compiler.jar")
    stamps = f"{_stat_text(jar)};{toolchain_identity(javac)};{_stat_text(java)};{COMPILER_JVM_FLAGS}"
    key = hashlib.sha256(f"{stamps};{harness_text()}".encode()).hexdigest()[:16]
    folder_name = os.path.join(os.path.dirname(cache_folder()), "kotlin")
    harness_name = os.path.join(folder_name, f"harness-{key}")
    archive_name = os.path.join(folder_name, f"compiler-{key}.jsa")
    if os.path.isfile(os.path.join(harness_name, f"{HARNESS_CLASS}.class")):  # made before: paths as strings
        return Prepared(harness_name, archive_name if os.path.isfile(archive_name) else None)
    import fcntl
    import shutil
    import subprocess
    from pathlib import Path

    folder, harness, archive = Path(folder_name), Path(harness_name), Path(archive_name)

    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / ".lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not (harness / f"{HARNESS_CLASS}.class").is_file():
                _make(folder, harness, archive, home, java, javac, jar)
    except (OSError, subprocess.SubprocessError) as error:
        raise UsageError(f"cannot prepare Kotlin's harness in {folder}: {error}") from None
    for stale in folder.iterdir():  # an upgraded toolchain's files are never used again
        if stale.name.startswith(("harness-", "compiler-")) and stale not in (harness, archive):
            if stale.is_dir():
                shutil.rmtree(stale, ignore_errors=True)
            else:
                stale.unlink(missing_ok=True)
    return Prepared(str(harness), str(archive) if archive.is_file() else None)


def _make(folder: Path, harness: Path, archive: Path, home: str, java: str, javac: str, jar: str) -> None:
    """Compile the harness into `harness` (the stub of the call left out), then the warm-up file
    with the archive's dump on: only a complete folder and archive get their final names."""
    import subprocess
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory(prefix=".prepare-", dir=folder) as scratch:
        env = prepare_env(scratch)
        classes = os.path.join(scratch, "classes")
        compile_harness(javac, harness_text(), CALL_STUB, classes, scratch)
        Path(scratch, USER_FILE).write_text(WARM_UP, encoding="utf-8")
        Path(scratch, CALL_FILE).write_text(call_source(Kotlin(), parse_signature(WARM_UP_SIGNATURE)), encoding="utf-8")
        made = os.path.join(scratch, "made.jsa")
        dump = [f"-XX:ArchiveClassesAtExit={made}", "-Xlog:cds=off", "-Xlog:cds+dynamic=off"]
        kotlinc = [COMPILER_CLASS, "-kotlin-home", home, "-cp", classes, *KOTLINC_FLAGS, USER_FILE, CALL_FILE]
        command = [java, *COMPILER_JVM_FLAGS, *dump, "-cp", jar, *kotlinc]
        done = subprocess.run(command, cwd=scratch, env=env, capture_output=True, timeout=PREPARE_SECONDS)
        if done.returncode == 0 and os.path.isfile(made):
            os.chmod(made, 0o644)  # the sandbox's unprivileged user maps it
            os.replace(made, archive)
        # Without an archive compiles are only slower; the harness is what they need.
        os.replace(classes, harness)


# --- the compilers' complaints about the generated code, in the user's terms -------------------------


def _generated_declaration(call: str, line: int | None = None) -> str:
    """The declaration LeetCode calls: the generated call's first, or the one whose call is on the
    line (a design class's: the comment above each call names its method's)."""
    lines = call.splitlines()[: line if line is not None else None]
    found = [text for text in lines if text.strip().startswith("// LeetCode: ")]
    if not found:
        return ""
    return (found[0] if line is None else found[-1]).strip().removeprefix("// LeetCode: ")


def _generated_class(call: str) -> str:
    """The class LeetCode's calls make: Solution, or a design problem's."""
    found = re.search(r"// LeetCode's class: (\w+)", call)
    return found.group(1) if found else "Solution"


def _explain_generated_errors(output: str, user_text: str, call_text: str) -> str:
    """kotlinc's output with each error in the generated call replaced by one error on the user's
    declaration of the method (a design class's: the method the failing line calls) that says
    what LeetCode's call needs; the generated code's own lines (its echo, the carets) are dropped."""
    class_name = _generated_class(call_text)
    result: list[str] = []
    seen: set[str] = set()
    skipping = False
    for raw in output.splitlines():
        found = _DIAGNOSTIC.match(raw)
        if found is None:
            if not skipping:
                result.append(raw)
            continue
        skipping = os.path.basename(found.group("file")) == CALL_FILE
        if not skipping:
            result.append(raw)
            continue
        # A node class declared twice: the user's file has the error too, on the user's declaration.
        if not found.group("message").startswith("error") or found.group("message").startswith("error: redeclaration"):
            continue
        declaration = _generated_declaration(call_text, int(found.group("line")) if class_name != "Solution" else None)
        method = re.search(r"(?:fun|class) `?(\w+)`?\(", declaration)
        name = method.group(1) if method else "?"
        line, column = _declaration_place(user_text, name, class_name)
        text = re.sub(r"^error:\s*", "", found.group("message"))
        message = _call_message(text, name, declaration, class_name)
        if message not in seen:
            seen.add(message)
            result.append(f"{USER_FILE}:{line}:{column}: error: {message}")
    return "\n".join(result)


def _explain_redeclared_nodes(output: str, user_text: str, nodes: list[str]) -> str:
    """kotlinc's output with its redeclaration of a node class in the user's file said in the user's
    terms: LeetCode declares the class itself."""
    lines = user_text.splitlines()
    result = []
    for raw in output.splitlines():
        found = _DIAGNOSTIC.match(raw)
        if found is not None and found.group("message").startswith("error: redeclaration"):
            number, column = int(found.group("line")), int(found.group("col"))
            text = lines[number - 1] if 0 < number <= len(lines) else ""
            name = _NAME.match(text, column - 1)
            if name is not None and name.group(0) in nodes:
                raw = (
                    f"{raw.rstrip(':')} of class {name.group(0)} (LeetCode declares {name.group(0)} itself,"
                    " as the comment at the top of its starter shows: leave the declaration out, or in a comment)"
                )
        result.append(raw)
    return "\n".join(result)


def _call_message(text: str, method: str, declaration: str, class_name: str = "Solution") -> str:
    """What kotlinc's complaint about LeetCode's call of the method means for the user."""
    leetcode = f"LeetCode calls {declaration}" if declaration else "LeetCode's call does not compile"
    text = text.rstrip(".")
    if re.match(rf"unresolved reference '{re.escape(class_name)}'", text):
        return f"the file defines no top-level class {class_name}; {leetcode}"
    if re.match(rf"unresolved reference '{re.escape(method)}'", text):
        return f"class {class_name} has no method {method}; {leetcode}"
    mismatch = re.match(r"(?:initializer|return) type mismatch: expected '(.+)', actual '(.+)'", text)
    if mismatch is not None:
        return f"{method} returns {mismatch.group(2)}, not {mismatch.group(1)}; {leetcode}"
    argument = re.match(r"argument type mismatch: actual type is '(.+)', but '(.+)' was expected", text)
    if argument is not None:
        return f"{method} takes {argument.group(2)} where LeetCode passes {argument.group(1)}; {leetcode}"
    if "private" in text or "cannot access" in text:
        return f"{method} cannot be called from outside class {class_name} ({text}); {leetcode}"
    if "no value passed for parameter" in text or "too many arguments" in text:
        return f"{method} takes other parameters than LeetCode passes ({text}); {leetcode}"
    return f"LeetCode's call of {method} does not compile ({text}); {leetcode}"


def _declaration_place(user_text: str, method: str, class_name: str = "Solution") -> tuple[int, int]:
    """(line, column) of the user's `fun <method>`, else of the class, else the last line."""
    code = strip_comments_and_strings(user_text)
    for match in _FUNCTION.finditer(code):
        if match.group(1) == method:
            return code.count("\n", 0, match.start(1)) + 1, match.start(1) - code.rfind("\n", 0, match.start(1))
    found = re.search(rf"\bclass\s+{re.escape(class_name)}\b", code)
    if found is not None:
        return code.count("\n", 0, found.start()) + 1, found.start() - code.rfind("\n", 0, found.start())
    return max(code.count("\n") + (0 if code.endswith("\n") else 1), 1), 1


# --- judge export: the program of one case (Kotlin.standalone; the planning is java.py's) -------------

EXPORT_HELPER = "leetcode.kt"
# Of COMPILER_JVM_FLAGS, what makes kotlinc itself faster in an exported program's build line.
EXPORT_COMPILER_FLAGS = ("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC")


def main_source(language: Kotlin, signature: Signature, case_input: dict[str, Any], comment: list[str]) -> str:
    """main.kt: the case's input built from literals, the call (a design case: the constructor and
    each call in turn, in parts of functions of their own when they outgrow one), the answer printed."""
    functions: list[str] = []
    if signature.design is None:
        body = method_main_lines(language, signature, case_input)
    else:
        body, functions = design_main_lines(signature, case_input)
    lines = [
        "/*",
        *(f" * {line}".rstrip().replace("*/", "* /") for line in comment),
        " */",
        "",
        "fun main() {",
        *body,
        "}",
        *functions,
    ]
    return "\n".join(lines) + "\n"


def method_main_lines(language: Kotlin, signature: Signature, case_input: dict[str, Any]) -> list[str]:
    """main's lines for a solution's method: each argument declared, the call, the answer printed."""
    from judge.languages.standalone import method_arguments

    indent = " " * 4
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
        value_code = kotlin_value(value, type_, indent, literal, declared=True)
        lines.append(f"{indent}val {identifier(name)}: {kotlin_type(type_)} = {value_code}")
    given = ", ".join(identifier(name) for name, _, _ in arguments)
    call = f"Solution().{language.method_name(signature)}({given})"
    if signature.answer is None:
        return [
            *lines,
            f"{indent}val {answer}: {kotlin_type(signature.returns)} = {call}",
            f"{indent}println(LeetCode.toJson({answer}))",
        ]
    changed = f"LeetCode.toJson({identifier(signature.answer)})"
    return [*lines, f"{indent}{call}", f"{indent}println({changed})  // the argument it changes in place"]


def design_main_lines(signature: Signature, case_input: dict[str, Any]) -> tuple[list[str], list[str]]:
    """main's lines for a design case (the object made, each call's result added to answers,
    answers printed), and the functions that make the calls when they are too many for one."""
    from judge.languages.standalone import design_calls

    indent = " " * 4
    calls = design_calls(signature, case_input)
    lines = [
        f"{indent}// Each call's result, null for the constructor and a Unit method.",
        f"{indent}val answers = mutableListOf<Any?>()",
        f"{indent}val obj = {signature.name}({kotlin_arguments(calls[0], indent)})",
        f"{indent}answers.add(null)",
    ]
    parts = call_parts(calls)
    if len(parts) == 1:
        lines += [line for _, call in parts[0] for line in exported_call_lines(call, indent)]
        return [*lines, f"{indent}println(LeetCode.toJson(answers))"], []
    lines.append(f"{indent}// The {len(calls) - 1} calls in parts: the JVM takes at most 64 kB of code in a method.")
    functions: list[str] = []
    for part in parts:
        name = f"calls{part[0][0]}To{part[-1][0]}"
        lines.append(f"{indent}{name}(obj, answers)")
        functions += [
            "",
            f"private fun {name}(obj: {signature.name}, answers: MutableList<Any?>) {{",
            *(line for _, call in part for line in exported_call_lines(call, indent)),
            "}",
        ]
    return [*lines, f"{indent}println(LeetCode.toJson(answers))"], functions


def exported_call_lines(call: Call, indent: str) -> list[str]:
    """One call of a design case on obj, its result (null for a Unit method) added to answers."""
    method = call.method
    assert method is not None
    made = f"obj.{identifier(method.name)}({kotlin_arguments(call, indent)})"
    if method.returns.name == "void":
        return [f"{indent}{made}", f"{indent}answers.add(null)"]
    return [f"{indent}answers.add({made})"]


def kotlin_arguments(call: Call, indent: str) -> str:
    """A design call's arguments as Kotlin code."""
    plain = plain_values([value for value, _ in call.arguments])
    values = zip(call.arguments, plain, strict=True)
    return ", ".join(kotlin_value(value, type_, indent, literal) for (value, type_), literal in values)


def kotlin_value(value: Any, type_: Type, indent: str, plain: bool = True, declared: bool = False) -> str:
    """A value as Kotlin code of its type: a literal, or, not plain, read from its JSON in a raw string
    (declared: a declaration's initializer, whose type tells LeetCode.parse the value's)."""
    if plain:
        return kotlin_literal(value, type_, indent)
    body = [f"{indent}    {line}".replace("$", "${'$'}") for line in json_lines(value)]
    parse = "LeetCode.parse" if declared else f"LeetCode.parse<{kotlin_type(type_)}>"
    return "\n".join([f'{parse}("""', *body, f'{indent}""")'])


def kotlin_literal(value: Any, type_: Type, indent: str, width: int = LINE_WIDTH) -> str:
    """A value as a Kotlin literal of its type: intArrayOf(1, 2), arrayOf(...) (a board one row a
    line), listOf(...), LeetCode.tree(1, null, 2), LeetCode.linked(1, 2), LeetCode.nary(1, null, 2);
    on lines of `width`."""
    if value is None or (type_.is_node and not value):
        return "null"  # an empty tree or linked list too
    if type_.is_node:
        build = f"LeetCode.{EXPORT_BUILDERS[type_.name]}("
        numbers = ["null" if item is None else str(item) for item in value]
        return spread(build, numbers, ")", indent, rows=False, width=width)
    if type_.item is None:
        return kotlin_scalar(value, type_.name)
    item = type_.item
    rows = item.item is not None or item.is_node
    items = [kotlin_literal(each, item, indent + "    ", ROW_WIDTH if rows else LINE_WIDTH) for each in value]
    if type_.is_array and item.item is None and item.name in _PRIMITIVE_ARRAYS:
        opening = f"{_EMPTY_ARRAYS[item.name].removesuffix(')')}"  # intArrayOf(
    else:
        # An empty one names its item's type: nothing else tells it.
        function = "arrayOf" if type_.is_array else "listOf"
        opening = f"{function}<{kotlin_type(item)}>(" if not value else f"{function}("
    return spread(opening, items, ")", indent, rows, comma=True, width=width)


# Kotlin's escapes in a char or string literal; `$` starts a template in a string.
_KOTLIN_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b"}


def kotlin_scalar(value: Any, name: str) -> str:
    """A scalar as a Kotlin literal: 5, 5L, 2.0, true, 'c', "text"."""
    if name == "bool":
        return "true" if value else "false"
    if name == "long":
        # -2^63 has no literal: its digits without the sign overflow a Long.
        return "Long.MIN_VALUE" if value == -(2**63) else f"{value}L"
    if name == "double":
        return repr(float(value))
    if name == "char":
        return f"'{kotlin_text(value, chr(39))}'"
    if name == "string":
        return f'"{kotlin_text(value, chr(34)).replace("$", chr(92) + "$")}"'
    return str(value)


def kotlin_text(text: str, quote: str) -> str:
    """The characters of a char or string literal: the quote, backslashes and controls escaped."""
    escaped = []
    for char in text:
        if char == quote:
            escaped.append("\\" + char)
        elif char in _KOTLIN_ESCAPES:
            escaped.append(_KOTLIN_ESCAPES[char])
        elif not char.isprintable():
            escaped.append("".join(f"\\u{unit:04x}" for unit in utf16_units(char)))
        else:
            escaped.append(char)
    return "".join(escaped)
