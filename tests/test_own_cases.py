"""A learner's own cases: kept with `judge run --save`, listed and removed with `judge cases`, judged by
`judge test` after the problem's, answered by the reference where they carry no answer, and a file
the kit cannot read named and left alone."""

from __future__ import annotations

import json
from pathlib import Path

from .conftest import ROOT, run_judge, write

REFERENCE_52 = "solutions/n-queens-ii/reference/reference.py"
REFERENCE_488 = "solutions/zuma-game/reference/reference.py"
# Right on every case of the problem's data, wrong on any other input (it answers 0).
MEMORISED_488 = """
KNOWN = {}


class Solution:
    def findMinStep(self, board: str, hand: str) -> int:
        return KNOWN.get((board, hand), 0)
"""


def _data(tmp_path: Path) -> dict[str, str]:
    return {"XDG_DATA_HOME": str(tmp_path / "data")}


def _file(tmp_path: Path, slug: str) -> Path:
    return tmp_path / "data" / "nqueens-judge" / "cases" / f"{slug}.json"


def test_a_saved_input_is_listed_and_judged_after_the_problems_cases(tmp_path: Path) -> None:
    env = _data(tmp_path)
    saved = run_judge("run", REFERENCE_52, "-n", "10", "--save", env=env)
    assert saved.returncode == 0, saved.stderr
    assert "saved as your own case 1 of n-queens-ii" in saved.stderr
    again = run_judge("run", REFERENCE_52, "--input", '{"n": 4}', "--save", "small board", env=env)
    assert "saved as your own case 2" in again.stderr
    twice = run_judge("run", REFERENCE_52, "-n", "10", "--save", env=env)
    assert "already kept as your own case 1" in twice.stderr
    assert json.loads(_file(tmp_path, "n-queens-ii").read_text()) == [
        {"input": {"n": 10}},
        {"name": "small board", "input": {"n": 4}},
    ]
    listed = run_judge("cases", "52", env=env)
    assert "own 1: n = 10" in listed.stdout and "own 2: small board" in listed.stdout
    report = run_judge("test", REFERENCE_52, "--json", env=env).json()
    assert report["verdict"] == "Accepted" and report["total"] == 11
    assert [case.get("own", False) for case in report["cases"]] == [False] * 9 + [True, True]
    assert report["cases"][9]["name"] == "own 1: n = 10"
    assert report["limits"]["extended_time_ms"] is not None  # n = 10 is past LeetCode's 9: the extended limit
    text = run_judge("test", REFERENCE_52, env=env).stdout
    assert " own 2: small board " in text


def test_an_input_of_ones_own_is_answered_by_the_reference(tmp_path: Path) -> None:
    env = _data(tmp_path)
    board = {"board": "RRWWBB", "hand": "RWB"}  # not among the problem's cases: the reference answers it (3)
    assert run_judge("run", REFERENCE_488, "--input", json.dumps(board), "--save", env=env).returncode == 0
    known = {
        (case["input"]["board"], case["input"]["hand"]): case["expected"]
        for case in json.loads((ROOT / "problems/zuma-game/data/cases.json").read_text())
    }
    memorised = write(tmp_path, "memorised.py", MEMORISED_488.replace("KNOWN = {}", f"KNOWN = {known!r}"))
    alone = run_judge("test", str(memorised), "--json", env={"XDG_DATA_HOME": str(tmp_path / "none")}).json()
    assert alone["verdict"] == "Accepted"  # the problem's cases alone do not catch it
    report = run_judge("test", str(memorised), "--json", env=env).json()
    assert report["verdict"] == "Wrong Answer"
    failed = report["cases"][-1]
    assert failed["own"] and failed["verdict"] == "Wrong Answer" and "expected 3, got 0" in failed["message"]
    assert run_judge("test", REFERENCE_488, "--json", env=env).json()["verdict"] == "Accepted"


