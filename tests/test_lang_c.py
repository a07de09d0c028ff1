"""C as LeetCode runs it: compiler messages and AddressSanitizer reports on the user's own lines,
gcc 14's errors, LeetCode's declarations and the grids it passes. What every language does alike
(prints, statics kept between cases, the starter, the build cache, no program left running after a
time-out) is tests/test_language_behaviours.py's; each example's verdict is tests/test_verify.py's."""

from __future__ import annotations

import json
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from judge.languages.c import C

from .conftest import ROOT, judged, run_judge, write

pytestmark = pytest.mark.skipif(
    C().missing_toolchain() is not None, reason="gcc is not installed (apt-get install -y gcc)"
)

SOLUTIONS = ROOT / "solutions"


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """The reports of the files that need nothing but a judge, judged side by side: each one is a
    compile of its own, the slow part of this file."""
    folder = tmp_path_factory.mktemp("c")
    reference = (SOLUTIONS / "n-queens-ii" / "reference" / "reference.c").read_text(encoding="utf-8")
    (folder / "no_brace.c").write_text(reference.rstrip().removesuffix("}"), encoding="utf-8")
    jobs: dict[str, tuple[Path, tuple[str, ...], dict[str, str] | None]] = {
        "reference": (SOLUTIONS / "n-queens" / "reference" / "reference.c", (), None),
        "no function": (SOLUTIONS / "n-queens" / "reference" / "reference.c", ("--problem", "52"), None),
        "heap overflow": (SOLUTIONS / "n-queens-ii" / "runtime_error" / "heap_overflow.c", (), None),
        "undeclared": (SOLUTIONS / "n-queens-ii" / "compile_error" / "undeclared.c", (), None),
        "signature": (SOLUTIONS / "n-queens" / "compile_error" / "returns_strings.c", (), None),
        "no brace": (folder / "no_brace.c", (), None),
        "all placements": (SOLUTIONS / "n-queens-ii" / "time_limit_exceeded" / "all_placements.c", (), None),
    }
    done = {"reference": judged(jobs["reference"][0])}  # the first C build precompiles the headers
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = {name: pool.submit(judged, path, *args, env=env) for name, (path, args, env) in jobs.items()}
        done.update({name: future.result() for name, future in futures.items() if name not in done})
    return done


def test_each_file_gets_its_verdict(reports: dict[str, dict[str, Any]]) -> None:
    verdicts = {name: report["verdict"] for name, report in reports.items()}
    assert verdicts == {
        "reference": "Accepted",
        "no function": "Compile Error",
        "heap overflow": "Runtime Error",
        "undeclared": "Compile Error",
        "signature": "Compile Error",
        "no brace": "Compile Error",
        "all placements": "Time Limit Exceeded",
    }
    assert {report["language"] for report in reports.values()} == {"c"}


def test_an_undeclared_name_points_at_the_users_line(reports: dict[str, dict[str, Any]]) -> None:
    error = reports["undeclared"]["compile_error"]
    assert error["line"] == 15
    assert "antidiagonals[row - col + n - 1]" in error["text"]
    assert "antidiagonals" in error["message"] and "undeclared" in error["message"]
    assert "undeclared.c:15:" in error["output"]
    assert "judge_main" not in error["output"] and "judge_native" not in error["output"]


def test_a_missing_closing_brace_is_reported_at_the_users_last_line(reports: dict[str, dict[str, Any]]) -> None:
    lines = (SOLUTIONS / "n-queens-ii" / "reference" / "reference.c").read_text(encoding="utf-8").rstrip().splitlines()
    error = reports["no brace"]["compile_error"]
    assert error["line"] == len(lines) - 1  # the line before the brace that is missing
    assert error["text"] == lines[-2]
    assert "closing brace" in error["message"]


def test_a_signature_unlike_leetcodes_is_named_as_such(reports: dict[str, dict[str, Any]]) -> None:
    assert "differ from LeetCode's declaration" in reports["signature"]["compile_error"]["message"]


def test_a_file_without_the_function_is_a_compile_error_naming_it(reports: dict[str, dict[str, Any]]) -> None:
    assert "the file defines no function totalNQueens" in reports["no function"]["compile_error"]["message"]


def test_a_heap_overflow_names_the_users_line(reports: dict[str, dict[str, Any]]) -> None:
    text = (SOLUTIONS / "n-queens-ii" / "runtime_error" / "heap_overflow.c").read_text(encoding="utf-8")
    line = next(number for number, source in enumerate(text.splitlines(), 1) if "if (cols[col] ||" in source)
    cases = reports["heap overflow"]["cases"]
    assert [case["verdict"] for case in cases[:2]] == ["Accepted", "Runtime Error"]
    assert cases[1]["message"] == f"AddressSanitizer: heap-buffer-overflow in count at line {line}"
    # Each case after a crash runs in a fresh process: every later case crashes the same way.
    assert {case["verdict"] for case in cases[1:]} == {"Runtime Error"}


def test_a_brute_force_over_all_placements_runs_out_of_time(reports: dict[str, dict[str, Any]]) -> None:
    # Correct on the small boards, then one case over the limit, and the rest not run.
    verdicts = [case["verdict"] for case in reports["all placements"]["cases"]]
    over = verdicts.index("Time Limit Exceeded")
    assert set(verdicts[:over]) == {"Accepted"} and set(verdicts[over + 1 :]) <= {"Not Run"}


