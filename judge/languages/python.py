"""Python 3, as LeetCode runs it: `class Solution` with camelCase methods, and the names LeetCode's
environment star-imports available without an import (see python_prelude.py).

The program is python_harness.py, run by this interpreter with -I -S: it compiles the source,
binds the prelude names the source mentions, and answers cases over the protocol.
"""

from __future__ import annotations

import os

from judge.core.record import replace
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
    round_trip_objects,
)
from judge.execution.program import DEFAULT_MEMORY_MB, Program
from judge.languages.base import Language, LeetCodeEnvironment, signature_types
from judge.languages.python_launch import launch, library_folders
from judge.languages.python_prelude import MODULES, prelude_table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.signature import Param, Signature, Type
    from judge.languages.standalone import Standalone

# Patterns compiled when first used: this module loads on the way of every `judge test` of a
# Python file, which does not otherwise need re's compiler for them.
_CODING_COOKIE = rb"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)"
_SOLUTION_CLASS = r"^class\s+Solution\b"
_METHOD = r"^[ \t]+(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\("
_TYPES = {
    "int": "int",
    "long": "int",
    "bool": "bool",
    "double": "float",
    "char": "str",
    "string": "str",
    "void": "None",
    "TreeNode": "Optional[TreeNode]",
    "ListNode": "Optional[ListNode]",
    "Node": "'Node'",  # LeetCode's N-ary tree annotations are quoted
    "RandomListNode": "'Optional[Node]'",
    "GraphNode": "Optional['Node']",
    "NextTreeNode": "'Optional[Node]'",
    "MultilevelListNode": "'Optional[Node]'",
    "NestedInteger": "NestedInteger",
    "Iterator": "Iterator",
}
# The judge's classes a starter never annotates as Optional.
_NEVER_NONE = (NESTED_INTEGER, ITERATOR)
# LeetCode's comment above a starter that uses a node type: the class the judge provides.
NODE_COMMENTS = {
    "ListNode": (
        "# Definition for singly-linked list.",
        "# class ListNode:",
        "#     def __init__(self, val=0, next=None):",
        "#         self.val = val",
        "#         self.next = next",
    ),
    "TreeNode": (
        "# Definition for a binary tree node.",
        "# class TreeNode:",
        "#     def __init__(self, val=0, left=None, right=None):",
        "#         self.val = val",
        "#         self.left = left",
        "#         self.right = right",
    ),
    "Node": (
        "# Definition for a Node.",
        "# class Node:",
        "#     def __init__(self, val: Optional[int] = None, children: Optional[List['Node']] = None):",
        "#         self.val = val",
        "#         self.children = children",
    ),
    "RandomListNode": (
        "# Definition for a Node.",
        "# class Node:",
        "#     def __init__(self, x: int, next: 'Node' = None, random: 'Node' = None):",
        "#         self.val = int(x)",
        "#         self.next = next",
        "#         self.random = random",
    ),
    "GraphNode": (
        "# Definition for a Node.",
        "# class Node:",
        "#     def __init__(self, val = 0, neighbors = None):",
        "#         self.val = val",
        "#         self.neighbors = neighbors if neighbors is not None else []",
    ),
    "NextTreeNode": (
        "# Definition for a Node.",
        "# class Node:",
        "#     def __init__(self, val: int = 0, left: 'Node' = None, right: 'Node' = None, next: 'Node' = None):",
        "#         self.val = val",
        "#         self.left = left",
        "#         self.right = right",
        "#         self.next = next",
    ),
    "MultilevelListNode": (
        "# Definition for a Node.",
        "# class Node:",
        "#     def __init__(self, val, prev, next, child):",
        "#         self.val = val",
        "#         self.prev = prev",
        "#         self.next = next",
        "#         self.child = child",
    ),
    "Iterator": (
        "# The interface of the Iterator the judge gives your class: do not implement it.",
        "#",
        "# class Iterator:",
        "#     def __init__(self, nums):",
        "#         # An iterator at the start of the list nums.",
        "#",
        "#     def hasNext(self) -> bool:",
        "#         # True while there are elements left.",
        "#",
        "#     def next(self) -> int:",
        "#         # The next element; the iterator moves past it.",
    ),
    "NestedInteger": (
        '# """',
        "# The interface of nested lists, which the judge provides: do not implement it.",
        '# """',
        "# class NestedInteger:",
        "#    def __init__(self, value=None):",
        "#        # No value: an empty list; else a single integer equal to value.",
        "#",
        "#    def isInteger(self) -> bool:",
        "#        # True if this NestedInteger holds a single integer, not a nested list.",
        "#",
        "#    def add(self, elem):",
        "#        # Makes this NestedInteger a nested list (if it is not one) and appends elem to it.",
        "#",
        "#    def setInteger(self, value):",
        "#        # Makes this NestedInteger hold the single integer value.",
        "#",
        "#    def getInteger(self) -> int:",
        "#        # The single integer this NestedInteger holds, or None if it holds a nested list.",
        "#",
        "#    def getList(self) -> [NestedInteger]:",
        "#        # The nested list this NestedInteger holds, or None if it holds a single integer.",
    ),
}
# What the starter returns: an empty answer of the right type, so judging it as-is is a clean Wrong Answer.
_EMPTY = {
    "int": "0",
    "long": "0",
    "bool": "False",
    "double": "0.0",
    "char": '""',
    "string": '""',
    "TreeNode": "None",
    "ListNode": "None",
    "Node": "None",
    "RandomListNode": "None",
    "GraphNode": "None",
    "NextTreeNode": "None",
    "MultilevelListNode": "None",
    "NestedInteger": "NestedInteger()",
}
# The prelude has hundreds of names; these are the ones interview solutions reach for.
COMMON_NAMES = (
    "List",
    "Optional",
    "Counter",
    "defaultdict",
    "deque",
    "lru_cache",
    "cache",
    "heappush",
    "heappop",
    "bisect_left",
    "permutations",
    "combinations",
    "product",
    "inf",
    "gcd",
)


