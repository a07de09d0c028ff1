"""The method a LeetCode starter declares, as LeetCode's metaData (for `judge add`).

The starter is what LeetCode's editor shows before anything is typed, in Python 3 or Java: `class
Solution` with one method, or a design problem's class with its constructor and methods. Python's
types are read from its hints (`List[int]` is an array: Python cannot tell LeetCode's list from its
array, Java can), Java's from its declarations. A method that answers by changing an argument
(`-> None` in Python, `void` in Java) answers with the argument a comment or docstring names
("modify nums1 in-place"), else with its first parameter that can change in place (a list, an
array or a node). Whatever cannot be read is a UsageError naming it, in one line.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from judge.core.signature import NODE_DRIVERS, PEEKING_CLASSES
from judge.errors import UsageError

PYTHON_SCALARS = {"int": "integer", "float": "double", "bool": "boolean", "str": "string"}
JAVA_SCALARS = {
    "int": "integer",
    "Integer": "integer",
    "long": "long",
    "Long": "long",
    "double": "double",
    "Double": "double",
    "boolean": "boolean",
    "Boolean": "boolean",
    "char": "character",
    "Character": "character",
    "String": "string",
}
# Node: an N-ary tree (read_starter checks); NestedInteger: LeetCode's nested list (341, 385).
NODE_TYPES = ("TreeNode", "ListNode", "Node", "NestedInteger")
JAVA_MODIFIERS = {"public", "private", "protected", "static", "final", "synchronized", "abstract"}
JAVA_KEYWORDS = {"if", "for", "while", "switch", "catch", "return", "new", "else", "do", "try", "synchronized"}
# LeetCode's docstring of a Python method answering in place: "Do not return anything, modify board
# in-place instead."; the same words in a Java comment name the argument too.
IN_PLACE_WORDS = re.compile(r"modify\s+([A-Za-z_]\w*)\s+in[- ]place", re.IGNORECASE)
KNOWN_PYTHON = "int, float, bool, str, List[...] of them, Optional[TreeNode], Optional[ListNode], 'Node', NestedInteger"
KNOWN_JAVA = (
    "int, long, double, boolean, char, String, arrays and List<...> of them, TreeNode, ListNode, Node, NestedInteger"
)


@dataclass(frozen=True)
class StarterSignature:
    """What the starter declares: LeetCode's metaData, the language it was read as, and notes on
    the choices made reading it (which argument answers in place)."""

    metadata: dict[str, Any]
    language: str
    notes: tuple[str, ...] = ()


def starter_language(text: str, filename: str) -> str:
    """'python' or 'java': from the file's extension, else from what the text looks like."""
    lowered = filename.lower()
    if lowered.endswith(".py"):
        return "python"
    if lowered.endswith(".java"):
        return "java"
    if re.search(r"^\s*def\s+\w+\s*\(", text, re.MULTILINE):
        return "python"
    if re.search(r"\bclass\s+\w+\s*\{", text):
        return "java"
    raise UsageError(
        f"{filename}: cannot tell the starter's language: paste LeetCode's Python3 or Java starter"
        " (it begins `class Solution`)"
    )


def read_starter(text: str, filename: str) -> StarterSignature:
    """The signature LeetCode's starter (Python 3 or Java) declares, as LeetCode's metaData."""
    language = starter_language(text, filename)
    read = _read_python(text, filename) if language == "python" else _read_java(text, filename)
    # LeetCode names several shapes Node; its definition, in the starter's comment, tells them apart.
    # The Node of a graph, of a list with random pointers or of a tree with next pointers is told by
    # the method's name (judge/core/signature.py's NODE_DRIVERS).
    named = read.metadata.get("name") in NODE_DRIVERS
    if re.search(r'[<"]Node[">\[]', json.dumps(read.metadata)) and "children" not in text and not named:
        raise UsageError(
            f"{filename}: its Node is not an N-ary tree (its definition has no children): of LeetCode's other"
            f" Node classes the kit judges those of {', '.join(NODE_DRIVERS)} (138, 133, 116, 117 and 430)"
        )
    return read


