"""Judge one submission, top to bottom: problem -> language -> build -> run in the sandbox -> check ->
verdict -> report.

Plain data crosses every step: the language builds a Program (a command and a setup frame), the
supervisor returns CaseRuns, the checker CheckResults, and this module assembles the Report.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Generator, Iterable

from judge.core.limits import RunLimits, problem_limits
from judge.core.problems import Case, Problem
from judge.core.record import record
from judge.core.report import CaseReport, Limits, Report, no_sandbox, overall_verdict, unjudged_report
from judge.core.signature import Signature
from judge.core.values import bounded, unpack_boards, value_count
from judge.core.verdicts import Verdict
from judge.errors import UsageError
from judge.execution.isolation import MISSING_TEXT, detect_isolation
from judge.execution.program import Program
from judge.execution.started import Started
from judge.execution.supervisor import CASES_AHEAD, CaseRun, RunEvent, RunOutcome, run_cases
from judge.languages import language_for, language_named
from judge.languages.base import Language
from judge.languages.source import Source, Submission

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from judge.checking import Checker
    from judge.core.compile_error import CompileError

    # What checks the answers and explains the report: the checker, the answers' measure, the diagnosis.
    Checking = tuple[Checker, Callable[[Any], int | None], Callable[[Report, list[Case], list[int | None], str], None]]

# build_ahead keeps compilers running from this many builds: a server costs a cold compile to start.
WARM_AFTER_BUILDS = 4
NOT_RUN_MESSAGE = "not run: an earlier case exceeded a limit"
NOT_CHECKED_MESSAGE = "no expected answer for this input; the output was not checked"


# A judgement's events. The two of every case are plain classes, not records: a record's general
# constructor costs the judge ~1.5 us, 9 % more instructions per case on 679 (callgrind).
class CaseStarted:
    """A case was sent to the program (a live display shows it running)."""

    __slots__ = ("index",)

    def __init__(self, index: int) -> None:
        self.index = index  # from 1, in the order of the request's cases

    def __repr__(self) -> str:
        return f"CaseStarted({self.index})"


class CaseChecked:
    """A case's answer was checked, while the program works on the next (the final report adds
    tracebacks and hints, which need every case)."""

    __slots__ = ("case",)

    def __init__(self, case: CaseReport) -> None:
        self.case = case

    def __repr__(self) -> str:
        return f"CaseChecked({self.case.index}: {self.case.verdict.value})"


@record(frozen=True)
class Finished:
    """The judgement's report: its last event."""

    report: Report


Event = CaseStarted | CaseChecked | Finished
Judgement = Generator[Event, None, None]


@record(frozen=True)
class JudgeRequest:
    """One judgement, whichever command asks for it: what to judge, on which cases, under which
    limits. Every command (test, run, grade, calibrate, verify, doctor, the web page, the pytest
    plugin) builds one and hands it to judgement() (or judge(), for the report alone)."""

    # The source as given (read by the judgement), or a submission read already (a command that
    # judges one file several times).
    source: Source | Submission
    problem: Problem | None = None  # None: the one problem whose method the source defines
    language: str | None = None  # a Source's language; None: by its file's extension
    # How the user names another problem ("--problem ", "problem "), for the warning that the
    # source seems to solve another; None: no such warning.
    how_to_choose: str | None = None
    # A source that cannot be read at all (missing, empty, not text) gets a Compile Error report too,
    # as a grader records every submission; else it is a UsageError, as for `judge test`.
    report_unreadable: bool = False
    cases: tuple[Case, ...] | None = None  # None: the problem's standard cases
    limits: RunLimits | None = None  # None: the statement's
    extended_limits: RunLimits | None = None  # for the cases beyond LeetCode's constraints; None: limits
    # After the first Time or Memory Limit Exceeded the remaining cases are Not Run.
    stop_after_limit: bool = False
    # The first case stopped at its CPU limit runs again, and its second reading decides (see
    # judge/execution/supervisor.py); off where one reading is what is asked for.
    run_again_at_limit: bool = True
    keep_output: bool = False  # each returned value in the report (`judge run`; large for big inputs)
    # A program started before the judge knew what it would run (judge/cli/early.py): the first
    # cases' process when it runs this build under these limits, else ended unused.
    early: Started | None = None
    # The solution file whose program `judge test` notes for the next run's early start
    # (judge/execution/started.py); None: nothing is noted.
    remember_for: str | None = None
    # Each case's CPU time on its own (measuring): no case is sent before the last one is answered.
    # Otherwise a few short cases go ahead, and cases the program answers faster than the judge
    # reads them share one reading: the first of them carries their time (the total is exact).
    one_case_at_a_time: bool = False


