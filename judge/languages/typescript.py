"""TypeScript, as LeetCode runs it: a typed function (`function findMinStep(board: string, hand: string): number
{...}`) checked by tsc with LeetCode's options, then run as JavaScript on Node.js, so a type error
is a Compile Error.

The build folder holds the user's text unchanged as solution.ts, a declaration file for what
LeetCode's environment has without @types/node (console; for a problem with trees or linked lists,
LeetCode's TreeNode and ListNode classes, and for one with N-ary trees, a list with random pointers,
a graph, a tree with next pointers or a multilevel doubly linked list its `_Node` of that problem,
save one a script declares itself), and tsconfig.json
(LeetCode's --alwaysStrict --strictBindCallApply --strictFunctionTypes, not --strict; ES2022
output; no type packages). tsc writes solution.js and its source map; build() hands the JavaScript
to the JavaScript harness (javascript_harness.cjs), named as the user names the .ts file, with a table from
the lines and columns of tsc's output back to the user's lines (from the source map), so runtime
errors name the user's lines although tsc drops type-only lines and adds "use strict".

A file with `export` is a module to tsc: it is compiled as CommonJS and run with `exports` defined.

LeetCode's preloaded libraries (javascript.py's LIBRARIES: lodash's `_`, datastructures-js's
queues) are globals to tsc too: judge_env.d.ts declares each as the package's own types have it
(`_` as any: lodash ships no types), save one a script declares itself, whether or not the package
is installed here (a missing one is said at run time, by the harness).

LeetCode's driver is TypeScript too: it calls the function with arguments of the declared types
and keeps the result in a variable of the declared return type (an in-place method's call is a
statement), so a declaration that does not match (`n: string` where LeetCode passes a number) is a
Compile Error there, though the JavaScript would run. So tsc also compiles judge_call.ts, generated
from the signature: that call, in a function nothing calls (tsc writes judge_call.js, which never
runs, and solution.js and its map are as without it). Against a script it names the function (a
global); against a module it imports the module and takes the function's type from its exports (a
module that does not export it is not checked: the harness finds it all the same). Its complaints
are said on the line of the user's declaration, naming LeetCode's.

A design problem (LRU Cache, Min Stack) is a class, as LeetCode's template writes it (`class
LRUCache { constructor(capacity: number) {...} get(key: number): number {...} }`), run by the same
harness. Its judge_call.ts makes the object and calls every method as the template's closing
comment shows, each result kept as its declared type; a complaint names the call of LeetCode's
it is about.

A problem LeetCode judges with a driver of its own (141, 142, 160, 235, 236, 237) runs as in
JavaScript: the harness joins the nodes it built as the case's links say (docs/protocol.md, "Links"),
and judge_call.ts calls the function with the method's own parameters (`head`, not `head, pos`).
So do First Bad Version and Guess Number Higher or Lower, whose method calls LeetCode's API: 374's
`guess` is declared to tsc as a global in its problem only (a file of its own may declare it), and
278's template is JavaScript's `solution`, given `isBadVersion: any`, which judge_call.ts calls so.
A Codec's round trip (297, 535) is two functions, as in JavaScript, not a class: judge_call.ts calls
them as LeetCode's closing comment does, `deserialize(serialize(root))`, the string between them
kept as a string.
LeetCode's NestedInteger (341, 385) is declared to tsc as its TypeScript template has it, without
null in its types (`deserialize(s: string): NestedInteger`); 341's iterator is run to its end by
the harness, as in JavaScript. 284's PeekingIterator is given the harness's Iterator, as in
JavaScript; to tsc, the bare name `Iterator` is the ES library's interface extended with LeetCode's
hasNext and a next() that gives a number (NODE_DECLARATIONS says why not a class).
"""

from __future__ import annotations

import json
import os
import re

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
    NESTED_INTEGER,
    ROUND_TRIP,
    TREE_NODES,
    Signature,
    Type,
)
from judge.execution.program import DEFAULT_MEMORY_MB, Program, WarmCompile
from judge.languages.base import (
    BuildPlan,
    Language,
    LeetCodeEnvironment,
    Toolchain,
    find_tool,
    line_at,
    program_identity,
    signature_types,
)
from judge.languages.javascript import (
    DEFINITIONS,
    GUESS_COMMENT,
    INCLUDED,
    LIBRARIES,
    LIBRARY_TOOLCHAINS,
    NODE_ENV,
    NODE_INSPECT,
    api_driver,
    api_method_name,
    body_lines,
    codec_comment,
    comment_block,
    declaration,
    defined_functions,
    defines_round_trip,
    design_body,
    design_declarations,
    design_usage,
    in_place_note,
    is_iterated,
    is_round_trip,
    iterated_methods,
    library_gaps,
    main_lines,
    node_definitions,
    node_folders,
    node_program,
    round_trip_usage,
    starter_body,
    uses_nary_trees,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.compile_error import CompileError
    from judge.core.signature import Param
    from judge.languages.standalone import Standalone

USER_FILE = "solution.ts"
OUTPUT_FILE = "solution.js"
MAP_FILE = "solution.js.map"
DECLARATIONS_FILE = "judge_env.d.ts"
CONFIG_FILE = "tsconfig.json"
# tsc kept running, build after build, while many files are compiled (judge/execution/warm_compiler.py).
COMPILER_SERVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "typescript_harness", "compiler_server.cjs")
CALL_FILE = "judge_call.ts"  # LeetCode's call of the function, type-checked only (generated)
CALL_MODULE = "judgeSolution__"  # the user's module, as the call file imports it

