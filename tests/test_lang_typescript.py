"""TypeScript as LeetCode runs it: tsc with LeetCode's options (a type error is a Compile Error on the user's
line), then the JavaScript run by node with runtime errors mapped back to the user's lines through
the source map; a declaration that is not LeetCode's (its call, as LeetCode's driver makes it, does not
compile) as a Compile Error on the user's declaration; `export`, the fallback sandbox, and a clear
message when tsc is missing. What every language does alike (prints, globals, the build cache, the
starters, the examples' verdicts) is tests/test_language_behaviours.py's and tests/test_verify.py's."""

from __future__ import annotations

import json
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from judge.core.signature import parse_signature
from judge.languages.base import find_tool
from judge.languages.typescript import (
    CALL_FILE,
    CONFIG,
    DECLARATIONS,
    LIBRARY_DECLARATIONS,
    NODE_DECLARATIONS,
    PACKAGE_DECLARATIONS,
    TypeScript,
    call_source,
    declaration_place,
    declarations,
    is_module,
    source_map_lines,
)

from .conftest import ROOT, judged, run_judge, write
from .test_design import LRU, LRU_CASES, write_problem
from .test_lang_javascript import LIBRARIES_HERE, NEEDS_LIBRARIES, judged_without_libraries

pytestmark = pytest.mark.skipif(
    TypeScript().missing_toolchain() is not None,
    reason="node and tsc are needed (apt-get install -y nodejs; npm install -g typescript)",
)

SOLUTIONS = ROOT / "solutions"

# tsc drops the interface and the type alias (7 lines) and adds "use strict" and CommonJS lines for
# `export`: the JavaScript's lines differ from these, and the error must still name line 17.
SHIFTED = """\
interface Counts {
    known: number[];
}
type Answer = number;

// The counts up to 8 are known; 9 is looked up where it is not.
export function totalNQueens(n: number): Answer {
    const table: Counts = { known: [1, 0, 0, 2, 10, 4, 40, 92] };
    return lookUp(table, n);
}

function lookUp(table: Counts, n: number): Answer {
    const found: number | undefined = table.known[n - 1];
    if (found !== undefined) {
        return found;
    }
    const missing = (table as unknown as { more: number[] }).more;
    return missing[0];
}
"""

TYPE_ERROR = """\
function totalNQueens(n: number): number {
    let total = 0;
    for (let i = 0; i < n; i++) {
        total += i;
    }
    const text: string = total;
    return total;
}
"""

SYNTAX = """\
function totalNQueens(n: number): number {
    const counts = [1, 0, 0, 2, 10, 4, 40, 92, 352;
    return counts[n - 1];
}
"""


# LeetCode's driver calls the function with arguments of its declared types and keeps the result
# as the declared type: a declaration that is not LeetCode's does not compile, though it would run.
WRONG_PARAMETER = """\
const memo: Map<string, number> = new Map();

// n arrives as a number on LeetCode, not as this string.
function totalNQueens(n: string): number {
    const counts = [1, 0, 0, 2, 10, 4, 40, 92, 352];
    return memo.get(n) ?? counts[Number(n) - 1];
}
"""

WRONG_RESULT = """\
function totalNQueens(n: number): number[] {
    return [1, 0, 0, 2, 10, 4, 40, 92, 352].slice(n - 1, n);
}
"""

# Sudoku is in place: LeetCode passes the board as string[][] (a char is a string).
WRONG_BOARD = """\
/**
 Do not return anything, modify board in-place instead.
 */
function solveSudoku(board: number[][]): void {
    board[0][0] = 5;
}
"""

WRONG_EXPORTED = """\
const counts = [1, 0, 0, 2, 10, 4, 40, 92, 352];

function totalNQueens(n: number): string {
    return String(counts[n - 1]);
}

export { totalNQueens };
"""

# A parameter of type any and an optional extra parameter: LeetCode's call compiles.
LOOSE = """\
function totalNQueens(n: any, memo?: Map<number, number>): number {
    const counts = [1, 0, 0, 2, 10, 4, 40, 92, 352];
    return memo?.get(n) ?? counts[n - 1];
}
"""

# Fewer parameters than LeetCode passes: assignable as a function value, but a call with an
# argument too many does not compile (TS2554), and LeetCode's driver calls the function.
FEWER = """\
function totalNQueens(): number {
    return 0;
}
"""

# An error of the user's own and a declaration that is not LeetCode's: the user's error comes first.
OWN_ERROR_FIRST = """\
function totalNQueens(n: string): number {
    const text: string = 5;
    return text.length;
}
"""

MISNAMED = """\
function totalQueens(n: number): number {
    return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1];
}
"""

MISMATCH = "the declaration does not match LeetCode's"
TOTAL_N_QUEENS = "`function totalNQueens(n: number): number`"


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """Every report this file looks at, judged side by side: each is a tsc run of about half a second."""
    folder = tmp_path_factory.mktemp("typescript")
    sources = {
        "shifted": SHIFTED,
        "type error": TYPE_ERROR,
        "syntax": SYNTAX,
        "wrong parameter": WRONG_PARAMETER,
        "wrong result": WRONG_RESULT,
        "wrong board": WRONG_BOARD,
        "wrong exported": WRONG_EXPORTED,
        "loose": LOOSE,
        "fewer": FEWER,
        "misnamed": MISNAMED,
        "own error first": OWN_ERROR_FIRST,
    }
    problems = {"wrong board": "37"}
    for name, text in sources.items():
        (folder / f"{name.replace(' ', '_')}.ts").write_text(text, encoding="utf-8")
    # Two examples whose compile errors are looked at closely (every example's verdict is test_verify's).
    examples = ("n-queens/compile_error/number_rows.ts", "n-queens-ii/compile_error/string_parameter.ts")
    jobs: dict[str, tuple[Path, tuple[str, ...], dict[str, str] | None]] = {
        example: (SOLUTIONS / example, (), None) for example in examples
    }
    jobs["fallback"] = (SOLUTIONS / "n-queens-ii" / "reference" / "reference.ts", (), {"JUDGE_SANDBOX": "fallback"})
    for name in sources:
        jobs[name] = (
            folder / f"{name.replace(' ', '_')}.ts",
            ("--problem", problems.get(name, "52"), "--all-cases"),
            None,
        )
    with ThreadPoolExecutor(max_workers=max(2, min(8, os.cpu_count() or 2))) as pool:
        futures = {name: pool.submit(judged, path, *args, env=env) for name, (path, args, env) in jobs.items()}
        return {name: future.result() for name, future in futures.items()}


