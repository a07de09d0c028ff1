"""A problem's method described as data, so that every language can render it in its own terms.

The vocabulary covers LeetCode's common shapes: the scalars int, long, bool, double, char and
string, lists and arrays of each one or two deep (LeetCode's metadata tells `list<int>` from
`int[]`: Java and Kotlin declare the one as a List, the other as an array; the other languages
make no difference), LeetCode's binary tree and linked list (`TreeNode`, `ListNode`, alone or in
a list one deep, of int values), as parameters and as the result, and `void` for a
method that answers by changing one of its arguments in place (problem.json names that argument
as "answer"; the harness sends it back after the call). problem.json names the method as LeetCode
spells it in Java and Python (camelCase, `judgePoint24`); a language derives its own convention
from the words (`judge_point24` in Rust). The encodings on the wire are in docs/protocol.md.

A design problem (LeetCode's "systemdesign" metaData: a class, its constructor and methods) is a
Signature too, with its Design: the class is the name, and each case's input is LeetCode's two
lines, {"operations": [...], "arguments": [[...], ...]}, its answer the list of every call's result.
"""

from __future__ import annotations

from judge.core.record import record, replace

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

SCALARS = ("int", "long", "bool", "double", "char", "string")
# LeetCode's node types, provided by the harness as LeetCode provides them: on the wire a tree is
# its level order with null for a missing child, a list its values, an N-ary tree (`Node`, with
# `children`) LeetCode's serialization of it: the root, then each node's children in level order,
# every group ended by null (docs/protocol.md).
TREE, LINKED_LIST, NARY_TREE = "TreeNode", "ListNode", "Node"
# Three more of LeetCode's node classes, each named `Node` in its problems' code and read from
# metaData with "manual": true by the method's name (NODE_DRIVERS): a list whose nodes also point at
# any node of it (138: [[val, random index or null], ...]), a connected undirected graph (133: each
# node's neighbours by value, node k having the value k + 1) and a binary tree whose nodes also
# point right along their level (116, 117: given in level order, answered level by level along the
# next pointers, each level ended by "#"). The kit's names tell them apart.
RANDOM_LIST, GRAPH, NEXT_TREE = "RandomListNode", "GraphNode", "NextTreeNode"
# And 430's multilevel doubly linked list (prev, next and child), given in LeetCode's serialization:
# each level's list ended by null, the next level's list preceded by as many more nulls as the
# position of its parent in the level above ([1,2,3,null,null,null,4] hangs 4 under 3). A harness
# answers with the list walked along next from the returned head, each node as [val, index of the
# node prev points at in that walk (null: none; -1: a node not in it), child's val or null]; the
# judge turns that into LeetCode's answer, the values, or a Wrong Answer that says which link is wrong.
MULTILEVEL_LIST = "MultilevelListNode"
DRIVEN_NODES = (RANDOM_LIST, GRAPH, NEXT_TREE, MULTILEVEL_LIST)
# LeetCode's NestedInteger (341, 385): an integer or a list of NestedIntegers, as deep as it goes. On
# the wire it is that JSON value itself (`[123,[456,[789]]]`, `324`); a harness builds LeetCode's
# class from it and writes one back, like a node type, but it has no links and is never drawn.
NESTED_INTEGER = "NestedInteger"
# And LeetCode's Iterator (284): a design class named PeekingIterator is made from an Iterator over
# the integers its constructor's one parameter gives in the data (`[[1, 2, 3]]`), each language's
# class of LeetCode's with hasNext and next (Java's and Kotlin's own Iterator<Integer>, C++'s base
# class). On the wire it is that list of integers; it is never an answer.
ITERATOR = "Iterator"
PEEKING_CLASSES = ("PeekingIterator",)
NODES = (TREE, LINKED_LIST, NARY_TREE, *DRIVEN_NODES, NESTED_INTEGER, ITERATOR)
VOID = "void"
JSON = "json"  # any JSON value: a design call's result, typed by its own method
# LeetCode's own drivers the kit runs (at the end of this module): a list whose tail links back (141,
# 142), two lists that meet (160), two nodes of a tree given by their values (235, 236), a node of a
# list to delete, given by its value (237).
CYCLE, INTERSECTION, TREE_NODES, DELETED_NODE = "cycle", "intersection", "tree nodes", "deleted node"
# And two drivers that give the method an API of theirs to call, named as LeetCode names it: the API
# answers from a value the method is not given (278's first bad version, 374's picked number).
BAD_VERSION, GUESS = "isBadVersion", "guess"
APIS = (BAD_VERSION, GUESS)
# And LeetCode's Codec problems (297, 449, 535): a class whose first method encodes the case's value as
# a string and whose second decodes it; the decoded value answers. LeetCode's driver of a tree's
# serialize and deserialize calls them on two objects (ser, deser), its encode and decode on one.
ROUND_TRIP = "round trip"
# And LeetCode's iterators judged by one loop (341, 281): the object is made from the case's inputs, then
# `while it.hasNext(): answer.append(it.next())`; the answer is the list of what next gave. By the
# class's name, as 173's BSTIterator has the same methods and is judged call by call.
ITERATE = "iterate"
ITERATED_CLASSES = ("NestedIterator", "ZigzagIterator")
DESIGN_INPUTS = ("operations", "arguments")
MAX_DEPTH = 2  # list<list<T>>: LeetCode's shapes go no deeper
_CAMEL_WORD = r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+"  # compiled when first used (re caches it)


def camel_words(name: str) -> list[str]:
    """findMinStep -> ['find', 'min', 'step']."""
    import re  # here: signatures are read before a program is started early (judge/cli/early.py)

    return [word.lower() for word in re.findall(_CAMEL_WORD, name)]


class SignatureError(ValueError):
    """problem.json describes its method in a way the vocabulary does not cover."""


