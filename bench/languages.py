"""Per-language speed: compile time, a cold and a warm `judge test`, the runtime's bare start, and
the reference solutions' own times, all measured in one run on this machine.

    python bench/languages.py [--repeat N] [--language NAME ...] [--problem ID ...]

For each problem asked (default 52) and each language whose toolchain is installed:
- compile: the compiler command the judge runs, run bare (no sandbox) on the problem's reference;
- bare start: the built program started bare with its control channel closed at once (the
  runtime's start and the harness reading its first line): what "an empty main" costs;
- cold judge: `judge test` of that reference with an empty build cache (the C/C++ precompiled
  prelude kept), wall clock of the whole command;
- warm judge: the same command again (nothing is compiled);
- its cases' own CPU time, from the warm run's --json report;
- for 52, the references' times at n = 9 (51) and n = 12 (52), in the sandbox, median of the runs.
Ratios (the issue's targets): warm / (bare start + solution time + the judge's own start) and
cold / (compile + warm). The judge's own start (Python, imports, sandbox) is the warm judge of
52's Python reference minus that reference's bare start and solution time; it is measured again
for every row, one run of it after each warm run of the row, so that a row's floor and its warm
time see the same machine (a shared machine's speed drifts by more than the targets' margins).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judge.calibration.gallery import default_solutions_dir  # noqa: E402
from judge.core.problems import Case, Problem, find_problem  # noqa: E402
from judge.execution.build import cache_folder, compile_stage  # noqa: E402
from judge.languages import all_languages, language_named  # noqa: E402
from judge.languages.source import read_submission  # noqa: E402
from judge.pipeline import JudgeRequest, judge  # noqa: E402


def judge_command() -> list[str]:
    found = shutil.which("judge")
    return [found] if found else [sys.executable, "-m", "judge"]


def wall_ms(command: list[str], env: dict[str, str] | None = None, cwd: str | None = None) -> float:
    started = time.perf_counter()
    subprocess.run(command, capture_output=True, env=env, cwd=cwd, check=False)
    return (time.perf_counter() - started) * 1000


def clear_builds() -> None:
    """Empty the build cache, keeping the precompiled C/C++ preludes (made once per machine)."""
    folder = Path(cache_folder())
    if not folder.is_dir():
        return
    for entry in folder.iterdir():
        if entry.name.startswith("prelude-"):
            continue
        if entry.is_dir():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            entry.unlink(missing_ok=True)


def bare_compile_ms(language_name: str, path: Path, repeat: int, problem: Problem) -> float | None:
    language = language_named(language_name)
    submission = read_submission(path)
    plan = language.plan_build(submission.text, str(path), problem.signature)
    if plan is None:
        return None
    times = []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as work:
            for name, text in plan.files.items():
                Path(work, name).write_text(text, encoding="utf-8")
            env = dict(os.environ, **dict(plan.env), HOME=work, TMPDIR=work)
            times.append(wall_ms(list(plan.command), env=env, cwd=work))
    return statistics.median(times)


def bare_start_ms(language_name: str, path: Path, repeat: int, problem: Problem) -> float:
    """The built program (or interpreter and harness) started and fed an empty control channel."""
    language = language_named(language_name)
    submission = read_submission(path)
    compiled = compile_stage(language, submission.text, str(path), problem.signature)
    assert compiled.error is None, compiled.error
    program = language.build(submission.text, str(path), problem.signature, 1 << 20, compiled.folder)
    times = []
    for _ in range(repeat):
        control_read, control_write = os.pipe()
        result_read, result_write = os.pipe()
        os.close(control_write)  # the harness reads the end at once and exits
        env = dict(os.environ, **dict(program.env))
        started = time.perf_counter()
        subprocess.run(
            [*program.command, str(control_read), str(result_write)],
            pass_fds=(control_read, result_write),
            capture_output=True,
            env=env,
            check=False,
        )
        times.append((time.perf_counter() - started) * 1000)
        for fd in (control_read, result_read, result_write):
            os.close(fd)
    return statistics.median(times)


def reference_ms(language_name: str, slug: str, n: int, repeat: int) -> float | None:
    problem = find_problem(slug)
    paths = [
        path
        for path in sorted(Path(default_solutions_dir(), slug, "reference").iterdir())
        if path.suffix in language_named(language_name).extensions
    ]
    if not paths:
        return None
    submission = read_submission(paths[0])
    expected = problem.cases(extended=True)
    case = next((item for item in expected if item.input.get("n") == n), None)
    if case is None:
        case = Case(name=f"n = {n}", input={"n": n}, expected=None, expected_count=None, extended=True)
    from judge.core.limits import RunLimits

    limits = RunLimits(time_ms=60_000, memory_mb=problem.memory_limit_mb, result_bytes=problem.output_limit_mb << 20)
    report = judge(JudgeRequest(submission, problem, cases=(case,) * repeat, limits=limits))
    return statistics.median(item.time_ms for item in report.cases)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--language", action="append", help="only these (default: every installed one)")
    parser.add_argument("--problem", action="append", help="number or slug (default: 52)")
    args = parser.parse_args(argv)
    rows: list[dict[str, Any]] = []
    baseline = own_start_baseline(args.repeat)
    for identifier in args.problem or ["52"]:
        measure_problem(find_problem(identifier), args, rows, baseline)
    print(
        "| problem | language | compile | bare start | cold judge | warm judge | cases' CPU | warm / floor"
        " | cold / (compile + warm) | 51 n=9 | 52 n=12 |"
    )
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in rows:
        floor = row["bare_start_ms"] + row["solution_ms"] + row["own_start_ms"]
        compile_ms = row["compile_ms"]
        cold_ratio = row["cold_judge_ms"] / (compile_ms + row["warm_judge_ms"]) if compile_ms else None
        print(
            f"| {row['problem']} | {row['language']} | {_ms(compile_ms)} | {_ms(row['bare_start_ms'])}"
            f" | {_ms(row['cold_judge_ms'])} | {_ms(row['warm_judge_ms'])} | {_ms(row['solution_ms'])}"
            f" | {row['warm_judge_ms'] / floor:.2f}x | {f'{cold_ratio:.2f}x' if cold_ratio else '-'}"
            f" | {_ms(row['n9_51_ms'])} | {_ms(row['n12_52_ms'])} |"
        )
    starts = [row["own_start_ms"] for row in rows]
    print(
        f"\njudge's own start (52's Python reference: warm judge - bare start - cases), per row:"
        f" {_ms(min(starts))} to {_ms(max(starts))}"
    )
    print(json.dumps(rows, indent=1), file=sys.stderr)
    return 0


def _python_reference() -> Path:
    return Path(default_solutions_dir(), "n-queens-ii", "reference", "reference.py")


def own_start_baseline(repeat: int) -> tuple[float, float]:
    """52's Python reference: its bare start and its cases' CPU, which the judge's own start excludes."""
    problem = find_problem("52")
    path = _python_reference()
    done = subprocess.run(
        [*judge_command(), "test", str(path), "--json", "--no-history"],
        capture_output=True,
        env=dict(os.environ, JUDGE_HISTORY="off"),
        check=False,
    )
    return bare_start_ms("python", path, repeat, problem), json.loads(done.stdout)["time_ms"]