def judgement(request: JudgeRequest) -> Judgement:
    """Compile, build, run the cases and check each answer: the one way every command judges. Yields
    each case as it starts and as it is checked, then Finished with the report; a front end shows
    what it wants of them. Closing the generator early ends the program."""
    yield Finished((yield from judging(request)))


def judging(request: JudgeRequest) -> Generator[CaseStarted | CaseChecked, None, Report]:
    """judgement() without its last event: the report is the generator's return value, for a
    command that adds to it before it is shown (`judge test`'s comparison with the gallery).

    Extended cases run under the extended limits (a second process), the others under the limits.
    A failure of the judge itself is an Internal Error report (its traceback on stderr), never an
    exception: every front end shows a report. What the user must fix (a missing toolchain) is a
    UsageError.
    """
    submission, problem = request.source, request.problem
    try:
        ready = prepared(
            submission, problem, request.language, request.how_to_choose, request.limits, request.report_unreadable
        )
        if isinstance(ready, Report):
            if request.early is not None:
                request.early.close()  # nothing of it runs
            return ready
        submission, problem = ready
        return (yield from _judge(request, submission, problem))
    except UsageError:
        raise
    except Exception as error:  # a bug in the judge: say so in the report, keep the traceback
        import traceback

        traceback.print_exc()
        if request.early is not None:
            request.early.close()
        if problem is None:  # failed before the problem was known: no report can say which
            raise
        return unjudged_report(
            problem,
            submission.name,
            Verdict.INTERNAL_ERROR,
            f"the judge failed: {error!r}",
            request.limits,
            submission.language if isinstance(submission, Submission) else request.language or "",
        )


def prepared(
    source: Source | Submission,
    problem: Problem | None,
    language: str | None = None,
    how_to_choose: str | None = None,
    limits: RunLimits | None = None,
    report_unreadable: bool = False,
    problems: list[Problem] | None = None,
    raise_not_a_solution: bool = False,
) -> tuple[Submission, Problem] | Report:
    """A judgement's first stage: the source read (unless it was) and the problem it solves chosen
    (unless one was), or, for a source that is no solution (no class Solution, empty, not text),
    its report: a Compile Error on every case, as LeetCode gives code that cannot run. A command
    that needs the problem before it judges (for its limits) calls it first. UsageError for a
    source that cannot be read (unless report_unreadable) and for one that solves no problem.
    problems: the problems to choose among, when the caller has read them already.
    raise_not_a_solution: NotASolution instead of its report (`judge test` in text: a usage error)."""
    if isinstance(source, Submission):
        known_language = language_named(source.language)
        if problem is not None and how_to_choose is None:
            return _judgeable(source, problem, known_language, limits, report_unreadable)
    else:
        known_language = language_named(language) if language else language_for(source.path)
    from judge.core.problems import load_problems
    from judge.languages.source import NotASolution, choose_problem, design_class_submission

    if problems is None:
        problems = [] if problem is not None and how_to_choose is None else load_problems()
    try:
        submission = source if isinstance(source, Submission) else source.read(known_language, problem)
    except NotASolution as error:
        if problem is not None:  # a design class in a language that has none says so, not "no class Solution"
            _check_judgeable(known_language, problem)
        design = design_class_submission(error, known_language, problem, problems)
        if design is None:
            if raise_not_a_solution:
                raise
            chosen = problem or choose_problem(error.text, source.path, known_language, problems)
            return unreadable_report(chosen, source.name, error, limits, known_language.name)
        submission = design
    except UsageError as error:
        if not report_unreadable or problem is None:
            raise
        return unreadable_report(problem, source.name, error, limits, known_language.name)
    if problem is None:
        return submission, choose_problem(submission.text, source.path, known_language, problems)
    if how_to_choose is not None:
        from judge.languages.source import with_other_problem_warning

        submission = with_other_problem_warning(submission, known_language, problem, problems, how_to_choose)
    return _judgeable(submission, problem, known_language, limits, report_unreadable)