# What the runtime has that TypeScript's ES libraries do not declare (there is no @types/node here,
# and lib.dom would declare hundreds of browser globals, `name` and `length` among them, that
# clash with a solution's own top-level names).
DECLARATIONS = """\
// Generated by the judge: what the runtime provides besides the ES2023 library.
interface Console {
    log(...data: any[]): void;
    error(...data: any[]): void;
    warn(...data: any[]): void;
    info(...data: any[]): void;
    debug(...data: any[]): void;
    trace(...data: any[]): void;
    dir(item?: any, options?: any): void;
    table(tabularData?: any, properties?: string[]): void;
    assert(condition?: boolean, ...data: any[]): void;
    count(label?: string): void;
    time(label?: string): void;
    timeEnd(label?: string): void;
    group(...data: any[]): void;
    groupEnd(): void;
}
declare var console: Console;
declare var process: {
    stdout: { write(text: string): boolean };
    stderr: { write(text: string): boolean };
};
declare function structuredClone<T>(value: T): T;
"""
# LeetCode's node classes, as its TypeScript template shows them in a comment: globals of a problem
# with trees or linked lists, provided by the harness (javascript_harness.cjs) at run time. A script that
# declares one itself gets its own in place of this one (a module's stays its own anyway).
NODE_DECLARATIONS = {
    "ListNode": """\
declare class ListNode {
    val: number;
    next: ListNode | null;
    constructor(val?: number, next?: ListNode | null);
}
""",
    "TreeNode": """\
declare class TreeNode {
    val: number;
    left: TreeNode | null;
    right: TreeNode | null;
    constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null);
}
""",
    # LeetCode's templates of N-ary tree problems differ in the constructor: `(v: number)` in some,
    # `(val?: number, children?: _Node[])` in others. Declared as the latter, both kinds of call compile.
    "Node": """\
declare class _Node {
    val: number;
    children: _Node[];
    constructor(val?: number, children?: _Node[]);
}
""",
    # LeetCode's other node classes (judge/core/signature.py's DRIVEN_NODES), each _Node in its problems.
    "RandomListNode": """\
declare class _Node {
    val: number;
    next: _Node | null;
    random: _Node | null;
    constructor(val?: number, next?: _Node, random?: _Node);
}
""",
    "GraphNode": """\
declare class _Node {
    val: number;
    neighbors: _Node[];
    constructor(val?: number, neighbors?: _Node[]);
}
""",
    "NextTreeNode": """\
declare class _Node {
    val: number;
    left: _Node | null;
    right: _Node | null;
    next: _Node | null;
    constructor(val?: number, left?: _Node, right?: _Node, next?: _Node);
}
""",
    "MultilevelListNode": """\
declare class _Node {
    val: number;
    prev: _Node | null;
    next: _Node | null;
    child: _Node | null;
    constructor(val?: number, prev?: _Node, next?: _Node, child?: _Node);
}
""",
    # LeetCode's NestedInteger (341, 385): no null in its types, getList of an integer an empty list.
    "NestedInteger": """\
declare class NestedInteger {
    constructor(value?: number);
    isInteger(): boolean;
    getInteger(): number | null;
    setInteger(value: number): void;
    add(elem: NestedInteger): void;
    getList(): NestedInteger[];
}
""",
    # LeetCode's Iterator (284), `constructor(iterator: Iterator)` in its template, where the ES
    # library already has a generic interface Iterator, which a class of that name would clash with
    # (and a solution file is a script: nothing can hide the global). So that interface is extended
    # instead: the bare name means Iterator<number>, with hasNext, and next() with no argument gives
    # a number. It stays an IteratorResult as well, for a Map's keys() and the like: only their
    # library's own declarations disagree, and tsc does not check those (skipLibCheck).
    "Iterator": """\
interface Iterator<T = number, TReturn = any, TNext = any> {
    hasNext(): boolean;
    next(): number & IteratorResult<T, TReturn>;
}
""",
}
# LeetCode's preloaded libraries as tsc sees them, one global each: the classes as the packages' own
# declarations type them (@datastructures-js/priority-queue 6.3.2, queue 4.2.3, deque 1.0.4; the
# heap a priority queue may be given is left untyped, its class being no global), lodash's `_` as
# any (lodash ships no declarations, and LeetCode names no @types/lodash).
_QUEUE_METHODS = """\
    [Symbol.iterator](): Iterator<T, any, undefined>;
    size(): number;
    isEmpty(): boolean;
    front(): T | null;
    back(): T | null;
    enqueue(value: T): {name}<T>;
    push(value: T): {name}<T>;
    dequeue(): T | null;
    pop(): T | null;
    remove(callback: (value: T) => boolean): T[];
    contains(callback: (value: T) => boolean): boolean;
    toArray(): T[];
    clear(): void;
"""
LIBRARY_DECLARATIONS = {
    "_": "declare var _: any;\n",
    "PriorityQueue": "declare class PriorityQueue<T> {\n"
    "    constructor(compare: (a: T, b: T) => number, values?: T[]);\n"
    + _QUEUE_METHODS.replace("{name}", "PriorityQueue")
    + "    static fromArray<T>(values: T[], compare: (a: T, b: T) => number): PriorityQueue<T>;\n}\n",
    **{
        name: f"declare class {name}<T> {{\n"
        "    constructor(getCompareValue?: (value: T) => number | string, heap?: unknown);\n"
        + _QUEUE_METHODS.replace("{name}", name)
        + f"    static fromArray<T>(values: T[], getCompareValue?: (value: T) => number | string): {name}<T>;\n}}\n"
        for name in ("MinPriorityQueue", "MaxPriorityQueue")
    },
    "Queue": """\
declare class Queue<T> {
    constructor(elements?: T[]);
    isEmpty(): boolean;
    size(): number;
    enqueue(element: T): Queue<T>;
    push(element: T): Queue<T>;
    dequeue(): T;
    pop(): T;
    front(): T;
    back(): T;
    toArray(): T[];
    clear(): void;
    clone(): Queue<T>;
    static fromArray<T>(elements: T[]): Queue<T>;
}
""",
    "Deque": """\
declare class Deque<T> {
    constructor(elements?: T[]);
    pushFront(element: T): Deque<T>;
    pushBack(element: T): Deque<T>;
    popFront(): T;
    popBack(): T;
    front(): T;
    back(): T;
    toArray(): T[];
    isEmpty(): boolean;
    size(): number;
    clear(): void;
    clone(): Deque<T>;
    static fromArray<T>(elements: T[]): Deque<T>;
}
""",
}
# The same libraries as modules, for a module's `import { MinPriorityQueue } from
# "@datastructures-js/priority-queue"` or `import * as _ from "lodash"` (the harness's require gives
# the package at run time): each exports the globals above, lodash its `_` as the module itself.
PACKAGE_DECLARATIONS = "".join(
    f'declare module "{library.name}" {{\n    const module: typeof _;\n    export = module;\n}}\n'
    if library.names == (("_", ""),)
    else f'declare module "{library.name}" {{\n'
    + "".join(f"    const {name}_: typeof {name};\n" for name, _ in library.names)
    + f"    export {{ {', '.join(f'{name}_ as {export}' for name, export in library.names)} }};\n}}\n"
    for library in LIBRARIES
)
# The older name of _Node, for a script that does not declare a Node of its own (declarations()).
NODE_ALIAS = "type Node = _Node;\ndeclare const Node: typeof _Node;\n"
# The class each node type is in TypeScript: LeetCode names the N-ary tree's _Node.
NODE_CLASSES = {
    "ListNode": "ListNode",
    "TreeNode": "TreeNode",
    "Node": "_Node",
    "RandomListNode": "_Node",
    "GraphNode": "_Node",
    "NextTreeNode": "_Node",
    "MultilevelListNode": "_Node",
    "NestedInteger": "NestedInteger",
    "Iterator": "Iterator",
}
# _Node as `judge export` writes it: the template of LeetCode's N-ary tree problems that takes both
# kinds of call (as NODE_DECLARATIONS does), so what the judge compiles, the exported program does.
EXPORT_NARY_CLASS = (
    "Definition for _Node (as LeetCode's templates of N-ary tree problems write it with children).",
    "class _Node {",
    "    val: number",
    "    children: _Node[]",
    "    constructor(val?: number, children?: _Node[]) {",
    "        this.val = (val===undefined ? 0 : val)",
    "        this.children = (children===undefined ? [] : children)",
    "    }",
    "}",
)
# LeetCode's comment above a starter that uses a node type.
NODE_COMMENTS = {
    "ListNode": (
        "Definition for singly-linked list.",
        "class ListNode {",
        "    val: number",
        "    next: ListNode | null",
        "    constructor(val?: number, next?: ListNode | null) {",
        "        this.val = (val===undefined ? 0 : val)",
        "        this.next = (next===undefined ? null : next)",
        "    }",
        "}",
    ),
    "TreeNode": (
        "Definition for a binary tree node.",
        "class TreeNode {",
        "    val: number",
        "    left: TreeNode | null",
        "    right: TreeNode | null",
        "    constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {",
        "        this.val = (val===undefined ? 0 : val)",
        "        this.left = (left===undefined ? null : left)",
        "        this.right = (right===undefined ? null : right)",
        "    }",
        "}",
    ),
    "Node": (
        "Definition for _Node.",
        "class _Node {",
        "    val: number",
        "    children: _Node[]",
        "    constructor(v: number) {",
        "        this.val = v;",
        "        this.children = [];",
        "    }",
        "}",
    ),
    "RandomListNode": (
        "Definition for _Node.",
        "class _Node {",
        "    val: number",
        "    next: _Node | null",
        "    random: _Node | null",
        "",
        "    constructor(val?: number, next?: _Node, random?: _Node) {",
        "        this.val = (val===undefined ? 0 : val)",
        "        this.next = (next===undefined ? null : next)",
        "        this.random = (random===undefined ? null : random)",
        "    }",
        "}",
    ),
    "GraphNode": (
        "Definition for _Node.",
        "class _Node {",
        "    val: number",
        "    neighbors: _Node[]",
        "",
        "    constructor(val?: number, neighbors?: _Node[]) {",
        "        this.val = (val===undefined ? 0 : val)",
        "        this.neighbors = (neighbors===undefined ? [] : neighbors)",
        "    }",
        "}",
        "",
    ),
    "NextTreeNode": (
        "Definition for _Node.",
        "class _Node {",
        "    val: number",
        "    left: _Node | null",
        "    right: _Node | null",
        "    next: _Node | null",
        "",
        "    constructor(val?: number, left?: _Node, right?: _Node, next?: _Node) {",
        "        this.val = (val===undefined ? 0 : val)",
        "        this.left = (left===undefined ? null : left)",
        "        this.right = (right===undefined ? null : right)",
        "        this.next = (next===undefined ? null : next)",
        "    }",
        "}",
    ),
    "MultilevelListNode": (
        "Definition for _Node.",
        "class _Node {",
        "    val: number",
        "    prev: _Node | null",
        "    next: _Node | null",
        "    child: _Node | null",
        "",
        "    constructor(val?: number, prev? : _Node, next? : _Node, child? : _Node) {",
        "        this.val = (val===undefined ? 0 : val);",
        "        this.prev = (prev===undefined ? null : prev);",
        "        this.next = (next===undefined ? null : next);",
        "        this.child = (child===undefined ? null : child);",
        "    }",
        "}",
    ),
    # LeetCode's TypeScript template declares NestedInteger as a class whose methods it lists (341's
    # and 385's alike): the harness's class.
    "NestedInteger": (
        "// The interface of nested lists, which the judge provides: do not implement it.",
        "class NestedInteger {",
        "    No value: an empty list; else a single integer equal to value.",
        "    constructor(value?: number) {",
        "        ...",
        "    };",
        "",
        "    True if this NestedInteger holds a single integer, not a nested list.",
        "    isInteger(): boolean {",
        "        ...",
        "    };",
        "",
        "    The single integer this NestedInteger holds, or null if it holds a nested list.",
        "    getInteger(): number | null {",
        "        ...",
        "    };",
        "",
        "    Makes this NestedInteger hold the single integer value.",
        "    setInteger(value: number) {",
        "        ...",
        "    };",
        "",
        "    Makes this NestedInteger a nested list (if it is not one) and appends elem to it.",
        "    add(elem: NestedInteger) {",
        "        ...",
        "    };",
        "",
        "    The nested list this NestedInteger holds, or an empty list if it holds a single integer.",
        "    getList(): NestedInteger[] {",
        "        ...",
        "    };",
        "};",
    ),
    # LeetCode's TypeScript template of 284 declares the Iterator a PeekingIterator is made from as a
    # class with hasNext and next, in that order.
    "Iterator": (
        "// The interface of the Iterator the judge gives your class: do not implement it.",
        "class Iterator {",
        "     True while there are integers left.",
        "     hasNext(): boolean {}",
        "",
        "     The next integer; the iterator moves past it.",
        "     next(): number {}",
        "}",
    ),
}