@record(frozen=True)
class Type:
    """A scalar (item is None), list<item> (name "list") or item[] (name "array")."""

    name: str
    item: Type | None = None

    def __str__(self) -> str:
        if self.item is None:
            return self.name
        return f"{self.item}[]" if self.name == "array" else f"list<{self.item}>"

    @property
    def is_array(self) -> bool:
        return self.name == "array"

    @property
    def depth(self) -> int:
        """How many lists deep the scalar sits: 0 for int, 2 for list<list<string>>."""
        return 0 if self.item is None else 1 + self.item.depth

    @property
    def scalar(self) -> str:
        return self.name if self.item is None else self.item.scalar

    @property
    def is_node(self) -> bool:
        """TreeNode or ListNode itself (not a list of them)."""
        return self.name in NODES

    @property
    def has_nodes(self) -> bool:
        """A node type or a list of them: what a harness builds and walks, not plain JSON."""
        return self.scalar in NODES


# LeetCode's metaData names of the scalars the kit calls int, bool and char (long, double and
# string are the same in both).
LEETCODE_SCALARS = {"integer": "int", "boolean": "bool", "character": "char"}


def parse_type(text: str) -> Type:
    """'list<list<string>>' -> Type('list', Type('list', Type('string'))); LeetCode's metaData names
    too ('list<integer>', 'character[][]')."""
    compact = text.replace(" ", "") if isinstance(text, str) else ""
    compact = LEETCODE_SCALARS.get(compact, compact)
    if compact in SCALARS or compact in NODES:
        return Type(compact)
    for prefix, suffix, name in (("list<", ">", "list"), ("", "[]", "array")):
        if compact.startswith(prefix) and compact.endswith(suffix) and len(compact) > len(prefix + suffix):
            item = parse_type(compact[len(prefix) : len(compact) - len(suffix)])
            # A list of nodes goes one deep (LeetCode's list<TreeNode>, ListNode[]); of scalars, two;
            # the driven nodes come alone.
            if item.depth + 1 <= (1 if item.has_nodes else MAX_DEPTH) and item.name not in DRIVEN_NODES:
                return Type(name, item)
    raise SignatureError(
        f"unknown type {text!r}; known: {', '.join(SCALARS)}, and one or two levels of list<T> or T[] of them;"
        f" {TREE}, {LINKED_LIST} and {NARY_TREE} (an N-ary tree), and one level of list<T> or T[] of them;"
        f" {', '.join(DRIVEN_NODES)} alone"
    )


@record(frozen=True)
class Param:
    name: str
    type: Type
    min: int | None = None
    max: int | None = None


@record(frozen=True)
class Method:
    """One method of a design class: its result is null in the answer when it returns void."""

    name: str
    params: tuple[Param, ...]
    returns: Type

    @property
    def words(self) -> list[str]:
        return camel_words(self.name)

    @property
    def param_types(self) -> tuple[Type, ...]:
        return tuple(param.type for param in self.params)


@record(frozen=True)
class Design:
    """A class driven by a sequence of calls (LRU Cache, Min Stack): its constructor's parameters and
    its methods, in LeetCode's order."""

    constructor: tuple[Param, ...]
    methods: tuple[Method, ...]

    def method(self, name: str) -> Method | None:
        return next((method for method in self.methods if method.name == name), None)


@record(frozen=True)
class Signature:
    name: str  # a design problem's: its class
    params: tuple[Param, ...]
    returns: Type  # Type("void") when the method answers in place
    answer: str | None = None  # the parameter a void method changes in place: what it answers
    # (mark, fill) when a list of boards, each row one mark among fill characters, may travel
    # packed, one character per row (docs/protocol.md); None: answers travel as they are.
    packed_rows: tuple[str, str] | None = None
    design: Design | None = None  # a class driven by calls: params are then DESIGN_INPUTS
    links: Links | None = None  # one of LeetCode's own drivers ("manual"): params are the method's

    @property
    def calls(self) -> bool:
        """Whether a case is LeetCode's two lines of calls on a design class (a Codec's round trip is not)."""
        return self.design is not None and self.links is None

    @property
    def inputs(self) -> tuple[Param, ...]:
        """The parameters a case's input gives, by name: the method's, or its driver's."""
        return self.params if self.links is None else self.links.inputs

    @property
    def judged_type(self) -> Type:
        """The answer as the judge reads and checks it: a node the method returns that is one of its
        inputs' own nodes (LeetCode's drivers) is reported by where it stands, as JSON."""
        if self.links is not None and self.links.answer is not None:
            return Type(JSON)
        if self.answer_type.name in (NEXT_TREE, MULTILEVEL_LIST):
            # The levels along the next pointers, each ended by "#"; a flattened list's links.
            return Type(JSON)
        return self.answer_type

    @property
    def in_place(self) -> bool:
        return self.returns.name == VOID

    @property
    def answer_index(self) -> int | None:
        """The position of the in-place answer among the parameters (None: the returned value answers)."""
        if self.answer is None:
            return None
        return [param.name for param in self.params].index(self.answer)

    @property
    def answer_type(self) -> Type:
        """The type of what the method answers: the result, or the argument it changes."""
        index = self.answer_index
        return self.returns if index is None else self.params[index].type

    @property
    def words(self) -> list[str]:
        return camel_words(self.name)

    @property
    def snake_name(self) -> str:
        return "_".join(self.words)

    def arguments(self, case_input: dict[str, Any]) -> list[Any]:
        """Positional arguments in the order of the parameters; with a driver's links, the method's
        arguments and then the links that join their nodes (docs/protocol.md). A tree's level order
        goes without its trailing nulls, as LeetCode's serializer writes it."""
        if self.links is not None:
            return linked_arguments(self.links, case_input)
        design = self.design
        if self.calls and design is not None and _takes_trees(design):  # 173's constructor takes one
            operations, calls = case_input["operations"], case_input["arguments"]
            typed = [design.constructor] + [
                found.params if (found := design.method(name)) is not None else () for name in operations[1:]
            ]
            calls = [
                [level_order(value, param.type) for value, param in zip(values, params, strict=False)]
                + values[len(params) :]
                for values, params in zip(calls, typed, strict=False)
            ]
            return [operations, calls]
        return [level_order(case_input[param.name], param.type) for param in self.params]


