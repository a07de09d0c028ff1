"""`judge add` (issue 36, item 8): a problem of the learner's own, from the text of its LeetCode
page and its starter code, written to their data folder and judged like the kit's. Every test runs
the real CLI with a data folder of its own."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from judge.learner.pasted_statement import read_constraint

from .conftest import ROOT, run_judge

# An array problem in our own words, copied as LeetCode's page copies: the page's labels, no-break
# spaces on the blank lines, constraints with ≤ and a power flattened to `104`.
PAIR_STATEMENT = """9101. Pair Summing To Target
Easy
Topics
Companies
Given an array nums of integers and an integer target, return the two positions whose values add
up to target. Exactly one pair does; you may return the two positions in any order.

\xa0

Example 1:

Input: nums = [4,9,2,7], target = 11
Output: [1,2]
Explanation: nums[1] + nums[2] == 11.
Example 2:

Input: nums = [6,6], target = 12
Output: [0,1]
\xa0

Constraints:

2 <= nums.length <= 104
-100 <= nums[i] <= 100
1 ≤ target ≤ 500
Exactly one pair adds up to target.
"""
PAIR_STARTER = """class Solution:
    def pairSum(self, nums: List[int], target: int) -> List[int]:
        \n"""
PAIR_RIGHT = """class Solution:
    def pairSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for index, value in enumerate(nums):
            if target - value in seen:
                return [index, seen[target - value]]  # the later one first: any order is accepted
            seen[value] = index
        return []
"""
PAIR_WRONG = PAIR_RIGHT.replace("return [index, seen[target - value]]", "return [index, index]")


def data_env(tmp_path: Path) -> dict[str, str]:
    """A data folder of the test's own (conftest's is shared by the whole suite)."""
    return {"XDG_DATA_HOME": str(tmp_path / "data")}


def problems_folder(tmp_path: Path) -> Path:
    return tmp_path / "data" / "nqueens-judge" / "problems"


def written(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def add(tmp_path: Path, statement: str, starter: str, starter_name: str = "starter.py", *options: str):
    return run_judge(
        "add",
        written(tmp_path, "statement.txt", statement),
        written(tmp_path, starter_name, starter),
        *options,
        env=data_env(tmp_path),
    )


def meta(tmp_path: Path, slug: str) -> dict:
    return json.loads((problems_folder(tmp_path) / slug / "problem.json").read_text(encoding="utf-8"))


def verdict(tmp_path: Path, name: str, code: str, *options: str) -> tuple[str, int]:
    report = run_judge("test", written(tmp_path, name, code), "--json", *options, env=data_env(tmp_path)).json()
    return report["verdict"], report["passed"]


def test_an_array_problem_is_written_listed_and_judged_on_its_examples(tmp_path: Path) -> None:
    result = add(tmp_path, PAIR_STATEMENT, PAIR_STARTER)
    assert result.returncode == 0, result.stderr
    assert "added 9101. Pair Summing To Target (pair-summing-to-target, Easy)" in result.stdout
    assert "checker:     unordered" in result.stdout  # "in any order", and said so it can be changed
    assert "read '2 <= nums.length <= 104' as 2 <= nums.length <= 10000" in result.stdout
    written_meta = meta(tmp_path, "pair-summing-to-target")
    assert written_meta["signature"] == {
        "name": "pairSum",
        "params": [
            {"name": "nums", "type": "integer[]"},
            {"name": "target", "type": "integer", "min": 1, "max": 500},
        ],
        "return": {"type": "integer[]"},
    }
    assert written_meta["constraints"][1] == {
        "text": "-100 <= nums[i] <= 100",
        "subject": "nums[i]",
        "min": -100,
        "max": 100,
    }
    assert written_meta["constraints"][3] == {"text": "Exactly one pair adds up to target."}
    assert (written_meta["difficulty"], written_meta["time_limit_ms"], written_meta["memory_limit_mb"]) == (
        "Easy",
        1000,
        256,
    )
    folder = problems_folder(tmp_path) / "pair-summing-to-target"
    cases = json.loads((folder / "data" / "cases.json").read_text(encoding="utf-8"))
    assert cases == [
        {"name": "example 1", "input": {"nums": [4, 9, 2, 7], "target": 11}, "expected": [1, 2]},
        {"name": "example 2", "input": {"nums": [6, 6], "target": 12}, "expected": [0, 1]},
    ]
    statement = (folder / "statement.md").read_text(encoding="utf-8")
    assert statement.startswith("# 9101. Pair Summing To Target\n\n**Difficulty:** Easy")
    assert "Input: `nums = [4,9,2,7], target = 11`" in statement and "Topics" not in statement

    listed = run_judge("list", env=data_env(tmp_path))
    assert "9101  pair-summing-to-target Easy    Pair Summing To Target  (yours)" in listed.stdout
    assert "(yours): added with judge add, kept in" in listed.stdout
    assert "  51  n-queens" in listed.stdout and "N-Queens  (yours)" not in listed.stdout

    assert verdict(tmp_path, "right.py", PAIR_RIGHT) == ("Accepted", 2)
    assert verdict(tmp_path, "wrong.py", PAIR_WRONG) == ("Wrong Answer", 0)
    starter = run_judge("new", "9101", str(tmp_path / "mine.py"), env=data_env(tmp_path))
    assert starter.returncode == 0, starter.stderr
    text = (tmp_path / "mine.py").read_text(encoding="utf-8")
    assert "Input: nums = [4,9,2,7], target = 11" in text and "Constraints: 1 <= target <= 500" in text


def test_the_kits_problems_are_listed_alone_without_a_problem_of_ones_own(tmp_path: Path) -> None:
    listed = run_judge("list", env=data_env(tmp_path))
    assert listed.returncode == 0 and "(yours)" not in listed.stdout and listed.stderr == ""


JAVA_STATEMENT = """9102. Words On A Board
Find every list of board words. The lists may be returned in any order.

