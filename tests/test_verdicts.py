"""Every verdict, through the real CLI: `judge test FILE --json` on the purpose-written submissions.

Each submission under tests/submissions/ says in its first line what it does and what it must get.
The submissions that misbehave do so on one case only where they can (n = 5 for the limits), so the
tests also show that the judge goes on with the remaining cases, in a new process when needed.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from .conftest import ROOT, run_judge, submission

ACCEPTED = "Accepted"
WA = "Wrong Answer"
TLE = "Time Limit Exceeded"
MLE = "Memory Limit Exceeded"
RE = "Runtime Error"
CE = "Compile Error"
OLE = "Output Limit Exceeded"

SLUG = {51: "n-queens", 52: "n-queens-ii"}
# Several limit tests run one case into a limit and the rest in a new process: keep the limit short.
FAST_TLE = ("--time-limit", "300")


@dataclass(frozen=True)
class Expect:
    file: str
    problem: int
    verdict: str
    failing: tuple[int, ...]  # 1-based indices of the cases that must fail (all with `verdict`, unless CE)
    message: tuple[str, ...] = ()  # substrings of the first failing case's message
    args: tuple[str, ...] = ()
    timeout: float = 60
    notes: dict[str, object] = field(default_factory=dict)

    @property
    def passed(self) -> int:
        return 9 - len(self.failing)


ALL = tuple(range(1, 10))

EXPECTATIONS = [
    Expect("accepted_51_backtracking.py", 51, ACCEPTED, ()),
    Expect("accepted_51_transposed_reversed.py", 51, ACCEPTED, ()),
    Expect("accepted_52_uses_prelude_names.py", 52, ACCEPTED, ()),
    Expect("prelude_modules_and_builtins.py", 52, ACCEPTED, ()),
    Expect("state_instance_ok.py", 52, ACCEPTED, ()),
    Expect("main_block.py", 52, ACCEPTED, ()),
    Expect("crlf_line_endings.py", 52, ACCEPTED, ()),
    Expect("threads_all_alive.py", 52, ACCEPTED, ()),
    Expect("deep_recursion_ok.py", 52, ACCEPTED, ()),
    Expect("leetcode/generator_51.py", 51, ACCEPTED, ()),  # LeetCode takes a generator's items as the list
    Expect("wrong_answer_52_off_by_one.py", 52, WA, (7, 8, 9), ("expected 40", "got 39")),
    Expect("wrong_answer_51_missing_board.py", 51, WA, (4, 5, 6, 7, 8, 9), ("missing",)),
    Expect("wrong_answer_51_duplicate_board.py", 51, WA, (1, 4, 5, 6, 7, 8, 9), ("duplicate",)),
    Expect("wrong_answer_51_always_equal_object.py", 51, WA, ALL, ("AlwaysEqual",)),
    Expect("wrong_answer_51_sorted_rows.py", 51, WA, (4, 5, 6, 7, 8, 9), ("invalid",)),
    Expect("wrong_answer_51_tuple_rows.py", 51, WA, (1, 4, 5, 6, 7, 8, 9), ("invalid",)),
    Expect("wrong_answer_52_always_equal_int.py", 52, WA, (1, 4, 5, 6, 7, 8, 9), ("expected 1", "got 0")),
    Expect("wrong_answer_52_returns_bool.py", 52, WA, (1,), ("bool",)),
    Expect("wrong_answer_52_returns_float.py", 52, WA, ALL, ("float",)),
    Expect("wrong_answer_52_returns_str.py", 52, WA, ALL, ("str",)),
    Expect("state_class_counter_leaks.py", 52, WA, (2, 3, 4, 5, 6, 7, 8, 9), ("expected 0", "got 1")),
    Expect("time_limit_busy_loop.py", 52, TLE, (5,), args=FAST_TLE),
    Expect("time_limit_sleep.py", 52, TLE, (5,), ("wall",), args=FAST_TLE),
    Expect("time_limit_ignores_signals.py", 52, TLE, (5,), args=FAST_TLE),
    Expect("time_limit_freezes_time.py", 52, TLE, (5,), args=FAST_TLE),
    # Touching ~300 MB of pages costs CPU time (page faults): a generous time limit keeps memory the verdict.
    Expect("memory_limit_list_growth.py", 52, MLE, (5,), args=("--time-limit", "5000")),
    Expect("memory_limit_raises_memoryerror.py", 52, MLE, (5,)),
    Expect("runtime_error_index.py", 52, RE, (3,), ("IndexError", "line 8")),
    Expect("runtime_error_os_exit.py", 52, RE, (4,)),
    Expect("runtime_error_at_import.py", 52, RE, ALL, ("ValueError", "line 4")),
    Expect("runtime_error_segfault.py", 52, RE, (5,)),
    Expect("runtime_error_sys_exit.py", 52, RE, (4,), ("SystemExit",)),
    Expect("runtime_error_keyboard_interrupt.py", 52, RE, (4,), ("KeyboardInterrupt",)),
    Expect("compile_error_syntax.py", 52, CE, ALL, ("SyntaxError", "line 6"), notes={"line": 6}),
    Expect("compile_error_indentation.py", 52, CE, ALL, ("IndentationError", "line 7"), notes={"line": 7}),
    Expect("compile_error_python2_print.py", 52, CE, ALL, ("print", "line 6"), notes={"line": 6}),
    Expect("output_limit_prints_forever.py", 52, OLE, (5,)),
    Expect("output_limit_huge_result.py", 51, OLE, (5,)),
]


def judge_json(*args: str, timeout: float = 60) -> tuple[int, dict]:
    """Every case runs (--all-cases), so each expectation also says which later cases recover."""
    result = run_judge("test", *args, "--json", "--all-cases", timeout=timeout)
    assert "Traceback" not in result.stderr, result.stderr
    document, end = json.JSONDecoder().raw_decode(result.stdout.lstrip())
    assert result.stdout.lstrip()[end:].strip() == "", "stdout must hold exactly one JSON object"
    assert isinstance(document, dict)
    return result.returncode, document


@pytest.mark.timeout(90)
@pytest.mark.parametrize("expect", EXPECTATIONS, ids=[expect.file.removesuffix(".py") for expect in EXPECTATIONS])
def test_verdict(expect: Expect) -> None:
    code, report = judge_json(submission(expect.file), *expect.args, timeout=expect.timeout)
    assert report["verdict"] == expect.verdict, _summary(report)
    assert code == (0 if expect.verdict == ACCEPTED else 1)
    assert report["problem"] == SLUG[expect.problem]
    assert (report["passed"], report["total"]) == (expect.passed, 9), _summary(report)
    cases = report["cases"]
    assert [case["index"] for case in cases] == list(ALL), "every case is listed, in order"
    assert [case["input"] for case in cases] == [{"n": n} for n in ALL]
    failing = tuple(case["index"] for case in cases if case["verdict"] != ACCEPTED)
    assert failing == expect.failing, _summary(report)
    for case in cases:
        if case["index"] in expect.failing:
            assert case["verdict"] == expect.verdict, _summary(report)
    if expect.failing:
        first = cases[expect.failing[0] - 1]
        for fact in expect.message:
            assert fact.lower() in first["message"].lower(), first["message"]
    if expect.verdict == CE:
        error = report["compile_error"]
        assert error is not None and error["line"] == expect.notes["line"], error
    else:
        assert report["compile_error"] is None
    if "--time-limit" in expect.args:
        assert report["limits"]["time_ms"] == int(expect.args[expect.args.index("--time-limit") + 1])


def _summary(report: dict) -> str:
    return f"{report.get('verdict')} {report.get('passed')}/{report.get('total')}: " + "; ".join(
        f"#{case['index']} {case['verdict']} {str(case.get('message'))[:80]!r}" for case in report.get("cases", [])
    )


def test_runtime_error_points_at_the_users_file_and_line() -> None:
    path = submission("runtime_error_index.py")
    _, report = judge_json(path)
    case = report["cases"][2]
    assert case["verdict"] == RE
    assert "IndexError" in case["message"] and "line 8" in case["message"]
    frames = case["details"]["error"]["frames"]
    assert any(Path(frame[0]).name == "runtime_error_index.py" and frame[1] == 8 for frame in frames), frames


def test_os_exit_ends_one_case_and_a_new_process_runs_the_rest() -> None:
    _, report = judge_json(submission("runtime_error_os_exit.py"))
    verdicts = [case["verdict"] for case in report["cases"]]
    assert verdicts == [ACCEPTED] * 3 + [RE] + [ACCEPTED] * 5
    assert report["passed"] == 8


@pytest.mark.parametrize(
    ("file", "index", "fact"),
    [("runtime_error_os_exit.py", 4, "status 0"), ("runtime_error_segfault.py", 5, "SIGSEGV")],
    ids=["os-exit-0", "segfault"],
)
def test_a_process_that_ends_by_itself_is_described_truly(file: str, index: int, fact: str) -> None:
    _, report = judge_json(submission(file))
    case = report["cases"][index - 1]
    assert case["verdict"] == RE
    assert fact in case["message"], case["message"]


def test_time_limit_case_is_reported_with_its_limit() -> None:
    _, report = judge_json(submission("time_limit_busy_loop.py"), *FAST_TLE)
    case = report["cases"][4]
    assert case["verdict"] == TLE
    assert case["time_ms"] >= 300 or case.get("wall_ms", 0) >= 300
    assert report["limits"]["time_ms"] == 300


def test_compile_error_details() -> None:
    code, report = judge_json(submission("compile_error_python2_print.py"))
    assert code == 1
    error = report["compile_error"]
    assert error["type"] == "SyntaxError" and error["line"] == 6
    assert "print" in error["message"]
    assert report["passed"] == 0
    assert {case["verdict"] for case in report["cases"]} == {CE}


def test_prints_debug_output_is_captured_truncated_and_kept_out_of_the_judges_stdout() -> None:
    result = run_judge("test", submission("prints_debug.py"), "--json")
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)  # the whole stdout is the one JSON object: no debug line around it
    assert report["verdict"] == ACCEPTED and report["passed"] == 9
    assert "DEBUG" not in result.stderr
    for n, case in enumerate(report["cases"], 1):
        assert case["stdout"].startswith(f"DEBUG n={n} line 0: "), case["stdout"][:100]
        assert 0 < len(case["stdout"]) < 200 * 100, "each case printed ~20 KB: the JSON carries a truncated copy"
        assert f"DEBUG-STDERR n={n}" in case["stderr"]


def test_main_block_does_not_run() -> None:
    code, report = judge_json(submission("main_block.py"))
    assert code == 0 and report["verdict"] == ACCEPTED
    assert all("MAIN BLOCK RAN" not in case["stdout"] for case in report["cases"])


def test_text_output_has_a_line_per_case_and_a_summary() -> None:
    result = run_judge("test", submission("accepted_51_backtracking.py"))
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    for n in ALL:
        row = re.compile(rf"^\s*{n}\b.*\bn\s*=\s*{n}\b.*\bAccepted\b.*\d+(\.\d+)?\s*m?s\s*$")
        assert sum(bool(row.search(line)) for line in lines) == 1, f"no table line for case {n}:\n{result.stdout}"
    summary = lines[-1]
    assert "Accepted" in summary and "9/9" in summary, summary
    assert re.search(r"\d+(\.\d+)?\s*m?s\b", summary), summary


def test_text_output_for_a_failure_names_the_case() -> None:
    result = run_judge("test", submission("runtime_error_index.py"))
    assert result.returncode == 1
    assert re.search(r"^\s*3\b.*\bn\s*=\s*3\b.*Runtime Error", result.stdout, re.MULTILINE), result.stdout
    assert "IndexError" in result.stdout
    summary = result.stdout.splitlines()[-1]
    assert "Runtime Error" in summary and "8/9" in summary, summary


REFERENCES = [
    ("solutions/n-queens/reference/reference.py", "n-queens"),
    ("solutions/n-queens-ii/reference/reference.py", "n-queens-ii"),
]


@pytest.mark.parametrize(("relative", "slug"), REFERENCES, ids=["51", "52"])
def test_reference_solution_is_accepted_and_the_json_contract_holds(relative: str, slug: str) -> None:
    path = ROOT / relative
    if not path.exists():
        pytest.skip(f"{relative} is not written yet")
    result = run_judge("test", str(path), "--json")
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    text = result.stdout.strip()
    report, end = json.JSONDecoder().raw_decode(text)
    assert end == len(text), "exactly one JSON object on stdout"
    assert report["verdict"] == ACCEPTED
    assert report["problem"] == slug
    assert report["passed"] == report["total"] == 9
    assert isinstance(report["time_ms"], (int, float)) and report["time_ms"] >= 0
    assert {"limits", "warnings", "compile_error", "cases"} <= report.keys()
    assert report["compile_error"] is None
    assert len(report["cases"]) == 9
    for index, case in enumerate(report["cases"], 1):
        assert {"index", "name", "input", "verdict", "time_ms", "message", "stdout", "stderr", "details"} <= case.keys()
        assert case["index"] == index and case["input"] == {"n": index}
        assert case["verdict"] == ACCEPTED
        assert isinstance(case["time_ms"], (int, float)) and case["time_ms"] >= 0
        assert isinstance(case["message"], str) and isinstance(case["stdout"], str)


def test_a_frame_written_just_before_the_harness_exits_is_not_lost() -> None:
    """Regression: the last frame and the end of the channel both waiting when the judge reads; the frame wins."""
    import os
    import time
    from types import SimpleNamespace

    from judge.core.compile_error import CompileError
    from judge.core.limits import RunLimits
    from judge.execution.session import Session

    result_read, result_write = os.pipe()
    stdout_read, stdout_write = os.pipe()
    stderr_read, stderr_write = os.pipe()
    control_read, control_write = os.pipe()
    payload = json.dumps({"event": "compile_error", "type": "SyntaxError", "message": "x", "line": 6}).encode()
    os.write(result_write, payload + b"\n")
    for fd in (result_write, stdout_write, stderr_write, control_read):
        os.close(fd)  # the harness has exited
    child = SimpleNamespace(
        result_fd=result_read,
        stdout_fd=stdout_read,
        stderr_fd=stderr_read,
        control_fd=control_write,
        usage=lambda memory=True: (0.0, None),
        group=None,
    )
    try:
        session = Session(child, RunLimits(time_ms=1000, memory_mb=256, result_bytes=1 << 20))
        event = session.receive(0.0, time.perf_counter(), 5.0, 15.0)
    finally:
        for fd in (result_read, stdout_read, stderr_read, control_write):
            os.close(fd)
    assert isinstance(event, CompileError) and event.line == 6


def test_internal_error_is_reported_with_exit_status_3(tmp_path: Path) -> None:
    """A broken problem package is the judge's fault, not the submission's: Internal Error, exit 3."""
    import shutil

    from judge.core.problems import default_problems_dir

    root = tmp_path / "problems"
    shutil.copytree(default_problems_dir(), root)
    meta_path = root / "n-queens-ii" / "problem.json"
    meta = json.loads(meta_path.read_text())
    meta["checker"] = "no-such-checker"
    meta_path.write_text(json.dumps(meta))
    result = run_judge(
        "test", submission("wrong_answer_52_off_by_one.py"), "--json", env={"JUDGE_PROBLEMS_DIR": str(root)}
    )
    assert result.returncode == 3
    report = json.loads(result.stdout)
    assert report["verdict"] == "Internal Error"
    assert {"problem", "passed", "total", "time_ms", "cases"} <= report.keys()
