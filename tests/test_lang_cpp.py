"""C++ as LeetCode runs it: compiler messages and sanitizer reports on the user's own lines, clang 19
or g++ standing in, LeetCode's declarations. What every language does alike (prints, globals kept
between cases, the starter, the build cache, no program left running after a time-out) is
tests/test_language_behaviours.py's; each example's verdict is tests/test_verify.py's."""

from __future__ import annotations

import json
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from judge.languages.cpp import Cpp

from .conftest import ROOT, judged, run_judge, write

pytestmark = pytest.mark.skipif(
    Cpp().missing_toolchain() is not None, reason="g++ is not installed (apt-get install -y g++)"
)

SOLUTIONS = ROOT / "solutions"


@pytest.fixture(scope="module")
def reports() -> dict[str, dict[str, Any]]:
    """The reports of the files that need nothing but a judge, judged side by side: each one is a
    compile of its own, the slow part of this file."""
    jobs: dict[str, tuple[Path, tuple[str, ...], dict[str, str] | None]] = {
        "reference": (SOLUTIONS / "n-queens" / "reference" / "reference.cpp", (), None),
        "no method": (SOLUTIONS / "n-queens" / "reference" / "reference.cpp", ("--problem", "52"), None),
        "memory": (SOLUTIONS / "n-queens-ii" / "memory_limit_exceeded" / "dense_memo.cpp", (), None),
        "out of range": (SOLUTIONS / "n-queens-ii" / "runtime_error" / "out_of_range.cpp", (), None),
        "null pointer": (SOLUTIONS / "n-queens-ii" / "runtime_error" / "null_pointer.cpp", (), None),
        "type error": (SOLUTIONS / "n-queens-ii" / "compile_error" / "type_error.cpp", (), None),
        "semicolon": (SOLUTIONS / "n-queens" / "compile_error" / "missing_semicolon.cpp", (), None),
    }
    done = {"reference": judged(jobs["reference"][0])}  # the first C++ build precompiles the headers
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = {name: pool.submit(judged, path, *args, env=env) for name, (path, args, env) in jobs.items()}
        done.update({name: future.result() for name, future in futures.items() if name not in done})
    return done


def test_each_file_gets_its_verdict(reports: dict[str, dict[str, Any]]) -> None:
    verdicts = {name: report["verdict"] for name, report in reports.items()}
    assert verdicts == {
        "reference": "Accepted",
        "no method": "Compile Error",
        "memory": "Memory Limit Exceeded",
        "out of range": "Runtime Error",
        "null pointer": "Runtime Error",
        "type error": "Compile Error",
        "semicolon": "Compile Error",
    }
    assert {report["language"] for report in reports.values()} == {"cpp"}


def test_out_of_range_is_named_by_the_standard_library_check(reports: dict[str, dict[str, Any]]) -> None:
    first = next(case for case in reports["out of range"]["cases"] if case["verdict"] != "Accepted")
    assert first["name"] == "n=2"
    assert "out of range" in first["message"] and "__n < this->size()" in first["message"]


def test_a_type_error_points_at_the_users_line(reports: dict[str, dict[str, Any]]) -> None:
    error = reports["type error"]["compile_error"]
    assert error["line"] == 17
    assert error["text"].strip().startswith("return placements;")
    message = error["message"].replace("\u2018", "'").replace("\u2019", "'")
    if Cpp().clang() is not None:
        assert "no viable conversion" in message and "to function return type 'int'" in message
    else:
        assert "cannot convert" in message and "to 'int'" in message
    assert "type_error.cpp:17:" in error["output"]
    assert "judge_main" not in error["output"] and "judge_native" not in error["output"]


def test_a_missing_semicolon_after_the_class_is_reported_at_the_users_last_line(
    reports: dict[str, dict[str, Any]],
) -> None:
    lines = (
        (SOLUTIONS / "n-queens" / "compile_error" / "missing_semicolon.cpp").read_text(encoding="utf-8").splitlines()
    )
    error = reports["semicolon"]["compile_error"]
    assert error["line"] == len(lines)
    assert error["text"] == "}"
    assert "expected" in error["message"] and ";" in error["message"]


def test_a_file_without_the_method_is_a_compile_error_naming_it(reports: dict[str, dict[str, Any]]) -> None:
    assert "class Solution has no method totalNQueens" in reports["no method"]["compile_error"]["message"]


def test_a_null_dereference_names_the_users_line(reports: dict[str, dict[str, Any]]) -> None:
    text = (SOLUTIONS / "n-queens-ii" / "runtime_error" / "null_pointer.cpp").read_text(encoding="utf-8")
    line = next(number for number, source in enumerate(text.splitlines(), 1) if "q->next != nullptr" in source)
    message = reports["null pointer"]["cases"][0]["message"]
    assert f"line {line}" in message and "null pointer" in message


def test_a_main_of_the_files_own_is_a_compile_error_as_on_leetcode(tmp_path: Path) -> None:
    solution = (
        "class Solution {\npublic:\n    int totalNQueens(int n) {\n"
        "        return vector<int>{1, 0, 0, 2, 10, 4, 40, 92, 352}[n - 1];\n    }\n};\n"
    )
    path = write(tmp_path, "own_main.cpp", solution + "\nint main() {\n    cout << Solution().totalNQueens(8);\n}\n")
    report = judged(path)
    error = report["compile_error"]
    assert report["verdict"] == "Compile Error" and error["line"] == 8, error
    # clang's words (LeetCode's compiler), whichever compiler is here: the file never reaches it.
    assert "conflicting types for 'main'" in error["message"] and error["text"] == "int main() {"


