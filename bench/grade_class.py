"""Benchmark: `judge grade` on a class of 80 different files, cold and warm.

Run from the repository root: `python bench/grade_class.py [--judge COMMAND] [--rounds N]`.

The class is built from the kit's own examples of 51 and 52 (accepted, wrong, too slow, crashing,
not compiling): per problem 20 Python, 12 C++ and 8 Java files. Each copy gets a comment of its own,
so no two files are alike and none can reuse another's build. A round grades the class:
- cold: an empty cache (`XDG_CACHE_HOME`), so every build, and the kit's one-off toolchain work
  (C++'s precompiled prelude, the JVM's class-data archives), happens inside the measurement;
- warm: the same files again into fresh reports, every build now in the cache;
- by language, cold: each language's 32 (or 16) files alone, for its CPU per file;
- with `--java-class N`: a class of Java alone, N files per problem from every example that runs
  quickly (too slow ones left out: their time limits would hide the compiles), cold.
Times are the wall clock of the `judge grade` commands and the CPU of everything they ran (the
judge, its workers, the compilers and the sandboxed programs). `--judge` grades with another
installation of the kit (say an older commit's venv) on the same class, for a before/after.
"""

from __future__ import annotations

import argparse
import os
import platform
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Per problem: how many files of each language the class holds, as the issue that asked for it set.
CLASS = {"py": 20, "cpp": 12, "java": 8}
Sample = tuple[float, float]  # (wall seconds, CPU seconds)
PROBLEMS = {"51": "n-queens", "52": "n-queens-ii"}
LANGUAGE_NAMES = {"py": "Python", "cpp": "C++", "java": "Java"}


def comment(extension: str, number: int) -> str:
    marker = "#" if extension == "py" else "//"
    return f"\n{marker} student {number}\n"


def examples(slug: str, extension: str, quick: bool = False) -> list[Path]:
    """The kit's files of one problem and language: every verdict folder (but the too slow one, when
    quick), the reference first."""
    found = sorted((ROOT / "solutions" / slug).rglob(f"*.{extension}"))
    found = [path for path in found if not (quick and path.parent.name == "time_limit_exceeded")]
    return sorted(found, key=lambda path: (path.parent.name != "reference", str(path)))


def build_class(folder: Path, extensions: tuple[str, ...], per_problem: int | None = None) -> dict[str, int]:
    """Write the class into folder/<problem>/; returns how many files each language got. per_problem:
    that many files of each language per problem, of the quick examples, instead of CLASS's."""
    counts = dict.fromkeys(extensions, 0)
    number = 0
    for problem, slug in PROBLEMS.items():
        target = folder / problem
        target.mkdir(parents=True, exist_ok=True)
        for extension in extensions:
            sources = examples(slug, extension, quick=per_problem is not None)
            for index in range(CLASS[extension] if per_problem is None else per_problem):
                number += 1
                source = sources[index % len(sources)]
                text = source.read_text(encoding="utf-8") + comment(extension, number)
                # Java's file must be named after its public class, if it has one: one folder each.
                name = f"student{number:03d}"
                if extension == "java":
                    (target / name).mkdir()
                    (target / name / source.name).write_text(text, encoding="utf-8")
                else:
                    (target / f"{name}.{extension}").write_text(text, encoding="utf-8")
                counts[extension] += 1
    return counts


def machine_cpu_seconds() -> float:
    """CPU time the whole machine has spent busy so far (/proc/stat: all but idle and iowait).

    Machine-wide because a sandboxed program is nobody's waited-for child: its time reaches no
    rusage of ours. So the machine must be otherwise quiet while this runs.
    """
    with open("/proc/stat", encoding="ascii") as stat:
        fields = [int(value) for value in stat.readline().split()[1:]]
    idle, iowait = fields[3], fields[4]
    return (sum(fields[:8]) - idle - iowait) / os.sysconf("SC_CLK_TCK")


def grade(judge: list[str], folder: Path, cache: Path, workers: int) -> tuple[float, float]:
    """Grade both problems of the class; returns (wall seconds, CPU seconds of everything it ran)."""
    env = {**os.environ, "XDG_CACHE_HOME": str(cache)}
    wall = cpu = 0.0
    for problem in PROBLEMS:
        with tempfile.TemporaryDirectory(prefix="bench-grades-") as output:
            command = [*judge, "grade", str(folder / problem), "-p", problem, "-j", str(workers), "-o", output]
            before = machine_cpu_seconds()
            start = time.perf_counter()
            done = subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
            wall += time.perf_counter() - start
            cpu += machine_cpu_seconds() - before
            if done.returncode not in (0, 1):  # 1: some submission was not accepted, as planned
                sys.exit(f"bench: {shlex.join(command)} failed: {done.stderr.decode(errors='replace').strip()}")
    return wall, cpu