Example 1:
Input: board = [["a","b"],["c","d"]], words = ["ab","cd"]
Output: [["ab"],["cd"]]

Example 2:
Input: board = [["x"]], words = []
Output: []

Constraints:
1 <= board.length <= 12
"""
JAVA_STARTER = """class Solution {
    public List<List<String>> wordsOnBoard(char[][] board, String[] words) {

    }
}
"""


def test_a_java_starter_tells_lists_from_arrays_and_chars_from_strings(tmp_path: Path) -> None:
    result = add(tmp_path, JAVA_STATEMENT, JAVA_STARTER, "Solution.java")
    assert result.returncode == 0, result.stderr
    assert meta(tmp_path, "words-on-a-board")["signature"] == {
        "name": "wordsOnBoard",
        "params": [{"name": "board", "type": "character[][]"}, {"name": "words", "type": "string[]"}],
        "return": {"type": "list<list<string>>"},
    }
    assert meta(tmp_path, "words-on-a-board")["checker"] == "unordered"
    solution = """class Solution:
    def wordsOnBoard(self, board: List[List[str]], words: List[str]) -> List[List[str]]:
        return [[word] for word in reversed(words)]
"""
    assert verdict(tmp_path, "words.py", solution) == ("Accepted", 2)


TREE_STATEMENT = """9103. Inorder Values
Medium
Given the root of a binary tree, return its values in inorder.

Example 1:
Input: root = [1,null,2,3]
Output: [1,3,2]

Example 2:
Input: root = []
Output: []

Constraints:
The number of nodes in the tree is in the range [0, 100].
-100 <= Node.val <= 100
"""
TREE_STARTER = """# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def inorderValues(self, root: Optional[TreeNode]) -> List[int]:

"""


def test_a_tree_problem_reads_leetcodes_level_order(tmp_path: Path) -> None:
    result = add(tmp_path, TREE_STATEMENT, TREE_STARTER)
    assert result.returncode == 0, result.stderr
    signature = meta(tmp_path, "inorder-values")["signature"]
    assert signature["params"] == [{"name": "root", "type": "TreeNode"}]
    assert meta(tmp_path, "inorder-values")["checker"] == "exact"
    solution = """class Solution:
    def inorderValues(self, root: Optional[TreeNode]) -> List[int]:
        return self.inorderValues(root.left) + [root.val] + self.inorderValues(root.right) if root else []
"""
    assert verdict(tmp_path, "tree.py", solution) == ("Accepted", 2)
    preorder = solution.replace(
        "self.inorderValues(root.left) + [root.val]", "[root.val] + self.inorderValues(root.left)"
    )
    assert verdict(tmp_path, "pre.py", preorder) == ("Wrong Answer", 1)


DESIGN_STATEMENT = """9104. Recent Cache
Hard
Design a cache of a given capacity that forgets the least recently used key when full.

Example 1:

Input
["RecentCache", "put", "put", "get", "put", "get"]
[[2], [1, 1], [2, 2], [1], [3, 3], [2]]
Output
[null, null, null, 1, null, -1]

Explanation
RecentCache cache = new RecentCache(2);
cache.put(1, 1);
cache.get(1);    // return 1

Constraints:

1 <= capacity <= 3000
0 <= key <= 104
"""
DESIGN_STARTER = """class RecentCache:

    def __init__(self, capacity: int):


    def get(self, key: int) -> int:


    def put(self, key: int, value: int) -> None:



# Your RecentCache object will be instantiated and called as such:
# obj = RecentCache(capacity)
# param_1 = obj.get(key)
# obj.put(key,value)
"""
DESIGN_SOLUTION = """class RecentCache:
    def __init__(self, capacity: int):
        self.capacity, self.items = capacity, OrderedDict()

    def get(self, key: int) -> int:
        if key not in self.items:
            return -1
        self.items.move_to_end(key)
        return self.items[key]

    def put(self, key: int, value: int) -> None:
        self.items[key] = value
        self.items.move_to_end(key)
        if len(self.items) > self.capacity:
            self.items.popitem(last=False)
