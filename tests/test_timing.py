"""Time limits calibrated on this machine, the runtime comparison, and the extended tests.

A fake slow machine is a scaled CPU timer (JUDGE_TIME_SCALE): every CPU reading of the
submission is multiplied, so the same code "runs" k times slower, and the calibrated limit must
follow it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from judge.calibration import measure as timing
from judge.core.limits import problem_limits
from judge.core.problems import find_problem, load_problems
from judge.core.record import replace
from judge.core.verdicts import Verdict
from judge.execution import supervisor
from judge.languages.source import read_submission
from judge.learner import comparison as gallery_comparison
from judge.pipeline import JudgeRequest, judge

from .conftest import ROOT, run_judge, submission

PERMUTATIONS = "solutions/n-queens/accepted/permutations.py"


def calibrate(cache: Path, *args: str, scale: str = "1") -> dict:
    env = {"JUDGE_CALIBRATION": str(cache), "JUDGE_TIME_SCALE": scale}
    result = run_judge("calibrate", *args, "--repeats", "3", "--language", "python", env=env, timeout=200)
    assert result.returncode == 0, result.stdout + result.stderr
    return {"stdout": result.stdout, "env": env}


def limit_in(text: str) -> int:
    line = next(line for line in text.splitlines() if line.strip().startswith("time limit:"))
    return int(line.split("time limit:")[1].split("ms")[0])


@pytest.fixture(scope="module")
def calibrated(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Problem 51 calibrated once on this machine and once on a machine 5x slower, in one cache.

    5x rather than 2x or 3x: the other processes on a shared machine can inflate one measurement
    by a good part of that, and the assertions below must hold whatever the load.
    """
    cache = tmp_path_factory.mktemp("calibration") / "calibration.json"
    fast = calibrate(cache, "51")
    slow = calibrate(cache, "51", scale="5")
    return {"cache": cache, "fast": fast, "slow": slow}


@pytest.mark.timeout(400)
def test_calibration_measures_every_gallery_approach_and_derives_the_limit(calibrated: dict) -> None:
    out = calibrated["fast"]["stdout"]
    for name in ("reference", "arrays", "sets", "bitmask", "permutations"):
        assert f"\n  {name} " in out
    # The slowest accepted example here is the brute force over permutations.
    assert "of permutations at n=9" in out
    assert "extended cases:" in out and "of reference at n=13" in out
    cached = json.loads(calibrated["cache"].read_text())
    assert len(cached["entries"]) == 2  # one per machine: the real one and the fake slow one


@pytest.mark.timeout(400)
def test_the_limit_follows_the_machine(calibrated: dict) -> None:
    fast_limit = limit_in(calibrated["fast"]["stdout"])
    slow_limit = limit_in(calibrated["slow"]["stdout"])
    assert fast_limit >= timing.FLOOR_MS
    # The same CPU work read 5x slower: the limit grows with it (2.5x leaves a margin for noise).
    assert slow_limit > 2.5 * fast_limit, (fast_limit, slow_limit)
    slow_env = calibrated["slow"]["env"]
    # On the slow machine, the fast machine's limit would fail a correct solution...
    unfair = run_judge("test", PERMUTATIONS, "--time-limit", str(fast_limit), "--json", env=slow_env)
    assert unfair.json()["verdict"] == "Time Limit Exceeded", (fast_limit, unfair.json()["cases"][-1])
    # ...and its own calibrated limit accepts it, and says where the limit came from.
    fair = run_judge("test", PERMUTATIONS, "--json", env=slow_env).json()
    assert fair["verdict"] == "Accepted", (slow_limit, fair["cases"][-1])
    assert fair["limits"]["time_ms"] == slow_limit
    assert fair["limits"]["source"] == "calibrated on this machine from the Python 3 examples"
    # Back on the real machine, its own entry applies.
    fast = run_judge(
        "test", "solutions/n-queens/reference/reference.py", "--json", env=calibrated["fast"]["env"]
    ).json()
    assert fast["limits"]["time_ms"] == fast_limit