def test_a_main_of_the_files_own_is_a_compile_error_as_on_leetcode(tmp_path: Path) -> None:
    function = (
        "int totalNQueens(int n) {\n    int known[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};\n    return known[n - 1];\n}\n"
    )
    commented = "/* int main(void) { return 0; } */\n// int main() {}\n"
    path = write(tmp_path, "own_main.c", commented + function + '\nint main(void) {\n    printf("%d", 1);\n}\n')
    report = judged(path)
    error = report["compile_error"]
    assert report["verdict"] == "Compile Error" and error["line"] == 8, error
    assert "conflicting types for 'main'" in error["message"] and error["text"] == "int main(void) {"


def test_names_of_unistd_h_are_the_files_own_as_leetcodes_c_has_no_unistd_h(tmp_path: Path) -> None:
    # The harness once included <unistd.h> ahead of the file: a helper named link did not compile.
    helpers = "static int link(int n) { return n; }\nstatic int read(int n) { return n; }\nint sleep = 0;\n"
    known = "    int known[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};\n    return link(read(known[n - 1])) + sleep;\n"
    path = write(tmp_path, "helpers.c", helpers + "int totalNQueens(int n) {\n" + known + "}\n")
    report = judged(path)
    assert report["verdict"] == "Accepted", report["compile_error"] or report["cases"][:1]


def test_a_double_free_is_named_as_addresssanitizer_names_it(tmp_path: Path) -> None:
    freeing = "int* kept;\nint totalNQueens(int n) {\n    kept = malloc(sizeof(int));\n"
    freeing += "    free(kept);\n    free(kept);\n"
    report = judged(write(tmp_path, "twice.c", freeing + "    return n;\n}\n"))
    message = report["cases"][0]["message"]
    assert message == "AddressSanitizer: attempting double-free in totalNQueens at line 5", message


def test_gcc_14s_errors_and_uthash_as_on_leetcode() -> None:
    folder = ROOT / "tests" / "submissions" / "leetcode"
    refused = judged(folder / "incompatible_pointer_52.c")
    error = refused["compile_error"]
    assert refused["verdict"] == "Compile Error" and error["line"] == 4, error
    assert "incompatible pointer type" in error["message"]
    if not os.path.exists("/usr/include/uthash.h"):
        pytest.skip("uthash.h is not installed (apt-get install uthash-dev); .ci/run installs it")
    assert judged(folder / "uthash_table_52.c")["verdict"] == "Accepted"


def test_gcc_14s_return_mismatch_is_a_compile_error_and_running_off_the_end_is_not() -> None:
    folder = ROOT / "tests" / "submissions" / "leetcode"
    with ThreadPoolExecutor(max_workers=3) as pool:
        names = ("return_without_value_52.c", "void_returns_value_52.c", "may_run_off_the_end_52.c")
        without, valued, off_the_end = pool.map(lambda name: judged(folder / name), names)
    for report, line, said in ((without, 16, "with no value"), (valued, 8, "with a value")):
        error = report["compile_error"]
        assert report["verdict"] == "Compile Error" and error["line"] == line, error
        message = error["message"].replace("\u2018", "'").replace("\u2019", "'")
        assert message == f"'return' {said}, in function returning {'non-' * (line == 16)}void [-Wreturn-mismatch]"
    # gcc 14 only warns of a function that may run off its end (-Wreturn-type), as gcc 12 does.
    assert off_the_end["verdict"] == "Accepted", off_the_end.get("compile_error")


# Small files through the kit's compile command (gcc 12 and the script that adds gcc 14's errors),
# outside the sandbox: (source, what gcc 14 says, or None where it compiles).
GCC_14 = {
    "int f(void) { return; }\n": "'return' with no value, in function returning non-void [-Wreturn-mismatch]",
    "int x;\nvoid g(void) { return x; }\n": "'return' with a value, in function returning void [-Wreturn-mismatch]",
    "void f(i);\n": "parameter names (without types) in function declaration [-Wdeclaration-missing-parameter-type]",
    "int h(x) { return x; }\n": "type of 'x' defaults to 'int'",  # implicit-int, an old-style parameter
    # gcc 14 only warns of these, or says nothing (a void value returned is a -pedantic warning):
    "int n(int a) { if (a) return 1; }\n": None,
    "void h(void);\nvoid g(void) { return h(); }\n": None,
    "int f(char *s) { return s[0] != NULL; }\n": None,
    "void p(char *s) { (void)s; }\nvoid q(const char *s) { p(s); }\n": None,
}


@pytest.mark.parametrize("source", list(GCC_14), ids=range(len(GCC_14)))
def test_gcc_14s_errors_from_gcc_12_exactly(tmp_path: Path, source: str) -> None:
    (tmp_path / "small.c").write_text(source, encoding="utf-8")
    gcc = C().compiler_path()
    command = C().compile_command((gcc, *C().flags(), "-include", "stddef.h", "-c", "small.c", "-o", "program"))
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, check=False)
    output = (done.stdout + done.stderr).replace("\u2018", "'").replace("\u2019", "'")
    expected = GCC_14[source]
    if expected is None:
        assert done.returncode == 0 and "error" not in output, output
        assert (tmp_path / "program").is_file()
    else:
        assert done.returncode != 0 and f"error: {expected}" in output, output
        assert not (tmp_path / "program").exists()
        assert not (tmp_path / ".judge-gcc-log").exists()


