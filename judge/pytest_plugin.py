"""pytest plugin: `pytest --solution FILE --problem ID` judges one solution, each test case a pytest item.

Registered through the `pytest11` entry point, so pytest loads it wherever the kit is installed;
without `--solution` it adds its options and does nothing else. With it, the solution is judged
once, through the same runner and sandbox as `judge test`, when its first item runs; each item
then passes or fails with its case's verdict and message. (Judging case by case would start a
sandbox per case and lose LeetCode's semantics of one process for all cases.)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

GRID_WIDTH = 100  # boards in a failure report are drawn side by side up to this many columns


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("judge", "LeetCode-style judge (nqueens-judge)")
    group.addoption("--solution", metavar="FILE", help="judge this solution file: one test per test case")
    group.addoption("--problem", metavar="ID", help="with --solution: the problem number or slug (e.g. 37)")
    group.addoption("--judge-time-limit", type=int, metavar="MS", help="with --solution: CPU time limit per case")


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    solution = config.getoption("solution")
    if not solution:
        return
    from judge.core.problems import find_problem
    from judge.errors import UsageError

    identifier = config.getoption("problem")
    if not identifier:
        raise pytest.UsageError("--solution needs --problem ID (a problem number or slug, e.g. 51)")
    try:
        problem = find_problem(identifier)
    except UsageError as error:
        raise pytest.UsageError(str(error)) from None
    path = Path(solution)
    if not path.is_file():
        raise pytest.UsageError(f"--solution {solution}: no such file")
    judged = JudgedSolution.from_parent(session, path=path.resolve(), problem=problem)
    cases = judged.collect()
    # Reported as collected, so pytest's count and its hooks (e.g. --collect-only) see the cases.
    collected: list[pytest.Item | pytest.Collector] = list(cases)
    config.hook.pytest_collectreport(report=pytest.CollectReport(judged.nodeid, "passed", None, collected))
    items.extend(cases)


class CaseFailed(Exception):
    """A test case did not get Accepted; carries the case as the report has it."""

    def __init__(self, case: dict[str, Any]) -> None:
        super().__init__(case["verdict"])
        self.case = case


class JudgedSolution(pytest.File):
    """The solution file; judged once, on first use, and shared by its case items."""

    def __init__(self, *, problem: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.problem = problem
        self._report: dict[str, Any] | None = None

    def collect(self) -> list[pytest.Item]:
        return [
            JudgedCase.from_parent(self, name=case.name, index=index) for index, case in enumerate(self.problem.cases())
        ]

    def report(self) -> dict[str, Any]:
        if self._report is None:
            self._report = judge_file(self.path, self.problem, self.config.getoption("judge_time_limit"))
        return self._report


def judge_file(path: Path, problem: Any, time_limit_ms: int | None) -> dict[str, Any]:
    """The report (plain data) of one file, judged as `judge grade` judges each submission."""
    from judge.grading.worker import GradeTask, grade_one
    from judge.languages.source import Source

    # A file that is no solution gets the pipeline's report: Compile Error on every case.
    return grade_one(GradeTask(path.name, Source(str(path)), problem.slug, time_limit_ms))["report"]


class JudgedCase(pytest.Item):
    """One test case of the solution: passes when its verdict is Accepted."""

    def __init__(self, *, index: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.index = index

    def runtest(self) -> None:
        assert isinstance(self.parent, JudgedSolution)
        case = self.parent.report()["cases"][self.index]
        from judge.core.verdicts import Verdict

        if case["verdict"] != Verdict.ACCEPTED:
            raise CaseFailed(case)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        if not isinstance(excinfo.value, CaseFailed):
            return str(super().repr_failure(excinfo))
        from judge.core.inert import inert
        from judge.feedback.diagnostics import board_sections

        case = excinfo.value.case
        lines = [f"{case['verdict']}" + (f": {inert(case['message'])}" if case.get("message") else "")]
        lines.extend(board_sections(case.get("details") or {}, GRID_WIDTH))
        for stream in ("stdout", "stderr"):
            if case.get(stream):
                lines.append(f"{stream}:\n{case[stream][:2000].rstrip()}")
        # pytest prints this on the terminal: what the submission printed or returned is written out, never obeyed.
        return inert("\n".join(lines), keep_newlines=True)

    def reportinfo(self) -> tuple[Path, int | None, str]:
        assert isinstance(self.parent, JudgedSolution)
        return self.path, None, f"{self.parent.problem.slug} case {self.name}"
