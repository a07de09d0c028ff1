"""Benchmark: cold `judge test` against a bare interpreter start, what isolation costs, and
`judge grade` throughput with 1 and 2 workers.

Run from the repository root: `python bench/run.py [--repeat N] [--copies N]`. Prints one table
and the machine it ran on; the README quotes its latest output.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def median_ms(command: list[str], repeat: int, env: dict[str, str] | None = None) -> float:
    """Median wall time of a command, after one warm-up run (so the page cache is warm)."""
    samples = []
    for attempt in range(repeat + 1):
        start = time.perf_counter()
        subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
        if attempt:
            samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def judge_command() -> list[str]:
    """The installed console script when there is one (what users run), else `python -m judge`."""
    script = shutil.which("judge")
    return [script] if script else [sys.executable, "-m", "judge"]


def grading_seconds(judge: list[str], folder: Path, workers: int) -> float:
    """Wall time of one `judge grade` of the folder with a fresh output folder (nothing to resume)."""
    with tempfile.TemporaryDirectory(prefix="bench-grades-") as output:
        command = [*judge, "grade", str(folder), "--problem", "51", "--workers", str(workers), "--output", output]
        start = time.perf_counter()
        subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        return time.perf_counter() - start


def grading_rows(judge: list[str], copies: int, cold_test_ms: float) -> list[tuple[str, float, str]]:
    """Grading `copies` copies of the reference solution of 51 with 1 worker, then 2."""
    source = (ROOT / "solutions/reference/n_queens.py").read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="bench-class-") as folder:
        for number in range(copies):
            # Each copy differs by a comment, as real submissions differ.
            Path(folder, f"student{number:04d}.py").write_text(f"{source}\n# student {number}\n", encoding="utf-8")
        one = grading_seconds(judge, Path(folder), 1)
        two = grading_seconds(judge, Path(folder), 2)
    per_submission = one * 1000 / copies
    return [
        (f"grade {copies} submissions, 1 worker (total)", one * 1000, f"{copies / one:.1f}/s"),
        (f"grade {copies} submissions, 2 workers (total)", two * 1000, f"{copies / two:.1f}/s"),
        ("  per submission, 1 worker", per_submission, f"{per_submission / cold_test_ms:.2f}x cold test"),
        ("  per submission, 2 workers", two * 1000 / copies, f"{one / two:.2f}x 1-worker rate"),
    ]


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            cpu = next(line.split(":", 1)[1].strip() for line in handle if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    system = f"{platform.system()} {platform.release()}"
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, {system}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--copies", type=int, default=200, help="submissions in the grading benchmark (0: skip it)")
    args = parser.parse_args(argv)
    judge = judge_command()
    bare = median_ms([sys.executable, "-I", "-S", "-c", "pass"], args.repeat)
    rows: list[tuple[str, float, str]] = [("bare `python3 -I -S -c pass`", bare, "1.00x")]
    cold_test_ms = bare
    sandboxed_env = dict(os.environ, JUDGE_SANDBOX="auto")
    process_env = dict(os.environ, JUDGE_SANDBOX="process")
    for label, solution in (("51", "solutions/reference/n_queens.py"), ("52", "solutions/reference/n_queens_ii.py")):
        command = [*judge, "test", solution]
        isolated = median_ms(command, args.repeat, sandboxed_env)
        plain = median_ms(command, args.repeat, process_env)
        rows.append((f"cold `judge test` {label}, bubblewrap", isolated, f"{isolated / bare:.2f}x bare"))
        rows.append((f"cold `judge test` {label}, process only", plain, f"{plain / bare:.2f}x bare"))
        rows.append((f"  isolation cost for {label}", isolated - plain, f"{(isolated / plain - 1) * 100:+.1f}%"))
        if label == "51":
            cold_test_ms = isolated
    if args.copies:
        rows.extend(grading_rows(judge, args.copies, cold_test_ms))
    print(f"machine: {machine()}")
    print(f"command: {' '.join(judge)}; median of {args.repeat} runs")
    print(f"| {'measurement':<44} | {'ms':>8} | {'ratio':>16} |")
    print(f"| {'-' * 44} | {'-' * 8} | {'-' * 16} |")
    for label, value, ratio in rows:
        print(f"| {label:<44} | {value:>8.1f} | {ratio:>16} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