def _judgeable(
    submission: Submission, problem: Problem, language: Language, limits: RunLimits | None, report: bool
) -> tuple[Submission, Problem] | Report:
    """The pair, when the language can judge the problem; else, with `report` (grading: one report
    per file, as LeetCode offers no such language for it), a Compile Error report saying so."""
    try:
        _check_judgeable(language, problem)
    except UsageError as error:
        if not report:
            raise
        return unreadable_report(problem, submission.name, error, limits, language.name)
    return submission, problem


def judge(request: JudgeRequest) -> Report:
    """The report of judgement(request), for a command that shows nothing before it."""
    return final_report(judgement(request))


def final_report(events: Judgement, show: Callable[[Event], None] | None = None) -> Report:
    """The report a judgement's events end with; each event before it goes to show, when given (a
    front end's live display)."""
    try:
        for event in events:
            if isinstance(event, Finished):
                return event.report
            if show is not None:
                show(event)
    finally:
        events.close()
    raise AssertionError("a judgement ended without its report")


def unreadable_report(
    problem: Problem,
    file: str,
    error: UsageError,
    limits: RunLimits | None = None,
    language: str = "",
    message: str | None = None,
) -> Report:
    """The report of a source that is no solution to judge (no class Solution, empty, not text):
    a Compile Error on every case, as LeetCode gives code that cannot run, where a front end
    promises a report (`judge test --json`, the web page, grading, the pytest plugin). Bytes that
    are text in no encoding get a compiler's compile_error, at their line. message: the error's
    text as the front end shows it (a grader's path renamed), else str(error)."""
    from judge.languages.source import UndecodableCode

    report = unjudged_report(problem, file, Verdict.COMPILE_ERROR, message or str(error), limits, language)
    if isinstance(error, UndecodableCode):
        report.compile_error = error.compile_error()
    return report


def _check_judgeable(language: Language, problem: Problem) -> None:
    """UsageError when the language cannot judge the problem (a shape it does not offer)."""
    unjudgeable = language.cannot_judge(problem.signature)
    if unjudgeable is not None:
        raise UsageError(f"{problem.number}. {unjudgeable}")


def _judge(
    request: JudgeRequest, submission: Submission, problem: Problem
) -> Generator[CaseStarted | CaseChecked, None, Report]:
    cases = list(problem.cases() if request.cases is None else request.cases)
    limits = request.limits or problem_limits(problem)
    extended_limits = request.extended_limits or limits
    keep_output = request.keep_output
    language = language_named(submission.language)
    _check_judgeable(language, problem)
    checking: list[Checking] = []

    def get_ready() -> Checking:
        """The checker, the answers' measure and the report's diagnosis: made ready while the program
        loads (_run calls this once its setup is on its way), where their imports cost the
        judgement nothing, else as the first answer comes in."""
        if not checking:
            from judge.checking import checker_for
            from judge.feedback.diagnostics import diagnose
            from judge.feedback.hints import answer_size

            checking.append((checker_for(problem), answer_size, diagnose))
        return checking[0]

    # Each answer is checked as it comes in, while the program works on the next case.
    checked_reports: dict[int, CaseReport] = {}
    answer_sizes: list[int | None] = [None] * len(cases)

    def checked(index: int, run: CaseRun) -> CaseReport:
        check, answer_size, _ = checking[0] if checking else get_ready()
        case_report = checked_reports[index] = _case_report(index + 1, cases[index], run, check, keep_output, problem)
        if run.answered:
            answer_sizes[index] = answer_size(run.value)
        # Checked: the report holds what it shows, and the answer itself (as large as the submission
        # made it, up to the result limit) is not kept for the rest of the run.
        run.value = None
        return case_report

    runs, outcome = yield from _run(
        request, submission, problem, language, cases, limits, extended_limits, checked, get_ready
    )
    report = Report(
        problem=problem.slug,
        problem_number=problem.number,
        file=submission.name,
        language=language.name,
        toolchain=language.judged_with(),
        verdict=Verdict.ACCEPTED,
        passed=0,
        total=len(cases),
        time_ms=0.0,
        limits=Limits.of(limits, extended_limits if any(case.extended for case in cases) else None),
        cases=[],
        sandbox=outcome.sandbox or no_sandbox(),
        warnings=[
            *submission.warnings,
            *language.build_warnings(),
            *outcome.warnings,
            *isolation_warnings(outcome.sandbox),
        ],
    )
    if outcome.compile_error is not None:
        report.compile_error = outcome.compile_error
        message = outcome.compile_error.summary
        report.cases = [
            CaseReport(index, case.name, case.input, Verdict.COMPILE_ERROR, 0.0, 0.0, message=message)
            for index, case in enumerate(cases, 1)
        ]
        report.verdict = Verdict.COMPILE_ERROR
        return report
    report.cases = [
        checked_reports[index - 1]
        if run is not None
        else CaseReport(index, case.name, case.input, Verdict.NOT_RUN, 0.0, 0.0, message=NOT_RUN_MESSAGE)
        for index, (case, run) in enumerate(zip(cases, runs, strict=True), 1)
    ]
    diagnose = get_ready()[2]
    diagnose(report, cases, answer_sizes, submission.text)
    report.passed = sum(case.verdict is Verdict.ACCEPTED for case in report.cases)
    report.time_ms = round(sum(case.time_ms for case in report.cases), 3)
    report.verdict = overall_verdict(report.cases)
    return report