def test_the_fallback_sandbox_compiles_and_runs(reports: dict[str, dict[str, Any]]) -> None:
    assert reports["fallback"]["verdict"] == "Accepted"
    assert reports["fallback"]["sandbox"]["mode"] == "fallback"


def test_a_type_error_is_a_compile_error_on_the_users_line(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["type error"]
    assert report["verdict"] == "Compile Error"
    error = report["compile_error"]
    assert error["type"] == "TypeScript compile error"
    assert (error["line"], error["offset"]) == (6, 11)
    assert error["text"] == "    const text: string = total;"
    assert error["message"] == "TS2322: Type 'number' is not assignable to type 'string'."
    assert f"{report['file']}:6:11: error TS2322" in error["output"]
    assert "judge_env" not in error["output"] and "tsconfig" not in error["output"]
    example = reports["n-queens/compile_error/number_rows.ts"]["compile_error"]
    assert example["line"] == 21 and "'number[]' is not assignable" in example["message"]


def test_a_parameter_that_is_not_leetcodes_is_a_compile_error_on_the_declaration(
    reports: dict[str, dict[str, Any]],
) -> None:
    report = reports["wrong parameter"]
    assert report["verdict"] == "Compile Error"
    error = report["compile_error"]
    assert (error["line"], error["offset"]) == (4, 10)
    assert error["text"] == "function totalNQueens(n: string): number {"
    assert (
        error["message"]
        == f"TS2345: {MISMATCH} {TOTAL_N_QUEENS}: totalNQueens takes string where LeetCode passes number"
    )
    assert f"{report['file']}:4:10: error TS2345: {MISMATCH}" in error["output"]
    assert CALL_FILE.removesuffix(".ts") not in error["output"]
    example = reports["n-queens-ii/compile_error/string_parameter.ts"]["compile_error"]
    assert example["text"] == "function totalNQueens(n: string): number {"
    assert example["message"].startswith(f"TS2345: {MISMATCH} {TOTAL_N_QUEENS}")


def test_a_result_that_is_not_leetcodes_is_a_compile_error_on_the_declaration(
    reports: dict[str, dict[str, Any]],
) -> None:
    error = reports["wrong result"]["compile_error"]
    assert (error["line"], error["offset"]) == (1, 10)
    assert error["message"] == (
        f"TS2322: {MISMATCH} {TOTAL_N_QUEENS}: totalNQueens returns number[] where LeetCode expects number"
    )
    # An exported function of a module is checked as well, through the module's exports.
    exported = reports["wrong exported"]["compile_error"]
    assert (exported["line"], exported["offset"]) == (3, 10)
    assert exported["message"] == (
        f"TS2322: {MISMATCH} {TOTAL_N_QUEENS}: totalNQueens returns string where LeetCode expects number"
    )


def test_the_users_own_errors_come_before_the_declarations(reports: dict[str, dict[str, Any]]) -> None:
    error = reports["own error first"]["compile_error"]
    assert (error["line"], error["message"]) == (2, "TS2322: Type 'number' is not assignable to type 'string'.")
    file = reports["own error first"]["file"]
    lines = error["output"].splitlines()
    assert lines[0].startswith(f"{file}:2:11: error TS2322: Type 'number'")
    assert lines[1].startswith(f"{file}:1:10: error TS2345: {MISMATCH} {TOTAL_N_QUEENS}")


def test_an_in_place_board_of_another_type_is_a_compile_error_on_the_declaration(
    reports: dict[str, dict[str, Any]],
) -> None:
    error = reports["wrong board"]["compile_error"]
    assert reports["wrong board"]["verdict"] == "Compile Error"
    assert (error["line"], error["text"]) == (4, "function solveSudoku(board: number[][]): void {")
    assert error["message"] == (
        f"TS2345: {MISMATCH} `function solveSudoku(board: string[][]): void`:"
        " solveSudoku takes number[][] where LeetCode passes string[][]"
    )


def test_any_and_an_optional_extra_parameter_are_leetcodes_declaration_too(
    reports: dict[str, dict[str, Any]],
) -> None:
    assert reports["loose"]["verdict"] == "Accepted", reports["loose"].get("compile_error")


def test_fewer_parameters_than_leetcode_passes_do_not_compile(reports: dict[str, dict[str, Any]]) -> None:
    error = reports["fewer"]["compile_error"]
    assert (error["line"], error["offset"]) == (1, 10)
    assert error["message"] == (
        f"TS2554: {MISMATCH} {TOTAL_N_QUEENS}: totalNQueens takes 0 arguments where LeetCode passes 1"
    )


def test_a_file_without_the_function_is_a_compile_error_naming_it(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["misnamed"]
    assert report["verdict"] == "Compile Error"
    error = report["compile_error"]
    assert error["line"] is None
    assert error["message"] == (
        "TS2552: the file defines no function totalNQueens (did you mean totalQueens?);"
        f" LeetCode calls {TOTAL_N_QUEENS}"
    )


def test_the_call_is_checked_against_a_script_by_name_and_against_a_module_through_its_exports() -> None:
    assert not is_module('function f(): string {\n    return "export {";\n}\n')
    assert not is_module("namespace Helpers {\n    export const limit = 9;\n}\n// export {}\nconst x = import('y');\n")
    assert is_module("function totalNQueens(n: number): number {\n    return n;\n}\nexport { totalNQueens };\n")
    assert is_module('import { helper } from "./helper";\n')
    assert is_module("export = totalNQueens;\n") and not is_module("import Shape = Geometry.Shape;\n")
    signature = parse_signature({"name": "totalNQueens", "params": [{"name": "n", "type": "int"}], "returns": "int"})
    script, module = call_source(TypeScript(), signature, False), call_source(TypeScript(), signature, True)
    assert "const answer__: number = totalNQueens(n__);" in script and "export {};" in script
    assert 'require("./solution");' in module and "import" not in script
    # In place: the board is passed as LeetCode declares it, and what the call returns is ignored
    # (solutions/sudoku-solver/wrong_answer/returns_solved_copy.ts compiles, and is a Wrong Answer).
    sudoku = parse_signature(
        {"name": "solveSudoku", "params": [{"name": "board", "type": "char[][]"}], "returns": "void", "answer": "board"}
    )
    in_place = call_source(TypeScript(), sudoku, False)
    assert "function judgeCall__solveSudoku(board__: string[][]): void {\n    solveSudoku(board__);\n}" in in_place
    # The declaration is found as the kit finds definitions, comments and strings aside.
    text = '/*\nfunction totalNQueens(n: string) {}\n*/\nconst s = "x";\nconst totalNQueens = (n: number) => n;\n'
    assert declaration_place(text, "totalNQueens") == (5, 7)
    assert declaration_place(text, "solveNQueens") is None


def test_a_syntax_error_is_a_compile_error_on_the_users_line(reports: dict[str, dict[str, Any]]) -> None:
    error = reports["syntax"]["compile_error"]
    assert error["line"] == 2
    assert error["text"] == "    const counts = [1, 0, 0, 2, 10, 4, 40, 92, 352;"
    assert error["message"].startswith("TS1005: ")


def test_runtime_errors_name_the_users_lines_through_the_source_map(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["shifted"]
    assert [case["verdict"] for case in report["cases"]] == ["Accepted"] * 8 + ["Runtime Error"]
    failed = report["cases"][8]
    assert failed["message"] == "TypeError: Cannot read properties of undefined (reading '0') (line 18)"
    assert [(frame["line"], frame["function"]) for frame in failed["details"]["traceback"]] == [
        (9, "totalNQueens"),
        (18, "lookUp"),
    ]
    assert failed["details"]["traceback"][-1]["source"] == "return missing[0];"


def test_a_missing_tsc_names_its_install_command(tmp_path: Path) -> None:
    folder = tmp_path / "bin"
    folder.mkdir()
    node = find_tool("node")
    assert node is not None
    (folder / "node").symlink_to(node)  # node alone: JavaScript would run, TypeScript cannot compile
    result = run_judge("test", str(SOLUTIONS / "n-queens" / "reference" / "reference.ts"), env={"PATH": str(folder)})
    assert result.returncode == 2
    assert "npm install -g typescript" in result.stderr


def test_source_maps_decode_to_the_users_lines() -> None:
    # "AAAA": column 0 of source line 1; ";" starts the next generated line; "AACA": one line down.
    assert source_map_lines('{"mappings": ";AAAA,IAAI;;AACA"}') == [[0, 1], [0, 1, 4, 1], [0, 1], [0, 2]]


def test_leetcodes_options_not_strict_mode() -> None:
    # LeetCode: --alwaysStrict --strictBindCallApply --strictFunctionTypes, without --strict.
    path = ROOT / "tests" / "submissions" / "leetcode" / "implicit_any_and_undefined.ts"
    result = run_judge("test", str(path), "--json")
    assert result.returncode == 0, result.stdout[-1500:]
    assert result.json()["verdict"] == "Accepted"


def test_starters_follow_leetcodes_templates_for_chars_arrays_and_void() -> None:
    language = TypeScript()
    sudoku = parse_signature(
        {"name": "solveSudoku", "params": [{"name": "board", "type": "char[][]"}], "returns": "void", "answer": "board"}
    )
    assert language.starter(sudoku, [], []) == (
        "/**\n Do not return anything, modify board in-place instead.\n */\n"
        "function solveSudoku(board: string[][]): void {\n\n}\n"
    )
    assert language.signature_text(sudoku).endswith(" */\nfunction solveSudoku(board: string[][]): void")
    minesweeper = parse_signature(
        {
            "name": "updateBoard",
            "params": [{"name": "board", "type": "char[][]"}, {"name": "click", "type": "int[]"}],
            "returns": "char[][]",
        }
    )
    assert (
        language.signature_text(minesweeper) == "function updateBoard(board: string[][], click: number[]): string[][]"
    )


def test_every_vocabulary_type_type_checks(tmp_path: Path) -> None:
    # The starters of all the conformance vectors (every type, as parameter and result, and void)
    # in one file, compiled by tsc with the judge's own options, declarations and calls.
    vectors = json.loads((ROOT / "tests" / "conformance" / "vectors.json").read_text(encoding="utf-8"))
    language = TypeScript()
    signatures = [parse_signature(vector["signature"]) for vector in vectors]
    starters = [
        language.starter(signature, [vector["does"]], []) for signature, vector in zip(signatures, vectors, strict=True)
    ]
    (tmp_path / "solution.ts").write_text("\n".join(starters), encoding="utf-8")
    # With LeetCode's node classes, as a problem with trees or linked lists has them.
    (tmp_path / "judge_env.d.ts").write_text(DECLARATIONS + "".join(NODE_DECLARATIONS.values()), encoding="utf-8")
    # LeetCode's call of each: every starter declares what LeetCode's driver passes and keeps.
    calls = [call_source(language, signature, False) for signature in signatures]
    (tmp_path / CALL_FILE).write_text("\n".join(calls), encoding="utf-8")
    (tmp_path / "tsconfig.json").write_text(CONFIG, encoding="utf-8")
    node, tsc = find_tool("node"), find_tool("tsc")
    assert node is not None and tsc is not None
    done = subprocess.run([node, tsc, "-p", "tsconfig.json"], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "solution.js").is_file()


INVERT_TREE = parse_signature(
    {"name": "invertTree", "params": [{"name": "root", "type": "TreeNode"}], "returns": "TreeNode"}
)
OWN_TREE_NODE = """\
class TreeNode {
    val: number
    left: TreeNode | null
    right: TreeNode | null
    constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {
        this.val = (val===undefined ? 0 : val)
        this.left = (left===undefined ? null : left)
        this.right = (right===undefined ? null : right)
    }
}
"""


def test_node_classes_are_declared_as_leetcode_provides_them() -> None:
    # LeetCode's template: the class in a comment above the function, the types `TreeNode | null`
    # and `Array<ListNode | null>`; the judge declares the classes for tsc as globals.
    language = TypeScript()
    starter = language.starter(INVERT_TREE, [], [])
    assert starter.startswith("/**\n * Definition for a binary tree node.\n * class TreeNode {\n")
    assert starter.endswith(
        " */\n\nfunction invertTree(root: TreeNode | null): TreeNode | null {\n    return null;\n}\n"
    )
    assert language.signature_text(INVERT_TREE) == "function invertTree(root: TreeNode | null): TreeNode | null"
    lists = parse_signature(
        {"name": "splitParts", "params": [{"name": "lists", "type": "ListNode[]"}], "returns": "list<ListNode>"}
    )
    assert (
        language.signature_text(lists) == "function splitParts(lists: Array<ListNode | null>): Array<ListNode | null>"
    )
    plain = parse_signature({"name": "totalNQueens", "params": [{"name": "n", "type": "int"}], "returns": "int"})
    assert declarations("", plain) == DECLARATIONS + "".join(LIBRARY_DECLARATIONS.values()) + PACKAGE_DECLARATIONS
    assert "declare class TreeNode {" in declarations("", INVERT_TREE)
    assert "declare class ListNode {" in declarations("", INVERT_TREE)
    # A script that declares the class itself gets its own (a second class would clash); one inside
    # braces, or in a module, does not count.
    assert "declare class TreeNode" not in declarations(OWN_TREE_NODE, INVERT_TREE)
    assert "declare class ListNode" in declarations(OWN_TREE_NODE, INVERT_TREE)
    assert "declare class TreeNode" in declarations("namespace A {\n    class TreeNode {}\n}\n", INVERT_TREE)
    assert "declare class TreeNode" in declarations("export " + OWN_TREE_NODE, INVERT_TREE)


def test_a_script_that_defines_the_node_class_itself_compiles_and_runs(tmp_path: Path) -> None:
    problem = tmp_path / "problems" / "invert-tree"
    (problem / "data").mkdir(parents=True)
    details = {"number": 9076, "slug": "invert-tree", "title": "Invert Tree", "difficulty": "Easy"}
    limits = {"time_limit_ms": 2000, "memory_limit_mb": 256, "output_limit_mb": 1}
    signature = {"name": "invertTree", "params": [{"name": "root", "type": "TreeNode"}], "returns": "TreeNode"}
    data = {**details, "signature": signature, "checker": "exact", **limits, "summary": "Mirror the tree."}
    (problem / "problem.json").write_text(json.dumps(data), encoding="utf-8")
    (problem / "statement.md").write_text("# 9076. Invert Tree\n", encoding="utf-8")
    cases = [{"name": "three", "input": {"root": [2, 1, 3]}, "expected": [2, 3, 1]}]
    (problem / "data" / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    env = {"JUDGE_PROBLEMS_DIR": str(tmp_path / "problems")}
    body = (
        "function invertTree(root: TreeNode | null): TreeNode | null {\n"
        "    return root && new TreeNode(root.val, invertTree(root.right), invertTree(root.left));\n"
        "}\n"
    )
    for name, text in (
        ("own.ts", OWN_TREE_NODE + body),
        ("provided.ts", body),
        ("module.ts", OWN_TREE_NODE + "export " + body),
    ):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        report = judged(path, env=env)
        assert (report["verdict"], report["compile_error"]) == ("Accepted", None), name


def test_the_design_starter_is_leetcodes_template_and_runs(tmp_path: Path) -> None:
    env = write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)
    target = tmp_path / "starter.ts"
    assert run_judge("new", "9146", str(target), "--language", "typescript", env=env).returncode == 0
    text = target.read_text(encoding="utf-8")
    assert "class LRUCache {\n    constructor(capacity: number) {\n        \n    }\n\n" in text
    assert "    get(key: number): number {\n        return 0;\n    }\n\n" in text
    assert "    put(key: number, value: number): void {\n        \n    }\n}\n" in text
    assert " * var obj = new LRUCache(capacity)\n * var param_1 = obj.get(key)\n * obj.put(key,value)\n */" in text
    report = judged(target, env=env)
    assert report["verdict"] == "Wrong Answer" and report["cases"][0]["details"]["first_wrong_call"] == 3
    # A method whose declaration is not LeetCode's is a Compile Error naming LeetCode's call.
    wrong = text.replace(
        "get(key: number): number {\n        return 0;", 'get(key: string): string {\n        return "";'
    )
    (tmp_path / "wrong.ts").write_text(wrong, encoding="utf-8")
    report = judged(tmp_path / "wrong.ts", env=env)
    assert report["verdict"] == "Compile Error"
    assert "LeetCode's `var param_1 = obj.get(key)` does not compile" in report["compile_error"]["message"]


def test_a_design_class_exported_from_a_module_is_checked_through_its_exports() -> None:
    signature = parse_signature(LRU)
    module = call_source(TypeScript(), signature, True)
    assert "declare const LRUCache: typeof judgeSolution__ extends { LRUCache: infer F }" in module
    assert "const param_1__: number = obj__.get(value__<number>());" in module
    assert "    obj__.put(value__<number>(), value__<number>());" in module
    assert TypeScript().defines(
        "class LRUCache {\n    get(key: number): number {}\n    put(k, v): void {}\n}\n", signature
    )


NARY_MIRROR = {"name": "mirror", "params": [{"name": "root", "type": "Node"}], "return": {"type": "Node"}}
# LeetCode's TypeScript template with children, uncommented: a script's own _Node.
OWN_NARY_NODE = """\
class _Node {
    val: number
    children: _Node[]
    constructor(val?: number, children?: _Node[]) {
        this.val = (val===undefined ? 0 : val)
        this.children = (children===undefined ? [] : children)
    }
}
"""


def test_the_nary_node_is_declared_as_leetcode_names_it_and_only_for_its_problems() -> None:
    language = TypeScript()
    signature = parse_signature(NARY_MIRROR)
    starter = language.starter(signature, [], [])
    assert starter.startswith(
        "/**\n * Definition for _Node.\n * class _Node {\n *     val: number\n *     children: _Node[]\n"
        " *     constructor(v: number) {\n *         this.val = v;\n *         this.children = [];\n"
    )
    assert language.signature_text(signature) == "function mirror(root: _Node | null): _Node | null"
    roots = parse_signature({"name": "findRoot", "params": [{"name": "tree", "type": "Node[]"}], "returns": "Node"})
    assert language.signature_text(roots) == "function findRoot(tree: _Node[]): _Node | null"
    assert "declare class _Node {" in declarations("", signature)
    assert "declare class TreeNode {" in declarations("", signature)
    # Other problems' solutions declare a Node (or _Node) of their own: none is declared for them.
    assert "_Node" not in declarations("", INVERT_TREE)
    assert "declare class _Node" not in declarations(OWN_NARY_NODE, signature)


# LeetCode's TypeScript _Node takes the value alone and starts with no children (`[]`): a copy built
# so, mirrored; one node hung twice on one case.
NARY_COPY = """\
function mirror(root: _Node | null): _Node | null {
    if (root === null) return null;
    if (root.val === 7) {
        const leaf = new _Node(1);
        const shared = new _Node(7);
        shared.children.push(leaf, leaf);
        return shared;
    }
    const copy = new _Node(root.val);
    const stack: Array<[_Node, _Node]> = [[root, copy]];
    while (stack.length) {
        const [node, made] = stack.pop()!;
        for (let i = node.children.length - 1; i >= 0; i--) {
            const child = new _Node(node.children[i].val);
            made.children.push(child);
            stack.push([node.children[i], child]);
        }
    }
    return copy;
}
"""


def test_nary_trees_run_with_leetcodes_typescript_node(tmp_path: Path) -> None:
    cases = [
        {"name": "copy", "input": {"root": [1, None, 2, 3, None, 4]}, "expected": [1, None, 3, 2, None, None, 4]},
        {"name": "shared", "input": {"root": [7, None, 1]}, "expected": [7, None, 1]},
    ]
    env = write_problem(tmp_path / "problems", "nary-mirror", 9177, NARY_MIRROR, cases)
    for name, text in (("provided.ts", NARY_COPY), ("own.ts", OWN_NARY_NODE + NARY_COPY)):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        report = judged(path, "--all-cases", env=env)
        assert report["compile_error"] is None, name
        verdicts = [(case["verdict"], case["message"]) for case in report["cases"]]
        assert verdicts[0][0] == "Accepted", (name, verdicts)
        assert verdicts[1] == ("Runtime Error", "Error: Found a cycle or a shared node in the Node tree"), name


# --- LeetCode's other node classes: 138, 133, 116, 117 and 430 ---------------------------------------


def driven(method: str) -> Any:
    return parse_signature(
        {"name": method, "params": [{"name": "x", "type": "Node"}], "return": {"type": "Node"}, "manual": True}
    )


def test_leetcodes_other_node_classes_are_declared_each_for_its_problem() -> None:
    language = TypeScript()
    for method, fields in (
        ("copyRandomList", ("next: _Node | null;", "random: _Node | null;")),
        ("cloneGraph", ("neighbors: _Node[];",)),
        ("connect", ("left: _Node | null;", "right: _Node | null;", "next: _Node | null;")),
        ("flatten", ("prev: _Node | null;", "next: _Node | null;", "child: _Node | null;")),
    ):
        signature = driven(method)
        assert language.cannot_judge(signature) is None
        assert language.signature_text(signature) == f"function {method}(x: _Node | null): _Node | null"
        declared = declarations("", signature)
        assert declared.count("declare class _Node {") == 1, method
        assert all(f"    {field}\n" in declared for field in fields), declared
        assert "children" not in declared
        starter = language.starter(signature, [], [])
        assert starter.startswith("/**\n * Definition for _Node.\n * class _Node {\n *     val: number\n")
        # A script's own _Node is the one tsc sees.
        assert "declare class _Node" not in declarations("class _Node { val = 0 }\n", signature)
    assert "_Node" not in declarations("", INVERT_TREE)


# LeetCode's TypeScript class: a new node's val is 0 and its pointers null, not undefined.
TYPED_CONNECT = """\
function connect(root: _Node | null): _Node | null {
    const probe = new _Node();
    if (probe.val !== 0 || probe.next !== null || probe.left !== null) throw new Error("not LeetCode's _Node");
    let level: _Node[] = root ? [root] : [];
    while (level.length) {
        level.forEach((node, i) => (node.next = level[i + 1] ?? null));
        level = level.flatMap((node) => [node.left, node.right]).filter((node) => node !== null);
    }
    return root;
}
"""


# 430 with LeetCode's TypeScript class, through a sentinel `new _Node()`: its val 0 and links null.
# [5]'s answer goes round (its next at itself): LeetCode's Runtime Error.
TYPED_FLATTEN = """\
function flatten(head: _Node | null): _Node | null {
    const sentinel = new _Node();
    if (sentinel.val !== 0 || sentinel.prev !== null || sentinel.child !== null) throw new Error("not LeetCode's");
    const pending: Array<_Node | null> = [head];
    let last = sentinel;
    while (pending.length) {
        const node = pending.pop();
        if (!node) continue;
        pending.push(node.next, node.child);
        last.next = node;
        node.prev = last;
        node.child = null;
        last = node;
    }
    last.next = head !== null && head.val === 5 ? head : null;
    if (sentinel.next !== null) sentinel.next.prev = null;
    return sentinel.next;
}
"""
# LeetCode's template of 430, as `judge new` writes it after the statement's comment.
FLATTEN_STARTER = (
    " * class _Node {\n *     val: number\n *     prev: _Node | null\n *     next: _Node | null\n"
    " *     child: _Node | null\n *\n *     constructor(val?: number, prev? : _Node, next? : _Node, child? : _Node) {\n"
    " *         this.val = (val===undefined ? 0 : val);\n *         this.prev = (prev===undefined ? null : prev);\n"
    " *         this.next = (next===undefined ? null : next);\n"
    " *         this.child = (child===undefined ? null : child);\n *     }\n * }\n */\n\n"
    "function flatten(head: _Node | null): _Node | null {\n    return null;\n}\n"
)


def test_leetcodes_other_node_classes_run_as_typescript_declares_them(tmp_path: Path) -> None:
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    report = judged(write(tmp_path, "connect.ts", TYPED_CONNECT), "--problem", "117", env=env)
    assert report["verdict"] == "Accepted", [(case["verdict"], case["message"]) for case in report["cases"]]
    report = judged(write(tmp_path, "flatten.ts", TYPED_FLATTEN), "--all-cases", env=env)
    verdicts = [(case["verdict"], case["message"]) for case in report["cases"]]
    assert verdicts[3] == ("Runtime Error", "Error: Found cycle in the list"), verdicts
    assert {verdict for verdict, _ in verdicts[:3] + verdicts[4:]} == {"Accepted"}, verdicts
    path = tmp_path / "starter_430.ts"
    created = run_judge("new", "--language", "typescript", "430", str(path), env=env)
    assert created.returncode == 0, created.stderr
    assert path.read_text(encoding="utf-8").endswith(FLATTEN_STARTER)
    report = judged(path, env=env)
    assert report["compile_error"] is None and report["verdict"] == "Wrong Answer", report["compile_error"]


# 116 as LeetCode's TypeScript template wrote it before its class became _Node (doocs/leetcode's
# published 116 and 117 still say Node): level by level along the next pointers.
OLD_NAMED_CONNECT = """\
function connect(root: Node | null): Node | null {
    let first: Node | null = root;
    while (first !== null && first.left !== null) {
        for (let node: Node | null = first; node !== null; node = node.next) {
            node.left!.next = node.right;
            if (node.next !== null) node.right!.next = node.next.left;
        }
        first = first.left;
    }
    return root;
}
"""
# A script with a Node of its own beside LeetCode's _Node: its Node is its own, no clash.
OWN_NODE_CONNECT = """\
class Node {
    constructor(public level: number) {}
}

function connect(root: _Node | null): _Node | null {
    const levels: _Node[][] = [];
    const stack: Array<[_Node, Node]> = root === null ? [] : [[root, new Node(0)]];
    while (stack.length) {
        const [node, at] = stack.pop()!;
        (levels[at.level] ??= []).push(node);
        if (node.right) stack.push([node.right, new Node(at.level + 1)]);
        if (node.left) stack.push([node.left, new Node(at.level + 1)]);
    }
    for (const level of levels) level.forEach((node, i) => (node.next = level[i + 1] ?? null));
    return root;
}
"""


@pytest.mark.parametrize(("name", "source"), [("old_name.ts", OLD_NAMED_CONNECT), ("own_node.ts", OWN_NODE_CONNECT)])
def test_the_node_classes_older_name_compiles_unless_the_script_has_a_node_of_its_own(
    tmp_path: Path, name: str, source: str
) -> None:
    env = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}
    report = judged(write(tmp_path, name, source), "--problem", "116", env=env)
    assert report["compile_error"] is None, report["compile_error"]
    assert report["verdict"] == "Accepted", [(case["verdict"], case["message"]) for case in report["cases"]]
    signature = links_signature("populating-next-right-pointers-in-each-node")
    assert ("type Node = _Node;" in declarations(source, signature)) == (source is OLD_NAMED_CONNECT)


# --- LeetCode's drivers of 237 (a node to delete), 278 and 374 (an API) ------------------------------

DRIVEN_PROBLEMS = {"JUDGE_PROBLEMS_DIR": str(ROOT / "tests" / "links" / "problems")}


def links_signature(slug: str) -> Any:
    path = ROOT / "tests" / "links" / "problems" / slug / "problem.json"
    return parse_signature(json.loads(path.read_text(encoding="utf-8"))["signature"])


def test_the_drivers_starters_are_leetcodes_templates_and_compile(tmp_path: Path) -> None:
    language = TypeScript()
    endings = {
        "237": " */\nfunction deleteNode(node: ListNode | null): void {\n\n}\n",
        "278": "/**\n * The knows API is defined in the parent class Relation.\n"
        " * isBadVersion(version: number): boolean {\n *     ...\n * };\n */\n\n"
        "var solution = function(isBadVersion: any) {\n\n"
        "    return function(n: number): number {\n        return 0;\n    };\n};\n",
        "374": " * var guess = function(num) {}\n */\n\nfunction guessNumber(n: number): number {\n    return 0;\n}\n",
        # A Codec: two functions, with the small differences of LeetCode's two templates.
        "297": " * }\n */\n\n/*\n * Encodes a tree to a single string.\n */\n"
        'function serialize(root: TreeNode | null): string {\n    return "";\n};\n\n'
        "/*\n * Decodes your encoded data to tree.\n */\nfunction deserialize(data: string): TreeNode | null {\n"
        "    return null;\n};\n\n\n"
        "/**\n * Your functions will be called as such:\n * deserialize(serialize(root));\n */\n",
        "535": " */\n\n/**\n * Encodes a URL to a shortened URL.\n */\nfunction encode(longUrl: string): string {\n"
        '    return "";\n};\n\n/**\n * Decodes a shortened URL to its original URL.\n */\n'
        'function decode(shortUrl: string): string {\n    return "";\n};\n\n'
        "/**\n * Your functions will be called as such:\n * decode(encode(strs));\n */\n",
        # LeetCode's NestedInteger, its whole API in a comment, then an iterator run by one loop and a parser.
        "341": " *     getList(): NestedInteger[] {\n *         ...\n *     };\n * };\n */\n\nclass NestedIterator {\n"
        "    constructor(nestedList: NestedInteger[]) {\n        \n    }\n\n    hasNext(): boolean {\n"
        "        return false;\n    }\n\n    next(): number {\n        return 0;\n    }\n}\n\n"
        "/**\n * Your NestedIterator object will be instantiated and called as such:\n"
        " * var obj = new NestedIterator(nestedList)\n * var a: number[] = []\n"
        " * while (obj.hasNext()) a.push(obj.next());\n */\n",
        "385": " * };\n */\n\nfunction deserialize(s: string): NestedInteger {\n    return new NestedInteger();\n}\n",
    }
    api = (
        " * class NestedInteger {\n",
        " *     constructor(value?: number) {\n",
        " *     isInteger(): boolean {\n",
        " *     getInteger(): number | null {\n",
        " *     setInteger(value: number) {\n",
        " *     add(elem: NestedInteger) {\n",
        " *     getList(): NestedInteger[] {\n",
    )
    for number, ending in endings.items():
        path = tmp_path / f"starter_{number}.ts"
        created = run_judge("new", "--language", "typescript", number, str(path), env=DRIVEN_PROBLEMS)
        assert created.returncode == 0, created.stderr
        text = path.read_text(encoding="utf-8")
        assert text.endswith(ending)
        if number in ("341", "385"):
            assert all(line in text for line in api), text
        # 278's is found by its `solution`; a Codec's file also defines 385's deserialize.
        chosen = ("--problem", number) if number == "297" else ()
        report = judged(path, *chosen, env=DRIVEN_PROBLEMS)
        assert report["compile_error"] is None and report["verdict"] == "Wrong Answer", report["compile_error"]
    bad = links_signature("first-bad-version")
    # judge show: the declaration under the API comment of LeetCode's template.
    assert language.signature_text(bad).splitlines()[-1] == "var solution = function(isBadVersion: any)"
    assert "    const answer__: number = solution(isBadVersion__)(n__);\n" in call_source(language, bad, False)


# A Codec whose serialize hands the tree across, which LeetCode's call does not compile.
TREE_ACROSS = """\
function serialize(root: TreeNode | null): TreeNode | null {
    return root;
}

function deserialize(data: TreeNode | null): TreeNode | null {
    return data;
}
"""


def test_a_codec_is_two_functions_called_one_on_the_others_string(tmp_path: Path) -> None:
    language = TypeScript()
    codec = links_signature("serialize-and-deserialize-binary-tree")
    assert language.defines("function serialize(root) {}\nfunction deserialize(data) {}\n", codec)
    assert not language.defines("class Codec {\n    serialize(root) {}\n    deserialize(data) {}\n}\n", codec)
    call = call_source(language, codec, False)
    assert "    const data__: string = serialize(value__<TreeNode | null>());\n" in call
    assert "    const answer__: TreeNode | null = deserialize(data__);\n" in call
    module = call_source(language, links_signature("encode-and-decode-tinyurl"), True)
    assert "declare const decode: typeof judgeSolution__ extends { decode: infer F }" in module
    report = judged(write(tmp_path, "across.ts", TREE_ACROSS), "--problem", "297", env=DRIVEN_PROBLEMS)
    assert report["verdict"] == "Compile Error"
    message = report["compile_error"]["message"]
    assert (
        "LeetCode's `serialize(root)` does not compile: Type 'TreeNode' is not assignable to type 'string'" in message
    )


def test_guess_is_declared_in_its_problem_alone_and_gives_way_to_the_files_own() -> None:
    guess = links_signature("guess-number-higher-or-lower")
    assert "declare function guess(num: number): number;" in declarations("", guess)
    assert "declare function guess" not in declarations("function guess(num: number) { return 0; }\n", guess)
    assert "guess" not in declarations("", links_signature("first-bad-version"))
    assert "guess" not in declarations("", INVERT_TREE)


# 278's inner function typed as LeetCode does not call it.
MISTYPED_VERSIONS = """\
var solution = function(isBadVersion: any) {
    return function(n: string): number {
        return 1;
    };
};
"""


def test_a_mistyped_278_is_a_compile_error_against_leetcodes_solution(tmp_path: Path) -> None:
    report = judged(write(tmp_path, "versions.ts", MISTYPED_VERSIONS), "--problem", "278", env=DRIVEN_PROBLEMS)
    assert report["verdict"] == "Compile Error"
    message = report["compile_error"]["message"]
    assert "LeetCode's `var solution = function(isBadVersion: any)`" in message, message
    assert "takes string where LeetCode passes number" in message, message


# LeetCode's TypeScript NestedInteger: getList of an integer is an empty list (null in JavaScript).
TYPED_NESTED_API = """\
function deserialize(s: string): NestedInteger {
    const probe = new NestedInteger(4);
    if (probe.getList().length !== 0 || probe.getInteger() !== 4) throw new Error("not 4");
    const make = (value: number | unknown[]): NestedInteger => {
        if (!Array.isArray(value)) return new NestedInteger(value as number);
        const list = new NestedInteger();
        for (const item of value) list.add(make(item as number | unknown[]));
        return list;
    };
    return make(JSON.parse(s));
}
"""
# The string given where LeetCode's constructor takes a number: JavaScript would run it.
UNPARSED_NESTED = """\
function deserialize(s: string): NestedInteger {
    return s[0] === "[" ? new NestedInteger() : new NestedInteger(s);
}
"""


def test_nested_integers_are_as_leetcodes_typescript_declares_them(tmp_path: Path) -> None:
    report = judged(write(tmp_path, "api.ts", TYPED_NESTED_API), "--problem", "385", env=DRIVEN_PROBLEMS)
    assert report["verdict"] == "Accepted", [(case["verdict"], case["message"]) for case in report["cases"]]
    report = judged(write(tmp_path, "unparsed.ts", UNPARSED_NESTED), "--problem", "385", env=DRIVEN_PROBLEMS)
    assert report["verdict"] == "Compile Error"
    message = report["compile_error"]["message"]
    assert "Argument of type 'string' is not assignable to parameter of type 'number'" in message, message


# --- 284: a PeekingIterator made from LeetCode's Iterator ----------------------------------------------

# LeetCode's template of 284, as `judge new` writes it after the statement's comment.
PEEKING_STARTER = (
    "/**\n * // The interface of the Iterator the judge gives your class: do not implement it.\n"
    " * class Iterator {\n *      True while there are integers left.\n *      hasNext(): boolean {}\n *\n"
    " *      The next integer; the iterator moves past it.\n *      next(): number {}\n * }\n */\n\n"
    "class PeekingIterator {\n    constructor(iterator: Iterator) {\n        \n    }\n\n"
    "    peek(): number {\n        return 0;\n    }\n\n    next(): number {\n        return 0;\n    }\n\n"
    "    hasNext(): boolean {\n        return false;\n    }\n}\n\n"
    "/**\n * Your PeekingIterator object will be instantiated and called as such:\n"
    " * var obj = new PeekingIterator(iterator)\n * var param_1 = obj.peek()\n * var param_2 = obj.next()\n"
    " * var param_3 = obj.hasNext()\n */\n"
)
# The template's bodies filled in: the element ahead held in a number, as LeetCode's Iterator types
# next(); a Map's own iterator, in the same file, keeps the ES library's IteratorResult.
PEEKING_BODIES = (
    (
        "    constructor(iterator: Iterator) {\n        \n    }",
        "    private iterator: Iterator;\n    private ahead: number | null;\n"
        "    constructor(iterator: Iterator) {\n        this.iterator = iterator;\n"
        "        this.ahead = iterator.hasNext() ? iterator.next() : null;\n"
        "        const first: IteratorResult<number> = new Map([[1, 2]]).keys().next();\n"
        '        if (first.done || first.value !== 1) throw new Error("not the library\'s");\n    }',
    ),
    ("peek(): number {\n        return 0;", "peek(): number {\n        return this.ahead;"),
    (
        "next(): number {\n        return 0;",
        "next(): number {\n        const value: number = this.ahead;\n"
        "        this.ahead = this.iterator.hasNext() ? this.iterator.next() : null;\n        return value;",
    ),
    ("hasNext(): boolean {\n        return false;", "hasNext(): boolean {\n        return this.ahead !== null;"),
)


def test_a_peeking_iterator_starter_is_leetcodes_and_a_solution_on_it_is_judged(tmp_path: Path) -> None:
    path = tmp_path / "starter_284.ts"
    created = run_judge("new", "--language", "typescript", "284", str(path), env=DRIVEN_PROBLEMS)
    assert created.returncode == 0, created.stderr
    text = path.read_text(encoding="utf-8")
    assert text.endswith(PEEKING_STARTER), text
    report = judged(path, env=DRIVEN_PROBLEMS)
    assert report["compile_error"] is None and report["verdict"] == "Wrong Answer", report["compile_error"]
    for old, new in PEEKING_BODIES:
        assert old in text, old
        text = text.replace(old, new)
    report = judged(write(tmp_path, "solved_284.ts", text), env=DRIVEN_PROBLEMS)
    assert report["verdict"] == "Accepted", report["compile_error"] or [case["message"] for case in report["cases"]]
    # LeetCode's Iterator has hasNext and next only: a peek of its own does not compile.
    peeks = text.replace("return this.ahead;", "return this.iterator.peek();")
    report = judged(write(tmp_path, "peeks_284.ts", peeks), env=DRIVEN_PROBLEMS)
    assert report["verdict"] == "Compile Error"
    assert "Property 'peek' does not exist on type 'Iterator<" in report["compile_error"]["message"]


# --- LeetCode's preloaded libraries: lodash and datastructures-js -----------------------------------

# Problem 23 with MinPriorityQueue typed as datastructures-js 6 types it (the element's type as its
# parameter; dequeue() gives the element), with no import.
HEAP_MERGE = """\
function mergeKLists(lists: Array<ListNode | null>): ListNode | null {
    const heap = new MinPriorityQueue<ListNode>((node) => node.val);
    for (const head of lists) if (head) heap.enqueue(head);
    const dummy = new ListNode();
    let tail = dummy;
    while (!heap.isEmpty()) {
        const node = heap.dequeue();
        tail.next = node;
        tail = node;
        if (node.next) heap.enqueue(node.next);
    }
    return dummy.next;
}
"""
# datastructures-js 5's enqueue(element, priority), which 6 (LeetCode's) does not declare.
HEAP_MERGE_V5 = HEAP_MERGE.replace("heap.enqueue(head);", "heap.enqueue(head, head.val);")
LODASH_MERGE = """\
function mergeKLists(lists: Array<ListNode | null>): ListNode | null {
    const heads = new Queue<ListNode>(lists.filter((head) => head !== null));
    const values: number[] = [];
    while (!heads.isEmpty()) {
        const node = heads.dequeue();
        values.push(node.val);
        if (node.next) heads.enqueue(node.next);
    }
    const sorted: number[] = _.sortBy(values);
    return _.reduceRight(sorted, (next: ListNode | null, value: number) => new ListNode(value, next), null);
}
"""
# The packages imported by name, as some published solutions do (the file is a module then).
IMPORTED_MERGE = (
    'import { MinPriorityQueue, PriorityQueue } from "@datastructures-js/priority-queue";\n'
    'import { Queue } from "@datastructures-js/queue";\n'
    'import * as lodash from "lodash";\n\n'
    + HEAP_MERGE.replace(
        "    for (const head of lists) if (head) heap.enqueue(head);\n",
        "    const waiting = new Queue<ListNode>(lists.filter((head) => head !== null));\n"
        "    while (!waiting.isEmpty()) heap.enqueue(lodash.identity(waiting.dequeue()));\n"
        "    const unused: PriorityQueue<number> = new PriorityQueue<number>((a, b) => a - b);\n",
    ).replace("    return dummy.next;", "    return unused.isEmpty() ? dummy.next : null;")
)
# A script's own Queue and _ are its own: no second declaration clashes with them.
OWN_NAMES = """\
class Queue {
    private items: ListNode[] = [];
    private head = 0;
    push(node: ListNode): void {
        this.items.push(node);
    }
    shift(): ListNode {
        return this.items[this.head++];
    }
    get length(): number {
        return this.items.length - this.head;
    }
}
const _ = { mine: true };

function mergeKLists(lists: Array<ListNode | null>): ListNode | null {
    if (!_.mine) throw new Error("not the file's own");
    const queue = new Queue();
    const values: number[] = [];
    for (const head of lists) if (head) queue.push(head);
    while (queue.length) {
        const node = queue.shift();
        values.push(node.val);
        if (node.next) queue.push(node.next);
    }
    values.sort((a, b) => a - b);
    let head: ListNode | null = null;
    for (let i = values.length - 1; i >= 0; i--) head = new ListNode(values[i], head);
    return head;
}
"""


def test_the_libraries_are_declared_for_tsc_save_a_scripts_own() -> None:
    plain = parse_signature({"name": "totalNQueens", "params": [{"name": "n", "type": "int"}], "returns": "int"})
    declared = declarations("", plain)
    assert "declare var _: any;" in declared
    for name in ("PriorityQueue", "MinPriorityQueue", "MaxPriorityQueue", "Queue", "Deque"):
        assert f"declare class {name}<T> {{" in declared, name
    assert "    dequeue(): T | null;" in LIBRARY_DECLARATIONS["MinPriorityQueue"]
    own = declarations("class Queue {}\nconst _ = 1;\nfunction Deque() {}\n", plain)
    assert "declare class Queue" not in own and "declare var _" not in own and "declare class Deque" not in own
    assert "declare class MinPriorityQueue<T>" in own
    assert "declare class Queue" not in declarations("interface Queue {\n    size: number;\n}\n", plain)
    # In a module, its own names are no globals: the libraries' stay declared.
    assert "declare class Queue<T>" in declarations("export class Queue {}\n", plain)


@pytest.fixture(scope="module")
def library_reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """The libraries' reports, judged side by side (a tsc run each): in bubblewrap (where it works) and the fallback."""
    if not LIBRARIES_HERE:
        pytest.skip(NEEDS_LIBRARIES)
    folder = tmp_path_factory.mktemp("libraries")
    sources = {"heap": HEAP_MERGE, "heap v5": HEAP_MERGE_V5, "lodash": LODASH_MERGE, "own": OWN_NAMES}
    sources["imported"] = IMPORTED_MERGE
    paths = {name: write(folder, f"{name.replace(' ', '_')}.ts", text) for name, text in sources.items()}
    jobs: dict[str, tuple[Path, dict[str, str] | None]] = {name: (path, None) for name, path in paths.items()}
    jobs["heap in the fallback"] = (paths["heap"], {"JUDGE_SANDBOX": "fallback"})
    with ThreadPoolExecutor(max_workers=max(2, min(4, os.cpu_count() or 2))) as pool:
        futures = {name: pool.submit(judged, path, "--problem", "23", env=env) for name, (path, env) in jobs.items()}
        return {name: future.result() for name, future in futures.items()}


@pytest.mark.parametrize("name", ["heap", "heap in the fallback", "lodash", "own"])
def test_leetcodes_libraries_compile_and_run_without_an_import(library_reports: dict[str, Any], name: str) -> None:
    report = library_reports[name]
    assert report["compile_error"] is None, report["compile_error"]
    assert (report["verdict"], report["passed"]) == ("Accepted", report["total"]), report["cases"][0]
    if "fallback" in name:
        assert report["sandbox"]["mode"] == "fallback"


def test_the_libraries_may_be_imported_by_their_package_names(library_reports: dict[str, Any]) -> None:
    report = library_reports["imported"]
    assert report["compile_error"] is None, report["compile_error"]
    assert (report["verdict"], report["passed"]) == ("Accepted", report["total"]), report["cases"][0]


def test_the_priority_queue_is_typed_as_leetcodes_version_6(library_reports: dict[str, Any]) -> None:
    report = library_reports["heap v5"]
    assert report["verdict"] == "Compile Error"
    assert report["compile_error"]["line"] == 3
    assert "Expected 1 arguments, but got 2" in report["compile_error"]["message"]


def test_a_missing_library_compiles_and_its_reference_error_says_how_to_install_it(tmp_path: Path) -> None:
    report = judged_without_libraries(write(tmp_path, "heap.ts", HEAP_MERGE))
    assert report["verdict"] == "Runtime Error"
    message = report["cases"][0]["message"]
    assert message.startswith("ReferenceError: MinPriorityQueue is not defined; LeetCode preloads it from"), message
    assert "npm install -g @datastructures-js/priority-queue@6.3.2 (line 2)" in message
