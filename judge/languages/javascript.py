"""JavaScript, as LeetCode runs it on Node.js: a function, not a class (`var findMinStep =
function(board, hand) {...};` or `function findMinStep(board, hand) {...}`), called afresh for each case in one
process, so globals keep their values from one case to the next.

Nothing is compiled: the program is javascript_harness.cjs run by node. It loads the user's text unchanged
as a script in the global scope (`vm.Script`, named as the user names the file, so stack traces
and syntax errors carry the user's own line numbers), finds the function, and answers cases over
the protocol. A SyntaxError at load is a compile error.

LeetCode's TreeNode and ListNode are globals the harness defines for a problem that has them (the
starter shows LeetCode's definition in a comment, as LeetCode's template does; a file that defines
its own replaces the global). So is LeetCode's N-ary tree node, `_Node`, for a problem that has one
(only then: solutions of other problems declare a `Node` of their own), and `Node` names it too, as
published solutions written before LeetCode renamed it say `new Node(...)`. So is the `_Node` (and
`Node`) of Copy List with Random Pointer, Clone Graph, Populating Next Right Pointers and Flatten a
Multilevel Doubly Linked List, with that problem's fields (docs/protocol.md, "LeetCode's other node
classes"): an answer of the first two that holds a node built for the input is no copy, a Runtime
Error that says so. The harness builds the arguments from their JSON and writes the answer back
(docs/protocol.md, "Trees and linked lists").
For a problem LeetCode judges with a driver of its own (Linked List Cycle, Intersection of Two Linked
Lists, Lowest Common Ancestor, Delete Node in a Linked List: judge/core/signature.py's DRIVERS), each
case's last argument is the links between those nodes: the harness counts the nodes it built, joins
them as the links say, and answers a returned node by where it stands, found by identity
(docs/protocol.md, "Links"); a void method answers with its argument as built (237: the list).
First Bad Version and Guess Number Higher or Lower call LeetCode's API, which answers from the
case's last argument: 374's `guess` is a global, and 278's file is LeetCode's odd template, a
function `solution` that takes `isBadVersion` and returns the method, called afresh for each case.
A Codec's round trip (Serialize and Deserialize Binary Tree, Encode and Decode TinyURL) is no class
in LeetCode's JavaScript but its two functions, called as `deserialize(serialize(root))`: what the
first returns must be a string, and the second's answer is the case's.
LeetCode's NestedInteger (Mini Parser, Flatten Nested List Iterator) is a global of its problems
too, one class with the whole API of both templates (getList of an integer null, as LeetCode's
JavaScript says; an empty list in TypeScript, as its template says), built from its JSON and
written back (through its methods: a class of the file's own works) without recursion. Flatten
Nested List Iterator's NestedIterator is run as LeetCode's driver runs it, `while (i.hasNext())
a.push(i.next())`, to its end or to the result limit. Peeking Iterator's PeekingIterator is made
from LeetCode's Iterator over the case's list (hasNext and next, a global of that problem only;
next past the end is a Runtime Error), then called as any design class is.

A design problem (LRU Cache, Min Stack) is a class: LeetCode's template writes it as a constructor
function with its methods on the prototype (`LRUCache.prototype.get = function(key) {...};`), and
a `class LRUCache { constructor(capacity) {...} get(key) {...} }` works as well. The harness makes
a new object per case with `new` and calls each operation's method on it, by LeetCode's name.

LeetCode preloads two libraries a solution uses without require: lodash (the global `_`) and
datastructures-js (`PriorityQueue`, `MinPriorityQueue`, `MaxPriorityQueue`, `Queue`, `Deque`), at
the versions LIBRARIES pins. Here they are npm packages installed globally (recommended toolchains:
`judge doctor` names one missing, `.ci/run` installs them); the harness defines each global as an
accessor that requires its package on first use, so a solution that uses none loads none; a solution
may also `require` a package by its name (and node's own modules). Where a package is missing, the
solution's ReferenceError (or require's error) says so and how to install it.

TypeScript (typescript.py) runs tsc's output through the same harness.
"""

from __future__ import annotations

import functools
import os
import re