def build_ahead(submissions: Iterable[tuple[Submission, Problem]], workers: int | None = None) -> int:
    """Compile these submissions into the build cache, several at once (one per CPU unless workers
    says otherwise): their judgements, made one at a time as timing wants, then find their builds
    ready. Nothing is timed here, and nothing is reported: a compile that fails is found in the
    cache, or compiled again, by the submission's judgement, which reports it. Returns how many of
    them have a compile step here."""
    from concurrent.futures import ThreadPoolExecutor

    from judge.execution.build import compile_stage, end_warm_compilers, start_warm_compilers

    compiled = []
    for submission, problem in submissions:
        language = language_named(submission.language)
        if language.toolchains and language.missing_toolchain() is None:
            compiled.append((language, submission, problem))
    # Many builds of Java, Kotlin or TypeScript: each thread's javac, kotlinc or tsc kept running
    # does them in a fraction of a cold compiler's time (the builds are the same:
    # judge/execution/warm_compiler.py).
    started = len(compiled) >= WARM_AFTER_BUILDS and start_warm_compilers() is not None
    try:
        with ThreadPoolExecutor(max_workers=workers or os.cpu_count() or 1) as pool:
            for language, submission, problem in compiled:
                pool.submit(compile_stage, language, submission.text, submission.name, problem.signature)
    finally:
        if started:
            end_warm_compilers()
    # Leaving the pool waited for every compile; what failed, each judgement meets again and reports.
    return len(compiled)


def built_program(
    language: Language, submission: Submission, problem: Problem, result_bytes: int
) -> Program | CompileError:
    """The program a judgement of this submission would run, compiled (in the sandbox) and built,
    or the compile error: for `judge debug`, which runs it under a debugger instead of judging it."""
    built = None
    if language.toolchains:  # the judge's own Python compiles nothing
        from judge.execution.build import compile_stage

        compiled = compile_stage(language, submission.text, submission.name, problem.signature)
        if compiled.error is not None:
            return compiled.error
        built = compiled.folder
    return language.build(submission.text, submission.name, problem.signature, result_bytes, built)