# LeetCode's C declarations of the four problems like N-Queens (shared/REFERENCE.md), from their signatures.
SIMILAR = {
    "void solveSudoku(char** board, int boardSize, int* boardColSize)": {
        "name": "solveSudoku",
        "params": [{"name": "board", "type": "char[][]"}],
        "returns": "void",
        "answer": "board",
    },
    "bool judgePoint24(int* cards, int cardsSize)": {
        "name": "judgePoint24",
        "params": [{"name": "cards", "type": "int[]"}],
        "returns": "bool",
    },
    "char** updateBoard(char** board, int boardSize, int* boardColSize, int* click, int clickSize, int* returnSize,"
    " int** returnColumnSizes)": {
        "name": "updateBoard",
        "params": [{"name": "board", "type": "char[][]"}, {"name": "click", "type": "int[]"}],
        "returns": "char[][]",
    },
    "int findMinStep(char* board, char* hand)": {
        "name": "findMinStep",
        "params": [{"name": "board", "type": "string"}, {"name": "hand", "type": "string"}],
        "returns": "int",
    },
}


def test_declarations_are_leetcodes() -> None:
    from judge.core.signature import parse_signature

    for text, signature in SIMILAR.items():
        assert C().signature_text(parse_signature(signature)) == text
    sudoku = C().starter(parse_signature(next(iter(SIMILAR.values()))), [], [])
    assert sudoku.endswith("{\n    /* Do not return anything, modify board in-place instead. */\n}\n"), sudoku


def grid_problems(folder: Path) -> dict[str, str]:
    """Two problems on an int[][] argument: one void, answering with the grid as left, one summing it."""
    root = folder / "problems"
    signatures = {
        "flip-rows": {
            "name": "flipRows",
            "params": [{"name": "grid", "type": "int[][]"}],
            "returns": "void",
            "answer": "grid",
        },
        "sum-all": {"name": "sumAll", "params": [{"name": "grid", "type": "int[][]"}], "returns": "int"},
    }
    cases = {
        "flip-rows": [{"name": "ragged", "input": {"grid": [[1, 2], [3], []]}, "expected": [[], [3], [1, 2]]}],
        "sum-all": [{"name": "ragged", "input": {"grid": [[1, 2], [3], [4, 5, 6]]}, "expected": 21}],
    }
    for number, slug in enumerate(signatures, 9201):
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


def test_a_void_functions_answer_is_its_argument_as_left_with_rows_swapped(tmp_path: Path) -> None:
    # The harness reads the rows through the array it passed: rows swapped by pointer count, as with LeetCode's caller.
    source = (
        "void flipRows(int** grid, int gridSize, int* gridColSize) {\n"
        "    for (int i = 0, j = gridSize - 1; i < j; i++, j--) {\n"
        "        int* row = grid[i]; grid[i] = grid[j]; grid[j] = row;\n"
        "        int size = gridColSize[i]; gridColSize[i] = gridColSize[j]; gridColSize[j] = size;\n"
        "    }\n"
        "}\n"
    )
    report = judged(write(tmp_path, "flip.c", source), "--problem", "9201", env=grid_problems(tmp_path))
    assert report["verdict"] == "Accepted", report["cases"]


def test_each_row_is_allocated_to_its_length_so_reading_past_it_is_a_runtime_error(tmp_path: Path) -> None:
    source = (
        "int sumAll(int** grid, int gridSize, int* gridColSize) {\n"
        "    int total = 0;\n"
        "    for (int r = 0; r < gridSize; r++)\n"
        "        for (int c = 0; c <= gridColSize[r]; c++) total += grid[r][c];\n"
        "    return total;\n"
        "}\n"
    )
    report = judged(write(tmp_path, "past_the_end.c", source), "--problem", "9202", env=grid_problems(tmp_path))
    assert report["verdict"] == "Runtime Error"
    assert report["cases"][0]["message"] == "AddressSanitizer: heap-buffer-overflow in sumAll at line 4"