def test_a_file_including_bits_stdcxx_compiles(tmp_path: Path) -> None:
    # The header LeetCode users include most, over the precompiled prelude that already holds it:
    # clang keeps each of its headers open, and compiling under a run's 64 open files failed.
    solution = (
        "#include <bits/stdc++.h>\nusing namespace std;\n\nclass Solution {\npublic:\n    int totalNQueens(int n) {\n"
        "        return vector<int>{1, 0, 0, 2, 10, 4, 40, 92, 352}[n - 1];\n    }\n};\n"
    )
    report = judged(write(tmp_path, "bits.cpp", solution))
    assert report["verdict"] == "Accepted", report.get("compile_error")


# LeetCode's C++ declarations of the four problems like N-Queens (shared/REFERENCE.md), from their signatures:
# vectors by reference, strings by value.
SIMILAR = {
    "void solveSudoku(vector<vector<char>>& board)": {
        "name": "solveSudoku",
        "params": [{"name": "board", "type": "char[][]"}],
        "returns": "void",
        "answer": "board",
    },
    "bool judgePoint24(vector<int>& cards)": {
        "name": "judgePoint24",
        "params": [{"name": "cards", "type": "int[]"}],
        "returns": "bool",
    },
    "vector<vector<char>> updateBoard(vector<vector<char>>& board, vector<int>& click)": {
        "name": "updateBoard",
        "params": [{"name": "board", "type": "char[][]"}, {"name": "click", "type": "int[]"}],
        "returns": "char[][]",
    },
    "int findMinStep(string board, string hand)": {
        "name": "findMinStep",
        "params": [{"name": "board", "type": "string"}, {"name": "hand", "type": "string"}],
        "returns": "int",
    },
}


def test_declarations_are_leetcodes() -> None:
    from judge.core.signature import parse_signature

    for text, signature in SIMILAR.items():
        assert Cpp().signature_text(parse_signature(signature)) == text
    sudoku = Cpp().starter(parse_signature(next(iter(SIMILAR.values()))), [], [])
    assert "        // Do not return anything, modify board in-place instead.\n    }\n};\n" in sudoku, sudoku


def test_clang_19_compiles_when_installed_and_g_plus_plus_says_it_stands_in(monkeypatch: pytest.MonkeyPatch) -> None:
    clang = Cpp().clang()
    if clang is not None:
        assert Cpp().compiler_path() == clang and Cpp().environment_gaps() == []
        assert Cpp().flags()[:2] == ("--driver-mode=g++", "-std=c++23")  # the real path is the plain driver
        assert "clang version 19" in Cpp().toolchain_version()
        assert Cpp().build_warnings() == ()
    with_clang = Cpp().identity()
    monkeypatch.setattr(Cpp, "clang", lambda self: None)
    assert "g++" in Cpp().compiler_path()
    assert "-std=gnu++23" in Cpp().flags() and "--driver-mode=g++" not in Cpp().flags()
    (warning,) = Cpp().build_warnings()
    assert "compiled with g++" in warning and "apt-get install -y clang-19" in warning
    if clang is not None:
        assert Cpp().identity() != with_clang  # a build by one compiler is never reused for the other


def test_the_report_names_the_compiler_that_built(reports: dict[str, dict[str, Any]]) -> None:
    expected = "clang version 19" if Cpp().clang() is not None else "g++"
    assert expected in reports["reference"]["toolchain"]


def test_a_report_compiled_by_gxx_says_leetcode_uses_clang(monkeypatch: pytest.MonkeyPatch) -> None:
    from judge.core.problems import find_problem
    from judge.languages.source import Submission
    from judge.pipeline import JudgeRequest, judge

    monkeypatch.setattr(Cpp, "clang", lambda self: None)
    source = "class Solution {\npublic:\n    int totalNQueens(int n) { return n == 1 ? 1 : 0; }\n};\n"
    problem = find_problem("52")
    submission = Submission("g.cpp", source, source.encode(), "cpp")
    report = judge(JudgeRequest(submission, problem, cases=tuple(problem.cases()[:1])))
    assert any("compiled with g++: LeetCode compiles C++ with clang 19" in line for line in report.warnings)
    assert "clang-19" in " ".join(report.warnings)


@pytest.mark.parametrize(
    ("code", "feature", "since"),
    [
        ("std::vector<int> v{1, 2}; return (v | std::ranges::to<std::vector>()).size();", "to", 14),
        ('return std::format("{}", n).size();', "format", 13),
    ],
)
def test_a_library_feature_this_machine_lacks_says_which_libstdcxx_has_it(
    tmp_path: Path, code: str, feature: str, since: int
) -> None:
    release = Cpp().library_release()
    if not release or release[0] >= since:
        pytest.skip(f"this machine's libstdc++ has std::{feature}")
    source = f"class Solution {{\npublic:\n    int totalNQueens(int n) {{ {code} }}\n}};\n"
    report = judged(write(tmp_path, "newer.cpp", source), "--problem", "52")
    assert report["verdict"] == "Compile Error"
    message = report["compile_error"]["message"]
    assert f"{feature} is in the C++23 standard library LeetCode compiles with" in message, message
    assert f"install g++-{since} or later" in message


