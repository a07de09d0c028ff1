"""TypeScript as LeetCode runs it: tsc with LeetCode's options (a type error is a Compile Error on the user's
line), then the JavaScript run by node with runtime errors mapped back to the user's lines through
the source map; prints kept out of the answer, globals that persist between cases, `export`, the
build cache, the starter, and a clear message when tsc is missing."""

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
from judge.languages.typescript import CONFIG, DECLARATIONS, TypeScript, source_map_lines

from .conftest import ROOT, judged, run_judge

pytestmark = pytest.mark.skipif(
    TypeScript().missing_toolchain() is not None,
    reason="node and tsc are needed (apt-get install -y nodejs; npm install -g typescript)",
)

SOLUTIONS = ROOT / "solutions"
FOLDER_VERDICTS = {
    "reference": "Accepted",
    "accepted": "Accepted",
    "wrong_answer": "Wrong Answer",
    "time_limit_exceeded": "Time Limit Exceeded",
    "runtime_error": "Runtime Error",
    "compile_error": "Compile Error",
}
EXAMPLES = sorted(path for folder in FOLDER_VERDICTS for path in SOLUTIONS.glob(f"n-queens*/{folder}/*.ts"))

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

PRINTS = """\
let calls: number = 0;

function totalNQueens(n: number): number {
    calls++;
    console.log(`log n=${n}`);
    process.stdout.write(`write ${calls}\\n`);
    console.error("error", n);
    const count = (row: number, cols: number, left: number, right: number): number => {
        if (row === n) return 1;
        let total = 0;
        for (let col = 0; col < n; col++) {
            const bit = 1 << col;
            if ((cols | left | right) & bit) continue;
            total += count(row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
        }
        return total;
    };
    return count(0, 0, 0, 0);
}
"""


def builds() -> set[str]:
    folder = Path(os.environ["XDG_CACHE_HOME"]) / "nqueens-judge" / "builds"
    return {entry.name for entry in folder.iterdir()} if folder.is_dir() else set()


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """Every report this file looks at, judged side by side: each is a tsc run of about half a second."""
    folder = tmp_path_factory.mktemp("typescript")
    sources = {"shifted": SHIFTED, "type error": TYPE_ERROR, "syntax": SYNTAX, "prints": PRINTS}
    for name, text in sources.items():
        (folder / f"{name.replace(' ', '_')}.ts").write_text(text, encoding="utf-8")
    jobs: dict[str, tuple[Path, tuple[str, ...], dict[str, str] | None]] = {
        str(path.relative_to(SOLUTIONS)): (path, (), None) for path in EXAMPLES
    }
    jobs["fallback"] = (SOLUTIONS / "n-queens-ii" / "reference" / "reference.ts", (), {"JUDGE_SANDBOX": "fallback"})
    for name in sources:
        jobs[name] = (folder / f"{name.replace(' ', '_')}.ts", ("--problem", "52", "--all-cases"), None)
    with ThreadPoolExecutor(max_workers=max(2, min(8, os.cpu_count() or 2))) as pool:
        futures = {name: pool.submit(judged, path, *args, env=env) for name, (path, args, env) in jobs.items()}
        return {name: future.result() for name, future in futures.items()}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda path: str(path.relative_to(SOLUTIONS)))
def test_every_example_gets_its_folders_verdict(reports: dict[str, dict[str, Any]], path: Path) -> None:
    report = reports[str(path.relative_to(SOLUTIONS))]
    assert report["language"] == "typescript"
    assert report["verdict"] == FOLDER_VERDICTS[path.parent.name], report["cases"][:3]


def test_examples_cover_every_verdict_and_two_approaches_per_problem() -> None:
    assert {path.parent.name for path in EXAMPLES} == set(FOLDER_VERDICTS)
    approaches = [path for path in EXAMPLES if path.parent.name == "accepted"]
    assert sum(path.parent.parent.name == "n-queens-ii" for path in approaches) >= 2
    assert sum(path.parent.parent.name != "n-queens-ii" for path in approaches) >= 2


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


def test_prints_land_in_the_cases_output_not_in_the_answer(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["prints"]
    assert report["verdict"] == "Accepted"
    for index, case in enumerate(report["cases"], 1):
        assert case["stdout"] == f"log n={case['input']['n']}\nwrite {index}\n"
        assert case["stderr"] == f"error {case['input']['n']}\n"


def test_globals_persist_between_cases(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["n-queens-ii/wrong_answer/global_counter.ts"]
    verdicts = [case["verdict"] for case in report["cases"]]
    assert verdicts[:3] == ["Accepted", "Wrong Answer", "Wrong Answer"]
    assert any("running total" in hint for hint in report["hints"])


def test_a_second_judge_of_the_same_file_compiles_nothing(tmp_path: Path) -> None:
    source = tmp_path / "cached.ts"
    source.write_text(SHIFTED.replace("// The counts", "// Cached: the counts"), encoding="utf-8")
    before = builds()
    first = judged(source, "--problem", "52")
    made = builds() - before
    assert len(made) == 1
    second = judged(source, "--problem", "52")
    assert builds() - before == made
    assert first["verdict"] == second["verdict"] == "Runtime Error"


@pytest.mark.parametrize("number", ["51", "52"])
def test_the_starter_compiles_and_is_a_clean_wrong_answer(tmp_path: Path, number: str) -> None:
    starter = tmp_path / f"starter_{number}.ts"
    created = run_judge("new", number, str(starter), "--language", "typescript")
    assert created.returncode == 0, created.stderr
    text = starter.read_text(encoding="utf-8")
    expected = "solveNQueens(n: number): string[][]" if number == "51" else "totalNQueens(n: number): number"
    assert f"function {expected} {{\n" in text
    report = judged(starter)
    assert report["verdict"] == "Wrong Answer"
    assert report.get("compile_error") is None


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
    # in one file, compiled by tsc with the judge's own options and declarations.
    vectors = json.loads((ROOT / "tests" / "conformance" / "vectors.json").read_text(encoding="utf-8"))
    language = TypeScript()
    starters = [language.starter(parse_signature(vector["signature"]), [vector["does"]], []) for vector in vectors]
    (tmp_path / "solution.ts").write_text("\n".join(starters), encoding="utf-8")
    (tmp_path / "judge_env.d.ts").write_text(DECLARATIONS, encoding="utf-8")
    (tmp_path / "tsconfig.json").write_text(CONFIG, encoding="utf-8")
    node, tsc = find_tool("node"), find_tool("tsc")
    assert node is not None and tsc is not None
    done = subprocess.run([node, tsc, "-p", "tsconfig.json"], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "solution.js").is_file()