@pytest.mark.timeout(400)
def test_an_accepted_run_is_compared_with_the_known_approaches(calibrated: dict) -> None:
    env = calibrated["fast"]["env"]
    text = run_judge("test", PERMUTATIONS, env=env)
    assert text.returncode == 0
    assert "known approaches on this machine" in text.stdout
    document = run_judge("test", "solutions/n-queens/reference/reference.py", "--json", env=env).json()
    comparison = document["comparison"]
    assert sorted(item["name"] for item in comparison["approaches"]) == sorted(
        ["reference", "arrays", "sets", "bitmask", "permutations", "board_scan", "string_rows"]
    )
    assert comparison["repeats"] == timing.REPEATS
    # The reference beats the brute force over permutations by far on any machine.
    assert comparison["faster_than"] >= 1
    permutations = next(item for item in comparison["approaches"] if item["name"] == "permutations")
    assert comparison["time_ms"] < permutations["time_ms"]
    time_ms, margin = comparison["time_ms"], gallery_comparison.SAME_SPEED
    slower = [item for item in comparison["approaches"] if item["time_ms"] > time_ms * (1 + margin)]
    faster = [item for item in comparison["approaches"] if item["time_ms"] < time_ms * (1 - margin)]
    assert comparison["faster_than"] == len(slower)
    assert comparison["slower_than"] == len(faster)
    assert comparison["faster_than"] + comparison["about_as_fast_as"] + comparison["slower_than"] == 7


@pytest.mark.timeout(400)
def test_verify_uses_the_calibrated_limits(calibrated: dict) -> None:
    # Python's examples only: the calibration is Python's, and the other languages' would run to no purpose.
    args = ("verify", "51", "--no-sensitivity", "--language", "python")
    result = run_judge(*args, env=calibrated["fast"]["env"], timeout=200)
    limit = limit_in(calibrated["fast"]["stdout"])
    assert f"time limit for n-queens in Python 3: {limit} ms per case" in result.stdout
    assert "(calibrated on this machine from the Python 3 examples)" in result.stdout


def test_without_calibration_the_statement_limit_applies_and_the_report_says_so(tmp_path: Path) -> None:
    env = {"JUDGE_CALIBRATION": str(tmp_path / "none.json")}
    document = run_judge("test", "solutions/n-queens/reference/reference.py", "--json", env=env).json()
    assert document["limits"]["time_ms"] == find_problem("51").time_limit_ms
    assert document["limits"]["source"] == "statement"
    assert document["comparison"] is None
    text = run_judge("test", "solutions/n-queens/reference/reference.py", env=env).stdout
    assert "limit 1000 ms CPU per case, 2000 ms in all (statement)" in text


def test_a_corrupt_cache_costs_a_warning_not_the_verdict(tmp_path: Path) -> None:
    cache = tmp_path / "calibration.json"
    cache.write_text("{not json")
    result = run_judge("test", "solutions/n-queens-ii/reference/reference.py", env={"JUDGE_CALIBRATION": str(cache)})
    assert result.returncode == 0
    assert "Accepted" in result.stdout
    assert "ignoring the unreadable calibration cache" in result.stderr