@record(frozen=True)
class Links:
    """One of LeetCode's own drivers ("manual": true in its metaData): the cases give the driver's
    inputs (a list and the position its tail links back to), from which the judge makes the method's
    arguments and the links between their nodes; answer: how a node the method returns is reported
    (the drivers at the end of this module), None when it returns a plain value."""

    driver: str
    inputs: tuple[Param, ...]
    answer: str | None = None


def parse_signature(data: Any) -> Signature:
    """The signature object of problem.json: the kit's {"name", "params": [{"name", "type", "min"?,
    "max"?}], "returns", "answer"?}, or LeetCode's metaData as LeetCode publishes it for the problem
    ({"name", "params", "return": {"type"}, "output": {"paramindex"}?}, its type names)."""
    if isinstance(data, dict) and ("classname" in data or data.get("systemdesign")):
        return _design(data)
    if isinstance(data, dict) and data.get("name") in NODE_DRIVERS and _takes_one_node(data):
        return _node_driver_signature(data)
    if isinstance(data, dict) and data.get("manual") is True:
        return driven_signature(data)
    if isinstance(data, dict) and "return" in data and "returns" not in data:
        data = _from_metadata(data)
    if not isinstance(data, dict) or not isinstance(data.get("name"), str) or not isinstance(data.get("params"), list):
        raise SignatureError('"signature" must be an object with "name", "params" and "returns"')
    params = list(params_of(data["params"], "the method"))
    names = [param.name for param in params]
    if len(set(names)) != len(names):
        raise SignatureError("two parameters have the same name")
    returns = data.get("returns")
    if not isinstance(returns, str):
        raise SignatureError('"returns" must name a type, e.g. "list<list<string>>", or be "void"')
    answer = data.get("answer")
    if returns.strip() == VOID:
        if answer not in names:
            raise SignatureError('a "void" method needs "answer": the name of the parameter it changes in place')
        answer_type = params[names.index(answer)].type
        if answer_type.item is None and not answer_type.is_node:
            raise SignatureError(
                'the in-place "answer" must be a list or node parameter (a scalar cannot change in place)'
            )
        _packed_rows(data, Type(VOID))  # refused: an in-place answer never travels packed
        return Signature(data["name"], tuple(params), Type(VOID), answer)
    if answer is not None:
        raise SignatureError('"answer" names an in-place argument, which only a "void" method has')
    return_type = parse_type(returns)
    return Signature(data["name"], tuple(params), return_type, packed_rows=_packed_rows(data, return_type))


def params_of(items: Any, where: str) -> tuple[Param, ...]:
    """Parameters as problem.json and LeetCode write them: [{"name", "type", "min"?, "max"?}]."""
    if not isinstance(items, list):
        raise SignatureError(f'{where} must have "params": a list of {{"name", "type"}}')
    params = []
    for item in items:
        if not isinstance(item, dict) or not isinstance(item.get("name"), str) or not isinstance(item.get("type"), str):
            raise SignatureError('each parameter must be an object with a "name" and a "type"')
        params.append(Param(item["name"], parse_type(item["type"]), item.get("min"), item.get("max")))
    return tuple(params)


def _design(data: dict[str, Any]) -> Signature:
    """LeetCode's metaData of a design problem: {"classname", "constructor": {"params"}, "methods":
    [{"name", "params", "return": {"type"}}], "systemdesign": true}."""
    classname = data.get("classname")
    if not isinstance(classname, str) or not classname.isidentifier():
        raise SignatureError('a design problem needs "classname": the class\'s name, e.g. "LRUCache"')
    constructor = data.get("constructor")
    if not isinstance(constructor, dict):
        raise SignatureError('a design problem needs "constructor": {"params": [...]}')
    methods = []
    listed: list[Any] = data["methods"] if isinstance(data.get("methods"), list) else [None]
    for item in listed:
        returned = item.get("return") if isinstance(item, dict) else None
        if not isinstance(item, dict) or not isinstance(item.get("name"), str) or not isinstance(returned, dict):
            raise SignatureError('"methods" must be a list of {"name", "params", "return": {"type"}}')
        if not item["name"].isidentifier() or item["name"] == classname:
            raise SignatureError(f"method name {item['name']!r} is not a name of its own")
        kind = str(returned.get("type"))
        returns = Type(VOID) if kind == VOID else parse_type(kind)
        methods.append(Method(item["name"], params_of(item.get("params"), item["name"]), returns))
    if not methods or len({method.name for method in methods}) != len(methods):
        raise SignatureError('"methods" must name at least one method, each once')
    params = (
        Param("operations", parse_type("list<string>")),
        Param("arguments", Type("list", Type("list", Type(JSON)))),
    )
    design = Design(params_of(constructor.get("params"), "the constructor"), tuple(methods))
    if classname == "Codec" and _round_trip(design):
        there = design.methods[0]
        # The case's value is named as LeetCode's driver names it (metaData's own "params", when it
        # gives one of that type), else as the encoding method's parameter.
        given = [param for param in _driver_params(data) if param.type == there.params[0].type]
        value = Param(given[0].name if len(given) == 1 else there.params[0].name, there.params[0].type)
        links = Links(ROUND_TRIP, (value,))
        return Signature(classname, (value,), there.params[0].type, design=design, links=links)
    if classname in ITERATED_CLASSES:
        return _iterated(classname, design)
    if classname in PEEKING_CLASSES:
        design = _peeking(classname, design)
    elif any(param.type.scalar == ITERATOR for param in design.constructor) or any(
        type_.scalar == ITERATOR for method in design.methods for type_ in (method.returns, *method.param_types)
    ):
        raise SignatureError(f"{ITERATOR} is LeetCode's class given to {', '.join(PEEKING_CLASSES)}'s constructor only")
    return Signature(classname, params, Type("list", Type(JSON)), design=design)