FAKE_COMPILER = """#!/bin/sh
# Logs each run, takes a moment as a real precompile does, and writes the file after -o.
echo run >> "$JUDGE_TEST_LOG"
sleep 1
while [ "$#" -gt 0 ]; do
    if [ "$1" = "-o" ]; then shift; echo compiled > "$1"; fi
    shift
done
"""
BUILD_PRELUDE = """
import sys
from judge.languages.cpp import Cpp
from judge.languages.native import precompiled_prelude
print(precompiled_prelude(Cpp(), sys.argv[1]))
"""


def test_judges_needing_the_prelude_at_once_build_it_once(tmp_path: Path) -> None:
    """Two grading workers, cold: one precompiles the prelude, the other waits and uses that build."""
    import subprocess
    import sys

    compiler = tmp_path / "fake-clang++"
    compiler.write_text(FAKE_COMPILER)
    compiler.chmod(0o755)
    log = tmp_path / "runs.log"
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "JUDGE_TEST_LOG": str(log)}
    command = [sys.executable, "-c", BUILD_PRELUDE, str(compiler)]
    judges = [subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.PIPE, text=True) for _ in range(3)]
    headers = {judge.communicate(timeout=60)[0].strip() for judge in judges}
    assert len(headers) == 1 and headers.pop().endswith("judge_prelude.hpp")
    assert log.read_text().splitlines() == ["run"]


# LeetCode's C++ declarations of problems on its trees and linked lists (shared/REFERENCE.md).
NODE_DECLARATIONS = {
    "TreeNode* invertTree(TreeNode* root)": {
        "name": "invertTree",
        "params": [{"name": "root", "type": "TreeNode"}],
        "returns": "TreeNode",
    },
    "ListNode* mergeKLists(vector<ListNode*>& lists)": {
        "name": "mergeKLists",
        "params": [{"name": "lists", "type": "ListNode[]"}],
        "returns": "ListNode",
    },
    "vector<ListNode*> splitListToParts(ListNode* head, int k)": {
        "name": "splitListToParts",
        "params": [{"name": "head", "type": "ListNode"}, {"name": "k", "type": "int"}],
        "returns": "ListNode[]",
    },
    "vector<TreeNode*> generateTrees(int n)": {
        "name": "generateTrees",
        "params": [{"name": "n", "type": "int"}],
        "returns": "list<TreeNode>",
    },
    "void flatten(TreeNode* root)": {
        "name": "flatten",
        "params": [{"name": "root", "type": "TreeNode"}],
        "returns": "void",
        "answer": "root",
    },
}


def test_node_declarations_and_the_starters_definitions_are_leetcodes() -> None:
    from judge.core.signature import parse_signature

    signatures = {text: parse_signature(signature) for text, signature in NODE_DECLARATIONS.items()}
    for text, signature in signatures.items():
        assert Cpp().signature_text(signature) == text
    # LeetCode's comment above the class: the struct the judge declares, and only the one used.
    merge = Cpp().starter(signatures["ListNode* mergeKLists(vector<ListNode*>& lists)"], [], [])
    assert merge.startswith(
        "/**\n * Definition for singly-linked list.\n * struct ListNode {\n *     int val;\n *     ListNode *next;\n"
        " *     ListNode() : val(0), next(nullptr) {}\n *     ListNode(int x) : val(x), next(nullptr) {}\n"
        " *     ListNode(int x, ListNode *next) : val(x), next(next) {}\n * };\n */\nclass Solution {\n"
    ), merge
    assert "TreeNode" not in merge
    flatten = Cpp().starter(signatures["void flatten(TreeNode* root)"], [], [])
    assert (
        " *     TreeNode() : val(0), left(nullptr), right(nullptr) {}\n"
        " *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}\n"
        " *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}\n"
    ) in flatten


def node_problems(folder: Path) -> dict[str, str]:
    """Two problems on LeetCode's nodes: reversing a list, flattening a tree in place (LeetCode 114)."""
    root = folder / "problems"
    signatures = {
        "reverse-list": {
            "name": "reverseList",
            "params": [{"name": "head", "type": "ListNode"}],
            "returns": "ListNode",
        },
        "flatten": {
            "name": "flatten",
            "params": [{"name": "root", "type": "TreeNode"}],
            "return": {"type": "void"},
            "output": {"paramindex": 0},
        },
    }
    cases = {
        "reverse-list": [
            {"name": "three", "input": {"head": [1, 2, 3]}, "expected": [3, 2, 1]},
            {"name": "empty", "input": {"head": []}, "expected": []},
        ],
        "flatten": [
            {
                "name": "six",
                "input": {"root": [1, 2, 5, 3, 4, None, 6]},
                "expected": [1, None, 2, None, 3, None, 4, None, 5, None, 6],
            },
            {"name": "empty", "input": {"root": []}, "expected": []},
        ],
    }
    for number, slug in enumerate(signatures, 9221):
        (root / slug / "data").mkdir(parents=True)
        problem = {
            "number": number,
            "slug": slug,
            "title": slug,
            "difficulty": "Easy",
            "signature": signatures[slug],
            "checker": "exact",
            "time_limit_ms": 1000,
            "memory_limit_mb": 256,
            "output_limit_mb": 1,
            "summary": slug,
        }
        (root / slug / "problem.json").write_text(json.dumps(problem), encoding="utf-8")
        (root / slug / "statement.md").write_text(f"# {slug}\n", encoding="utf-8")
        (root / slug / "data" / "cases.json").write_text(json.dumps(cases[slug]), encoding="utf-8")
    return {"JUDGE_PROBLEMS_DIR": str(root)}


