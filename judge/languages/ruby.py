"""Ruby, as LeetCode runs it: top-level methods, not a class (`def two_sum(nums, target) ... end`),
named in snake_case from the problem's words, with LeetCode's YARD comments in the starter; the
method is called afresh for each case in one process, so globals and constants keep their values
from one case to the next.

Nothing is compiled ahead: the program is ruby_harness.rb, run by this machine's ruby with its
gems disabled (LeetCode's problems need none, and rubygems costs ~45 ms of every start). It
compiles the user's text as it is, named as the user names the file (so syntax errors and
backtraces carry the user's own line numbers), runs it at the top level and answers cases over the
protocol. A SyntaxError is a Compile Error at the user's line, as a JavaScript one is; so is a file
that loads but defines no top-level method of LeetCode's name (a method named otherwise, as code
written outside LeetCode often has), naming the method it does define. A file that defines it inside
a class or module of its own (`class Solution ... def solve_n_queens(n)`) is a Runtime Error, the
NoMethodError LeetCode's call of the top-level method gets, at the method's line, saying how to make
it top-level.

LeetCode's Ruby is 3.2; Debian's is 3.1. Where they differ for a solution: 3.2 loads `Set` on
first use, and the harness registers the same autoload (and Enumerable#to_set) on 3.1; a NameError
for what only 3.2 has (Integer#ceildiv, Data) says so in its message.

Types, as LeetCode's templates name them in their YARD comments and as the harness passes them:

| type | YARD | at run time |
| --- | --- | --- |
| `int`, `long` | `Integer` | Integer (arbitrary precision) |
| `double` | `Float` | Float (an integral JSON number is turned into a Float: `3 / 2` would be 1) |
| `bool` | `Boolean` | true / false |
| `char` | `Character` | a String of one character |
| `string` | `String` | a String (UTF-8) |
| `T[]`, `list<T>` | `T[]` | Array |
| `T[][]`, `list<list<T>>` | `T[][]` | Array of Arrays |
| `void` | `Void`, "Do not return anything, modify board in-place instead." | the argument as built, after the call |
| `TreeNode` | `TreeNode` | a TreeNode (`val`, `left`, `right`) or nil |
| `ListNode` | `ListNode` | a ListNode (`val`, `next`) or nil |
| `Node` (an N-ary tree) | `Node` | a Node (`val`, `children`: an Array, empty for a leaf) or nil |
| `list<TreeNode>`, `ListNode[]` | `TreeNode[]`, `ListNode[]` | an Array of them |
| `RandomListNode`, `GraphNode`, `NextTreeNode` | `Node` | LeetCode's Node of 138, 133 or 116/117 (below), or nil |
| `MultilevelListNode` | `Node` | LeetCode's Node of 430 (below), or nil |
| `NestedInteger` | `NestedInteger` | LeetCode's NestedInteger (below), or nil |
| `list<NestedInteger>` | `NestedInteger[]` | an Array of them |

The node classes are LeetCode's, defined by the harness as top-level classes when the problem has
trees or linked lists (the starter shows them in LeetCode's comment; the file does not define them).
`Node` is defined only for a problem with N-ary trees: solutions of other problems (an LRU cache)
define a Node class of their own, which would otherwise reopen LeetCode's.

A design problem (LRU Cache, Min Stack) is a class of the file's own, as LeetCode's template
writes it: `initialize` and the methods in snake_case (`get_min`, `has_next`), each under its
=begin/=end types. The harness makes a new object per case with `new` and calls each operation's
public method on it.

A problem LeetCode judges with a driver of its own (141, 142, 160, 235, 236: docs/protocol.md,
"Links") is called as any other: the harness joins the nodes it built as the case's links say (a
tail linked back, two lists that meet, p and q made nodes of root) and answers a returned node by
where it stands. Some of these keep the camelCase name in LeetCode's Ruby starter (`def
hasCycle(head)`, `def getIntersectionNode(headA, headB)`), which is called too (see defines).
Delete Node in a Linked List (237) is given a node of the list and answers with the list, from the
head the harness built. First Bad Version and Guess Number Higher or Lower (278, 374) call LeetCode's
API, which the harness defines for their problem only as a top-level method (`is_bad_version`,
`guess`) answering from the case's value the method is not given; 374's starter is LeetCode's `def
guessNumber(n)`.

A Codec's round trip (297, 449, 535) is no class in LeetCode's Ruby: the file defines two top-level
methods (`serialize` and `deserialize`, `encode` and `decode`), which the harness calls once each as
the template's comment says, `deserialize(serialize(data))`, on the top level's self (so a top-level
`@table` is shared by the two, as on LeetCode). What the first returns must be a String: anything
else is a Runtime Error saying what it is. The starter is LeetCode's template, with its older
TreeNode comment (`def initialize(val)`) and lowercase `{string}`.

Copy List with Random Pointer, Clone Graph, Populating Next Right Pointers and Flatten a Multilevel
Doubly Linked List (138, 133, 116, 117, 430) give their method a Node of their own: the harness
defines that one as `Node` for its problem only, with the accessors LeetCode's comment shows; its
constructor takes the comment's arguments and, all optional, the other fields (`Node.new` with no
value, as accepted solutions write it). The arguments' nodes are made without calling `initialize`
(a file may reopen Node with LeetCode's uncommented definition), and a copy that holds a node of the
input is the Runtime Error docs/protocol.md words. LeetCode's starters of 138 and 133 keep the
camelCase name (`def copyRandomList(head)`, `def cloneGraph(node)`), and 430's names its parameter
`root` (`def flatten(root)`); so do `judge new`'s.

LeetCode's NestedInteger (341, 385) is defined for its problems only, one class with the whole API
of LeetCode's Ruby templates (`NestedInteger.new` an empty list, `NestedInteger.new(value)` an
integer; is_integer, get_integer, set_integer, add, get_list). An argument's are allocated as the
Nodes above are and built without recursion (385's strings nest 25,000 deep); an answer is written
as its JSON value (`[123,[456,[789]]]`, `324`) through is_integer, get_integer and get_list, and a
list that holds itself is a Runtime Error. 341's NestedIterator is the file's class as LeetCode's
template writes it (`initialize(nested_list)`, `has_next`, `next`), run as LeetCode's driver runs
it: next called while has_next is true, the list of what next gave answering.

Peeking Iterator's PeekingIterator (284) is made from LeetCode's Iterator over the case's list,
which the harness defines for its problem only (hasNext and next; an argument's is allocated as the
Nodes above are; next past the end raises StopIteration). Unlike other design classes its methods
keep LeetCode's camelCase (`def hasNext()`), as LeetCode's Ruby template of it does: `hasNext` is
called, not `has_next`.
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
)
from judge.execution.program import DEFAULT_MEMORY_MB, CrashRule, Program
from judge.languages.base import CODEC_COMMENTS, Language, LeetCodeEnvironment, Toolchain, find_tool, signature_types

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.core.signature import Method, Param
    from judge.languages.standalone import Standalone

HARNESS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ruby_harness.rb")

# Rubygems (and did_you_mean and error_highlight, which it loads) cost ~45 ms of a 50 ms start;
# RUBYOPT is ignored (the sandbox's environment is clean anyway). The harness loads did_you_mean
# itself when a NameError's message is shown, as Ruby with its gems would word it.
FLAGS = ("--disable=gems,did_you_mean,error_highlight,rubyopt",)
# The VM stack of Ruby's frames: 1 MB by default, about 8,000 calls, where the other languages
# recurse 10^5 deep (a list of 10^5 nodes walked recursively; Java's and Go's stacks are 64 and 16
# MB). 32 MB holds about 100,000 plain calls; calls through blocks also take the 64 MB C stack.
RUBY_ENV = (("RUBY_THREAD_VM_STACK_SIZE", str(32 << 20)),)
# For judge debug: gems enabled, as the debug gem is one, and its console started before the harness.
DEBUG_FLAGS = ("--disable=did_you_mean,error_highlight,rubyopt", "-rdebug/start")

# How ruby's dying words read (a process that ended without answering).
CRASH_RULES = (
    CrashRule(r"\[FATAL\] failed to allocate memory", "Memory Limit Exceeded", "Ruby could not allocate memory ({0})"),
    CrashRule(r"failed to allocate memory \(NoMemoryError\)", "Memory Limit Exceeded", "NoMemoryError"),
    CrashRule(r"\[BUG\] ([^\n]*)", "Runtime Error", "the Ruby interpreter crashed: {1}"),
)

# LeetCode's YARD names: a char is a `Character` (a one-character String at run time).
_TYPES = {
    "int": "Integer",
    "long": "Integer",
    "double": "Float",
    "bool": "Boolean",
    "char": "Character",
    "string": "String",
    "void": "Void",
    "TreeNode": "TreeNode",
    "ListNode": "ListNode",
    "Node": "Node",
    RANDOM_LIST: "Node",
    GRAPH: "Node",
    NEXT_TREE: "Node",
    MULTILEVEL_LIST: "Node",
    NESTED_INTEGER: "NestedInteger",
    ITERATOR: "Iterator",
}
# What the starter returns: an empty answer of the right type, so judging it as-is is a clean Wrong Answer.
_EMPTY = {
    "int": "0",
    "long": "0",
    "double": "0.0",
    "bool": "false",
    "char": '""',
    "string": '""',
    "TreeNode": "nil",
    "ListNode": "nil",
    "Node": "nil",
    RANDOM_LIST: "nil",
    GRAPH: "nil",
    NEXT_TREE: "nil",
    MULTILEVEL_LIST: "nil",
    NESTED_INTEGER: "NestedInteger.new",
}
# LeetCode's comment above a starter that uses a node type: the class the harness provides.
NODE_COMMENTS = {
    "ListNode": (
        "# Definition for singly-linked list.",
        "# class ListNode",
        "#     attr_accessor :val, :next",
        "#     def initialize(val = 0, _next = nil)",
        "#         @val = val",
        "#         @next = _next",
        "#     end",
        "# end",
    ),
    "TreeNode": (
        "# Definition for a binary tree node.",
        "# class TreeNode",
        "#     attr_accessor :val, :left, :right",
        "#     def initialize(val = 0, left = nil, right = nil)",
        "#         @val = val",
        "#         @left = left",
        "#         @right = right",
        "#     end",
        "# end",
    ),
    "Node": (
        "# Definition for a Node.",
        "# class Node",
        "#     attr_accessor :val, :children",
        "#     def initialize(val)",
        "#         @val = val",
        "#         @children = []",
        "#     end",
        "# end",
    ),
    # LeetCode's Node of 138, 133, 116, 117 and 430, its tabs and all.
    RANDOM_LIST: (
        "# Definition for Node.",
        "# class Node",
        "#     attr_accessor :val, :next, :random",
        "#     def initialize(val = 0)",
        "#         @val = val",
        "#\t\t  @next = nil",
        "#\t\t  @random = nil",
        "#     end",
        "# end",
    ),
    GRAPH: (
        "# Definition for a Node.",
        "# class Node",
        "#     attr_accessor :val, :neighbors",
        "#     def initialize(val = 0, neighbors = nil)",
        "#\t\t  @val = val",
        "#\t\t  neighbors = [] if neighbors.nil?",
        "#         @neighbors = neighbors",
        "#     end",
        "# end",
    ),
    NEXT_TREE: (
        "# Definition for Node.",
        "# class Node",
        "#     attr_accessor :val, :left, :right, :next",
        "#     def initialize(val)",
        "#         @val = val",
        "#         @left, @right, @next = nil, nil, nil",
        "#     end",
        "# end",
    ),
    MULTILEVEL_LIST: (
        "# Definition for a Node.",
        "# class Node",
        "#     attr_accessor :val, :prev, :next, :child",
        "#     def initialize(val=nil, prev=nil, next_=nil, child=nil)",
        "#         @val = val",
        "#         @prev = prev",
        "#         @next = next_",
        "#         @child = child",
        "#     end",
        "# end",
    ),
    # LeetCode's NestedInteger (341, 385), its methods as its Ruby templates declare them; the words ours.
    NESTED_INTEGER: (
        "# The interface of nested lists, which the judge provides: do not implement it.",
        "#",
        "# class NestedInteger",
        "#    def initialize(value = nil)",
        "#        # No value: an empty list; else a single integer equal to value.",
        "#",
        "#    def is_integer()",
        "#        # true if this NestedInteger holds a single integer, not a nested list.",
        "#        # @return {Boolean}",
        "#",
        "#    def get_integer()",
        "#        # The single integer this NestedInteger holds, or nil if it holds a nested list.",
        "#        # @return {Integer}",
        "#",
        "#    def set_integer(value)",
        "#        # Makes this NestedInteger hold the single integer value.",
        "#        # @return {Void}",
        "#",
        "#    def add(elem)",
        "#        # Makes this NestedInteger a nested list (if it is not one) and appends elem to it.",
        "#        # @return {Void}",
        "#",
        "#    def get_list()",
        "#        # The nested list this NestedInteger holds, or nil if it holds a single integer.",
        "#        # @return {NestedInteger[]}",
        "# end",
    ),
    # LeetCode's Iterator (284), as its Ruby template declares it (camelCase hasNext); the words ours.
    ITERATOR: (
        "# The interface of the Iterator the judge gives your class: do not implement it.",
        "#",
        "# class Iterator",
        "#    def initialize(v)",
        "#        # An iterator at the start of the list v.",
        "#",
        "#    def hasNext()",
        "#        # true while there are elements left.",
        "#",
        "#    def next()",
        "#        # The next element; the iterator moves past it.",
        "# end",
    ),
}
# LeetCode's Ruby starter of 237 shows ListNode with the one-value initialize of its older templates.
_ONE_VALUE_LIST = (
    "# Definition for singly-linked list.",
    "# class ListNode",
    "#     attr_accessor :val, :next",
    "#     def initialize(val)",
    "#         @val = val",
    "#         @next = nil",
    "#     end",
    "# end",
)
# LeetCode's Ruby templates of 297 and 449 show TreeNode with the one-value initialize of its older ones.
_ONE_VALUE_TREE = (
    "# Definition for a binary tree node.",
    "# class TreeNode",
    "#     attr_accessor :val, :left, :right",
    "#     def initialize(val)",
    "#         @val = val",
    "#         @left, @right = nil, nil",
    "#     end",
    "# end",
)
# The node classes' comments of LeetCode's older Ruby templates, in those of 237 and of a Codec.
_OLDER_NODE_COMMENTS = {DELETED_NODE: {"ListNode": _ONE_VALUE_LIST}, ROUND_TRIP: {"TreeNode": _ONE_VALUE_TREE}}
# What LeetCode's Ruby template of a Codec says above each of its two methods, by the first one's
# name and the value's type (297's and 449's serialize of a tree, 535's encode of a URL), and the
# name its "called as such" line gives the value: 297's is data, not root. Another Codec goes without.
_CODEC_COMMENTS = {
    (there, value): (CODEC_COMMENTS[there], CODEC_COMMENTS[back], called)
    for there, back, value, called in (
        ("serialize", "deserialize", "TreeNode", "data"),
        ("encode", "decode", "string", "url"),
    )
}
# The API an API driver's method calls (judge/core/signature.py), as LeetCode's Ruby starters show
# it: is_bad_version in snake_case (its comment's Python colon and all), guess.
_API_COMMENTS = {
    BAD_VERSION: (
        "# The is_bad_version API is already defined for you.",
        "# @param {Integer} version",
        "# @return {boolean} whether the version is bad",
        "# def is_bad_version(version):",
    ),
    GUESS: (
        "# The guess API is already defined for you.",
        "# @param num, your guess",
        "# @return -1 if num is higher than the picked number",
        "#          1 if num is lower than the picked number",
        "#          otherwise return 0",
        "# def guess(num)",
    ),
}
# LeetCode's Ruby starter of 374 is `def guessNumber(n)`, camelCase and without YARD lines of its own;
# those of 141, 142 and 160 keep the camelCase name too (`def hasCycle(head)`, `def detectCycle(head)`,
# `def getIntersectionNode(headA, headB)`).
_CAMEL_DRIVERS = frozenset((GUESS, CYCLE, INTERSECTION))
# LeetCode's Ruby starters of 138 and 133 keep the camelCase name (`def copyRandomList(head)`, `def
# cloneGraph(node)`); the starter writes it so, and either name is called (see defines).
_CAMEL_STARTERS = frozenset((RANDOM_LIST, GRAPH))
# LeetCode's Ruby starter of 430 names its parameter `root`, where the metaData says `head`.
_STARTER_PARAMS = {MULTILEVEL_LIST: "root"}
# LeetCode's Ruby template of 284: its parameter, and its methods in its order, each under what it
# does (our words) and its YARD type as that template writes it, lowercase.
_PEEKING_PARAM = "iter"
_PEEKING_METHODS = (
    ("hasNext", "true while there are elements left.", "boolean"),
    ("next", "The next element; the iterator moves past it.", "integer"),
    ("peek", "The next element, where the iterator stays: next() gives it again.", "integer"),
)

# What `judge export` writes as leetcode.rb after LeetCode's TreeNode and ListNode (NODE_COMMENTS'
# definitions): the builders of the case's trees and lists, and the printer of the answer (an N-ary
# tree's too: it reads any object with children). Text
# here, not a file of its own: a file beside this module that is not Python is a harness
# (tests/test_house.py).
LEETCODE_RB = """\
# Builds the case's trees and linked lists, and prints the answer as LeetCode shows it.
module LeetCode
  # The tree of a level order, nil for a missing child: each node takes the next two entries as its children.
  def self.tree(values)
    nodes = values.map { |value| value.nil? ? nil : TreeNode.new(value) }
    following = 1
    nodes.each do |node|
      next if node.nil?

      node.left = nodes[following]
      node.right = nodes[following + 1]
      following += 2
    end
    nodes.first
  end

  # The linked list of the values.
  def self.linked(values)
    values.reverse.reduce(nil) { |head, value| ListNode.new(value, head) }
  end

  # The value as LeetCode prints it: JSON with no spaces, a Float with five decimals (an Integer
  # too, with kind :double: a double's answer), a tree in level order (trailing nulls dropped), a
  # linked list as its values; with kind :nodes (a tree's or a list's answer) nil is the empty one, [].
  def self.to_json(value, kind = nil)
    case value
    when nil then kind == :nodes ? '[]' : 'null'
    when true, false then value.to_s
    when Float then format('%.5f', value)
    when Integer then kind == :double ? format('%.5f', value) : value.to_s
    when Array
      # Plain data at once: JSON's own generator is ten times as fast as this method, item by item.
      return JSON.generate(value) if kind.nil? && plain?(value)

      "[#{value.map { |item| to_json(item, kind) }.join(',')}]"
    when TreeNode then to_json(level_order(value))
    when ListNode then to_json(list_values(value))
    else value.respond_to?(:children) ? to_json(nary_values(value)) : JSON.generate(value)
    end
  end

  # Whether the value is JSON as it is: no Float, tree or linked list inside.
  def self.plain?(value)
    case value
    when Array then value.all? { |item| plain?(item) }
    when String, Integer, true, false, nil then true
    else false
    end
  end

  def self.level_order(root)
    values = []
    queue = [root]
    seen = {}.compare_by_identity
    index = 0
    while index < queue.size
      node = queue[index]
      index += 1
      if node.nil?
        values << nil
        next
      end
      raise 'the tree has a cycle or a shared node' if seen.key?(node)

      seen[node] = true
      values << node.val
      queue << node.left << node.right
    end
    values.pop while !values.empty? && values.last.nil?
    values
  end

  def self.list_values(head)
    values = []
    seen = {}.compare_by_identity
    node = head
    until node.nil?
      raise 'the linked list has a cycle' if seen.key?(node)

      seen[node] = true
      values << node.val
      node = node.next
    end
    values
  end

  # An N-ary tree as LeetCode serializes it: the root, null, then each node's children in level
  # order, each group ended by null, trailing nulls dropped.
  def self.nary_values(root)
    values = [root.val, nil]
    queue = [root]
    seen = {}.compare_by_identity
    index = 0
    while index < queue.size
      node = queue[index]
      index += 1
      raise 'the N-ary tree has a cycle or a shared node' if seen.key?(node)

      seen[node] = true
      (node.children || []).each do |child|
        next if child.nil?

        values << child.val
        queue << child
      end
      values << nil
    end
    values.pop while !values.empty? && values.last.nil?
    values
  end