def test_a_calibration_goes_stale_when_the_gallery_changes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUDGE_CALIBRATION", str(tmp_path / "calibration.json"))
    root = tmp_path / "solutions"
    (root / "n-queens-ii" / "reference").mkdir(parents=True)
    shutil.copy(ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.py", root / "n-queens-ii" / "reference")
    problem = find_problem("52")
    calibration = timing.calibrate_problem(problem, root=root, repeats=1)
    assert calibration.time_limit_ms == timing.FLOOR_MS  # counting to n = 9 takes milliseconds
    assert timing.cached_calibration(problem, "python", root) is not None
    (root / "n-queens-ii" / "reference" / "reference.py").write_text(
        (root / "n-queens-ii" / "reference" / "reference.py").read_text() + "\n#\n"
    )
    assert timing.cached_calibration(problem, "python", root) is None


def test_a_bad_time_scale_is_a_usage_error() -> None:
    result = run_judge("test", "solutions/n-queens/reference/reference.py", env={"JUDGE_TIME_SCALE": "fast"})
    assert result.returncode == 2
    assert result.stderr.strip() == "judge: error: JUDGE_TIME_SCALE must be a positive number such as 2.5, not 'fast'"


@pytest.mark.timeout(300)
@pytest.mark.parametrize(
    ("path", "last_n"),
    [("solutions/n-queens/reference/reference.py", 13), ("solutions/n-queens-ii/reference/reference.py", 14)],
)
def test_extended_tests_pass_for_the_reference(path: str, last_n: int) -> None:
    document = run_judge("test", path, "--extended", "--json", timeout=250).json()
    assert document["verdict"] == "Accepted", document["cases"][-1]
    assert document["cases"][-1]["input"] == {"n": last_n}
    assert (
        document["limits"]["extended_time_ms"]
        == find_problem("52" if "n-queens-ii" in path else "51").extended_time_limit_ms
    )


def test_extended_tests_fail_a_fixed_size_array_that_breaks_at_n_11() -> None:
    plain = run_judge("test", submission("fixed_size_arrays.py"), "--json").json()
    assert plain["verdict"] == "Accepted"  # right for every LeetCode case
    extended = run_judge("test", submission("fixed_size_arrays.py"), "--extended", "--json").json()
    assert extended["verdict"] == "Runtime Error"
    verdicts = {case["input"]["n"]: case["verdict"] for case in extended["cases"]}
    assert verdicts[10] == "Accepted" and verdicts[11] == "Runtime Error"
    assert "IndexError" in extended["cases"][10]["message"]
    text = run_judge("test", submission("fixed_size_arrays.py"), "--extended").stdout
    assert "First failure: case 11 (n = 11): Runtime Error" in text
    assert "ms for extended cases" in text


# What LeetCode accepts, in the forms public solutions take (shared/REFERENCE.md): names used without
# imports, non-UTF-8 comments, CRLF, state on the instance, boards built transposed, debug prints,
# arrays sized for n <= 9, and the slowest approaches in the gallery.
LEETCODE_ACCEPTS = [
    "tests/submissions/accepted_51_backtracking.py",
    "tests/submissions/accepted_51_transposed_reversed.py",
    "tests/submissions/accepted_52_uses_prelude_names.py",
    "tests/submissions/prelude_modules_and_builtins.py",
    "tests/submissions/state_instance_ok.py",
    "tests/submissions/main_block.py",
    "tests/submissions/crlf_line_endings.py",
    "tests/submissions/gbk_comments.py",
    "tests/submissions/latin1_coding_cookie.py",
    "tests/submissions/prints_debug.py",
    "tests/submissions/fixed_size_arrays.py",
    "solutions/n-queens/accepted/permutations.py",
    "solutions/n-queens/accepted/string_rows.py",
    "solutions/n-queens/accepted/board_scan.py",
    "solutions/n-queens-ii/accepted/permutations.py",
    "solutions/n-queens-ii/accepted/board_scan.py",
]


@pytest.mark.timeout(400)
def test_after_calibrating_every_example_gets_its_folders_verdict_and_leetcode_kinds_stay_accepted(
    tmp_path: Path,
) -> None:
    env = {"JUDGE_CALIBRATION": str(tmp_path / "calibration.json")}
    # Python's gallery: the other languages' own calibrations are tested with their examples.
    assert run_judge("calibrate", "--repeats", "3", "--language", "python", env=env, timeout=300).returncode == 0
    # Kattis's rule both ways: accepted examples within half the limit, slow ones over 1.5x it.
    verified = run_judge("verify", "--language", "python", env=env, timeout=300)
    # The examples that failed, and the limits they met (the whole output is over a hundred lines).
    said = [line for line in verified.stdout.splitlines() if not line.startswith(("ok ", "  ok "))]
    assert verified.returncode == 0, "\n".join(said)[-6000:]
    calibrated = verified.stdout.count("(calibrated on this machine from the Python 3 examples)")
    assert calibrated == len(load_problems())
    for path in LEETCODE_ACCEPTS:
        report = run_judge("test", path, "--json", env=env).json()
        assert report["limits"]["source"] == "calibrated on this machine from the Python 3 examples"
        assert report["verdict"] == "Accepted", (
            path,
            [(c["name"], c["verdict"], c["message"]) for c in report["cases"]],
        )


def test_verify_fails_an_accepted_example_slower_than_half_the_limit(tmp_path: Path) -> None:
    root = tmp_path / "solutions" / "n-queens-ii" / "accepted"
    root.mkdir(parents=True)
    shutil.copy(ROOT / "solutions" / "n-queens-ii" / "accepted" / "permutations.py", root)
    # Without a calibration the statement's 1000 ms applies; on a machine 4x slower the brute force
    # needs more than half of it (and is even cut off at n = 9).
    env = {"JUDGE_SOLUTIONS_DIR": str(tmp_path / "solutions"), "JUDGE_TIME_SCALE": "4"}
    verified = run_judge("verify", "52", "--no-sensitivity", env=env, timeout=120)
    assert verified.returncode == 1
    assert re.search(
        r"FAIL solutions/n-queens-ii/accepted/permutations\.py .*over half the 1000 ms limit", verified.stdout
    )


PANICKING_RUSTC = """#!/bin/sh
echo "thread 'main' panicked at src/main.rs:1:1:" >&2
echo "called \\`Option::unwrap()\\` on a \\`None\\` value" >&2
echo "stack backtrace:" >&2
echo "  13: <unknown>" >&2
exit 101
"""


@pytest.mark.timeout(500)  # calibrates every other language (a minute here; more on a busy machine)
def test_a_broken_toolchain_costs_only_its_own_language(tmp_path: Path) -> None:
    from judge.languages import all_languages

    folder = tmp_path / "bin"
    folder.mkdir()
    (folder / "rustc").write_text(PANICKING_RUSTC)
    (folder / "rustc").chmod(0o755)
    cache = tmp_path / "calibration.json"
    # Each language's reference alone: what is tested is which languages get calibrated, not how.
    gallery = tmp_path / "solutions" / "n-queens-ii"
    shutil.copytree(ROOT / "solutions" / "n-queens-ii" / "reference", gallery / "reference")
    env = {
        "PATH": f"{folder}{os.pathsep}{os.environ.get('PATH', '')}",
        "JUDGE_CALIBRATION": str(cache),
        "JUDGE_SOLUTIONS_DIR": str(tmp_path / "solutions"),
    }
    result = run_judge("calibrate", "52", "--repeats", "1", env=env, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    failures = [line for line in result.stdout.splitlines() if line.startswith("FAIL")]
    assert len(failures) == 1 and "in Rust" in failures[0], failures
    assert "rustc panicked: called `Option::unwrap()` on a `None` value" in failures[0], failures
    assert "rustup default stable" in failures[0] and "<unknown>" not in result.stdout + result.stderr
    # Every other installed language was calibrated and saved.
    installed = [language for language in all_languages() if language.missing_toolchain() is None]
    saved = json.loads(cache.read_text())["entries"]
    assert len(saved) == len([language for language in installed if language.name != "rust"])
    # And judging a Rust file says the same in one line, with the fix.
    judged = run_judge("test", "solutions/n-queens/reference/reference.rs", env=env)
    assert judged.returncode == 2 and len(judged.stderr.strip().splitlines()) == 1, judged.stderr
    assert "rustc panicked" in judged.stderr and "Traceback" not in judged.stderr


HOLDS_AT_THE_END = """import time

held = []

class Solution:
    def totalNQueens(self, n: int) -> int:
        if n == 8:  # long enough that memory is read as this case ends
            end = time.perf_counter() + 0.008
            while time.perf_counter() < end:
                pass
        if n == 9:  # then quick: 4 MB, filled in a millisecond or two here
            held.append(bytearray(4 << 20))
        return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]
"""


def judged_on_52(tmp_path: Path, source: str) -> list[dict]:
    """The case reports of `judge test` on 52 for this Python source, which must be Accepted."""
    path = tmp_path / "solution.py"
    path.write_text(source, encoding="utf-8")
    result = run_judge("test", str(path), "--problem", "52", "--json")
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr
    return result.json()["cases"]


def test_memory_taken_by_the_last_of_many_quick_cases_is_reported(tmp_path: Path) -> None:
    # Between cases of microseconds memory is read at most every 5 ms, but always after the last one.
    # The report is a peak: an earlier case's peak can stand above what the process holds when the
    # last one allocates (by 536 kB in one CI run), so only 3 of the 4 MB are asked for.
    cases = judged_on_52(tmp_path, HOLDS_AT_THE_END)
    assert cases[-1]["memory_kb"] >= cases[-2]["memory_kb"] + 3072, cases[-2:]


def test_the_spin_for_answers_is_kept_only_where_they_come_back_clearly_sooner() -> None:
    trial = supervisor.SPIN_TRIAL_CASES
    for with_spin, kept in ((0.04, True), (0.085, False), (0.2, False)):
        choice = supervisor.SpinChoice(allowed=True)
        tried = []
        for _ in range(2 * trial):
            spun = choice.next()
            tried.append(spun)
            choice.note(spun, with_spin if spun else 0.09)
        assert tried == [False, True] * trial  # alternate cases during the trial
        assert [choice.next() for _ in range(3)] == [kept] * 3, with_spin
    never = supervisor.SpinChoice(allowed=False)
    for _ in range(2 * trial):
        assert never.next() is False
        never.note(False, 0.09)


def test_spinning_needs_a_cpu_to_spare_for_each_judge(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1})
    assert supervisor.spin_allowed()
    try:
        supervisor.judge_alongside(2)  # a grader with two workers on two CPUs
        assert not supervisor.spin_allowed()
    finally:
        supervisor.judge_alongside(1)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0})
    assert not supervisor.spin_allowed()