"""


def test_a_design_problem_becomes_leetcodes_design_metadata(tmp_path: Path) -> None:
    result = add(tmp_path, DESIGN_STATEMENT, DESIGN_STARTER)
    assert result.returncode == 0, result.stderr
    signature = meta(tmp_path, "recent-cache")["signature"]
    assert signature["classname"] == "RecentCache" and signature["systemdesign"] is True
    assert signature["constructor"] == {"params": [{"name": "capacity", "type": "integer", "min": 1, "max": 3000}]}
    assert [method["name"] for method in signature["methods"]] == ["get", "put"]
    assert signature["methods"][1]["return"] == {"type": "void"}
    folder = problems_folder(tmp_path) / "recent-cache"
    (case,) = json.loads((folder / "data" / "cases.json").read_text(encoding="utf-8"))
    assert case["input"]["operations"][0] == "RecentCache" and case["expected"] == [None, None, None, 1, None, -1]
    assert verdict(tmp_path, "cache.py", DESIGN_SOLUTION) == ("Accepted", 1)
    forgetful = DESIGN_SOLUTION.replace("        self.items.move_to_end(key)\n        return", "        return")
    assert verdict(tmp_path, "fifo.py", forgetful) == ("Wrong Answer", 0)


IN_PLACE_STATEMENT = """9105. Turn The Grid
Turn the n x n grid a quarter turn clockwise, in place.

Example 1:
Input: grid = [[1,2],[3,4]]
Output: [[3,1],[4,2]]

Constraints:
1 <= n <= 20
"""
IN_PLACE_STARTER = '''class Solution:
    def turnGrid(self, size: int, grid: List[List[int]]) -> None:
        """
        Do not return anything, modify grid in-place instead.
        """

'''


def test_a_method_returning_none_answers_with_the_argument_its_docstring_names(tmp_path: Path) -> None:
    statement = IN_PLACE_STATEMENT.replace("grid = [[1,2],[3,4]]", "size = 2, grid = [[1,2],[3,4]]")
    result = add(tmp_path, statement, IN_PLACE_STARTER)
    assert result.returncode == 0, result.stderr
    assert "turnGrid answers in place: grid, as the starter's comment says" in result.stdout
    signature = meta(tmp_path, "turn-the-grid")["signature"]
    assert (signature["return"], signature["output"]) == ({"type": "void"}, {"paramindex": 1})
    solution = """class Solution:
    def turnGrid(self, size: int, grid: List[List[int]]) -> None:
        grid[:] = [list(row) for row in zip(*grid[::-1])]
