"""Java through the CLI: the examples' verdicts, public Java solutions judged as they were written,
compiler messages and exceptions on the user's own lines, prints as the case's output, static fields
kept between cases (as on LeetCode), memory, the starter, and the whole type vocabulary."""

from __future__ import annotations

import json
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from judge.core.problems import find_problem
from judge.execution.build import build_key
from judge.languages.java import PRELUDE, Java

from .conftest import ROOT, THIRD_FIRST_CASES, judged, run_judge, third_problem, write

pytestmark = pytest.mark.skipif(
    Java().missing_toolchain() is not None,
    reason="Java is not installed (apt-get install -y default-jdk-headless)",
)

SEEDS = Path(__file__).resolve().parent / "data" / "java_seed"
FOLDER_VERDICTS = {
    "reference": "Accepted",
    "accepted": "Accepted",
    "wrong_answer": "Wrong Answer",
    "time_limit_exceeded": "Time Limit Exceeded",
    "runtime_error": "Runtime Error",
    "compile_error": "Compile Error",
    "memory_limit_exceeded": "Memory Limit Exceeded",
}
EXAMPLES = sorted((ROOT / "solutions").glob("*/*.java"))


def summary(report: dict[str, Any]) -> str:
    """The verdict, the cases passed and the first failure's message: what a failed assertion should show."""
    failed = [case for case in report["cases"] if case["verdict"] != "Accepted"]
    first = f" (case {failed[0]['index']}: {failed[0]['verdict']}: {failed[0].get('message', '')})" if failed else ""
    return f"{report['verdict']} {report['passed']}/{report['total']}" + first


def test_every_example_gets_its_folders_verdict() -> None:
    assert {path.parent.name for path in EXAMPLES} == set(FOLDER_VERDICTS)

    def verdict(path: Path) -> str:
        # A tight limit: the time-outs are far slower than any limit, and stop sooner under this one.
        limit = ("--time-limit", "300") if path.parent.name == "time_limit_exceeded" else ()
        return summary(judged(path, *limit))

    with ThreadPoolExecutor(max_workers=3) as pool:
        verdicts = dict(zip(EXAMPLES, pool.map(verdict, EXAMPLES), strict=True))
    wrong = {
        str(path.relative_to(ROOT)): got
        for path, got in verdicts.items()
        if not got.startswith(FOLDER_VERDICTS[path.parent.name])
    }
    assert wrong == {}


def test_public_solutions_are_accepted_as_written() -> None:
    """Four Solution classes of a Chinese tutorial, saved as published: `public class`, imports of their
    own or none at all (List and ArrayList unimported: LeetCode's environment has them), Chinese comments,
    a `main` method."""
    seeds = sorted(SEEDS.glob("n_queens_*.java"))
    seeds = [path for path in seeds if not path.name.startswith("n_queens_ii_")]
    assert len(seeds) == 4
    with ThreadPoolExecutor(max_workers=2) as pool:
        reports = list(pool.map(judged, seeds))
    assert [(report["problem"], summary(report)) for report in reports] == [("n-queens", "Accepted 9/9")] * 4


def test_a_class_without_the_method_is_a_compile_error_naming_it() -> None:
    # Static helpers and a main, but no totalNQueens: the problem can't be inferred...
    path = SEEDS / "n_queens_ii_static_only.java"
    refused = run_judge("test", str(path), "--no-history")
    assert refused.returncode == 2 and "pass --problem" in refused.stderr
    # ...and judged as problem 52 it can't compile: LeetCode's call has nothing to call.
    report = judged(path, "--problem", "52")
    assert report["verdict"] == "Compile Error"
    error = report["compile_error"]
    assert "class Solution has no method totalNQueens(int)" in error["message"]
    assert "public int totalNQueens(int n)" in error["message"]
    assert (error["line"], error["text"]) == (1, "class Solution {")
    assert "JudgeHarness" not in json.dumps(report)


def test_a_wrong_declaration_says_what_leetcode_calls(tmp_path: Path) -> None:
    source = "class Solution {\n    public String[][] solveNQueens(int n) {\n        return null;\n    }\n}\n"
    error = judged(write(tmp_path, "arrays.java", source))["compile_error"]
    assert error["line"] == 2
    assert "returns String[][], not List<List<String>>" in error["message"]
    assert "public List<List<String>> solveNQueens(int n)" in error["message"]


def test_a_static_counter_never_reset_is_a_wrong_answer() -> None:
    report = judged(ROOT / "solutions" / "wrong_answer" / "n_queens_ii_static_counter.java")
    assert [case["verdict"] for case in report["cases"][:2]] == ["Accepted", "Wrong Answer"]
    assert report["cases"][1]["details"]["got"] == 1  # n = 1's placement, still counted at n = 2