def _peeking(classname: str, design: Design) -> Design:
    """284's class: its constructor is given LeetCode's Iterator over the integers the data gives."""
    given = design.constructor
    if len(given) != 1 or given[0].type.scalar not in ("int", ITERATOR) or given[0].type.depth > 1:
        raise SignatureError(
            f"{classname} is made from LeetCode's {ITERATOR} over a list of integers: its constructor takes one"
            " integer array (the data's list), as LeetCode's metaData declares it"
        )
    # Named as LeetCode's templates name it: the class is given an iterator, not the list.
    return replace(design, constructor=(Param("iterator", Type(ITERATOR)),))


def _iterated(classname: str, design: Design) -> Signature:
    """An iterator judged by one loop (ITERATE): made from the case's inputs, then hasNext and next
    called until hasNext is false; the answer is the list of what next gave."""
    has_next, step = design.method("hasNext"), design.method("next")
    if has_next is None or step is None or has_next.params or step.params or has_next.returns != Type("bool"):
        raise SignatureError(
            f"{classname} is judged as LeetCode judges it, by calling next while hasNext is true:"
            ' it needs "hasNext" (boolean) and "next", both without parameters'
        )
    if step.returns.item is not None or step.returns.is_node or step.returns.name in (VOID, JSON):
        raise SignatureError(f"{classname}'s next must return a plain value (an integer, say), not {step.returns}")
    links = Links(ITERATE, design.constructor)
    return Signature(classname, design.constructor, Type("list", step.returns), design=design, links=links)


def round_trip_objects(design: Design) -> int:
    """How many Codec objects LeetCode's driver makes for a round trip: two for serialize and
    deserialize (297, 449: what one object keeps is not there for the other), one for encode and
    decode (535: a table kept in the object is)."""
    return 2 if design.methods[0].name == "serialize" else 1


def _round_trip(design: Design) -> bool:
    """Whether a Codec's class is LeetCode's round trip: no constructor parameter, and two methods,
    the first from a value to a string, the second from that string back to the value's type."""
    if design.constructor or len(design.methods) != 2:
        return False
    there, back = design.methods
    string = Type("string")
    return (
        len(there.params) == 1
        and there.returns == string
        and [param.type for param in back.params] == [string]
        and back.returns == there.params[0].type
    )


def _driver_params(data: dict[str, Any]) -> tuple[Param, ...]:
    """A design metaData's own "params" (what LeetCode's driver reads), or none when absent or unread."""
    try:
        return params_of(data.get("params"), "the driver") if data.get("params") is not None else ()
    except SignatureError:
        return ()


def _from_metadata(data: dict[str, Any]) -> dict[str, Any]:
    """LeetCode's metaData as the kit's signature object: "return": {"type"} is "returns", and
    "output": {"paramindex": k} names the k-th parameter as the in-place answer."""
    returned = data["return"]
    if not isinstance(returned, dict) or not isinstance(returned.get("type"), str):
        raise SignatureError('LeetCode\'s "return" must be an object with a "type", e.g. {"type": "integer"}')
    converted = {key: value for key, value in data.items() if key not in ("return", "output")}
    converted["returns"] = returned["type"]
    output = data.get("output")
    if output is not None:
        params = data.get("params")
        index = output.get("paramindex") if isinstance(output, dict) else None
        if type(index) is not int or not isinstance(params, list) or not 0 <= index < len(params):
            raise SignatureError('LeetCode\'s "output" must be {"paramindex": K}, K a parameter\'s position from 0')
        item = params[index]
        converted["answer"] = item.get("name") if isinstance(item, dict) else None
    return converted


def _packed_rows(data: dict[str, Any], returns: Type) -> tuple[str, str] | None:
    """The optional "packed_rows": {"mark", "fill"} of a method returning boards, as (mark, fill)."""
    if "packed_rows" not in data:
        return None
    item = data["packed_rows"]
    if str(returns) != "list<list<string>>":
        raise SignatureError('"packed_rows" is only for a method that returns list<list<string>>')
    if not isinstance(item, dict) or set(item) != {"mark", "fill"}:
        raise SignatureError('"packed_rows" must be an object with exactly "mark" and "fill"')
    mark, fill = item["mark"], item["fill"]
    for key, char in (("mark", mark), ("fill", fill)):
        # Printable and needing no JSON escape: harnesses count a board's plain JSON size from its rows.
        if not isinstance(char, str) or len(char) != 1 or not char.isascii() or not char.isprintable() or char in '"\\':
            raise SignatureError(f'"packed_rows" "{key}" must be one printable ASCII character other than " and \\')
    if mark == fill:
        raise SignatureError('"packed_rows" "mark" and "fill" must be different characters')
    return mark, fill


def type_problem(value: Any, type_: Type, where: str) -> str | None:
    """Why value (decoded JSON) is not of the type, or None when it is: for inputs a user types."""
    if type_.is_node:
        return _node_problem(value, type_.name, where)
    if type_.item is not None:
        if not isinstance(value, list):
            return f"{where} must be a list ({type_})"
        for index, item in enumerate(value):
            problem = type_problem(item, type_.item, f"{where}[{index}]")
            if problem:
                return problem
        return None
    name = type_.name
    if name == JSON:
        return None
    if name in ("int", "long"):
        bits = 31 if name == "int" else 63
        if isinstance(value, bool) or not isinstance(value, int) or not -(1 << bits) <= value < (1 << bits):
            return f"{where} must be a {bits + 1}-bit integer"
    elif name == "double":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return f"{where} must be a number"
    elif name == "bool":
        if not isinstance(value, bool):
            return f"{where} must be true or false"
    elif name == "char":
        if not isinstance(value, str) or len(value) != 1 or not value.isascii():
            return f"{where} must be one ASCII character, as a string"
    elif not isinstance(value, str):
        return f"{where} must be a string"
    return None