# LeetCode's C declarations of problems on its trees and linked lists (shared/REFERENCE.md).
NODE_DECLARATIONS = {
    "struct TreeNode* invertTree(struct TreeNode* root)": {
        "name": "invertTree",
        "params": [{"name": "root", "type": "TreeNode"}],
        "returns": "TreeNode",
    },
    "struct ListNode* mergeKLists(struct ListNode** lists, int listsSize)": {
        "name": "mergeKLists",
        "params": [{"name": "lists", "type": "ListNode[]"}],
        "returns": "ListNode",
    },
    "struct ListNode** splitListToParts(struct ListNode* head, int k, int* returnSize)": {
        "name": "splitListToParts",
        "params": [{"name": "head", "type": "ListNode"}, {"name": "k", "type": "int"}],
        "returns": "ListNode[]",
    },
    "struct TreeNode** generateTrees(int n, int* returnSize)": {
        "name": "generateTrees",
        "params": [{"name": "n", "type": "int"}],
        "returns": "list<TreeNode>",
    },
    "void flatten(struct TreeNode* root)": {
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
        assert C().signature_text(signature) == text
    # LeetCode's comment above the function: the struct the judge declares, and only the one used.
    merge = C().starter(signatures["struct ListNode* mergeKLists(struct ListNode** lists, int listsSize)"], [], [])
    assert merge.startswith(
        "/**\n * Definition for singly-linked list.\n * struct ListNode {\n *     int val;\n"
        " *     struct ListNode *next;\n * };\n */\nstruct ListNode* mergeKLists("
    ), merge
    assert "TreeNode" not in merge
    flatten = C().starter(signatures["void flatten(struct TreeNode* root)"], ["about"], [])
    assert (
        "/**\n * Definition for a binary tree node.\n * struct TreeNode {\n *     int val;\n"
        " *     struct TreeNode *left;\n *     struct TreeNode *right;\n * };\n */\nvoid flatten("
    ) in flatten
    assert flatten.startswith("/*\n * about\n"), flatten


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
    for number, slug in enumerate(signatures, 9211):
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


def test_nodes_as_leetcodes_c_declares_and_allocates_them(tmp_path: Path) -> None:
    from judge.core.problems import load_problems
    from judge.learner.starter import starter

    env = node_problems(tmp_path)
    # A solution may free its input's nodes during the call (the judge never touches them after
    # it) and answer with nodes of its own.
    freeing = (
        "struct ListNode* reverseList(struct ListNode* head) {\n"
        "    struct ListNode* reversed = NULL;\n"
        "    while (head) {\n"
        "        struct ListNode* node = malloc(sizeof(struct ListNode));\n"
        "        node->val = head->val;\n"
        "        node->next = reversed;\n"
        "        reversed = node;\n"
        "        struct ListNode* next = head->next;\n"
        "        free(head);\n"
        "        head = next;\n"
        "    }\n"
        "    return reversed;\n"
        "}\n"
    )
    # The struct defined again, uncommented from the starter: as on LeetCode, a compile error.
    defined = "struct ListNode {\n    int val;\n    struct ListNode *next;\n};\n\n"
    defined += "struct ListNode* reverseList(struct ListNode* head) {\n    return head;\n}\n"
    flatten = next(problem for problem in load_problems(env["JUDGE_PROBLEMS_DIR"]) if problem.slug == "flatten")
    jobs = {
        "freeing": (write(tmp_path, "freeing.c", freeing), "9211"),
        "defined": (write(tmp_path, "defined.c", defined), "9211"),
        # The starter compiles as it is (its definitions in a comment): a plain Wrong Answer.
        "starter": (write(tmp_path, "flatten.c", starter(flatten, C(), "flatten.c")), "9212"),
    }
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {
            name: pool.submit(judged, path, "--problem", number, env=env) for name, (path, number) in jobs.items()
        }
        reports = {name: future.result() for name, future in futures.items()}
    assert reports["freeing"]["verdict"] == "Accepted", reports["freeing"]["cases"]
    assert [case["verdict"] for case in reports["starter"]["cases"]] == ["Wrong Answer", "Accepted"]
    error = reports["defined"]["compile_error"]
    assert reports["defined"]["verdict"] == "Compile Error" and error["line"] == 1, error
    assert "redefinition of" in error["message"] and "struct ListNode" in error["message"]
    assert "the judge defines TreeNode and ListNode as LeetCode does" in error["output"]


def test_a_design_starter_is_leetcodes_template_and_a_crash_names_its_call(tmp_path: Path) -> None:
    from .test_design import LRU, LRU_CASES, write_problem

    env = write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)
    target = tmp_path / "lru.c"
    result = run_judge("new", "9146", str(target), "--language", "c", env=env)
    assert result.returncode == 0, result.stderr
    text = target.read_text(encoding="utf-8")
    assert text.endswith(
        "typedef struct {\n    \n} LRUCache;\n\n\n"
        "LRUCache* lRUCacheCreate(int capacity) {\n    return calloc(1, sizeof(LRUCache));\n}\n\n"
        "int lRUCacheGet(LRUCache* obj, int key) {\n  return 0;\n}\n\n"
        "void lRUCachePut(LRUCache* obj, int key, int value) {\n  \n}\n\n"
        "void lRUCacheFree(LRUCache* obj) {\n    free(obj);\n}\n\n"
        "/**\n * Your LRUCache struct will be instantiated and called as such:\n"
        " * LRUCache* obj = lRUCacheCreate(capacity);\n * int param_1 = lRUCacheGet(obj, key);\n \n"
        " * lRUCachePut(obj, key, value);\n \n * lRUCacheFree(obj);\n*/\n"
    )
    # abort() in a call ends the process: the message still names the call, and the line.
    crashing = text.replace("  return 0;", "  if (key == 1) abort();\n  return 0;")
    jobs = {"starter": target, "crash": write(tmp_path, "crash.c", crashing)}
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {name: pool.submit(judged, path, env=env) for name, path in jobs.items()}
        reports = {name: future.result() for name, future in futures.items()}
    # The starter compiles and runs as it is, found by its functions (no --problem): a Wrong Answer.
    assert reports["starter"]["verdict"] == "Wrong Answer", reports["starter"]["cases"][0]
    assert reports["starter"]["cases"][0]["details"]["first_wrong_call"] == 3
    crash = reports["crash"]["cases"][0]
    line = crashing[: crashing.index("if (key == 1) abort();")].count("\n") + 1
    assert crash["verdict"] == "Runtime Error", crash
    assert crash["message"] == f"call 3, get: AddressSanitizer: ABRT in lRUCacheGet at line {line}", crash["message"]
    # The calls up to the one that died, as for an exception in the other languages.
    assert [row["call"] for row in crash["details"]["calls"]] == [0, 1, 2, 3], crash["details"]


def test_a_design_problems_declarations_are_leetcodes_functions() -> None:
    from judge.core.signature import parse_signature

    from .test_design import LRU

    signature = parse_signature(LRU)
    assert C().signature_text(signature) == (
        "LRUCache* lRUCacheCreate(int capacity);\nint lRUCacheGet(LRUCache* obj, int key);\n"
        "void lRUCachePut(LRUCache* obj, int key, int value);\nvoid lRUCacheFree(LRUCache* obj);"
    )
    recent = {"name": "recent", "params": [{"name": "k", "type": "integer"}], "return": {"type": "list<integer>"}}
    signature = parse_signature({**LRU, "classname": "MinStack", "methods": [recent]})
    assert C().signature_text(signature).splitlines()[1] == "int* minStackRecent(MinStack* obj, int k, int* retSize);"
    assert C().defines(
        "typedef struct {} MinStack;\nint* minStackRecent(MinStack* obj, int k, int* retSize) {", signature
    )
    assert not C().defines("int* recent(MinStack* obj, int k, int* retSize) {", signature)


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
    {"name": "a leaf", "input": {"root": [7]}, "expected": [7]},
]
# An LRU cache of the file's own struct Node, as many C solutions declare one: no N-ary tree there.
LRU_OF_NODES = """struct Node {
    int key, value;
    struct Node* next;
};

typedef struct {
    int capacity;
    struct Node* head; /* the most recently used first */
} LRUCache;

LRUCache* lRUCacheCreate(int capacity) {
    LRUCache* obj = calloc(1, sizeof(LRUCache));
    obj->capacity = capacity;
    return obj;
}

/* The key's node, moved to the front; NULL when the key is not there. */
static struct Node* touch(LRUCache* obj, int key) {
    struct Node** link = &obj->head;
    while (*link && (*link)->key != key) link = &(*link)->next;
    struct Node* node = *link;
    if (!node) return NULL;
    *link = node->next;
    node->next = obj->head;
    obj->head = node;
    return node;
}

int lRUCacheGet(LRUCache* obj, int key) {
    struct Node* node = touch(obj, key);
    return node ? node->value : -1;
}

void lRUCachePut(LRUCache* obj, int key, int value) {
    struct Node* node = touch(obj, key);
    if (!node) {
        node = malloc(sizeof(struct Node));
        node->key = key;
        node->next = obj->head;
        obj->head = node;
        struct Node** last = &obj->head;
        for (int count = 0; *last && count < obj->capacity; count++) last = &(*last)->next;
        if (*last) {
            free(*last);
            *last = NULL;
        }
    }
    node->value = value;
}

void lRUCacheFree(LRUCache* obj) {
    while (obj->head) {
        struct Node* next = obj->head->next;
        free(obj->head);
        obj->head = next;
    }
    free(obj);
}
"""