# The API an API driver's method calls (judge/core/signature.py), as LeetCode's starters declare it.
_API_COMMENTS = {
    BAD_VERSION: (
        "# The isBadVersion API is defined for you: True for a bad version.",
        "# def isBadVersion(version: int) -> bool:",
    ),
    GUESS: (
        "# The guess API is defined for you: -1 if num is higher than the number picked, 1 if lower, 0 if equal.",
        "# def guess(num: int) -> int:",
    ),
}


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "10 Python .py"


class Python(Language):
    name = "python"
    judges_design = True
    judges_nary_trees = True
    judges_nested_integers = True
    judges_links = frozenset((CYCLE, INTERSECTION, TREE_NODES, DELETED_NODE, *APIS, ROUND_TRIP, ITERATE))
    judges_driven_nodes = frozenset(DRIVEN_NODES)
    judges_iterators = True
    title = "Python 3"
    leetcode = LeetCodeEnvironment(
        toolchain="Python 3.11",
        release=(3, 11),
        included="typing, collections, itertools, functools, heapq, bisect, math, string, re, operator and"
        " other standard modules, and their public names (List, Counter, deque, lru_cache, inf, ...),"
        " and sortedcontainers' SortedList, SortedDict, SortedSet",
        declared="nothing: the file is a module holding class Solution",
    )
    extensions = (".py",)

    def method_name(self, signature: Signature) -> str:
        return signature.name

    def type_name(self, type_: Type) -> str:
        return f"List[{self.type_name(type_.item)}]" if type_.item is not None else _TYPES[type_.name]

    def defined_methods(self, text: str) -> set[str]:
        import re

        return set(re.findall(_METHOD, text, re.MULTILINE))

    def missing_solution(self, text: str) -> str | None:
        import re

        if re.search(_SOLUTION_CLASS, text, re.MULTILINE):
            return None
        return "defines no class Solution; a solution is a LeetCode-style `class Solution:`"

    def declared_encoding(self, head: bytes) -> str | None:
        import re

        cookie = re.search(_CODING_COOKIE, b"\n".join(head.splitlines()[:2]), re.MULTILINE)
        return cookie.group(1).decode("ascii") if cookie else None

    def fallback_encodings(self) -> tuple[str, ...]:
        # GB 18030 covers GBK comments, which public Chinese-language solutions often carry.
        return ("gb18030",)

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        import textwrap

        table = prelude_table()
        names = ", ".join(name for name in COMMON_NAMES if name in table)
        available = textwrap.wrap(
            f"Available without importing, as on LeetCode: {names}, ... (every public name of "
            f"{', '.join(MODULES)}, and sortedcontainers' SortedList, SortedDict and SortedSet) and those"
            " standard modules themselves.",
            96,
        )
        doc = [*about, "", *available, "", *usage]
        block = self._design_block(signature) if signature.design is not None else self._solution_block(signature)
        # LeetCode's editor needs no import for List and Optional; plain `python file.py` does.
        types = signature_types(signature)
        typing_names = [
            name
            for name, used in (
                ("List", any(type_.item is not None for type_ in types)),
                ("Optional", any(type_.has_nodes and type_.scalar not in _NEVER_NONE for type_ in types)),
            )
            if used
        ]
        imports = [f"from typing import {', '.join(typing_names)}", "", ""] if typing_names else [""]
        # Nothing to say (the web page's editor, beside the statement): LeetCode's bare declaration.
        head = ['"""' + doc[0], *doc[1:], '"""', "", *imports] if about or usage else []
        nodes = [
            line
            for name, comment in NODE_COMMENTS.items()
            if any(type_.scalar == name for type_ in types)
            for line in (*comment, "")
        ]
        links = signature.links
        api = [*_API_COMMENTS[links.driver], ""] if links is not None and links.driver in _API_COMMENTS else []
        return "\n".join(
            [
                *head,
                *nodes,
                *api,
                *block,
                "",
            ]
        )

    def _solution_block(self, signature: Signature) -> list[str]:
        params = ", ".join(["self", *(f"{param.name}: {self.type_name(param.type)}" for param in signature.params)])
        if signature.in_place:  # LeetCode's in-place template: a docstring, no return
            body = [
                '        """',
                f"        Do not return anything, modify {signature.answer} in-place instead.",
                '        """',
            ]
        else:
            body = [
                "        return " + ("[]" if signature.returns.item is not None else _EMPTY[signature.returns.name])
            ]
        head = f"    def {self.method_name(signature)}({params}) -> {self.type_name(signature.returns)}:"
        return ["class Solution:", head, *body]

    def _design_block(self, signature: Signature) -> list[str]:
        """LeetCode's design template: the class, its __init__ and methods, and how it is called."""
        design = signature.design
        assert design is not None

        def typed(params: tuple[Param, ...]) -> str:
            return ", ".join(["self", *(f"{param.name}: {self.type_name(param.type)}" for param in params)])

        def names(params: tuple[Param, ...]) -> str:
            return ", ".join(param.name for param in params)

        lines = [f"class {signature.name}:", "", f"    def __init__({typed(design.constructor)}):", "        pass", ""]
        usage = [f"# obj = {signature.name}({names(design.constructor)})"]
        for number, method in enumerate(design.methods, 1):
            returned = method.returns
            body = (
                "pass"
                if returned.name == "void"
                else "return " + ("[]" if returned.item is not None else _EMPTY[returned.name])
            )
            head = f"    def {method.name}({typed(method.params)}) -> {self.type_name(returned)}:"
            lines += [head, f"        {body}", ""]
            call = f"obj.{method.name}({names(method.params)})"
            usage.append(f"# {call}" if returned.name == "void" else f"# param_{number} = {call}")
        if signature.links is not None and signature.links.driver == ITERATE:  # one loop, as LeetCode's driver
            usage = [
                f"# i, v = {signature.name}({names(design.constructor)}), []",
                "# while i.hasNext(): v.append(i.next())",
            ]
        elif not signature.calls:  # a Codec's round trip, as LeetCode's driver runs it
            there, back = design.methods
            value = signature.inputs[0].name
            usage = (
                [
                    f"# ser = {signature.name}()",
                    f"# deser = {signature.name}()",
                    f"# ans = deser.{back.name}(ser.{there.name}({value}))",
                ]
                if round_trip_objects(design) == 2
                else [f"# codec = {signature.name}()", f"# codec.{back.name}(codec.{there.name}({value}))"]
            )
        return [*lines, "", f"# Your {signature.name} object will be instantiated and called as such:", *usage]

    def build(
        self,
        source: str,
        filename: str,
        signature: Signature,
        result_bytes: int,
        built: str | None = None,
        memory_mb: int = DEFAULT_MEMORY_MB,
    ) -> Program:
        # Where the harness finds LeetCode's third-party packages (sortedcontainers), which the sandbox shows.
        libraries = {os.path.basename(folder): folder for folder in library_folders()}
        setup = self.setup_frame(
            signature,
            filename,
            result_bytes,
            source=source,
            prelude=prelude_table(),
            modules=list(MODULES),
            libraries=libraries,
        )
        return replace(launch(filename), setup=setup)

    def standalone(self, signature: Signature, source: str, case_input: dict[str, Any], about: list[str]) -> Standalone:
        from pathlib import Path

        from judge.languages.standalone import Standalone, comment_lines, design_calls, method_arguments

        run = "python3 main.py"
        lines = ['"""' + "\n".join(comment_lines(about, "", run)) + '\n"""', ""]
        lines += ["import leetcode", "", "leetcode.provide()  # LeetCode's names for solution.py, without imports"]
        lines += [f"from solution import {'Solution' if signature.design is None else signature.name}", ""]
        if signature.design is None:
            arguments = method_arguments(signature, case_input)
            lines += [f"{name} = {_literal(value, type_)}" for name, value, type_ in arguments]
            call = f"Solution().{self.method_name(signature)}({', '.join(name for name, _, _ in arguments)})"
            nodes = ", nodes=True" if signature.answer_type.has_nodes else ""  # None is the empty tree: []
            if signature.answer is None:
                lines += [f"answer = {call}", f"print(leetcode.to_json(answer{nodes}))"]
            else:
                changed = f"print(leetcode.to_json({signature.answer}{nodes}))"
                lines += [call, f"{changed}  # the argument it changes in place"]
        else:
            lines.append("answers = []")
            for call_ in design_calls(signature, case_input):
                given = ", ".join(_literal(value, type_) for value, type_ in call_.arguments)
                if call_.method is None:
                    lines += [f"obj = {signature.name}({given})", "answers.append(None)"]
                elif call_.method.returns.name == "void":
                    lines += [f"obj.{call_.method.name}({given})", "answers.append(None)"]
                else:
                    lines.append(f"answers.append(obj.{call_.method.name}({given}))")
            lines.append("print(leetcode.to_json(answers))")
        definitions = Path(__file__).with_name("python_leetcode.py").read_text(encoding="utf-8")
        files = (("leetcode.py", definitions), ("solution.py", source), ("main.py", "\n".join(lines) + "\n"))
        return Standalone(files=files, build="", run=run)


def _literal(value: Any, type_: Type) -> str:
    """A value of the case as Python code: a tree or list built by leetcode.py, a board a row a line."""
    from judge.core.signature import Type

    if value is None:
        return "None"
    if type_.is_node:
        build = {"TreeNode": "leetcode.tree", "ListNode": "leetcode.linked", "Node": "leetcode.nary"}[type_.name]
        return f"{build}({_literal(value, Type('list', Type('int')))})"
    if type_.item is None:
        return repr(value)
    items = [_literal(item, type_.item) for item in value]
    if type_.item.item is not None and value:  # a board or a list of lists: one row a line
        return "[\n    " + ",\n    ".join(items) + ",\n]"
    return "[" + ", ".join(items) + "]"