end
"""
# What leetcode.rb adds for a problem with N-ary trees (only then: another problem's solution may
# define a Node class of its own), after LeetCode's Node: the builder of the case's trees.
LEETCODE_NARY_RB = """
module LeetCode
  # The N-ary tree of LeetCode's serialization: the root, null, then each node's children in level
  # order, each group ended by null.
  def self.nary(values)
    return nil if values.empty?

    root = Node.new(values[0])
    queue = [root]
    position = 2
    index = 0
    while index < queue.size && position < values.size
      node = queue[index]
      index += 1
      while position < values.size && !values[position].nil?
        child = Node.new(values[position])
        node.children << child
        queue << child
        position += 1
      end
      position += 1 # the group's null
    end
    root
  end
end
"""

_METHOD = re.compile(r"^[ \t]*def[ \t]+(?:self\.)?([A-Za-z_]\w*[?!]?)", re.MULTILINE)
_DEFINE_METHOD = re.compile(r"\bdefine_method[ \t(]*:([A-Za-z_]\w*[?!]?)")


# Read by the registry without importing this module (judge/languages/__init__.py).
REGISTRATION = "100 Ruby .rb"


class Ruby(Language):
    name = "ruby"
    title = "Ruby"
    leetcode = LeetCodeEnvironment(
        toolchain="Ruby 3.2",
        release=(3, 2),
        included="the core classes, and Set without a require; the algorithms gem (not available here)",
        declared="nothing: the file's methods are defined at the top level",
    )
    extensions = (".rb",)
    aliases = ("rb",)
    toolchains = (Toolchain("ruby", apt="ruby"),)
    # The debug gem, part of Ruby from 3.1 on: its console, started with the program (DEBUG_FLAGS).
    debugger = Toolchain("ruby", apt="ruby", purpose="judge debug's debugger (the debug gem of Ruby 3.1 and later)")

    judges_design = True
    judges_nary_trees = True
    # LeetCode's own drivers: the harness joins the nodes it built as each case's links say, and
    # answers a returned node by where it stands (docs/protocol.md, "Links").
    # 237's void method answers with the list it was given a node of; 278's and 374's call the API
    # the harness defines as a top-level method for their problem only; a Codec's round trip (297,
    # 535) calls the file's two top-level methods, one on the other's string.
    # An iterator run to its end (341): the file's class made, then next called while has_next is true.
    judges_links = frozenset((CYCLE, INTERSECTION, TREE_NODES, DELETED_NODE, *APIS, ROUND_TRIP, ITERATE))
    # LeetCode's NestedInteger (341, 385), defined by the harness for its problems only.
    judges_nested_integers = True
    # LeetCode's Node of 138 (random), 133 (neighbors), 116/117 (next) and 430 (prev, next, child),
    # defined for its problem only.
    judges_driven_nodes = frozenset(DRIVEN_NODES)
    # LeetCode's Iterator given to 284's PeekingIterator, defined for its problem only.
    judges_iterators = True

    def method_name(self, signature: Signature) -> str:
        """The method's name; a design problem's class as it is named (the setup's "method"); a
        Codec's round trip: its first method's, as LeetCode's Ruby Codec is two top-level methods."""
        codec = _round_trip(signature)
        if codec is not None:
            return self.design_method_name(codec[0])
        return signature.name if signature.design is not None else signature.snake_name

    def design_method_name(self, method: Method) -> str:
        return "_".join(method.words)  # getMin: get_min, as LeetCode's Ruby design templates name it

    def called_method_name(self, signature: Signature, method: Method) -> str:
        """A design class's method as the harness calls it: in snake_case (design_method_name), but
        284's PeekingIterator keeps LeetCode's camelCase hasNext, as LeetCode's Ruby template of it does."""
        return method.name if signature.name in PEEKING_CLASSES else self.design_method_name(method)

    def design_frame(self, signature: Signature) -> dict[str, Any] | None:
        frame = super().design_frame(signature)
        if frame is not None and signature.design is not None:
            for method in signature.design.methods:
                frame["methods"][method.name]["call"] = self.called_method_name(signature, method)
        return frame

    def defines(self, text: str, signature: Signature) -> bool:
        codec = _round_trip(signature)
        if codec is not None:  # no class Codec: its two methods, defined at the top level
            return {self.design_method_name(method) for method in codec} <= self.defined_methods(text)
        # Some of LeetCode's older problems keep the camelCase name in their Ruby starter (559's
        # `def maxDepth(root)`): a solution may define either.
        if super().defines(text, signature):
            return True
        return signature.design is None and signature.name in self.defined_methods(text)

    def called_name(self, signature: Signature, source: str) -> str:
        """The method a solution of a one-method problem defines: LeetCode's snake_case name, or its
        camelCase one (see defines) when the file defines only that."""
        defined = self.defined_methods(source)
        camel = signature.name
        return camel if camel in defined and signature.snake_name not in defined else self.method_name(signature)

    def starter_method(self, signature: Signature) -> str:
        """The method's name in LeetCode's starter: camelCase for 138, 133, 141, 142, 160 and 374, as
        LeetCode's are."""
        camel = any(type_.scalar in _CAMEL_STARTERS for type_ in signature_types(signature))
        return signature.name if camel or _driver(signature) in _CAMEL_DRIVERS else self.method_name(signature)

    def breakpoints(self, signature: Signature, source: str) -> tuple[str, ...]:
        codec = _round_trip(signature)
        if codec is not None:  # a Codec's two methods, defined at the top level
            return tuple(f"Object#{self.design_method_name(method)}" for method in codec)
        if signature.design is None:
            return (f"Object#{self.called_name(signature, source)}",)  # a method defined at the top level
        calls = [
            f"{signature.name}#{self.called_method_name(signature, method)}" for method in signature.design.methods
        ]
        return (f"{signature.name}#initialize", *calls)

    def type_name(self, type_: Type) -> str:
        return f"{self.type_name(type_.item)}[]" if type_.item is not None else _TYPES[type_.name]

    def defined_methods(self, text: str) -> set[str]:
        return {*_METHOD.findall(text), *_DEFINE_METHOD.findall(text)}

    def missing_solution(self, text: str) -> str | None:
        if self.defined_methods(text):
            return None
        return "defines no method; a solution is LeetCode-style: a top-level `def method_name(...) ... end`"

    def starter(self, signature: Signature, about: list[str], usage: list[str]) -> str:
        types = signature_types(signature)
        driver = _driver(signature)
        comments = {**NODE_COMMENTS, **(_OLDER_NODE_COMMENTS.get(driver, {}) if driver is not None else {})}
        definitions = [
            line
            for name, comment in comments.items()
            if any(type_.scalar == name for type_ in types)
            for line in comment
        ]
        api = [*_API_COMMENTS[driver], ""] if driver in _API_COMMENTS else []
        return self._starter(signature, about, usage, [*definitions, *api])

    def _starter(self, signature: Signature, about: list[str], usage: list[str], definitions: list[str]) -> str:
        notes = [*about, "", *usage] if about or usage else []
        if _round_trip(signature) is not None:
            head = [f"# {line}".rstrip() for line in notes] + [""] if notes else []
            return "\n".join([*head, *definitions, *([""] if definitions else []), *self._codec_block(signature)])
        if _driver(signature) == ITERATE:
            head = [f"# {line}".rstrip() for line in notes] + [""] if notes else []
            return "\n".join([*head, *definitions, *([""] if definitions else []), *self._iterator_block(signature)])
        if signature.name in PEEKING_CLASSES:
            head = [f"# {line}".rstrip() for line in notes] + [""] if notes else []
            return "\n".join([*head, *definitions, *([""] if definitions else []), *self._peeking_block(signature)])
        if signature.design is not None:
            head = [f"# {line}".rstrip() for line in notes] + [""] if notes else []
            return "\n".join([*head, *definitions, *self._design_block(signature)])
        returns = f"# @return {{{self.type_name(signature.returns)}}}"
        if signature.in_place:
            returns += f" Do not return anything, modify {signature.answer} in-place instead."
        named = [(_STARTER_PARAMS.get(param.type.name, param.name), param.type) for param in signature.params]
        typed = [*(f"# @param {{{self.type_name(type_)}}} {name}" for name, type_ in named), returns]
        params = ", ".join(name for name, _ in named)
        # LeetCode's starter of a void method has an empty body (nil is returned, the board unchanged).
        body = [] if signature.in_place else [f"  {empty_value(signature.returns)}"]
        return "\n".join(
            [
                *([f"# {line}".rstrip() for line in notes] + [""] if notes else []),
                *definitions,
                *(typed if _driver(signature) not in _CAMEL_DRIVERS else []),
                f"def {self.starter_method(signature)}({params})",
                *body,
                "end",
                "",
            ]
        )

    def _design_block(self, signature: Signature) -> list[str]:
        """LeetCode's design template: the class, each method under its =begin/=end types, and how
        the object is called. A method that returns a value returns an empty one (the starter runs:
        a Wrong Answer)."""
        design = signature.design
        assert design is not None

        def names(params: tuple[Param, ...]) -> str:
            return ", ".join(param.name for param in params)

        def types(params: tuple[Param, ...]) -> list[str]:
            return [f"    :type {param.name}: {self.type_name(param.type)}" for param in params]

        lines = [f"class {signature.name}", ""]
        if design.constructor:  # LeetCode's template types a constructor's parameters, if it has any
            lines += ["=begin", *types(design.constructor), "=end"]
        lines.append(f"    def initialize({names(design.constructor)})")
        lines += ["        ", "    end", "", ""]
        usage = [f"# obj = {signature.name}.new({names(design.constructor)})"]
        for number, method in enumerate(design.methods, 1):
            name = self.design_method_name(method)
            returned = method.returns
            body = "        " if returned.name == "void" else f"        {empty_value(returned)}"
            head = f"    def {name}({names(method.params)})" if method.params else f"    def {name}()"
            lines += ["=begin", *types(method.params), f"    :rtype: {self.type_name(returned)}", "=end", head]
            lines += [body, "    end", "", ""]
            call = f"obj.{name}({names(method.params)})"
            usage.append(f"# {call}" if returned.name == "void" else f"# param_{number} = {call}")
        return [
            *lines,
            "end",
            "",
            f"# Your {signature.name} object will be instantiated and called as such:",
            *usage,
            "",
        ]

    def _iterator_block(self, signature: Signature) -> list[str]:
        """LeetCode's Ruby template of an iterator run to its end (341): the class, its constructor and
        methods each under its YARD types (snake_case parameters), and LeetCode's loop that calls it.
        has_next returns false (the starter runs: a Wrong Answer)."""
        from judge.core.signature import camel_words

        design = signature.design
        assert design is not None

        def snake(param: Param) -> str:
            return "_".join(camel_words(param.name)) or param.name

        has_next, step = design.method("hasNext"), design.method("next")
        assert has_next is not None and step is not None  # what makes the problem an ITERATE one
        given = ", ".join(snake(param) for param in design.constructor)
        lines = [f"class {signature.name}"]
        lines += [f"    # @param {{{self.type_name(param.type)}}} {snake(param)}" for param in design.constructor]
        lines += [f"    def initialize({given})", "        ", "    end"]
        for method in (has_next, step):  # the only two the driver calls, in LeetCode's order
            lines += ["", f"    # @return {{{self.type_name(method.returns)}}}"]
            lines += [f"    def {self.design_method_name(method)}", f"        {empty_value(method.returns)}", "    end"]
        return [
            *lines,
            "end",
            "",
            f"# Your {signature.name} will be called like this:",
            f"# i, v = {signature.name}.new({given}), []",
            f"# while i.{self.design_method_name(has_next)}()",
            f"#    v << i.{self.design_method_name(step)}",
            "# end",
            "",
        ]

    def _peeking_block(self, signature: Signature) -> list[str]:
        """LeetCode's Ruby template of 284: the class made from an Iterator, its methods in camelCase
        and in LeetCode's order, each under what it does and its YARD type, and no comment of how it
        is called (LeetCode's has none). Each returns an empty value (the starter runs: a Wrong Answer)."""
        design = signature.design
        assert design is not None
        lines = [
            f"class {signature.name}",
            f"    # @param {{Iterator}} {_PEEKING_PARAM}",
            f"    def initialize({_PEEKING_PARAM})",
            "        ",
            "    end",
        ]
        for name, about, yard in _PEEKING_METHODS:
            method = design.method(name)
            assert method is not None  # 284's metaData names all three
            lines += ["", f"    # {about}", f"    # @return {{{yard}}}", f"    def {name}()"]
            lines += [f"        {empty_value(method.returns)}", "    end"]
        return [*lines, "end", ""]

    def _codec_block(self, signature: Signature) -> list[str]:
        """LeetCode's Ruby template of a Codec's round trip: no class, its two methods at the top level,
        each under what it does and its YARD types, and how LeetCode's driver calls them. Each
        returns an empty value (the starter runs: a Wrong Answer)."""
        codec = _round_trip(signature)
        assert codec is not None
        there, back = codec
        value = signature.inputs[0]
        said = _CODEC_COMMENTS.get((there.name, str(value.type)))

        def yard(type_: Type) -> str:
            return self.type_name(type_).replace("String", "string")  # these templates write {string}

        lines = []
        for method, about in zip(codec, said[:2] if said is not None else ("", ""), strict=True):
            lines += [f"# {about}", "#"] if about else []
            lines += [f"# @param {{{yard(param.type)}}} {param.name}" for param in method.params]
            lines += [f"# @return {{{yard(method.returns)}}}"]
            head = f"def {self.design_method_name(method)}({', '.join(param.name for param in method.params)})"
            lines += [head, f"    {empty_value(method.returns)}", "end", ""]
        name = said[2] if said is not None else value.name
        called = f"{self.design_method_name(back)}({self.design_method_name(there)}({name}))"
        return [*lines, "", "# Your functions will be called as such:", f"# {called}", ""]

    def signature_text(self, signature: Signature) -> str:
        """The YARD comments and the method's line: Ruby's types are only in the comments (the node
        classes' definitions left out). A design problem: its class, the calls' comment left out."""
        if signature.design is not None:
            text = self._starter(signature, [], [], [])
            end = text.find("\n# Your ")  # 284's template has no such comment
            return (text if end < 0 else text[:end]).rstrip("\n")
        lines = self._starter(signature, [], [], []).splitlines()
        end = next(index for index, line in enumerate(lines) if line.startswith("def "))
        return "\n".join(lines[: end + 1])

    def build(
        self,
        source: str,
        filename: str,
        signature: Signature,
        result_bytes: int,
        built: str | None = None,
        memory_mb: int = DEFAULT_MEMORY_MB,
    ) -> Program:
        setup = self.setup_frame(
            signature,
            filename,
            result_bytes,
            source=source,
            # The camelCase name, called when the file defines no method of the snake_case one (see defines).
            camel_method=None if signature.design is not None else signature.name,
            doubles=double_arguments(signature),
            design_doubles=design_doubles(signature),
        )
        ruby = find_tool("ruby") or "ruby"
        return Program(
            (ruby, *(DEBUG_FLAGS if self.debugging else FLAGS), HARNESS),
            setup,
            filename,
            files=(HARNESS,),
            visible=ruby_folders(),
            env=RUBY_ENV,
            crash_rules=CRASH_RULES,
            gated=True,
        )

    def standalone(self, signature: Signature, source: str, case_input: dict[str, Any], about: list[str]) -> Standalone:
        from judge.languages.standalone import Standalone, comment_lines

        run = "ruby main.rb"
        nary = any(type_.scalar == "Node" for type_ in signature_types(signature))
        classes = "TreeNode, ListNode and Node" if nary else "TreeNode and ListNode"
        # LeetCode's definitions, uncommented: NODE_COMMENTS' lines without their "# " (Node only for
        # its problems: another problem's solution may define a Node of its own). Only the classes
        # named: judge export writes no program of the other Nodes or of NestedInteger, whose
        # comments are no Ruby uncommented.
        definitions = [
            line
            for name in ("ListNode", "TreeNode", *(("Node",) if nary else ()))
            for line in (NODE_COMMENTS[name][0], *(text[2:] for text in NODE_COMMENTS[name][1:]), "")
        ]
        leetcode = [
            "# What LeetCode's Ruby gives a solution, for a case exported as a program (written by judge",
            f"# export): its {classes}, Set without a require, and the answer printed as LeetCode",
            "# shows it.",
            "",
            "require 'json'",
            "require 'set' # LeetCode's Ruby 3.2 has Set without a require; an older Ruby needs it",
            "",
            *definitions,
            LEETCODE_RB,
            *([LEETCODE_NARY_RB] if nary else []),
        ]
        lines = [
            *(f"# {line}" for line in comment_lines(about, "", run)),
            "",
            f"require_relative 'leetcode' # LeetCode's {classes}, and the printer",
            "require_relative 'solution'",
            "",
            *self._main_lines(signature, case_input, self.called_name(signature, source)),
        ]
        files = (("leetcode.rb", "\n".join(leetcode)), ("solution.rb", source), ("main.rb", "\n".join(lines) + "\n"))
        return Standalone(files=files, build="", run=run)

    def _main_lines(self, signature: Signature, case_input: dict[str, Any], method: str) -> list[str]:
        """The main's statements: the case's arguments, the call and its answer printed; a design
        case: the object made and each call made in turn, its result kept as JSON (null for the
        constructor and a void method)."""
        from judge.core.signature import camel_words
        from judge.languages.standalone import design_calls, method_arguments

        def double(type_: Type) -> str:
            """How to_json prints the type: a double with five decimals, a nil node as the empty one."""
            return ", :double" if type_.scalar == "double" else ", :nodes" if type_.has_nodes else ""

        if signature.design is not None:
            lines = ["answers = [] # each call's result, as JSON"]
            for step in design_calls(signature, case_input):
                listed = ", ".join(_literal(value, type_) for value, type_ in step.arguments)
                given = f"({listed})" if listed else ""  # Ruby's calls without arguments go without ()
                if step.method is None:
                    lines += [f"obj = {signature.name}.new{given}", "answers << 'null'"]
                    continue
                called = f"obj.{self.design_method_name(step.method)}{given}"
                if step.method.returns.name == "void":
                    lines += [called, "answers << 'null'"]
                else:
                    lines.append(f"answers << LeetCode.to_json({called}{double(step.method.returns)})")
            return [*lines, "puts \"[#{answers.join(',')}]\""]
        names = {param.name: "_".join(camel_words(param.name)) or param.name for param in signature.params}
        arguments = method_arguments(signature, case_input)
        lines = [f"{names[name]} = {_literal(value, type_)}" for name, value, type_ in arguments]
        call = f"{method}({', '.join(names[name] for name, _, _ in arguments)})"
        if signature.answer is not None:
            changed = f"LeetCode.to_json({names[signature.answer]}{double(signature.answer_type)})"
            return [*lines, call, f"puts {changed} # the argument it changes in place"]
        answer = "answer" if "answer" not in names.values() else "answer_"
        return [*lines, f"{answer} = {call}", f"puts LeetCode.to_json({answer}{double(signature.returns)})"]


def _driver(signature: Signature) -> str | None:
    """The name of the LeetCode driver that judges the problem, or None."""
    return signature.links.driver if signature.links is not None else None


def _round_trip(signature: Signature) -> tuple[Method, Method] | None:
    """A Codec's two methods, there and back, when LeetCode's driver runs its round trip; else None."""
    if signature.design is None or _driver(signature) != ROUND_TRIP:
        return None
    there, back = signature.design.methods
    return there, back


def empty_value(type_: Type) -> str:
    return "[]" if type_.item is not None else _EMPTY[type_.name]


def double_arguments(signature: Signature) -> list[list[int]]:
    """[position, depth] of each parameter of scalar type double: the harness makes its numbers Floats."""
    return [[index, param.type.depth] for index, param in enumerate(signature.params) if param.type.scalar == "double"]


def design_doubles(signature: Signature) -> dict[str, Any] | None:
    """A design class's double_arguments: for the constructor and for each method (by LeetCode's
    name), [position, depth] of each parameter of scalar type double; None for a plain method."""
    design = signature.design
    if design is None:
        return None

    def doubles(params: tuple[Param, ...]) -> list[list[int]]:
        return [[index, param.type.depth] for index, param in enumerate(params) if param.type.scalar == "double"]

    return {
        "constructor": doubles(design.constructor),
        "methods": {method.name: doubles(method.params) for method in design.methods},
    }


@functools.cache  # PATH does not change while the judge runs
def ruby_folders() -> tuple[str, ...]:
    """The folder ruby is installed in (its prefix: bin/ and lib/), which the sandbox must show even
    when it sits in a hidden folder (an rbenv or rvm install under /root or /home)."""
    ruby = find_tool("ruby")
    if ruby is None:
        return ()
    return (os.path.dirname(os.path.dirname(ruby)),)


def _literal(value: Any, type_: Type, indent: str = "") -> str:
    """A value of the case as Ruby code, in a statement at that indent: a tree or a linked list built
    by leetcode.rb, a double a Float, a board (or a list of lists) a row a line."""
    import json

    if value is None:
        return "nil"
    if type_.is_node:
        build = {"TreeNode": "LeetCode.tree", "ListNode": "LeetCode.linked", "Node": "LeetCode.nary"}[type_.name]
        return f"{build}({_literal(value, Type('list', Type('int')), indent)})"
    if type_.item is None:
        if type_.name == "double":
            return repr(float(value))
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, str):
            if value.isprintable():  # a single-quoted string escapes only \\ and \'
                return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"
            # JSON's escapes are Ruby's in double quotes, where #{ would interpolate.
            return json.dumps(value, ensure_ascii=False).replace("#", "\\#")
        return str(value)
    inner = indent + "  "
    items = [_literal(item, type_.item, inner) for item in value]
    if value and (type_.item.item is not None or type_.item.is_node):
        return "[\n" + "".join(f"{inner}{item},\n" for item in items) + f"{indent}]"
    return "[" + ", ".join(items) + "]"
