"""Ruby through the CLI, for what `judge verify`, the conformance suite and
tests/test_language_behaviours.py do not show: a method LeetCode cannot call because it sits inside
a class of the file's own; LeetCode's node classes, in the starter and at run time."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.core.signature import ITERATOR, NESTED_INTEGER, Signature, parse_signature
from judge.languages.ruby import NODE_COMMENTS, Ruby

from .conftest import ROOT, judged, run_judge, write
from .test_design import LRU, LRU_CASES, write_problem

pytestmark = pytest.mark.skipif(Ruby().missing_toolchain() is not None, reason="ruby is not installed")

IN_A_CLASS = """\
class Solution
  # @param {Integer} n
  # @return {String[][]}
  def solve_n_queens(n)
    boards = []
    queens = []
    place = lambda do |row|
      if row == n
        boards << queens.map { |col| ('.' * col) + 'Q' + ('.' * (n - col - 1)) }
        return
      end
      n.times do |col|
        next if queens.each_with_index.any? { |c, r| c == col || (c - col).abs == row - r }

        queens << col
        place.call(row + 1)
        queens.pop
      end
    end
    place.call(0)
    boards
  end
end
"""


@pytest.mark.parametrize(
    ("definition", "owner"),
    [("def solve_n_queens(n)", "class Solution"), ("def self.solve_n_queens(n)", "class method of Solution")],
)
def test_a_method_inside_a_class_is_leetcodes_runtime_error(definition: str, owner: str, tmp_path: Path) -> None:
    """LeetCode's Ruby calls a top-level method: one inside a class is its NoMethodError, a Runtime
    Error, and the message says where the method is and what to do."""
    path = write(tmp_path, "in_a_class.rb", IN_A_CLASS.replace("def solve_n_queens(n)", definition))
    report = judged(path, "--problem", "51")
    assert report["verdict"] == "Runtime Error", report["compile_error"]
    assert report["compile_error"] is None
    message = report["cases"][0]["message"]
    assert message.startswith("NoMethodError: undefined method `solve_n_queens'"), message
    assert owner in message and "make it a top-level method: remove the `class Solution` line" in message, message
    assert message.endswith("(line 4)"), message
    traceback = report["cases"][0]["details"]["traceback"]
    assert [(frame["line"], frame["source"].strip()) for frame in traceback] == [(4, definition)], traceback


def test_starters_show_leetcodes_node_definitions_in_a_comment() -> None:
    language = Ruby()
    invert = parse_signature(
        {"name": "invertTree", "params": [{"name": "root", "type": "TreeNode"}], "returns": "TreeNode"}
    )
    assert language.starter(invert, [], []) == (
        "# Definition for a binary tree node.\n"
        "# class TreeNode\n"
        "#     attr_accessor :val, :left, :right\n"
        "#     def initialize(val = 0, left = nil, right = nil)\n"
        "#         @val = val\n"
        "#         @left = left\n"
        "#         @right = right\n"
        "#     end\n"
        "# end\n"
        "# @param {TreeNode} root\n"
        "# @return {TreeNode}\n"
        "def invert_tree(root)\n"
        "  nil\n"
        "end\n"
    )
    assert language.signature_text(invert) == "# @param {TreeNode} root\n# @return {TreeNode}\ndef invert_tree(root)"
    split = parse_signature(
        {"name": "splitListToParts", "params": [{"name": "head", "type": "ListNode"}], "returns": "ListNode[]"}
    )
    assert "#     def initialize(val = 0, _next = nil)\n" in language.starter(split, [], [])
    assert "# @return {ListNode[]}\ndef split_list_to_parts(head)\n  []\nend\n" in language.starter(split, [], [])


# A submission that reopens LeetCode's class (as a file that uncomments its definition does) with
# another initialize, breaks Hash#key?, and answers with a list that comes back on itself.
REOPENS = """\
class ListNode
  attr_accessor :val, :next

  def initialize(val)
    @val = val
    @next = nil
  end
