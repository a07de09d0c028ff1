"""Rust through the CLI: compiler messages and panics on the user's lines, crashes in Rust's terms,
LeetCode's rejection of a struct Solution of the file's own, and LeetCode's declarations. What every
language does alike (prints, statics kept between cases, the starter, the build cache, no program
left running after a time-out) is tests/test_language_behaviours.py's; each example's verdict, of
every problem, is tests/test_verify.py's; the type vocabulary is tests/test_conformance.py's."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.languages.rust import Rust

from .conftest import ROOT, judged, write

pytestmark = pytest.mark.skipif(
    Rust().missing_toolchain() is not None, reason="Rust is not installed (apt-get install -y rustc)"
)

ANSWERS_52 = "[1, 0, 0, 2, 10, 4, 40, 92, 352]"


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


@pytest.mark.parametrize(
    ("stderr", "said"),
    [
        # Rust 1.73 and later: the message on the line after the panic's place, then a backtrace.
        (
            "thread 'main' panicked at compiler/rustc_driver/src/lib.rs:9:9:\nno sysroot found\n"
            "stack backtrace:\n   0: rust_begin_unwind\n  13: <unknown>\n",
            "rustc panicked: no sysroot found",
        ),
        # Before 1.73: the message quoted on the panic's own line.
        (
            "thread 'main' panicked at 'no sysroot found', src/lib.rs:9:9\n"
            "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n",
            "rustc panicked: no sysroot found",
        ),
        # A panic whose message is missing names no backtrace frame in its place.
        ("thread 'main' panicked at src/lib.rs:9:9:\n  13: <unknown>\n", "rustc panicked"),
        (
            "error: no default toolchain configured\nhelp: run `rustup default stable`\n",
            "error: no default toolchain configured",
        ),
    ],
)
def test_a_failing_toolchain_is_quoted_by_its_message(stderr: str, said: str) -> None:
    from judge.languages.rust import _first_complaint

    assert _first_complaint(stderr) == said
