"""A grading worker's javac, kotlinc or tsc kept running (judge/execution/warm_compiler.py): the builds,
the compiler's words and the verdicts are the compiler command's, and a server that fails or runs
into a limit costs a build nothing but its speed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
from pathlib import Path

import pytest

from judge.core.problems import find_problem
from judge.core.record import replace
from judge.execution import build
from judge.execution.warm_compiler import WarmCompilers
from judge.languages.base import Language
from judge.languages.java import Java
from judge.languages.kotlin import Kotlin
from judge.languages.typescript import TypeScript

from .conftest import ROOT, run_judge

pytestmark = pytest.mark.skipif(
    Java().missing_toolchain() is not None,
    reason="Java is not installed (apt-get install -y default-jdk-headless)",
)

ACCEPTED = (ROOT / "solutions/n-queens/reference/reference.java").read_text(encoding="utf-8")
# Two errors, one in a line with text outside ASCII: javac's words and their encoding, as its command prints them.
NOT_COMPILING = """class Solution {
    public List<List<String>> solveNQueens(int n) {
        String café = 1;
        return missing(n);
    }
}
"""
# More classes than the user's Solution: each is a class file of the build.
WITH_CLASSES = ACCEPTED + "\nclass Helper {\n    record Pair(int a, int b) {}\n    interface Shape {}\n}\n"


def warm_compilers(cpu_seconds: int = build.COMPILE_CPU_SECONDS) -> WarmCompilers:
    return WarmCompilers(replace(build.COMPILE_LIMITS, cpu_seconds=cpu_seconds), build.POLL_SECONDS)


KOTLIN_ACCEPTED = (ROOT / "solutions/n-queens/reference/reference.kt").read_text(encoding="utf-8")
KOTLIN_NOT_COMPILING = """class Solution {
    fun solveNQueens(n: Int): List<List<String>> {
        val café: String = 1
        return missing(n)
    }
}
"""
KOTLIN_WITH_CLASSES = KOTLIN_ACCEPTED + "\ndata class Pair2(val a: Int, val b: Int)\nobject Helper { val x = 1 }\n"
TS_ACCEPTED = (ROOT / "solutions/n-queens/reference/reference.ts").read_text(encoding="utf-8")
TS_NOT_COMPILING = """function solveNQueens(n: number): string[][] {
    const café: string = 1;
    return missing(n);
}
"""
# A module (its own exports) with classes of its own: what tsc emits for it, and its source map.
TS_WITH_CLASSES = TS_ACCEPTED + "\nexport class Helper { constructor(readonly a: number) {} }\nenum Shape { Round }\n"
SOURCES = {
    "java": (Java(), (ACCEPTED, NOT_COMPILING, WITH_CLASSES, ACCEPTED.replace("n", "n ", 1))),
    "kotlin": (Kotlin(), (KOTLIN_ACCEPTED, KOTLIN_NOT_COMPILING, KOTLIN_WITH_CLASSES)),
    "typescript": (TypeScript(), (TS_ACCEPTED, TS_NOT_COMPILING, TS_WITH_CLASSES)),
}
NOT_COMPILING_SOURCES = (NOT_COMPILING, KOTLIN_NOT_COMPILING, TS_NOT_COMPILING)


def built(
    source: str, monkeypatch: pytest.MonkeyPatch, warm: WarmCompilers | None, language: Language | None = None
) -> build.Built:
    """The source compiled now (a build of it already in the cache is dropped first), by `warm`'s
    server or, without one, by the compiler's command."""
    monkeypatch.setattr(build, "_warm", warm)
    language = language or Java()
    plan = language.plan_build(source, f"Solution{language.extensions[0]}", find_problem("51").signature)
    assert plan is not None and (plan.warm is not None) == (warm is not None)
    kept = os.path.join(build.cache_folder(), build.build_key(plan))
    shutil.rmtree(kept, ignore_errors=True)
    Path(f"{kept}.error.json").unlink(missing_ok=True)
    return build.compile_submission(plan)


def files_of(folder: str | None) -> dict[str, bytes]:
    assert folder is not None
    return {
        str(path.relative_to(folder)): path.read_bytes() for path in sorted(Path(folder).rglob("*")) if path.is_file()
    }


def servers_running() -> list[str]:
    """The compiler servers' JVMs and node processes ("PID COMMAND..."), not bubblewrap's processes
    around them."""
    pattern = "CompilerServer__|compiler_server.cjs"
    found = subprocess.run(["pgrep", "-af", pattern], capture_output=True, text=True, check=False)
    return [line for line in found.stdout.splitlines() if line.split()[1].endswith(("/java", "/node"))]