# LeetCode's TypeScript template of 278: JavaScript's `solution` (javascript.py), typed, under a
# comment of the API copied from another problem's. Its method returns an empty answer, as every
# starter's does (starter_body), so that it compiles.
BAD_VERSION_TEMPLATE = (
    "/**",
    " * The knows API is defined in the parent class Relation.",
    " * isBadVersion(version: number): boolean {",
    " *     ...",
    " * };",
    " */",
    "",
    "var solution = function(isBadVersion: any) {",
    "",
    "    return function(n: number): number {",
    "        return 0;",
    "    };",
    "};",
)
# The API a driver's method calls as a global, as tsc sees it in its problem alone (judge_env.d.ts):
# 278's isBadVersion is an argument of `solution`, no global.
API_DECLARATIONS = {GUESS: "declare function guess(num: number): number;\n"}

COMPILER_OPTIONS: dict[str, Any] = {
    # LeetCode's own options: --alwaysStrict --strictBindCallApply --strictFunctionTypes, not --strict,
    # so implicit any and possibly-undefined values pass. Said in full: TypeScript 7 turns strict on.
    "strict": False,
    "alwaysStrict": True,
    "strictBindCallApply": True,
    "strictFunctionTypes": True,
    "noImplicitAny": False,
    "strictNullChecks": False,
    "target": "ES2022",
    # ES2023's library: node 20 has its methods (Array.prototype.findLast, toSorted, ...).
    "lib": ["ES2023"],
    "module": "commonjs",  # only a file with import/export is a module; a plain script stays one
    "types": [],  # no @types packages, whatever a folder above the build folder holds
    "noEmitOnError": True,
    "pretty": False,  # one line per message: file(line,col): error TSnnnn: text
    "sourceMap": True,
    "outDir": ".",
    "newLine": "lf",
    "skipLibCheck": True,  # the libraries' own declarations are not re-checked: 0.47 s instead of 0.73 s
}
CONFIG = (
    json.dumps({"compilerOptions": COMPILER_OPTIONS, "files": [USER_FILE, DECLARATIONS_FILE, CALL_FILE]}, indent=2)
    + "\n"
)

