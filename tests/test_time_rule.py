"""The time rule that holds whatever a submission does: the CPU of the whole run, every case and
everything the program did before the first one (docs/verdicts.md).

A per-case limit alone can be evaded: a thread that works on later cases while earlier ones are
answered spreads one slow case over many short ones, and a native program's static initialisers
run before the harness's main, charged to no case. Each test here judges such a submission
through the real CLI and expects Time Limit Exceeded; the same work done in one case gets it too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.languages.c import C
from judge.languages.cpp import Cpp
from judge.languages.go import Go
from judge.languages.rust import Rust

from .conftest import judged, write

# A short per-case limit keeps these cheap; 52's run limit keeps its ratio to it (2000 / 1000).
CASE_LIMIT_MS = 200
RUN_LIMIT_MS = 400
ANSWERS = "{1: 1, 2: 0, 3: 0, 4: 2, 5: 10, 6: 4, 7: 40, 8: 92, 9: 352}"

# Burns ~100 ms of CPU in a background thread while each case waits for it: no case passes its own
# 200 ms, the run as a whole passes 400 ms by far (9 x ~100 ms).
SPREAD_OVER_CASES = f"""
import threading
import time

ANSWERS = {ANSWERS}


def burn(seconds):
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


class Solution:
    def totalNQueens(self, n: int) -> int:
        worker = threading.Thread(target=burn, args=(0.1,))
        worker.start()
        worker.join()
        return ANSWERS[n]
"""


def test_work_spread_over_the_cases_is_time_limit_exceeded_for_the_run(tmp_path: Path) -> None:
    path = write(tmp_path, "spread.py", SPREAD_OVER_CASES)
    report = judged(path, "--problem", "52", "--time-limit", str(CASE_LIMIT_MS))
    assert report["limits"]["time_ms"] == CASE_LIMIT_MS and report["limits"]["run_ms"] == RUN_LIMIT_MS
    assert report["verdict"] == "Time Limit Exceeded", report["cases"]
    failed = next(case for case in report["cases"] if case["verdict"] == "Time Limit Exceeded")
    assert "in all" in failed["message"]
    # No case alone passed its own limit: the run's budget is what stopped it.
    assert all(case["time_ms"] <= CASE_LIMIT_MS for case in report["cases"])
    # It stopped where the budget ran out: the cases after it were not run.
    assert report["cases"][-1]["verdict"] == "Not Run"


def test_a_quick_solution_is_accepted_under_the_same_limits(tmp_path: Path) -> None:
    path = write(tmp_path, "quick.py", SPREAD_OVER_CASES.replace("args=(0.1,)", "args=(0.001,)"))
    report = judged(path, "--problem", "52", "--time-limit", str(CASE_LIMIT_MS))
    assert report["verdict"] == "Accepted", report["cases"]


# Each burns ~0.6 s of CPU before the harness's main runs, then answers every case at once.
STATIC_WORK = {
    "c": (
        C,
        "init_work.c",
        """
#include <time.h>
static volatile long sink;
__attribute__((constructor)) static void warm_up(void) {
    while ((double)clock() / CLOCKS_PER_SEC < 0.6) sink++;
}
int totalNQueens(int n) {
    static const int answers[] = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352};
    return answers[n];
}
""",
    ),
    "cpp": (
        Cpp,
        "init_work.cpp",
        """
#include <ctime>
static volatile long sink;
static long warm_up() {
    while ((double)std::clock() / CLOCKS_PER_SEC < 0.6) sink++;
    return sink;
}
static long warmed = warm_up();
class Solution {
public:
    int totalNQueens(int n) {
        static const int answers[] = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352};
        return answers[n];
    }
};
""",
    ),
    "go": (
        Go,
        "init_work.go",
        """
import "time"

var sink int

func init() {
	start := time.Now()
	for time.Since(start) < 600*time.Millisecond {
		sink++
	}
}

func totalNQueens(n int) int {
	return []int{0, 1, 0, 0, 2, 10, 4, 40, 92, 352}[n]
}
""",
    ),
    "rust": (
        Rust,
        "init_work.rs",
        """