def test_nodes_are_made_by_new_and_the_starter_compiles_as_it_is(tmp_path: Path) -> None:
    from judge.core.problems import load_problems
    from judge.learner.starter import starter

    env = node_problems(tmp_path)
    # A solution may delete its input's nodes (the judge made them with new, as LeetCode does) and
    # answer with nodes of its own, made by any of LeetCode's constructors.
    deleting = (
        "class Solution {\n"
        "public:\n"
        "    ListNode* reverseList(ListNode* head) {\n"
        "        ListNode* reversed = nullptr;\n"
        "        while (head) {\n"
        "            reversed = new ListNode(head->val, reversed);\n"
        "            ListNode* next = head->next;\n"
        "            delete head;\n"
        "            head = next;\n"
        "        }\n"
        "        return reversed;\n"
        "    }\n"
        "};\n"
    )
    flatten = next(problem for problem in load_problems(env["JUDGE_PROBLEMS_DIR"]) if problem.slug == "flatten")
    jobs = {
        "deleting": (write(tmp_path, "deleting.cpp", deleting), "9221"),
        # The starter compiles as it is (its definitions in a comment): a plain Wrong Answer.
        "starter": (write(tmp_path, "flatten.cpp", starter(flatten, Cpp(), "flatten.cpp")), "9222"),
    }
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {
            name: pool.submit(judged, path, "--problem", number, env=env) for name, (path, number) in jobs.items()
        }
        reports = {name: future.result() for name, future in futures.items()}
    assert reports["deleting"]["verdict"] == "Accepted", reports["deleting"]["cases"]
    assert [case["verdict"] for case in reports["starter"]["cases"]] == ["Wrong Answer", "Accepted"]


def test_a_design_starter_is_leetcodes_template_and_a_crash_names_its_call(tmp_path: Path) -> None:
    from .test_design import LRU, LRU_CASES, write_problem

    env = write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)
    target = tmp_path / "lru.cpp"
    result = run_judge("new", "9146", str(target), "--language", "cpp", env=env)
    assert result.returncode == 0, result.stderr
    text = target.read_text(encoding="utf-8")
    assert text.endswith(
        "class LRUCache {\npublic:\n    LRUCache(int capacity) {\n        \n    }\n    \n    int get(int key) {\n"
        "        return 0;\n    }\n    \n    void put(int key, int value) {\n        \n    }\n};\n\n/**\n"
        " * Your LRUCache object will be instantiated and called as such:\n"
        " * LRUCache* obj = new LRUCache(capacity);\n * int param_1 = obj->get(key);\n * obj->put(key,value);\n */\n"
    )
    # A call out of a vector's range aborts the process: the message still names the call.
    crashing = text.replace("return 0;", "vector<int> none;\n        return none[key];")
    jobs = {"starter": target, "crash": write(tmp_path, "crash.cpp", crashing)}
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {name: pool.submit(judged, path, env=env) for name, path in jobs.items()}
        reports = {name: future.result() for name, future in futures.items()}
    # The starter compiles and runs as it is, found by its class (no --problem): a plain Wrong Answer.
    assert reports["starter"]["verdict"] == "Wrong Answer", reports["starter"]["cases"][0]
    assert reports["starter"]["cases"][0]["details"]["first_wrong_call"] == 3
    crash = reports["crash"]["cases"][0]
    assert crash["verdict"] == "Runtime Error" and crash["message"].startswith("call 3, get: "), crash["message"]
    line = crashing[: crashing.index("return none[key]")].count("\n") + 1
    assert f"in get at line {line}:" in crash["message"]


# LeetCode's N-ary tree problems: reversing each node's children (the conformance vector nary_mirror),
# LeetCode 589's preorder.
NARY_MIRROR = {"name": "mirror", "params": [{"name": "root", "type": "Node"}], "returns": "Node"}
NARY_PREORDER = {"name": "preorder", "params": [{"name": "root", "type": "Node"}], "returns": "list<integer>"}
NARY_CASES = [
    {
        "name": "three levels",
        "input": {"root": [1, None, 3, 2, 4, None, 5, 6]},
        "expected": [1, None, 4, 2, 3, None, None, None, 6, 5],
    },
    {"name": "a chain", "input": {"root": [1, None, 2, None, 3]}, "expected": [1, None, 2, None, 3]},
]
# An LRU cache of the file's own class Node, as many C++ solutions declare one: no N-ary tree there.
LRU_OF_NODES = """class Node {
public:
    int key, value;
    Node(int key, int value) : key(key), value(value) {}
};

class LRUCache {
    int capacity;
    list<Node*> order;  // the most recently used first
    unordered_map<int, list<Node*>::iterator> where;

public:
    LRUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        auto found = where.find(key);
        if (found == where.end()) return -1;
        order.splice(order.begin(), order, found->second);
        return order.front()->value;
    }

    void put(int key, int value) {
        auto found = where.find(key);
        if (found != where.end()) {
            order.splice(order.begin(), order, found->second);
            order.front()->value = value;
            return;
        }
        order.push_front(new Node(key, value));
        where[key] = order.begin();
        if ((int)order.size() > capacity) {
            where.erase(order.back()->key);
            delete order.back();
            order.pop_back();
        }
    }
};
"""