@pytest.mark.parametrize("name", list(SOURCES))
def test_a_kept_compiler_builds_what_its_command_builds(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    language, sources = SOURCES[name]
    if language.missing_toolchain() is not None:
        pytest.skip(f"{name} is not installed")
    warm = warm_compilers()
    try:
        for source in sources:
            ordinary = built(source, monkeypatch, None, language)
            ordinary_files = files_of(ordinary.folder) if ordinary.ok else {}
            kept = built(source, monkeypatch, warm, language)
            assert not kept.cached and not ordinary.cached
            assert kept.ok == ordinary.ok and kept.output == ordinary.output and kept.limit == ordinary.limit
            if ordinary.ok:
                assert files_of(kept.folder) == ordinary_files
            else:
                errors = kept.output.count("error:") + kept.output.count("error TS")
                assert source in NOT_COMPILING_SOURCES and errors == 2, kept.output
            assert len(servers_running()) == 1  # one server did them all
    finally:
        warm.close()
    assert servers_running() == []


def test_a_server_that_dies_costs_one_build_its_speed(monkeypatch: pytest.MonkeyPatch) -> None:
    warm = warm_compilers()
    try:
        assert built(ACCEPTED, monkeypatch, warm).ok
        for line in servers_running():
            os.kill(int(line.split()[0]), 9)
        # The next build is an ordinary compile, and a new server takes the one after.
        assert built(ACCEPTED.replace("n", "n ", 1), monkeypatch, warm).ok
        assert built(ACCEPTED.replace("n", "n  ", 1), monkeypatch, warm).ok
        assert len(servers_running()) == 1
    finally:
        warm.close()
    assert servers_running() == []


def test_a_compile_over_the_limit_is_reported_as_the_compilers_and_ends_the_server(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    warm = warm_compilers(cpu_seconds=0)  # a server's first compile takes a few tenths of a second
    try:
        result = built(ACCEPTED, monkeypatch, warm)
        assert not result.ok and result.limit == "the compiler used more than 0 s of CPU time", result
        assert servers_running() == []
    finally:
        warm.close()


def test_a_graded_class_of_java_gets_the_verdicts_of_judge_test(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    examples = ROOT / "solutions/n-queens"
    for path in sorted(examples.glob("*/*.java")):
        shutil.copyfile(path, folder / f"{path.parent.name}_{path.name}")
    (folder / "not_compiling.java").write_text(NOT_COMPILING, encoding="utf-8")
    output = tmp_path / "grades"
    graded = run_judge(
        "grade", str(folder), "-p", "51", "-j", "2", "-o", str(output), "--time-limit", "300",
        env={"XDG_CACHE_HOME": str(tmp_path / "grading-cache")}, timeout=600,
    )  # fmt: skip
    assert graded.returncode == 0, graded.stderr[-2000:]
    assert servers_running() == []
    reports = {row["file"]: row["report"] for row in json.loads((output / "results.json").read_text())["submissions"]}
    assert len(reports) == len(list(folder.iterdir()))
    for path in sorted(folder.iterdir()):
        alone = run_judge(
            "test", str(path), "-p", "51", "--json", "--all-cases", "--time-limit", "300", "--no-history",
            env={"XDG_CACHE_HOME": str(tmp_path / "test-cache")},
        ).json()  # fmt: skip
        graded_report = reports[path.name]
        assert (graded_report["verdict"], graded_report["passed"]) == (alone["verdict"], alone["passed"]), path.name
        assert graded_report["compile_error"] == alone["compile_error"], path.name


def test_building_ahead_keeps_a_server_per_thread_for_its_builds_only(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """verify, calibrate and the suite build many files side by side: each thread's builds are its own
    server's, the same as the command's, and no server outlives them."""
    from judge.languages.source import read_submission
    from judge.pipeline import build_ahead

    problem = find_problem("51")
    # Sources no other test builds: none is in the session's cache yet.
    sources = [f"{text}// built ahead, {number}\n" for number, text in enumerate([ACCEPTED] * 6 + [NOT_COMPILING])]
    submissions = []
    for number, source in enumerate(sources):
        (tmp_path / f"s{number}.java").write_text(source, encoding="utf-8")
        submissions.append((read_submission(str(tmp_path / f"s{number}.java"), problem=problem), problem))
    answered: list[tuple[int, int]] = []
    real_compile = WarmCompilers._compile

    def compile_noted(self: WarmCompilers, server, plan, warm, work):  # type: ignore[no-untyped-def]
        compiled = real_compile(self, server, plan, warm, work)
        if compiled is not None:
            answered.append((threading.get_ident(), id(server)))
        return compiled

    monkeypatch.setattr(WarmCompilers, "_compile", compile_noted)
    assert build_ahead(submissions, workers=2) == len(sources)
    assert servers_running() == [] and not build.compilers_kept_warm()
    assert len(answered) == len(sources)  # every build by a server
    threads = {thread: server for thread, server in answered}
    assert len(threads) == len(set(threads.values())) == len(set(answered)) <= 2
    monkeypatch.setattr(WarmCompilers, "_compile", real_compile)
    for source in sources:
        plan = Java().plan_build(source, "Solution.java", problem.signature)
        assert plan is not None
        ahead = build.compile_submission(plan)  # found in the cache (or its compile error)
        assert ahead.cached
        ahead_files = files_of(ahead.folder) if ahead.ok else {}
        ordinary = built(source, monkeypatch, None)  # the cached build dropped, compiled by the command
        assert ahead.ok == ordinary.ok and ahead.output == ordinary.output
        if ordinary.ok:
            assert ahead_files == files_of(ordinary.folder)
