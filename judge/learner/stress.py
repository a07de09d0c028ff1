"""`judge stress`: random inputs until a solution fails one, then the smallest input that still fails.

Inputs come from a Hypothesis strategy: the problem's own (problems/SLUG/inputs.py, a function
`inputs()` returning a strategy of input dicts, for inputs with structure: a Sudoku grid, a
Minesweeper board and its click) or, for a problem whose parameters are all bounded ints, one
drawn from the signature's constraints. Each answer is checked by the problem's checker against
the reference's answer (the kit's Python reference, or another file: --against).

Hypothesis draws the inputs from --seed; they are judged in batches, each one sandboxed run of
the solution (and one of the reference, for the inputs it has not answered yet), so a run's start
serves many inputs. When one fails, Hypothesis runs again from the same seed, which draws the same
inputs: untried up to the failing one, then judged one at a time as Hypothesis shrinks it to the
smallest input that still fails, whichever way it fails (a wrong answer, a crash, a time-out).
"""

from __future__ import annotations

import importlib.util
import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from judge.core.problems import Case, Problem
from judge.core.report import Report
from judge.core.verdicts import Verdict
from judge.errors import UsageError
from judge.languages.source import Submission
from judge.learner.own_cases import UNANSWERED, reference_answers

BATCH = 50  # inputs judged per run of the solution: the runs' start-ups shared
MAX_INPUTS = 10_000_000  # the search ends when its time is up, not at a count
MIN_SHRINK_SECONDS = 30.0


@dataclass(frozen=True)
class StressOutcome:
    """What a stress run found: the inputs tried, and the smallest failing input with its report."""

    tried: int
    seconds: float
    seed: int
    failing: dict[str, Any] | None = None
    report: Report | None = None  # the solution judged on the failing input alone


class _Failed(Exception):
    """Raised inside the Hypothesis test on a failing batch: the input that failed (its first)."""

    def __init__(self, case_input: dict[str, Any]) -> None:
        super().__init__(json.dumps(case_input)[:200])
        self.case_input = case_input


def _hypothesis_home() -> None:
    """Hypothesis keeps caches in ./.hypothesis: the kit's cache folder instead, never the learner's folder."""
    from hypothesis.configuration import set_hypothesis_home_dir

    from judge.core.cache import user_cache

    set_hypothesis_home_dir(user_cache("hypothesis"))


def input_strategy(problem: Problem) -> Any:
    """The strategy of the problem's inputs: its folder's inputs.py, else its signature's bounded ints."""
    _hypothesis_home()
    path = os.path.join(problem.folder, "inputs.py")
    if os.path.isfile(path):
        spec = importlib.util.spec_from_file_location(f"judge_inputs_{problem.slug.replace('-', '_')}", path)
        if spec is None or spec.loader is None:
            raise UsageError(f"cannot load {path}")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module.inputs()
    from hypothesis import strategies as st

    params = problem.signature.inputs
    if all(param.type.name == "int" and param.min is not None and param.max is not None for param in params):
        return st.fixed_dictionaries({param.name: st.integers(param.min, param.max) for param in params})
    raise UsageError(
        f"judge stress cannot draw inputs for {problem.slug}: its parameters are not all bounded ints, and"
        f" {path} (a function inputs() returning a Hypothesis strategy of input dicts) is missing"
    )


class _Judge:
    """Judges batches of inputs: the reference's answers (each input answered once) and the solution's verdicts."""

    def __init__(self, submission: Submission, reference: Submission, problem: Problem) -> None:
        from judge.calibration.measure import cached_calibration, limits_for
        from judge.checking import checker_for
        from judge.core.record import replace

        self.submission, self.reference, self.problem = submission, reference, problem
        limits, _ = limits_for(problem, cached_calibration(problem, submission.language))
        # Each input under the per-case limit; the whole-run limit is sized for the problem's own
        # cases, not for a batch of inputs judged in one run.
        self.limits = replace(limits, run_ms=None)
        self.needs_answers = checker_for(problem).needs_expected
        self.answers: dict[str, Any] = {}
        self.tried = 0

    def first_failure(self, inputs: list[dict[str, Any]], reject: bool = False) -> dict[str, Any] | None:
        """The first input of the batch the solution fails (the reference's answer its expected one), or
        None. An input the reference cannot answer is left out, or with reject, marked invalid for Hypothesis."""
        answerable = self._answerable(inputs)
        if reject and len(answerable) < len(inputs):
            from hypothesis import assume

            assume(False)
        if not answerable:
            return None
        cases = tuple(Case(f"input {number}", *pair) for number, pair in enumerate(answerable, 1))
        report = self._judge(cases, keep_output=False)
        self.tried += len(cases)
        for case in report.cases:
            if case.verdict is not Verdict.ACCEPTED:
                return answerable[case.index - 1][0]
        return None

    def alone(self, case_input: dict[str, Any]) -> Report:
        cases = tuple(Case("stress", *pair) for pair in self._answerable([case_input])) or (Case("stress", case_input),)
        return self._judge(cases, keep_output=True)

    def _answerable(self, inputs: list[dict[str, Any]]) -> list[tuple[dict[str, Any], Any]]:
        """(input, expected answer) of each input the reference answers (the answer None where the
        checker needs none)."""
        if not self.needs_answers:
            return [(case_input, None) for case_input in inputs]
        keys = [_key(case_input) for case_input in inputs]
        unknown = {key: case_input for key, case_input in zip(keys, inputs, strict=True) if key not in self.answers}
        if unknown:
            # An input the reference fails (UNANSWERED) is skipped.
            plain = [Case("reference", case_input) for case_input in unknown.values()]
            answers = reference_answers(self.reference, self.problem, plain, self.limits)
            self.answers.update(zip(unknown, answers, strict=True))
        return [
            (case_input, self.answers[key])
            for key, case_input in zip(keys, inputs, strict=True)
            if self.answers[key] is not UNANSWERED
        ]

    def _judge(self, cases: tuple[Case, ...], keep_output: bool) -> Report:
        """The solution on the cases: after one over a limit, the rest are not run."""
        from judge.pipeline import JudgeRequest, judge

        request = JudgeRequest(
            self.submission,
            self.problem,
            cases=cases,
            limits=self.limits,
            stop_after_limit=True,
            keep_output=keep_output,
        )
        return judge(request)