def _run(
    request: JudgeRequest,
    submission: Submission,
    problem: Problem,
    language: Language,
    cases: list[Case],
    limits: RunLimits,
    extended_limits: RunLimits,
    checked: Callable[[int, CaseRun], CaseReport],
    meanwhile: Callable[[], object],
) -> Generator[CaseStarted | CaseChecked, None, tuple[list[CaseRun | None], RunOutcome]]:
    """Compile, build the program and run the cases: the standard ones under limits, extended ones
    under theirs (each batch its own process), each answer checked as it comes. A case that was
    not run (after an earlier one exceeded a limit) has no CaseRun: None. meanwhile: the judge's
    own work that waits for no answer, done while a program started here loads."""
    early = request.early
    batches = [(limits, [i for i, case in enumerate(cases) if not case.extended or extended_limits is limits])]
    if extended_limits is not limits:
        batches.append((extended_limits, [i for i, case in enumerate(cases) if case.extended]))
    runs: list[CaseRun | None] = [None] * len(cases)
    outcome = RunOutcome()
    built: str | None = None
    if language.toolchains:  # the judge's own Python compiles nothing
        from judge.execution.build import compile_stage

        compiled = compile_stage(language, submission.text, submission.name, problem.signature)
        if compiled.error is not None:
            if early is not None:
                early.close()  # started as last time's build: nothing of it runs
            outcome.sandbox = compiled.sandbox
            outcome.compile_error = compiled.error
            return runs, outcome
        built = compiled.folder
    cases_ahead = 1 if request.one_case_at_a_time else CASES_AHEAD
    for batch_limits, indexes in batches:
        if not indexes:
            continue
        program = language.build(
            submission.text,
            submission.name,
            problem.signature,
            batch_limits.result_bytes,
            built,
            batch_limits.memory_mb,
        )
        started = _adopt_or_start(early, program, batch_limits.memory_mb, built, request.remember_for, language)
        early = None  # a second batch (the extended cases) starts its own process
        arguments = [problem.signature.arguments(cases[i].input) for i in indexes]
        answer_values = answer_values_allowed([cases[i] for i in indexes], problem)
        stop = request.stop_after_limit
        try:
            if started is not None:  # loading: what waits for no answer is done now
                meanwhile()
            batch = yield from _checked(
                run_cases(
                    program,
                    arguments,
                    batch_limits,
                    stop,
                    started,
                    cases_ahead,
                    answer_values,
                    request.run_again_at_limit,
                ),
                indexes,
                checked,
            )
        finally:
            if started is not None:
                started.close()  # taken by run_cases, unless it failed before
        outcome.sandbox = batch.sandbox
        outcome.warnings.extend(warning for warning in batch.warnings if warning not in outcome.warnings)
        if batch.compile_error is not None:
            outcome.compile_error = batch.compile_error
            break
        for index, run in zip(indexes, batch.runs, strict=False):  # fewer runs when it stopped
            runs[index] = run
        if batch.stopped:
            break
    return runs, outcome


def _checked(
    events: Generator[RunEvent, None, RunOutcome], indexes: list[int], checked: Callable[[int, CaseRun], CaseReport]
) -> Generator[CaseStarted | CaseChecked, None, RunOutcome]:
    """The supervisor's events as the judgement's: each run checked, each position a case's number
    among the request's cases. Closing it ends the program's run."""
    ran = 0  # the runs come in the order of the cases
    try:
        while True:
            try:
                event = next(events)
            except StopIteration as finished:
                return finished.value
            if isinstance(event, int):
                yield CaseStarted(indexes[event] + 1)
            else:
                yield CaseChecked(checked(indexes[ran], event))
                ran += 1
    finally:
        events.close()


def _adopt_or_start(
    early: Started | None,
    program: Program,
    memory_mb: int,
    built: str | None,
    remember_for: str | None,
    language: Language,
) -> Started | None:
    """The process the first cases run in: the early one when it starts as this program does, else
    (when the program is to be noted for the next early start) one started now; None: run_cases
    starts its own."""
    if early is not None:
        if early.send_setup(program, memory_mb):
            return early
        early.close()  # started as something else: not left to compete for the CPU
    if remember_for is None:
        return None
    from judge.execution.started import remember

    started = Started(program, memory_mb, built)
    if language.name != "python":  # Python's early start needs no note (judge/cli/early.py)
        remember(started, remember_for, language.name)
    return started


# How far an answer may outgrow the largest expected one before the judge refuses to build it: the
# judge's memory and CPU (checking, hints) grow with every value an answer holds, and the submission
# chooses how many. A wrong answer many times too large is still read, checked and explained, and so
# is one whose rows are tuples (each described as an object of its items: ~14 values a row).
ANSWER_VALUES_FACTOR = 32
ANSWER_VALUES_FLOOR = 4096


def answer_values_allowed(cases: list[Case], problem: Problem) -> int | None:
    """How many values (lists, items) an answer to these cases may hold: a few times the largest
    expected one. A case known only by its count of answers (51's largest) is sized by the largest
    list item the problem's standard cases expect. None: no bound but the result limit's."""
    if any(case.expected is None and case.expected_count is None for case in cases):
        # An input of the user's own (`judge run --input`, saved cases): its answer may be larger than
        # any the problem's cases expect (a problem added from its examples alone).
        return None
    largest = max([0, *(value_count(expected) for expected in _longest_expected(cases))])
    counted = [case.expected_count for case in cases if case.expected is None and case.expected_count is not None]
    if counted:
        items = [item for expected in _longest_expected(problem.cases()) for item in expected]
        per_item = max([1, *(value_count(item) for item in items)])
        largest = max([largest, *(1 + count * per_item for count in counted)])
    return max(ANSWER_VALUES_FLOOR, ANSWER_VALUES_FACTOR * largest)