"""
    assert verdict(tmp_path, "turn.py", solution) == ("Accepted", 1)
    assert verdict(tmp_path, "stay.py", solution.replace("grid[:] = ", "_ = ")) == ("Wrong Answer", 0)


def test_a_java_void_method_answers_with_its_first_array(tmp_path: Path) -> None:
    starter = "class Solution {\n    public void turnGrid(int[][] grid) {\n        \n    }\n}\n"
    result = add(tmp_path, IN_PLACE_STATEMENT, starter, "Solution.java")
    assert result.returncode == 0, result.stderr
    assert "turnGrid answers in place: grid, its first list, array or node parameter" in result.stdout
    assert meta(tmp_path, "turn-the-grid")["signature"]["output"] == {"paramindex": 0}


def nothing_written(tmp_path: Path) -> bool:
    folder = problems_folder(tmp_path)
    return not folder.exists() or not os.listdir(folder)


def test_a_kit_problems_number_or_slug_is_refused(tmp_path: Path) -> None:
    statement = PAIR_STATEMENT.replace("9101. Pair Summing To Target", "51. Queens Once More")
    result = add(tmp_path, statement, PAIR_STARTER)
    assert result.returncode == 2 and nothing_written(tmp_path)
    assert result.stderr.startswith("judge: error: number 51 is the kit's own problem 51. N-Queens (n-queens)")
    assert result.stderr.count("\n") == 1
    result = add(tmp_path, PAIR_STATEMENT, PAIR_STARTER, "starter.py", "--slug", "n-queens")
    assert result.returncode == 2 and "slug n-queens is the kit's own problem 51" in result.stderr
    assert nothing_written(tmp_path)


def test_a_problem_added_before_is_never_overwritten(tmp_path: Path) -> None:
    assert add(tmp_path, PAIR_STATEMENT, PAIR_STARTER).returncode == 0
    again = add(tmp_path, PAIR_STATEMENT.replace("Easy", "Hard"), PAIR_STARTER)
    folder = problems_folder(tmp_path) / "pair-summing-to-target"
    assert again.returncode == 2 and f"remove that folder first (rm -r {folder})" in again.stderr
    assert meta(tmp_path, "pair-summing-to-target")["difficulty"] == "Easy"
    assert sorted(os.listdir(problems_folder(tmp_path))) == ["pair-summing-to-target"]  # no temporary left


def test_a_problem_made_by_hand_with_a_kit_number_is_unusable_and_never_shadows(tmp_path: Path) -> None:
    assert add(tmp_path, PAIR_STATEMENT, PAIR_STARTER).returncode == 0
    folder = problems_folder(tmp_path) / "pair-summing-to-target"
    data = meta(tmp_path, "pair-summing-to-target")
    data["number"] = 52
    (folder / "problem.json").write_text(json.dumps(data), encoding="utf-8")
    listed = run_judge("list", env=data_env(tmp_path))
    assert "  52  n-queens-ii" in listed.stdout and "(yours)" not in listed.stdout
    assert f"unusable: {folder}: your problem 52 (pair-summing-to-target) has the number or slug" in listed.stderr
    shown = run_judge("show", "52", env=data_env(tmp_path))
    assert shown.stdout.startswith("# 52. N-Queens II")


def test_the_statement_may_come_from_standard_input(tmp_path: Path) -> None:
    starter = written(tmp_path, "starter.py", PAIR_STARTER)
    completed = subprocess.run(
        [sys.executable, "-m", "judge", "add", "-", starter, "--number", "9106", "--title", "Pair Again"],
        cwd=ROOT,
        input=PAIR_STATEMENT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, **data_env(tmp_path)},
    )
    assert completed.returncode == 0, completed.stderr
    assert "added 9106. Pair Again (pair-again, Easy)" in completed.stdout


NO_TITLE = "Return n.\n\nExample 1:\nInput: n = 3\nOutput: 3\n"
INT_STARTER = "class Solution:\n    def same(self, n: int) -> int:\n        \n"


@pytest.mark.parametrize(
    ("statement", "starter", "options", "said"),
    [
        ("1. A\nReturn n.\n\nConstraints:\n1 <= n <= 3\n", INT_STARTER, (), "no example (an `Example 1:` line"),
        ("9107. A\nExample 1:\nInput: n = 3\n", INT_STARTER, (), "example 1 has no `Output:` line"),
        ("9107. A\nExample 1:\nInput: n = 3\nOutput: [3,\n", INT_STARTER, (), "example 1's Output is not a JSON value"),
        ("9107. A\nExample 1:\nInput: n = 3\nOutput: true\n", INT_STARTER, (), "its Output must be a 32-bit integer"),
        ("9107. A\nExample 1:\nInput: m = 3\nOutput: 3\n", INT_STARTER, (), "its Input gives m, but same takes n"),
        ("9107. A\nExample 1:\nInput: n = [3]\nOutput: 3\n", INT_STARTER, (), "its Input: n must be a 32-bit integer"),
        (
            NO_TITLE,
            INT_STARTER,
            (),
            "its first line is not `N. Title` (e.g. `1. Two Sum`): give --number N and --title T",
        ),
        (NO_TITLE, INT_STARTER, ("--number", "9107"), "give --title T"),
        (NO_TITLE, "class Solution:\n    pass\n", ("--number", "9107", "--title", "A"), "class Solution has no method"),
        (
            NO_TITLE,
            "class Solution:\n    def same(self, n: Optional[Node]) -> int:\n",
            ("--number", "9107", "--title", "A"),
            "its Node is not an N-ary tree (its definition has no children)",
        ),
        (
            NO_TITLE,
            "class Solution:\n    def same(self, n) -> int:\n",
            ("--number", "9107", "--title", "A"),
            "parameter 'n' has no type",
        ),
        (NO_TITLE, INT_STARTER, ("--number", "9107", "--title", "A", "--slug", "Not_A_Slug"), "--slug 'Not_A_Slug'"),
        (
            "9107. A\nExample 1:\nInput: root = [null,1]\nOutput: 3\n",
            INT_STARTER.replace("n: int", "root: TreeNode"),
            (),
            "root must start with the root's value",
        ),
    ],
)
def test_bad_input_is_one_line_and_writes_nothing(
    tmp_path: Path, statement: str, starter: str, options: tuple[str, ...], said: str
) -> None:
    result = add(tmp_path, statement, starter, "starter.py", *options)
    assert result.returncode == 2, result.stdout
    assert said in result.stderr and result.stderr.count("\n") == 1 and "Traceback" not in result.stderr, result.stderr
    assert nothing_written(tmp_path)


def test_missing_files_and_two_standard_inputs_are_one_line(tmp_path: Path) -> None:
    missing = run_judge("add", str(tmp_path / "none.txt"), str(tmp_path / "none.py"), env=data_env(tmp_path))
    assert missing.returncode == 2
    assert (
        missing.stderr
        == f"judge: error: cannot read the statement {tmp_path / 'none.txt'}: No such file or directory\n"
    )
    both = run_judge("add", "-", "-", env=data_env(tmp_path))
    assert both.stderr == "judge: error: only one of the statement and the starter can be - (standard input)\n"
    assert nothing_written(tmp_path)


@pytest.mark.parametrize(
    ("constraint", "kept"),
    [
        ("1 <= target <= 500", {"subject": "target", "min": 1, "max": 500}),
        ("-104 <= nums[i] <= 104", {"subject": "nums[i]", "min": -10000, "max": 10000}),
        ("-231 <= x <= 231 - 1", {"subject": "x", "min": -(2**31), "max": 2**31 - 1}),
        ("1 ≤ m, n ≤ 2 * 10⁴", {"subject": "m, n", "min": 1, "max": 20000}),
        ("0 < k < 10^3", {"subject": "k", "above": 0, "below": 1000}),
        ("1 <= k <= nums.length", {"subject": "k", "min": 1}),
        ("n == nums.length", {}),
        ("s consists of lowercase English letters.", {}),
    ],
)
def test_constraints_are_kept_as_ranges_read_the_wider_way(constraint: str, kept: dict) -> None:
    entry, _ = read_constraint(constraint)
    assert entry == {"text": constraint, **kept}


def test_a_double_is_compared_within_a_tolerance(tmp_path: Path) -> None:
    statement = "9108. Half Of It\nExample 1:\nInput: n = 5\nOutput: 2.50000\n"
    starter = "class Solution:\n    def halfOf(self, n: int) -> float:\n        \n"
    result = add(tmp_path, statement, starter)
    assert result.returncode == 0, result.stderr
    assert "checker:     float, within 1e-5 of the Output" in result.stdout
    solution = "class Solution:\n    def halfOf(self, n: int) -> float:\n        return n / 2 + 1e-7\n"
    assert verdict(tmp_path, "half.py", solution) == ("Accepted", 1)


def test_your_problems_join_a_problems_folder_moved_by_the_environment(tmp_path: Path) -> None:
    assert add(tmp_path, PAIR_STATEMENT, PAIR_STARTER).returncode == 0
    moved = tmp_path / "kit"
    shutil.copytree(ROOT / "problems" / "24-game", moved / "24-game")
    listed = run_judge("list", env={**data_env(tmp_path), "JUDGE_PROBLEMS_DIR": str(moved)})
    assert listed.stdout.splitlines()[:2] == [
        " 679  24-game                Hard    24 Game",
        "9101  pair-summing-to-target Easy    Pair Summing To Target  (yours)",
    ]


NARY_STARTER = '''"""
# Definition for a Node.
class Node:
    def __init__(self, val: Optional[int] = None, children: Optional[List['Node']] = None):
        self.val = val
        self.children = children