def split_top_level(text: str, separator: str = ",") -> list[str]:
    """text cut at each separator outside brackets (List[List[int]], Map<K, V>), each part stripped."""
    parts: list[str] = []
    current: list[str] = []
    depth = 0
    for char in text:
        if char in "([<{":
            depth += 1
        elif char in ")]>}":
            depth -= 1
        if char == separator and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    parts.append("".join(current).strip())
    return [part for part in parts if part]


def _in_place(method: str, params: list[dict[str, str]], named: str | None, where: str) -> tuple[int, str]:
    """(the position of the argument a void method changes, a note saying how it was chosen)."""
    names = [param["name"] for param in params]
    if named is not None and named in names:
        return names.index(named), f"{method} answers in place: {named}, as the starter's comment says"
    for index, param in enumerate(params):
        if param["type"].endswith("]") or param["type"].endswith(">") or param["type"] in NODE_TYPES:
            return index, f"{method} answers in place: {param['name']}, its first list, array or node parameter"
    raise UsageError(f"{where}: {method} returns nothing and has no list, array or node parameter to change in place")


def _metadata(
    method: str, params: list[dict[str, str]], returns: str, body: str, where: str
) -> tuple[dict[str, Any], list[str]]:
    """A Solution method's metaData, with the in-place answer when it returns void."""
    metadata: dict[str, Any] = {"name": method, "params": params, "return": {"type": returns}}
    if returns != "void":
        return metadata, []
    named = IN_PLACE_WORDS.search(body)
    index, note = _in_place(method, params, named.group(1) if named else None, where)
    metadata["output"] = {"paramindex": index}
    return metadata, [note]


# 284's constructor takes LeetCode's Iterator, which its metaData declares as the list it goes over.
PEEKING_PARAMS = [{"type": "integer[]", "name": "nums"}]


def _design(classname: str, constructor: list[dict[str, str]], methods: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "classname": classname,
        "constructor": {"params": constructor},
        "methods": methods,
        "systemdesign": True,
    }


# Python ------------------------------------------------------------------------------------------


def python_type(annotation: str, where: str) -> str:
    """A Python 3 starter's type hint as LeetCode's metaData type: List[List[int]] -> integer[][]."""
    compact = annotation.replace(" ", "").replace("'", "").replace('"', "").replace("typing.", "")
    for wrapper in ("Optional[",):
        if compact.startswith(wrapper) and compact.endswith("]"):
            compact = compact[len(wrapper) : -1]
    if compact in PYTHON_SCALARS:
        return PYTHON_SCALARS[compact]
    if compact in NODE_TYPES:
        return compact
    for prefix in ("List[", "list[", "["):  # LeetCode's 341 writes [NestedInteger] for a list of them
        if compact.startswith(prefix) and compact.endswith("]"):
            return python_type(compact[len(prefix) : -1], where) + "[]"
    raise UsageError(f"{where}: type {annotation.strip()!r} is not one the kit judges ({KNOWN_PYTHON})")


def _logical_lines(text: str) -> list[str]:
    """The text's lines, a line with an open bracket joined with those that close it (a def over
    several lines), comment lines left out (LeetCode's `# class TreeNode:` is no class)."""
    lines, pending, depth = [], "", 0
    for line in text.splitlines():
        if not pending and line.lstrip().startswith("#"):
            continue
        pending = f"{pending} {line.strip()}" if pending else line
        depth += sum(line.count(char) for char in "([{") - sum(line.count(char) for char in ")]}")
        if depth <= 0:
            lines.append(pending)
            pending, depth = "", 0
    if pending:
        lines.append(pending)
    return lines


_PYTHON_CLASS = re.compile(r"^class\s+([A-Za-z_]\w*)\s*(?:\([^)]*\))?\s*:")
_PYTHON_DEF = re.compile(r"^\s+def\s+([A-Za-z_]\w*)\s*\((.*)\)\s*(?:->\s*(.+?))?\s*:\s*(?:#.*)?$")