def test_an_nary_tree_is_leetcodes_class_node_and_only_where_the_problem_has_one(tmp_path: Path) -> None:
    from judge.core.signature import parse_signature

    from .test_design import LRU, LRU_CASES, write_problem

    assert Cpp().signature_text(parse_signature(NARY_MIRROR)) == "Node* mirror(Node* root)"
    assert Cpp().signature_text(parse_signature(NARY_PREORDER)) == "vector<int> preorder(Node* root)"
    # LeetCode's comment is the class as it is, in a block comment.
    assert (
        Cpp()
        .starter(parse_signature(NARY_PREORDER), [], [])
        .startswith(
            "/*\n// Definition for a Node.\nclass Node {\npublic:\n    int val;\n    vector<Node*> children;\n\n"
            "    Node() {}\n\n    Node(int _val) {\n        val = _val;\n    }\n\n"
            "    Node(int _val, vector<Node*> _children) {\n        val = _val;\n        children = _children;\n    }\n"
            "};\n*/\n\nclass Solution {\npublic:\n    vector<int> preorder(Node* root) {\n"
        )
    )
    env = write_problem(tmp_path / "problems", "nary-mirror", 9232, NARY_MIRROR, NARY_CASES)
    write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)
    # A child hung in two places, a node made its own descendant: neither can be written. A leaf's
    # children are an empty vector: the chain's last node is one.
    shared = (
        "class Solution {\n"
        "public:\n"
        "    Node* mirror(Node* root) {\n"
        "        if (root->children.size() >= 2) root->children[1] = root->children[0];\n"
        "        else root->children[0]->children[0]->children.push_back(root);\n"
        "        return root;\n"
        "    }\n"
        "};\n"
    )
    # LeetCode's class defined again, uncommented from the starter: a compile error that says why.
    defined = "class Node {\npublic:\n    int val;\n    vector<Node*> children;\n};\n\n"
    defined += "class Solution {\npublic:\n    Node* mirror(Node* root) {\n        return root;\n    }\n};\n"
    jobs = {
        "shared": (write(tmp_path, "shared.cpp", shared), "9232"),
        "defined": (write(tmp_path, "defined.cpp", defined), "9232"),
        "lru": (write(tmp_path, "lru.cpp", LRU_OF_NODES), "9146"),
    }
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = {
            name: pool.submit(judged, path, "--problem", number, env=env) for name, (path, number) in jobs.items()
        }
        reports = {name: future.result() for name, future in futures.items()}
    cases = reports["shared"]["cases"]
    assert [case["message"] for case in cases] == ["Error: Found a cycle or a shared node in the Node tree"] * 2
    error = reports["defined"]["compile_error"]
    assert reports["defined"]["verdict"] == "Compile Error" and error["line"] == 1, error
    assert "the judge defines TreeNode, ListNode and Node as LeetCode does" in error["output"]
    assert reports["lru"]["verdict"] == "Accepted", reports["lru"].get("compile_error") or reports["lru"]["cases"]


def test_the_driver_is_compiled_once_per_signature_and_each_build_compiles_only_the_users_part() -> None:
    """The generated driver (reading arguments, writing answers, main) is one object per signature
    in the build cache; a build compiles the user's file with the calls into it, and links."""
    from judge.core.problems import find_problem

    problem = find_problem("52")
    plans = [
        Cpp().plan_build(path.read_text(encoding="utf-8"), str(path), problem.signature)
        for path in (
            SOLUTIONS / "n-queens-ii" / "reference" / "reference.cpp",
            SOLUTIONS / "n-queens-ii" / "accepted" / "bitmask.cpp",
        )
    ]
    objects = {argument for plan in plans for argument in plan.command if argument.endswith("judge_driver.o")}
    assert len(objects) == 1, [plan.command for plan in plans]
    (driver,) = objects
    assert Path(driver).is_file() and Path(driver).is_relative_to(Path(os.environ["XDG_CACHE_HOME"]))
    for plan in plans:
        assert "judge_driver.cpp" not in plan.files and os.path.dirname(driver) in plan.visible
        # What follows the user's file only calls into it: the driver's reading and writing are not compiled.
        assert "judge_case" not in plan.files["judge_main.cpp"] and "judge_solve" in plan.files["judge_main.cpp"]
    other = Cpp().plan_build(plans[0].files["solution.cpp"], "x.cpp", find_problem("51").signature)
    assert driver not in other.command  # another signature, another driver


def test_without_its_cached_driver_a_build_compiles_the_driver_with_the_users_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from judge.core.problems import find_problem
    from judge.languages import native
    from judge.languages.source import read_submission
    from judge.pipeline import JudgeRequest, judge

    monkeypatch.setattr(native, "compiled_driver", lambda *_arguments: None)
    path = SOLUTIONS / "lru-cache" / "reference" / "reference.cpp"
    problem = find_problem("146")
    plan = Cpp().plan_build(path.read_text(encoding="utf-8"), str(path), problem.signature)
    assert "judge_driver.cpp" in plan.files and "judge_driver.cpp" in plan.command
    assert judge(JudgeRequest(read_submission(path, problem=problem), problem)).verdict.value == "Accepted"