# What `judge export` writes as leetcode.ts after LeetCode's TreeNode and ListNode: the builders of
# the case's trees and lists, and the printer of the answer (an N-ary tree's too: it reads any object
# with children), in a namespace (tsc makes one script of it, the solution and the main: plain names
# could clash with the solution's). Text here, not a file of its own: a file beside this module
# that is not Python is a harness (tests/test_house.py).
LEETCODE_TS = """\
namespace leetcode {
    /** The tree of a level order, null for a missing child: each node takes the next two entries as its children. */
    export function tree(values: Array<number | null>): TreeNode | null {
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
    export function linked(values: number[]): ListNode | null {
        let head: ListNode | null = null;
        for (let index = values.length - 1; index >= 0; index--) head = new ListNode(values[index], head);
        return head;
    }

    /**
     * The value as LeetCode prints it: JSON with no spaces, a tree in level order (trailing nulls
     * dropped), a linked list as its values; kind "double" (a double's answer): numbers with five decimals; kind
     * "nodes" (a tree's or a list's answer): null as [], the empty tree or list, as LeetCode shows it.
     */
    export function toJson(value: unknown, kind = ""): string {
        if (value === null || value === undefined) return kind === "nodes" ? "[]" : "null";
        if (typeof value === "number") return kind === "double" ? value.toFixed(5) : String(value);
        if (Array.isArray(value)) return `[${value.map((item) => toJson(item, kind)).join(",")}]`;
        if (typeof value === "object" && "left" in value && "right" in value) {
            return toJson(levelOrder(value as TreeNode));
        }
        if (typeof value === "object" && "next" in value) return toJson(listValues(value as ListNode));
        if (typeof value === "object" && "children" in value) return toJson(naryValues(value as NaryNode));
        return JSON.stringify(value);
    }

    function levelOrder(root: TreeNode): Array<number | null> {
        const values: Array<number | null> = [];
        const queue: Array<TreeNode | null> = [root];
        const seen = new Set<TreeNode>();
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

    function listValues(head: ListNode): number[] {
        const values: number[] = [];
        const seen = new Set<ListNode>();
        for (let node: ListNode | null = head; node !== null && node !== undefined; node = node.next) {
            if (seen.has(node)) throw new Error("the linked list has a cycle");
            seen.add(node);
            values.push(node.val);
        }
        return values;
    }

    /** An N-ary tree's node as the printer reads it (LeetCode's _Node, declared only for its problems). */
    interface NaryNode {
        val: number;
        children: Array<NaryNode | null> | null;
    }

    /**
     * An N-ary tree as LeetCode serializes it: the root, null, then each node's children in level
     * order, each group ended by null, trailing nulls dropped.
     */
    function naryValues(root: NaryNode): Array<number | null> {
        const values: Array<number | null> = [root.val, null];
        const queue: NaryNode[] = [root];
        const seen = new Set<NaryNode>();
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
}
"""
# What leetcode.ts adds for a problem with N-ary trees (only then: another problem's solution may
# declare a _Node of its own), after LeetCode's _Node: the builder of the case's trees.
LEETCODE_NARY_TS = """
namespace leetcode {
    /**
     * The N-ary tree of LeetCode's serialization: the root, null, then each node's children in level
     * order, each group ended by null.
     */
    export function nary(values: Array<number | null>): _Node | null {
        if (values.length === 0) return null;
        const root = new _Node(values[0]);
        const queue: _Node[] = [root];
        let position = 2;
        for (let index = 0; index < queue.length && position < values.length; index++) {
            while (position < values.length && values[position] !== null) {
                const child = new _Node(values[position++]);
                queue[index].children.push(child);
                queue.push(child);
            }
            position++; // the group's null
        }
        return root;
    }
}
"""
# The files tsc compiles for `judge export`, in the order of the one script it makes of them.
EXPORT_FILES = ("leetcode.ts", USER_FILE, "main.ts")

# LeetCode's TypeScript has no char type: a char is a (one-character) string.
_STARTER_TYPES = {
    "int": "number",
    "long": "number",
    "double": "number",
    "bool": "boolean",
    "char": "string",
    "string": "string",
    "void": "void",
}
_ERROR_CODE = re.compile(r"^error (TS\d+:)")
# Comments and string literals (template literals too), blanked before the text is scanned: a "{" in
# a string must not count as a brace, nor a commented-out declaration as the declaration.
_COMMENTS_AND_STRINGS = re.compile(
    r"//[^\n]*|/\*[\s\S]*?\*/|'(?:\\.|[^'\\\n])*'|\"(?:\\.|[^\"\\\n])*\"|`(?:\\.|[^`\\])*`"
)
# What makes a file a module to tsc: a top-level import or export (not import(...), import.meta, nor
# `import Alias = Namespace.Name`).
_MODULE_KEYWORD = re.compile(
    r"^[ \t]*(?:import|export)\b(?![ \t]*[(.])(?![ \t]+[\w$]+[ \t]*=(?![ \t]*require\b))", re.MULTILINE
)
# A declaration of a global name in a script, which a second declaration (of a class) would clash with.
_GLOBAL_DECLARATION = re.compile(
    r"^[ \t]*(?:declare[ \t]+)?(?:abstract[ \t]+)?(?:class|function|var|let|const|type|enum)[ \t]+([\w$]+)",
    re.MULTILINE,
)
# An interface of a script's own, which a declared generic class of that name would not merge with.
_GLOBAL_INTERFACE = re.compile(r"^[ \t]*(?:declare[ \t]+)?interface[ \t]+([\w$]+)", re.MULTILINE)
_CALL_ERROR = re.compile(r"^error (?P<code>TS\d+): (?P<text>.*)$")
# (278's declaration is `var solution = function(isBadVersion: any)`.)
_LEETCODE_LINE = re.compile(
    r"^// LeetCode: (?P<declaration>(?:function |var )(?P<name>[\w$]+)(?: = function)?\(.*)$", re.MULTILINE
)
# The first line of a design problem's (or a Codec's) call file, and the comment above each of its calls.
_DESIGN_HEADER = "// Generated by the judge: LeetCode's calls"
_DESIGN_CALL = re.compile(r"^ *// LeetCode's call: (?P<call>.*)$")


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "60 TypeScript .ts"