from judge.core.record import record
from judge.core.signature import (
    APIS,
    BAD_VERSION,
    CYCLE,
    DELETED_NODE,
    DRIVEN_NODES,
    GUESS,
    INTERSECTION,
    ITERATE,
    ITERATOR,
    ROUND_TRIP,
    TREE_NODES,
    Signature,
    Type,
)
from judge.execution.program import DEFAULT_MEMORY_MB, CrashRule, Program
from judge.languages.base import (
    CODEC_COMMENTS,
    Language,
    LeetCodeEnvironment,
    Toolchain,
    blank_comments,
    find_in_npm_package,
    find_tool,
    line_at,
    npm_package_name,
    signature_types,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from judge.core.signature import Method, Param
    from judge.languages.standalone import Standalone

    # library_setup's answer: the globals, the packages by name, the folders to show.
    LibrarySetup = tuple[
        tuple[tuple[str, str | None, str, str], ...], tuple[tuple[str, str | None, str], ...], tuple[str, ...]
    ]

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
    "Node": "_Node|null",  # LeetCode's JavaScript names its N-ary tree node _Node
    # LeetCode's other node classes (judge/core/signature.py's DRIVEN_NODES): _Node too, without its null.
    "RandomListNode": "_Node",
    "GraphNode": "_Node",
    "NextTreeNode": "_Node",
    "MultilevelListNode": "_Node",
    "NestedInteger": "NestedInteger",
    "Iterator": "Iterator",
}
# In an array, LeetCode's JSDoc names the N-ary tree node without its null: `_Node[]`.
_ITEM_TYPES = {"Node": "_Node"}
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
    "Node": "null",
    "RandomListNode": "null",
    "GraphNode": "null",
    "NextTreeNode": "null",
    "MultilevelListNode": "null",
    "NestedInteger": "new NestedInteger()",
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
    "Node": (
        "// Definition for a _Node.",
        "function _Node(val, children) {",
        "   this.val = val;",
        "   this.children = children;",
        "};",
    ),
    "RandomListNode": (
        "// Definition for a _Node.",
        "function _Node(val, next, random) {",
        "   this.val = val;",
        "   this.next = next;",
        "   this.random = random;",
        "};",
    ),
    "GraphNode": (
        "// Definition for a _Node.",
        "function _Node(val, neighbors) {",
        "   this.val = val === undefined ? 0 : val;",
        "   this.neighbors = neighbors === undefined ? [] : neighbors;",
        "};",
    ),
    "NextTreeNode": (
        "// Definition for a _Node.",
        "function _Node(val, left, right, next) {",
        "   this.val = val === undefined ? null : val;",
        "   this.left = left === undefined ? null : left;",
        "   this.right = right === undefined ? null : right;",
        "   this.next = next === undefined ? null : next;",
        "};",
    ),
    "MultilevelListNode": (
        "// Definition for a _Node.",
        "function _Node(val, prev, next, child) {",
        "   this.val = val;",
        "   this.prev = prev;",
        "   this.next = next;",
        "   this.child = child;",
        "};",
    ),
    # LeetCode's JavaScript template declares NestedInteger as a constructor function whose methods
    # it lists, 385's all five, 341's three: the harness's class has them all, so both show them all.
    "NestedInteger": (
        "// The interface of nested lists, which the judge provides: do not implement it.",
        "function NestedInteger() {",
        "",
        "    new NestedInteger() is an empty list; new NestedInteger(value) holds the single integer value.",
        "",
        "    True if this NestedInteger holds a single integer, not a nested list.",
        "    @return {boolean}",
        "    this.isInteger = function() {",
        "        ...",
        "    };",
        "",
        "    The single integer this NestedInteger holds, or null if it holds a nested list.",
        "    @return {integer}",
        "    this.getInteger = function() {",
        "        ...",
        "    };",
        "",
        "    Makes this NestedInteger hold the single integer value.",
        "    @return {void}",
        "    this.setInteger = function(value) {",
        "        ...",
        "    };",
        "",
        "    Makes this NestedInteger a nested list (if it is not one) and appends elem to it.",
        "    @return {void}",
        "    this.add = function(elem) {",
        "        ...",
        "    };",
        "",
        "    The nested list this NestedInteger holds, or null if it holds a single integer.",
        "    @return {NestedInteger[]}",
        "    this.getList = function() {",
        "        ...",
        "    };",
        "};",
    ),
    # LeetCode's JavaScript template of 284 declares the Iterator a PeekingIterator is made from as a
    # constructor function with next and hasNext, in that order: the harness's class.
    "Iterator": (
        "// The interface of the Iterator the judge gives your class: do not implement it.",
        "function Iterator() {",
        "    The next integer; the iterator moves past it.",
        "    @return {number}",
        "    this.next = function() {",
        "        ...",
        "    };",
        "",
        "    True while there are integers left.",
        "    @return {boolean}",
        "    this.hasNext = function() {",
        "        ...",
        "    };",
        "};",
    ),
}