def _node_problem(value: Any, name: str, where: str) -> str | None:
    """Why value is not a tree in LeetCode's level order ([1,null,2,3]), a list's values ([1,2,3]) or
    an N-ary tree in LeetCode's serialization ([1,null,3,2,4,null,5,6])."""
    if name == RANDOM_LIST:
        return _random_list_problem(value, where)
    if name == NESTED_INTEGER:
        return _nested_problem(value, where)
    if name == ITERATOR:
        if not isinstance(value, list) or not all(
            type(item) is int and -(1 << 31) <= item < (1 << 31) for item in value
        ):
            return f"{where} must be a list of 32-bit integers ({ITERATOR}: the integers it gives, in order)"
        return None
    if name == GRAPH:
        return _graph_problem(value, where)
    if name == MULTILEVEL_LIST:
        return _multilevel_problem(value, where)
    if name == NEXT_TREE:
        name = TREE  # given as a binary tree, its next pointers all null
    if not isinstance(value, list):
        shown = {TREE: "its level order, null for a missing child", NARY_TREE: "each node's children, ended by null"}
        return f"{where} must be a list ({name}: {shown.get(name, 'its values')})"
    for index, item in enumerate(value):
        if item is None and name != LINKED_LIST:
            continue
        if isinstance(item, bool) or not isinstance(item, int) or not -(1 << 31) <= item < (1 << 31):
            allowed = "a 32-bit integer" if name == LINKED_LIST else "a 32-bit integer or null"
            return f"{where}[{index}] must be {allowed}"
    if name == NARY_TREE and value:
        return _nary_problem(value, where)
    if name == TREE and value:
        # Trailing nulls are allowed where their nodes have those children (LeetCode's own example 3 of
        # 701 has six): Signature.arguments drops them before a harness reads the tree.
        if value[0] is None:
            return f"{where} must start with the root's value (LeetCode's level order)"
        # Each node present takes the next two entries as its children: none may be left over.
        present, position = 1, 1
        for item in value[1:]:
            if position >= 2 * present + 1:
                return f"{where}[{position}] has no parent: a null's children are not written in level order"
            present += item is not None
            position += 1
    return None


def _nested_problem(value: Any, where: str) -> str | None:
    """Why value is not a NestedInteger: a 32-bit integer or a list of NestedIntegers. Walked with a
    stack of its own: 385's strings nest 25,000 deep."""
    pending = [(value, where)]
    while pending:
        item, place = pending.pop()
        if isinstance(item, list):
            pending.extend((inner, f"{place}[{index}]") for index, inner in reversed(list(enumerate(item))))
        elif isinstance(item, bool) or not isinstance(item, int) or not -(1 << 31) <= item < (1 << 31):
            return f"{place} must be a 32-bit integer or a list of them, nested as deep as it goes ({NESTED_INTEGER})"
    return None


def _random_list_problem(value: Any, where: str) -> str | None:
    """Why value is not a list with random pointers: [[val, index of the node its random points at,
    or null], ...], from the head."""
    if not isinstance(value, list):
        return f"{where} must be a list of [val, random index or null] ({RANDOM_LIST})"
    for index, item in enumerate(value):
        if not isinstance(item, list) or len(item) != 2:
            return f"{where}[{index}] must be [val, random index or null]"
        val, random = item
        if isinstance(val, bool) or not isinstance(val, int) or not -(1 << 31) <= val < (1 << 31):
            return f"{where}[{index}][0] must be a 32-bit integer"
        pointed = random is None or (type(random) is int and 0 <= random < len(value))
        if not pointed:
            return f"{where}[{index}][1] must be null or the index of a node of the list (0 to {len(value) - 1})"
    return None


def multilevel_levels(value: list[Any]) -> list[tuple[int, list[int]]]:
    """LeetCode's serialization of a multilevel list, checked: each level's values and the position,
    in the level above, of the node it hangs under (-1 for the first level)."""
    levels: list[tuple[int, list[int]]] = []
    position = 0
    while position < len(value):
        nulls = 0
        while position < len(value) and value[position] is None:
            nulls += 1
            position += 1
        start = position
        while position < len(value) and value[position] is not None:
            position += 1
        levels.append((nulls - 1, value[start:position]))
    return levels


def _takes_trees(design: Design) -> bool:
    """Whether a design class's constructor or a method takes a tree (or a list of them)."""
    params = [*design.constructor, *(param for method in design.methods for param in method.params)]
    return any(param.type.scalar in (TREE, NEXT_TREE) for param in params)


def level_order(value: Any, type_: Type) -> Any:
    """A tree argument (or a list of them) without the trailing nulls LeetCode's examples may show."""
    if type_.name in (TREE, NEXT_TREE) and value and value[-1] is None:
        end = len(value)
        while value[end - 1] is None:  # the root is not None: the loop stops there at the latest
            end -= 1
        return value[:end]
    if type_.item is not None and type_.item.name == TREE and isinstance(value, list):
        return [level_order(item, type_.item) for item in value]
    return value


def _multilevel_problem(value: Any, where: str) -> str | None:
    """Why value is not LeetCode's serialization of a multilevel doubly linked list."""
    if not isinstance(value, list):
        return f"{where} must be a list ({MULTILEVEL_LIST}: each level's values, ended by null)"
    for index, item in enumerate(value):
        if item is not None and (
            isinstance(item, bool) or not isinstance(item, int) or not -(1 << 31) <= item < (1 << 31)
        ):
            return f"{where}[{index}] must be a 32-bit integer or null"
    if value and (value[0] is None or value[-1] is None):
        return f"{where} must start with the first node's value and not end with null (LeetCode's serialization)"
    above = 0
    for parent, values in multilevel_levels(value):
        if parent >= above:
            return (
                f"{where}: a level hangs under node {parent} of a level of {above} (after a level's closing null,"
                " one more null for each node before the one the next level hangs under)"
            )
        above = len(values)
    return None


