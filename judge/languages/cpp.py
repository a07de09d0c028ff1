"""C++, as LeetCode runs it: `class Solution { public: ... };` with every standard header and
`using namespace std` available without writing them (see judge/languages/native.py for the build).

Arguments are declared as LeetCode declares them: vectors by reference (`vector<vector<char>>&
board`), strings and scalars by value; a `char` travels as a one-character JSON string. A `void`
method (`void solveSudoku(vector<vector<char>>& board)`) answers with the argument it changed.
Trees and linked lists are LeetCode's `TreeNode*` and `ListNode*` (`vector<ListNode*>& lists`), its
structs with their three constructors declared by the judge (judge/languages/native_harness/nodes.h), each
node made by `new`, so that a solution may `delete` nodes of its input. An N-ary tree is LeetCode's
`Node*` (`vector<Node*> children`, empty for a leaf), its class declared only for a problem that has
one: an LRU cache's file often declares a class Node of its own. For LeetCode's own drivers (a list
whose tail links back, two lists that meet, a tree's nodes p and q) the nodes are joined as
docs/protocol.md's "Links" says, and a returned node is answered by where it stands (its address);
237's `void deleteNode(ListNode* node)` answers with the list from the head the judge built, and
278's and 374's methods call LeetCode's `isBadVersion` and `guess`, defined before the user's file.
Copy List with Random Pointer, Clone Graph, Populating Next Right Pointers and Flatten a Multilevel
Doubly Linked List take LeetCode's class Node of that problem (nodes.h, with LeetCode's constructors;
430's has none, as LeetCode's), declared only for it. Peeking Iterator's PeekingIterator derives
from LeetCode's class Iterator (nodes.h: next, hasNext const, a copy constructor; next past the end
throws), declared only for 284, and is made as LeetCode makes it, `PeekingIterator(nums)` from the
case's vector<int>. A Codec's
round trip runs as LeetCode's templates say: 297's `class Codec` encodes with one object and decodes
with another (`Codec ser, deser;`), 535's older `class Solution` makes both calls on one.

Compiled as LeetCode compiles it, by clang 19 in C++23 mode, when `clang++-19` is installed (Debian's
clang-19); otherwise by g++ (C++23 with GNU extensions), and the report's warnings say so. Either way
the standard library is this machine's libstdc++ (gcc 12's; LeetCode's is gcc 14's)."""

from __future__ import annotations

import os
import re