def test_a_design_problems_own_case_is_answered_by_its_reference_class(tmp_path: Path) -> None:
    # 146's Python reference is class LRUCache, not class Solution: it is read as a design file.
    env = _data(tmp_path)
    calls = {
        "operations": ["LRUCache", "put", "put", "get", "put", "get"],
        "arguments": [[1], [1, 1], [2, 2], [1], [3, 3], [3]],
    }
    saved = run_judge(
        "run", "solutions/lru-cache/reference/reference.py", "--input", json.dumps(calls), "--save", env=env
    )
    assert saved.returncode == 0, saved.stderr
    report = run_judge("test", "solutions/lru-cache/reference/reference.java", "--json", env=env)
    assert report.returncode == 0, report.stderr
    last = report.json()["cases"][-1]
    assert last["own"] and last["verdict"] == "Accepted", last


def test_an_unusable_entry_is_named_by_line_and_skipped(tmp_path: Path) -> None:
    path = _file(tmp_path, "n-queens-ii")
    path.parent.mkdir(parents=True)
    path.write_text('[\n  {"input": {"n": 5}},\n  {"input": {"m": 3}},\n  {"input": {"n": 6}, "answer": 4}\n]\n')
    judged = run_judge("test", REFERENCE_52, env=_data(tmp_path))
    assert judged.returncode == 0, judged.stdout + judged.stderr
    # The report's warnings, as judge test prints every warning, above the case table.
    assert f"warning: own case 2 skipped: {path} line 3: its input: the input must give exactly" in judged.stdout
    assert f"warning: own case 3 skipped: {path} line 4: unknown fields 'answer'" in judged.stdout
    assert "Accepted · 10/10 cases passed" in judged.stdout  # the usable one ran
    assert "Traceback" not in judged.stderr


def test_a_file_that_is_not_json_costs_a_warning_and_is_never_rewritten(tmp_path: Path) -> None:
    path = _file(tmp_path, "n-queens-ii")
    path.parent.mkdir(parents=True)
    text = '[\n  {"input": {"n": 5}},\n  {"input": {"n": 6}\n'  # a closing brace and bracket lost
    path.write_text(text)
    judged = run_judge("test", REFERENCE_52, env=_data(tmp_path))
    assert judged.returncode == 0 and "Accepted · 9/9 cases passed" in judged.stdout
    assert f"warning: own cases skipped: {path} is not valid JSON at line 4" in judged.stdout
    saved = run_judge("run", REFERENCE_52, "-n", "7", "--save", env=_data(tmp_path))
    assert saved.returncode == 2 and len(saved.stderr.strip().splitlines()) == 1
    assert "it was left as it is" in saved.stderr
    assert path.read_text() == text  # nothing the user saved is lost


def test_a_case_is_removed_by_number(tmp_path: Path) -> None:
    env = _data(tmp_path)
    for n in ("3", "4", "5"):
        run_judge("run", REFERENCE_52, "-n", n, "--save", env=env)
    removed = run_judge("cases", "52", "--remove", "2", env=env)
    assert removed.returncode == 0 and "removed your own case 2" in removed.stdout
    assert json.loads(_file(tmp_path, "n-queens-ii").read_text()) == [{"input": {"n": 3}}, {"input": {"n": 5}}]
    beyond = run_judge("cases", "52", "--remove", "5", env=env)
    assert beyond.returncode == 2 and "n-queens-ii has 2 own cases, no case 5" in beyond.stderr


def test_save_keeps_inputs_only(tmp_path: Path) -> None:
    said = run_judge("run", REFERENCE_52, "--case", "n=4", "--save", env=_data(tmp_path))
    assert said.returncode == 2 and "--save keeps an input given by --input or -n" in said.stderr
    wrong = run_judge("run", REFERENCE_52, "--input", '{"n": "four"}', "--save", env=_data(tmp_path))
    assert wrong.returncode == 2 and not _file(tmp_path, "n-queens-ii").exists()


def test_grading_and_verify_judge_the_problems_cases_only(tmp_path: Path) -> None:
    env = _data(tmp_path)
    run_judge("run", REFERENCE_52, "-n", "7", "--save", env=env)
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "a.py").write_text((ROOT / REFERENCE_52).read_text())
    output = tmp_path / "out"
    graded = run_judge("grade", str(folder), "-p", "52", "-o", str(output), "--allow-unconfined", env=env)
    assert graded.returncode == 0, graded.stderr
    assert json.loads((output / "results.json").read_text())["submissions"][0]["total"] == 9