class TypeScript(Language):
    name = "typescript"
    title = "TypeScript"
    leetcode = LeetCodeEnvironment(
        toolchain="TypeScript 5",
        release=(5,),
        flags="--alwaysStrict --strictBindCallApply --strictFunctionTypes --target ES2022 (not --strict)",
        included=INCLUDED,
        declared="nothing: type-checked, then run on Node.js 20",
    )
    extensions = (".ts",)
    aliases = ("ts",)
    toolchains = (Toolchain("node", apt="nodejs"), Toolchain("tsc", npm="typescript@5"))
    recommended = LIBRARY_TOOLCHAINS
    debugger = NODE_INSPECT
    diagnostic = re.compile(r"^(?P<file>[^\s(][^(]*)\((?P<line>\d+),(?P<col>\d+)\): (?P<message>.*)$")

    judges_design = True
    judges_nary_trees = True
    judges_nested_integers = True
    judges_links = frozenset((CYCLE, INTERSECTION, TREE_NODES, DELETED_NODE, *APIS, ROUND_TRIP, ITERATE))
    judges_driven_nodes = frozenset(DRIVEN_NODES)
    judges_iterators = True

    def defines(self, text: str, signature: Signature) -> bool:
        # A Codec is two functions here, not a class.
        return defines_round_trip(text, signature) if is_round_trip(signature) else super().defines(text, signature)

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        # The program runs tsc's output (the harness names it by the user's file): its lines are
        # the ones to break on, found as in JavaScript's.
        return body_lines(signature, source, self.method_name(signature))

    def environment_gaps(self) -> list[str]:
        return library_gaps()

    def method_name(self, signature: Signature) -> str:
        return api_method_name(signature)

    def type_name(self, type_: Type) -> str:
        if type_.scalar == NESTED_INTEGER:  # LeetCode's templates: `NestedInteger`, `NestedInteger[]`
            return NESTED_INTEGER if type_.item is None else f"{NESTED_INTEGER}[]"
        if type_.name == ITERATOR:  # 284's template: `iterator: Iterator`, never null
            return ITERATOR
        if type_.is_node:
            return f"{NODE_CLASSES[type_.name]} | null"
        if type_.item is not None:
            if type_.item.name == "Node":
                return "_Node[]"  # as LeetCode's templates of N-ary tree problems write an array of them
            item = self.type_name(type_.item)
            return f"Array<{item}>" if type_.item.is_node else f"{item}[]"
        return _STARTER_TYPES[type_.name]

    def defined_methods(self, text: str) -> set[str]:
        return defined_functions(text)

    def missing_solution(self, text: str) -> str | None:
        if re.search(r"\bfunction\b|=>", text):
            return None
        return "defines no function; a solution is LeetCode-style `function name(...): type {...}`"

    def identity(self) -> str:
        """node's and tsc's identity, and the compiler's own code (bin/tsc is only its launcher)."""
        tsc = find_tool("tsc")
        compiler = os.path.join(os.path.dirname(os.path.dirname(tsc)), "lib", "tsc.js") if tsc else "tsc.js"
        return super().identity() + ";" + program_identity(compiler)

    def toolchain_version(self) -> str:
        tsc = find_tool("tsc")
        if tsc is None:
            return "not installed"
        try:
            with open(os.path.join(os.path.dirname(os.path.dirname(tsc)), "package.json"), encoding="utf-8") as handle:
                package = json.load(handle)
            return f"TypeScript {package['version']}"
        except (OSError, ValueError, KeyError, TypeError):
            return super().toolchain_version()

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        definitions = node_definitions(signature, NODE_COMMENTS)
        return self._starter(signature, about, usage, [*definitions, ""] if definitions else [])

    def _starter(self, signature: Signature, about: list[str], usage: list[str], definitions: list[str]) -> str:
        doc = [*about, "", *usage] if about or usage else []
        if is_round_trip(signature):
            return "\n".join(
                [*([*comment_block(doc), ""] if doc else []), *definitions, *self._round_trip_block(signature)]
            )
        if signature.design is not None:
            block = self._iterated_block(signature) if is_iterated(signature) else self._design_block(signature)
            return "\n".join([*([*comment_block(doc), ""] if doc else []), *definitions, *block])
        api = api_driver(signature)
        if api == BAD_VERSION:
            return "\n".join([*([*comment_block(doc), ""] if doc else []), *BAD_VERSION_TEMPLATE, ""])
        params = ", ".join(f"{param.name}: {self.type_name(param.type)}" for param in signature.params)
        # LeetCode's template for a void method says what to do in a comment of its own above it.
        note = ["/**", f" {in_place_note(signature)}", " */"] if signature.in_place else []
        return "\n".join(
            [
                *([*comment_block(doc), ""] if doc else []),
                *definitions,
                *([*GUESS_COMMENT, ""] if api == GUESS else []),
                *note,
                f"function {self.method_name(signature)}({params}): {self.type_name(signature.returns)} {{",
                starter_body(signature),
                "}",
                "",
            ]
        )

    def _design_block(self, signature: Signature) -> list[str]:
        """LeetCode's design template: the class with its typed constructor and methods, and how it
        is called. A method that returns a value returns an empty one (the starter compiles and
        runs: a Wrong Answer)."""
        design = signature.design
        assert design is not None

        def typed(params: tuple[Param, ...]) -> str:
            return ", ".join(f"{param.name}: {self.type_name(param.type)}" for param in params)

        lines = [f"class {signature.name} {{", f"    constructor({typed(design.constructor)}) {{", "        ", "    }"]
        for method in design.methods:
            lines += [
                "",
                f"    {method.name}({typed(method.params)}): {self.type_name(method.returns)} {{",
                design_body(method, "        "),
                "    }",
            ]
        usage = design_usage(signature, ",")
        return [*lines, "}", "", "/**", *(f" * {line}" for line in usage), " */", ""]

    def _iterated_block(self, signature: Signature) -> list[str]:
        """LeetCode's template of an iterator judged by one loop (341): the class with hasNext before
        next, each returning an empty value (the starter compiles and runs: a Wrong Answer), and the
        loop that calls them."""
        design = signature.design
        assert design is not None
        typed = ", ".join(f"{param.name}: {self.type_name(param.type)}" for param in design.constructor)
        lines = [f"class {signature.name} {{", f"    constructor({typed}) {{", "        ", "    }"]
        has_next, step = iterated_methods(signature)
        for method in (has_next, step):
            lines += [
                "",
                f"    {method.name}(): {self.type_name(method.returns)} {{",
                design_body(method, "        "),
                "    }",
            ]
        usage = [
            f"Your {signature.name} object will be instantiated and called as such:",
            f"var obj = new {signature.name}({', '.join(param.name for param in design.constructor)})",
            f"var a: {self.type_name(Type('list', step.returns))} = []",
            f"while (obj.{has_next.name}()) a.push(obj.{step.name}());",
        ]
        return [*lines, "}", "", "/**", *(f" * {line}" for line in usage), " */", ""]

    def _round_trip_block(self, signature: Signature) -> list[str]:
        """LeetCode's template of a Codec: its two functions, each returning an empty value (the
        starter compiles and runs: a Wrong Answer), and how its driver calls them. LeetCode's
        templates differ in small ways: a tree's (297, 449) say what each function does in a /*
        comment and leave two blank lines before the last comment; 535's use /** and one, and name
        the value strs there, as 271's (Encode and Decode Strings) does."""
        assert signature.design is not None
        tree = signature.design.methods[0].name == "serialize"
        lines: list[str] = []
        for method in signature.design.methods:
            about = codec_comment(signature, method)
            params = ", ".join(f"{param.name}: {self.type_name(param.type)}" for param in method.params)
            lines += [
                *([("/*" if tree else "/**"), f" * {about}", " */"] if about else []),
                f"function {method.name}({params}): {self.type_name(method.returns)} {{",
                design_body(method, "    "),
                "};",
                "",
            ]
        value = "strs" if signature.design.methods[0].name == "encode" else signature.inputs[0].name
        usage = round_trip_usage(signature, value)
        return [*lines, *([""] if tree else []), "/**", *(f" * {line}" for line in usage), " */", ""]

    def signature_text(self, signature: Signature) -> str:
        """The function's line, after the comment LeetCode puts above a void method (the node
        classes' definitions left out). A design problem: its class, the calls' comment left out."""
        if signature.design is not None:
            return design_declarations(self._starter(signature, [], [], []))
        start = "var " if api_driver(signature) == BAD_VERSION else "function "
        return declaration(self._starter(signature, [], [], []), start)

    def plan_build(self, source: str, filename: str, signature: Signature) -> BuildPlan | None:
        node = find_tool("node") or "node"
        tsc = find_tool("tsc") or "tsc"
        package = os.path.dirname(os.path.dirname(tsc))  # .../node_modules/typescript
        call = call_source(self, signature, is_module(source))
        from judge.execution.build import compilers_kept_warm

        warm = None
        if compilers_kept_warm():
            # The same compile by a tsc that build_ahead or a grading worker keeps running.
            warm = WarmCompile(
                server=(node, COMPILER_SERVER, package),
                arguments=("-p", CONFIG_FILE),
                visible=(os.path.dirname(COMPILER_SERVER),),
            )
        return BuildPlan(
            files={
                USER_FILE: source,
                DECLARATIONS_FILE: declarations(source, signature),
                CONFIG_FILE: CONFIG,
                CALL_FILE: call,
            },
            # tsc's own launcher starts with `#!/usr/bin/env node`: node is named here instead, as
            # it may not be on the sandbox's PATH.
            command=(node, tsc, "-p", CONFIG_FILE),
            user_file=USER_FILE,
            visible=(*node_folders(), package),
            env=NODE_ENV,
            identity=self.identity() + ";" + CONFIG,
            generated=(DECLARATIONS_FILE, CONFIG_FILE, CALL_FILE),
            limit_address_space=False,  # tsc runs on V8
            warm=warm,
        )

    def generated_message(self, message: str, plan: BuildPlan) -> str | None:
        """A complaint about LeetCode's call that names no line of the user's (explain_call_errors
        could not find the declaration) is said as it is, on no line."""
        call = plan.files.get(CALL_FILE, "")
        if call.startswith(_DESIGN_HEADER):
            return message  # explain_design_errors said which of LeetCode's calls it is
        leetcode = _LEETCODE_LINE.search(call)
        return message if leetcode is not None and f"`{leetcode.group('declaration')}`" in message else None

    def compile_error(self, output: str, plan: BuildPlan, filename: str) -> CompileError:
        """The base's report, after tsc's complaints about LeetCode's call are said in the user's
        terms on the user's declaration of the function (they mean it is not LeetCode's)."""
        call = plan.files.get(CALL_FILE)
        if call is not None and call.startswith(_DESIGN_HEADER):
            output = explain_design_errors(output, call)
        elif call is not None:
            output = explain_call_errors(output, plan.files[plan.user_file], call)
        error = super().compile_error(output, plan, filename)
        error.message = _ERROR_CODE.sub(r"\1", error.message)  # "TS2322: Type 'number' is not ..."
        return error

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
            raise ValueError("TypeScript runs what tsc built: build() needs the built folder")
        with open(os.path.join(built, OUTPUT_FILE), encoding="utf-8") as handle:
            compiled = handle.read()
        try:
            with open(os.path.join(built, MAP_FILE), encoding="utf-8") as handle:
                line_map = source_map_lines(handle.read())
        except (OSError, ValueError, KeyError, IndexError):
            line_map = None  # without a map, errors name lines of tsc's output (nearly the user's)
        # nary_defaults: the harness's _Node is the class of LeetCode's TypeScript (a new node's children
        # are [], its val 0 when none is given), not the constructor function of its JavaScript.
        setup = self.setup_frame(
            signature,
            filename,
            result_bytes,
            source=compiled,
            line_map=line_map,
            commonjs=True,
            nary_defaults=True,
        )
        return node_program(setup, memory_mb)

    def standalone(self, signature: Signature, source: str, case_input: dict[str, Any], about: list[str]) -> Standalone:
        """A script (LeetCode's case) is compiled with leetcode.ts and main.ts into one script, main.js,
        as LeetCode compiles it with its own code: its names are the main's, its file unchanged. A
        module (a file with import or export) is compiled on its own, and exports the function."""
        from judge.languages.standalone import Standalone, comment_lines

        build = f"{tsc_command(self)} -p {CONFIG_FILE}"
        run = "node --enable-source-maps main.js"  # errors name the lines of the .ts files
        module = is_module(source)
        name = signature.name  # the function, or a design problem's class
        own = set() if module else global_declarations(source)
        nary = uses_nary_trees(signature)
        # A class of the script's own that the problem does not pass (an LRU cache's ListNode): the
        # builders and the printer keep LeetCode's under another name, not checked against the script's.
        used = {type_.scalar for type_ in signature_types(signature)}
        renamed = {node: f"LeetCode{node}" for node in ("TreeNode", "ListNode") if node in own and node not in used}

        def kept(text: str) -> str:
            for node, name in renamed.items():
                text = re.sub(rf"\b{node}\b", name, text)
            return text

        definitions = [
            kept(line)
            for node, comment in {**NODE_COMMENTS, "Node": EXPORT_NARY_CLASS}.items()
            # A script's own class is the one its code and leetcode.ts use; _Node only for its problems.
            if (NODE_CLASSES[node] not in own or node in renamed)
            and (node in ("TreeNode", "ListNode") or (nary and node == "Node"))
            for line in (f"// {comment[0]}", *comment[1:], "")
        ]
        classes = "TreeNode, ListNode and _Node" if nary else "TreeNode and ListNode"
        leetcode = [
            "// What LeetCode's TypeScript gives a solution, for a case exported as a program (written by",
            f"// judge export): what Node.js provides (there is no @types/node), its {classes},",
            "// and the answer printed as LeetCode shows it.",
            "",
            DECLARATIONS,
            *definitions,
            kept(LEETCODE_TS),
            *([LEETCODE_NARY_TS] if nary else []),
        ]
        head = [*comment_block(comment_lines(about, build, run)), ""]
        solution = source
        if module:
            # A script of globals for the solution's module, as LeetCode's are: main.ts imports it first.
            leetcode += [
                "// solution.ts is a module: its code finds these as globals, as on LeetCode.",
                f"Object.assign(globalThis, {{ TreeNode, ListNode, {'_Node, ' if nary else ''}leetcode }});",
                "",
            ]
            head += ['import "./leetcode";', f'import {{ {name} }} from "./{USER_FILE.removesuffix(".ts")}";', ""]
            if not exports_name(source, name):
                added = f"export {{ {name} }};  // added by judge export: what main.ts imports from this file"
                solution = source + ("\n" if source and not source.endswith("\n") else "") + added + "\n"
        else:
            head.append(
                f"// {name} comes from solution.ts: tsc joins leetcode.ts, solution.ts and this file in main.js."
            )
        entry = "main" if "main" not in own else "runCase"
        lines = [
            *head,
            f"function {entry}(): void {{",
            *main_lines(signature, case_input, self.type_name, "    "),
            "}",
            "",
            f"{entry}();",
        ]
        files = (
            ("leetcode.ts", "\n".join(leetcode)),
            (USER_FILE, solution),
            ("main.ts", "\n".join(lines) + "\n"),
            (CONFIG_FILE, export_config(module)),
        )
        return Standalone(files=files, build=build, run=run)