def test_an_nary_tree_is_leetcodes_struct_node_and_only_where_the_problem_has_one(tmp_path: Path) -> None:
    from judge.core.signature import parse_signature

    from .test_design import LRU, LRU_CASES, write_problem

    assert C().signature_text(parse_signature(NARY_MIRROR)) == "struct Node* mirror(struct Node* root)"
    assert C().signature_text(parse_signature(NARY_PREORDER)) == "int* preorder(struct Node* root, int* returnSize)"
    assert (
        C()
        .starter(parse_signature(NARY_PREORDER), [], [])
        .startswith(
            "/**\n * Definition for a Node.\n * struct Node {\n *     int val;\n *     int numChildren;\n"
            " *     struct Node** children;\n * };\n */\nint* preorder(struct Node* root, int* returnSize) {\n"
        )
    )
    env = write_problem(tmp_path / "problems", "nary-mirror", 9231, NARY_MIRROR, NARY_CASES)
    write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)
    # A child hung in two places cannot be written; a leaf's children are an array of none, not NULL.
    shared = (
        "struct Node* mirror(struct Node* root) {\n"
        "    if (root->numChildren >= 2) root->children[1] = root->children[0];\n"
        "    if (root->children == NULL) return NULL;\n"
        "    return root;\n"
        "}\n"
    )
    # LeetCode's struct defined again, uncommented from the starter: a compile error that says why.
    defined = "struct Node {\n    int val;\n    int numChildren;\n    struct Node** children;\n};\n\n"
    defined += "struct Node* mirror(struct Node* root) {\n    return root;\n}\n"
    jobs = {
        "shared": (write(tmp_path, "shared.c", shared), "9231"),
        "defined": (write(tmp_path, "defined.c", defined), "9231"),
        "lru": (write(tmp_path, "lru.c", LRU_OF_NODES), "9146"),
    }
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = {
            name: pool.submit(judged, path, "--problem", number, env=env) for name, (path, number) in jobs.items()
        }
        reports = {name: future.result() for name, future in futures.items()}
    cases = reports["shared"]["cases"]
    assert [case["verdict"] for case in cases] == ["Runtime Error", "Accepted"], cases
    assert cases[0]["message"] == "Error: Found a cycle or a shared node in the Node tree"
    error = reports["defined"]["compile_error"]
    assert reports["defined"]["verdict"] == "Compile Error" and error["line"] == 1, error
    assert "the judge defines TreeNode, ListNode and Node as LeetCode does" in error["output"]
    assert reports["lru"]["verdict"] == "Accepted", reports["lru"].get("compile_error") or reports["lru"]["cases"]