def test_a_run_of_many_quick_cases_tries_the_spin_both_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one CPU: the judge never spins")
    tried: list[bool] = []
    note = supervisor.SpinChoice.note
    monkeypatch.setattr(
        supervisor.SpinChoice, "note", lambda self, spun, wall: (tried.append(spun), note(self, spun, wall))
    )
    problem = find_problem("679")
    path = ROOT / "solutions" / problem.slug / "reference" / "reference.py"
    report = judge(JudgeRequest(read_submission(path), problem))
    assert report.verdict is Verdict.ACCEPTED, report.verdict
    assert len(tried) == report.total > 2 * supervisor.SPIN_TRIAL_CASES
    assert tried[: 2 * supervisor.SPIN_TRIAL_CASES] == [False, True] * supervisor.SPIN_TRIAL_CASES
    assert len(set(tried[2 * supervisor.SPIN_TRIAL_CASES :])) == 1  # then one choice for the rest


LOOKS_AT_ITS_QUEUE = """
import fcntl
import struct
import sys
import termios
import time


class Solution:
    def totalNQueens(self, n: int) -> int:
        if n == 5:
            time.sleep(0.05)  # long after the judge refilled what it sends ahead
            control = int(sys.argv[1])  # the harness's control channel (docs/protocol.md)
            queued = struct.unpack("i", fcntl.ioctl(control, termios.FIONREAD, bytes(4)))[0]
            print("queued", queued)
        return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]
"""


