"""Practice commands: test (and --watch), run, new, show, history and stats."""

from __future__ import annotations

import json
import os
import sys

from judge.core.inert import inert
from judge.core.problems import Case, Problem, find_problem, load_problems
from judge.core.record import record
from judge.core.report import Report, to_json
from judge.core.verdicts import Verdict
from judge.errors import EXIT_INTERNAL, EXIT_OK, EXIT_VERDICT, UsageError
from judge.languages import language_for, language_named
from judge.languages.source import (
    NotASolution,
    Source,
    Submission,
    UndecodableCode,
    read_submission,
    shown_name,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

    from judge.cli.parser import Arguments
    from judge.execution.started import Started
    from judge.languages.base import Language
    from judge.learner.history import ProblemStats


def run_command(args: Arguments, early: Started | None = None) -> int:
    """early: for `judge test`, the program judge/cli/early.py started from the raw arguments."""
    if args.command == "show":
        return _show(find_problem(args.problem), args.no_color, args.language)
    if args.command == "new":
        from judge.learner.starter import write_starter

        path = write_starter(find_problem(args.problem), _starter_language(args.language, args.path), args.path)
        print(f"wrote {path}; judge it with: judge test {path}")
        return EXIT_OK
    if args.command in ("history", "stats"):
        return _history(args)
    if args.command == "cases":
        return _own_cases(find_problem(args.problem), args.remove)
    language = language_named(args.language) if args.language else language_for(args.file)
    problems = load_problems()
    chosen = find_problem(args.problem, problems) if args.problem else None
    from judge.pipeline import prepared

    source = Source(args.file)
    try:
        ready = prepared(source, chosen, language.name, "--problem ", problems=problems, raise_not_a_solution=True)
    except NotASolution as error:
        # Bytes that are text in no encoding, in the code, make a solution that does not compile: a
        # Compile Error in text too, where a file that is no solution is a usage error.
        if args.command != "test" or not (args.json or isinstance(error, UndecodableCode)):
            raise
        ready = prepared(source, chosen, language.name, problems=problems)  # its report (read again: rare)
    if isinstance(ready, Report):
        return _show_unjudged(ready, args)
    submission, problem = ready
    if args.command == "export":
        from judge.learner.export import export_case

        return export_case(submission, problem, case_to_run(problem, args.input, args.case, args.n), args.folder)
    from judge.cli.terminal import colour_wanted

    colour = colour_wanted(sys.stdout, args.no_color)
    if args.command == "stress":
        return _stress(submission, problem, args, colour)
    if args.command == "growth":
        return _growth(submission, problem)
    if args.command == "debug":
        from judge.learner.debug import debug_case

        return debug_case(submission, problem, case_to_run(problem, args.input, args.case, args.n))
    if args.command == "test":
        from judge.learner.history import history_path

        options = TestOptions(
            as_json=args.json,
            time_limit_ms=args.time_limit,
            extended=args.extended,
            all_cases=args.all_cases,
            colour=colour,
            live=not args.json and sys.stdout.isatty(),
            history=history_path(args.history, args.no_history),
        )
        if args.watch:
            return _watch(submission, problem, options, early)
        return _test(submission, problem, options, early)
    case = case_to_run(problem, args.input, args.case, args.n)
    if args.save is not None and args.case is not None:
        raise UsageError("--save keeps an input given by --input or -n: a case of the problem is kept already")
    code = _run(submission, problem, case, raw=args.raw, as_json=args.json, colour=colour)
    if args.save is not None:
        from judge.learner.own_cases import save_own_case

        kept, number, added = save_own_case(problem, case.input, args.save or None)
        said = "saved as" if added else "already kept as"
        print(f"{said} your own case {number} of {problem.slug} ({kept}): judge test runs it", file=sys.stderr)
    return code


def _stress(submission: Submission, problem: Problem, args: Arguments, colour: bool) -> int:
    """`judge stress`: random inputs until one fails, shrunk, shown as judge test shows a failure, and kept."""
    import random

    from judge.calibration.gallery import python_reference
    from judge.cli.report_text import to_text
    from judge.cli.terminal import output
    from judge.core.problems import input_text
    from judge.learner.stress import stress

    reference = args.against or python_reference(problem)
    if not os.path.isfile(reference):
        raise UsageError(f"{problem.slug} has no reference to compare with ({reference}): give one with --against")
    against = read_submission(reference, language_for(reference), problem=problem)
    seed = args.seed if args.seed is not None else random.randrange(1 << 32)
    live = sys.stderr.isatty()

    def progress(tried: int, seconds: float) -> None:
        if live:
            print(f"\r{tried} inputs judged in {seconds:.0f} s", end="", file=sys.stderr, flush=True)

    found = stress(submission, against, problem, float(args.seconds), seed, progress)
    if live:
        print("\r\033[K", end="", file=sys.stderr)
    searched = f"{found.tried} inputs in {found.seconds:.1f} s (--seed {seed})"
    if found.failing is None or found.report is None:
        print(f"no failure in {searched}: every answer agreed with {reference}")
        return EXIT_OK
    shown = input_text(found.failing, 200)
    if found.report.verdict is Verdict.ACCEPTED:
        print(
            f"an input failed in a run with others ({searched}) but passed when judged alone: {shown}; the"
            " solution may keep something from one call to the next (a class or global variable), or its time"
            " is near the limit"
        )
        return EXIT_VERDICT
    print(f"failed after {searched}; the smallest failing input found: {shown}")
    print(output(to_text(found.report), colour))
    if not args.no_save:
        from judge.learner.own_cases import save_own_case

        kept, number, _ = save_own_case(problem, found.failing, "found by judge stress")
        print(f"kept as your own case {number} of {problem.slug} ({kept}): judge test runs it from now on")
    return EXIT_VERDICT


def _growth(submission: Submission, problem: Problem) -> int:
    """`judge growth`: the solution's time on growing inputs, and how it grows beside the gallery's approaches."""
    from judge.learner.growth import growth_lines, growth_of, measure_growth

    growth = growth_of(problem)
    sizes = f"{growth.sizes[0]} to {growth.sizes[-1]}"
    print(
        f"{problem.slug}: timing {submission.name} at {growth.parameter} = {sizes}, until a size takes over the limit"
    )
    run = measure_growth(submission, problem)
    print("\n".join(growth_lines(run, growth)))
    return EXIT_OK


def _own_cases(problem: Problem, remove: int | None) -> int:
    """`judge cases`: the learner's own cases of a problem, numbered, or one of them removed."""
    from judge.learner.own_cases import own_cases_path, read_own_cases, remove_own_case

    if remove is not None:
        path = remove_own_case(problem, remove)
        print(f"removed your own case {remove} of {problem.slug} ({path})")
        return EXIT_OK
    cases, warnings = read_own_cases(problem)
    for warning in warnings:
        print(f"warning: {inert(warning)}", file=sys.stderr)
    path = own_cases_path(problem)
    if not cases:
        print(f"no own cases of {problem.slug} yet ({path}); add one with judge run FILE --input JSON --save")
        return EXIT_OK
    print(f"your own cases of {problem.slug} ({path}), judged by judge test after the problem's:")
    for case in cases:
        known = "" if case.expected is None and case.expected_count is None else "  (expected answer given)"
        print(f"  {inert(case.name)}{known}")
    return EXIT_OK


@record(frozen=True)
class TestOptions:
    as_json: bool = False
    time_limit_ms: int | None = None
    extended: bool = False
    all_cases: bool = False
    colour: bool = False
    live: bool = False  # a line showing the case being run, redrawn in place (on a terminal)
    history: str | None = None


def _show_unjudged(report: Report, args: Arguments) -> int:
    """`judge test --json` promises a report: a file that is no solution gets one, with the verdict
    Compile Error (as does, in text too, a file whose code holds bytes that are text in no encoding)."""
    if args.json:
        print(to_json(report))
    else:
        from judge.cli.report_text import to_text
        from judge.cli.terminal import colour_wanted, output

        print(output(to_text(report), colour_wanted(sys.stdout, args.no_color)))
    return EXIT_VERDICT


def _test(submission: Submission, problem: Problem, options: TestOptions, early: Started | None = None) -> int:
    """Judge the file as `judge test` does and print the report; early: the program judge/cli/early.py
    started for it, which the pipeline adopts or ends."""
    from judge.commands import practice_judgement
    from judge.pipeline import final_report

    live = None
    if options.live:
        from judge.cli.terminal import LiveLine

        cases = problem.cases(extended=options.extended)
        live = LiveLine(sys.stdout, [case.name for case in cases])
    events = practice_judgement(
        submission,
        problem,
        extended=options.extended,
        time_limit_ms=options.time_limit_ms,
        all_cases=options.all_cases,
        early=early,
        remember_for=submission.path,
    )
    try:
        report = final_report(events, live.show if live is not None else None)
    finally:
        if live is not None:
            live.close()
    if options.as_json:
        print(to_json(report), flush=True)
    else:
        from judge.cli.report_text import to_text  # here: its imports come while the program runs
        from judge.cli.terminal import output

        print(output(to_text(report), options.colour), flush=True)
    if report.verdict is Verdict.INTERNAL_ERROR:
        return EXIT_INTERNAL
    _record(options.history, submission, report)
    return EXIT_OK if report.verdict is Verdict.ACCEPTED else EXIT_VERDICT


def _starter_language(name: str | None, path: Path | None) -> Language:
    """`judge new`'s language: --language, else the language of the file named (x.rs: Rust), else
    Python; a file named for another language than --language's is a usage error, not a starter
    in the wrong language."""
    from judge.languages import EXTENSIONS

    named = path is not None and not path.is_dir() and path.suffix.lower() in EXTENSIONS
    if name is None:
        return language_for(path) if named and path is not None else language_named("python")
    language = language_named(name)
    if named and path is not None and path.suffix.lower() not in language.extensions:
        raise UsageError(
            f"{path} is named as a {language_for(path).title} file, and the starter asked for is {language.title}:"
            f" name it {path.stem}{language.extensions[0]}, or leave out --language"
        )
    return language


def case_to_run(problem: Problem, given: str | None, case_name: str | None, single_int: int | None) -> Case:
    """The case of `judge run`: by --case NAME, --input JSON, or -n for a problem with one int parameter."""
    if case_name is not None:
        return problem.case_named(case_name)
    if given is None:
        params = problem.signature.params
        if len(params) != 1 or params[0].type.name != "int":
            raise UsageError(f"-n is only for a problem whose one parameter is an int; give --input for {problem.slug}")
        return problem.case_for({params[0].name: single_int}, "-n")
    try:
        case_input = json.loads(given)
    except ValueError as error:
        raise UsageError(f"--input is not valid JSON: {error}") from None
    return problem.case_for(case_input, "--input")


def _run(submission: Submission, problem: Problem, case: Case, raw: bool, as_json: bool, colour: bool) -> int:
    from judge.commands import judge_one

    report = judge_one(submission, problem, case)
    if as_json:
        print(to_json(report))
        return EXIT_OK if report.verdict is Verdict.ACCEPTED else EXIT_VERDICT
    for warning in report.warnings:
        print(f"warning: {inert(warning)}", file=sys.stderr)
    outcome = report.cases[0]
    answered = outcome.output is not None or outcome.verdict in (Verdict.ACCEPTED, Verdict.WRONG_ANSWER)
    if raw:
        if answered:
            print(json.dumps(outcome.output))
        print(f"{outcome.verdict.value}" + (f": {inert(outcome.message)}" if outcome.message else ""), file=sys.stderr)
    else:
        from judge.cli.terminal import output, terminal_columns
        from judge.feedback.diagnostics import answer_lines, failure_details

        columns = terminal_columns()
        lines = answer_lines(outcome.output, columns, str(problem.signature.judged_type)) if answered else []
        from judge.core.problems import input_text
        from judge.pipeline import NOT_CHECKED_MESSAGE

        given = input_text(case.input, 60)
        unknown = outcome.message == NOT_CHECKED_MESSAGE
        if outcome.verdict is Verdict.ACCEPTED and unknown:
            lines.append(f"not checked: there is no reference answer for {given}")
        elif outcome.verdict is Verdict.ACCEPTED:
            lines.append(f"{outcome.verdict.value}: the output matches the reference answer for {given}")
        else:
            mismatch = outcome.verdict is Verdict.WRONG_ANSWER
            lines.append(
                outcome.verdict.value
                + (f": the output does not match the reference answer for {given}" if mismatch else "")
            )
            lines.extend([f"  {inert(outcome.message)}"] if outcome.message else [])
            lines.extend(failure_details(report, outcome, columns))
        # The answer and what the run printed are the submission's: written out, never obeyed (as in to_text).
        print(output(inert("\n".join(lines), keep_newlines=True), colour))
    return EXIT_OK if outcome.verdict is Verdict.ACCEPTED else EXIT_VERDICT


def _record(path: str | None, submission: Submission, report: Report) -> None:
    """Add the attempt to the history; a failure is a one-line warning on stderr, never a lost verdict.

    The kit's own example solutions (the Quickstart judges one) are not the user's attempts.
    """
    if path is None:
        return
    from judge.calibration.gallery import is_kit_example
    from judge.learner import history

    if is_kit_example(submission.path):
        return

    attempt = history.Attempt.of(report, shown_name(os.path.realpath(submission.path)), submission.sha256)
    try:
        history.save(path, attempt)
    except history.HistoryError as error:
        print(f"judge: warning: attempt not recorded: {error}", file=sys.stderr)


def _watch(submission: Submission, problem: Problem, options: TestOptions, early: Started | None = None) -> int:
    """Judge, then judge again on every save until Ctrl-C (which main turns into a quiet exit 130)."""
    from judge.learner.watch import file_state, wait_for_save

    path = submission.path
    seen = file_state(path)
    while True:
        _test(submission, problem, options, early)
        early = None  # used (or ended) by the first judgement
        print(f"judge: watching {inert(path)}; save it to judge again, Ctrl-C to stop", file=sys.stderr, flush=True)
        while True:
            seen = wait_for_save(path, seen)
            try:
                submission = read_submission(path, language_named(submission.language), problem=problem)
                break
            except UsageError as error:  # e.g. saved empty for a moment: say so and keep watching
                print(f"judge: error: {inert(str(error), keep_newlines=True)}", file=sys.stderr, flush=True)


def _show(problem: Problem, no_color: bool, language_name: str | None = None) -> int:
    """The statement as markdown rendered by rich on a terminal; the plain markdown text otherwise.
    With a language, the method's signature in it follows, as LeetCode's editor shows it."""
    text = problem.statement.rstrip("\n")
    if language_name is not None:
        language = language_named(language_name)
        unjudgeable = language.cannot_judge(problem.signature)
        if unjudgeable is not None:  # as `judge new` says it
            raise UsageError(f"{problem.number}. {unjudgeable}")
        fence = language.extensions[0].lstrip(".")
        declaration = language.signature_text(problem.signature)
        text += f"\n\n## Signature in {language.title}\n\n```{fence}\n{declaration}\n```"
    if not sys.stdout.isatty():
        print(text)
        return EXIT_OK
    from judge.cli.terminal import colour_wanted

    try:
        from rich.console import Console
        from rich.markdown import Markdown
    except ImportError:  # rich is a dependency, but a broken install should still show the statement
        print(text)
        return EXIT_OK
    Console(no_color=not colour_wanted(sys.stdout, no_color)).print(Markdown(text))
    return EXIT_OK


def _history(args: Arguments) -> int:
    from judge.cli.terminal import colour_wanted, output
    from judge.learner import history

    path = history.history_path(args.history)
    if path is None:
        raise UsageError(f"history is turned off ({history.ENV}=off); unset it, or pass --history PATH")
    try:
        slug = find_problem(args.problem).slug if getattr(args, "problem", None) else None
        recorded = history.attempts(path, slug)
    except history.HistoryError as error:
        raise UsageError(str(error)) from None
    if args.command == "stats":
        known = [(problem.number, problem.slug) for problem in load_problems()]
        print("\n".join(_stats_lines(history.summarise(recorded, known))))
        return EXIT_OK
    if not recorded:
        print(f"no attempts recorded yet in {path}")
        return EXIT_OK
    lines = [f"{'when':<19}  {'problem':<15}  {'verdict':<21}  {'passed':>6}  {'time':>9}  file"]
    for attempt in recorded:
        problem = f"{attempt.problem_number}. {attempt.problem}"
        passed = f"{attempt.passed}/{attempt.total}"
        lines.append(
            f"{attempt.local_time:<19}  {problem:<15}  {attempt.verdict:<21}  {passed:>6}  "
            f"{attempt.time_ms:>6.1f} ms  {inert(attempt.file)} ({attempt.sha256[:8]})"
        )
    print(output("\n".join(lines), colour_wanted(sys.stdout, args.no_color)))
    return EXIT_OK


def _stats_lines(rows: list[ProblemStats]) -> list[str]:
    lines = [f"{'problem':<15}  {'attempts':>8}  {'solved':<6}  {'attempts until Accepted':>23}  {'best time':>9}"]
    for row in rows:
        until = str(row.attempts_to_accept) if row.attempts_to_accept else "-"
        best = f"{row.best_ms:.1f} ms" if row.best_ms is not None else "-"
        solved = "yes" if row.attempts_to_accept else "no"
        lines.append(
            f"{f'{row.problem_number}. {row.problem}':<15}  {row.attempts:>8}  {solved:<6}  {until:>23}  {best:>9}"
        )
    solved_count = sum(1 for row in rows if row.attempts_to_accept)
    lines.append(f"solved {solved_count} of {len(rows)} problems in {sum(row.attempts for row in rows)} attempts")
    return lines
