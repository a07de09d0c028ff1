"""Several judgements at once in one process (threads): each gets its own verdict and its own accounting.

The sandbox keeps no judgement's state in module globals, so a Dask worker's threads, or any
caller's, may judge side by side. Each mode is tried with and without control groups: without
one, a run's CPU and memory are read from /proc, where the judge's children are every run's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from judge.execution import cgroup
from judge.execution.bubblewrap import missing_reason

from .conftest import ROOT

SUBMISSIONS = ROOT / "tests" / "submissions"

# Judges three submissions at once on threads of one process and prints what each got.
SCRIPT = """
import json, sys, threading
from judge.core.problems import find_problem
from judge.execution import cgroup
from judge.languages.source import read_submission
from judge.pipeline import JudgeRequest, judge

if sys.argv[1] == "no-groups":
    cgroup.refuse("this test judges without control groups")
if sys.argv[1] == "moved":  # joined as under cgroup v2: each program moved into its group while it starts
    cgroup.RunGroup.joins_at_once = property(lambda group: False)
jobs = json.loads(sys.argv[2])
found = {}

def one(name, path, number):
    problem = find_problem(str(number))
    cases = tuple(case for case in problem.cases() if not case.extended)
    report = judge(JudgeRequest(read_submission(path), problem, cases=cases))
    found[name] = {
        "verdict": report.verdict.value,
        "times": [case.time_ms for case in report.cases],
        "group": "control group" in report.sandbox.get("protections", []),
    }

threads = [threading.Thread(target=one, args=job) for job in jobs]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
print(json.dumps(found))
"""


def _modes() -> list[tuple[str, str]]:
    # "groups": each program joins its group before its exec (cgroup v1 here); "moved": it is moved
    # into it while it starts, as under cgroup v2, where a join waits for an RCU grace period.
    modes = [("fallback", "groups"), ("fallback", "moved"), ("fallback", "no-groups")]
    if missing_reason() is None:
        modes += [("bubblewrap", "groups"), ("bubblewrap", "moved"), ("bubblewrap", "no-groups")]
    return modes


@pytest.mark.timeout(180)
@pytest.mark.parametrize(("mode", "groups"), _modes(), ids=["-".join(pair) for pair in _modes()])
def test_three_judgements_at_once_each_get_their_own_verdict_and_time(mode: str, groups: str) -> None:
    if groups != "no-groups" and cgroup.unavailable() is not None:
        pytest.skip(f"no control groups here: {cgroup.unavailable()}")
    jobs = [
        ("burner", str(SUBMISSIONS / "concurrent" / "forked_burners.py"), 52),
        ("light", str(SUBMISSIONS / "concurrent" / "slow_but_light.py"), 52),
        ("wrong", str(ROOT / "solutions" / "n-queens" / "wrong_answer" / "missing_mirror.py"), 51),
    ]
    env = {**os.environ, "JUDGE_SANDBOX": mode}
    completed = subprocess.run(
        [sys.executable, "-c", SCRIPT, groups, json.dumps(jobs)],
        capture_output=True,
        text=True,
        timeout=150,
        env=env,
        cwd=ROOT,
    )
    assert completed.returncode == 0, completed.stderr
    found = json.loads(completed.stdout.splitlines()[-1])
    assert {name: found[name]["verdict"] for name in found} == {
        "burner": "Time Limit Exceeded",
        "light": "Accepted",
        "wrong": "Wrong Answer",
    }, completed.stderr
    # The light run slept through the burner's 1.2 s of CPU: none of it is charged to it.
    assert max(found["light"]["times"]) < 50, found["light"]["times"]
    # The burner's own children are still its own: its case 4 passed the limit.
    assert found["burner"]["times"][3] > 1000, found["burner"]["times"]
    assert all(found[name]["group"] == (groups != "no-groups") for name in found), found