from judge.core.record import replace
from judge.core.signature import (
    APIS,
    CYCLE,
    DELETED_NODE,
    DRIVEN_NODES,
    INTERSECTION,
    ITERATE,
    ITERATOR,
    NARY_TREE,
    PEEKING_CLASSES,
    ROUND_TRIP,
    TREE,
    TREE_NODES,
    Method,
    Param,
    Signature,
    Type,
)
from judge.languages.base import (
    CODEC_COMMENTS,
    GDB,
    BuildPlan,
    LeetCodeEnvironment,
    Toolchain,
    program_identity,
    release_numbers,
    version_line,
)
from judge.languages.native import (
    SANITIZERS,
    NativeLanguage,
    answered_argument,
    api_comment,
    api_declaration,
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

# LeetCode's compiler: clang 19 in C++23 mode, with GCC's standard library (here gcc 12's).
CLANG = Toolchain("clang++-19", apt="clang-19", purpose="clang++-19, LeetCode's C++ compiler")
# Its AddressSanitizer runtime, which clang-19 only recommends (an install without recommended
# packages lacks it, and every sanitized build would then fail to link): without it, g++ builds.
CLANG_SANITIZERS = Toolchain(
    f"/usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.asan-{os.uname().machine}.a",
    apt="libclang-rt-19-dev",
    purpose="clang 19's AddressSanitizer runtime",
)

_SCALARS = {
    "int": "int",
    "long": "long long",
    "bool": "bool",
    "double": "double",
    "char": "char",
    "string": "string",
    "void": "void",
    "TreeNode": "TreeNode*",
    "ListNode": "ListNode*",
    "Node": "Node*",
    # LeetCode's other Node classes, each its problem's class Node (native_harness/nodes.h).
    "RandomListNode": "Node*",
    "GraphNode": "Node*",
    "NextTreeNode": "Node*",
    "MultilevelListNode": "Node*",
    "NestedInteger": "NestedInteger",
}
_EMPTY = {
    "int": "0",
    "long": "0",
    "bool": "false",
    "double": "0.0",
    "char": "'\\0'",
    "string": '""',
    "TreeNode": "nullptr",
    "ListNode": "nullptr",
    "Node": "nullptr",
    "RandomListNode": "nullptr",
    "GraphNode": "nullptr",
    "NextTreeNode": "nullptr",
    "MultilevelListNode": "nullptr",
    "NestedInteger": "NestedInteger()",
}
# LeetCode's comment above a starter that uses a node type: the struct (Node: the class) the judge
# declares, each in LeetCode's own style (Node's a block comment of the code as it is).
NODE_COMMENTS = {
    "ListNode": (
        "/**",
        " * Definition for singly-linked list.",
        " * struct ListNode {",
        " *     int val;",
        " *     ListNode *next;",
        " *     ListNode() : val(0), next(nullptr) {}",
        " *     ListNode(int x) : val(x), next(nullptr) {}",
        " *     ListNode(int x, ListNode *next) : val(x), next(next) {}",
        " * };",
        " */",
    ),
    "TreeNode": (
        "/**",
        " * Definition for a binary tree node.",
        " * struct TreeNode {",
        " *     int val;",
        " *     TreeNode *left;",
        " *     TreeNode *right;",
        " *     TreeNode() : val(0), left(nullptr), right(nullptr) {}",
        " *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}",
        " *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}",
        " * };",
        " */",
    ),
    "Node": (
        "/*",
        "// Definition for a Node.",
        "class Node {",
        "public:",
        "    int val;",
        "    vector<Node*> children;",
        "",
        "    Node() {}",
        "",
        "    Node(int _val) {",
        "        val = _val;",
        "    }",
        "",
        "    Node(int _val, vector<Node*> _children) {",
        "        val = _val;",
        "        children = _children;",
        "    }",
        "};",
        "*/",
        "",
    ),
    "RandomListNode": (
        "/*",
        "// Definition for a Node.",
        "class Node {",
        "public:",
        "    int val;",
        "    Node* next;",
        "    Node* random;",
        "    ",
        "    Node(int _val) {",
        "        val = _val;",
        "        next = NULL;",
        "        random = NULL;",
        "    }",
        "};",
        "*/",
        "",
    ),
    "GraphNode": (
        "/*",
        "// Definition for a Node.",
        "class Node {",
        "public:",
        "    int val;",
        "    vector<Node*> neighbors;",
        "    Node() {",
        "        val = 0;",
        "        neighbors = vector<Node*>();",
        "    }",
        "    Node(int _val) {",
        "        val = _val;",
        "        neighbors = vector<Node*>();",
        "    }",
        "    Node(int _val, vector<Node*> _neighbors) {",
        "        val = _val;",
        "        neighbors = _neighbors;",
        "    }",
        "};",
        "*/",
        "",
    ),
    "NextTreeNode": (
        "/*",
        "// Definition for a Node.",
        "class Node {",
        "public:",
        "    int val;",
        "    Node* left;",
        "    Node* right;",
        "    Node* next;",
        "",
        "    Node() : val(0), left(NULL), right(NULL), next(NULL) {}",
        "",
        "    Node(int _val) : val(_val), left(NULL), right(NULL), next(NULL) {}",
        "",
        "    Node(int _val, Node* _left, Node* _right, Node* _next)",
        "        : val(_val), left(_left), right(_right), next(_next) {}",
        "};",
        "*/",
        "",
    ),
    "MultilevelListNode": (
        "/*",
        "// Definition for a Node.",
        "class Node {",
        "public:",
        "    int val;",
        "    Node* prev;",
        "    Node* next;",
        "    Node* child;",
        "};",
        "*/",
        "",
    ),
    # LeetCode's Iterator of 284, the base class of PeekingIterator: the interface LeetCode's
    # comment shows, in LeetCode's order (the words are the kit's own).
    "Iterator": (
        "/*",
        " * The interface of the Iterator the judge gives your class: do not implement it.",
        " *",
        " * class Iterator {",
        " *     struct Data;",
        " *     Data* data;",
        " * public:",
        " *     // An iterator at the start of the list nums.",
        " *     Iterator(const vector<int>& nums);",
        " *     // An iterator of its own at the same place as iter.",
        " *     Iterator(const Iterator& iter);",
        " *",
        " *     // The next element; the iterator moves past it.",
        " *     int next();",
        " *",
        " *     // True while there are elements left.",
        " *     bool hasNext() const;",
        " * };",
        " */",
        "",
    ),
    # LeetCode's class, its whole API for 341 and 385 alike (the words are the kit's own).
    "NestedInteger": (
        "/**",
        " * // The interface of nested lists, which the judge provides: do not implement it.",
        " * class NestedInteger {",
        " *   public:",
        " *     // No value: an empty list.",
        " *     NestedInteger();",
        " *",
        " *     // A single integer equal to value.",
        " *     NestedInteger(int value);",
        " *",
        " *     // True if this NestedInteger holds a single integer, not a nested list.",
        " *     bool isInteger() const;",
        " *",
        " *     // The single integer this NestedInteger holds; undefined if it holds a nested list.",
        " *     int getInteger() const;",
        " *",
        " *     // Makes this NestedInteger hold the single integer value.",
        " *     void setInteger(int value);",
        " *",
        " *     // Makes this NestedInteger a nested list (if it is not one) and appends a copy of ni to it.",
        " *     void add(const NestedInteger &ni);",
        " *",
        " *     // The nested list this NestedInteger holds; undefined if it holds a single integer.",
        " *     const vector<NestedInteger> &getList() const;",
        " * };",
        " */",
    ),
}
# LeetCode's older comment on ListNode, above its template of 237: the one constructor, with NULL
# (the judge's struct has all three, so a solution written for either compiles).
_DELETED_NODE_COMMENTS = {
    **NODE_COMMENTS,
    "ListNode": (
        "/**",
        " * Definition for singly-linked list.",
        " * struct ListNode {",
        " *     int val;",
        " *     ListNode *next;",
        " *     ListNode(int x) : val(x), next(NULL) {}",
        " * };",
        " */",
    ),
}
# LeetCode's older comment on TreeNode, above its template of 297: the one constructor, with NULL.
_CODEC_NODE_COMMENTS = {
    **NODE_COMMENTS,
    "TreeNode": (
        "/**",
        " * Definition for a binary tree node.",
        " * struct TreeNode {",
        " *     int val;",
        " *     TreeNode *left;",
        " *     TreeNode *right;",
        " *     TreeNode(int x) : val(x), left(NULL), right(NULL) {}",
        " * };",
        " */",
    ),
}
# Reading the node types (native_harness/nodes.h builds them); writing them is judge_put_tree(s) and
# judge_put_list(s), which may fail (a cycle, a shared node) and so return the case's status.
_NODE_READERS = {
    "TreeNode": "template <> struct judge_reader<TreeNode *> {"
    " static TreeNode *read(judge_cursor *c) { return judge_get_tree(c); } };",
    "ListNode": "template <> struct judge_reader<ListNode *> {"
    " static ListNode *read(judge_cursor *c) { return judge_get_list(c); } };",
    "Node": "template <> struct judge_reader<Node *> {"
    " static Node *read(judge_cursor *c) { return judge_get_nary(c); } };",
    # LeetCode's other Node classes: the signature's own, alone (so one reader of Node *).
    "RandomListNode": "template <> struct judge_reader<Node *> {"
    " static Node *read(judge_cursor *c) { return judge_get_random_list(c); } };",
    "GraphNode": "template <> struct judge_reader<Node *> {"
    " static Node *read(judge_cursor *c) { return judge_get_graph(c); } };",
    "NextTreeNode": "template <> struct judge_reader<Node *> {"
    " static Node *read(judge_cursor *c) { return judge_get_next_tree(c); } };",
    "MultilevelListNode": "template <> struct judge_reader<Node *> {"
    " static Node *read(judge_cursor *c) { return judge_get_multilevel(c); } };",
    "NestedInteger": "template <> struct judge_reader<NestedInteger> {"
    " static NestedInteger read(judge_cursor *c) { return judge_get_nested(c); } };",
}
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
_SOLUTION_CLASS = re.compile(r"^\s*(?:class|struct)\s+Solution\b", re.MULTILINE)
# A method definition: a return type, the name, a parameter list, then a body or const/noexcept.
_METHOD = re.compile(r"[\w>&*\]]\s+([A-Za-z_]\w*)\s*\([^;{}()]*\)\s*(?:const\s*)?(?:noexcept\s*)?\{")

# Reading arguments and writing answers for any type of the vocabulary, by overloads and templates.
_GENERIC = r"""
#include <cxxabi.h>
#include <memory>
#include <new>
#include <string>
#include <typeinfo>
#include <vector>
template <class T> struct judge_reader;
template <> struct judge_reader<int> { static int read(judge_cursor *c) { return (int)judge_get_long(c); } };
template <> struct judge_reader<long long> { static long long read(judge_cursor *c) { return judge_get_long(c); } };
template <> struct judge_reader<bool> { static bool read(judge_cursor *c) { return judge_get_bool(c); } };
template <> struct judge_reader<double> { static double read(judge_cursor *c) { return judge_get_double(c); } };
template <> struct judge_reader<char> { static char read(judge_cursor *c) { return judge_get_char(c); } };
template <> struct judge_reader<std::string> {
    static std::string read(judge_cursor *c) {
        size_t length = 0;
        char *text = judge_get_string(c, &length);
        std::string value(text, length);
        free(text);
        return value;
    }
};
template <class T> struct judge_reader<std::vector<T>> {
    static std::vector<T> read(judge_cursor *c) {
        std::vector<T> items;
        judge_expect(c, '[');
        for (bool first = true; judge_more(c, first); first = false) items.push_back(judge_reader<T>::read(c));
        return items;
    }
};
static void judge_put(judge_buffer *b, int v) { judge_put_long(b, v); }
static void judge_put(judge_buffer *b, long v) { judge_put_long(b, v); }
static void judge_put(judge_buffer *b, long long v) { judge_put_long(b, v); }
static void judge_put(judge_buffer *b, unsigned v) { judge_put_long(b, v); }
static void judge_put(judge_buffer *b, bool v) { judge_put_bool(b, v); }
static void judge_put(judge_buffer *b, double v) { judge_put_double(b, v); }
static void judge_put(judge_buffer *b, char v) { judge_put_char(b, v); }
static void judge_put(judge_buffer *b, const std::string &v) { judge_put_string_bytes(b, v.data(), v.size()); }
static void judge_put(judge_buffer *b, const std::vector<bool> &items) {  // bits, not bools
    judge_put_text(b, "[");
    for (size_t index = 0; index < items.size(); index++) {
        if (index) judge_put_text(b, ",");
        judge_put_bool(b, items[index]);
    }
    judge_put_text(b, "]");
}
template <class T> static void judge_put(judge_buffer *b, const std::vector<T> &items) {
    judge_put_text(b, "[");
    bool first = true;
    for (const T &item : items) {  // by reference: no copy of each string of a large answer
        if (!first) judge_put_text(b, ",");
        first = false;
        judge_put(b, item);
    }
    judge_put_text(b, "]");
}
static void judge_put_error(judge_buffer *b, const char *type, const char *message) {
    judge_put_text(b, "\"type\":");
    judge_put_string(b, type);
    judge_put_text(b, ",\"message\":");
    judge_put_string(b, message);
    judge_put_text(b, ",\"frames\":[],\"frames_total\":0");
}
static void judge_flush(void) {
    std::cout.flush();
    std::cerr.flush();
    fflush(stdout);
    fflush(stderr);
}
"""


# The user's object as the driver holds it: made and destroyed by functions compiled with the
# user's file (the driver, compiled apart, knows no class Solution).
_OWNED = """template <void (*destroy)(void *)> struct judge_owned {
    void *object = nullptr;
    judge_owned() = default;
    judge_owned(const judge_owned &) = delete;
    ~judge_owned() { if (object) destroy(object); }
    void reset(void *made) { if (object) destroy(object); object = made; }
};"""
_MAIN = "int main(int argc, char **argv) { return judge_main(argc, argv, judge_case, judge_flush); }"


# Standard library features of LeetCode's C++23 that a libstdc++ before the given gcc release
# lacks (Debian 12's is gcc 12's, under clang 19 too): a compile error naming one is a version gap.
_LIBRARY_SINCE = {
    "format": 13,
    "print": 14,
    "println": 14,
    "generator": 14,
    "flat_map": 15,
    "flat_set": 15,
    "to": 14,
    "enumerate": 13,
    "zip": 13,
    "zip_transform": 13,
    "adjacent": 13,
    "pairwise": 13,
    "chunk": 13,
    "chunk_by": 13,
    "slide": 13,
    "stride": 13,
    "join_with": 13,
    "repeat": 13,
    "cartesian_product": 13,
    "as_const": 13,
    "as_rvalue": 13,
    "fold_left": 13,
    "fold_right": 13,
    "contains": 13,
    "starts_with": 13,
    "ends_with": 13,
    "find_last": 13,
    "concat": 15,
}
# clang: "no member named 'to' in namespace 'std::ranges'", "'print' file not found";
# g++: "'format' is not a member of 'std'", "print: No such file or directory".
_MISSING_LIBRARY = re.compile(
    r"no member named '(?P<member>\w+)' in namespace 'std(?:::\w+)*'"
    r"|'(?P<gxx>\w+)' is not a member of 'std(?:::\w+)*'"
    r"|'(?P<header>\w+)' file not found|fatal error: (?P<gxx_header>\w+): No such file"
)


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "30 Cpp .cpp .cc .cxx"


class Cpp(NativeLanguage):
    name = "cpp"
    judges_design = True
    judges_nary_trees = True
    judges_nested_integers = True
    judges_links = frozenset((CYCLE, INTERSECTION, TREE_NODES, DELETED_NODE, *APIS, ROUND_TRIP, ITERATE))
    judges_driven_nodes = frozenset(DRIVEN_NODES)
    # LeetCode's Iterator of 284, the base class of PeekingIterator (native_harness/nodes.h).
    judges_iterators = True
    title = "C++"
    leetcode = LeetCodeEnvironment(
        toolchain="clang 19",
        release=(19,),
        standard="C++23",
        flags="-O2, AddressSanitizer",
        included="every standard header (bits/stdc++.h) and using namespace std",
        declared="main (a file's own main has conflicting types)",
    )
    extensions = (".cpp", ".cc", ".cxx")
    aliases = ("c++", "cplusplus")
    toolchains = (Toolchain("g++", apt="g++"),)
    debugger = GDB
    recommended = (CLANG, CLANG_SANITIZERS)
    compiler = "g++"  # when clang++-19 is not installed
    source_suffix = ".cpp"
    standard = "gnu++23"  # g++'s; clang's is LeetCode's C++23 (flags())
    prelude = "#include <bits/stdc++.h>\nusing namespace std;\n"
    prelude_suffix = ".hpp"
    node_comments = NODE_COMMENTS
    # What clang says of a second main (LeetCode's own main takes argc and argv).
    main_clash = "conflicting types for 'main'"

    def clang(self) -> str | None:
        """clang++-19's real path when it is installed, with its sanitizers' runtime."""
        return CLANG.found() if CLANG_SANITIZERS.found() else None

    def compiler_path(self) -> str:
        return self.clang() or super().compiler_path()

    def standalone_compiler(self) -> str:
        # clang++-19 by its name (the kit runs its real path as the clang driver, told to be clang++).
        return CLANG.program if self.clang() else super().standalone_compiler()

    def identity(self) -> str:
        # The compiler actually used: installing clang changes every build, as does upgrading it.
        clang = self.clang()
        return super().identity() + (f";{program_identity(clang)}" if clang else "")

    def toolchain_version(self) -> str:
        # The compiler that builds (the first toolchain, g++, only when clang is missing).
        clang = self.clang()
        return super().toolchain_version() if clang is None else version_line(CLANG.program, clang)

    def version_gap(self, output: str) -> str:
        for found in _MISSING_LIBRARY.finditer(output):
            name = next(group for group in found.groups() if group)
            since = _LIBRARY_SINCE.get(name)
            release = self.library_release() if since else ()
            if since and release and release[0] < since:
                return (
                    f" ({name} is in the C++23 standard library LeetCode compiles with; this machine's libstdc++"
                    f" is gcc {release[0]}'s, which lacks it: install g++-{since} or later's libstdc++)"
                )
        return ""

    def library_release(self) -> tuple[int, ...]:
        """The release of g++, whose libstdc++ both compilers use here (runs it: compile errors only)."""
        return release_numbers(super().toolchain_version())

    def prelude_flags(self) -> tuple[str, ...]:
        # clang otherwise instantiates the prelude's pending templates again in every build that
        # includes it: 0.6 s of CPU of each compile here, for an empty file as for a solution.
        return ("-fpch-instantiate-templates",) if self.clang() is not None else ()

    def flags(self) -> tuple[str, ...]:
        common = (
            "-O2",
            "-g1",
            *SANITIZERS,
            "-fdiagnostics-color=never",
            # The standard library's own checks: vector's operator[] out of range aborts with a message.
            "-D_GLIBCXX_ASSERTIONS",
        )
        if self.clang() is None:
            return (f"-std={self.standard}", *common, "-fno-diagnostics-show-caret")
        # The real path is the plain `clang` driver: told to act as clang++ (C++ and its library).
        # clang refuses a precompiled prelude once any header in it has a new modification time (an
        # update of libstdc++'s package would fail every build until the cache is cleared); g++
        # never checks, and neither does this.
        return (
            "--driver-mode=g++",
            "-std=c++23",
            *common,
            "-fno-caret-diagnostics",
            "-Xclang",
            "-fno-validate-pch",
        )

    def build_warnings(self) -> tuple[str, ...]:
        if self.clang() is not None:
            return ()
        tools = [tool for tool in self.recommended if tool.found() is None] or list(self.recommended)
        missing = " ".join(tool.apt for tool in tools)
        return (
            "compiled with g++: LeetCode compiles C++ with clang 19, whose verdict may differ"
            f" (apt-get install -y {missing})",
        )

    def method_name(self, signature: Signature) -> str:
        return signature.name

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        if signature.design is None:
            return (f"Solution::{signature.name}",)
        trip = round_trip(signature)
        if trip is not None:  # no constructor of LeetCode's template to stop in
            return tuple(f"{self._codec_class(signature)}::{method.name}" for method in trip)
        name = signature.name
        return (f"{name}::{name}", *(f"{name}::{method.name}" for method in signature.design.methods))

    def type_name(self, type_: Type) -> str:
        return f"vector<{self.type_name(type_.item)}>" if type_.item is not None else _SCALARS[type_.name]

    def defined_methods(self, text: str) -> set[str]:
        return set(_METHOD.findall(text)) - {"if", "for", "while", "switch", "catch"}

    def defines(self, text: str, signature: Signature) -> bool:
        if round_trip(signature) is not None:  # the class as LeetCode's template names it (535's Solution)
            return super().defines(text, replace(signature, name=self._codec_class(signature)))
        return super().defines(text, signature)

    def _codec_class(self, signature: Signature) -> str:
        """The class of a Codec's round trip as LeetCode's C++ template names it: Codec, but Solution
        for 535's URL (an older template, whose one object makes both calls)."""
        return "Solution" if signature.inputs[0].type == Type("string") else signature.name

    def missing_solution(self, text: str) -> str | None:
        if _SOLUTION_CLASS.search(text):
            return None
        return "defines no class Solution; a solution is a LeetCode-style `class Solution { public: ... };`"

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        comment = ["/*", *(f" * {line}".rstrip() for line in [*about, "", *usage]), " */"] if about or usage else []
        if round_trip(signature) is not None:
            used = node_types(signature)
            nodes = [line for name, lines in _CODEC_NODE_COMMENTS.items() if name in used for line in lines]
            return "\n".join([*comment, *nodes, *self._round_trip_block(signature), ""])
        if signature.design is not None:
            used = node_types(signature)
            nodes = [line for name, lines in NODE_COMMENTS.items() if name in used for line in lines]
            if signature.name in PEEKING_CLASSES:
                block = self._peeking_block(signature)
            elif iterated(signature):
                block = self._iterator_block(signature)
            else:
                block = self._design_block(signature)
            return "\n".join([*comment, *nodes, *block, ""])
        params = ", ".join(f"{self._param_type(param.type)} {param.name}" for param in signature.params)
        returns = self.type_name(signature.returns)
        if signature.in_place:
            body = f"        // Do not return anything, modify {signature.answer} in-place instead."
        else:
            empty = "{}" if signature.returns.item is not None else _EMPTY[signature.returns.name]
            body = f"        return {empty};"
        used = node_types(signature)
        deleted = signature.links is not None and signature.links.driver == DELETED_NODE
        comments = _DELETED_NODE_COMMENTS if deleted else NODE_COMMENTS
        nodes = [line for name, lines in comments.items() if name in used for line in lines]
        return "\n".join(
            [
                *comment,
                *nodes,
                *api_comment(signature),
                "class Solution {",
                "public:",
                f"    {returns} {self.method_name(signature)}({params}) {{",
                body,
                "    }",
                "};",
                "",
            ]
        )

    def signature_text(self, signature: Signature) -> str:
        """The method's declaration; a design problem's class with its constructor and methods."""
        design = signature.design
        if design is None:
            return super().signature_text(signature)
        trip = round_trip(signature)
        if trip is not None:  # LeetCode's template declares no constructor
            lines = [f"class {self._codec_class(signature)} {{", "public:"]
            return "\n".join([*lines, *(f"    {self._method_head(method)};" for method in trip), "};"])
        if signature.name in PEEKING_CLASSES:  # LeetCode's template: a class derived from its Iterator
            heads = [f"    {head};" for head, _ in self._peeking_methods(signature)]
            lines = [f"class {signature.name} : public {ITERATOR} {{", "public:", *heads]
            return "\n".join([*lines, "};"])
        lines = [f"class {signature.name} {{", "public:", f"    {signature.name}({self._params(design.constructor)});"]
        lines += [f"    {self._method_head(method)};" for method in design.methods]
        return "\n".join([*lines, "};"])

    def _params(self, params: tuple[Param, ...]) -> str:
        return ", ".join(f"{self._param_type(param.type)} {param.name}" for param in params)

    def _method_head(self, method: Method) -> str:
        return f"{self.type_name(method.returns)} {method.name}({self._params(method.params)})"

    def _design_block(self, signature: Signature) -> list[str]:
        """LeetCode's design template: the class, its constructor and methods (each returning a
        default value, so that it compiles), and how LeetCode calls them."""
        design = signature.design
        assert design is not None
        lines = [
            f"class {signature.name} {{",
            "public:",
            f"    {signature.name}({self._params(design.constructor)}) {{",
        ]
        lines += ["        ", "    }"]
        constructed = ",".join(param.name for param in design.constructor)
        usage = [f" * {signature.name}* obj = new {signature.name}({constructed});"]
        for number, method in enumerate(design.methods, 1):
            returned = method.returns
            if returned.name == "void":
                body = "        "
            else:
                body = "        return " + ("{}" if returned.item is not None else _EMPTY[returned.name]) + ";"
            lines += ["    ", f"    {self._method_head(method)} {{", body, "    }"]
            call = f"obj->{method.name}({','.join(param.name for param in method.params)});"
            usage.append(
                f" * {call}" if returned.name == "void" else f" * {self.type_name(returned)} param_{number} = {call}"
            )
        return [
            *lines,
            "};",
            "",
            "/**",
            f" * Your {signature.name} object will be instantiated and called as such:",
            *usage,
            " */",
        ]

    def _iterator_block(self, signature: Signature) -> list[str]:
        """LeetCode's template of an iterator judged by one loop (341): the class, its constructor
        taking the vector by reference as LeetCode writes it, its methods (each returning a default
        value, so that it compiles), and how LeetCode's driver runs it."""
        design = signature.design
        assert design is not None
        params = ", ".join(
            f"{self.type_name(param.type)} &{param.name}"
            if param.type.item is not None
            else f"{self.type_name(param.type)} {param.name}"
            for param in design.constructor
        )
        lines = [f"class {signature.name} {{", "public:", f"    {signature.name}({params}) {{", "        ", "    }"]
        for method in design.methods:
            lines += [
                "    ",
                f"    {self._method_head(method)} {{",
                f"        return {_EMPTY[method.returns.name]};",
                "    }",
            ]
        constructed = ", ".join(param.name for param in design.constructor)
        return [
            *lines,
            "};",
            "",
            "/**",
            f" * Your {signature.name} object will be instantiated and called as such:",
            f" * {signature.name} i({constructed});",
            " * while (i.hasNext()) cout << i.next();",
            " */",
        ]

    def _peeking_methods(self, signature: Signature) -> list[tuple[str, list[str]]]:
        """LeetCode's C++ template of 284, head by head with the comment over each (the words the
        kit's own): the constructor, given the list it passes to its base class Iterator, then peek,
        next and a const hasNext, as the Iterator's hasNext is."""
        design = signature.design
        assert design is not None
        name = signature.name
        methods: list[tuple[str, list[str]]] = [
            (f"{name}(const vector<int>& nums)", ["// Use only the Iterator's methods: do not keep a copy of nums."])
        ]
        said = {
            "peek": ["// The next element, where the iterator stays: next() gives it again."],
            "next": ["// next() and hasNext() behave as the Iterator's do, peek() called or not."],
        }
        for method in design.methods:
            const = " const" if method.name == "hasNext" else ""
            methods.append((f"{self._method_head(method)}{const}", said.get(method.name, [])))
        return methods

    def _peeking_block(self, signature: Signature) -> list[str]:
        """LeetCode's C++ template of 284: the class derived from its Iterator, the constructor passing
        it the list, the methods (each returning a default value, so that it compiles); LeetCode's
        has no comment of how it is called."""
        design = signature.design
        assert design is not None
        (constructor, about), *methods = self._peeking_methods(signature)
        lines = [
            f"class {signature.name} : public {ITERATOR} {{",
            "public:",
            f"    {constructor} : {ITERATOR}(nums) {{",
            *(f"        {line}" for line in about),
            "        ",
            "    }",
        ]
        for (head, about), method in zip(methods, design.methods, strict=True):
            body = f"        return {_EMPTY[method.returns.name]};"
            lines += ["", *(f"    {line}" for line in about), f"    {head} {{", body, "    }"]
        return [*lines, "};"]

    def _round_trip_block(self, signature: Signature) -> list[str]:
        """LeetCode's template of a Codec's round trip: the class and its two methods (each returning a
        default value, so that it compiles), and how its driver calls them."""
        trip = round_trip(signature)
        assert trip is not None
        name = self._codec_class(signature)
        lines = [f"class {name} {{", "public:"]
        for method in trip:
            said = CODEC_COMMENTS.get(method.name)
            lines += ["", *([f"    // {said}"] if said else []), f"    {self._method_head(method)} {{"]
            lines += [f"        return {_EMPTY[method.returns.name]};", "    }"]
        there, back = trip
        value = signature.inputs[0].name
        if name == "Solution":
            usage = ["// Solution solution;", f"// solution.{back.name}(solution.{there.name}({value}));"]
        else:
            returned = self.type_name(back.returns)
            usage = [f"// {name} ser, deser;", f"// {returned} ans = deser.{back.name}(ser.{there.name}({value}));"]
        return [*lines, "};", "", f"// Your {name} object will be instantiated and called as such:", *usage]

    def _round_trip_calls(self, signature: Signature) -> list[str]:
        """The body of the function (compiled with the user's file) that runs a Codec's round trip on
        its argument as LeetCode's driver does: one object encodes and another decodes (297's
        `Codec ser, deser;`), or 535's one Solution makes both calls."""
        trip = round_trip(signature)
        assert trip is not None
        there, back = trip
        name = self._codec_class(signature)
        if name == "Solution":
            return [
                "    Solution judge_solution;",
                f"    return judge_solution.{back.name}(judge_solution.{there.name}(judge_arg0));",
            ]
        return [
            f"    {name} judge_ser, judge_deser;",
            f"    return judge_deser.{back.name}(judge_ser.{there.name}(judge_arg0));",
        ]

    def _param_type(self, type_: Type) -> str:
        # LeetCode passes vectors by reference (`vector<int>& nums`), strings by value (`string board`).
        return f"{self.type_name(type_)}&" if type_.item is not None else self.type_name(type_)

    def _read_arguments(self, params: tuple[Param, ...], prefix: str) -> tuple[list[str], list[str]]:
        """Statements reading a call's arguments (a JSON list of them), and their names."""
        reads = ["            judge_expect(judge_arguments, '[');"]
        names = []
        for index, param in enumerate(params):
            if index:
                reads.append("            judge_expect(judge_arguments, ',');")
            name = f"{prefix}{index}"
            reads.append(
                f"            auto {name} = judge_reader<{self._std_type(param.type)}>::read(judge_arguments);"
            )
            names.append(name)
        reads.append("            judge_expect(judge_arguments, ']');")
        return reads, names

    def _design_glue(self, signature: Signature) -> tuple[list[str], list[str]]:
        """A design problem's two parts. With the user's file: making the object, each method's
        call and destroying it. Compiled apart: judge_case(), the object made by the first
        operation, then each other operation called on it, every result (null for the constructor
        and a void method) written in the answer's list. An exception names its call (the error
        frame's "call")."""
        design = signature.design
        assert design is not None
        name = signature.name
        params = self._trampoline_params(design.constructor)
        reads, names = self._read_arguments(design.constructor, "judge_arg")
        calls_part = [
            f"void *judge_design_new({params}) {{ return new {name}({', '.join(names)}); }}",
            f"void judge_design_delete(void *judge_object) {{ delete static_cast<{name} *>(judge_object); }}",
        ]
        declarations = [f"void *judge_design_new({params});", "void judge_design_delete(void *judge_object);"]
        calls = [
            "            if (judge_call == 0) {",
            *(f"    {line}" for line in reads),
            f"                judge_object.reset(judge_design_new({', '.join(names)}));",
            '                judge_put_text(judge_out, "null");',
            "            }",
        ]
        for method in design.methods:
            returned = self._std_type(method.returns)
            params = self._trampoline_params(method.params, ", ")
            head = f"{returned} judge_design_{method.name}(void *judge_object{params})"
            reads, names = self._read_arguments(method.params, "judge_arg")
            passed = ", ".join(names)
            result = "" if method.returns.name == "void" else "return "
            calls_part.append(f"{head} {{ {result}static_cast<{name} *>(judge_object)->{method.name}({passed}); }}")
            declarations.append(f"{head};")
            call = f"judge_design_{method.name}({', '.join(['judge_object.object', *names])})"
            if method.returns.name == "void":
                answer = [f"                {call};", '                judge_put_text(judge_out, "null");']
            else:
                written = self._write(method.returns, "judge_answer")
                answer = [
                    f"                {returned} judge_answer = {call};",
                    "    "
                    + written.replace("return JUDGE_ERROR;", '{ judge_design_mark(-1, ""); return JUDGE_ERROR; }'),
                ]
            calls += [
                f'            else if (judge_operation == "{method.name}") {{',
                *(f"    {line}" for line in reads),
                *answer,
                "            }",
            ]
        fail = [
            "        judge_out->size = 0;",
            "        judge_put_error(judge_out, {kind}, {message});",
            '        judge_put_text(judge_out, ",\\"call\\":");',
            "        judge_put_long(judge_out, judge_call);",
            '        judge_design_mark(-1, "");',
            "        return JUDGE_ERROR;",
        ]
        driver = [
            *declarations,
            "static int judge_case(judge_cursor *judge_arguments, judge_buffer *judge_out) {",
            "    int judge_call = 0;",
            "    try {",
            "        auto judge_operations = judge_reader<std::vector<std::string>>::read(judge_arguments);",
            "        judge_expect(judge_arguments, ',');",
            "        judge_expect(judge_arguments, '[');",
            "        // A fresh object per case, destroyed after it.",
            "        judge_owned<judge_design_delete> judge_object;",
            '        judge_put_text(judge_out, "[");',
            "        for (; judge_more(judge_arguments, judge_call == 0); judge_call++) {",
            "            const std::string &judge_operation = judge_operations.at(judge_call);",
            "            judge_design_mark(judge_call, judge_operation.c_str());",
            '            if (judge_call) judge_put_text(judge_out, ",");',
            *calls,
            "        }",
            '        judge_put_text(judge_out, "]");',
            '        judge_design_mark(-1, "");',
            "        return JUDGE_ANSWER;",
            "    } catch (const std::bad_alloc &) {",
            '        judge_design_mark(-1, "");',
            "        return JUDGE_MEMORY;",
            "    } catch (const std::exception &judge_error) {",
            "        int judge_status = 0;",
            "        char *judge_name = abi::__cxa_demangle(typeid(judge_error).name(), 0, 0, &judge_status);",
            *(
                line.format(kind="judge_name ? judge_name : typeid(judge_error).name()", message="judge_error.what()")
                for line in fail
            ),
            "    } catch (...) {",
            *(line.format(kind='"exception"', message='"an exception that is not a std::exception"') for line in fail),
            "    }",
            "}",
        ]
        return calls_part, driver

    def _trampoline_params(self, params: tuple[Param, ...], before: str = "") -> str:
        """The parameters of a function compiled with the user's file that calls theirs: each
        argument by reference, as the caller's variable is passed to the method now (a vector,
        or a scalar the method may take by reference)."""
        listed = ", ".join(f"{self._std_type(param.type)} &judge_arg{index}" for index, param in enumerate(params))
        return f"{before}{listed}" if listed else ""

    def glue(self, signature: Signature) -> tuple[str, str | None]:
        """The calls into the user's code (compiled with their file), and the driver: reading
        the arguments, writing the answer, main() (compiled once per signature, as the harness's
        C functions are: half the time of a C++ compile here)."""
        # 284's Iterator is read as its list, a vector<int>, which the user's constructor is given.
        readers = [_GENERIC, *(_NODE_READERS[name] for name in sorted(node_types(signature) - {ITERATOR}))]
        if signature.calls:
            calls_part, driver = self._design_glue(signature)
            return "\n".join(calls_part), "\n".join([*readers, _OWNED, *driver, _MAIN])
        returned = "void" if signature.answer_index is not None else self._std_type(signature.returns)
        names = [f"judge_arg{index}" for index in range(len(signature.params))]
        passed = ", ".join(names)
        result = "" if signature.answer_index is not None else "return "
        solution: list[str] = []
        made: list[str] = []
        if iterated(signature):  # the iterator's functions, compiled with the user's file (below)
            calls_part, declarations = self._iterator_calls(signature)
        elif round_trip(signature) is not None:  # the objects are the call's own, as in LeetCode's driver
            head = f"{returned} judge_solve({self._trampoline_params(signature.params)})"
            calls_part = [f"{head} {{", *self._round_trip_calls(signature), "}"]
            declarations = [f"{head};"]
        else:
            head = f"{returned} judge_solve(void *judge_solution{self._trampoline_params(signature.params, ', ')})"
            calls_part = [
                "void *judge_solution_new() { return new Solution(); }",
                "void judge_solution_delete(void *judge_solution) { delete static_cast<Solution *>(judge_solution); }",
                f"{head} {{",
                f"    {result}static_cast<Solution *>(judge_solution)->{self.method_name(signature)}({passed});",
                "}",
            ]
            declarations = [f"{head};"]
            solution = ["judge_solution.object"]
            made = [
                "        // A fresh object per case, destroyed after its answer is written, as on LeetCode.",
                "        judge_owned<judge_solution_delete> judge_solution;",
                "        judge_solution.reset(judge_solution_new());",
            ]
        reads = []
        for index, param in enumerate(signature.params):
            if index:
                reads.append("        judge_expect(judge_arguments, ',');")
            reads.append(
                f"        auto judge_arg{index} = judge_reader<{self._std_type(param.type)}>::read(judge_arguments);"
            )
        reads += links_applied(signature, "        ")  # one of LeetCode's own drivers: its links
        reads += api_value_read(signature, "        ")  # or its API's value
        call = f"judge_solve({', '.join([*solution, *names])})"
        if iterated(signature):
            answer = self._iterator_loop(names)
        elif signature.answer_index is not None:
            # void: the answer is the argument (passed by reference) as the method left it.
            # A node a link replaced is written as built (237's list, from its head).
            answer = [f"        {call};", self._write(signature.answer_type, answered_argument(signature))]
        else:
            # The declared type, as LeetCode's caller holds the result: a char stays a char.
            placed = place_written(signature, "judge_answer", "        ")
            written = placed or [self._write(signature.returns, "judge_answer")]
            answer = [f"        {returned} judge_answer = {call};", *written]
        driver = [
            *readers,
            _OWNED,
            *api_declaration(signature),
            *(["void *judge_solution_new();", "void judge_solution_delete(void *judge_solution);"] if made else []),
            *declarations,
            "static int judge_case(judge_cursor *judge_arguments, judge_buffer *judge_out) {",
            "    try {",
            *reads,
            *made,
            *answer,
            "        return JUDGE_ANSWER;",
            "    } catch (const std::bad_alloc &) {",
            "        return JUDGE_MEMORY;",
            "    } catch (const std::exception &judge_error) {",
            "        int judge_status = 0;",
            "        char *judge_name = abi::__cxa_demangle(typeid(judge_error).name(), 0, 0, &judge_status);",
            "        judge_out->size = 0;",
            "        judge_put_error(judge_out, judge_name ? judge_name : typeid(judge_error).name(),"
            " judge_error.what());",
            "        return JUDGE_ERROR;",
            "    } catch (...) {",
            "        judge_out->size = 0;",
            '        judge_put_error(judge_out, "exception", "an exception that is not a std::exception");',
            "        return JUDGE_ERROR;",
            "    }",
            "}",
            _MAIN,
        ]
        return "\n".join(calls_part), "\n".join(driver)

    def _iterator_calls(self, signature: Signature) -> tuple[list[str], list[str]]:
        """The functions, compiled with the user's file, that make an iterator judged by one loop from
        the case's arguments, call its hasNext and next, and delete it; and their declarations for
        the driver compiled apart."""
        design = signature.design
        step = design.method("next") if design is not None else None
        assert design is not None and step is not None
        name = signature.name
        names = ", ".join(f"judge_arg{index}" for index in range(len(design.constructor)))
        this = f"static_cast<{name} *>(judge_iterator)"
        heads = [
            f"void *judge_iterator_new({self._trampoline_params(design.constructor)})",
            "void judge_iterator_delete(void *judge_iterator)",
            "bool judge_iterator_has_next(void *judge_iterator)",
            f"{self._std_type(step.returns)} judge_iterator_next(void *judge_iterator)",
        ]
        bodies = [f"return new {name}({names});", f"delete {this};", f"return {this}->hasNext();"]
        bodies.append(f"return {this}->next();")
        return [f"{head} {{ {body} }}" for head, body in zip(heads, bodies, strict=True)], [
            f"{head};" for head in heads
        ]

    def _iterator_loop(self, names: list[str]) -> list[str]:
        """judge_case()'s run of an iterator judged by one loop, as LeetCode's driver runs it: made from
        the arguments read, next called while hasNext is true (and the answer within the result limit:
        an iterator may never end), each value written; deleted after, before its arguments."""
        return [
            "        judge_owned<judge_iterator_delete> judge_iterator;",
            f"        judge_iterator.reset(judge_iterator_new({', '.join(names)}));",
            "        judge_put_byte(judge_out, '[');",
            "        for (bool judge_first = true;",
            "             !judge_over_limit(judge_out) && judge_iterator_has_next(judge_iterator.object);",
            "             judge_first = false) {",
            "            if (!judge_first) judge_put_byte(judge_out, ',');",
            "            judge_put(judge_out, judge_iterator_next(judge_iterator.object));",
            "        }",
            "        judge_put_byte(judge_out, ']');",
        ]

    def _write(self, type_: Type, value: str) -> str:
        """The statement writing the answer `value`; a tree or a list (or a list of them) may not be
        writable (a cycle): its error ends the case."""
        if not type_.has_nodes:
            return f"        judge_put(judge_out, {value});"
        put = _PUT_NODES[type_.scalar]
        call = f"{put}(judge_out, {value})" if type_.is_node else f"{put}s(judge_out, {value}.data(), {value}.size())"
        return f"        if ({call} != JUDGE_ANSWER) return JUDGE_ERROR;"

    def _std_type(self, type_: Type) -> str:
        if type_.name == ITERATOR:  # 284: the list PeekingIterator(const vector<int>& nums) is given
            return "std::vector<int>"
        if type_.item is not None:
            return f"std::vector<{self._std_type(type_.item)}>"
        return "std::string" if type_.name == "string" else _SCALARS[type_.name]

    def generated_message(self, message: str, plan: BuildPlan) -> str | None:
        redefined = node_redefinition(message, plan)
        if redefined is not None:
            return redefined
        # g++'s wording first, then clang's.
        missing = re.search(r"[‘']class Solution[’'] has no member named [‘'](\w+)[’']", message) or re.search(
            r"no member named '(\w+)' in 'Solution'", message
        )
        if missing:
            return f"class Solution has no method {missing.group(1)}"
        if re.search(
            r"[‘']Solution[’'] (?:was not declared|does not name a type)"
            r"|unknown type name 'Solution'|use of undeclared identifier 'Solution'",
            message,
        ):
            return "the file defines no class Solution"
        hidden = re.search(r"Solution::(\w+)\(.*[’'] is (?:private|protected) within", message) or re.search(
            r"'(\w+)' is a (?:private|protected) member of 'Solution'", message
        )
        if hidden:
            name = hidden.group(1)
            return f"the method {name} is not public: LeetCode calls it from outside the class (put it after public:)"
        if re.search(
            r"conversion from|cannot convert|void value not ignored|no matching (?:member )?function for call"
            r"|no viable conversion|cannot bind to|cannot initialize",
            message,
        ):
            detail = message.removeprefix("error:").strip()
            return f"the method's parameters or return type differ from LeetCode's declaration ({detail})"
        return None

    # --- a case exported as a program (judge export) -------------------------------------------------

    def standalone_main(self, signature: Signature, case_input: dict[str, Any]) -> list[str]:
        from judge.languages.standalone import design_calls, method_arguments

        if signature.design is not None:
            body = self._standalone_calls(signature, design_calls(signature, case_input))
            return ["int main() {", *body, "    return 0;", "}"]
        lines = []
        for name, value, type_ in method_arguments(signature, case_input):
            head = f"    {self.type_name(type_)} {name} = "
            lines.append(f"{head}{self._value(value, type_, '    ', len(head))};")
        # On the heap, as LeetCode makes it: a large member array would not fit on the stack.
        lines.append("    Solution* solution = new Solution();")
        call = f"solution->{self.method_name(signature)}({', '.join(param.name for param in signature.params)})"
        answer = signature.answer
        if answer is not None:
            printed = f"cout << leetcode::json({answer}) << endl;  // the argument it changes in place"
            lines += [f"    {call};", f"    {printed}"]
        else:
            lines += [
                f"    {self.type_name(signature.returns)} answer = {call};",
                "    cout << leetcode::json(answer) << endl;",
            ]
        return ["int main() {", *lines, "    delete solution;", "    return 0;", "}"]

    def _standalone_calls(self, signature: Signature, calls: tuple[Call, ...]) -> list[str]:
        """main()'s body for a design case: the object, each method called on it in turn with its
        result printed (null for the constructor and a void method)."""
        design = signature.design
        assert design is not None
        lines = ["    // Each call's result, as LeetCode lists them: null for the constructor and for a void method."]
        for number, call in enumerate(calls):
            method = call.method
            params = design.constructor if method is None else method.params
            passed = []
            for (value, type_), param in zip(call.arguments, params, strict=True):
                if type_.item is None:
                    passed.append(self._value(value, type_, "    ", 40))
                    continue
                # A variable of its own: LeetCode's method takes a vector by reference (vector<int>&).
                variable = f"{param.name}_{number}"
                head = f"    {self.type_name(type_)} {variable} = "
                lines.append(f"{head}{self._value(value, type_, '    ', len(head))};")
                passed.append(variable)
            if method is None:
                made = f"new {signature.name}({', '.join(passed)})"
                lines += [f"    {signature.name}* obj = {made};", '    cout << "[null";']
                continue
            made = f"obj->{self.design_method_name(method)}({', '.join(passed)})"
            if method.returns.name == "void":
                lines += [f"    {made};", '    cout << ",null";']
            else:
                lines.append(f'    cout << "," << leetcode::json({made});')
        return [*lines, '    cout << "]" << endl;', "    delete obj;"]

    def _value(self, value: Any, type_: Type, indent: str, column: int) -> str:
        """The value as an expression: a literal, a vector's items in braces (a row a line for a list
        of lists, of trees or of linked lists), a tree or a linked list built by leetcode.hpp."""
        if type_.is_node:
            if not value:
                return "nullptr"
            build = {TREE: "leetcode::tree(", NARY_TREE: "leetcode::nary("}.get(type_.name, "leetcode::list(")
            entries = ["nullopt" if entry is None else str(entry) for entry in value]
            return f"{build}{braced(entries, indent, column + len(build))})"
        if type_.item is None:
            return scalar_literal(value, type_)
        item = type_.item
        inner = indent + "    "
        items = [self._value(entry, item, inner, len(inner)) for entry in value]
        return braced(items, indent, column, rows=item.item is not None or item.has_nodes)