#[used]
#[link_section = ".init_array"]
static WARM_UP: extern "C" fn() = {
    extern "C" fn warm_up() {
        let start = std::time::Instant::now();
        let mut sink = 0u64;
        while start.elapsed().as_millis() < 600 {
            sink = std::hint::black_box(sink + 1);
        }
    }
    warm_up
};

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        [0, 1, 0, 0, 2, 10, 4, 40, 92, 352][n as usize]
    }
}
""",
    ),
}


@pytest.mark.parametrize("language", sorted(STATIC_WORK))
def test_work_before_main_is_charged_to_the_first_case(language: str, tmp_path: Path) -> None:
    kind, name, source = STATIC_WORK[language]
    missing = kind().missing_toolchain()
    if missing is not None:
        pytest.skip(f"{missing.program} is not installed for this user")
    path = write(tmp_path, name, source)
    report = judged(path, "--problem", "52", "--time-limit", "300")
    first = report["cases"][0]
    assert report["verdict"] == "Time Limit Exceeded", report["cases"]
    assert first["verdict"] == "Time Limit Exceeded" and first["time_ms"] > 300


SLEEPS = f"""
import time

ANSWERS = {ANSWERS}


class Solution:
    def totalNQueens(self, n: int) -> int:
        time.sleep(0.09)
        return ANSWERS[n]
"""


def test_sleeping_through_every_case_runs_out_of_the_runs_wall_clock(tmp_path: Path) -> None:
    # Each case sleeps under its own backstop (3 x 100 ms); the nine together pass the run's
    # (3 x its 200 ms budget): the grader's time is not the submission's to spend either.
    report = judged(write(tmp_path, "sleeps.py", SLEEPS), "--problem", "52", "--time-limit", "100")
    assert report["verdict"] == "Time Limit Exceeded", report["cases"]
    failed = next(case for case in report["cases"] if case["verdict"] == "Time Limit Exceeded")
    assert "wall-clock" in failed["message"] and failed["index"] > 1


def test_with_all_cases_the_cases_after_the_spent_budget_still_get_their_own_verdicts(tmp_path: Path) -> None:
    path = write(tmp_path, "spread.py", SPREAD_OVER_CASES)
    report = judged(path, "--problem", "52", "--time-limit", str(CASE_LIMIT_MS), "--all-cases")
    verdicts = [case["verdict"] for case in report["cases"]]
    assert verdicts.count("Time Limit Exceeded") == 1, verdicts
    assert "Not Run" not in verdicts and verdicts[-1] == "Accepted"


# Slow only in a process that has answered a case before: the first run of case `slow` spins to the
# limit, as a noisy reading would; a case run again alone, in a new process, answers at once.
SLOW_AFTER_THE_FIRST_CASE = f"""
ANSWERS = {ANSWERS}


class Solution:
    answered = 0

    def totalNQueens(self, n: int) -> int:
        Solution.answered += 1
        while n in SLOW and Solution.answered > 1:
            pass
        return ANSWERS[n]
"""


@pytest.mark.parametrize(("slow", "verdicts"), [((6,), ["Accepted"] * 7), ((6, 7), ["Accepted"] * 6 + ["TLE"])])
def test_a_case_at_its_cpu_limit_is_run_again_once_and_the_second_reading_decides(
    tmp_path: Path, slow: tuple[int, ...], verdicts: list[str]
) -> None:
    path = write(tmp_path, "slow.py", f"SLOW = {set(slow)}\n" + SLOW_AFTER_THE_FIRST_CASE)
    report = judged(path, "--problem", "52", "--time-limit", str(CASE_LIMIT_MS), "--all-cases")
    got = [case["verdict"].replace("Time Limit Exceeded", "TLE") for case in report["cases"]]
    # Case 6 runs again alone and answers: the reading at the limit is dropped, and nothing of it is
    # charged to the run (9 cases inside 400 ms). Only once per judgement: case 7 also meets the
    # limit in that new process, and its verdict stands; the run's budget is spent from there.
    assert got[:7] == verdicts, report["cases"]
    assert report["cases"][5]["time_ms"] < CASE_LIMIT_MS
    if len(slow) > 1:
        assert report["cases"][6]["message"] == f"used more than {CASE_LIMIT_MS} ms of CPU time"


def test_a_case_over_its_limit_twice_says_so(tmp_path: Path) -> None:
    always_slow = SLOW_AFTER_THE_FIRST_CASE.replace("answered > 1", "answered > 0")
    path = write(tmp_path, "slow.py", "SLOW = {6}\n" + always_slow)
    report = judged(path, "--problem", "52", "--time-limit", str(CASE_LIMIT_MS))
    failed = report["cases"][5]
    assert failed["verdict"] == "Time Limit Exceeded", report["cases"]
    assert failed["message"] == f"used more than {CASE_LIMIT_MS} ms of CPU time, also when run again"
    # The dropped reading is not the report's: one case's time, not two.
    assert report["time_ms"] < 1.5 * CASE_LIMIT_MS + 100