"""

class Solution:
    def preorder(self, root: 'Node') -> List[int]:
'''


def test_an_n_ary_trees_starter_reads_as_node_and_a_graphs_is_refused() -> None:
    from judge.errors import UsageError
    from judge.learner.pasted_starter import read_starter

    read = read_starter(NARY_STARTER, "starter.py")
    assert read.metadata["params"] == [{"name": "root", "type": "Node"}]
    graph = NARY_STARTER.replace("children", "neighbors").replace("preorder", "walkNodes")
    with pytest.raises(UsageError, match="its Node is not an N-ary tree"):
        read_starter(graph, "starter.py")


# Three of LeetCode's problems judged by its own drivers, as their pages read (our words): the
# examples give what the driver takes, the starter what the method takes.
CYCLE_STATEMENT = """142. Linked List Cycle II
Medium
Return the node where the list's cycle begins, or null when it has none.

Example 1:

Input: head = [3,2,0,-4], pos = 1
Output: tail connects to node index 1
Example 2:

Input: head = [1], pos = -1
Output: no cycle

Constraints:

-105 <= Node.val <= 105
"""
CYCLE_STARTER = """class Solution:
    def detectCycle(self, head: Optional[ListNode]) -> Optional[ListNode]:
        \n"""
MEETING_STATEMENT = """160. Intersection of Two Linked Lists
Easy
Return the node where two lists meet, or null.

Example 1:

Input: intersectVal = 8, listA = [4,1,8,4,5], listB = [5,6,1,8,4,5], skipA = 2, skipB = 3
Output: Intersected at '8'
Example 2:

Input: intersectVal = 0, listA = [2,6,4], listB = [1,5], skipA = 3, skipB = 2
Output: No intersection
"""
MEETING_STARTER = """public class Solution {
    public ListNode getIntersectionNode(ListNode headA, ListNode headB) {

    }
}
"""
ANCESTOR_STATEMENT = """236. Lowest Common Ancestor of a Binary Tree
Medium
Return the lowest node with both p and q below it (or being one of them).

Example 1:

Input: root = [3,5,1,6,2,0,8,null,null,7,4], p = 5, q = 4
Output: 5
"""
ANCESTOR_STARTER = """class Solution:
    def lowestCommonAncestor(self, root: 'TreeNode', p: 'TreeNode', q: 'TreeNode') -> 'TreeNode':
        \n"""

DELETE_STATEMENT = """237. Delete Node in a Linked List
Medium
Remove the given node from its list, without access to the head.

Example 1:

Input: head = [4,5,1,9], node = 5
Output: [4,1,9]
Example 2:

Input: head = [4,5,1,9], node = 1
Output: [4,5,9]

Constraints:

The number of the nodes in the given list is in the range [2, 1000].
-1000 <= Node.val <= 1000
"""
# LeetCode's Python3 starter of 237 gives its types in the docstring, not as hints.
DELETE_STARTER = '''# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, x):
#         self.val = x
#         self.next = None

class Solution:
    def deleteNode(self, node):
        """
        :type node: ListNode
        :rtype: void Do not return anything, modify node in-place instead.
        """
        \n'''
BAD_VERSION_STATEMENT = """278. First Bad Version
Easy
Find the first bad version, calling isBadVersion as few times as you can.

Example 1:

Input: n = 5, bad = 4
Output: 4
Explanation:
call isBadVersion(3) -> false
call isBadVersion(5) -> true
call isBadVersion(4) -> true
Then 4 is the first bad version.
Example 2:

Input: n = 1, bad = 1
Output: 1

Constraints:

1 <= bad <= n <= 2^31 - 1
"""
BAD_VERSION_STARTER = """/* The isBadVersion API is defined in the parent class VersionControl.
      boolean isBadVersion(int version); */

public class Solution extends VersionControl {
    public int firstBadVersion(int n) {

    }
}
"""

CODEC_STATEMENT = """297. Serialize and Deserialize Binary Tree
Hard
Turn a binary tree into a string and back.