end

class Hash
  def key?(*) = false
end

def reverse_list(head)
  return ListNode.new(head.val).tap { |node| node.next = node } if head.val == 7

  previous = nil
  head.next, previous, head = previous, head, head.next while head
  previous
end
"""


def test_lists_are_built_and_written_whatever_the_submission_redefined(tmp_path: Path) -> None:
    problem = tmp_path / "problems" / "reverse-list"
    (problem / "data").mkdir(parents=True)
    details = {"number": 9076, "slug": "reverse-list", "title": "Reverse List", "difficulty": "Easy"}
    limits = {"time_limit_ms": 2000, "memory_limit_mb": 256, "output_limit_mb": 1}
    signature = {"name": "reverseList", "params": [{"name": "head", "type": "ListNode"}], "returns": "ListNode"}
    data = {**details, "signature": signature, "checker": "exact", **limits, "summary": "Reverse the list."}
    (problem / "problem.json").write_text(json.dumps(data), encoding="utf-8")
    (problem / "statement.md").write_text("# 9076. Reverse List\n", encoding="utf-8")
    cases = [
        {"name": "three", "input": {"head": [1, 2, 3]}, "expected": [3, 2, 1]},
        {"name": "loop", "input": {"head": [7]}, "expected": [7]},
    ]
    (problem / "data" / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    report = judged(write(tmp_path, "reopens.rb", REOPENS), env={"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems")})
    verdicts = [(case["verdict"], case["message"]) for case in report["cases"]]
    assert verdicts[0][0] == "Accepted", verdicts
    assert verdicts[1] == ("Runtime Error", "Error: Found cycle in the ListNode"), verdicts


FORGED_INTEGERS = """\
class Forged
  def >=(other) = true
  def <=(other) = true
  def to_json(*) = "1,2,3"
end
def Integer.===(_) = true
def merge_k_lists(lists)
  ListNode.new(Forged.new, ListNode.new(5))
