"""Robustness by search, not by chosen cases: Hypothesis drives what a submission or a problem
author controls into the judge's own code, and the judge must answer with a verdict or a one-line
usage error, never an exception of its own (exit 3, Internal Error).

- the result channel's decoder, on arbitrary bytes and on JSON of every kind (deep nesting, huge
  integers, NaN, lone surrogates, wrong types);
- every problem's checker, hints and report building, on any value an answer can decode to;
- the problem-folder loader, on problem.json and cases.json with any field changed.

Each search is bounded (max_examples); found failures are kept by Hypothesis's database and
should become a case of the matching explicit test. A longer run:
`HYPOTHESIS_PROFILE=long pytest --timeout=0 tests/test_fuzz.py` (docs/security.md gives its figures).
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.checking import checker_for
from judge.core.compile_error import CompileError
from judge.core.problems import load_problem, load_problems
from judge.core.verdicts import Verdict
from judge.errors import UsageError
from judge.execution.protocol import (
    Answer,
    FrameError,
    FrameReader,
    LoadFailed,
    Loading,
    OutOfMemory,
    Raised,
    Ready,
    TooLarge,
    Unknown,
    event_of,
)
from judge.execution.supervisor import CaseRun
from judge.pipeline import _case_report

from .conftest import ROOT

settings.register_profile("ci", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("long", max_examples=5_000, deadline=None, suppress_health_check=list(HealthCheck))
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

PROBLEMS = load_problems(ROOT / "problems")

# Any JSON value, with the awkward ones weighted in: floats without NaN (JSON has none, but the
# decoder accepts the NaN token), huge integers, strings with lone surrogates and controls.
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(10**40), max_value=10**40)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text()
    | st.text(alphabet=st.sampled_from("Q.\ud800\udfff\x1b\x00MEBX12345678"), max_size=12)
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda children: st.lists(children, max_size=6) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=40,
)
# The shapes the harnesses send for objects that are not plain data.
DESCRIBED = st.fixed_dictionaries(
    {"$type": st.sampled_from(["tuple", "object", "boards", "generator", "set"])},
    optional={"items": st.lists(JSON_VALUES, max_size=4), "size": JSON_VALUES, "columns": JSON_VALUES},
)
ANSWERS = JSON_VALUES | DESCRIBED | st.lists(DESCRIBED | st.lists(SCALARS, max_size=10), max_size=6)


def frames_read(data: bytes) -> list[dict[str, Any]]:
    reader = FrameReader(max_frame_bytes=1 << 16, max_values=512)
    reader.feed(data)
    frames = []
    while True:
        try:
            frame = reader.next_frame()
        except FrameError:
            return frames
        if frame is None:
            return frames
        frames.append(frame)


@given(st.binary(max_size=2048))
def test_the_frame_decoder_takes_any_bytes(data: bytes) -> None:
    for frame in frames_read(data + b"\n"):
        assert isinstance(frame, dict) and isinstance(frame["event"], str)


HARNESS_EVENTS = (Loading, Ready, CompileError, LoadFailed, Answer, Raised, OutOfMemory, TooLarge, Unknown)


@given(
    st.fixed_dictionaries(
        {"event": st.sampled_from(["loading", "ready", "compile_error", "load_error", "result", "error"]) | st.text()},
        optional={key: JSON_VALUES for key in ("case", "value", "type", "message", "line", "frames", "memory")},
    )
)
def test_every_frame_decodes_to_one_of_the_harness_events(frame: dict[str, Any]) -> None:
    """The case loop matches on a closed set of events: whatever a frame holds, it is one of them,
    each field of the type its event declares."""
    event = event_of(frame)
    assert isinstance(event, HARNESS_EVENTS)
    case = getattr(event, "case", None)
    assert case is None or type(case) is int
    if isinstance(event, CompileError):
        assert isinstance(event.type, str) and isinstance(event.message, str)
        assert event.line is None or type(event.line) is int
    if isinstance(event, (Raised, LoadFailed)):
        assert set(event.error) == {"type", "message", "frames", "frames_total"}


@given(JSON_VALUES, st.integers(0, 3))
def test_the_frame_decoder_takes_any_json(value: Any, nesting: int) -> None:
    for _ in range(nesting):
        value = [value]
    line = json.dumps({"case": 0, "event": "result", "value": value}, allow_nan=True).encode() + b"\n"
    for frame in frames_read(line):
        # Whatever came through is text a file or a page can hold.
        json.dumps(frame, allow_nan=True).encode("utf-8")


def test_the_frame_decoder_refuses_deep_nesting() -> None:
    assert frames_read(b'{"event":"result","value":' + b"[" * 100_000 + b"]" * 100_000 + b"}\n") == []


@pytest.mark.parametrize("problem", PROBLEMS, ids=lambda problem: problem.slug)
def test_every_checker_judges_any_answer(problem: Any) -> None:
    check = checker_for(problem)
    cases = problem.cases()
    verdicts = {Verdict.ACCEPTED, Verdict.WRONG_ANSWER}

    @given(st.sampled_from(cases), ANSWERS)
    @settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    def judged(case: Any, answer: Any) -> None:
        run = CaseRun(answered=True, value=answer)
        report = _case_report(1, case, run, check, True, problem)
        assert report.verdict in verdicts, report
        json.dumps(report.details, allow_nan=True)

    judged()


PROBLEM_FIELDS = [
    "number",
    "slug",
    "title",
    "difficulty",
    "signature",
    "checker",
    "time_limit_ms",
    "run_time_limit_ms",
    "memory_limit_mb",
    "output_limit_mb",
    "summary",
]


@given(
    st.sampled_from([problem.slug for problem in PROBLEMS]),
    st.sampled_from(PROBLEM_FIELDS),
    JSON_VALUES | st.just("<missing>"),
)
@settings(suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
def test_a_problem_folder_with_any_field_changed_loads_or_says_why(
    tmp_path_factory: pytest.TempPathFactory, slug: str, name: str, value: Any
) -> None:
    folder = tmp_path_factory.mktemp("problem") / slug
    shutil.copytree(ROOT / "problems" / slug, folder)
    meta = json.loads((folder / "problem.json").read_text(encoding="utf-8"))
    if value == "<missing>":
        meta.pop(name, None)
    else:
        meta[name] = value
    (folder / "problem.json").write_text(json.dumps(meta), encoding="utf-8")
    try:
        problem = load_problem(folder)
    except UsageError as error:
        message = str(error)
        assert "\n" not in message and str(folder / "problem.json") in message
        return
    problem.cases()


@given(st.sampled_from([problem.slug for problem in PROBLEMS]), JSON_VALUES)
@settings(suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
def test_test_data_of_any_shape_loads_or_says_why(
    tmp_path_factory: pytest.TempPathFactory, slug: str, data: Any
) -> None:
    folder = tmp_path_factory.mktemp("problem") / slug
    shutil.copytree(ROOT / "problems" / slug, folder)
    path = folder / "data" / "cases.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = load_problem(folder)
    try:
        problem.cases()
    except UsageError as error:
        assert "\n" not in str(error) and str(path) in str(error)


def test_one_unreadable_problem_leaves_the_others_usable(tmp_path: Path) -> None:
    from .conftest import run_judge

    root = tmp_path / "problems"
    shutil.copytree(ROOT / "problems", root)
    broken = json.loads((root / "n-queens-ii" / "problem.json").read_text(encoding="utf-8"))
    broken["signature"]["returns"] = "frobnicate"
    (root / "n-queens-ii" / "problem.json").write_text(json.dumps(broken), encoding="utf-8")
    env = {"JUDGE_PROBLEMS_DIR": str(root)}
    listed = run_judge("list", env=env)
    assert listed.returncode == 0 and "n-queens " in listed.stdout and "n-queens-ii" not in listed.stdout
    assert "n-queens-ii" in listed.stderr and "frobnicate" in listed.stderr
    other = run_judge("test", "solutions/n-queens/reference/reference.py", env=env)
    assert other.returncode == 0, other.stderr
    own = run_judge("test", "--problem", "52", "solutions/n-queens-ii/reference/reference.py", env=env)
    assert own.returncode == 2 and "Traceback" not in own.stderr
    assert own.stderr.count("\n") == 1 and "'signature'" in own.stderr and "problem.json" in own.stderr