Example 1:

Input: root = [1,2,3,null,null,4,5]
Output: [1,2,3,null,null,4,5]
Example 2:

Input: root = []
Output: []

Constraints:

The number of nodes in the tree is in the range [0, 104].
-1000 <= Node.val <= 1000
"""
# LeetCode's Python3 starter of 297: a class of two methods typed in their docstrings.
CODEC_STARTER = '''# Definition for a binary tree node.
# class TreeNode(object):
#     def __init__(self, x):
#         self.val = x
#         self.left = None
#         self.right = None

class Codec:

    def serialize(self, root):
        """Encodes a tree to a single string.
        \n        :type root: TreeNode
        :rtype: str
        """
        \n
    def deserialize(self, data):
        """Decodes your encoded data to tree.
        \n        :type data: str
        :rtype: TreeNode
        """
        \n
# Your Codec object will be instantiated and called as such:
# ser = Codec()
# deser = Codec()
# ans = deser.deserialize(ser.serialize(root))
'''
TINY_URL_STATEMENT = """535. Encode and Decode TinyURL
Medium
Shorten a URL and get it back.

Example 1:

Input: url = "https://leetcode.com/problems/design-tinyurl"
Output: "https://leetcode.com/problems/design-tinyurl"

Constraints:

1 <= url.length <= 104
"""
TINY_URL_STARTER = """public class Codec {

    // Encodes a URL to a shortened URL.
    public String encode(String longUrl) {

    }

    // Decodes a shortened URL to its original URL.
    public String decode(String shortUrl) {

    }
}

// Your Codec object will be instantiated and called as such:
// Codec codec = new Codec();
// codec.decode(codec.encode(url));
"""


@pytest.mark.parametrize(
    ("statement", "starter", "starter_name", "slug", "driven_params", "expected", "solution"),
    [
        (
            CYCLE_STATEMENT,
            CYCLE_STARTER,
            "starter.py",
            "linked-list-cycle-ii",
            ["head", "pos"],
            [1, -1],
            "links/python/142_accepted_set.py",
        ),
        (
            MEETING_STATEMENT,
            MEETING_STARTER,
            "Starter.java",
            "intersection-of-two-linked-lists",
            ["intersectVal", "listA", "listB", "skipA", "skipB"],
            [8, None],
            "links/python/160_accepted_two_pointers.py",
        ),
        (
            ANCESTOR_STATEMENT,
            ANCESTOR_STARTER,
            "starter.py",
            "lowest-common-ancestor-of-a-binary-tree",
            ["root", "p", "q"],
            [5],
            "links/python/236_accepted_recursive.py",
        ),
        (
            DELETE_STATEMENT,
            DELETE_STARTER,
            "starter.py",
            "delete-node-in-a-linked-list",
            ["head", "node"],
            [[4, 1, 9], [4, 5, 9]],
            "links/python/237_accepted_copy_next.py",
        ),
        (
            BAD_VERSION_STATEMENT,
            BAD_VERSION_STARTER,
            "Starter.java",
            "first-bad-version",
            ["n", "bad"],
            [4, 1],
            "links/python/278_accepted_binary_search.py",
        ),
        (
            CODEC_STATEMENT,
            CODEC_STARTER,
            "starter.py",
            "serialize-and-deserialize-binary-tree",
            ["root"],
            [[1, 2, 3, None, None, 4, 5], []],
            "links/python/297_accepted_preorder.py",
        ),
        (
            TINY_URL_STATEMENT,
            TINY_URL_STARTER,
            "Starter.java",
            "encode-and-decode-tinyurl",
            ["url"],
            ["https://leetcode.com/problems/design-tinyurl"],
            "links/python/535_accepted_counter.py",
        ),
    ],
)
def test_examples_that_give_a_drivers_inputs_make_a_driven_problem(
    tmp_path: Path,
    statement: str,
    starter: str,
    starter_name: str,
    slug: str,
    driven_params: list,
    expected: list,
    solution: str,
) -> None:
    result = add(tmp_path, statement, starter, starter_name)
    assert result.returncode == 0, result.stderr
    assert "judged as LeetCode's own driver does" in result.stdout
    signature = meta(tmp_path, slug)["signature"]
    assert signature.get("manual") is True or signature["classname"] == "Codec"
    assert [param["name"] for param in signature["params"]] == driven_params
    cases = json.loads((problems_folder(tmp_path) / slug / "data" / "cases.json").read_text(encoding="utf-8"))
    assert [case["expected"] for case in cases] == expected
    code = (ROOT / "tests" / solution).read_text(encoding="utf-8")
    assert verdict(tmp_path, "solution.py", code) == ("Accepted", len(expected))


MINI_PARSER_STATEMENT = """385. Mini Parser
Medium
Read a nested list of integers from its text.

Example 1:

Input: s = "324"
Output: 324
Example 2:

Input: s = "[123,[456,[789]]]"
Output: [123,[456,[789]]]

Constraints:

1 <= s.length <= 5 * 104
"""
# LeetCode's Python3 starter of 385 (its NestedInteger comment cut short).
MINI_PARSER_STARTER = '''# """
# This is the interface that allows for creating nested lists.
# """
#class NestedInteger:
#    def isInteger(self):