end
"""


def test_a_value_passed_off_as_an_integer_is_not_written_as_its_own_json(tmp_path: Path) -> None:
    # The harness keeps a node's integer value as it is and lets JSON's generator write the list at
    # once; with Integer.=== redefined (and >= and <= that always agree), an object would be
    # written as its to_json says, an answer the solution never built. It is written as a value
    # instead: not an integer, so not a node value.
    ran = run_judge(
        "run",
        write(tmp_path, "forged.rb", FORGED_INTEGERS),
        "--problem",
        "23",
        "--input",
        '{"lists": [[1, 2], [3]]}',
        "--json",
    ).json()
    case = ran["cases"][0]
    assert case["verdict"] == "Runtime Error" and case.get("output") is None, case


MIN_STACK = {
    "classname": "MinStack",
    "constructor": {"params": []},
    "methods": [
        {"name": "push", "params": [{"name": "val", "type": "double"}], "return": {"type": "void"}},
        {"name": "getMin", "params": [], "return": {"type": "double"}},
        {"name": "isEmpty", "params": [], "return": {"type": "boolean"}},
    ],
    "systemdesign": True,
}


def test_the_design_starter_is_leetcodes_template_and_runs(tmp_path: Path) -> None:
    env = write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)
    target = tmp_path / "starter.rb"
    assert run_judge("new", "9146", str(target), "--language", "ruby", env=env).returncode == 0
    text = target.read_text(encoding="utf-8")
    assert "class LRUCache\n\n=begin\n    :type capacity: Integer\n=end\n    def initialize(capacity)\n" in text
    assert "=begin\n    :type key: Integer\n    :rtype: Integer\n=end\n    def get(key)\n        0\n    end\n" in text
    assert "    :rtype: Void\n=end\n    def put(key, value)\n        \n    end\n\n\nend\n" in text
    assert "# obj = LRUCache.new(capacity)\n# param_1 = obj.get(key)\n# obj.put(key, value)\n" in text
    report = judged(target, env=env)
    assert report["verdict"] == "Wrong Answer" and report["cases"][0]["details"]["first_wrong_call"] == 3


def test_design_methods_are_snake_case_and_take_floats(tmp_path: Path) -> None:
    language = Ruby()
    signature = parse_signature(MIN_STACK)
    starter = language.starter(signature, [], [])
    assert "class MinStack\n\n    def initialize()\n" in starter and "    def get_min()\n        0.0\n" in starter
    assert "# param_2 = obj.get_min()\n# param_3 = obj.is_empty()" in starter
    assert language.defines(starter, signature)
    cases = [
        {
            "name": "floats",
            "input": {
                "operations": ["MinStack", "push", "push", "getMin", "isEmpty"],
                "arguments": [[], [3], [2], [], []],
            },
            "expected": [None, None, None, 2.0, False],
        }
    ]
    env = write_problem(tmp_path / "problems", "min-stack", 9155, MIN_STACK, cases)
    # The pushed numbers arrive as Floats, as LeetCode's Ruby gets a double: 2 / 4 is 0.5, not 0.
    solution = starter.replace("    def initialize()\n        \n", "    def initialize()\n        @items = []\n")
    solution = solution.replace("    def push(val)\n        \n", "    def push(val)\n        @items << val / 4 * 4\n")
    solution = solution.replace("    def get_min()\n        0.0\n", "    def get_min()\n        @items.min\n")
    solution = solution.replace("    def is_empty()\n        false\n", "    def is_empty()\n        @items.empty?\n")
    report = judged(write(tmp_path, "min_stack.rb", solution), env=env)
    assert report["verdict"] == "Accepted", report["cases"]
    # A method under LeetCode's camelCase name is not the one LeetCode's Ruby calls: as there, the
    # call fails, and Ruby itself says which name it meant.
    report = judged(write(tmp_path, "camel.rb", solution.replace("def get_min", "def getMin")), env=env)
    message = report["cases"][0]["message"]
    assert message.startswith("call 3, getMin: NoMethodError: undefined method `get_min'"), message
    assert message.endswith("Did you mean? getMin"), message


NARY_MIRROR = {"name": "mirror", "params": [{"name": "root", "type": "Node"}], "return": {"type": "Node"}}
# A mirrored copy built with LeetCode's Node.new(val) (no children yet: []); one node hung twice on
# one case; on another, the given leaf's children are checked to be [] and a nil child is none.
NARY_COPY = """\
def mirror(root)
  if root.val == 7
    leaf = Node.new(1)
    shared = Node.new(7)
    shared.children.push(leaf, leaf)
    return shared
  end
  if root.val == 5
    raise "a leaf's children are #{root.children.inspect}" unless root.children == []

    return Node.new(5).tap { |node| node.children << nil }
  end
  copy = Node.new(root.val)
  stack = [[root, copy]]
  until stack.empty?
    node, made = stack.pop
    node.children.reverse_each do |child|
      made.children << (child_copy = Node.new(child.val))
      stack << [child, child_copy]
    end
  end
  copy
end
"""
# An LRU cache with a Node class of its own, of another superclass: no Node is defined for it.
LRU_WITH_NODE = """\
class Node < Struct.new(:key, :value)
end

class LRUCache
  def initialize(capacity)
    @capacity = capacity
    @items = {}
  end

  def get(key)
    node = @items.delete(key)
    return -1 unless node

    @items[key] = node
    node.value
  end

  def put(key, value)
    @items.delete(key)
    @items[key] = Node.new(key, value)
    @items.delete(@items.keys.first) if @items.size > @capacity
  end