def _read_python(text: str, filename: str) -> StarterSignature:
    classes: list[tuple[str, list[tuple[str, str, str | None, str]]]] = []
    for line in _logical_lines(text):
        found = _PYTHON_CLASS.match(line)
        if found:
            classes.append((found.group(1), []))
            continue
        method = _PYTHON_DEF.match(line)
        if method and classes:
            classes[-1][1].append((method.group(1), method.group(2), method.group(3), ""))
        elif classes and classes[-1][1] and line.strip():
            name, params, returns, body = classes[-1][1][-1]
            classes[-1][1][-1] = (name, params, returns, f"{body}\n{line}")  # its docstring, for "in-place"
    if not classes:
        raise UsageError(f"{filename}: no class in the starter (LeetCode's begins `class Solution:`)")
    chosen = next((item for item in classes if item[0] == "Solution"), classes[0])
    classname, methods = chosen
    # LeetCode's random problems (382, 384, 528...) are design classes named Solution: a constructor
    # says so, which no one-method Solution has.
    if classname == "Solution" and not any(item[0] == "__init__" for item in methods):
        public = [item for item in methods if not item[0].startswith("_")]
        if not public:
            raise UsageError(f"{filename}: class Solution has no method (`def name(self, ...) -> type:`)")
        if len(public) > 1:
            names = ", ".join(item[0] for item in public)
            raise UsageError(f"{filename}: class Solution has several methods ({names}): keep only LeetCode's one")
        name, raw_params, raw_returns, body = public[0]
        where = f"{filename}: {name}"
        documented = _docstring_types(body)
        metadata, notes = _metadata(
            name,
            _python_params(raw_params, where, documented),
            _python_returns(raw_returns if raw_returns is not None else documented.get(""), where),
            body,
            where,
        )
        return StarterSignature(metadata, "python", tuple(notes))
    constructor: list[dict[str, str]] = []
    listed: list[dict[str, Any]] = []
    for name, raw_params, raw_returns, body in methods:
        where = f"{filename}: {classname}.{name}"
        documented = _docstring_types(body)
        if name == "__init__":
            constructor = (
                PEEKING_PARAMS if classname in PEEKING_CLASSES else _python_params(raw_params, where, documented)
            )
        elif not name.startswith("_"):
            returns = _python_returns(raw_returns if raw_returns is not None else documented.get(""), where)
            typed = _python_params(raw_params, where, documented)
            listed.append({"name": name, "params": typed, "return": {"type": returns}})
    if not listed:
        raise UsageError(f"{filename}: class {classname} has no method (`def name(self, ...) -> type:`)")
    return StarterSignature(_design(classname, constructor, listed), "python")


# The types some of LeetCode's starters give in the method's docstring instead of hints (237's,
# and its Python 2 starters): ":type node: ListNode", ":rtype: void Do not return anything...".
_DOCSTRING_TYPE = re.compile(r"^\s*:(?:type\s+([A-Za-z_]\w*)|(rtype))\s*:\s*(.+?)\s*$", re.MULTILINE)


def _docstring_types(body: str) -> dict[str, str]:
    """The docstring's types by parameter name, the result's under "" ("None" for void)."""
    found = {}
    for name, rtype, declared in _DOCSTRING_TYPE.findall(body):
        if rtype and declared.split()[0] == "void":
            declared = "None"
        found["" if rtype else name] = declared
    return found


def _python_params(raw: str, where: str, documented: dict[str, str] | None = None) -> list[dict[str, str]]:
    parts = split_top_level(raw)
    if not parts or parts[0].split(":")[0].strip() != "self":
        raise UsageError(f"{where}: its first parameter must be self (a method of the class)")
    params = []
    for part in parts[1:]:
        declared, _, _default = part.partition("=")
        name, colon, annotation = declared.partition(":")
        name = name.strip()
        if (not colon or not annotation.strip()) and documented and name in documented:
            colon, annotation = ":", documented[name]
        if not colon or not annotation.strip():
            raise UsageError(
                f"{where}: parameter {name!r} has no type: use LeetCode's Python3 starter, whose parameters have hints"
            )
        params.append({"name": name, "type": python_type(annotation, f"{where}, parameter {name}")})
    return params


def _python_returns(raw: str | None, where: str) -> str:
    if raw is None:
        raise UsageError(f"{where}: no return type (`-> type`): use LeetCode's Python3 starter")
    return "void" if raw.strip() == "None" else python_type(raw, f"{where}, its result")


