"""The judge's own memory and CPU are not the submission's to spend.

A submission chooses how large its answers are (up to the result limit) and what it writes into
the result channel. Each test here judges one that writes hostile frames there itself, in a fresh
interpreter that reports its own peak memory and CPU, and compares them with judging the problem's
reference solution: parsing, checking and explaining any answer costs a bounded multiple of the
problem's largest legitimate answer, whatever the submission sends.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from .conftest import ROOT, write

# Judges one file in-process and prints the verdict, the first failing message, and this process's
# peak resident memory (kB) and CPU seconds.
MEASURE = """
import json, resource, sys
from judge.core.problems import find_problem
from judge.languages.source import read_submission
from judge.pipeline import JudgeRequest, judge

report = judge(JudgeRequest(read_submission(sys.argv[1]), find_problem(sys.argv[2])))
usage = resource.getrusage(resource.RUSAGE_SELF)
failing = [case.message for case in report.cases if case.verdict.value != "Accepted"]
print(json.dumps({
    "verdict": report.verdict.value,
    "message": failing[0] if failing else "",
    "peak_kb": usage.ru_maxrss,
    "cpu": usage.ru_utime + usage.ru_stime,
}))
"""

# Writes its own "answer" for each case straight into the result channel (descriptor argv[2]):
# 30 MB of empty lists, a third of a million objects per MB once parsed.
FORGED_LISTS = """
import os, sys

class Solution:
    def solveNQueens(self, n: int):
        frame = b'{"case":%d,"event":"result","value":[' % (n - 1) + b"[]," * 10_000_000 + b"[]]}\\n"
        os.write(int(sys.argv[2]), frame)
        return []
"""

# Just under the result limit as one string: one value, 30 MB.
FORGED_STRING = """
import os, sys

class Solution:
    def solveNQueens(self, n: int):
        frame = b'{"case":%d,"event":"result","value":"' % (n - 1) + b"Q" * 30_000_000 + b'"}\\n'
        os.write(int(sys.argv[2]), frame)
        return []
"""

# A flood of stale answers (to case 1) while case 4 runs.
STALE_FLOOD = """
import os, sys

class Solution:
    def solveNQueens(self, n: int):
        if n == 4:
            os.write(int(sys.argv[2]), b'{"case":0,"event":"result","value":[]}\\n' * 200_000)
        return [] if n in (2, 3) else [["Q"]] if n == 1 else []
"""


def measured(path: Path, problem: str) -> dict[str, object]:
    completed = subprocess.run(
        [sys.executable, "-c", MEASURE, str(path), problem], cwd=ROOT, capture_output=True, text=True, timeout=240
    )
    assert completed.returncode == 0, completed.stderr
    result: dict[str, object] = json.loads(completed.stdout.splitlines()[-1])
    return result


def test_hostile_answers_cost_the_judge_a_bounded_multiple_of_a_legitimate_one(tmp_path: Path) -> None:
    baseline = measured(ROOT / "solutions" / "n-queens" / "reference" / "reference.py", "51")
    assert baseline["verdict"] == "Accepted"
    lists = measured(write(tmp_path, "lists.py", FORGED_LISTS), "51")
    assert lists["verdict"] == "Output Limit Exceeded", lists
    assert "values" in str(lists["message"])
    text = measured(write(tmp_path, "text.py", FORGED_STRING), "51")
    assert text["verdict"] == "Wrong Answer", text
    # 51's result limit is 32 MB: what the judge holds beyond its usual self stays within a few
    # times that (the frame as read, and one copy), never the ~850 MB such an answer becomes parsed.
    for hostile in (lists, text):
        assert int(str(hostile["peak_kb"])) - int(str(baseline["peak_kb"])) < 4 * 32 * 1024, hostile
        assert float(str(hostile["cpu"])) < 20, hostile


def test_a_flood_of_stale_answers_ends_the_run(tmp_path: Path) -> None:
    flood = measured(write(tmp_path, "flood.py", STALE_FLOOD), "51")
    # Before: the judge read them all for seconds and the case ran out of wall-clock time.
    assert flood["verdict"] == "Runtime Error", flood
    assert "result channel" in str(flood["message"])
    assert float(str(flood["cpu"])) < 20, flood


def test_a_right_answer_of_many_short_values_fits_and_an_input_of_ones_own_is_not_bound_by_the_cases(
    tmp_path: Path,
) -> None:
    # 131's partitions of sixteen a's are 311,297 values in 1.4 MB: one value per 16 bytes of a 4 MB
    # limit refused them as "more than any answer to this problem needs". Here 300,001 values in 0.9 MB.
    from .conftest import run_judge
    from .test_design import write_problem

    pieces = {"name": "pieces", "params": [{"name": "n", "type": "integer"}], "return": {"type": "list<list<string>>"}}
    many = [["a"]] * 150_000
    cases = [
        {"name": "small", "input": {"n": 1}, "expected": [["a"]]},
        {"name": "many", "input": {"n": 150_000}, "expected": many},
    ]
    env = write_problem(tmp_path / "problems", "pieces", 9131, pieces, cases)
    meta = json.loads((tmp_path / "problems" / "pieces" / "problem.json").read_text(encoding="utf-8"))
    (tmp_path / "problems" / "pieces" / "problem.json").write_text(json.dumps({**meta, "output_limit_mb": 4}))
    solution = write(tmp_path, "pieces.py", "class Solution:\n    def pieces(self, n):\n        return [['a']] * n\n")
    report = run_judge("test", str(solution), "--problem", "9131", "--json", env=env).json()
    assert [case["verdict"] for case in report["cases"]] == ["Accepted", "Accepted"], report["cases"][1]["message"]
    # An input of one's own has no expected answer to bound its answer by (it was 4,096 values).
    ran = run_judge("run", str(solution), "--problem", "9131", "--input", '{"n": 5000}', "--json", env=env)
    assert ran.json()["verdict"] == "Accepted", ran.json()["cases"][0]["message"]