end
"""


def test_nary_trees_are_leetcodes_node_and_only_for_their_problems(tmp_path: Path) -> None:
    language = Ruby()
    starter = language.starter(parse_signature(NARY_MIRROR), [], [])
    assert starter == (
        "# Definition for a Node.\n"
        "# class Node\n"
        "#     attr_accessor :val, :children\n"
        "#     def initialize(val)\n"
        "#         @val = val\n"
        "#         @children = []\n"
        "#     end\n"
        "# end\n"
        "# @param {Node} root\n"
        "# @return {Node}\n"
        "def mirror(root)\n"
        "  nil\n"
        "end\n"
    )
    cases = [
        {"name": "copy", "input": {"root": [1, None, 2, 3, None, 4]}, "expected": [1, None, 3, 2, None, None, 4]},
        {"name": "shared", "input": {"root": [7, None, 1]}, "expected": [7, None, 1]},
        {"name": "leaf", "input": {"root": [5]}, "expected": [5]},
    ]
    env = write_problem(tmp_path / "problems", "nary-mirror", 9177, NARY_MIRROR, cases)
    report = judged(write(tmp_path, "copy.rb", NARY_COPY), "--all-cases", env=env)
    verdicts = [(case["verdict"], case["message"]) for case in report["cases"]]
    assert verdicts[0][0] == verdicts[2][0] == "Accepted", verdicts
    assert verdicts[1] == ("Runtime Error", "Error: Found a cycle or a shared node in the Node tree"), verdicts
    env = write_problem(tmp_path / "design", "lru-cache", 9146, LRU, LRU_CASES)
    report = judged(write(tmp_path, "lru.rb", LRU_WITH_NODE), env=env)
    assert report["verdict"] == "Accepted", report["cases"]


# The reference, under LeetCode's camelCase name.
CAMEL_PATHS = (ROOT / "solutions" / "path-sum-ii" / "reference" / "reference.rb").read_text(encoding="utf-8")
CAMEL_PATHS = CAMEL_PATHS.replace("def path_sum(", "def pathSum(")


def test_a_method_named_as_an_older_leetcode_ruby_starter_names_it_is_called(tmp_path: Path) -> None:
    # 559's Ruby starter is `def maxDepth(root)`: some older problems keep LeetCode's camelCase name.
    path = write(tmp_path, "camel.rb", CAMEL_PATHS)
    report = judged(path)  # the problem chosen by that name too
    assert (report["problem_number"], report["verdict"]) == (113, "Accepted"), report["cases"][:1]
    exported = run_judge("export", str(path), "--case", "1", str(tmp_path / "program"))
    assert exported.returncode == 0, exported.stderr
    assert "answer = pathSum(root, target_sum)" in (tmp_path / "program" / "main.rb").read_text(encoding="utf-8")


LINKS = ROOT / "tests" / "links"
# 138 with LeetCode's class uncommented: the file reopens the harness's Node with LeetCode's one-value
# initialize, which the harness's own nodes never go through.
REOPENED_RANDOM_NODE = """\
class Node
    attr_accessor :val, :next, :random
    def initialize(val = 0)
        @val = val
        @next = nil
        @random = nil
    end
end

def copyRandomList(head)
  copies = { nil => nil }.compare_by_identity
  node = head
  while node
    copies[node] = Node.new(node.val)
    node = node.next
  end
  copies.each_key do |original|
    next if original.nil?

    copies[original].next = copies[original.next]
    copies[original].random = copies[original.random]
  end
  copies[head]