def test_the_solution_lives_until_its_answer_is_written(tmp_path: Path) -> None:
    """The nodes of an answer may belong to the Solution (a pool it owns): it is destroyed after
    the answer is read, as the driver held it before it was compiled apart."""
    source = """class Solution {
    vector<ListNode> pool;  // the answer's nodes, alive as long as the Solution
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        vector<int> values;
        for (ListNode* list : lists)
            for (; list; list = list->next) values.push_back(list->val);
        sort(values.begin(), values.end());
        pool.reserve(values.size());
        for (int value : values) pool.emplace_back(value);
        for (size_t i = 0; i + 1 < pool.size(); i++) pool[i].next = &pool[i + 1];
        return pool.empty() ? nullptr : &pool[0];
    }
};
"""
    report = judged(write(tmp_path, "pool.cpp", source))
    assert report["verdict"] == "Accepted", report["cases"][0]


# LeetCode's C++ templates of the problems its own drivers judge with an API or a node to delete,
# from the comment above the class to the method's opening line (the kit's starter adds the
# statement above them and a body that compiles). 237's shows ListNode as LeetCode's older problems do.
DRIVER_TEMPLATES = {
    "237": "/**\n * Definition for singly-linked list.\n * struct ListNode {\n *     int val;\n"
    " *     ListNode *next;\n *     ListNode(int x) : val(x), next(NULL) {}\n * };\n */\n"
    "class Solution {\npublic:\n    void deleteNode(ListNode* node) {\n",
    "278": "// The API isBadVersion is defined for you.\n// bool isBadVersion(int version);\n\n"
    "class Solution {\npublic:\n    int firstBadVersion(int n) {\n",
    "374": "/** \n * Forward declaration of guess API.\n * @param  num   your guess\n"
    " * @return \t     -1 if num is higher than the picked number\n"
    " *\t\t\t      1 if num is lower than the picked number\n *               otherwise return 0\n"
    " * int guess(int num);\n */\n\nclass Solution {\npublic:\n    int guessNumber(int n) {\n",
    # A Codec's round trip: 297's class Codec, with TreeNode as LeetCode's older problems show it, and
    # 535's older class Solution.
    "297": "/**\n * Definition for a binary tree node.\n * struct TreeNode {\n *     int val;\n"
    " *     TreeNode *left;\n *     TreeNode *right;\n *     TreeNode(int x) : val(x), left(NULL), right(NULL) {}\n"
    " * };\n */\nclass Codec {\npublic:\n\n    // Encodes a tree to a single string.\n"
    "    string serialize(TreeNode* root) {\n",
    "535": "class Solution {\npublic:\n\n    // Encodes a URL to a shortened URL.\n"
    "    string encode(string longUrl) {\n",
}
# The rest of those two templates: the second method, and LeetCode's comment on how its driver calls them.
CODEC_ENDINGS = {
    "297": "    }\n\n    // Decodes your encoded data to tree.\n    TreeNode* deserialize(string data) {\n",
    "535": "    }\n\n    // Decodes a shortened URL to its original URL.\n    string decode(string shortUrl) {\n",
}
CODEC_USAGE = {
    "297": "    }\n};\n\n// Your Codec object will be instantiated and called as such:\n// Codec ser, deser;\n"
    "// TreeNode* ans = deser.deserialize(ser.serialize(root));\n",
    "535": "    }\n};\n\n// Your Solution object will be instantiated and called as such:\n// Solution solution;\n"
    "// solution.decode(solution.encode(url));\n",
}


def test_the_drivers_starters_are_leetcodes_templates_and_compile_as_they_are(tmp_path: Path) -> None:
    from judge.core.problems import load_problems
    from judge.learner.starter import starter

    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    problems = {str(problem.number): problem for problem in load_problems(env["JUDGE_PROBLEMS_DIR"])}
    paths = {}
    for number, template in DRIVER_TEMPLATES.items():
        text = starter(problems[number], Cpp(), f"{number}.cpp")
        assert template in text, text
        if number in CODEC_USAGE:
            assert CODEC_ENDINGS[number] in text and text.endswith(CODEC_USAGE[number]), text
        paths[number] = write(tmp_path, f"starter_{number}.cpp", text)
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {number: pool.submit(judged, path, "--problem", number, env=env) for number, path in paths.items()}
        reports = {number: future.result() for number, future in futures.items()}
    # Each compiles and runs as it is: 237's list comes back whole, the others answer 0 (a Codec's
    # starter, the empty string there and an empty tree or string back).
    for number, report in reports.items():
        assert report["verdict"] == "Wrong Answer", (number, report["cases"][0])
    assert reports["237"]["cases"][0]["message"].startswith("expected [4, 1, 9], got [4, 5, 1, 9]")


# LeetCode's NestedInteger (341, 385): its whole class in the comment above both starters; 341's
# template from the class to LeetCode's comment on how its driver runs the iterator.
NESTED_INTEGER_API = (
    " * class NestedInteger {\n *   public:\n",
    " *     NestedInteger();\n",
    " *     NestedInteger(int value);\n",
    " *     bool isInteger() const;\n",
    " *     int getInteger() const;\n",
    " *     void setInteger(int value);\n",
    " *     void add(const NestedInteger &ni);\n",
    " *     const vector<NestedInteger> &getList() const;\n",
)
NESTED_TEMPLATES = {
    "341": " */\nclass NestedIterator {\npublic:\n    NestedIterator(vector<NestedInteger> &nestedList) {\n",
    "385": " */\nclass Solution {\npublic:\n    NestedInteger deserialize(string s) {\n",
}
ITERATOR_USAGE = (
    "/**\n * Your NestedIterator object will be instantiated and called as such:\n"
    " * NestedIterator i(nestedList);\n * while (i.hasNext()) cout << i.next();\n */\n"
)