# Java --------------------------------------------------------------------------------------------


def java_type(declared: str, where: str) -> str:
    """A Java starter's type as LeetCode's metaData type: List<List<Integer>> -> list<list<integer>>."""
    compact = declared.replace(" ", "").replace("java.util.", "")
    if compact.endswith("[]"):
        return java_type(compact[:-2], where) + "[]"
    if compact in JAVA_SCALARS:
        return JAVA_SCALARS[compact]
    if compact in NODE_TYPES or compact == "void":
        return compact
    for prefix in ("List<", "ArrayList<", "LinkedList<"):
        if compact.startswith(prefix) and compact.endswith(">"):
            return f"list<{java_type(compact[len(prefix) : -1], where)}>"
    raise UsageError(f"{where}: type {declared.strip()!r} is not one the kit judges ({KNOWN_JAVA})")


_JAVA_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)
_JAVA_CLASS = re.compile(r"\bclass\s+([A-Za-z_]\w*)[^{]*\{")
_JAVA_CALLABLE = re.compile(r"\b([A-Za-z_]\w*)\s*\(([^()]*)\)\s*(?:throws\s+[\w.,\s]+)?\{")


def _class_body(code: str, opening: int) -> str:
    """The text between the brace at opening and the brace that closes it."""
    depth = 0
    for index in range(opening, len(code)):
        depth += {"{": 1, "}": -1}.get(code[index], 0)
        if depth == 0:
            return code[opening + 1 : index]
    return code[opening + 1 :]


def _read_java(text: str, filename: str) -> StarterSignature:
    comments = " ".join(_JAVA_COMMENT.findall(text))
    code = _JAVA_COMMENT.sub(" ", text)
    classes = [(found.group(1), _class_body(code, found.end() - 1)) for found in _JAVA_CLASS.finditer(code)]
    if not classes:
        raise UsageError(f"{filename}: no class in the starter (LeetCode's begins `class Solution {{`)")
    classname, body = next((item for item in classes if item[0] == "Solution"), classes[0])
    constructor: list[dict[str, str]] | None = None
    methods: list[tuple[str, list[dict[str, str]], str]] = []
    for found in _JAVA_CALLABLE.finditer(body):
        name = found.group(1)
        if name in JAVA_KEYWORDS:
            continue
        start = max(body.rfind(mark, 0, found.start()) for mark in ";{}") + 1
        prefix = body[start : found.start()].split()
        words = [word for word in prefix if word not in JAVA_MODIFIERS and not word.startswith("@")]
        where = f"{filename}: {classname}.{name}"
        params = (
            PEEKING_PARAMS
            if classname in PEEKING_CLASSES and name == classname
            else _java_params(found.group(2), where)
        )
        if not words and name == classname:
            constructor = params
        elif words:
            methods.append((name, params, java_type(" ".join(words), f"{where}, its result")))
    if not methods:
        raise UsageError(f"{filename}: class {classname} has no method (`public type name(...) {{`)")
    if classname == "Solution" and constructor is None:
        if len(methods) > 1:
            names = ", ".join(name for name, _, _ in methods)
            raise UsageError(f"{filename}: class Solution has several methods ({names}): keep only LeetCode's one")
        name, params, returns = methods[0]
        metadata, notes = _metadata(name, params, returns, comments, f"{filename}: {name}")
        return StarterSignature(metadata, "java", tuple(notes))
    listed = [{"name": name, "params": params, "return": {"type": returns}} for name, params, returns in methods]
    return StarterSignature(_design(classname, constructor or [], listed), "java")


def _java_params(raw: str, where: str) -> list[dict[str, str]]:
    params = []
    for part in split_top_level(raw):
        words = [word for word in part.replace("...", "[] ").split() if word != "final"]
        if len(words) < 2 or not re.fullmatch(r"[A-Za-z_]\w*", words[-1]):
            raise UsageError(f"{where}: cannot read the parameter {part!r} (a type, then a name)")
        name = words[-1]
        params.append({"name": name, "type": java_type(" ".join(words[:-1]), f"{where}, parameter {name}")})
    return params