# LeetCode's JavaScript templates of the problems judged by a driver of its own (141, 142, 160, 235,
# 236: judge/core/signature.py's DRIVERS) show older node classes, whose constructors take the value
# alone. The harness's classes are the newer ones for every problem (they take the value alone too).
DRIVEN_NODE_COMMENTS = {
    "ListNode": (
        "Definition for singly-linked list.",
        "function ListNode(val) {",
        "    this.val = val;",
        "    this.next = null;",
        "}",
    ),
    "TreeNode": (
        "Definition for a binary tree node.",
        "function TreeNode(val) {",
        "    this.val = val;",
        "    this.left = this.right = null;",
        "}",
    ),
}

# LeetCode's comment of the API a driver's method calls (judge/core/signature.py's APIS), as its
# JavaScript templates write it, odd spacing and all (374's are TypeScript's too).
GUESS_COMMENT = (
    "/** ",
    " * Forward declaration of guess API.",
    " * @param {number} num   your guess",
    " * @return \t     -1 if num is lower than the guess number",
    " *\t\t\t      1 if num is higher than the guess number",
    " *               otherwise return 0",
    " * var guess = function(num) {}",
    " */",
)
API_COMMENTS = {
    BAD_VERSION: (
        "/**",
        " * Definition for isBadVersion()",
        " * ",
        " * @param {integer} version number",
        " * @return {boolean} whether the version is bad",
        " * isBadVersion = function(version) {",
        " *     ...",
        " * };",
        " */",
    ),
    GUESS: GUESS_COMMENT,
}
# LeetCode's JavaScript template of 278: not the method but `solution`, which LeetCode's driver
# gives isBadVersion and which returns the method. Its body returns an empty answer, as every
# starter's does (starter_body).
BAD_VERSION_TEMPLATE = (
    *API_COMMENTS[BAD_VERSION],
    "",
    "/**",
    " * @param {function} isBadVersion()",
    " * @return {function}",
    " */",
    "var solution = function(isBadVersion) {",
    "    /**",
    "     * @param {integer} n Total versions",
    "     * @return {integer} The first bad version",
    "     */",
    "    return function(n) {",
    "        return 0;",
    "    };",
    "};",
)


def api_driver(signature: Signature) -> str | None:
    """The API the method calls (278's isBadVersion, 374's guess), else None."""
    links = signature.links
    return links.driver if links is not None and links.driver in APIS else None


def api_method_name(signature: Signature) -> str:
    """The function the file defines: the method's name, but `solution` for 278 (LeetCode's
    template wraps the method in a function of isBadVersion) and a Codec's encoding function (the
    first of its two), JavaScript's and TypeScript's alike."""
    if is_round_trip(signature):
        assert signature.design is not None
        return signature.design.methods[0].name
    return "solution" if api_driver(signature) == BAD_VERSION else signature.name


def is_iterated(signature: Signature) -> bool:
    """Whether the signature is an iterator judged by one loop (341), whose templates say so in their
    closing comment and list hasNext before next."""
    return signature.links is not None and signature.links.driver == ITERATE


def iterated_methods(signature: Signature) -> tuple[Method, Method]:
    """An iterator's hasNext and next (judge/core/signature.py checked both are there), in LeetCode's order."""
    design = signature.design
    assert design is not None
    has_next, step = design.method("hasNext"), design.method("next")
    assert has_next is not None and step is not None
    return has_next, step


def is_round_trip(signature: Signature) -> bool:
    """Whether the signature is a Codec's round trip (297, 535), which LeetCode's JavaScript and
    TypeScript write as two functions, not a class."""
    return signature.links is not None and signature.links.driver == ROUND_TRIP


def defines_round_trip(text: str, signature: Signature) -> bool:
    """Whether the source defines both functions of a Codec's round trip (a class's methods are not them)."""
    assert signature.design is not None
    return {method.name for method in signature.design.methods} <= free_functions(text)


# What LeetCode's JavaScript and TypeScript templates of a Codec say each function does, by its name
# and the type of the value that goes there and back (271's encode takes a list of strings).
_CODEC_COMMENTS = {
    **{(name, "TreeNode"): CODEC_COMMENTS[name] for name in ("serialize", "deserialize")},
    **{(name, "string"): CODEC_COMMENTS[name] for name in ("encode", "decode")},
    ("encode", "list<string>"): "Encodes a list of strings to a single string.",
    ("decode", "list<string>"): "Decodes a single string to a list of strings.",
}


def codec_comment(signature: Signature, method: Method) -> str | None:
    """What LeetCode's template says a Codec's function does, when known."""
    return _CODEC_COMMENTS.get((method.name, str(signature.inputs[0].type)))