def _graph_problem(value: Any, where: str) -> str | None:
    """Why value is not LeetCode's adjacency list of a graph: node k's neighbours, by their values
    1..n, none twice and not itself (n nodes, node k with the value k + 1)."""
    if not isinstance(value, list):
        return f"{where} must be a list of each node's neighbours, by value ({GRAPH})"
    for index, neighbours in enumerate(value):
        if not isinstance(neighbours, list):
            return f"{where}[{index}] must be the list of node {index + 1}'s neighbours"
        for item in neighbours:
            if isinstance(item, bool) or not isinstance(item, int) or not 1 <= item <= len(value) or item == index + 1:
                return f"{where}[{index}] must hold values of other nodes, 1 to {len(value)}"
        if len(set(neighbours)) != len(neighbours):
            return f"{where}[{index}] names a neighbour twice"
    for index, neighbours in enumerate(value):
        for item in neighbours:
            if index + 1 not in value[item - 1]:
                return f"{where}: node {index + 1} lists {item}, which does not list it (the graph is undirected)"
    reached = {1} if value else set()
    frontier = list(reached)
    while frontier:
        frontier = [item for node in frontier for item in value[node - 1] if item not in reached]
        reached.update(frontier)
    if len(reached) != len(value):
        missing = min(set(range(1, len(value) + 1)) - reached)
        return f"{where}: node {missing} cannot be reached from node 1 (the graph is connected)"
    return None


def _nary_problem(value: list[Any], where: str) -> str | None:
    """Why a list is not LeetCode's serialization of an N-ary tree: the root, null, then the children
    of each node in level order, each group ended by null, with no trailing null."""
    if value[0] is None or value[-1] is None or (len(value) > 1 and value[1] is not None):
        return f"{where} must start with the root's value and a null, and not end with null (LeetCode's N-ary order)"
    nodes, groups, position = 1, 0, 2
    while position < len(value):
        if groups >= nodes:
            return f"{where}[{position}] has no parent: there are more groups of children than nodes"
        while position < len(value) and value[position] is not None:
            nodes += 1
            position += 1
        groups += 1
        position += 1  # the group's null
    return None


def _arguments_problem(params: tuple[Param, ...], values: Any, where: str) -> str | None:
    if not isinstance(values, list) or len(values) != len(params):
        return f"{where} must be a list of {len(params)} argument{'s' if len(params) != 1 else ''}"
    for param, value in zip(params, values, strict=True):
        problem = type_problem(value, param.type, f"{where}: {param.name}")
        if problem:
            return problem
    return None


def design_problem(signature: Signature, case_input: Any) -> str | None:
    """Why case_input is not LeetCode's two lines of a design case (the class, then calls of its
    methods, each with its arguments), or None."""
    design = signature.design
    assert design is not None
    if not isinstance(case_input, dict) or sorted(case_input) != sorted(DESIGN_INPUTS):
        return 'the input must be {"operations": [...], "arguments": [[...], ...]}'
    operations, arguments = case_input["operations"], case_input["arguments"]
    if not isinstance(operations, list) or not isinstance(arguments, list) or len(operations) != len(arguments):
        return '"operations" and "arguments" must be lists of the same length'
    if not operations or operations[0] != signature.name:
        return f'the first operation must be "{signature.name}" (the constructor)'
    problem = _arguments_problem(design.constructor, arguments[0], f"arguments[0] ({signature.name})")
    for index, (name, values) in enumerate(zip(operations[1:], arguments[1:], strict=True), 1):
        if problem:
            return problem
        method = design.method(name) if isinstance(name, str) else None
        if method is None:
            known = ", ".join(method.name for method in design.methods)
            return f"operations[{index}] must be a method of {signature.name} ({known})"
        problem = _arguments_problem(method.params, values, f"arguments[{index}] ({name})")
    return problem


def input_problem(signature: Signature, case_input: Any) -> str | None:
    """Why case_input is not a valid input for the method (its parameters by name), or None.

    An int below its parameter's "min" is refused; one above its "max" is allowed (running beyond
    LeetCode's constraints is what the extended cases do)."""
    if signature.calls:
        return design_problem(signature, case_input)
    if not isinstance(case_input, dict):
        return "the input must be a JSON object with one key per parameter"
    names = [param.name for param in signature.inputs]
    unknown = sorted(set(case_input) - set(names))
    missing = [name for name in names if name not in case_input]
    if unknown or missing:
        wanted = ", ".join(f"{param.name} ({param.type})" for param in signature.inputs)
        return f"the input must give exactly the parameters {wanted}"
    for param in signature.inputs:
        problem = type_problem(case_input[param.name], param.type, param.name)
        if problem:
            return problem
        value = case_input[param.name]
        if param.min is not None and isinstance(value, int) and value < param.min:
            return f"{param.name} must be at least {param.min}"
    if signature.links is not None:
        return links_problem(signature.links, case_input)
    return None


# LeetCode's own drivers: problems whose metaData says "manual": true, where the method does not take
# the case's inputs as they are. Linked List Cycle gives a list and `pos`, the index its tail links
# back to, and the method takes the list alone; Intersection of Two Linked Lists gives two lists that
# share their tails; Lowest Common Ancestor gives two values, and the method takes their nodes.
#
# From a case's inputs the judge makes the method's arguments and a list of links that a harness
# applies to the nodes it built (docs/protocol.md, "Links"): each link is a list of ints,
#   [0, a, i, b, j]  node i of argument a takes node j of argument b as its next node,
#   [1, t, b, j]     argument t is node j of argument b,
# nodes counted as the harness built them: a list from its head, a tree in level order. A node the
# method returns is then reported by where it stands: [b, j], node j of argument b, or [-1, val] for
# a node of the method's own, which the judge renders as LeetCode shows that driver's answer. A void
# method answers with its argument as built, before a link replaced it: Delete Node in a Linked List
# gives a list and a value, the method takes that value's node, and the list from its head answers.
#
# An API's driver (278, 374) gives the method the first input and answers the API's calls from the
# second, which the method is not given: the case's arguments are the two, the harness keeps the
# last for its API (setup's "api").