def _longest_expected(cases: list[Case], count: int = 4) -> list[Any]:
    """The expected answers of the few cases whose answers are the longest lists (or any answer, when
    none is a list): counting every value of every case costs `judge test` milliseconds (529's 38
    boards), and a case's rows are alike enough for the factor above to cover the rest."""
    expected = [case.expected for case in cases if case.expected is not None]
    lists = sorted((answer for answer in expected if isinstance(answer, list)), key=len, reverse=True)
    return lists[:count] if lists else expected[:count]


def isolation_warnings(description: dict[str, Any]) -> list[str]:
    """One line naming the protections the run lacked, when it lacked any (namespaces aside: the
    fallback never has them, and says what it has instead)."""
    missing = [MISSING_TEXT[name] for name in description.get("missing", []) if name in MISSING_TEXT]
    if not missing:
        return []
    return [f"weaker sandbox ({detect_isolation().reason}): " + "; ".join(missing)]


def _case_report(
    index: int, case: Case, run: CaseRun, check: Checker, keep_output: bool, problem: Problem
) -> CaseReport:
    report = CaseReport(
        index=index,
        name=case.name,
        input=case.input,
        verdict=Verdict.INTERNAL_ERROR,
        time_ms=round(run.time_ms, 3),
        wall_ms=round(run.wall_ms, 3),
        memory_kb=run.memory_kb,
        message=run.message,
        stdout=run.stdout,
        stderr=run.stderr,
        output_truncated=run.output_truncated,
        own=case.own,
    )
    if run.error is not None:
        report.details["error"] = run.error
        call = run.error.get("call")
        if problem.signature.calls and isinstance(call, int) and call < len(case.input["operations"]):
            # Which call of the sequence raised, and the calls before it.
            report.message = f"call {call}, {case.input['operations'][call]}: {report.message}"
            from judge.checking.design import calls_up_to

            report.details["calls"] = calls_up_to(case, call)
    elif problem.signature.calls and not run.answered:
        # A crash in a call (C's and C++'s sanitizers, judge/languages/native.py's DIED_IN_CALL) is
        # named by its crash rule, "call 3, deleteAtIndex: ...": the calls before it, as for an exception.
        import re

        from judge.checking.design import calls_up_to

        died = re.match(r"call (\d+), \w+: ", report.message or "")
        if died is not None and int(died.group(1)) < len(case.input["operations"]):
            report.details["calls"] = calls_up_to(case, int(died.group(1)))
    if not run.answered:
        report.verdict = run.verdict or Verdict.INTERNAL_ERROR
        return report
    links = problem.signature.links
    if links is not None and links.answer is not None:
        from judge.core.signature import rendered_answer

        run.value = rendered_answer(links, case.input, run.value)
    if keep_output:
        # As the checker read it: a generator where a list is declared is that list (judge/checking/declared.py).
        from judge.checking.declared import as_declared

        declared = as_declared(run.value, problem.signature.judged_type)
        report.output = bounded(_unpacked(declared, problem.signature), depth=8, width=None, text=1 << 20)
    if case.expected is None and case.expected_count is None and check.needs_expected:
        report.verdict = Verdict.ACCEPTED
        report.message = NOT_CHECKED_MESSAGE
        return report
    result = check(case, run.value)
    report.verdict = result.verdict
    report.message = result.message
    report.details.update(result.details)
    if result.verdict is Verdict.WRONG_ANSWER:
        design = problem.signature.design
        # A Codec's round trip answers with what its second method decodes: hints name that one.
        said = design.methods[1].name if design is not None and not problem.signature.calls else problem.method
        hints = check.explain(said, case, _unpacked(run.value, problem.signature), result)
        if hints:
            report.details["hints"] = hints
    return report


def _unpacked(value: Any, signature: Signature) -> Any:
    """The plain list a packed answer stands for, when the signature lets boards travel packed."""
    if signature.packed_rows is None:
        return value
    return unpack_boards(value, *signature.packed_rows)
