"""Rust through the CLI: the examples' verdicts, compiler messages and panics on the user's lines,
prints as the case's output, statics kept between cases (as on LeetCode), the starter, and the
whole type vocabulary."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from judge.languages.rust import Rust

from .conftest import ROOT, THIRD_ESCAPES_CASE, THIRD_FIRST_CASES, judged, run_judge, third_problem, write

pytestmark = pytest.mark.skipif(
    Rust().missing_toolchain() is not None, reason="Rust is not installed (apt-get install -y rustc)"
)

FOLDER_VERDICTS = {
    "reference": "Accepted",
    "accepted": "Accepted",
    "wrong_answer": "Wrong Answer",
    "time_limit_exceeded": "Time Limit Exceeded",
    "runtime_error": "Runtime Error",
    "compile_error": "Compile Error",
}
EXAMPLES = sorted((ROOT / "solutions").glob("n-queens*/*/*.rs"))
ANSWERS_52 = "[1, 0, 0, 2, 10, 4, 40, 92, 352]"


def test_every_example_gets_its_folders_verdict() -> None:
    assert {path.parent.name for path in EXAMPLES} == set(FOLDER_VERDICTS)

    def verdict(path: Path) -> tuple[str, str]:
        # A tight limit: the time-outs are far slower than any limit, and stop sooner under this one.
        limit = ("--time-limit", "300") if path.parent.name == "time_limit_exceeded" else ()
        report = judged(path, *limit)
        failure = [case["message"] for case in report["cases"] if case["verdict"] != "Accepted"]
        return str(report["verdict"]), str((report.get("compile_error") or {}).get("output") or failure[:1])

    with ThreadPoolExecutor(max_workers=3) as pool:
        verdicts = dict(zip(EXAMPLES, pool.map(verdict, EXAMPLES), strict=True))
    wrong = {
        str(path.relative_to(ROOT)): got
        for path, got in verdicts.items()
        if got[0] != FOLDER_VERDICTS[path.parent.name]
    }
    assert wrong == {}


def test_a_compile_error_points_at_the_users_line() -> None:
    path = ROOT / "solutions" / "n-queens" / "compile_error" / "undefined_helper.rs"
    error = judged(path)["compile_error"]
    assert (error["line"], error["offset"]) == (17, 25)
    assert error["text"].strip() == "boards.push(draw(queens, n));"
    assert error["message"].startswith("cannot find function `draw` in this scope")
    assert f"{path}:17:25: error[E0425]" in error["output"]
    assert "aborting due to" not in error["output"]


def test_a_signature_that_does_not_match_is_reported_on_the_declaration(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "i64.rs",
        "// N-Queens II\n\nimpl Solution {\n    pub fn total_n_queens(n: i64) -> i32 {\n        0\n    }\n}\n",
    )
    error = judged(path, "--problem", "52")["compile_error"]
    assert (error["line"], error["offset"]) == (4, 12)
    assert "does its signature match" in error["message"]


def test_a_panic_names_the_users_line() -> None:
    path = ROOT / "solutions" / "n-queens-ii" / "runtime_error" / "fixed_size.rs"
    case = judged(path)["cases"][8]
    assert case["verdict"] == "Runtime Error"
    assert case["message"] == "panic: index out of bounds: the len is 8 but the index is 8 (line 31)"
    assert case["details"]["error"]["frames"] == [[str(path), 31, "count"]]


def test_what_the_solution_prints_is_the_cases_output(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "prints.rs",
        "impl Solution {\n    pub fn total_n_queens(n: i32) -> i32 {\n"
        '        println!("n = {}", n);\n        print!("no newline");\n'
        f"        {ANSWERS_52}[n as usize - 1]\n    }}\n}}\n",
    )
    report = judged(path)
    assert report["verdict"] == "Accepted"
    assert [case["stdout"] for case in report["cases"][:2]] == ["n = 1\nno newline", "n = 2\nno newline"]


def test_statics_persist_between_cases() -> None:
    report = judged(ROOT / "solutions" / "n-queens-ii" / "wrong_answer" / "static_counter.rs")
    assert [case["verdict"] for case in report["cases"][:2]] == ["Accepted", "Wrong Answer"]
    assert report["cases"][1]["message"].startswith("expected 0, got 1")


def test_crashes_read_in_rusts_terms(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "crashes.rs",
        "impl Solution {\n    pub fn total_n_queens(n: i32) -> i32 {\n"
        "        if n == 1 {\n            return Self::down(1) as i32;\n        }\n"
        "        let mut kept = Vec::new();\n        loop {\n"
        "            kept.push(vec![n as u8; 1 << 20]);\n"
        "            if kept.len() > 1 << 20 {\n                return kept.len() as i32;\n            }\n"
        "        }\n    }\n\n"
        "    fn down(n: u64) -> u64 {\n        let mut frame = [n; 64];\n"
        "        frame[(n % 64) as usize] = Self::down(n + 1);\n        frame.iter().sum()\n    }\n}\n",
    )
    cases = judged(path, "--problem", "52", "--all-cases")["cases"]
    assert cases[0]["verdict"] == "Runtime Error" and cases[0]["message"].startswith("stack overflow")
    assert cases[1]["verdict"] == "Memory Limit Exceeded"


def test_a_struct_solution_of_the_files_own_is_e0428_as_on_leetcode(tmp_path: Path) -> None:
    body = (
        "impl Solution {\n"
        "    pub fn total_n_queens(n: i32) -> i32 {\n        let known: HashMap<i32, i32> = "
        f"{ANSWERS_52}.iter().enumerate().map(|(i, &c)| (i as i32 + 1, c)).collect();\n"
        "        known[&n]\n    }\n}\n\n"
        'fn main() {\n    println!("{}", Solution::total_n_queens(8));\n}\n'
    )
    head = "use std::collections::HashMap;\n\n"
    report = judged(
        write(
            tmp_path, "complete.rs", head + "// struct Solution; in a comment is none\npub struct Solution;\n\n" + body
        )
    )
    error = report["compile_error"]
    assert report["verdict"] == "Compile Error" and error["line"] == 4, error
    assert "E0428" in error["message"] and error["text"] == "pub struct Solution;"
    # Without the struct, a main of the user's (for trying it by hand) stays.
    report = judged(write(tmp_path, "main.rs", head + body))
    assert report["verdict"] == "Accepted" and report["cases"][0]["stdout"] == ""


@pytest.mark.parametrize("problem", ["51", "52"])
def test_the_starter_compiles_and_is_a_wrong_answer(tmp_path: Path, problem: str) -> None:
    path = tmp_path / f"starter_{problem}.rs"
    created = run_judge("new", problem, str(path), "--language", "rust")
    assert created.returncode == 0, created.stderr
    text = path.read_text(encoding="utf-8")
    assert (
        "pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {" in text
        or "pub fn total_n_queens(n: i32) -> i32 {" in text
    )
    assert judged(path)["verdict"] == "Wrong Answer"


# A third problem, as data only: parameters of three types and a list<string> answer.
THIRD_CASES = [*THIRD_FIRST_CASES, THIRD_ESCAPES_CASE]
THIRD_RUST = """impl Solution {
    pub fn long_words(words: Vec<String>, picks: Vec<i32>, k: i32) -> Vec<String> {
        picks
            .iter()
            .map(|&i| words[i as usize].clone())
            .filter(|word| word.chars().count() >= k as usize)
            .collect()
    }
}
"""


def test_a_third_problems_types(tmp_path: Path) -> None:
    env = third_problem(tmp_path, THIRD_CASES)
    report = judged(write(tmp_path, "long_words.rs", THIRD_RUST), env=env)
    assert (report["problem"], report["verdict"], report["passed"]) == ("long-words", "Accepted", 3)


def test_declarations_are_leetcodes() -> None:
    from judge.core.signature import parse_signature

    rust = Rust()
    sudoku = parse_signature(
        {"name": "solveSudoku", "params": [{"name": "board", "type": "char[][]"}], "returns": "void", "answer": "board"}
    )
    minesweeper = parse_signature(
        {
            "name": "updateBoard",
            "params": [{"name": "board", "type": "char[][]"}, {"name": "click", "type": "int[]"}],
            "returns": "char[][]",
        }
    )
    game = parse_signature({"name": "judgePoint24", "params": [{"name": "cards", "type": "int[]"}], "returns": "bool"})
    assert rust.signature_text(sudoku) == "pub fn solve_sudoku(board: &mut Vec<Vec<char>>)"
    assert rust.signature_text(minesweeper) == (
        "pub fn update_board(board: Vec<Vec<char>>, click: Vec<i32>) -> Vec<Vec<char>>"
    )
    assert rust.signature_text(game) == "pub fn judge_point24(cards: Vec<i32>) -> bool"
    # A void method's starter has an empty body, as LeetCode's.
    assert "pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {\n\n    }" in rust.starter(sudoku, [], [])


SIMILAR = {"sudoku-solver": "37", "24-game": "679", "minesweeper": "529", "zuma-game": "488"}


@pytest.mark.parametrize("slug", sorted(SIMILAR))
def test_the_similar_problems_examples_get_their_folders_verdicts(slug: str) -> None:
    # LeetCode's other in-place, char-board and string problems: a void method answering with its
    # &mut board (37), char boards both ways (529), strings in (488), an int list in (679).
    if not (ROOT / "problems" / slug / "problem.json").is_file():
        pytest.skip(f"problems/{slug} is not written yet")
    examples = sorted((ROOT / "solutions" / slug).glob("*/*.rs"))
    assert ROOT / "solutions" / slug / "reference" / "reference.rs" in examples
    verdicts = {str(path.relative_to(ROOT)): judged(path, "--problem", SIMILAR[slug])["verdict"] for path in examples}
    assert verdicts == {str(path.relative_to(ROOT)): FOLDER_VERDICTS[path.parent.name] for path in examples}