end
"""


def test_leetcodes_other_node_classes_are_node_with_leetcodes_starters(tmp_path: Path) -> None:
    language = Ruby()

    def signature(method: str, param: str) -> Signature:
        node = {"name": param, "type": "Node"}
        return parse_signature({"name": method, "params": [node], "return": {"type": "Node"}, "manual": True})

    starter = language.starter(signature("copyRandomList", "head"), [], [])
    assert starter.startswith("# Definition for Node.\n# class Node\n#     attr_accessor :val, :next, :random\n")
    assert "#\t\t  @random = nil\n" in starter
    assert starter.endswith("# @param {Node} head\n# @return {Node}\ndef copyRandomList(head)\n  nil\nend\n")
    graph = signature("cloneGraph", "node")
    assert "#     attr_accessor :val, :neighbors\n" in language.starter(graph, [], [])
    assert language.signature_text(graph).endswith("# @return {Node}\ndef cloneGraph(node)")
    starter = language.starter(signature("connect", "root"), [], [])
    assert "#     attr_accessor :val, :left, :right, :next\n" in starter and "def connect(root)\n" in starter
    env = {"JUDGE_PROBLEMS_DIR": str(LINKS / "problems")}
    path = write(tmp_path, "reopened.rb", REOPENED_RANDOM_NODE)
    report = judged(path, "--problem", "138", env=env)
    assert report["verdict"] == "Accepted", report["cases"][:1]
    program = str(tmp_path / "program")
    exported = run_judge("export", str(path), "--problem", "138", "--case", "case 1", program, env=env)
    assert exported.returncode == 2 and len(exported.stderr.strip().splitlines()) == 1, exported.stderr
    assert "judge export does not write such programs yet" in exported.stderr


# 430 with each case's head telling what to do, all answered by a copy made with `Node.new(val, prev)`:
# [1,2,null,3]'s second node's prev then at a new node not in the list; [5]'s next at itself;
# [1,1,null,null,1,1]'s head given a child made by Node.new, whose val is nil (LeetCode's default).
MULTILEVEL_CASES = """\
def flatten(root)
  raise "not LeetCode's Node" unless Node.new.val.nil?

  pending = [root]
  first = last = nil
  until pending.empty?
    node = pending.pop
    next if node.nil?

    copy = Node.new(node.val, last)
    if last then last.next = copy else first = copy end
    last = copy
    pending.push(node.next, node.child)
  end
  first.next.prev = Node.new(1) if root&.child&.val == 3
  last.next = first if root&.val == 5
  first.child = Node.new if root&.val == 1 && root.next&.val == 1
  first