def verdicts(judge: list[str], folder: Path, cache: Path) -> dict[str, tuple[str, str]]:
    """Each file's verdict and cases passed, graded once (for checking that two installations agree)."""
    import csv

    env = {**os.environ, "XDG_CACHE_HOME": str(cache)}
    found: dict[str, tuple[str, str]] = {}
    for problem in PROBLEMS:
        with tempfile.TemporaryDirectory(prefix="bench-grades-") as output:
            command = [*judge, "grade", str(folder / problem), "-p", problem, "-o", output, "--format", "csv"]
            subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            with open(Path(output) / "results.csv", encoding="utf-8", newline="") as results:
                for row in csv.DictReader(results):
                    found[f"{problem}/{row['id']}"] = (row["verdict"], row["passed"])
    return found


def cold_and_warm(judge: list[str], folder: Path, scratch: Path, workers: int, rounds: int) -> tuple[Sample, Sample]:
    """Medians of (wall, CPU) over the rounds: grading with an empty cache, then again with it full."""
    cold: list[tuple[float, float]] = []
    warm: list[tuple[float, float]] = []
    for _ in range(rounds):
        cache = Path(tempfile.mkdtemp(prefix="cache-", dir=scratch))
        cold.append(grade(judge, folder, cache, workers))
        warm.append(grade(judge, folder, cache, workers))
        shutil.rmtree(cache, ignore_errors=True)
    return median_sample(cold), median_sample(warm)


def median_sample(samples: list[tuple[float, float]]) -> Sample:
    return statistics.median(wall for wall, _ in samples), statistics.median(cpu for _, cpu in samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--judge", default=shutil.which("judge") or "judge", help="the judge command (default: PATH's)")
    parser.add_argument(
        "--compare", metavar="JUDGE", help="check that this other judge command gives the same verdicts"
    )
    parser.add_argument("--rounds", type=int, default=3, help="rounds of cold and warm (medians are shown)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--no-languages", action="store_true", help="skip the per-language rounds")
    parser.add_argument("--java-class", type=int, default=0, metavar="N", help="a class of N Java files per problem")
    arguments = parser.parse_args()
    judge = shlex.split(arguments.judge)
    rows: list[tuple[str, str, str, str]] = []
    with tempfile.TemporaryDirectory(prefix="bench-class-") as scratch_name:
        scratch = Path(scratch_name)
        counts = build_class(scratch / "class", tuple(CLASS))
        files = sum(counts.values())
        cold, warm = cold_and_warm(judge, scratch / "class", scratch, arguments.workers, arguments.rounds)
        for name, (wall, cpu) in (("cold", cold), ("warm", warm)):
            rows.append((f"class of {files}, {name}", f"{wall:.1f} s", f"{files / wall:.2f} files/s", f"{cpu:.1f} s"))
        for extension in () if arguments.no_languages else tuple(CLASS):
            build_class(scratch / extension, (extension,))
            count, name = counts[extension], LANGUAGE_NAMES[extension]
            samples = cold_and_warm(judge, scratch / extension, scratch, arguments.workers, arguments.rounds)
            for state, (wall, cpu) in zip(("cold", "warm"), samples, strict=True):
                rate = f"{count / wall:.2f} files/s"
                rows.append((f"{name}: {count} files, {state}", f"{wall:.1f} s", rate, f"{cpu / count:.2f} s/file"))
        if arguments.java_class:
            count = sum(build_class(scratch / "java-class", ("java",), arguments.java_class).values())
            java_cold, _ = cold_and_warm(judge, scratch / "java-class", scratch, arguments.workers, arguments.rounds)
            wall, cpu = java_cold
            rows.append(
                (
                    f"Java class: {count} files, cold",
                    f"{wall:.1f} s",
                    f"{count / wall:.2f} files/s",
                    f"{cpu / count:.2f} s/file",
                )
            )
        differences = []
        if arguments.compare:
            ours = verdicts(judge, scratch / "class", Path(tempfile.mkdtemp(prefix="cache-", dir=scratch)))
            other = shlex.split(arguments.compare)
            theirs = verdicts(other, scratch / "class", Path(tempfile.mkdtemp(prefix="cache-", dir=scratch)))
            differences = [
                f"{name}: {ours.get(name)} against {theirs.get(name)}"
                for name in sorted(ours.keys() | theirs.keys())
                if ours.get(name) != theirs.get(name)
            ]
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, {platform.python_version()}")
    print(f"judge: {arguments.judge}; {arguments.workers} workers; medians of {arguments.rounds} rounds")
    print(f"| {'measurement':<26} | {'wall':>7} | {'throughput':>13} | {'CPU':>11} |")
    print(f"| {'-' * 26} | {'-' * 7} | {'-' * 13} | {'-' * 11} |")
    for label, wall_text, rate, cpu_text in rows:
        print(f"| {label:<26} | {wall_text:>7} | {rate:>13} | {cpu_text:>11} |")
    if arguments.compare:
        print(f"verdicts against {arguments.compare}: " + ("the same" if not differences else "; ".join(differences)))


if __name__ == "__main__":
    main()