def test_an_allocation_loop_is_memory_limit_exceeded_and_leaves_no_jvm() -> None:
    path = ROOT / "solutions" / "memory_limit_exceeded" / "n_queens_ii_allocation_loop.java"
    report = judged(path)
    assert report["verdict"] == "Memory Limit Exceeded"
    assert report["cases"][0]["verdict"] == "Memory Limit Exceeded"
    # The JVM's command line names its build folder, whose name is the build's key.
    problem = find_problem("52")
    plan = Java().plan_build(path.read_text(encoding="utf-8"), str(path), problem.signature)
    assert plan is not None
    left = subprocess.run(["pgrep", "-f", build_key(plan)], capture_output=True, text=True, check=False)
    assert left.stdout.strip() == ""


def test_a_compile_error_points_at_the_users_line(tmp_path: Path) -> None:
    report = judged(ROOT / "solutions" / "compile_error" / "n_queens_ii_string_count.java")
    error = report["compile_error"]
    assert (error["line"], error["text"]) == (4, "        String total = 0;")
    assert "int cannot be converted to String" in error["message"]
    # On the first line, where the imports LeetCode provides are put, the user sees only their own text.
    source = 'class Solution { int x = "a"; public int totalNQueens(int n) { return 0; } }\n'
    first = judged(write(tmp_path, "first.java", source))["compile_error"]
    assert (first["line"], first["text"]) == (1, source.rstrip("\n"))
    assert "import java" not in first["output"]
    assert first["output"].splitlines()[2].index("^") == source.index('"a"')


def test_a_runtime_exception_names_the_users_line() -> None:
    path = ROOT / "solutions" / "runtime_error" / "n_queens_ii_diagonal_index.java"
    case = judged(path)["cases"][1]  # n = 2: col 1 on row 0 indexes -1
    assert case["verdict"] == "Runtime Error"
    assert case["message"] == "ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 4 (line 14)"
    frames = case["details"]["error"]["frames"]
    assert frames[0] == [str(path), 5, "Solution.totalNQueens"]
    assert frames[-1] == [str(path), 14, "Solution.count"]


def test_prints_are_the_cases_output_and_a_package_line_is_allowed(tmp_path: Path) -> None:
    source = (
        "package leetcode.queens;\n"
        "\n"
        "public class Solution {\n"
        "    public int totalNQueens(int n) {\n"
        '        System.out.println("n is " + n);\n'
        '        System.err.print("é" + n);\n'
        "        return new int[] {1, 0, 0, 2, 10, 4, 40, 92, 352}[n - 1];\n"
        "    }\n"
        "}\n"
    )
    report = judged(write(tmp_path, "printing.java", source))
    assert report["verdict"] == "Accepted"
    assert [(case["stdout"], case["stderr"]) for case in report["cases"][:2]] == [
        ("n is 1\n", "é1"),
        ("n is 2\n", "é2"),
    ]


def test_the_starter_compiles_and_is_a_wrong_answer(tmp_path: Path) -> None:
    created = run_judge("new", "51", str(tmp_path / "mine.java"), "--language", "java")
    assert created.returncode == 0, created.stderr
    text = (tmp_path / "mine.java").read_text(encoding="utf-8")
    assert "    public List<List<String>> solveNQueens(int n) {\n" in text
    assert PRELUDE not in text
    report = judged(tmp_path / "mine.java")
    assert report["verdict"] == "Wrong Answer"
    assert report["cases"][1]["verdict"] == "Accepted"  # n = 2 has no solution: the empty list is right


# A third problem, as data only: list<string>, list<int> and int parameters, a list<string> answer.
THIRD_CASES = [
    *THIRD_FIRST_CASES,
    {"name": "text", "input": {"words": ['"é\\\n', "q"], "picks": [0, 1], "k": 1}, "expected": ['"é\\\n', "q"]},
]
THIRD_RIGHT = """\
class Solution {
    public List<String> longWords(String[] words, int[] picks, int k) {
        List<String> picked = new ArrayList<>();
        for (int pick : picks) {
            if (words[pick].length() >= k) {
                picked.add(words[pick]);
            }
        }
        return picked;
    }
}
"""


def test_a_third_problem_with_array_parameters(tmp_path: Path) -> None:
    env = third_problem(tmp_path, THIRD_CASES)
    starter = tmp_path / "long_words.java"
    assert run_judge("new", "9001", str(starter), "--language", "java", env=env).returncode == 0
    assert "public List<String> longWords(String[] words, int[] picks, int k) {" in starter.read_text("utf-8")
    report = judged(write(tmp_path, "right.java", THIRD_RIGHT), env=env)
    assert (report["problem"], report["verdict"], report["passed"]) == ("long-words", "Accepted", 3)


def test_a_feature_of_leetcodes_newer_java_is_explained_not_just_failed() -> None:
    report = judged(ROOT / "tests" / "submissions" / "leetcode" / "sequenced_collection_52.java")
    if Java().toolchain_release()[:1] >= (21,):
        assert report["verdict"] == "Accepted"
        return
    error = report["compile_error"]
    assert report["verdict"] == "Compile Error" and error["line"] == 6, error
    assert "Java 21, which LeetCode runs, has it" in error["message"] and "install JDK 21" in error["message"]