def is_module(source: str) -> bool:
    """Whether tsc takes the file for a module: an import or export outside every brace (an export
    inside a namespace's braces makes no module)."""
    code = _blank(source)
    return any(
        code.count("{", 0, found.start()) == code.count("}", 0, found.start())
        for found in _MODULE_KEYWORD.finditer(code)
    )


def declarations(source: str, signature: Signature) -> str:
    """judge_env.d.ts: what the runtime provides, LeetCode's preloaded libraries, the API its driver
    gives the method as a global (374's guess), and its node classes when the signature uses trees
    or linked lists, save a name a script declares itself (a
    second declaration would clash with it; the harness's global then gives way to the script's own
    at run time)."""
    module = is_module(source)
    own = set() if module else global_declarations(source)
    # A library's class gives way to an interface of the script's own too (a node class does not:
    # the script's interface then describes the harness's class).
    mine = own if module else own | global_declarations(source, _GLOBAL_INTERFACE)
    libraries = "".join(text for name, text in LIBRARY_DECLARATIONS.items() if name not in mine)
    libraries += PACKAGE_DECLARATIONS
    api = api_driver(signature)
    if api in API_DECLARATIONS and api not in own:  # 374's guess, in its problem only
        libraries += API_DECLARATIONS[api]
    types = signature_types(signature)
    if not any(type_.has_nodes for type_ in types):
        return DECLARATIONS + libraries
    # _Node only for a problem with N-ary trees or another of LeetCode's node classes (each of them
    # _Node, with its own fields), as the harness defines it only then.
    used = {type_.scalar for type_ in types}
    wanted = [name for name in NODE_DECLARATIONS if name in ("TreeNode", "ListNode") or name in used]
    nodes = "".join(NODE_DECLARATIONS[name] for name in wanted if NODE_CLASSES[name] not in own)
    if "declare class _Node" in nodes and "Node" not in own:
        # LeetCode's TypeScript templates named these classes Node until they became _Node, and files
        # published then (doocs/leetcode's 116 and 117) still say Node: the harness gives both names.
        nodes += NODE_ALIAS
    return DECLARATIONS + libraries + nodes


