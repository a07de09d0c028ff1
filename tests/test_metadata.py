"""A problem's signature written as LeetCode's own metaData: its type names, "return" and "output".

LeetCode publishes each problem's code description as JSON (`metaData`); a problem.json may carry it
verbatim as its "signature", and the kit reads it as the signature in its own words.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from judge.core.problems import find_problem
from judge.core.signature import SignatureError, Type, input_problem, parse_signature, parse_type
from judge.languages import language_named

from .conftest import ROOT, run_judge

# As LeetCode publishes them (key order as it comes: "type" before "name" in places).
COMBINATION_SUM = {
    "name": "combinationSum",
    "params": [{"name": "candidates", "type": "integer[]"}, {"type": "integer", "name": "target"}],
    "return": {"type": "list<list<integer>>"},
}
SUDOKU = {
    "name": "solveSudoku",
    "params": [{"name": "board", "type": "character[][]"}],
    "return": {"type": "void"},
    "output": {"paramindex": 0},
}


@pytest.mark.parametrize(
    ("leetcode", "kit"),
    [
        ("integer", "int"),
        ("long", "long"),
        ("double", "double"),
        ("boolean", "bool"),
        ("character", "char"),
        ("string", "string"),
        ("integer[]", "int[]"),
        ("integer[][]", "int[][]"),
        ("character[][]", "char[][]"),
        ("list<integer>", "list<int>"),
        ("list<list<string>>", "list<list<string>>"),
        ("list<boolean>", "list<bool>"),
        ("string[]", "string[]"),
    ],
)
def test_leetcodes_type_names_are_the_kits(leetcode: str, kit: str) -> None:
    assert parse_type(leetcode) == parse_type(kit)


PREORDER = {"name": "preorder", "params": [{"name": "root", "type": "Node"}], "return": {"type": "list<integer>"}}


@pytest.mark.parametrize(
    ("root", "said"),
    [
        ([1, None, 3, 2, 4, None, 5, 6], None),
        ([], None),
        ([1], None),
        ([1, 3], "must start with the root's value and a null"),
        ([1, None, 3, None], "not end with null"),
        ([1, None, 2, None, None, None, 3], "[5] has no parent"),
        ([1, None, "2"], "[2] must be a 32-bit integer or null"),
    ],
)
def test_an_n_ary_tree_is_read_in_leetcodes_serialization(root: list, said: str | None) -> None:
    signature = parse_signature(PREORDER)
    assert signature.params[0].type == Type("Node")
    found = input_problem(signature, {"root": root})
    assert found is None if said is None else said in (found or ""), found


def test_metadata_reads_as_the_problems_own_signature() -> None:
    own = find_problem("39").signature
    read = parse_signature(COMBINATION_SUM)
    assert read.name == own.name and read.returns == own.returns
    assert [(param.name, param.type) for param in read.params] == [(param.name, param.type) for param in own.params]
    sudoku = parse_signature(SUDOKU)
    assert sudoku == find_problem("37").signature  # "output": {"paramindex": 0} is the in-place answer


@pytest.mark.parametrize(
    ("metadata", "said"),
    [
        (
            {"name": "f", "params": [{"name": "roots", "type": "list<list<TreeNode>>"}], "return": {"type": "integer"}},
            "unknown type 'list<list<TreeNode>>'",
        ),
        (
            {"classname": "LRUCache", "constructor": {"params": []}, "methods": [], "systemdesign": True},
            '"methods" must name at least one method',
        ),
        ({**SUDOKU, "output": {"paramindex": 3}}, '"output" must be {"paramindex": K}'),
        ({**COMBINATION_SUM, "return": "integer"}, 'LeetCode\'s "return" must be an object with a "type"'),
    ],
)
def test_what_the_kit_cannot_judge_yet_is_named(metadata: dict, said: str) -> None:
    with pytest.raises(SignatureError) as raised:
        parse_signature(metadata)
    assert said in str(raised.value)


@pytest.mark.timeout(300)
@pytest.mark.parametrize("language", ["python", "cpp", "java", "go"])
def test_a_problem_written_in_metadata_is_judged_as_the_original(tmp_path: Path, language: str) -> None:
    if language_named(language).missing_toolchain() is not None:
        pytest.skip(f"{language} is not installed here")
    problems = tmp_path / "problems"
    shutil.copytree(ROOT / "problems" / "combination-sum", problems / "combination-sum")
    meta_path = problems / "combination-sum" / "problem.json"
    meta = json.loads(meta_path.read_text())
    # LeetCode's metaData, with the kit's own "min"/"max" added where the original has them (the
    # starter's constraint line comes from them).
    target = {**COMBINATION_SUM["params"][1], "min": 1, "max": 40}
    meta["signature"] = {**COMBINATION_SUM, "params": [COMBINATION_SUM["params"][0], target]}
    meta_path.write_text(json.dumps(meta))
    env = {"JUDGE_PROBLEMS_DIR": str(problems), "JUDGE_SOLUTIONS_DIR": str(ROOT / "solutions")}
    extension = language_named(language).extensions[0]
    reference = ROOT / "solutions" / "combination-sum" / "reference" / f"reference{extension}"
    report = run_judge("test", str(reference), "--problem", "39", "--json", env=env).json()
    assert report["verdict"] == "Accepted", report["cases"][0]
    first, second = tmp_path / f"a{extension}", tmp_path / f"b{extension}"
    original = run_judge("new", "39", str(first), "--language", language)
    written = run_judge("new", "39", str(second), "--language", language, env=env)
    assert original.returncode == written.returncode == 0
    # The same starter, but for its own path in the line that says how to judge it.
    assert first.read_text().replace(str(first), "FILE") == second.read_text().replace(str(second), "FILE")


def test_node_types_read_from_metadata() -> None:
    merge = parse_signature(
        {"name": "mergeKLists", "params": [{"name": "lists", "type": "ListNode[]"}], "return": {"type": "ListNode"}}
    )
    assert (str(merge.params[0].type), str(merge.returns)) == ("ListNode[]", "ListNode")
    flatten = parse_signature(
        {
            "name": "flatten",
            "params": [{"name": "root", "type": "TreeNode"}],
            "return": {"type": "void"},
            "output": {"paramindex": 0},
        }
    )
    assert flatten.in_place and flatten.answer_type.is_node


@pytest.mark.parametrize(
    ("value", "said"),
    [
        ([1, None, 2, 3], None),
        ([], None),
        ([None], "must start with the root's value"),
        ([1, 2, None], None),  # trailing nulls where the nodes have those children, as LeetCode's 701 shows
        ([4, 2, 7, 1, 3, None, None, None, None, None, None], None),
        ([1, 2, None, None, None, None], "root[5] has no parent"),
        ([1, None, None, 2], "root[3] has no parent"),
        ([1, "2"], "root[1] must be a 32-bit integer or null"),
        ({"val": 1}, "root must be a list (TreeNode"),
    ],
)
def test_a_tree_input_is_level_order(value: object, said: str | None) -> None:
    from judge.core.signature import Type, type_problem

    problem = type_problem(value, Type("TreeNode"), "root")
    assert problem == said if said is None else said in (problem or "")


def test_a_trees_trailing_nulls_are_dropped_before_a_harness_reads_it() -> None:
    from judge.core.signature import Type, level_order

    signature = parse_signature(
        {
            "name": "insertIntoBST",
            "params": [{"name": "root", "type": "TreeNode"}, {"name": "val", "type": "integer"}],
            "return": {"type": "TreeNode"},
        }
    )
    # LeetCode's example 3 of 701, as its page shows it.
    given = {"root": [4, 2, 7, 1, 3, None, None, None, None, None, None], "val": 5}
    assert signature.arguments(given) == [[4, 2, 7, 1, 3], 5]
    assert level_order([[1, None], [], None], Type("list", Type("TreeNode"))) == [[1], [], None]
    assert level_order([1, None], Type("list", Type("int"))) == [1, None]
    # A design class's calls: 173's constructor takes a tree.
    iterator = parse_signature(
        {
            "classname": "BSTIterator",
            "constructor": {"params": [{"type": "TreeNode", "name": "root"}]},
            "methods": [{"name": "next", "params": [], "return": {"type": "integer"}}],
            "systemdesign": True,
        }
    )
    calls = {"operations": ["BSTIterator", "next"], "arguments": [[[7, 3, 15, None, None]], []]}
    assert iterator.arguments(calls) == [["BSTIterator", "next"], [[[7, 3, 15]], []]]