def test_the_nested_integer_starters_are_leetcodes_templates_and_compile_as_they_are(tmp_path: Path) -> None:
    from judge.core.problems import load_problems
    from judge.learner.starter import starter

    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    problems = {str(problem.number): problem for problem in load_problems(env["JUDGE_PROBLEMS_DIR"])}
    paths = {}
    for number, template in NESTED_TEMPLATES.items():
        text = starter(problems[number], Cpp(), f"{number}.cpp")
        assert template in text and all(line in text for line in NESTED_INTEGER_API), text
        if number == "341":
            assert "    int next() {\n" in text and "    bool hasNext() {\n" in text, text
            assert text.endswith(ITERATOR_USAGE), text
        paths[number] = write(tmp_path, f"starter_{number}.cpp", text)
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {number: pool.submit(judged, path, "--problem", number, env=env) for number, path in paths.items()}
        reports = {number: future.result() for number, future in futures.items()}
    # Each compiles and runs as it is: the iterator gives nothing, the parser an empty list.
    for number, report in reports.items():
        assert report["verdict"] == "Wrong Answer", (number, report["cases"][0])
    assert reports["341"]["cases"][0]["message"].startswith("expected [1, 1, 2, 1, 1], got []")
    assert reports["385"]["cases"][0]["message"].startswith("expected 324, got []")


NESTED_FILES = {
    # An iterator that never ends: its answer grows past the result limit, and stops there.
    "endless": (
        "341",
        "class NestedIterator {\n    int count = 0;\n\npublic:\n"
        "    NestedIterator(vector<NestedInteger> &nestedList) {}\n"
        "    int next() { return count++; }\n"
        "    bool hasNext() { return true; }\n};\n",
    ),
    # LeetCode's template declares getList() const, but its class lets a list be changed through it
    # (published solutions bind it to a plain reference): it compiles, and here answers [324] for 324.
    "mutable": (
        "385",
        "class Solution {\npublic:\n    NestedInteger deserialize(string s) {\n"
        "        NestedInteger result;\n"
        "        vector<NestedInteger> &items = result.getList();\n"
        "        items.push_back(NestedInteger(stoi(s)));\n"
        "        return result;\n    }\n};\n",
    ),
    # The class is the judge's, as on LeetCode: the file's own is a second definition.
    "defined": (
        "385",
        "class NestedInteger {\npublic:\n    int value;\n};\n\n"
        "class Solution {\npublic:\n    NestedInteger deserialize(string s) { return NestedInteger(); }\n};\n",
    ),
}


def test_a_nested_integer_is_leetcodes_class_and_an_endless_iterator_ends(tmp_path: Path) -> None:
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    paths = {name: (write(tmp_path, f"{name}.cpp", text), number) for name, (number, text) in NESTED_FILES.items()}
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {
            name: pool.submit(judged, path, "--problem", number, env=env) for name, (path, number) in paths.items()
        }
        reports = {name: future.result() for name, future in futures.items()}
    case = reports["endless"]["cases"][0]
    assert (case["verdict"], case["message"]) == ("Output Limit Exceeded", "the returned value is too large"), case
    case = reports["mutable"]["cases"][0]
    assert (case["verdict"], case["message"]) == ("Wrong Answer", "expected 324, got [324]"), case
    error = reports["defined"]["compile_error"]
    assert reports["defined"]["verdict"] == "Compile Error" and error["line"] == 1, error
    assert "the judge defines NestedInteger as LeetCode does" in error["output"], error


# LeetCode's C++ template of 430 (Flatten a Multilevel Doubly Linked List): its class Node has no
# constructor, so a solution makes nodes as any aggregate's (`new Node()`, `new Node{...}`).
MULTILEVEL_TEMPLATE = (
    "/*\n// Definition for a Node.\nclass Node {\npublic:\n    int val;\n    Node* prev;\n    Node* next;\n"
    "    Node* child;\n};\n*/\n\nclass Solution {\npublic:\n    Node* flatten(Node* head) {\n"
)
MULTILEVEL_FILES = {
    # A next that comes back to the head: LeetCode's error, not an endless answer.
    "cycle": "class Solution {\npublic:\n    Node* flatten(Node* head) {\n"
    "        if (head && head->next) head->next->next = head;\n        return head;\n    }\n};\n",
    # A flattened copy of new nodes, made as LeetCode's aggregate allows, the first by value-initialising.
    "copy": "class Solution {\npublic:\n    Node* flatten(Node* head) {\n"
    "        Node* dummy = new Node();\n        Node* tail = dummy;\n        vector<Node*> todo;\n"
    "        if (head) todo.push_back(head);\n        while (!todo.empty()) {\n"
    "            Node* node = todo.back();\n            todo.pop_back();\n"
    "            if (node->next) todo.push_back(node->next);\n"
    "            if (node->child) todo.push_back(node->child);\n"
    "            tail->next = new Node{node->val, tail, nullptr, nullptr};\n            tail = tail->next;\n"
    "        }\n        Node* first = dummy->next;\n        if (first) first->prev = nullptr;\n"
    "        delete dummy;\n        return first;\n    }\n};\n",
}