# LeetCode's C templates of the problems its own drivers judge with an API or a node to delete, from
# the comment above the function to its opening line (the kit's starter adds the statement above
# them and a body that compiles).
DRIVER_TEMPLATES = {
    "237": "/**\n * Definition for singly-linked list.\n * struct ListNode {\n *     int val;\n"
    " *     struct ListNode *next;\n * };\n */\nvoid deleteNode(struct ListNode* node) {\n",
    "278": "// The API isBadVersion is defined for you.\n// bool isBadVersion(int version);\n\n"
    "int firstBadVersion(int n) {\n",
    "374": "/** \n * Forward declaration of guess API.\n * @param  num   your guess\n"
    " * @return \t     -1 if num is higher than the picked number\n"
    " *\t\t\t      1 if num is lower than the picked number\n *               otherwise return 0\n"
    " * int guess(int num);\n */\n\nint guessNumber(int n) {\n",
    # A Codec's round trip: LeetCode's two free functions, no struct, and how its driver calls them.
    "297": "/**\n * Definition for a binary tree node.\n * struct TreeNode {\n *     int val;\n"
    " *     struct TreeNode *left;\n *     struct TreeNode *right;\n * };\n */\n"
    "/** Encodes a tree to a single string. */\nchar* serialize(struct TreeNode* root) {\n",
    "535": "/** Encodes a URL to a shortened URL. */\nchar* encode(char* longUrl) {\n",
}
# The rest of those two templates: the second function, and LeetCode's comment closing the file.
CODEC_ENDINGS = {
    "297": "/** Decodes your encoded data to tree. */\nstruct TreeNode* deserialize(char* data) {\n",
    "535": "/** Decodes a shortened URL to its original URL. */\nchar* decode(char* shortUrl) {\n",
}
CODEC_USAGE = {
    "297": "}\n\n// Your functions will be called as such:\n// char* data = serialize(root);\n// deserialize(data);\n",
    "535": "}\n\n// Your functions will be called as such:\n// char* s = encode(s);\n// decode(s);\n",
}


def test_the_drivers_starters_are_leetcodes_templates_and_compile_as_they_are(tmp_path: Path) -> None:
    from judge.core.problems import load_problems
    from judge.learner.starter import starter

    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    problems = {str(problem.number): problem for problem in load_problems(env["JUDGE_PROBLEMS_DIR"])}
    paths = {}
    for number, template in DRIVER_TEMPLATES.items():
        text = starter(problems[number], C(), f"{number}.c")
        assert template in text, text
        if number in CODEC_USAGE:
            assert CODEC_ENDINGS[number] in text and text.endswith(CODEC_USAGE[number]), text
        paths[number] = write(tmp_path, f"starter_{number}.c", text)
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {number: pool.submit(judged, path, "--problem", number, env=env) for number, path in paths.items()}
        reports = {number: future.result() for number, future in futures.items()}
    # Each compiles and runs as it is: 237's list comes back whole, the others answer 0 (a Codec's
    # starter, the empty string there and an empty tree or string back).
    for number, report in reports.items():
        assert report["verdict"] == "Wrong Answer", (number, report["cases"][0])
    assert reports["237"]["cases"][0]["message"].startswith("expected [4, 1, 9], got [4, 5, 1, 9]")


# LeetCode's NestedInteger (341, 385): its functions on an opaque struct, each declaration in the
# comment above both starters; and 341's template, from its struct to its comment on LeetCode's loop.
NESTED_INTEGER_API = (
    " * struct NestedInteger *NestedIntegerInit();\n",
    " * bool NestedIntegerIsInteger(struct NestedInteger *);\n",
    " * int NestedIntegerGetInteger(struct NestedInteger *);\n",
    " * void NestedIntegerSetInteger(struct NestedInteger *ni, int value);\n",
    " * void NestedIntegerAdd(struct NestedInteger *ni, struct NestedInteger *elem);\n",
    " * struct NestedInteger **NestedIntegerGetList(struct NestedInteger *);\n",
    " * int NestedIntegerGetListSize(struct NestedInteger *);\n",
)
NESTED_TEMPLATES = {
    "341": "struct NestedIterator {\n    \n};\n\n"
    "struct NestedIterator *nestedIterCreate(struct NestedInteger** nestedList, int nestedListSize) {\n",
    "385": " */\nstruct NestedInteger* deserialize(char* s) {\n",
}
ITERATOR_FUNCTIONS = (
    "bool nestedIterHasNext(struct NestedIterator *iter) {\n",
    "int nestedIterNext(struct NestedIterator *iter) {\n",
    "void nestedIterFree(struct NestedIterator *iter) {\n",
)
ITERATOR_USAGE = (
    "/**\n * Your NestedIterator will be called as such:\n"
    " * struct NestedIterator *i = nestedIterCreate(nestedList, nestedListSize);\n"
    ' * while (nestedIterHasNext(i)) printf("%d\\n", nestedIterNext(i));\n * nestedIterFree(i);\n */\n'
)


def test_the_nested_integer_starters_are_leetcodes_templates_and_compile_as_they_are(tmp_path: Path) -> None:
    from judge.core.problems import load_problems
    from judge.learner.starter import starter

    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    problems = {str(problem.number): problem for problem in load_problems(env["JUDGE_PROBLEMS_DIR"])}
    paths = {}
    for number, template in NESTED_TEMPLATES.items():
        text = starter(problems[number], C(), f"{number}.c")
        assert template in text and all(line in text for line in NESTED_INTEGER_API), text
        if number == "341":
            assert all(line in text for line in ITERATOR_FUNCTIONS) and text.endswith(ITERATOR_USAGE), text
        paths[number] = write(tmp_path, f"starter_{number}.c", text)
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {number: pool.submit(judged, path, "--problem", number, env=env) for number, path in paths.items()}
        reports = {number: future.result() for number, future in futures.items()}
    # Each compiles and runs as it is: the iterator gives nothing, the parser NULL (null).
    for number, report in reports.items():
        assert report["verdict"] == "Wrong Answer", (number, report["cases"][0])
    assert reports["341"]["cases"][0]["message"].startswith("expected [1, 1, 2, 1, 1], got []")
    assert reports["385"]["cases"][0]["message"].startswith("expected 324, got null")


