"""Attacks on the sandbox in the other languages, through the real CLI: `judge test FILE --json`.

Every file under tests/submissions/attacks/languages/ is a LeetCode-style solution of problem 52
(N-Queens II) in Java, Kotlin, C++, C, JavaScript, TypeScript, Go, Rust or Ruby that answers every
case right except n = 4, where it attacks: it reads the expected answers (cheat_*), hides CPU time in
other processes or threads (cpu_hidden), hides memory no process maps (memory_hidden), forges a frame
in the judge's result channel (forge_frame) or reaches for the process that started it
(reach_outside). Its first line says what n = 4 must get: `<comment> expect: VERDICT[ or VERDICT...]
| why`. Where a language cannot do an attack there is no file: memory_hidden has no Java, Kotlin,
JavaScript or TypeScript version (no memfd_create, no fork; the only storage outside the heap they
reach is the temporary folder, a 64 MB tmpfs under bubblewrap and a 64 MB scratch quota in the
fallback), and reach_outside is for C, C++, Go, Rust and Ruby, which make raw system calls. Ruby has
all five: memfd_create through Kernel#syscall, prlimit and ptrace through Fiddle (ptrace through
Kernel#syscall without it), fork for cpu_hidden, and its forge_frame takes the descriptor from the
harness's own `@result`. Kotlin runs on Java's harness and JVM, so it has Java's three
(cheat_read_data, cpu_hidden, forge_frame) and lacks the other two for Java's reasons.

Each file runs under both sandboxes (the default, bubblewrap where it works, and the process-level
fallback) with the checks of tests/test_sandbox.py: the judge answered normally, the n = 4 case got
an expected verdict and every other case passed, the checkout did not change, and no process the
attack started (each carries a unique marker in its name) outlived the run. In the files, @KIT_DATA@
stands for the problem's own test data and @MARKER@ for that marker.

Known weaknesses are marked xfail(strict=True) with the reason; fixing one makes its test pass
(XPASS), which fails the run until the mark is removed.
"""

from __future__ import annotations

import json
import re
import uuid
from pathlib import Path
from typing import Any

import pytest

from judge.core.problems import default_problems_dir
from judge.languages import language_for

from .conftest import SUBMISSIONS, run_judge
from .test_sandbox import (
    answered_normally,
    assert_checkout_unchanged,
    assert_no_survivors,
    checkout_state,
    kill_marked,
)

ATTACKS = SUBMISSIONS / "attacks" / "languages"
ATTACK_FILES = sorted(path.name for path in ATTACKS.iterdir() if path.is_file())
TRIGGER_N = 4
ACCEPTED = "Accepted"
COMPILE_ERROR = "Compile Error"
# The first line: a comment token, then `expect: Wrong Answer or Runtime Error | what and why`.
EXPECT = re.compile(r"^\S+\s+expect:\s*(?P<verdicts>[^|]+?)\s*\|\s*\S")

MODES = {"default": {}, "fallback": {"JUDGE_SANDBOX": "fallback"}}


class OtherCaseFailed(AssertionError):
    """A case the attack does not touch did not pass (what a known weakness below shows, and only that)."""


# Known weaknesses: (file name pattern, mode or None for both, why). The mark expects OtherCaseFailed
# only, so that any other failure of such a run still fails the test. None is known now.
KNOWN_WEAKNESSES: list[tuple[str, str | None, str]] = []


def expected_verdicts(name: str) -> set[str]:
    """The verdicts the file's first line allows for n = 4."""
    first = (ATTACKS / name).read_text(encoding="utf-8").split("\n", 1)[0]
    match = EXPECT.match(first)
    assert match, f"{name}: the first line must be `<comment> expect: VERDICT[ or VERDICT...] | why`: {first!r}"
    return {verdict.strip() for verdict in match.group("verdicts").split(" or ")}