def test_the_multilevel_lists_starter_is_leetcodes_template_and_its_node_an_aggregate(tmp_path: Path) -> None:
    from judge.core.problems import load_problems
    from judge.learner.starter import starter

    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    problems = {str(problem.number): problem for problem in load_problems(env["JUDGE_PROBLEMS_DIR"])}
    text = starter(problems["430"], Cpp(), "430.cpp")
    assert MULTILEVEL_TEMPLATE in text, text
    paths = {"starter": write(tmp_path, "starter.cpp", text)}
    paths.update({name: write(tmp_path, f"{name}.cpp", source) for name, source in MULTILEVEL_FILES.items()})
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {name: pool.submit(judged, path, "--problem", "430", env=env) for name, path in paths.items()}
        reports = {name: future.result() for name, future in futures.items()}
    # The starter compiles and runs as it is: nullptr, the empty list.
    first = reports["starter"]["cases"][0]
    assert reports["starter"]["verdict"] == "Wrong Answer", first
    assert first["message"].startswith("expected [1, 2, 3, 7, 8, 11, 12, 9, 10, 4, 5, 6], got []"), first
    first = reports["cycle"]["cases"][0]
    assert first["verdict"] == "Runtime Error" and "Found cycle in the list" in first["message"], first
    assert reports["copy"]["verdict"] == "Accepted", reports["copy"].get("compile_error") or reports["copy"]["cases"]


# LeetCode's C++ template of 284: the Iterator's interface in a comment (the kit's words), then the class
# derived from it, its constructor passing it the list, and hasNext const as the Iterator's is.
PEEKING_API = (
    " * class Iterator {\n *     struct Data;\n *     Data* data;\n * public:\n",
    " *     Iterator(const vector<int>& nums);\n",
    " *     Iterator(const Iterator& iter);\n",
    " *     int next();\n",
    " *     bool hasNext() const;\n * };\n */\n",
)
PEEKING_TEMPLATE = (
    "class PeekingIterator : public Iterator {\npublic:\n"
    "    PeekingIterator(const vector<int>& nums) : Iterator(nums) {\n",
    "    int peek() {\n        return 0;\n    }\n",
    "    int next() {\n        return 0;\n    }\n",
    "    bool hasNext() const {\n        return false;\n    }\n};\n",
)
# The template's bodies filled in: peek saves the Iterator, takes the next element and puts the saved
# one back (the copy constructor and the copy assignment, under the sanitizers).
PEEKING_BODIES = (
    (
        "    int peek() {\n        return 0;",
        "    int peek() {\n        Iterator saved(*this);\n"
        "        int value = Iterator::next();\n        static_cast<Iterator&>(*this) = saved;\n        return value;",
    ),
    ("    int next() {\n        return 0;", "    int next() {\n        return Iterator::next();"),
    (
        "    bool hasNext() const {\n        return false;",
        "    bool hasNext() const {\n        return Iterator::hasNext();",
    ),
)
# The Iterator is the judge's, as on LeetCode: the file's own is a second definition.
PEEKING_DEFINED = (
    "class Iterator {\npublic:\n    Iterator(const vector<int>& nums) {}\n};\n\n"
    "class PeekingIterator : public Iterator {\npublic:\n"
    "    PeekingIterator(const vector<int>& nums) : Iterator(nums) {}\n"
    "    int peek() { return 0; }\n    int next() { return 0; }\n    bool hasNext() const { return false; }\n};\n"
)


def test_the_peeking_iterators_starter_is_leetcodes_template_on_the_judges_iterator(tmp_path: Path) -> None:
    from judge.core.problems import load_problems
    from judge.learner.starter import starter

    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    problems = {str(problem.number): problem for problem in load_problems(env["JUDGE_PROBLEMS_DIR"])}
    text = starter(problems["284"], Cpp(), "284.cpp")
    assert all(part in text for part in (*PEEKING_API, *PEEKING_TEMPLATE)), text
    # LeetCode's interface in the kit's words, and no comment of how it is called (LeetCode's has none).
    assert "Returns" not in text and "already defined" not in text and "instantiated" not in text, text
    solved = text
    for old, new in PEEKING_BODIES:
        assert old in solved, old
        solved = solved.replace(old, new)
    paths = {
        "starter": write(tmp_path, "starter.cpp", text),
        "solved": write(tmp_path, "solved.cpp", solved),
        "defined": write(tmp_path, "defined.cpp", PEEKING_DEFINED),
    }
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {name: pool.submit(judged, path, "--problem", "284", env=env) for name, path in paths.items()}
        reports = {name: future.result() for name, future in futures.items()}
    # The starter compiles and runs as it is: next() gives 0.
    first = reports["starter"]["cases"][0]
    assert reports["starter"]["verdict"] == "Wrong Answer", first
    assert first["message"].startswith("call 1, next(): expected 1, got 0"), first
    assert reports["solved"]["verdict"] == "Accepted", reports["solved"].get("compile_error") or reports["solved"]
    error = reports["defined"]["compile_error"]
    assert reports["defined"]["verdict"] == "Compile Error" and error["line"] == 1, error
    assert "the judge defines Iterator as LeetCode does" in error["output"], error