def round_trip_usage(signature: Signature, value: str) -> list[str]:
    """LeetCode's closing comment of a Codec's template: the two functions, one called on the other's string."""
    assert signature.design is not None
    there, back = signature.design.methods
    return ["Your functions will be called as such:", f"{back.name}({there.name}({value}));"]


# What `judge export` writes beside the solution as leetcode.js, after LeetCode's TreeNode and ListNode
# (NODE_COMMENTS' definitions): the builders of the case's trees and lists, and the printer of the
# answer (an N-ary tree's too: it reads any object with children). Text here, not a file of its own:
# a file beside this module that is not Python is a harness (tests/test_house.py).
LEETCODE_JS = """\
// LeetCode declares them around the solution: solution.js uses them without defining them.
globalThis.TreeNode = TreeNode;
globalThis.ListNode = ListNode;

/** The tree of a level order, null for a missing child: each node takes the next two entries as its children. */
function tree(values) {
    const nodes = values.map((value) => (value === null ? null : new TreeNode(value)));
    let next = 1;
    for (const node of nodes) {
        if (node === null) continue;
        node.left = next < nodes.length ? nodes[next] : null;
        node.right = next + 1 < nodes.length ? nodes[next + 1] : null;
        next += 2;
    }
    return nodes.length > 0 ? nodes[0] : null;
}

/** The linked list of the values. */
function linked(values) {
    let head = null;
    for (let index = values.length - 1; index >= 0; index--) head = new ListNode(values[index], head);
    return head;
}

/**
 * The value as LeetCode prints it: JSON with no spaces, a tree in level order (trailing nulls
 * dropped), a linked list as its values; kind "double" (a double's answer): numbers with five decimals; kind
     * "nodes" (a tree's or a list's answer): null as [], the empty tree or list, as LeetCode shows it.
 */
function toJson(value, kind = "") {
    if (value === null || value === undefined) return kind === "nodes" ? "[]" : "null";
    if (typeof value === "number") return kind === "double" ? value.toFixed(5) : String(value);
    if (Array.isArray(value)) return `[${value.map((item) => toJson(item, kind)).join(",")}]`;
    if (typeof value === "object" && "left" in value && "right" in value) return toJson(levelOrder(value));
    if (typeof value === "object" && "next" in value) return toJson(listValues(value));
    if (typeof value === "object" && "children" in value) return toJson(naryValues(value));
    return JSON.stringify(value);
}

function levelOrder(root) {
    const values = [];
    const queue = [root];
    const seen = new Set();
    for (let index = 0; index < queue.length; index++) {
        const node = queue[index];
        if (node === null || node === undefined) {
            values.push(null);
            continue;
        }
        if (seen.has(node)) throw new Error("the tree has a cycle or a shared node");
        seen.add(node);
        values.push(node.val);
        queue.push(node.left, node.right);
    }
    while (values.length > 0 && values[values.length - 1] === null) values.pop();
    return values;
}

function listValues(head) {
    const values = [];
    const seen = new Set();
    for (let node = head; node !== null && node !== undefined; node = node.next) {
        if (seen.has(node)) throw new Error("the linked list has a cycle");
        seen.add(node);
        values.push(node.val);
    }
    return values;
}

/**
 * An N-ary tree as LeetCode serializes it: the root, null, then each node's children in level
 * order, each group ended by null, trailing nulls dropped.
 */
function naryValues(root) {
    const values = [root.val, null];
    const queue = [root];
    const seen = new Set();
    for (let index = 0; index < queue.length; index++) {
        const node = queue[index];
        if (seen.has(node)) throw new Error("the N-ary tree has a cycle or a shared node");
        seen.add(node);
        for (const child of node.children || []) {
            if (child === null || child === undefined) continue;
            values.push(child.val);
            queue.push(child);
        }
        values.push(null);
    }
    while (values.length > 0 && values[values.length - 1] === null) values.pop();
    return values;
}

module.exports = { tree, linked, toJson };
"""
# What leetcode.js adds for a problem with N-ary trees (only then: another problem's solution may
# declare a Node of its own), after LeetCode's _Node: the builder of the case's trees.
LEETCODE_NARY_JS = """
// LeetCode's N-ary tree node, which solutions written before LeetCode renamed it call Node.
globalThis._Node = _Node;
globalThis.Node = _Node;

/**
 * The N-ary tree of LeetCode's serialization: the root, null, then each node's children in level
 * order, each group ended by null.
 */
function nary(values) {
    if (values.length === 0) return null;
    const root = new _Node(values[0], []);
    const queue = [root];
    let position = 2;
    for (let index = 0; index < queue.length && position < values.length; index++) {
        while (position < values.length && values[position] !== null) {
            const child = new _Node(values[position++], []);
            queue[index].children.push(child);
            queue.push(child);
        }
        position++; // the group's null
    }
    return root;
}

module.exports.nary = nary;
"""