def _parameters() -> list[Any]:
    parameters = []
    for name in ATTACK_FILES:
        for mode, env in MODES.items():
            marks = [
                pytest.mark.xfail(strict=True, raises=OtherCaseFailed, reason=reason)
                for pattern, only, reason in KNOWN_WEAKNESSES
                if re.match(pattern, name) and only in (None, mode)
            ]
            parameters.append(pytest.param(name, env, id=f"{name}-{mode}", marks=marks))
    return parameters


def prepare(name: str, folder: Path, marker: str) -> Path:
    """A copy of the attack with the problem's data path and the run's marker filled in."""
    data = Path(default_problems_dir()) / "n-queens-ii" / "data" / "cases.json"
    assert data.is_file(), data
    text = (ATTACKS / name).read_text(encoding="utf-8")
    path = folder / name
    path.write_text(text.replace("@KIT_DATA@", str(data)).replace("@MARKER@", marker), encoding="utf-8")
    return path


def _triggered(report: dict[str, Any]) -> dict[str, Any]:
    return next(case for case in report["cases"] if case["input"]["n"] == TRIGGER_N)


def _describe(case: dict[str, Any]) -> str:
    return f"n = {case['input']['n']}: {case['verdict']}: {case['message']}\n{case['stdout'][-1500:]}"


def _confines_files(report: dict[str, Any]) -> bool:
    """Bubblewrap, or the fallback with Landlock: files outside what the run needs are out of reach."""
    described = report["sandbox"]
    return described["mode"] == "bubblewrap" or "landlock" in described["protections"]


def test_every_attack_says_what_it_expects() -> None:
    assert ATTACK_FILES, f"no attacks under {ATTACKS}"
    known = {ACCEPTED, "Wrong Answer", "Time Limit Exceeded", "Memory Limit Exceeded", "Runtime Error", COMPILE_ERROR}
    for name in ATTACK_FILES:
        assert expected_verdicts(name) <= known, name
        assert "@MARKER@" in (ATTACKS / name).read_text(encoding="utf-8") or not name.startswith(
            ("cpu_hidden", "memory_hidden")
        ), f"{name} starts processes or files: it must name them with @MARKER@"


@pytest.mark.parametrize(("name", "env"), _parameters())
def test_attack_in_another_language(tmp_path: Path, name: str, env: dict[str, str]) -> None:
    language = language_for(name)
    missing = language.missing_toolchain()
    if missing is not None:
        pytest.skip(f"{language.title} cannot run here: {missing.program} is not installed ({missing.package})")
    expected = expected_verdicts(name)
    marker = f"jem-{uuid.uuid4().hex[:8]}"
    path = prepare(name, tmp_path, marker)
    before = checkout_state()
    try:
        result = run_judge(
            "test", str(path), "--problem", "52", "--json", "--time-limit", "500", "--all-cases", timeout=300, env=env
        )
        report = answered_normally(result)
        assert_checkout_unchanged(before, checkout_state())
        assert_no_survivors(marker)
    finally:
        kill_marked(marker)
    if env.get("JUDGE_SANDBOX") == "fallback":
        assert report["sandbox"]["mode"] == "fallback", report["sandbox"]
    if name.startswith("memory_hidden") and "control group" not in report["sandbox"]["protections"]:
        pytest.skip("no control group for runs here (see judge doctor): memory no process maps is not counted")
    if name.startswith("cheat_") and not _confines_files(report):
        pytest.skip("neither bubblewrap nor Landlock here: the process fallback cannot hide the problem's data")

    if expected == {COMPILE_ERROR}:
        # Nothing runs: every case carries the compile error, which names the file it could not read.
        assert report["verdict"] == COMPILE_ERROR, _describe(_triggered(report))
        assert all(case["verdict"] == COMPILE_ERROR for case in report["cases"])
        assert "cases.json" in json.dumps(report["compile_error"]), report["compile_error"]
        return
    case = _triggered(report)
    assert case["verdict"] in expected, _describe(case)
    assert report["verdict"] == case["verdict"], report["verdict"]
    others = [_describe(other) for other in report["cases"] if other is not case and other["verdict"] != ACCEPTED]
    if others:
        raise OtherCaseFailed("cases the attack does not touch did not pass:\n" + "\n".join(others))