end
"""


def test_a_multilevel_list_is_written_link_by_link(tmp_path: Path) -> None:
    env = {"JUDGE_PROBLEMS_DIR": str(LINKS / "problems")}
    report = judged(write(tmp_path, "flatten.rb", MULTILEVEL_CASES), "--problem", "430", "--all-cases", env=env)
    verdicts = [(case["verdict"], case["message"]) for case in report["cases"]]
    assert verdicts[1][0] == "Wrong Answer" and "its prev pointer at a node not in the list" in verdicts[1][1]
    assert verdicts[3] == ("Runtime Error", "Error: Found cycle in the list"), verdicts
    assert verdicts[5][0] == "Wrong Answer" and "node 0 (val 1) still has a child;" in verdicts[5][1], verdicts
    assert {verdict for verdict, _ in verdicts[:1] + verdicts[2:3] + verdicts[4:5] + verdicts[6:]} == {"Accepted"}


# The comment above the starters of 341 and 385: LeetCode's NestedInteger, which the harness provides.
NESTED_COMMENT = "\n".join(NODE_COMMENTS[NESTED_INTEGER]) + "\n"
# The comment above 284's starter: LeetCode's Iterator, which the harness provides.
ITERATOR_COMMENT = "\n".join(NODE_COMMENTS[ITERATOR]) + "\n"
# LeetCode's Ruby templates of 237, 278, 374, 297, 535, 341, 385, 430 and 284, as `judge new` writes
# them (the kit's empty bodies): a Codec is two top-level methods, not a class.
DRIVEN_STARTERS = {
    "237": (
        "delete-node-in-a-linked-list",
        "# Definition for singly-linked list.\n# class ListNode\n#     attr_accessor :val, :next\n"
        "#     def initialize(val)\n#         @val = val\n#         @next = nil\n#     end\n# end\n"
        "# @param {ListNode} node\n"
        "# @return {Void} Do not return anything, modify node in-place instead.\n"
        "def delete_node(node)\nend\n",
    ),
    "278": (
        "first-bad-version",
        "# The is_bad_version API is already defined for you.\n# @param {Integer} version\n"
        "# @return {boolean} whether the version is bad\n# def is_bad_version(version):\n\n"
        "# @param {Integer} n\n# @return {Integer}\ndef first_bad_version(n)\n  0\nend\n",
    ),
    "374": (
        "guess-number-higher-or-lower",
        "# The guess API is already defined for you.\n# @param num, your guess\n"
        "# @return -1 if num is higher than the picked number\n#          1 if num is lower than the picked number\n"
        "#          otherwise return 0\n# def guess(num)\n\ndef guessNumber(n)\n  0\nend\n",
    ),
    "297": (
        "serialize-and-deserialize-binary-tree",
        "# Definition for a binary tree node.\n# class TreeNode\n#     attr_accessor :val, :left, :right\n"
        "#     def initialize(val)\n#         @val = val\n#         @left, @right = nil, nil\n#     end\n# end\n\n"
        "# Encodes a tree to a single string.\n#\n# @param {TreeNode} root\n# @return {string}\n"
        'def serialize(root)\n    ""\nend\n\n'
        "# Decodes your encoded data to tree.\n#\n# @param {string} data\n# @return {TreeNode}\n"
        "def deserialize(data)\n    nil\nend\n\n\n"
        "# Your functions will be called as such:\n# deserialize(serialize(data))\n",
    ),
    "535": (
        "encode-and-decode-tinyurl",
        "# Encodes a URL to a shortened URL.\n#\n# @param {string} longUrl\n# @return {string}\n"
        'def encode(longUrl)\n    ""\nend\n\n'
        "# Decodes a shortened URL to its original URL.\n#\n# @param {string} shortUrl\n# @return {string}\n"
        'def decode(shortUrl)\n    ""\nend\n\n\n'
        "# Your functions will be called as such:\n# decode(encode(url))\n",
    ),
    "341": (
        "flatten-nested-list-iterator",
        f"{NESTED_COMMENT}\n"
        "class NestedIterator\n    # @param {NestedInteger[]} nested_list\n    def initialize(nested_list)\n"
        "        \n    end\n\n    # @return {Boolean}\n    def has_next\n        false\n    end\n\n"
        "    # @return {Integer}\n    def next\n        0\n    end\nend\n\n"
        "# Your NestedIterator will be called like this:\n# i, v = NestedIterator.new(nested_list), []\n"
        "# while i.has_next()\n#    v << i.next\n# end\n",
    ),
    "385": (
        "mini-parser",
        f"{NESTED_COMMENT}"
        "# @param {String} s\n# @return {NestedInteger}\ndef deserialize(s)\n  NestedInteger.new\nend\n",
    ),
    # 430's parameter is `root` in LeetCode's Ruby starter, `head` in its metaData.
    "430": (
        "flatten-a-multilevel-doubly-linked-list",
        "# Definition for a Node.\n# class Node\n#     attr_accessor :val, :prev, :next, :child\n"
        "#     def initialize(val=nil, prev=nil, next_=nil, child=nil)\n#         @val = val\n"
        "#         @prev = prev\n#         @next = next_\n#         @child = child\n#     end\n# end\n"
        "# @param {Node} root\n# @return {Node}\ndef flatten(root)\n  nil\nend\n",
    ),
    # 284's methods keep LeetCode's camelCase hasNext, in LeetCode's order, lowercase YARD types and
    # no comment of how it is called; its parameter is `iter`.
    "284": (
        "peeking-iterator",
        f"{ITERATOR_COMMENT}\n"
        "class PeekingIterator\n    # @param {Iterator} iter\n    def initialize(iter)\n        \n    end\n\n"
        "    # true while there are elements left.\n    # @return {boolean}\n    def hasNext()\n        false\n"
        "    end\n\n    # The next element; the iterator moves past it.\n    # @return {integer}\n    def next()\n"
        "        0\n    end\n\n    # The next element, where the iterator stays: next() gives it again.\n"
        "    # @return {integer}\n    def peek()\n        0\n    end\nend\n",
    ),
}


def test_the_nested_integer_comment_is_leetcodes_whole_api_in_words_of_our_own() -> None:
    # Every method of LeetCode's class, 341's and 385's alike, with its signature; no sentence of LeetCode's.
    api = ("initialize(value = nil)", "is_integer()", "get_integer()", "set_integer(value)", "add(elem)", "get_list()")
    assert all(f"\n#    def {method}\n" in NESTED_COMMENT for method in api), NESTED_COMMENT
    assert NESTED_COMMENT.startswith("# The interface of nested lists") and NESTED_COMMENT.endswith("\n# end\n")
    assert "speculate" not in NESTED_COMMENT and "rather than" not in NESTED_COMMENT


@pytest.mark.parametrize("number", list(DRIVEN_STARTERS))
def test_the_drivers_starters_are_leetcodes_and_run(number: str, tmp_path: Path) -> None:
    # 237's void method answers with the list, 278's and 374's call the API the harness defines.
    slug, template = DRIVEN_STARTERS[number]
    signature = parse_signature(json.loads((LINKS / "problems" / slug / "problem.json").read_text())["signature"])
    assert Ruby().starter(signature, [], []) == template
    env = {"JUDGE_PROBLEMS_DIR": str(LINKS / "problems")}
    path = write(tmp_path, "starter.rb", template)
    report = judged(path, "--problem", number, env=env)
    assert (report["verdict"], report["compile_error"]) == ("Wrong Answer", None), report["cases"][:1]
    exported = run_judge("export", str(path), "--problem", number, "--case", "case 1", str(tmp_path / "out"), env=env)
    assert exported.returncode == 2 and len(exported.stderr.strip().splitlines()) == 1, exported.stderr


# 284's template filled in, the element ahead held; the file reopens LeetCode's Iterator with an
# initialize of its own, which the harness's Iterators are not made with.
PEEKING_BODIES = (
    ("    def initialize(iter)\n        \n", "    def initialize(iter)\n        @iter = iter\n        step\n"),
    ("    def hasNext()\n        false\n", "    def hasNext()\n        @more\n"),
    ("    def next()\n        0\n", "    def next()\n        value = @ahead\n        step\n        value\n"),
    (
        "    def peek()\n        0\n    end\n",
        "    def peek()\n        @ahead\n    end\n\n    def step\n        @more = @iter.hasNext\n"
        "        @ahead = @more ? @iter.next : nil\n    end\n",
    ),
)
REOPENED_ITERATOR = "class Iterator\n  def initialize(*)\n    raise 'not LeetCode\\'s'\n  end\nend\n"


def test_a_peeking_iterator_on_leetcodes_template_is_given_its_iterator(tmp_path: Path) -> None:
    # LeetCode's interface, in words of our own.
    api = ("initialize(v)", "hasNext()", "next()")
    assert all(f"\n#    def {method}\n" in ITERATOR_COMMENT for method in api), ITERATOR_COMMENT
    assert "Returns" not in ITERATOR_COMMENT and "already defined" not in ITERATOR_COMMENT
    env = {"JUDGE_PROBLEMS_DIR": str(LINKS / "problems")}
    text = DRIVEN_STARTERS["284"][1]
    for old, new in PEEKING_BODIES:
        assert old in text, old
        text = text.replace(old, new)
    report = judged(write(tmp_path, "solved.rb", REOPENED_ITERATOR + text), env=env)
    assert report["verdict"] == "Accepted", [(case["verdict"], case["message"]) for case in report["cases"]]
    # next past the last element: StopIteration, as an exhausted Enumerator's next raises.
    past = text.replace("@more ? @iter.next : nil", "@iter.next")
    report = judged(write(tmp_path, "past.rb", past), env=env)
    said = report["cases"][0]["message"]
    assert said.startswith("call 4, next: StopIteration: next() called after the last element (line "), said


CODEC_IN_A_CLASS = """\
class Codec
  def encode(longUrl)
    longUrl
  end

  def decode(shortUrl)
    shortUrl
  end
