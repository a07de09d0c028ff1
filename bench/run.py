"""Benchmark: cold `judge test` against a bare interpreter start, and what isolation costs.

Run from the repository root: `python bench/run.py [--repeat N]`. Prints one table and the
machine it ran on; the README quotes its latest output.
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
    args = parser.parse_args(argv)
    judge = judge_command()
    bare = median_ms([sys.executable, "-I", "-S", "-c", "pass"], args.repeat)
    rows: list[tuple[str, float, str]] = [("bare `python3 -I -S -c pass`", bare, "1.00x")]
    # Every `judge test` records an attempt (judge/history.py): keep the benchmark's out of the user's history.
    history = os.path.join(tempfile.mkdtemp(prefix="judge-bench-"), "history.sqlite3")
    sandboxed_env = dict(os.environ, JUDGE_SANDBOX="auto", JUDGE_HISTORY=history)
    process_env = dict(os.environ, JUDGE_SANDBOX="process", JUDGE_HISTORY=history)
    for label, solution in (("51", "solutions/reference/n_queens.py"), ("52", "solutions/reference/n_queens_ii.py")):
        command = [*judge, "test", solution]
        isolated = median_ms(command, args.repeat, sandboxed_env)
        plain = median_ms(command, args.repeat, process_env)
        rows.append((f"cold `judge test` {label}, bubblewrap", isolated, f"{isolated / bare:.2f}x bare"))
        rows.append((f"cold `judge test` {label}, process only", plain, f"{plain / bare:.2f}x bare"))
        rows.append((f"  isolation cost for {label}", isolated - plain, f"{(isolated / plain - 1) * 100:+.1f}%"))
    print(f"machine: {machine()}")
    print(f"command: {' '.join(judge)}; median of {args.repeat} runs")
    print(f"| {'measurement':<40} | {'ms':>8} | {'ratio':>12} |")
    print(f"| {'-' * 40} | {'-' * 8} | {'-' * 12} |")
    for label, value, ratio in rows:
        print(f"| {label:<40} | {value:>8.1f} | {ratio:>12} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