LINK_NEXT, LINK_ARGUMENT = 0, 1
NO_NODE = -1  # a returned node's argument when it is none of the inputs' nodes


@record(frozen=True)
class Driver:
    """One of LeetCode's drivers: the types of its metaData's parameters, what its method may answer,
    and what it makes of them."""

    name: str
    input_types: tuple[str, ...]
    problems: str  # LeetCode's problems that use it, for the message that lists the known ones
    answers: tuple[str, ...]  # the return types its method may declare, the first as it is said
    said: str  # what the driver gives, for the message about a return type it does not answer
    method: str | None = None  # the method's name, where it alone tells two drivers apart


DRIVERS: tuple[Driver, ...] = (
    Driver(
        CYCLE,
        (LINKED_LIST, "int"),
        "141 and 142 (a list whose tail links back to the node at pos)",
        ("bool", LINKED_LIST),
        "a list with a cycle",
    ),
    Driver(
        INTERSECTION,
        ("int", LINKED_LIST, LINKED_LIST, "int", "int"),
        "160 (two lists that meet)",
        (LINKED_LIST,),
        "two lists that meet",
    ),
    Driver(
        TREE_NODES,
        (TREE, "int", "int"),
        "235 and 236 (two nodes of a tree, given by their values)",
        (TREE,),
        "two nodes of a tree",
    ),
    Driver(
        DELETED_NODE,
        (LINKED_LIST, "int"),
        "237 (a node of a list to delete, given by its value)",
        (VOID,),
        "a node to delete",
    ),
    Driver(BAD_VERSION, ("int", "int"), "278 (isBadVersion)", ("int",), "the versions", "firstBadVersion"),
    Driver(GUESS, ("int", "int"), "374 (guess)", ("int",), "the numbers to guess from", "guessNumber"),
)
_SAID_TYPES = {"bool": "a boolean", "int": "an integer", VOID: "nothing (void)"}


def _driver(name: str, types: tuple[str, ...], returns: Type) -> Driver:
    """The driver of a method's metaData: its inputs' types, then its name or return type where two
    share their types (141 and 237; 278 and 374). SignatureError when none is the kit's."""
    candidates = [driver for driver in DRIVERS if driver.input_types == types and driver.method in (None, name)]
    if not candidates:
        known = "; ".join(driver.problems for driver in DRIVERS)
        raise SignatureError(
            f'LeetCode judges {name} with a driver of its own ("manual": true) that the kit does not know;'
            f" it knows those of {known}; and 133, 138, 116, 117 and 430 by their methods ({', '.join(NODE_DRIVERS)})"
        )
    for driver in candidates:
        if str(returns) in driver.answers:
            return driver
    said = [
        f"{driver.said} answer{'s' * driver.said.startswith('a ')}"
        f" {' or '.join(_SAID_TYPES.get(kind, f'a {kind}') for kind in driver.answers)}"
        for driver in candidates
    ]
    raise SignatureError(f"{'; '.join(said)}, not {returns}")


def driven_signature(data: dict[str, Any]) -> Signature:
    """LeetCode's metaData of a problem with its own driver ("manual": true) as the method's
    signature and its Links; SignatureError for a driver the kit does not know."""
    name, returned = data.get("name"), data.get("return")
    if not isinstance(name, str) or not isinstance(returned, dict) or not isinstance(returned.get("type"), str):
        raise SignatureError('LeetCode\'s metaData needs "name", "params" and "return": {"type"}')
    inputs = params_of(data.get("params"), "the method")
    returns = Type(VOID) if returned["type"] == VOID else parse_type(returned["type"])
    driver = _driver(name, tuple(str(param.type) for param in inputs), returns)
    node = Type(LINKED_LIST)
    answered: str | None = None  # the argument a void method answers with: the list, from its head
    if driver.name == CYCLE:
        params: tuple[Param, ...] = (inputs[0],)
        answer = None if str(returns) == "bool" else CYCLE
    elif driver.name == INTERSECTION:
        params, answer = (Param("headA", node), Param("headB", node)), INTERSECTION
    elif driver.name == TREE_NODES:
        params = (inputs[0], *(Param(param.name, Type(TREE)) for param in inputs[1:]))
        answer = TREE_NODES
    elif driver.name == DELETED_NODE:
        params, answer, answered = (Param(inputs[1].name, node),), None, inputs[1].name
    else:  # an API's: the method takes the first input, the API answers from the second
        params, answer = (inputs[0],), None
    names = [param.name for param in params]
    if len(set(names)) != len(names) or len({param.name for param in inputs}) != len(inputs):
        raise SignatureError("two parameters have the same name")
    return Signature(name, params, returns, answer=answered, links=Links(driver.name, inputs, answer))


# LeetCode's metaData of the driven nodes' problems names ListNode or Node: the method tells which.
NODE_DRIVERS = {"copyRandomList": RANDOM_LIST, "cloneGraph": GRAPH, "connect": NEXT_TREE, "flatten": MULTILEVEL_LIST}


def _takes_one_node(data: dict[str, Any]) -> bool:
    """Whether metaData of 138, 133, 116, 117 or 430 reads as LeetCode writes it (one ListNode or Node in,
    the same out; "manual" or not): the method's name then tells which Node it is."""
    params, returned = data.get("params"), data.get("return")
    if not isinstance(params, list) or len(params) != 1 or not isinstance(params[0], dict):
        return False
    kind = params[0].get("type")
    return kind in (LINKED_LIST, NARY_TREE) and isinstance(returned, dict) and returned.get("type") == kind


def _node_driver_signature(data: dict[str, Any]) -> Signature:
    """The metaData of 138, 133, 116/117 or 430 ("manual": true): the method takes and answers the
    problem's own node class."""
    name, kind = data["name"], NODE_DRIVERS[data["name"]]
    params = params_of(data.get("params"), "the method")
    if len(params) != 1:
        raise SignatureError(f"{name} takes one parameter, its {kind}, as LeetCode declares it")
    return Signature(name, (Param(params[0].name, Type(kind)),), Type(kind))