def stress(
    submission: Submission,
    against: Submission,
    problem: Problem,
    seconds: float,
    seed: int,
    progress: Callable[[int, float], None] | None = None,
) -> StressOutcome:
    """Judge random inputs for about `seconds`, or until one fails; then shrink it (for about as long again)."""
    from hypothesis import HealthCheck, Phase, Verbosity, given, settings
    from hypothesis import seed as seeded

    judged = _Judge(submission, against, problem)
    strategy = input_strategy(problem)
    started = time.monotonic()

    def elapsed() -> float:
        return time.monotonic() - started

    def run(phases: list[Phase], test: Callable[[dict[str, Any]], None]) -> BaseException | None:
        """One Hypothesis run of test over the inputs, from the seed; the exception it ended with, if any."""
        runner = settings(
            max_examples=MAX_INPUTS,
            database=None,  # nothing written in the learner's folder
            deadline=None,
            report_multiple_bugs=False,
            verbosity=Verbosity.quiet,  # the failing input is this module's to show, not Hypothesis's
            phases=phases,
            suppress_health_check=list(HealthCheck),
        )(given(strategy)(test))
        try:
            seeded(seed)(runner)()
        except Exception as error:  # ours, a group holding ours (a failure that did not repeat), or Hypothesis's
            return error
        return None

    # Search: Hypothesis draws one input at a time; they are judged BATCH at a time, so one run of
    # the solution (and of the reference) serves many inputs.
    pending: list[dict[str, Any]] = []

    def search(case_input: dict[str, Any]) -> None:
        if elapsed() > seconds:
            raise _TimeUp
        pending.append(case_input)
        if len(pending) == BATCH:
            judge_pending()

    def judge_pending() -> None:
        failing = judged.first_failure(list(pending)) if pending else None
        pending.clear()
        if progress is not None:
            progress(judged.tried, elapsed())
        if failing is not None:
            raise _Failed(failing)

    ended = run([Phase.generate], search)
    if ended is None or isinstance(ended, _TimeUp):
        # Out of time, or every input there is was drawn (n from 1 to 9): the last inputs drawn too.
        try:
            judge_pending()
            return StressOutcome(judged.tried, elapsed(), seed)
        except _Failed as late:
            ended = late
    found = _failure_in(ended) if ended is not None else None
    if found is None:
        if ended is not None:
            raise ended
        return StressOutcome(judged.tried, elapsed(), seed)

    # Shrink: the same seed draws the same inputs again, untried, up to the one that failed; from
    # there each input is judged alone, and Hypothesis shrinks the failing one while it still fails.
    target = _key(found.case_input)
    reached = False
    shrink_until = elapsed() + max(seconds, MIN_SHRINK_SECONDS)

    def shrink(case_input: dict[str, Any]) -> None:
        nonlocal reached
        if not reached:
            if _key(case_input) != target:
                return
            reached = True
        if elapsed() > shrink_until:
            return  # out of time: every smaller input passes, so the smallest found so far stands
        failing = judged.first_failure([case_input], reject=True)
        if failing is not None:
            raise _Failed(failing)

    shrunk = _failure_in(ended) if (ended := run([Phase.generate, Phase.shrink], shrink)) is not None else None
    smallest = (shrunk or found).case_input
    return StressOutcome(judged.tried, elapsed(), seed, smallest, judged.alone(smallest))


class _TimeUp(Exception):
    """The search's time is over (raised inside the Hypothesis test, which it ends)."""


def _key(case_input: dict[str, Any]) -> str:
    return json.dumps(case_input, sort_keys=True)


def _failure_in(error: BaseException) -> _Failed | None:
    """Our failure, alone or in an exception group (Hypothesis's FlakyFailure is one)."""
    if isinstance(error, _Failed):
        return error
    for inner in getattr(error, "exceptions", ()):
        found = _failure_in(inner)
        if found is not None:
            return found
    return None
