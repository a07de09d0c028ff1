"""C, as LeetCode runs it: a plain function, the standard headers available without writing them,
and lists returned through sizes: `char** updateBoard(..., int* returnSize, int**
returnColumnSizes)` returns *returnSize rows, row i having (*returnColumnSizes)[i] cells.

Lists as parameters come with their sizes too (`int* nums, int numsSize`); a list of lists also
with each row's size (`int** grid, int gridSize, int* gridColSize`), every row malloc'd on its own
and to its exact length, so that AddressSanitizer sees a read past its end. A string is a
NUL-terminated `char*`; a `char` travels as a one-character JSON string. A `void` function
changes an argument in place (`void solveSudoku(char** board, int boardSize, int* boardColSize)`):
the harness then writes that argument, read through its own pointers, as the answer. What the
function returns is the caller's to free, as on LeetCode; the judge does not free it (a case is
one process step).

LeetCode's trees and linked lists are its `struct TreeNode*` and `struct ListNode*`, declared by the
judge (judge/languages/native_harness/nodes.h) and malloc'd node by node; an N-ary tree is its
`struct Node*` (`numChildren` and a malloc'd array of `children`, empty but not NULL for a leaf),
declared only for a problem that has one (an LRU cache's file may declare a struct Node of its
own). A list of them comes with its size (`struct ListNode** lists, int listsSize`), and is
returned through `int* returnSize`. The judge never frees an input (a solution may free nodes of it
during the call) and touches none after the call, but for a void function's in-place answer (`void
flatten(struct TreeNode* root)`). A node returned to one of LeetCode's own drivers (`struct ListNode
*detectCycle(struct ListNode *head)`, docs/protocol.md's "Links") is looked for among the inputs'
nodes by its address alone; only a node of the function's own has its val read. Delete Node in a
Linked List's `void deleteNode(struct ListNode* node)` answers with the list from the head the
judge built (a node the function freed is never read); First Bad Version and Guess Number Higher or
Lower call LeetCode's `bool isBadVersion(int version)` and `int guess(int num)`, which the judge
defines before the file (native.py's api_definitions). Copy List with Random Pointer, Clone Graph,
Populating Next Right Pointers and Flatten a Multilevel Doubly Linked List take LeetCode's `struct
Node` of that problem (`next` and `random`; `numNeighbors` and a malloc'd array of `neighbors`;
`left`, `right` and `next`; `prev`, `next` and `child`), declared only for it; a copy holding a node
of the input is found by address. A Codec's round trip (297's
`char* serialize(struct TreeNode* root)` and `deserialize`, 535's `encode` and `decode`) is LeetCode's
two free functions, no struct, each called once: `deserialize(serialize(root))`. Peeking Iterator
is LeetCode's odd C template of 284: `struct PeekingIterator* Constructor(struct Iterator* iter)`,
then `peek`, `next` and `hasNext` on the struct, no Free; its Iterator is a struct of two function
pointers that take no argument (`obj->iterator->next()`), one a case over the case's list, whose
next past the end ends the case with the error that says so (nodes.h).
"""

from __future__ import annotations

import os
import re