def _level_order_values(values: list[Any]) -> list[Any]:
    """A tree's values in the order a harness builds its nodes (level order, missing children out)."""
    return [value for value in values if value is not None]


def links_problem(links: Links, case_input: dict[str, Any]) -> str | None:
    """Why a case's inputs (of their types already) do not make the driver's nodes, or None."""
    values = [case_input[param.name] for param in links.inputs]
    names = [param.name for param in links.inputs]
    if links.driver == CYCLE:
        head, pos = values
        if not -1 <= pos < len(head):
            return f"{names[1]} must be -1 (no cycle) or the index of a node of {names[0]} (0 to {len(head) - 1})"
        return None
    if links.driver == INTERSECTION:
        meet, first, second, skip_first, skip_second = values
        if not (0 <= skip_first <= len(first) and 0 <= skip_second <= len(second)):
            return f"{names[3]} and {names[4]} must be between 0 and the length of their lists"
        if meet == 0:
            if skip_first != len(first) or skip_second != len(second):
                return (
                    f"lists that do not meet ({names[0]} 0) skip all their nodes:"
                    f" {names[3]} and {names[4]} are their lengths"
                )
            return None
        if skip_first == len(first) or first[skip_first:] != second[skip_second:] or first[skip_first] != meet:
            return (
                f"{names[1]} from {names[3]} and {names[2]} from {names[4]} must be the same nodes,"
                f" the first of them {names[0]}"
            )
        return None
    if links.driver == DELETED_NODE:
        head, value = values
        if len(set(head)) != len(head):
            return f"the values of {names[0]} must be unique: its node is given by its value"
        if value not in head[:-1]:
            return f"{names[1]} ({value}) must be the value of a node of {names[0]} other than its last"
        return None
    if links.driver in (ROUND_TRIP, ITERATE):
        return None
    if links.driver in APIS:
        count, secret = values
        if not 1 <= secret <= count:
            return f"{names[1]} must be between 1 and {names[0]} ({count})"
        return None
    present = _level_order_values(values[0])
    if len(set(present)) != len(present):
        return f"the values of {names[0]} must be unique: its nodes are given by their values"
    for name, value in zip(names[1:], values[1:], strict=True):
        if value not in present:
            return f"{name} ({value}) must be the value of a node of {names[0]}"
    return None


def linked_arguments(links: Links, case_input: dict[str, Any]) -> list[Any]:
    """The method's arguments for a case, then the links between their nodes (the last argument), or
    for an API's driver the value its API answers from."""
    values = [case_input[param.name] for param in links.inputs]
    if links.driver == CYCLE:
        head, pos = values
        return [head, [[LINK_NEXT, 0, len(head) - 1, 0, pos]] if pos >= 0 else []]
    if links.driver == INTERSECTION:
        meet, first, second, skip_first, skip_second = values
        if meet == 0:
            return [first, second, []]
        if skip_second == 0:
            return [first, [], [[LINK_ARGUMENT, 1, 0, skip_first]]]
        return [first, second[:skip_second], [[LINK_NEXT, 1, skip_second - 1, 0, skip_first]]]
    if links.driver == DELETED_NODE:
        head, value = values
        return [head, [[LINK_ARGUMENT, 0, 0, head.index(value)]]]
    if links.driver in (*APIS, ROUND_TRIP, ITERATE):
        return values  # the method's argument, then what the API answers from; a Codec's value
    present = _level_order_values(values[0])
    joined = [[LINK_ARGUMENT, index, 0, present.index(value)] for index, value in enumerate(values[1:], 1)]
    return [values[0], *([] for _ in values[1:]), joined]


def rendered_answer(links: Links, case_input: dict[str, Any], answer: Any) -> Any:
    """A returned node's place ([argument, index], [-1, val] or null) as LeetCode shows the driver's
    answer: the index the cycle starts at (-1: none), the value where the lists meet, the value of
    the tree's node; a node in the wrong place as a sentence that says where it is."""
    import json  # here: this module is read before a program is started early (judge/cli/early.py)

    if links.answer is None:
        return answer
    if answer is None:
        return -1 if links.answer == CYCLE else None
    if not (isinstance(answer, list) and len(answer) == 2 and type(answer[0]) is int):
        # Not a node (the value of one, say): never the answer, however equal to the expected value.
        return f"{json.dumps(answer)[:200]}, which is not a node"
    argument, index = answer
    if type(index) is not int:
        return "a node of the method's own whose val is not an integer"
    values = [case_input[param.name] for param in links.inputs]
    names = [param.name for param in links.inputs]
    if argument == NO_NODE:
        if links.answer == TREE_NODES:
            return index  # LeetCode's driver shows the returned node's value
        where = "the list" if links.answer == CYCLE else "either list"
        return f"a node of the method's own (val {index}), not one of {where}"
    nowhere = f"{json.dumps(answer)[:200]}, which is no node of the input"
    if links.answer == CYCLE:
        return index if argument == 0 and 0 <= index < len(values[0]) else nowhere
    if links.answer == TREE_NODES:
        present = _level_order_values(values[0])
        return present[index] if argument == 0 and 0 <= index < len(present) else nowhere
    meet, first, _, skip_first, _ = values
    if argument == 0 and index == skip_first and meet != 0:
        return first[index]
    if argument == 0 and 0 <= index < len(first):
        where = "past the node where they meet" if meet != 0 and index > skip_first else "not in both lists"
        return f"node {index} of {names[1]} (val {first[index]}), {where}"
    own_second = values[4] if meet != 0 else len(values[2])  # the nodes counted in listB: its own
    if argument == 1 and 0 <= index < own_second:
        return f"node {index} of {names[2]} (val {values[2][index]}), not in both lists"
    return f"{json.dumps(answer)[:200]}, which is no node of the lists"