NESTED_FILES = {
    # An iterator that never ends: its answer grows past the result limit, and stops there.
    "endless": (
        "341",
        "struct NestedIterator { int count; };\n"
        "struct NestedIterator *nestedIterCreate(struct NestedInteger** nestedList, int nestedListSize) {\n"
        "    return calloc(1, sizeof(struct NestedIterator));\n}\n"
        "bool nestedIterHasNext(struct NestedIterator *iter) { return true; }\n"
        "int nestedIterNext(struct NestedIterator *iter) { return iter->count++; }\n"
        "void nestedIterFree(struct NestedIterator *iter) { free(iter); }\n",
    ),
    # Lists shared, each twice in the next: no cycle, but 2^60 integers to write.
    "shared": (
        "385",
        "struct NestedInteger* deserialize(char* s) {\n"
        "    struct NestedInteger* list = NestedIntegerInit();\n"
        "    struct NestedInteger* one = NestedIntegerInit();\n"
        "    NestedIntegerSetInteger(one, 1);\n"
        "    NestedIntegerAdd(list, one);\n"
        "    for (int i = 0; i < 60; i++) {\n"
        "        struct NestedInteger* twice = NestedIntegerInit();\n"
        "        NestedIntegerAdd(twice, list);\n"
        "        NestedIntegerAdd(twice, list);\n"
        "        list = twice;\n"
        "    }\n"
        "    return list;\n}\n",
    ),
    # A list inside a list that holds it: LeetCode's error, not an endless answer.
    "cycle": (
        "385",
        "struct NestedInteger* deserialize(char* s) {\n"
        "    struct NestedInteger* outer = NestedIntegerInit();\n"
        "    struct NestedInteger* inner = NestedIntegerInit();\n"
        "    NestedIntegerAdd(outer, inner);\n"
        "    NestedIntegerAdd(inner, outer);\n"
        "    return outer;\n}\n",
    ),
    # The struct is opaque, as on LeetCode: its fields are not the file's to read.
    "field": (
        "385",
        "struct NestedInteger* deserialize(char* s) {\n"
        "    struct NestedInteger* result = NestedIntegerInit();\n"
        "    return result->items ? result : NULL;\n}\n",
    ),
}


def test_a_nested_integer_is_leetcodes_opaque_struct_and_its_answer_always_ends(tmp_path: Path) -> None:
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    paths = {name: (write(tmp_path, f"{name}.c", text), number) for name, (number, text) in NESTED_FILES.items()}
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {
            name: pool.submit(judged, path, "--problem", number, env=env) for name, (path, number) in paths.items()
        }
        reports = {name: future.result() for name, future in futures.items()}
    for name in ("endless", "shared"):
        case = reports[name]["cases"][0]
        assert (case["verdict"], case["message"]) == ("Output Limit Exceeded", "the returned value is too large"), case
    case = reports["cycle"]["cases"][0]
    assert case["verdict"] == "Runtime Error", case
    assert case["message"] == "Error: Found a cycle in the NestedInteger: a list that holds itself"
    error = reports["field"]["compile_error"]
    assert reports["field"]["verdict"] == "Compile Error" and error["line"] == 3, error
    assert "undefined type" in error["message"] and "struct NestedInteger" in error["message"], error


# LeetCode's C template of 430 (Flatten a Multilevel Doubly Linked List), from the comment on its
# struct Node to the function's opening line.
MULTILEVEL_TEMPLATE = (
    "/**\n * Definition for a Node.\n * struct Node {\n *     int val;\n *     struct Node *prev;\n"
    " *     struct Node *next;\n *     struct Node *child;\n * };\n */\n"
    "struct Node* flatten(struct Node* head) {\n"
)
MULTILEVEL_FILES = {
    # A next that comes back to the head: LeetCode's error, not an endless answer.
    "cycle": "struct Node* flatten(struct Node* head) {\n"
    "    if (head && head->next) head->next->next = head;\n    return head;\n}\n",
    # The head's prev at a node of the file's own, not in the list: a Wrong Answer naming the link.
    "outside": "struct Node* flatten(struct Node* head) {\n    static struct Node spare;\n"
    "    for (struct Node* node = head; node; node = node->next) node->child = NULL;\n"
    "    if (head) head->prev = &spare;\n    return head;\n}\n",
}


def test_the_multilevel_lists_starter_is_leetcodes_template_and_its_links_are_written(tmp_path: Path) -> None:
    from judge.core.problems import load_problems
    from judge.learner.starter import starter

    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    problems = {str(problem.number): problem for problem in load_problems(env["JUDGE_PROBLEMS_DIR"])}
    text = starter(problems["430"], C(), "430.c")
    assert MULTILEVEL_TEMPLATE in text, text
    paths = {"starter": write(tmp_path, "starter.c", text)}
    paths.update({name: write(tmp_path, f"{name}.c", source) for name, source in MULTILEVEL_FILES.items()})
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {name: pool.submit(judged, path, "--problem", "430", env=env) for name, path in paths.items()}
        reports = {name: future.result() for name, future in futures.items()}
    # The starter compiles and runs as it is: NULL, the empty list.
    first = reports["starter"]["cases"][0]
    assert reports["starter"]["verdict"] == "Wrong Answer", first
    assert first["message"].startswith("expected [1, 2, 3, 7, 8, 11, 12, 9, 10, 4, 5, 6], got []"), first
    first = reports["cycle"]["cases"][0]
    assert first["verdict"] == "Runtime Error" and "Found cycle in the list" in first["message"], first
    first = reports["outside"]["cases"][0]
    assert first["verdict"] == "Wrong Answer" and "its prev pointer is not null" in first["message"], first