def test_the_next_cases_wait_in_the_channel_while_a_case_runs(tmp_path: Path) -> None:
    # The judge sends a few short cases ahead, so the program reads the next one without waiting.
    fifth = judged_on_52(tmp_path, LOOKS_AT_ITS_QUEUE)[4]
    # How many depends on how much the harness read at once before; one case at a time leaves none.
    queued = int(fifth["stdout"].split()[1])
    assert 0 < queued <= supervisor.CASES_AHEAD * len(supervisor.encode({"case": 9, "args": [9]})), fifth["stdout"]


def test_measuring_times_each_case_on_its_own() -> None:
    # Sent ahead, short cases share the judge's readings (most show 0); a measuring judgement
    # sends each case after the last answer, so each has a time of its own, and the totals agree.
    problem = find_problem("51")
    submission = read_submission(ROOT / "solutions" / problem.slug / "reference" / "reference.py")
    measured = judge(JudgeRequest(submission, problem, one_case_at_a_time=True))
    assert measured.verdict is Verdict.ACCEPTED
    assert all(case.time_ms > 0 for case in measured.cases), [case.time_ms for case in measured.cases]
    largest = max(measured.cases, key=lambda case: case.input["n"])  # the first also carries the loading
    assert largest.time_ms > max(case.time_ms for case in measured.cases[1:4])  # n = 2 to 4: microseconds


def test_repeated_passes_for_the_comparison_get_the_run_limit_once_per_pass(tmp_path: Path) -> None:
    # The comparison runs an accepted file's cases five times in one process: the run's limit is
    # for one pass, so five passes that each fit in it must not end in Time Limit Exceeded (they
    # did, and the comparison vanished, wherever the machine was fast enough to repeat the cases).
    source = tmp_path / "burner.py"
    source.write_text(
        "import time\n\n\nclass Solution:\n"
        "    def totalNQueens(self, n: int) -> int:\n"
        "        if n == 9:  # 30 ms of CPU, the same on any machine\n"
        "            start = time.process_time()\n"
        "            while time.process_time() - start < 0.03:\n"
        "                pass\n"
        "        return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]\n",
        encoding="utf-8",
    )
    problem = find_problem("52")
    limits = replace(problem_limits(problem), time_ms=1000, run_ms=150)
    cases = [case for case in problem.cases() if not case.extended]
    once = timing.case_times(read_submission(source), problem, cases, limits, 1)
    assert once is not None and once[-1] >= 30
    times = timing.case_times(read_submission(source), problem, cases, limits, timing.REPEATS)
    assert times is not None and len(times) == len(cases) and times[-1] >= 30