class Solution:
    def deserialize(self, s: str) -> NestedInteger:
        \n'''
NESTED_ITERATOR_STATEMENT = """341. Flatten Nested List Iterator
Medium
Walk a nested list of integers in order.

Example 1:

Input: nestedList = [[1,1],2,[1,1]]
Output: [1,1,2,1,1]
Example 2:

Input: nestedList = [1,[4,[6]]]
Output: [1,4,6]
"""
# LeetCode's Python3 starter of 341: its list of NestedIntegers is written [NestedInteger].
NESTED_ITERATOR_STARTER = """class NestedIterator:
    def __init__(self, nestedList: [NestedInteger]):
    \n    def next(self) -> int:
    \n    def hasNext(self) -> bool:
        \n
# Your NestedIterator object will be instantiated and called as such:
# i, v = NestedIterator(nestedList), []
# while i.hasNext(): v.append(i.next())
"""


@pytest.mark.parametrize(
    ("statement", "starter", "slug", "said", "expected", "solution"),
    [
        (
            MINI_PARSER_STATEMENT,
            MINI_PARSER_STARTER,
            "mini-parser",
            "deserialize(s: string) -> NestedInteger",
            [324, [123, [456, [789]]]],
            "links/python/385_accepted_recursive.py",
        ),
        (
            NESTED_ITERATOR_STATEMENT,
            NESTED_ITERATOR_STARTER,
            "flatten-nested-list-iterator",
            "from which a NestedIterator is made and then asked for next while hasNext is true",
            [[1, 1, 2, 1, 1], [1, 4, 6]],
            "links/python/341_accepted_stack.py",
        ),
    ],
)
def test_a_nested_integers_page_makes_its_problem(
    tmp_path: Path, statement: str, starter: str, slug: str, said: str, expected: list, solution: str
) -> None:
    result = add(tmp_path, statement, starter)
    assert result.returncode == 0, result.stderr
    assert said in result.stdout, result.stdout
    cases = json.loads((problems_folder(tmp_path) / slug / "data" / "cases.json").read_text(encoding="utf-8"))
    assert [case["expected"] for case in cases] == expected
    code = (ROOT / "tests" / solution).read_text(encoding="utf-8")
    assert verdict(tmp_path, "solution.py", code) == ("Accepted", len(expected))


GRAPH_STATEMENT = """133. Clone Graph
Medium
Return a copy of a connected undirected graph, given one of its nodes.

Example 1:

Input: adjList = [[2,4],[1,3],[2,4],[1,3]]
Output: [[2,4],[1,3],[2,4],[1,3]]
Example 2:

Input: adjList = []
Output: []
"""
GRAPH_STARTER = """\"\"\"
# Definition for a Node.
class Node:
    def __init__(self, val = 0, neighbors = None):
        self.val = val
        self.neighbors = neighbors if neighbors is not None else []
\"\"\"

from typing import Optional
class Solution:
    def cloneGraph(self, node: Optional['Node']) -> Optional['Node']:
        \n"""
NEXT_STATEMENT = """117. Populating Next Right Pointers in Each Node II
Medium
Point each node's next at the node to its right on its level.

Example 1:

Input: root = [1,2,3,4,5,null,7]
Output: [1,#,2,3,#,4,5,7,#]
"""
MULTILEVEL_STATEMENT = """430. Flatten a Multilevel Doubly Linked List
Medium
Flatten a list whose nodes may have a child list into one level, each child list after its parent.

Example 1:

Input: head = [1,2,3,4,5,6,null,null,null,7,8,9,10,null,null,11,12]
Output: [1,2,3,7,8,11,12,9,10,4,5,6]
Example 2:

Input: head = [1,2,null,3]
Output: [1,3,2]
Example 3:

Input: head = []
Output: []
"""
MULTILEVEL_STARTER = """\"\"\"
# Definition for a Node.
class Node:
    def __init__(self, val, prev, next, child):
        self.val = val
        self.prev = prev
        self.next = next
        self.child = child
\"\"\"

class Solution:
    def flatten(self, head: 'Optional[Node]') -> 'Optional[Node]':
        \n"""
NEXT_STARTER = """public class Solution {
    public Node connect(Node root) {

    }
}
"""


@pytest.mark.parametrize(
    ("statement", "starter", "starter_name", "slug", "cases", "solution"),
    [
        (
            GRAPH_STATEMENT,
            GRAPH_STARTER,
            "starter.py",
            "clone-graph",
            [({"node": [[2, 4], [1, 3], [2, 4], [1, 3]]}, [[2, 4], [1, 3], [2, 4], [1, 3]]), ({"node": []}, [])],
            "links/python/133_accepted_dfs.py",
        ),
        (
            NEXT_STATEMENT,
            NEXT_STARTER,
            "Starter.java",
            "populating-next-right-pointers-in-each-node-ii",
            [({"root": [1, 2, 3, 4, 5, None, 7]}, [1, "#", 2, 3, "#", 4, 5, 7, "#"])],
            "links/python/117_accepted_queue.py",
        ),
        (
            MULTILEVEL_STATEMENT,
            MULTILEVEL_STARTER,
            "starter.py",
            "flatten-a-multilevel-doubly-linked-list",
            [
                (
                    {"head": [1, 2, 3, 4, 5, 6, None, None, None, 7, 8, 9, 10, None, None, 11, 12]},
                    [1, 2, 3, 7, 8, 11, 12, 9, 10, 4, 5, 6],
                ),
                ({"head": [1, 2, None, 3]}, [1, 3, 2]),
                ({"head": []}, []),
            ],
            "links/python/430_accepted_stack.py",
        ),
    ],
)
def test_leetcodes_other_node_classes_are_added_from_their_pages(
    tmp_path: Path, statement: str, starter: str, starter_name: str, slug: str, cases: list, solution: str
) -> None:
    result = add(tmp_path, statement, starter, starter_name)
    assert result.returncode == 0, result.stderr
    written = json.loads((problems_folder(tmp_path) / slug / "data" / "cases.json").read_text(encoding="utf-8"))
    assert [(case["input"], case["expected"]) for case in written] == cases
    code = (ROOT / "tests" / solution).read_text(encoding="utf-8")
    assert verdict(tmp_path, "solution.py", code) == ("Accepted", len(cases))


PEEKING_STATEMENT = """284. Peeking Iterator
Medium
Design an iterator that supports peek as well as hasNext and next.

Example 1:

Input
["PeekingIterator", "next", "peek", "next", "next", "hasNext"]
[[[1, 2, 3]], [], [], [], [], []]
Output
[null, 1, 2, 2, 3, false]
"""
# LeetCode's Python starter of 284 types the constructor's parameter in its docstring only.
PEEKING_STARTER = """class PeekingIterator:
    def __init__(self, iterator):
        \"\"\"
        :type iterator: Iterator
        \"\"\"

    def peek(self):
        \"\"\"
        :rtype: int
        \"\"\"

    def next(self):
        \"\"\"
        :rtype: int
        \"\"\"

    def hasNext(self):
        \"\"\"
        :rtype: bool
        \"\"\"
"""
PEEKING_JAVA = """class PeekingIterator implements Iterator<Integer> {
    public PeekingIterator(Iterator<Integer> iterator) {
    }

    public Integer peek() {
    }

    @Override
    public Integer next() {
    }

    @Override
    public boolean hasNext() {
    }
}
"""


@pytest.mark.parametrize(("starter", "starter_name"), [(PEEKING_STARTER, "starter.py"), (PEEKING_JAVA, "Starter.java")])
def test_a_peeking_iterator_is_made_from_leetcodes_iterator(tmp_path: Path, starter: str, starter_name: str) -> None:
    result = add(tmp_path, PEEKING_STATEMENT, starter, starter_name)
    assert result.returncode == 0, result.stderr
    assert "class PeekingIterator(iterator: Iterator)" in result.stdout
    signature = meta(tmp_path, "peeking-iterator")["signature"]
    assert signature["constructor"]["params"] == [{"type": "integer[]", "name": "nums"}]
    code = (ROOT / "tests" / "links" / "python" / "284_accepted_on_demand.py").read_text(encoding="utf-8")
    assert verdict(tmp_path, "solution.py", code) == ("Accepted", 1)


INSERT_STATEMENT = """701. Insert into a Binary Search Tree
Medium
Insert a value into a binary search tree and return its root; any valid tree is accepted.

Example 1:

Input: root = [4,2,7,1,3], val = 5
Output: [4,2,7,1,3,5]
Example 2:

Input: root = [4,2,7,1,3,null,null,null,null,null,null], val = 5
Output: [4,2,7,1,3,5]
"""
INSERT_STARTER = """class Solution:
    def insertIntoBST(self, root: Optional[TreeNode], val: int) -> Optional[TreeNode]:
        \n"""
INSERT_SOLUTIONS = {
    "solution.py": """class Solution:
    def insertIntoBST(self, root: Optional[TreeNode], val: int) -> Optional[TreeNode]:
        if root is None:
            return TreeNode(val)
        node = root
        while True:
            side = "left" if val < node.val else "right"
            if getattr(node, side) is None:
                setattr(node, side, TreeNode(val))
                return root
            node = getattr(node, side)
""",
    "solution.cpp": """class Solution {
public:
    TreeNode* insertIntoBST(TreeNode* root, int val) {
        if (!root) return new TreeNode(val);
        TreeNode* node = root;
        while (true) {
            TreeNode*& next = val < node->val ? node->left : node->right;
            if (!next) { next = new TreeNode(val); return root; }
            node = next;
        }
    }
};
""",
}


@pytest.mark.parametrize("name", sorted(INSERT_SOLUTIONS))
def test_a_trees_trailing_nulls_on_leetcodes_page_are_read_as_leetcode_reads_them(tmp_path: Path, name: str) -> None:
    # 701's example 3 writes its tree with six trailing nulls: the same tree as example 1's.
    result = add(tmp_path, INSERT_STATEMENT, INSERT_STARTER)
    assert result.returncode == 0, result.stderr
    folder = problems_folder(tmp_path) / "insert-into-a-binary-search-tree"
    written = json.loads((folder / "data" / "cases.json").read_text(encoding="utf-8"))
    assert written[1]["input"]["root"] == [4, 2, 7, 1, 3, None, None, None, None, None, None]
    assert verdict(tmp_path, name, INSERT_SOLUTIONS[name]) == ("Accepted", 2)
