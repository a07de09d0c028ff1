"""`judge verify`: the kit tests itself, as Kattis problem packages do.

Example solutions live in folders named by the verdict they must get
(solutions/accepted/, wrong_answer/, time_limit_exceeded/, runtime_error/). Verify judges
each one and fails when any gets another verdict; it also checks every expected answer in
the test data against its own checker, and flags examples whose verdict changes when the
time limit is raised to 1.5x (a limit too close to a solution's running time).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from judge.checkers import checker_for
from judge.judging import judge_submission, problem_limits
from judge.problems import Problem, default_problems_dir
from judge.source import read_submission
from judge.verdict import Verdict

FOLDER_VERDICTS = {
    "accepted": Verdict.ACCEPTED,
    "wrong_answer": Verdict.WRONG_ANSWER,
    "time_limit_exceeded": Verdict.TIME_LIMIT_EXCEEDED,
    "runtime_error": Verdict.RUNTIME_ERROR,
    "memory_limit_exceeded": Verdict.MEMORY_LIMIT_EXCEEDED,
    "compile_error": Verdict.COMPILE_ERROR,
}
SOLUTIONS_ENV = "JUDGE_SOLUTIONS_DIR"
SENSITIVITY_FACTOR = 1.5


@dataclass
class ExampleResult:
    path: str
    problem: str
    expected: Verdict
    got: Verdict
    got_at_higher_limit: Verdict | None
    time_ms: float

    @property
    def ok(self) -> bool:
        return self.got is self.expected

    @property
    def time_sensitive(self) -> bool:
        return self.got_at_higher_limit is not None and self.got_at_higher_limit is not self.got


def default_solutions_dir() -> Path:
    """$JUDGE_SOLUTIONS_DIR, else the installed copy, else the source tree's solutions/."""
    override = os.environ.get(SOLUTIONS_ENV)
    if override:
        return Path(override)
    installed = Path(__file__).resolve().parent / "data" / "solutions"
    return installed if installed.is_dir() else default_problems_dir().parent / "solutions"


def examples(root: Path, problems: list[Problem]) -> list[tuple[Path, Problem, Verdict]]:
    """Every example solution for the given problems, with the verdict its folder promises."""
    found = []
    for folder, verdict in FOLDER_VERDICTS.items():
        for path in sorted((root / folder).glob("*.py")):
            methods = read_submission(path).methods
            for problem in problems:
                if problem.method in methods:
                    found.append((path, problem, verdict))
    return found


def check_test_data(problems: list[Problem]) -> list[str]:
    """Each expected answer must pass its own checker; returns one line per failure."""
    failures = []
    for problem in problems:
        check = checker_for(problem.checker)
        for case in problem.cases():
            result = check(case, case.expected)
            if result.verdict is not Verdict.ACCEPTED:
                failures.append(f"{problem.slug} {case.name}: expected answer fails its checker: {result.message}")
    return failures


def verify_example(path: Path, problem: Problem, expected: Verdict, sensitivity: bool = True) -> ExampleResult:
    submission = read_submission(path)
    report = judge_submission(submission, problem)
    higher = None
    if sensitivity:
        limits = problem_limits(problem)
        limits.time_ms = round(limits.time_ms * SENSITIVITY_FACTOR)
        higher = judge_submission(submission, problem, limits=limits).verdict
    shown = os.path.relpath(path) if path.resolve().is_relative_to(Path.cwd()) else str(path)
    return ExampleResult(shown, problem.slug, expected, report.verdict, higher, report.time_ms)