def tsc_command(language: TypeScript) -> str:
    """tsc as the export's build line names it: by its name when that is the tsc the kit finds on
    PATH, else by the path the kit finds it at (quoted for the shell)."""
    import shlex

    found = next((tool.found() for tool in language.toolchains if tool.program == "tsc"), None)
    if found is None or find_tool("tsc") == found:
        return "tsc"
    return shlex.quote(found)


def export_config(module: bool) -> str:
    """tsconfig.json of an exported case: LeetCode's options, with a source map for the debugger.
    A script is compiled with the other files into one script, main.js; a module on its own."""
    options = {key: value for key, value in COMPILER_OPTIONS.items() if key not in ("pretty", "newLine", "outDir")}
    if not module:
        del options["module"]  # tsc joins only scripts (or AMD's modules) into one file
        options["outFile"] = "main.js"
    return json.dumps({"compilerOptions": options, "files": list(EXPORT_FILES)}, indent=2) + "\n"


def exports_name(source: str, name: str) -> bool:
    """Whether a module's text exports the name (`export function name`, `export { name }`)."""
    return re.search(rf"^[ \t]*export\b[^\n]*\b{re.escape(name)}\b", _blank(source), re.MULTILINE) is not None


def global_declarations(source: str, pattern: re.Pattern[str] = _GLOBAL_DECLARATION) -> set[str]:
    """The names a script declares outside every brace (class, function, var, let, const, type, enum;
    or what another pattern finds, such as _GLOBAL_INTERFACE)."""
    code = _blank(source)
    return {
        found.group(1)
        for found in pattern.finditer(code)
        if code.count("{", 0, found.start()) == code.count("}", 0, found.start())
    }


def call_source(language: TypeScript, signature: Signature, module: bool) -> str:
    """judge_call.ts: LeetCode's call of the function with arguments of the declared types, its
    result kept as the declared return type, inside a function that nothing calls. Only tsc reads
    it: its JavaScript is never run. An in-place method's call is a statement: LeetCode reads the
    argument it changed, and a value returned as well is ignored (a function that returns a solved
    copy compiles, and its answer, the board it was given, is wrong)."""
    if is_round_trip(signature):
        return round_trip_call_source(language, signature, module)
    if signature.design is not None:
        return design_call_source(language, signature, module)
    method = language.method_name(signature)
    declaration = language.signature_text(signature).splitlines()[-1]
    lines = [
        "// Generated by the judge: LeetCode's call of the function, for tsc to check its declaration (never run).",
        f"// LeetCode: {declaration}",
    ]
    if module:
        # A module's function is not a global to tsc: its type comes from the module's exports, and
        # a function it does not export is left unchecked (any).
        fallback = "(...args: any[]) => any"
        lines += [
            # import = require: a module with `export =` can be imported so too, with no error.
            f'import {CALL_MODULE} = require("./{USER_FILE.removesuffix(".ts")}");',
            f"declare const {method}: typeof {CALL_MODULE} extends {{ {method}: infer F }} ? F : {fallback};",
        ]
    else:
        lines.append("export {};  // a module of its own: its names never clash with the user's globals")
    # Suffixed names: a parameter never hides the function, nor is a reserved word.
    params = ", ".join(f"{param.name}__: {language.type_name(param.type)}" for param in signature.params)
    arguments = ", ".join(f"{param.name}__" for param in signature.params)
    call = f"{method}({arguments})"
    if api_driver(signature) == BAD_VERSION:
        # LeetCode gives `solution` its API and calls the function it returns.
        lines.append("declare const isBadVersion__: (version: number) => boolean;  // LeetCode's API")
        call = f"{method}(isBadVersion__)({arguments})"
    if not signature.in_place:
        call = f"const answer__: {language.type_name(signature.returns)} = {call}"
    lines += [
        f"function judgeCall__{method}({params}): void {{",  # named for its method: calls can share a file
        f"    {call};",
        "}",
        "",
    ]
    return "\n".join(lines)


def design_call_source(language: TypeScript, signature: Signature, module: bool) -> str:
    """judge_call.ts of a design problem: LeetCode's calls of the class, as its closing comment
    shows them (the object made with the constructor's arguments, each method called with its
    own and its result kept as the declared type), each under a comment saying which call it is,
    in a function that nothing calls. Only tsc reads it."""
    design = signature.design
    assert design is not None
    name = signature.name
    lines = [f"{_DESIGN_HEADER} of a design class {name}, for tsc to check its declarations (never run)."]
    if module:
        # A module's class is not a global to tsc: its type comes from the module's exports, and a
        # class it does not export is left unchecked (any).
        lines += [
            f'import {CALL_MODULE} = require("./{USER_FILE.removesuffix(".ts")}");',
            f"declare const {name}: typeof {CALL_MODULE} extends {{ {name}: infer F }}"
            " ? F : new (...args: any[]) => any;",
        ]
    else:
        lines.append("export {};  // a module of its own: its names never clash with the user's globals")

    def arguments(params: tuple[Param, ...]) -> str:
        return ", ".join(f"value__<{language.type_name(param.type)}>()" for param in params)

    usage = design_usage(signature, ", ")
    lines += [
        "declare function value__<T>(): T;  // an argument of LeetCode's type",
        f"function judgeCall__{name}(): void {{",
        f"    // LeetCode's call: {usage[1]}",
        f"    const obj__ = new {name}({arguments(design.constructor)});",
    ]
    for number, (method, said) in enumerate(zip(design.methods, usage[2:], strict=True), 1):
        call = f"obj__.{method.name}({arguments(method.params)})"
        if method.returns.name != "void":
            call = f"const param_{number}__: {language.type_name(method.returns)} = {call}"
        lines += [f"    // LeetCode's call: {said}", f"    {call};"]
    return "\n".join([*lines, "}", ""])