from judge.core.signature import (
    APIS,
    CYCLE,
    DELETED_NODE,
    DRIVEN_NODES,
    GRAPH,
    INTERSECTION,
    ITERATE,
    ITERATOR,
    NARY_TREE,
    NESTED_INTEGER,
    PEEKING_CLASSES,
    ROUND_TRIP,
    TREE,
    TREE_NODES,
    Method,
    Param,
    Signature,
    Type,
)
from judge.errors import UsageError
from judge.execution.program import BuildPlan
from judge.languages.base import CODEC_COMMENTS, GDB, LeetCodeEnvironment, Toolchain, signature_types
from judge.languages.native import (
    NODES_FILE,
    NativeLanguage,
    answered_argument,
    api_comment,
    api_value_read,
    braced,
    iterated,
    links_applied,
    node_redefinition,
    node_types,
    place_written,
    round_trip,
    scalar_literal,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.languages.standalone import Call

_SCALARS = {
    "int": "int",
    "long": "long long",
    "bool": "bool",
    "double": "double",
    "char": "char",
    "string": "char*",
    "void": "void",
    "TreeNode": "struct TreeNode*",
    "ListNode": "struct ListNode*",
    "Node": "struct Node*",
    # LeetCode's other Node classes, each its problem's struct Node (native_harness/nodes.h).
    "RandomListNode": "struct Node*",
    "GraphNode": "struct Node*",
    "NextTreeNode": "struct Node*",
    "MultilevelListNode": "struct Node*",
    "NestedInteger": "struct NestedInteger*",
    "Iterator": "struct Iterator*",
}
_PUT = {
    "int": "judge_put_long",
    "long": "judge_put_long",
    "bool": "judge_put_bool",
    "double": "judge_put_double",
    "char": "judge_put_char",
    "string": "judge_put_string",
}
_GET = {
    "int": "(int)judge_get_long(judge_arguments)",
    "long": "judge_get_long(judge_arguments)",
    "bool": "judge_get_bool(judge_arguments)",
    "double": "judge_get_double(judge_arguments)",
    "char": "judge_get_char(judge_arguments)",
    "string": "judge_get_string(judge_arguments, NULL)",
    "TreeNode": "judge_get_tree(judge_arguments)",
    "ListNode": "judge_get_list(judge_arguments)",
    "Node": "judge_get_nary(judge_arguments)",
    "RandomListNode": "judge_get_random_list(judge_arguments)",
    "GraphNode": "judge_get_graph(judge_arguments)",
    "NextTreeNode": "judge_get_next_tree(judge_arguments)",
    "MultilevelListNode": "judge_get_multilevel(judge_arguments)",
    "NestedInteger": "judge_get_nested(judge_arguments)",
}
# Writing a node answer may fail (a cycle, a shared node): these return the case's status.
_PUT_NODES = {
    "TreeNode": "judge_put_tree",
    "ListNode": "judge_put_list",
    "Node": "judge_put_nary",
    "RandomListNode": "judge_put_random_list",
    "GraphNode": "judge_put_graph",
    "NextTreeNode": "judge_put_next_tree",
    "MultilevelListNode": "judge_put_multilevel",
    "NestedInteger": "judge_put_nested",
}
_EMPTY = {
    "int": "0",
    "long": "0",
    "bool": "false",
    "double": "0.0",
    "char": "'\\0'",
    "string": '""',
    "TreeNode": "NULL",
    "ListNode": "NULL",
    "Node": "NULL",
    "RandomListNode": "NULL",
    "GraphNode": "NULL",
    "NextTreeNode": "NULL",
    "MultilevelListNode": "NULL",
    "NestedInteger": "NULL",
}
# An exported program's printers (native_harness/leetcode.h), by the answer's scalar:
# leetcode_print_int(value), leetcode_print_int_array(items, size), leetcode_print_int_arrays(rows, size, columns).
_PRINTED = {
    "int": "int",
    "long": "long",
    "bool": "bool",
    "double": "double",
    "char": "char",
    "string": "string",
    "TreeNode": "tree",
    "ListNode": "list",
    "Node": "nary",
}
# A result a design case's main() prints with printf, after the comma before it.
_FORMATS = {"int": "%d", "long": "%lld", "double": "%.5f"}
# LeetCode's comment above a starter that uses a node type: the struct the judge declares.
NODE_COMMENTS = {
    "ListNode": (
        "/**",
        " * Definition for singly-linked list.",
        " * struct ListNode {",
        " *     int val;",
        " *     struct ListNode *next;",
        " * };",
        " */",
    ),
    "TreeNode": (
        "/**",
        " * Definition for a binary tree node.",
        " * struct TreeNode {",
        " *     int val;",
        " *     struct TreeNode *left;",
        " *     struct TreeNode *right;",
        " * };",
        " */",
    ),
    "Node": (
        "/**",
        " * Definition for a Node.",
        " * struct Node {",
        " *     int val;",
        " *     int numChildren;",
        " *     struct Node** children;",
        " * };",
        " */",
    ),
    "RandomListNode": (
        "/**",
        " * Definition for a Node.",
        " * struct Node {",
        " *     int val;",
        " *     struct Node *next;",
        " *     struct Node *random;",
        " * };",
        " */",
    ),
    "GraphNode": (
        "/**",
        " * Definition for a Node.",
        " * struct Node {",
        " *     int val;",
        " *     int numNeighbors;",
        " *     struct Node** neighbors;",
        " * };",
        " */",
    ),
    "NextTreeNode": (
        "/**",
        " * Definition for a Node.",
        " * struct Node {",
        " *     int val;",
        " *     struct Node *left;",
        " *     struct Node *right;",
        " *     struct Node *next;",
        " * };",
        " */",
    ),
    "MultilevelListNode": (
        "/**",
        " * Definition for a Node.",
        " * struct Node {",
        " *     int val;",
        " *     struct Node *prev;",
        " *     struct Node *next;",
        " *     struct Node *child;",
        " * };",
        " */",
    ),
    # LeetCode's functions on its opaque struct (the words are the kit's own).
    "NestedInteger": (
        "/**",
        " * *********************************************************************",
        " * // The interface of nested lists, which the judge provides: do not implement it.",
        " * *********************************************************************",
        " *",
        " * // A new NestedInteger holding an empty list.",
        " * struct NestedInteger *NestedIntegerInit();",
        " *",
        " * // True if this NestedInteger holds a single integer, not a nested list.",
        " * bool NestedIntegerIsInteger(struct NestedInteger *);",
        " *",
        " * // The single integer this NestedInteger holds; undefined if it holds a nested list.",
        " * int NestedIntegerGetInteger(struct NestedInteger *);",
        " *",
        " * // Makes this NestedInteger hold the single integer value.",
        " * void NestedIntegerSetInteger(struct NestedInteger *ni, int value);",
        " *",
        " * // Makes this NestedInteger a nested list (if it is not one) and appends elem to it.",
        " * void NestedIntegerAdd(struct NestedInteger *ni, struct NestedInteger *elem);",
        " *",
        " * // The nested list this NestedInteger holds; undefined if it holds a single integer.",
        " * struct NestedInteger **NestedIntegerGetList(struct NestedInteger *);",
        " *",
        " * // The length of that nested list; undefined if it holds a single integer.",
        " * int NestedIntegerGetListSize(struct NestedInteger *);",
        " */",
    ),
    # LeetCode's Iterator of 284: a struct of two function pointers that take no argument, as its C
    # template declares it (the words are the kit's own).
    "Iterator": (
        "/*",
        " * The interface of the Iterator the judge gives your struct: do not implement it.",
        " *",
        " * struct Iterator {",
        " *     // True while there are elements left.",
        " *     bool (*hasNext)();",
        " *",
        " *     // The next element; the iterator moves past it.",
        " *     int (*next)();",
        " * };",
        " */",
        "",
    ),
}
# LeetCode's C abbreviates the functions of an iterator judged by one loop (341): nestedIterCreate,
# not nestedIteratorCreate.
_PREFIXES = {"NestedIterator": "nestedIter"}
# LeetCode's C template of 284, unlike its other design templates: `struct PeekingIterator`, not a
# typedef, made by `Constructor(struct Iterator* iter)`, its functions named as the methods (peek,
# next, hasNext) and no Free. Its closing comment names peekingIteratorCreate and
# peekingIteratorFree, which the template does not have: LeetCode's driver calls neither (published
# solutions without them are accepted), and neither does the judge.
_PEEKING_CONSTRUCTOR = "Constructor"
_FUNCTION = re.compile(r"^[ \t]*(?:static\s+)?[A-Za-z_][\w\s*]*?[\s*]([A-Za-z_]\w*)\s*\([^;{}()]*\)\s*\{", re.MULTILINE)


# gcc 14 (LeetCode's) makes errors of return-mismatch (`return;` in a function returning a value,
# `return x;` in a void one) and declaration-missing-parameter-type (`void f(i);`). gcc 12 says the
# same words as warnings that no option controls on its own: -Werror=return-type would also refuse
# a function that may run off its end, and -pedantic-errors `s[i] != NULL` or a const pointer
# passed as a plain one, which gcc 14 still accepts. So the compiler runs under this script, which
# turns exactly these warnings into gcc 14's errors (its option named, as gcc 14 names it) and fails
# the build. gcc's quotes are ‘’ or '' by locale: a few bytes of anything around `return`.
_GCC_14_WARNINGS = (
    (
        "return-mismatch",
        r"[^ ]{1,3}return[^ ]{1,3} with (no value, in function returning non-void|a value, in function returning void)",
    ),
    ("declaration-missing-parameter-type", r"parameter names \(without types\) in function declaration"),
)
_GCC_14_SCRIPT = (
    'log="$PWD/.judge-gcc-log"; "$@" >"$log" 2>&1; status=$?; '
    + "".join(f'grep -q -E ": warning: {pattern}" "$log" && status=1; ' for _, pattern in _GCC_14_WARNINGS)
    + "sed -E"
    + "".join(f' -e "s/: warning: ({pattern})$/: error: \\1 [-W{name}]/"' for name, pattern in _GCC_14_WARNINGS)
    + ' "$log"; rm -f "$log"; [ $status -eq 0 ] || rm -f program; exit $status'
)


# LeetCode's C includes uthash (Debian's uthash-dev): UT_hash_handle and the HASH_ macros are there.
UTHASH = "/usr/include/uthash.h"


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "40 C .c"


class C(NativeLanguage):
    name = "c"
    judges_design = True
    judges_nary_trees = True
    judges_nested_integers = True
    judges_links = frozenset((CYCLE, INTERSECTION, TREE_NODES, DELETED_NODE, *APIS, ROUND_TRIP, ITERATE))
    judges_driven_nodes = frozenset(DRIVEN_NODES)
    # LeetCode's Iterator of 284, a struct of two functions over the case's list (native_harness/nodes.h).
    judges_iterators = True
    title = "C"
    leetcode = LeetCodeEnvironment(
        toolchain="gcc 14",
        release=(14,),
        standard="gnu11",
        flags="-O2, AddressSanitizer; gcc 14 refuses implicit-function-declaration, incompatible-pointer-types,"
        " int-conversion, implicit-int, return-mismatch and declaration-missing-parameter-type",
        included="the standard headers and uthash.h",
        declared="main (a file's own main has conflicting types)",
    )
    extensions = (".c",)
    editor_mode = "cpp"
    toolchains = (Toolchain("gcc", apt="gcc"),)
    debugger = GDB
    recommended = (Toolchain(UTHASH, apt="uthash-dev", purpose="uthash.h, which LeetCode's C includes"),)
    compiler = "gcc"
    source_suffix = ".c"
    standard = "gnu11"
    main_clash = "conflicting types for 'main'"
    prelude = "".join(
        f"#include <{header}.h>\n"
        for header in (
            *("assert", "ctype", "errno", "float", "limits", "math", "stdbool"),
            *("stddef", "stdint", "stdio", "stdlib", "string", "time"),
        )
    ) + ("#include <uthash.h>\n" if os.path.exists(UTHASH) else "")
    prelude_suffix = ".h"
    node_comments = NODE_COMMENTS
    standalone_libraries = ("-lm",)  # math.h's functions, which the prelude includes

    def flags(self) -> tuple[str, ...]:
        # LeetCode's gcc 14 refuses what gcc 12 only warns about: a function used without a declaration
        # (here also one the judge calls but the file lacks), a pointer of the wrong type, an int used
        # as a pointer or the other way, a declaration without a type (also an old-style parameter
        # without one, `int h(x) {`). gcc 14's other two errors have no gcc 12 option of their own
        # (see _GCC_14_SCRIPT, which makes errors of them).
        errors = ("implicit-function-declaration", "incompatible-pointer-types", "int-conversion", "implicit-int")
        # gcc inlines a small recursive function into itself eight levels deep, and AddressSanitizer's
        # report of a stack overflow names every inlined level of the 256 frames it unwinds: about
        # 2,200 lines, whose symbolizing took 500-800 ms of CPU, so a runaway recursion was Runtime
        # Error or Time Limit Exceeded by the machine's load. Without the self-inlining it takes about
        # 250 ms; the code is otherwise the same, and as fast (the recursive N-Queens II reference at
        # n = 13: the same time within noise).
        no_self_inlining = ("--param=max-inline-recursive-depth=0", "--param=max-inline-recursive-depth-auto=0")
        return (*super().flags(), *no_self_inlining, *(f"-Werror={name}" for name in errors))

    def compile_command(self, command: tuple[str, ...]) -> tuple[str, ...]:
        return ("/bin/sh", "-c", _GCC_14_SCRIPT, "gcc-14-errors", *command)

    def method_name(self, signature: Signature) -> str:
        return signature.name

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        if signature.design is None:
            return (signature.name,)
        trip = round_trip(signature)
        if trip is not None:  # a Codec's round trip: LeetCode's two free functions
            return tuple(method.name for method in trip)
        if signature.name in PEEKING_CLASSES:
            return tuple(name for name, _, _ in self._peeking_functions(signature))
        calls = [self._design_function(signature, method) for method in signature.design.methods]
        return (self._design_function(signature, "create"), *calls)

    def type_name(self, type_: Type) -> str:
        if type_.item is None:
            return _SCALARS[type_.name]
        return self.type_name(type_.item) + "*"

    def defined_methods(self, text: str) -> set[str]:
        return set(_FUNCTION.findall(text)) - {"if", "for", "while", "switch", "main"}

    def missing_solution(self, text: str) -> str | None:
        if _FUNCTION.search(text):
            return None
        return (
            "defines no function; a C solution is LeetCode's function,"
            " e.g. `int findMinStep(char* board, char* hand) { ... }`"
        )

    def _check(self, signature: Signature) -> None:
        for type_ in signature_types(signature):
            if type_.depth > 2:
                raise UsageError(f"C has no LeetCode convention for {type_} (lists nested more than twice)")

    def declaration(self, signature: Signature) -> str:
        self._check(signature)
        if signature.returns.name == GRAPH:  # LeetCode's C of Clone Graph names its node s, the star by it
            return f"struct Node *{self.method_name(signature)}(struct Node *s)"
        params = [part for param in signature.params for part in self._param_parts(param)]
        if signature.returns.depth >= 1:
            params.append("int* returnSize")
        if signature.returns.depth == 2:
            params.append("int** returnColumnSizes")
        return f"{self.type_name(signature.returns)} {self.method_name(signature)}({', '.join(params)})"

    def _param_parts(self, param: Param) -> list[str]:
        parts = [f"{self.type_name(param.type)} {param.name}"]
        if param.type.depth >= 1:
            parts.append(f"int {param.name}Size")
        if param.type.depth == 2:
            parts.append(f"int* {param.name}ColSize")
        return parts

    # --- design problems: LeetCode's C template, a struct and a function per method ------------------

    def design_method_name(self, method: Method) -> str:
        """LeetCode's C function of a design method: the class's prefix, then the method's name
        capitalised (tallyAdd). Needs the class: see _design_function; this one is the method's part."""
        return method.name[:1].upper() + method.name[1:]

    def defines(self, text: str, signature: Signature) -> bool:
        design = signature.design
        if design is None:
            return super().defines(text, signature)
        defined = self.defined_methods(text)
        trip = round_trip(signature)
        if trip is not None:  # LeetCode's C has no struct of a Codec's: its two functions are all
            return all(method.name in defined for method in trip)
        if signature.name in PEEKING_CLASSES:
            return all(name in defined for name, _, _ in self._peeking_functions(signature))
        functions = [self._design_function(signature, method) for method in design.methods]
        named = re.search(rf"\b{re.escape(signature.name)}\b", text) is not None
        return named and all(function in defined for function in functions)

    def design_frame(self, signature: Signature) -> dict[str, Any] | None:
        frame = super().design_frame(signature)
        if frame is not None and signature.design is not None and round_trip(signature) is None:
            for method in signature.design.methods:
                frame["methods"][method.name]["call"] = self._design_function(signature, method)
        return frame

    def _design_prefix(self, signature: Signature) -> str:
        """The class's name with its first letter lowercased: LRUCache -> lRUCache, MinStack -> minStack
        (NestedIterator -> nestedIter, as LeetCode abbreviates it)."""
        return _PREFIXES.get(signature.name, signature.name[:1].lower() + signature.name[1:])

    def _design_function(self, signature: Signature, method: Method | str) -> str:
        name = method if isinstance(method, str) else method.name
        if signature.name in PEEKING_CLASSES:  # LeetCode's template of 284: Constructor, peek, next, hasNext
            return _PEEKING_CONSTRUCTOR if name == "create" else name
        return self._design_prefix(signature) + name[:1].upper() + name[1:]

    def _design_declarations(self, signature: Signature) -> list[tuple[Method | None, str]]:
        """Each function of the design's template, as LeetCode declares it: Create, one per method
        (a list returned through `int* retSize`), Free."""
        design = signature.design
        assert design is not None
        name = signature.name
        create = ", ".join(part for param in design.constructor for part in self._param_parts(param))
        declarations: list[tuple[Method | None, str]] = [
            (None, f"{name}* {self._design_function(signature, 'create')}({create})")
        ]
        for method in design.methods:
            parts = [f"{name}* obj", *(part for param in method.params for part in self._param_parts(param))]
            if method.returns.depth >= 1:
                parts.append("int* retSize")
            if method.returns.depth == 2:
                parts.append("int** retColSize")
            head = f"{self.type_name(method.returns)} {self._design_function(signature, method)}({', '.join(parts)})"
            declarations.append((method, head))
        declarations.append((None, f"void {self._design_function(signature, 'free')}({name}* obj)"))
        return declarations

    def signature_text(self, signature: Signature) -> str:
        if signature.design is None:
            return super().signature_text(signature)
        trip = round_trip(signature)
        if trip is not None:
            return "\n".join(f"{self._round_trip_head(method)};" for method in trip)
        if iterated(signature):
            return "\n".join(f"{head};" for head, _ in self._iterator_functions(signature))
        if signature.name in PEEKING_CLASSES:
            return "\n".join(f"{head};" for _, head, _ in self._peeking_functions(signature))
        return "\n".join(f"{head};" for _, head in self._design_declarations(signature))

    def _peeking_functions(self, signature: Signature) -> list[tuple[str, str, str]]:
        """LeetCode's C functions of 284 (_PEEKING_CONSTRUCTOR says how they differ), each by its name,
        head and a body that compiles."""
        design = signature.design
        assert design is not None
        name = f"struct {signature.name}"
        functions = [
            (
                _PEEKING_CONSTRUCTOR,
                f"{name}* {_PEEKING_CONSTRUCTOR}({self.type_name(Type(ITERATOR))} iter)",
                f"return calloc(1, sizeof({name}));",
            )
        ]
        for method in design.methods:
            head = f"{self.type_name(method.returns)} {method.name}({name}* obj)"
            functions.append((method.name, head, f"return {_EMPTY[method.returns.name]};"))
        return functions

    def _peeking_block(self, signature: Signature) -> list[str]:
        """LeetCode's C template of 284: the struct, Constructor given the Iterator, the functions on the
        struct (each returning a default value, so that it compiles), and a comment on how they are
        called, the calls the judge makes."""
        lines = [f"struct {signature.name} {{", "    ", "};", ""]
        usage = []
        for number, (name, head, body) in enumerate(self._peeking_functions(signature)):
            lines += [f"{head} {{", f"    {body}", "}", ""]
            if number == 0:
                usage.append(f" * struct {signature.name}* obj = {name}(iter);")
            else:
                usage.append(f" * {head.split()[0]} param_{number} = {name}(obj);")
        intro = f" * Your {signature.name} struct will be instantiated and called as such:"
        return [*lines, "/**", intro, *usage, "*/"]

    def _iterator_functions(self, signature: Signature) -> list[tuple[str, str]]:
        """LeetCode's C functions of an iterator judged by one loop (341), each with a body that
        compiles: Create from the constructor's parameters, HasNext and Next on `struct X *iter`, Free."""
        design = signature.design
        assert design is not None
        name = f"struct {signature.name}"
        create = ", ".join(part for param in design.constructor for part in self._param_parts(param))
        step = design.method("next")
        assert step is not None
        return [
            (f"{name} *{self._design_function(signature, 'create')}({create})", f"return calloc(1, sizeof({name}));"),
            (f"bool {self._design_function(signature, 'hasNext')}({name} *iter)", "return false;"),
            (
                f"{self.type_name(step.returns)} {self._design_function(signature, 'next')}({name} *iter)",
                f"return {_EMPTY[step.returns.name]};",
            ),
            (f"void {self._design_function(signature, 'free')}({name} *iter)", "free(iter);"),
        ]

    def _iterator_block(self, signature: Signature) -> list[str]:
        """LeetCode's C template of an iterator judged by one loop: its struct and functions, and its
        comment on how its driver calls them (the Free after the loop)."""
        design = signature.design
        assert design is not None
        lines = [f"struct {signature.name} {{", "    ", "};", ""]
        functions = self._iterator_functions(signature)
        for number, (head, body) in enumerate(functions):
            if number == len(functions) - 1:
                lines.append("/** Frees the iterator and all it holds: called once the loop is done. */")
            lines += [f"{head} {{", f"    {body}", "}", ""]
        given = design.constructor
        arguments = ", ".join(name for param in given for name in self._argument_names(param.name, param.type))
        create, has_next, step, free = (
            self._design_function(signature, name) for name in ("create", "hasNext", "next", "free")
        )
        return [
            *lines,
            "/**",
            f" * Your {signature.name} will be called as such:",
            f" * struct {signature.name} *i = {create}({arguments});",
            f' * while ({has_next}(i)) printf("%d\\n", {step}(i));',
            f" * {free}(i);",
            " */",
        ]

    def _round_trip_head(self, method: Method) -> str:
        """A Codec's method as LeetCode's C declares it: a function of its own (`char* serialize(struct
        TreeNode* root)`), with no struct to call it on."""
        params = ", ".join(part for param in method.params for part in self._param_parts(param))
        return f"{self.type_name(method.returns)} {method.name}({params})"

    def _round_trip_block(self, signature: Signature) -> list[str]:
        """LeetCode's C template of a Codec's round trip: its two functions (each returning a default
        value, so that it compiles), and its comment on how its driver calls them, once each."""
        trip = round_trip(signature)
        assert trip is not None
        lines = []
        for method in trip:
            said = CODEC_COMMENTS.get(method.name)
            lines += [*([f"/** {said} */"] if said else []), f"{self._round_trip_head(method)} {{"]
            lines += [f"    return {_EMPTY[method.returns.name]};", "}", ""]
        there, back = trip
        # LeetCode's comment names the string data (297), or s, the URL's own name too (535).
        value = signature.inputs[0]
        text, given = ("s", "s") if value.type.name == "string" else ("data", value.name)
        return [
            *lines,
            "// Your functions will be called as such:",
            f"// char* {text} = {there.name}({given});",
            f"// {back.name}({text});",
        ]

    def _design_block(self, signature: Signature) -> list[str]:
        """LeetCode's design template for C (each body returning a default value, so that it
        compiles), and its comment on how the functions are called."""
        design = signature.design
        assert design is not None
        declarations = self._design_declarations(signature)
        lines = ["typedef struct {", "    ", f"}} {signature.name};", "", ""]
        lines += [declarations[0][1] + " {", f"    return calloc(1, sizeof({signature.name}));", "}", ""]

        def arguments(params: tuple[Param, ...]) -> list[str]:
            names = []
            for param in params:
                names.append(param.name)
                if param.type.depth >= 1:
                    names.append(f"{param.name}Size")
                if param.type.depth == 2:
                    names.append(f"{param.name}ColSize")
            return names

        constructed = ", ".join(arguments(design.constructor))
        create = self._design_function(signature, "create")
        usage = [f" * {signature.name}* obj = {create}({constructed});"]
        for number, (method, head) in enumerate(declarations[1:-1], 1):
            assert method is not None
            returned = method.returns
            if returned.name == "void":
                body = ["  "]
            elif returned.depth == 0:
                body = [f"  return {_EMPTY[returned.name]};"]
            else:
                body = [
                    "  *retSize = 0;",
                    *(["  *retColSize = NULL;"] if returned.depth == 2 else []),
                    "  return NULL;",
                ]
            lines += [head + " {", *body, "}", ""]
            passed = ["obj", *arguments(method.params)]
            if returned.depth >= 1:
                passed.append("retSize")
            if returned.depth == 2:
                passed.append("retColSize")
            call = f"{self._design_function(signature, method)}({', '.join(passed)});"
            usage += [
                f" * {call}" if returned.name == "void" else f" * {self.type_name(returned)} param_{number} = {call}"
            ]
            usage.append(" ")
        lines += [declarations[-1][1] + " {", "    free(obj);", "}", ""]
        usage.append(f" * {self._design_function(signature, 'free')}(obj);")
        return [
            *lines,
            "/**",
            f" * Your {signature.name} struct will be instantiated and called as such:",
            *usage,
            "*/",
        ]

    def _design_glue(self, signature: Signature) -> list[str]:
        """judge_case() of a design problem: the struct made by Create, each other operation's
        function called on it, every result (null for Create and a void function) written in the
        answer's list; Free at the end of the case."""
        design = signature.design
        assert design is not None
        lines = ["static int judge_case(judge_cursor *judge_arguments, judge_buffer *judge_out) {"]
        lines += self._read(Type("list", Type("string")), "judge_operations")
        lines += [
            "    judge_expect(judge_arguments, ',');",
            "    judge_expect(judge_arguments, '[');",
            f"    {signature.name} *judge_object = NULL;",
            '    judge_put_text(judge_out, "[");',
            "    int judge_call = 0;",
            "    for (; judge_more(judge_arguments, judge_call == 0); judge_call++) {",
            "        const char *judge_operation = judge_operations[judge_call];",
            "        judge_design_mark(judge_call, judge_operation);",
            '        if (judge_call) judge_put_text(judge_out, ",");',
            "        judge_expect(judge_arguments, '[');",
            "        if (judge_call == 0) {",
        ]

        def reads(params: tuple[Param, ...]) -> tuple[list[str], list[str]]:
            found: list[str] = []
            names: list[str] = []
            for index, param in enumerate(params):
                if index:
                    found.append("    judge_expect(judge_arguments, ',');")
                found.extend(self._read(param.type, f"judge_arg{index}"))
                names.append(f"judge_arg{index}")
                if param.type.depth >= 1:
                    names.append(f"judge_arg{index}_size")
                if param.type.depth == 2:
                    names.append(f"judge_arg{index}_columns")
            return [f"        {line}" for line in found], names

        failed = "return judge_call_failed(judge_out, judge_call);"
        read, names = reads(design.constructor)
        create = self._design_function(signature, "create")
        lines += [*read, f"            judge_object = {create}({', '.join(names)});"]
        lines.append('            judge_put_text(judge_out, "null");')
        for method in design.methods:
            read, names = reads(method.params)
            returns = method.returns
            lines += [f'        }} else if (!strcmp(judge_operation, "{method.name}")) {{', *read]
            names.insert(0, "judge_object")
            if returns.depth >= 1:
                lines.append("            int judge_size = -1;")
                names.append("&judge_size")
            if returns.depth == 2:
                lines.append("            int *judge_columns = NULL;")
                names.append("&judge_columns")
            call = f"{self._design_function(signature, method)}({', '.join(names)})"
            if returns.name == "void":
                lines += [f"            {call};", '            judge_put_text(judge_out, "null");']
                continue
            lines.append(f"            {self.type_name(returns)} judge_answer = {call};")
            if returns.depth >= 1:
                lines += [
                    "            if (judge_size < 0) {",
                    '                judge_fail(judge_out, "the function did not set *retSize");',
                    f"                {failed}",
                    "            }",
                    "            if (judge_size > 0 && !judge_answer) {",
                    '                judge_fail(judge_out, "*retSize > 0 but NULL was returned");',
                    f"                {failed}",
                    "            }",
                ]
            if returns.depth == 2:
                lines += [
                    "            if (judge_size > 0 && !judge_columns) {",
                    '                judge_fail(judge_out, "the function did not set *retColSize");',
                    f"                {failed}",
                    "            }",
                ]
            written = self._write(returns, "judge_answer", "judge_size", "judge_columns")
            lines += [f"        {line}".replace("return JUDGE_ERROR;", failed) for line in written]
        free = self._design_function(signature, "free")
        lines += [
            "        }",
            "        judge_expect(judge_arguments, ']');",
            "    }",
            '    judge_put_text(judge_out, "]");',
            '    judge_design_mark(-1, "");',
            f"    if (judge_object) {free}(judge_object);",
            "    for (int judge_k = 0; judge_k < judge_operations_size; judge_k++) free(judge_operations[judge_k]);",
            "    free(judge_operations);",
            "    return JUDGE_ANSWER;",
            "}",
        ]
        return lines

    def _peeking_glue(self, signature: Signature) -> list[str]:
        """judge_case() of 284: the struct made by Constructor from the Iterator over the case's list,
        then peek, next and hasNext called on it, every result (null for Constructor) written in the
        answer's list. The Iterator's next past the end jumps back here (nodes.h), and the case is the
        error that says so, naming its call (judge_design_call, set before each)."""
        design = signature.design
        assert design is not None
        # What the case's harness holds, freed at its end: the list, the operations' names.
        freed = [
            "    judge_iterator_free();",
            "    for (int judge_k = 0; judge_k < judge_operations_size; judge_k++) free(judge_operations[judge_k]);",
            "    free(judge_operations);",
        ]
        lines = ["static int judge_case(judge_cursor *judge_arguments, judge_buffer *judge_out) {"]
        lines += self._read(Type("list", Type("string")), "judge_operations")
        lines += [
            "    judge_expect(judge_arguments, ',');",
            "    judge_expect(judge_arguments, '[');",
            f"    struct {signature.name} *volatile judge_object = NULL;",
            '    judge_put_text(judge_out, "[");',
            "    if (setjmp(judge_iterator_ended)) {",
            "        int judge_at = judge_design_call;",
            *(f"    {line}" for line in freed),
            "        judge_out->size = 0;",
            '        judge_put_text(judge_out, "\\"type\\":\\"Error\\",\\"message\\":");',
            '        judge_put_string(judge_out, "the Iterator\'s next() called after its last element");',
            '        judge_put_text(judge_out, ",\\"frames\\":[],\\"frames_total\\":0");',
            "        return judge_call_failed(judge_out, judge_at);",
            "    }",
            "    for (int judge_call = 0; judge_more(judge_arguments, judge_call == 0); judge_call++) {",
            "        const char *judge_operation = judge_operations[judge_call];",
            "        judge_design_mark(judge_call, judge_operation);",
            '        if (judge_call) judge_put_text(judge_out, ",");',
            "        judge_expect(judge_arguments, '[');",
            "        if (judge_call == 0) {",
            *(f"    {line}" for line in self._read(Type("list", Type("int")), "judge_items")),
            f"            judge_object = {_PEEKING_CONSTRUCTOR}(judge_iterator_over(judge_items, judge_items_size));",
            '            judge_put_text(judge_out, "null");',
        ]
        for method in design.methods:
            lines += [
                f'        }} else if (!strcmp(judge_operation, "{method.name}")) {{',
                f"            {_PUT[method.returns.name]}(judge_out, {method.name}(judge_object));",
            ]
        lines += [
            "        }",
            "        judge_expect(judge_arguments, ']');",
            "    }",
            '    judge_put_text(judge_out, "]");',
            '    judge_design_mark(-1, "");',
            *freed,
            "    return JUDGE_ANSWER;",
            "}",
        ]
        return lines

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        if round_trip(signature) is not None or iterated(signature):  # LeetCode's driver's own template
            comment = ["/*", *(f" * {line}".rstrip() for line in [*about, "", *usage]), " */"] if about or usage else []
            used = node_types(signature)
            nodes = [line for name, lines in NODE_COMMENTS.items() if name in used for line in lines]
            block = self._iterator_block(signature) if iterated(signature) else self._round_trip_block(signature)
            return "\n".join([*comment, *nodes, *block, ""])
        if signature.name in PEEKING_CLASSES and signature.design is not None:
            comment = ["/*", *(f" * {line}".rstrip() for line in [*about, "", *usage]), " */"] if about or usage else []
            nodes = list(NODE_COMMENTS[ITERATOR])
            return "\n".join([*comment, *nodes, *self._peeking_block(signature), ""])
        if signature.design is not None:
            notes = [*about, "", *usage]
            if any(method.returns.depth >= 1 for method in signature.design.methods):
                notes += ["", "Return a list's length in *retSize; the caller frees what you return."]
            comment = ["/*", *(f" * {line}".rstrip() for line in notes), " */"] if about or usage else []
            used = node_types(signature)
            nodes = [line for name, lines in NODE_COMMENTS.items() if name in used for line in lines]
            return "\n".join([*comment, *nodes, *self._design_block(signature), ""])
        notes = [*about, "", *usage]
        if signature.returns.depth >= 1:
            notes += [
                "",
                "Return the list's length in *returnSize"
                + (
                    " and a malloc'd array of each row's length in *returnColumnSizes"
                    if signature.returns.depth == 2
                    else ""
                )
                + "; the caller frees what you return.",
            ]
        comment = ["/*", *(f" * {line}".rstrip() for line in notes), " */"] if about or usage else []
        if signature.in_place:
            body = [f"    /* Do not return anything, modify {signature.answer} in-place instead. */"]
        elif signature.returns.depth == 0:
            body = [f"    return {_EMPTY[signature.returns.name]};"]
        else:
            body = ["    *returnSize = 0;"]
            if signature.returns.depth == 2:
                body.append("    *returnColumnSizes = NULL;")
            body.append("    return NULL;")
        used = node_types(signature)
        nodes = [line for name, lines in NODE_COMMENTS.items() if name in used for line in lines]
        api = api_comment(signature)
        return "\n".join([*comment, *nodes, *api, self.declaration(signature) + " {", *body, "}", ""])

    def glue(self, signature: Signature) -> tuple[str, str | None]:
        # One piece: C's harness is compiled with the user's file.
        self._check(signature)
        lines = ["static void judge_flush(void) { fflush(stdout); fflush(stderr); }"]
        if NESTED_INTEGER in node_types(signature):
            # The struct NestedInteger and its functions, after the file, to which they are opaque.
            lines = ["#define JUDGE_NESTED_DEFINITIONS 1", f'#include "{NODES_FILE}"', *lines]
        if signature.calls:
            lines += (
                self._peeking_glue(signature) if signature.name in PEEKING_CLASSES else self._design_glue(signature)
            )
            lines.append("int main(int argc, char **argv) { return judge_main(argc, argv, judge_case, judge_flush); }")
            return "\n".join(lines), None
        lines.append("static int judge_case(judge_cursor *judge_arguments, judge_buffer *judge_out) {")
        arguments: list[str] = []
        for index, param in enumerate(signature.params):
            if index:
                lines.append("    judge_expect(judge_arguments, ',');")
            lines.extend(self._read(param.type, f"judge_arg{index}"))
            arguments.append(f"judge_arg{index}")
            if param.type.depth >= 1:
                arguments.append(f"judge_arg{index}_size")
            if param.type.depth == 2:
                arguments.append(f"judge_arg{index}_columns")
        lines.extend(links_applied(signature, "    "))  # one of LeetCode's own drivers: its links
        lines.extend(api_value_read(signature, "    "))  # or its API's value
        if iterated(signature):  # the arguments are Create's; the answer is the loop's
            lines += self._iterator_loop(signature, arguments)
            lines.append("int main(int argc, char **argv) { return judge_main(argc, argv, judge_case, judge_flush); }")
            return "\n".join(lines), None
        returns = signature.returns
        if returns.depth >= 1:
            lines.append("    int judge_size = -1;")
            arguments.append("&judge_size")
        if returns.depth == 2:
            lines.append("    int *judge_columns = NULL;")
            arguments.append("&judge_columns")
        call = f"{self.method_name(signature)}({', '.join(arguments)})"
        trip = round_trip(signature)
        if trip is not None:  # a Codec's round trip, as LeetCode's driver calls its two functions
            there, back = trip
            call = f"{back.name}({there.name}({', '.join(arguments)}))"
        answer = signature.answer_index
        if answer is not None:
            # void: the answer is the argument as the function left it, read through the harness's
            # own pointer (a row pointer swapped in place counts, as with LeetCode's caller).
            lines.append(f"    {call};")
            name = f"judge_arg{answer}"
            written = answered_argument(signature)  # a node a link replaced: as built (237's list)
            lines.extend(self._write(signature.answer_type, written, f"{name}_size", f"{name}_columns"))
        else:
            lines.append(f"    {self.type_name(returns)} judge_answer = {call};")
            if returns.depth >= 1:
                lines += [
                    '    if (judge_size < 0) return judge_fail(judge_out, "the function did not set *returnSize");',
                    "    if (judge_size > 0 && !judge_answer)",
                    '        return judge_fail(judge_out, "*returnSize > 0 but NULL was returned");',
                ]
            if returns.depth == 2:
                lines += [
                    "    if (judge_size > 0 && !judge_columns)",
                    '        return judge_fail(judge_out, "the function did not set *returnColumnSizes");',
                ]
            placed = place_written(signature, "judge_answer", "    ")
            lines.extend(placed or self._write(returns, "judge_answer", "judge_size", "judge_columns"))
        lines += ["    return JUDGE_ANSWER;", "}"]
        lines.append("int main(int argc, char **argv) { return judge_main(argc, argv, judge_case, judge_flush); }")
        return "\n".join(lines), None

    def _iterator_loop(self, signature: Signature, arguments: list[str]) -> list[str]:
        """The rest of judge_case() of an iterator judged by one loop, as LeetCode's driver runs it: the
        struct made by Create from the arguments read, Next called while HasNext is true (and the
        answer within the result limit: an iterator may never end), each value written; then Free."""
        design = signature.design
        assert design is not None
        step = design.method("next")
        assert step is not None
        create, has_next, next_value, free = (
            self._design_function(signature, name) for name in ("create", "hasNext", "next", "free")
        )
        return [
            f"    struct {signature.name} *judge_iterator = {create}({', '.join(arguments)});",
            "    judge_put_byte(judge_out, '[');",
            "    for (bool judge_first = true; !judge_over_limit(judge_out) && "
            f"{has_next}(judge_iterator); judge_first = false) {{",
            "        if (!judge_first) judge_put_byte(judge_out, ',');",
            f"        {_PUT[step.returns.name]}(judge_out, {next_value}(judge_iterator));",
            "    }",
            "    judge_put_byte(judge_out, ']');",
            f"    {free}(judge_iterator);",
            "    return JUDGE_ANSWER;",
            "}",
        ]

    def _read(self, type_: Type, name: str) -> list[str]:
        """Declarations of the argument `name` (with name_size and name_columns for lists), read
        from the JSON; every array malloc'd to its exact length, each row on its own, as LeetCode's
        caller does."""
        if type_.item is None:
            return [f"    {self.type_name(type_)} {name} = {_GET[type_.name]};"]
        scalar = self.type_name(Type(type_.scalar))
        read_scalar = _GET[type_.scalar]
        grow = "judge_grow((void **)&{array}, &{capacity}, {count}, sizeof *{array})"
        fit = "{array} = judge_fit({array}, {count}, sizeof *{array});"
        lines = [f"    {self.type_name(type_)} {name} = NULL; int {name}_size = 0; size_t {name}_capacity = 0;"]
        if type_.depth == 1:
            lines += [
                "    judge_expect(judge_arguments, '[');",
                "    for (bool judge_first = true; judge_more(judge_arguments, judge_first); judge_first = false) {",
                "        " + grow.format(array=name, capacity=f"{name}_capacity", count=f"{name}_size") + ";",
                f"        {name}[{name}_size++] = {read_scalar};",
                "    }",
                "    " + fit.format(array=name, count=f"{name}_size"),
            ]
            return lines
        lines += [
            f"    int *{name}_columns = NULL; size_t {name}_columns_capacity = 0;",
            "    judge_expect(judge_arguments, '[');",
            "    for (bool judge_first = true; judge_more(judge_arguments, judge_first); judge_first = false) {",
            "        " + grow.format(array=name, capacity=f"{name}_capacity", count=f"{name}_size") + ";",
            "        "
            + grow.format(array=f"{name}_columns", capacity=f"{name}_columns_capacity", count=f"{name}_size")
            + ";",
            f"        {scalar} *judge_row = NULL; int judge_row_size = 0; size_t judge_row_capacity = 0;",
            "        judge_expect(judge_arguments, '[');",
            "        for (bool judge_inner = true; judge_more(judge_arguments, judge_inner); judge_inner = false) {",
            "            "
            + grow.format(array="judge_row", capacity="judge_row_capacity", count="judge_row_size")
            + ";",
            f"            judge_row[judge_row_size++] = {read_scalar};",
            "        }",
            f"        {name}_columns[{name}_size] = judge_row_size;",
            f"        {name}[{name}_size++] = judge_fit(judge_row, judge_row_size, sizeof *judge_row);",
            "    }",
            "    " + fit.format(array=name, count=f"{name}_size"),
            "    " + fit.format(array=f"{name}_columns", count=f"{name}_size"),
        ]
        return lines

    def _write(self, type_: Type, value: str, size: str, columns: str) -> list[str]:
        """Writing `value` (a list of `size` items; a list of lists with rows of `columns[i]` items).
        A tree or a list (or a list of them) may not be writable (a cycle): its error ends the case."""
        if type_.has_nodes:
            put = _PUT_NODES[type_.scalar]
            call = f"{put}(judge_out, {value})" if type_.is_node else f"{put}s(judge_out, {value}, (size_t){size})"
            return [f"    if ({call} != JUDGE_ANSWER) return JUDGE_ERROR;"]
        if type_.item is None:
            return [f"    {_PUT[type_.name]}(judge_out, {value});"]
        put = _PUT[type_.scalar]
        lines = [
            '    judge_put_text(judge_out, "[");',
            f"    for (int judge_i = 0; judge_i < {size}; judge_i++) {{",
            '        if (judge_i) judge_put_text(judge_out, ",");',
        ]
        if type_.depth == 1:
            lines += [f"        {put}(judge_out, {value}[judge_i]);", "    }"]
        else:
            lines += [
                f'        if (!{value}[judge_i]) {{ judge_put_text(judge_out, "null"); continue; }}',
                '        judge_put_text(judge_out, "[");',
                f"        for (int judge_j = 0; judge_j < {columns}[judge_i]; judge_j++) {{",
                '            if (judge_j) judge_put_text(judge_out, ",");',
                f"            {put}(judge_out, {value}[judge_i][judge_j]);",
                "        }",
                '        judge_put_text(judge_out, "]");',
                "    }",
            ]
        lines.append('    judge_put_text(judge_out, "]");')
        return lines

    def generated_message(self, message: str, plan: BuildPlan) -> str | None:
        redefined = node_redefinition(message, plan)
        if redefined is not None:
            return redefined
        missing = re.search(r"implicit declaration of function [‘'](\w+)[’']", message)
        if missing:
            return f"the file defines no function {missing.group(1)}"
        if message.startswith("error:") and any(
            words in message for words in ("incompatible", "too few arguments", "too many arguments")
        ):
            detail = message.removeprefix("error:").strip()
            return f"the function's parameters or return type differ from LeetCode's declaration ({detail})"
        if message.startswith("error:") and "void value not ignored" in message:
            return "the function returns void where LeetCode's declaration returns a value"
        return None

    # --- a case exported as a program (judge export) -------------------------------------------------

    def standalone_main(self, signature: Signature, case_input: dict[str, Any]) -> list[str]:
        from judge.languages.standalone import design_calls, method_arguments

        if signature.design is not None:
            calls = design_calls(signature, case_input)
            body = self._standalone_calls(signature, calls)
            given = [type_ for call in calls for _, type_ in call.arguments]
        else:
            arguments = method_arguments(signature, case_input)
            body = self._standalone_call(signature, arguments)
            given = [type_ for _, _, type_ in arguments]
        top = []
        if any(type_.scalar == TREE for type_ in given):
            null = "#define null LEETCODE_NULL /* a missing child in a tree's level order, as LeetCode writes it */"
            top = [null, ""]
        elif any(type_.scalar == NARY_TREE for type_ in given):
            null = "#define null LEETCODE_NULL /* the end of a node's children, as LeetCode writes an N-ary tree */"
            top = [null, ""]
        return [*top, "int main(void) {", *body, "    return 0;", "}"]

    def _standalone_call(self, signature: Signature, arguments: tuple[tuple[str, Any, Type], ...]) -> list[str]:
        """main()'s body: each argument declared as LeetCode names it (nums, numsSize), the call, the
        answer printed: what it returns (its size in returnSize), or the argument it changes."""
        lines: list[str] = []
        passed: list[str] = []
        for name, value, type_ in arguments:
            lines += self._declared(name, value, type_)
            passed += self._argument_names(name, type_)
        returns = signature.returns
        if returns.depth >= 1:
            lines.append("    int returnSize = 0;")
            passed.append("&returnSize")
        if returns.depth == 2:
            lines.append("    int* returnColumnSizes = NULL;")
            passed.append("&returnColumnSizes")
        call = f"{self.method_name(signature)}({', '.join(passed)})"
        answer = signature.answer
        if answer is not None:
            printed = self._printed(signature.answer_type, answer, f"{answer}Size", f"{answer}ColSize")
            lines += [f"    {call};", f"    {printed} /* the argument it changes in place */"]
        else:
            lines.append(f"    {self.type_name(returns)} answer = {call};")
            lines.append(f"    {self._printed(returns, 'answer', 'returnSize', 'returnColumnSizes')}")
        return [*lines, '    printf("\\n");']

    def _standalone_calls(self, signature: Signature, calls: tuple[Call, ...]) -> list[str]:
        """main()'s body for a design case: Create, each function called on the struct in turn with
        its result printed (null for Create and a void function, a list's size in retSize), Free."""
        design = signature.design
        assert design is not None
        lines = ["    /* Each call's result, as LeetCode lists them: null for Create and for a void function. */"]
        if any(method.returns.depth >= 1 for method in design.methods):
            lines.append("    int retSize = 0;")
        if any(method.returns.depth == 2 for method in design.methods):
            lines.append("    int* retColSize = NULL;")
        for number, call in enumerate(calls):
            method = call.method
            function = self._design_function(signature, "create" if method is None else method)
            params = design.constructor if method is None else method.params
            passed = [] if method is None else ["obj"]
            for (value, type_), param in zip(call.arguments, params, strict=True):
                if type_.item is None:
                    passed.append(self._value(value, type_, "    ", len(function) + 20))
                    continue
                # A list as main's variables, as a method's argument is declared (nums_3, nums_3Size).
                variable = f"{param.name}_{number}"
                lines += self._declared(variable, value, type_)
                passed += self._argument_names(variable, type_)
            if method is None:
                lines += [f"    {signature.name}* obj = {function}({', '.join(passed)});", '    printf("[null");']
                continue
            returns = method.returns
            if returns.depth >= 1:
                passed.append("&retSize")
            if returns.depth == 2:
                passed.append("&retColSize")
            made = f"{function}({', '.join(passed)})"
            if returns.name == "void":
                lines += [f"    {made};", '    printf(",null");']
            elif returns.name in _FORMATS:
                lines.append(f'    printf(",{_FORMATS[returns.name]}", {made});')
            elif returns.depth == 0:
                lines += ['    printf(",");', f"    {self._printed(returns, made, '', '')}"]
            else:
                result = f"param_{number}"
                printed = self._printed(returns, result, "retSize", "retColSize")
                lines += [f"    {self.type_name(returns)} {result} = {made};", '    printf(",");', f"    {printed}"]
        free = self._design_function(signature, "free")
        return [*lines, '    printf("]\\n");', f"    {free}(obj);"]

    def _argument_names(self, name: str, type_: Type) -> list[str]:
        """An argument's names in LeetCode's C call: nums; nums, numsSize; grid, gridSize, gridColSize."""
        names = [name]
        if type_.depth >= 1:
            names.append(f"{name}Size")
        if type_.depth == 2:
            names.append(f"{name}ColSize")
        return names

    def _declared(self, name: str, value: Any, type_: Type) -> list[str]:
        """An argument's declaration from literals, a list's also of its sizes. Lists and strings are
        arrays of main's, writable as LeetCode's malloc'd ones are."""
        if type_.item is None:
            if type_.name == "string" and value is not None:
                return [f"    char {name}[] = {scalar_literal(value, type_)};"]
            head = f"    {self.type_name(type_)} {name} = "
            return [f"{head}{self._value(value, type_, '    ', len(head))};"]
        head = f"    {self.type_name(type_.item)} {name}[] = "
        lines = [f"{head}{self._items(value, type_, '    ', len(head))};", f"    int {name}Size = {len(value)};"]
        if type_.depth == 2:
            head = f"    int {name}ColSize[] = "
            lines.append(head + braced([str(len(row or ())) for row in value], "    ", len(head)) + ";")
        return lines

    def _items(self, value: list[Any], type_: Type, indent: str, column: int) -> str:
        """A list's items in braces: a row a line for a list of lists, of trees or of linked lists."""
        item = type_.item
        assert item is not None
        rows = item.item is not None or item.has_nodes
        inner = indent + "    "
        return braced([self._value(entry, item, inner, len(inner)) for entry in value], indent, column, rows)

    def _value(self, value: Any, type_: Type, indent: str, column: int) -> str:
        """The value as an expression: a literal, a list or a string as a compound literal (an array
        of main's), a tree or a linked list built by leetcode.h; NULL for an empty one."""
        if value is None or (type_.is_node and not value):
            return "NULL"
        if type_.is_node:
            build = {
                TREE: "leetcode_tree((long long[])",
                NARY_TREE: "leetcode_nary((long long[])",
            }.get(type_.name, "leetcode_list((int[])")
            entries = ["null" if entry is None else str(entry) for entry in value]
            return f"{build}{braced(entries, indent, column + len(build))}, {len(value)})"
        if type_.item is None:
            literal = scalar_literal(value, type_)
            return f"(char[]){{{literal}}}" if type_.name == "string" else literal
        head = f"({self.type_name(type_.item)}[])"
        return head + self._items(value, type_, indent, column + len(head))

    def _printed(self, type_: Type, value: str, size: str, columns: str) -> str:
        """The statement printing a value with native_harness/leetcode.h's printer of its type."""
        printer = f"leetcode_print_{_PRINTED[type_.scalar]}"
        if type_.depth == 0:
            return f"{printer}({value});"
        if type_.depth == 1:
            return f"{printer}_array({value}, {size});"
        return f"{printer}_arrays({value}, {size}, {columns});"