end
"""


def test_a_codec_is_two_top_level_methods_as_leetcodes_ruby_calls_them(tmp_path: Path) -> None:
    # LeetCode's Ruby calls decode(encode(url)): a class Codec, as the other languages write it, is
    # the NoMethodError of that call, saying how to make the methods top-level.
    signature = parse_signature(
        json.loads((LINKS / "problems" / DRIVEN_STARTERS["535"][0] / "problem.json").read_text())["signature"]
    )
    language = Ruby()
    assert language.method_name(signature) == "encode" and language.breakpoints(signature, "") == (
        "Object#encode",
        "Object#decode",
    )
    assert language.defines(DRIVEN_STARTERS["535"][1], signature)
    assert not language.defines("def encode(longUrl)\n  longUrl\nend\n", signature)
    env = {"JUDGE_PROBLEMS_DIR": str(LINKS / "problems")}
    report = judged(write(tmp_path, "codec.rb", CODEC_IN_A_CLASS), "--problem", "535", env=env)
    assert report["verdict"] == "Runtime Error", report["cases"][:1]
    assert "defines it inside class Codec; make it a top-level method" in report["cases"][0]["message"]


# Reopens LeetCode's NestedInteger with an initialize that refuses to run, and breaks the Hash
# methods a walk of the lists could use: the arguments are built, and the answers written, all the
# same. 341's iterator also uses 385's half of the API (add, set_integer) on what it was given.
NESTED_REOPENED = """\
class NestedInteger
  def initialize(*)
    raise 'the judge made this one'
  end