# LeetCode's C template of 284: the Iterator a struct of two function pointers that take no argument
# (its comment in the kit's words), then `struct PeekingIterator`, Constructor given the Iterator, and
# functions named as the methods; the closing comment shows the calls the judge makes (LeetCode's names
# a peekingIteratorCreate and a peekingIteratorFree the template does not have).
PEEKING_API = (
    " * struct Iterator {\n",
    " *     bool (*hasNext)();\n",
    " *     int (*next)();\n * };\n */\n\n",
)
PEEKING_TEMPLATE = (
    "struct PeekingIterator {\n    \n};\n\n"
    "struct PeekingIterator* Constructor(struct Iterator* iter) {\n"
    "    return calloc(1, sizeof(struct PeekingIterator));\n}\n\n"
    "int peek(struct PeekingIterator* obj) {\n    return 0;\n}\n\n"
    "int next(struct PeekingIterator* obj) {\n    return 0;\n}\n\n"
    "bool hasNext(struct PeekingIterator* obj) {\n    return false;\n}\n\n"
    "/**\n * Your PeekingIterator struct will be instantiated and called as such:\n"
    " * struct PeekingIterator* obj = Constructor(iter);\n * int param_1 = peek(obj);\n"
    " * int param_2 = next(obj);\n * bool param_3 = hasNext(obj);\n*/\n"
)
# The template's bodies filled in: the element ahead held, the Iterator's functions called through it.
PEEKING_BODIES = (
    (
        "struct PeekingIterator {\n    \n};",
        "struct PeekingIterator {\n    struct Iterator* it;\n    bool more;\n    int ahead;\n};",
    ),
    (
        "    return calloc(1, sizeof(struct PeekingIterator));",
        "    struct PeekingIterator* obj = malloc(sizeof(struct PeekingIterator));\n    obj->it = iter;\n"
        "    obj->more = iter->hasNext();\n    if (obj->more) obj->ahead = iter->next();\n    return obj;",
    ),
    (
        "int peek(struct PeekingIterator* obj) {\n    return 0;",
        "int peek(struct PeekingIterator* obj) {\n    return obj->ahead;",
    ),
    (
        "int next(struct PeekingIterator* obj) {\n    return 0;",
        "int next(struct PeekingIterator* obj) {\n    int value = obj->ahead;\n    obj->more = obj->it->hasNext();\n"
        "    if (obj->more) obj->ahead = obj->it->next();\n    return value;",
    ),
    ("    return false;", "    return obj->more;"),
)
# The Iterator is the judge's, as on LeetCode: the file's own is a second definition.
PEEKING_DEFINED = "struct Iterator {\n    int at;\n};\n\n"


def test_the_peeking_iterators_starter_is_leetcodes_template_on_the_judges_iterator(tmp_path: Path) -> None:
    from judge.core.problems import load_problems
    from judge.learner.starter import starter

    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    problems = {str(problem.number): problem for problem in load_problems(env["JUDGE_PROBLEMS_DIR"])}
    problem = problems["284"]
    text = starter(problem, C(), "284.c")
    assert all(part in text for part in PEEKING_API) and text.endswith(PEEKING_TEMPLATE), text
    assert "Returns" not in text and "peekingIterator" not in text, text
    c = C()
    assert c.signature_text(problem.signature).splitlines() == [
        "struct PeekingIterator* Constructor(struct Iterator* iter);",
        "int peek(struct PeekingIterator* obj);",
        "int next(struct PeekingIterator* obj);",
        "bool hasNext(struct PeekingIterator* obj);",
    ]
    assert c.breakpoints(problem.signature, "") == ("Constructor", "peek", "next", "hasNext")
    assert c.defines(text, problem.signature)
    solved = text
    for old, new in PEEKING_BODIES:
        assert old in solved, old
        solved = solved.replace(old, new)
    paths = {
        "starter": write(tmp_path, "starter.c", text),
        "solved": write(tmp_path, "solved.c", solved),
        "defined": write(tmp_path, "defined.c", PEEKING_DEFINED + solved),
    }
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {name: pool.submit(judged, path, "--problem", "284", env=env) for name, path in paths.items()}
        reports = {name: future.result() for name, future in futures.items()}
    # The starter compiles and runs as it is: next() gives 0.
    first = reports["starter"]["cases"][0]
    assert reports["starter"]["verdict"] == "Wrong Answer", reports["starter"].get("compile_error") or first
    assert first["message"].startswith("call 1, next(): expected 1, got 0"), first
    assert reports["solved"]["verdict"] == "Accepted", reports["solved"].get("compile_error") or reports["solved"]
    error = reports["defined"]["compile_error"]
    assert reports["defined"]["verdict"] == "Compile Error" and error["line"] == 1, error
    assert "the judge defines Iterator as LeetCode does" in error["output"], error