def measure_problem(
    problem: Problem, args: argparse.Namespace, rows: list[dict[str, Any]], baseline: tuple[float, float]
) -> None:
    """One row per installed language with a reference of the problem."""
    judge = judge_command()
    env = dict(os.environ, JUDGE_HISTORY="off")
    own = [*judge, "test", str(_python_reference()), "--no-history"]
    reference = Path(default_solutions_dir(), problem.slug, "reference")
    for language in all_languages():
        if args.language and language.name not in args.language:
            continue
        if language.missing_toolchain() is not None:
            print(f"skip {language.title}: not installed", file=sys.stderr)
            continue
        candidates = sorted(reference.iterdir())
        path = next((p for p in candidates if p.suffix in language.extensions), None)
        if path is None:
            continue
        compile_ms = bare_compile_ms(language.name, path, max(1, args.repeat // 2), problem)
        colds, warms, owns = [], [], []
        for _ in range(max(1, args.repeat // 2)):
            clear_builds()
            colds.append(wall_ms([*judge, "test", str(path), "--no-history"], env=env))
            warms.append(wall_ms([*judge, "test", str(path), "--no-history"], env=env))
            owns.append(wall_ms(own, env=env))
        for _ in range(args.repeat):
            warms.append(wall_ms([*judge, "test", str(path), "--no-history"], env=env))
            owns.append(wall_ms(own, env=env))
        command = [*judge, "test", str(path), "--json", "--no-history"]
        done = subprocess.run(command, capture_output=True, env=env, check=False)
        solution_ms = json.loads(done.stdout)["time_ms"]
        start_ms = bare_start_ms(language.name, path, args.repeat, problem)
        warm = statistics.median(warms)
        queens = problem.slug == "n-queens-ii"
        rows.append(
            {
                "problem": problem.number,
                "language": language.title,
                "version": language.toolchain_version(),
                "compile_ms": compile_ms,
                "bare_start_ms": start_ms,
                "cold_judge_ms": statistics.median(colds),
                "warm_judge_ms": warm,
                "own_start_ms": statistics.median(owns) - baseline[0] - baseline[1],
                "solution_ms": solution_ms,
                "n9_51_ms": reference_ms(language.name, "n-queens", 9, args.repeat) if queens else None,
                "n12_52_ms": reference_ms(language.name, "n-queens-ii", 12, args.repeat) if queens else None,
            }
        )


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f} ms" if value >= 10 else f"{value:.1f} ms"


if __name__ == "__main__":
    raise SystemExit(main())