@record(frozen=True)
class Library:
    """An npm package LeetCode's JavaScript and TypeScript preload, and the globals it gives a solution."""

    package: str  # the npm install spec, pinned to LeetCode's version
    names: tuple[tuple[str, str], ...]  # (global, the export it is; "" for the module itself)
    about: str  # what it is, for `judge doctor`

    @property
    def name(self) -> str:
        return npm_package_name(self.package)

    @property
    def version(self) -> str:
        return self.package[len(self.name) + 1 :]

    @property
    def toolchain(self) -> Toolchain:
        """The package as a recommended toolchain: found by its package.json in npm's global node_modules."""
        return Toolchain(
            self.name,
            npm=self.package,
            npm_path="package.json",
            purpose=f"{self.about}, which LeetCode's JavaScript and TypeScript preload",
        )


# LeetCode's help page "What are the environments for the programming languages?" names
# datastructures-js/priority-queue 6.3.2, queue 4.2.3 and deque 1.0.4 (priority-queue 6 since early
# 2025: a MinPriorityQueue takes a function of the element and dequeue() returns the element, where
# 5's took `{ priority }` options and returned `{ element, priority }`), and "lodash.js" with no
# version: 4.17.21, the 4.17 release that stood for years (lodash's API is the same across 4.17).
LIBRARIES = (
    Library("lodash@4.17.21", (("_", ""),), "lodash (the global _)"),
    Library(
        "@datastructures-js/priority-queue@6.3.2",
        (
            ("PriorityQueue", "PriorityQueue"),
            ("MinPriorityQueue", "MinPriorityQueue"),
            ("MaxPriorityQueue", "MaxPriorityQueue"),
        ),
        "@datastructures-js/priority-queue (the globals PriorityQueue, MinPriorityQueue, MaxPriorityQueue)",
    ),
    Library("@datastructures-js/queue@4.2.3", (("Queue", "Queue"),), "@datastructures-js/queue (the global Queue)"),
    Library("@datastructures-js/deque@1.0.4", (("Deque", "Deque"),), "@datastructures-js/deque (the global Deque)"),
)
# What a solution may use without require, as the README's table says it (TypeScript's too).
INCLUDED = (
    "lodash (_) and datastructures-js (PriorityQueue, MinPriorityQueue, MaxPriorityQueue, Queue, Deque),"
    " from npm packages"
)
LIBRARY_TOOLCHAINS = tuple(library.toolchain for library in LIBRARIES)


def library_folder(library: Library) -> str | None:
    """The folder the package is installed in (npm's global node_modules), else None."""
    found = find_in_npm_package(library.name, "package.json")
    return os.path.dirname(found) if found is not None else None


@functools.cache  # the packages do not move while the judge runs
def library_setup() -> LibrarySetup:
    """The setup frame's "libraries": per global, [name, the package's folder (None: not installed),
    the export it is, the sentence its ReferenceError adds when the package is missing]; its
    "packages": per package, [its name, its folder, that sentence], for a solution that requires
    it by name; and the folders the sandbox must show."""
    entries: list[tuple[str, str | None, str, str]] = []
    packages: list[tuple[str, str | None, str]] = []
    folders: list[str] = []
    for library in LIBRARIES:
        folder = library_folder(library)
        if folder is not None and folder not in folders:
            folders.append(folder)
        note = (
            f"LeetCode preloads it from {library.name} {library.version}, which is not installed here;"
            f" install it with: npm install -g {library.package}"
        )
        entries.extend((name, folder, export, note) for name, export in library.names)
        packages.append((library.name, folder, note))
    return tuple(entries), tuple(packages), tuple(folders)


def library_gaps() -> list[str]:
    """What `judge doctor` says of the libraries: each one missing, or installed at another version than LeetCode's."""
    import json

    gaps: list[str] = []
    for library in LIBRARIES:
        folder = library_folder(library)
        if folder is None:
            gaps.append(f"{library.toolchain.purpose}, is missing: {library.toolchain.package}")
            continue
        try:
            with open(os.path.join(folder, "package.json"), encoding="utf-8") as handle:
                version = str(json.load(handle).get("version", ""))
        except (OSError, ValueError, AttributeError):
            version = ""
        if version and version != library.version:
            gaps.append(
                f"{library.name} is {version} here, LeetCode's is {library.version}: npm install -g {library.package}"
            )
    return gaps


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
    return free_functions(text) | methods