def round_trip_call_source(language: TypeScript, signature: Signature, module: bool) -> str:
    """judge_call.ts of a Codec: LeetCode's call of its two functions, as its closing comment shows
    it (`deserialize(serialize(root))`), the string between them kept as a string and the answer as
    the declared type, each call under a comment saying which it is, in a function that nothing
    calls. Only tsc reads it."""
    assert signature.design is not None
    there, back = signature.design.methods
    lines = [f"{_DESIGN_HEADER} of a Codec's functions, for tsc to check their declarations (never run)."]
    if module:
        # A module's functions are not globals to tsc: their types come from the module's exports,
        # and a function it does not export is left unchecked (any).
        lines.append(f'import {CALL_MODULE} = require("./{USER_FILE.removesuffix(".ts")}");')
        lines += [
            f"declare const {method.name}: typeof {CALL_MODULE} extends {{ {method.name}: infer F }}"
            " ? F : (...args: any[]) => any;"
            for method in (there, back)
        ]
    else:
        lines.append("export {};  // a module of its own: its names never clash with the user's globals")
    value = signature.inputs[0].name
    lines += [
        "declare function value__<T>(): T;  // an argument of LeetCode's type",
        f"function judgeCall__{there.name}(): void {{",
        f"    // LeetCode's call: {there.name}({value})",
        f"    const data__: string = {there.name}(value__<{language.type_name(there.params[0].type)}>());",
        f"    // LeetCode's call: {back.name}({there.name}({value}))",
        f"    const answer__: {language.type_name(back.returns)} = {back.name}(data__);",
        "}",
        "",
    ]
    return "\n".join(lines)


def explain_design_errors(output: str, call: str) -> str:
    """tsc's output with each error in a design problem's generated calls said as the call of
    LeetCode's it is about (the comment above its line in the call file)."""
    calls = call.splitlines()
    result: list[str] = []
    for raw in output.splitlines():
        found = TypeScript.diagnostic.match(raw)
        error = _CALL_ERROR.match(found.group("message")) if found is not None else None
        if found is None or error is None or os.path.basename(found.group("file")) != CALL_FILE:
            result.append(raw)
            continue
        number = int(found.group("line"))
        said = _DESIGN_CALL.match(calls[number - 2]) if 1 < number <= len(calls) else None
        where = f"LeetCode's `{said.group('call')}` does not compile" if said else "LeetCode's calls do not compile"
        head = raw[: found.start("message")]
        result.append(f"{head}error {error.group('code')}: {where}: {error.group('text')}")
    return "\n".join(result)


def explain_call_errors(output: str, user_text: str, call: str) -> str:
    """tsc's output with each error in the generated call said in the user's terms, on the line of
    the user's declaration of the function (or, when the file has no declaration to point at, left
    on the call file, for generated_message), after the user's own errors, the complaints about the
    arguments first."""
    leetcode = _LEETCODE_LINE.search(call)
    if leetcode is None:
        return output
    method, declaration = leetcode.group("name"), leetcode.group("declaration")
    place = declaration_place(user_text, method)
    # Each diagnostic with the indented lines that elaborate it.
    blocks: list[list[str]] = []
    for raw in output.splitlines():
        if not blocks or TypeScript.diagnostic.match(raw) is not None:
            blocks.append([raw])
        else:
            blocks[-1].append(raw)
    result: list[str] = []
    explained: list[tuple[bool, list[str]]] = []
    seen: set[str] = set()
    for block in blocks:
        found = TypeScript.diagnostic.match(block[0])
        error = _CALL_ERROR.match(found.group("message")) if found is not None else None
        if found is None or error is None or os.path.basename(found.group("file")) != CALL_FILE:
            result += block
            continue
        code, text = error.group("code"), error.group("text")
        message = f"{code}: {_call_message(text, method, declaration, place is not None)}"
        if message in seen:
            continue
        seen.add(message)
        where = f"{CALL_FILE}({found.group('line')},{found.group('col')})"
        if place is not None:
            where = f"{USER_FILE}({place[0]},{place[1]})"
        # tsc orders by column, and the result's variable stands before the call's arguments.
        explained.append((code != _ARGUMENT_CODE, [f"{where}: error {message}", *block[1:]]))
    # After the user's own errors (tsc orders by file name, and judge_call.ts comes first): those
    # stay first, as without the call.
    return "\n".join([*result, *(line for _, block in sorted(explained, key=lambda item: item[0]) for line in block)])


def declaration_place(user_text: str, method: str) -> tuple[int, int] | None:
    """(line, column) of the function's name where the file first defines it (as defined_functions
    finds definitions, comments and strings blanked), else None."""
    code = _blank(user_text)
    starts = [found.start(1) for pattern in DEFINITIONS for found in pattern.finditer(code) if found.group(1) == method]
    if not starts:
        return None
    start = min(starts)
    return line_at(code, start), start - code.rfind("\n", 0, start)


_ARGUMENT_CODE = "TS2345"  # Argument of type 'X' is not assignable to parameter of type 'Y'.


def _call_message(text: str, method: str, declaration: str, placed: bool) -> str:
    """What tsc's complaint about LeetCode's call of the function means for the user."""
    leetcode = f"`{declaration}`"
    missing = re.match(rf"Cannot find name '{re.escape(method)}'\.(?: Did you mean '(.+)'\?)?", text)
    if missing is not None and placed:  # inside a namespace, a class, another function
        return f"{method} is not a top-level function, which LeetCode's call needs; LeetCode calls {leetcode}"
    if missing is not None:
        guess = f" (did you mean {missing.group(1)}?)" if missing.group(1) else ""
        return f"the file defines no function {method}{guess}; LeetCode calls {leetcode}"
    argument = re.match(r"Argument of type '(.+)' is not assignable to parameter of type '(.+)'\.$", text)
    result = re.match(r"Type '(.+)' is not assignable to type '(.+)'\.$", text)
    count = re.match(r"Expected (.+) arguments?, but got (\d+)\.$", text)
    if argument is not None:
        detail = f"{method} takes {argument.group(2)} where LeetCode passes {argument.group(1)}"
    elif result is not None:
        detail = f"{method} returns {result.group(1)} where LeetCode expects {result.group(2)}"
    elif count is not None:
        detail = f"{method} takes {count.group(1)} arguments where LeetCode passes {count.group(2)}"
    else:
        detail = f"LeetCode's call of {method} does not compile: {text}"
    return f"the declaration does not match LeetCode's {leetcode}: {detail}"


def _blank(text: str) -> str:
    """The text with comments and string literals turned into spaces, line breaks kept."""
    return _COMMENTS_AND_STRINGS.sub(lambda found: re.sub(r"[^\n]", " ", found.group()), text)


_BASE64 = {char: value for value, char in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}


def _vlq(segment: str) -> list[int]:
    """The numbers of one source-map segment (base64 VLQ: 5 bits a digit, continuation bit 32, sign bit 1)."""
    numbers: list[int] = []
    value = shift = 0
    for char in segment:
        digit = _BASE64[char]
        value += (digit & 31) << shift
        if digit & 32:
            shift += 5
            continue
        numbers.append(-(value >> 1) if value & 1 else value >> 1)
        value = shift = 0
    return numbers


def source_map_lines(text: str) -> list[list[int]]:
    """For each line of the generated file: [column, source line, column, source line, ...] (columns
    from 0, source lines from 1), from a source map's mappings. A line without mappings gets the
    last mapped line before it (a blank line or a closing brace tsc kept)."""
    data = json.loads(text)
    mappings = data.get("mappings") if isinstance(data, dict) else None
    if not isinstance(mappings, str):
        raise ValueError("a source map without mappings")
    table: list[list[int]] = []
    source_line = 0
    previous = 1
    for line in mappings.split(";"):
        column = 0
        row: list[int] = []
        for segment in line.split(","):
            if not segment:
                continue
            numbers = _vlq(segment)
            column += numbers[0]
            if len(numbers) >= 4:
                source_line += numbers[2]
                row += [column, source_line + 1]
        if not row:
            row = [0, previous]
        previous = row[-1]
        table.append(row)
    return table