end

class Hash
  def key?(*) = false
  def delete(*) = nil
end

class NestedIterator
  def initialize(nested_list)
    @values = []
    pending = nested_list.reverse
    until pending.empty?
      item = pending.pop
      if item.is_integer
        copy = item.dup
        copy.set_integer(item.get_integer)
        copy.add(item) # the copy becomes a list holding the original integer
        @values << copy.get_list[0].get_integer
      else
        pending.concat(item.get_list.reverse)
      end
    end
  end

  def has_next = !@values.empty?
  def next = @values.shift
end
"""
# A list inside the answer that holds the list it is in, with a cycle's check it must not rely on broken.
NESTED_CYCLE = """\
class Hash
  def key?(*) = false
end

def deserialize(s)
  return NestedInteger.new(s.to_i) unless s.start_with?('[')

  outer = NestedInteger.new
  inner = NestedInteger.new
  outer.add(NestedInteger.new(1))
  outer.add(inner)
  inner.add(inner) if s == '[]'
  inner.add(outer)
  outer
end
"""


def test_nested_integers_are_built_and_written_whatever_the_submission_redefined(tmp_path: Path) -> None:
    env = {"JUDGE_PROBLEMS_DIR": str(LINKS / "problems")}
    report = judged(write(tmp_path, "reopened.rb", NESTED_REOPENED), "--problem", "341", env=env)
    assert report["verdict"] == "Accepted", report["cases"][:1]
    report = judged(write(tmp_path, "cycle.rb", NESTED_CYCLE), "--problem", "385", "--all-cases", env=env)
    verdicts = {case["input"]["s"]: (case["verdict"], case["message"]) for case in report["cases"][:3]}
    cycle = ("Runtime Error", "Error: Found a cycle in the NestedInteger: a list that holds itself")
    assert verdicts == {"324": ("Accepted", ""), "[123,[456,[789]]]": cycle, "[]": cycle}, verdicts