def free_functions(text: str) -> set[str]:
    """Names of the functions a JavaScript or TypeScript source defines outside a class (a textual scan)."""
    return {name for pattern in DEFINITIONS for name in pattern.findall(text)}


def uses_nary_trees(signature: Signature) -> bool:
    """Whether the signature takes or gives LeetCode's N-ary tree (Node), anywhere."""
    return any(type_.scalar == "Node" for type_ in signature_types(signature))


def uses_iterator(signature: Signature) -> bool:
    """Whether the signature's class is made from LeetCode's Iterator (284's PeekingIterator)."""
    return any(type_.scalar == ITERATOR for type_ in signature_types(signature))


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
        for line in ("/**", *(f" * {text}".rstrip() for text in comment), " */")
    ]


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "50 JavaScript .js"


class JavaScript(Language):
    name = "javascript"
    title = "JavaScript"
    leetcode = LeetCodeEnvironment(
        toolchain="Node.js 20",
        release=(20,),
        included=INCLUDED,
        declared="nothing: the file is loaded as a script",
    )
    extensions = (".js",)
    aliases = ("js", "node", "nodejs")
    toolchains = (Toolchain("node", apt="nodejs"),)
    recommended = LIBRARY_TOOLCHAINS
    debugger = NODE_INSPECT

    def environment_gaps(self) -> list[str]:
        return library_gaps()

    judges_design = True
    judges_nary_trees = True
    judges_nested_integers = True
    judges_links = frozenset((CYCLE, INTERSECTION, TREE_NODES, DELETED_NODE, *APIS, ROUND_TRIP, ITERATE))
    judges_driven_nodes = frozenset(DRIVEN_NODES)
    judges_iterators = True

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        return body_lines(signature, source, self.method_name(signature))

    def defines(self, text: str, signature: Signature) -> bool:
        # A Codec is two functions here, not a class.
        return defines_round_trip(text, signature) if is_round_trip(signature) else super().defines(text, signature)

    def method_name(self, signature: Signature) -> str:
        return api_method_name(signature)

    def type_name(self, type_: Type) -> str:
        if type_.item is not None:
            return f"{_ITEM_TYPES.get(type_.item.name) or self.type_name(type_.item)}[]"
        return _TYPES[type_.name]

    def defined_methods(self, text: str) -> set[str]:
        return defined_functions(text)

    def missing_solution(self, text: str) -> str | None:
        if _ANY_FUNCTION.search(text):
            return None
        return "defines no function; a solution is LeetCode-style `var name = function(...) {...};`"

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        comments = NODE_COMMENTS if signature.links is None else {**NODE_COMMENTS, **DRIVEN_NODE_COMMENTS}
        return self._starter(signature, about, usage, node_definitions(signature, comments))

    def _starter(self, signature: Signature, about: list[str], usage: list[str], definitions: list[str]) -> str:
        doc = [*about, "", *usage] if about or usage else []
        if is_round_trip(signature):  # LeetCode's template: a blank line after the node's definition
            block = [*([*definitions, ""] if definitions else []), *self._round_trip_block(signature)]
            return "\n".join([*([*comment_block(doc), ""] if doc else []), *block])
        if signature.design is not None:
            block = self._iterated_block(signature) if is_iterated(signature) else self._design_block(signature)
            # LeetCode's template of 284: a blank line after the Iterator's comment.
            gap = [""] if definitions and uses_iterator(signature) else []
            return "\n".join([*([*comment_block(doc), ""] if doc else []), *definitions, *gap, *block])
        api = api_driver(signature)
        if api == BAD_VERSION:
            return "\n".join([*([*comment_block(doc), ""] if doc else []), *BAD_VERSION_TEMPLATE, ""])
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
                *([*API_COMMENTS[api], ""] if api is not None else []),
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
        jsdoc = self._jsdoc
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

    def _iterated_block(self, signature: Signature) -> list[str]:
        """LeetCode's template of an iterator judged by one loop (341): the constructor function, hasNext
        and next on its prototype (JSDoc's @this and @returns, an integer named so), each returning
        an empty value (the starter runs: a Wrong Answer), and the loop that calls them."""
        design = signature.design
        assert design is not None
        constructor = ", ".join(param.name for param in design.constructor)
        lines = [
            "/**",
            " * @constructor",
            *(f" * @param {{{self.type_name(param.type)}}} {param.name}" for param in design.constructor),
            " */",
            f"var {signature.name} = function({constructor}) {{",
            design_body(None, "    "),
            "};",
            "",
        ]
        has_next, step = iterated_methods(signature)
        for method in (has_next, step):
            returns = "integer" if method.returns.name == "int" else self.type_name(method.returns)
            lines += [
                "",
                "/**",
                f" * @this {signature.name}",
                f" * @returns {{{returns}}}",
                " */",
                f"{signature.name}.prototype.{method.name} = function() {{",
                design_body(method, "    "),
                "};",
            ]
        usage = [
            f"Your {signature.name} will be called like this:",
            f"var i = new {signature.name}({constructor}), a = [];",
            f"while (i.{has_next.name}()) a.push(i.{step.name}());",
        ]
        return [*lines, "", "/**", *(f" * {line}" for line in usage), " */", ""]

    def _jsdoc(self, params: tuple[Param, ...], returns: Type | None, about: str | None = None) -> list[str]:
        """A function's JSDoc: what it does (a Codec's, as LeetCode's template says it), its
        parameters' types and its result's (none for a constructor)."""
        tail = [] if returns is None else [f" * @return {{{self.type_name(returns)}}}"]
        return [
            "/**",
            *([f" * {about}", " *"] if about else []),
            *(f" * @param {{{self.type_name(param.type)}}} {param.name}" for param in params),
            *tail,
            " */",
        ]

    def _round_trip_block(self, signature: Signature) -> list[str]:
        """LeetCode's template of a Codec: not a class but its two functions, each returning an
        empty value (the starter runs: a Wrong Answer), and how its driver calls them."""
        assert signature.design is not None
        lines: list[str] = []
        for method in signature.design.methods:
            lines += [
                *self._jsdoc(method.params, method.returns, codec_comment(signature, method)),
                f"var {method.name} = function({', '.join(param.name for param in method.params)}) {{",
                design_body(method, "    "),
                "};",
                "",
            ]
        usage = round_trip_usage(signature, signature.inputs[0].name)
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

    def standalone(self, signature: Signature, source: str, case_input: dict[str, Any], about: list[str]) -> Standalone:
        from judge.languages.standalone import Standalone, comment_lines

        run = "node main.js"
        name = signature.name  # the function, or a design problem's class
        # LeetCode runs the file as a script beside its own code; here main.js requires it as a
        # module, which shares only what it exports: one line added at the end, the rest as written.
        added = f"module.exports = {{ {name} }};  // added by judge export: what main.js takes from this file"
        solution = source + ("\n" if source and not source.endswith("\n") else "") + added + "\n"
        nary = uses_nary_trees(signature)
        classes = "TreeNode, ListNode and _Node" if nary else "TreeNode and ListNode"
        definitions = [
            line
            for name, comment in NODE_COMMENTS.items()
            if name in ("TreeNode", "ListNode") or (nary and name == "Node")
            for line in (f"// {comment[0].removeprefix('// ')}", *comment[1:], "")
        ]
        head = [
            "// What LeetCode's JavaScript gives a solution, for a case exported as a program (written by",
            f"// judge export): its {classes}, and the answer printed as LeetCode shows it.",
            "",
        ]
        lines = [
            *comment_block(comment_lines(about, "", run)),
            "",
            f'const leetcode = require("./leetcode.js");  // LeetCode\'s {classes}, and the printer',
            f'const {{ {name} }} = require("./solution.js");',
            "",
            *main_lines(signature, case_input, None, ""),
        ]
        files = (
            ("leetcode.js", "\n".join([*head, *definitions]) + LEETCODE_JS + (LEETCODE_NARY_JS if nary else "")),
            ("solution.js", solution),
            ("main.js", "\n".join(lines) + "\n"),
        )
        return Standalone(files=files, build="", run=run)


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


def body_lines(signature: Signature, text: str, method: str) -> tuple[str, ...]:
    """Where node inspect stops in a solution: the line after each definition of the method (the
    function the file defines, `method`; or a design class's constructor and methods), where its
    body starts as LeetCode's template writes it (V8 moves a breakpoint on a blank line on to the
    next statement)."""
    wanted = {method} if signature.design is None else {signature.name, "constructor"}
    wanted |= {method.name for method in signature.design.methods} if signature.design is not None else set()
    code = blank_comments(text)
    found = {
        line_at(code, match.start()) + 1
        for pattern in (*DEFINITIONS, *(CLASS_METHODS if signature.design is not None else ()))
        for match in pattern.finditer(code)
        if match.group(1) in wanted
    }
    return tuple(str(line) for line in sorted(found))


# V8's old space, as a share of the memory limit. Node itself and V8's young generation hold some
# 50-60 MB beside it: at 0.75 of 256 MB a solution whose live data reached ~100 MB (problem 113's
# chain of 5,000, a copy of the path per node) peaked at 241-247 MB, and on a busy machine, where
# the collector ran later, over the limit; at 0.65, 217-222 MB.
HEAP_SHARE = 0.65


def node_program(setup: dict[str, Any], memory_mb: int) -> Program:
    """The harness run by node on a setup frame that also carries the (JavaScript) source.

    V8's heap (its old space) is limited to HEAP_SHARE of the run's memory limit: a submission that
    fills it dies with "JavaScript heap out of memory" (Memory Limit Exceeded). The supervisor
    watches resident memory against the whole limit (node itself holds about 40 MB, and the young
    generation more): with an old space as large as the limit, V8 collected so lazily that garbage
    left by earlier cases took a solution that holds 216 MB over 256 MB on a later case.

    The frame also says where LeetCode's preloaded libraries are (library_setup), whose folders
    the sandbox shows read-only: the harness requires a package only when the solution first
    names one of its globals, or requires it by name.
    """
    node = find_tool("node") or "node"
    heap_mb = max(16, int(memory_mb * HEAP_SHARE))
    command = (node, f"--max-old-space-size={heap_mb}", f"--stack-size={STACK_KB}", HARNESS)
    libraries, packages, folders = library_setup()
    return Program(
        command,
        {**setup, "libraries": libraries, "packages": packages},
        str(setup["filename"]),
        files=(HARNESS,),
        visible=(*node_folders(), *folders),
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


def main_lines(
    signature: Signature, case_input: dict[str, Any], typed: Callable[[Type], str] | None, indent: str
) -> list[str]:
    """The statements of JavaScript's main (and, each declaration typed, TypeScript's): the case's
    arguments as constants, the call and its answer printed; a design case: the object made and
    each call made in turn, its result kept as JSON (null for the constructor and a void method)."""
    from judge.languages.standalone import design_calls, method_arguments

    def constant(name: str, type_: Type | None) -> str:
        return f"{indent}const {name}" + (f": {typed(type_)}" if typed is not None and type_ is not None else "")

    def doubles(type_: Type) -> str:
        """How toJson prints the type: a double with five decimals, a null node as the empty one."""
        return ', "double"' if type_.scalar == "double" else ', "nodes"' if type_.has_nodes else ""

    if signature.design is not None:
        lines = [f"{constant('answers', Type('list', Type('string')))} = [];  // each call's result, as JSON"]
        for step in design_calls(signature, case_input):
            given = ", ".join(script_literal(value, type_, indent) for value, type_ in step.arguments)
            if step.method is None:
                lines += [f"{constant('obj', None)} = new {signature.name}({given});", f'{indent}answers.push("null");']
            elif step.method.returns.name == "void":
                lines += [f"{indent}obj.{step.method.name}({given});", f'{indent}answers.push("null");']
            else:
                returned = f"obj.{step.method.name}({given})"
                lines.append(f"{indent}answers.push(leetcode.toJson({returned}{doubles(step.method.returns)}));")
        return [*lines, f'{indent}console.log(`[${{answers.join(",")}}]`);']
    arguments = method_arguments(signature, case_input)
    lines = [f"{constant(name, type_)} = {script_literal(value, type_, indent)};" for name, value, type_ in arguments]
    call = f"{signature.name}({', '.join(name for name, _, _ in arguments)})"
    if signature.answer is not None:
        changed = f"leetcode.toJson({signature.answer}{doubles(signature.answer_type)})"
        return [*lines, f"{indent}{call};", f"{indent}console.log({changed});  // the argument it changes in place"]
    answer = "answer" if all(name != "answer" for name, _, _ in arguments) else "answer_"
    printed = f"leetcode.toJson({answer}{doubles(signature.returns)})"
    return [*lines, f"{constant(answer, signature.returns)} = {call};", f"{indent}console.log({printed});"]


def script_literal(value: Any, type_: Type, indent: str) -> str:
    """A value of the case as JavaScript (and TypeScript) code, in a statement at that indent: a
    tree or a linked list built by leetcode's helpers, a board (or a list of lists) a row a line."""
    import json

    if value is None:
        return "null"
    if type_.is_node:
        build = {"TreeNode": "leetcode.tree", "ListNode": "leetcode.linked", "Node": "leetcode.nary"}[type_.name]
        return f"{build}({script_literal(value, Type('list', Type('int')), indent)})"
    if type_.item is None:
        return json.dumps(value, ensure_ascii=False)
    inner = indent + "    "
    items = [script_literal(item, type_.item, inner) for item in value]
    if value and (type_.item.item is not None or type_.item.is_node):
        return "[\n" + "".join(f"{inner}{item},\n" for item in items) + f"{indent}]"
    return "[" + ", ".join(items) + "]"
