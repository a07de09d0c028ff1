"""The `judge` command: parse arguments, call the library, print. No judging logic lives here."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from judge.errors import UsageError

EXIT_OK, EXIT_VERDICT, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # one line and exit status 2, as for every usage error
        raise UsageError(f"{message} (see `judge {self.prog.split()[-1]} --help`)" if " " in self.prog else message)


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="judge", description="A local online judge for N-Queens (LeetCode 51 and 52).")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    plain = _Parser(add_help=False)
    plain.add_argument("--no-color", action="store_true", help="no colour even on a terminal (as does NO_COLOR=1)")
    recorded = _Parser(add_help=False)
    recorded.add_argument("--history", metavar="PATH", help="history database (default: $JUDGE_HISTORY, else data dir)")
    commands.add_parser("list", help="list the problems")
    commands.add_parser("doctor", help="say which sandbox protections this machine provides")
    verify = commands.add_parser("verify", help="judge the example solutions and check the test data")
    verify.add_argument("problem", nargs="?", help="number or slug; all problems when omitted")
    verify.add_argument("--no-sensitivity", action="store_true", help="skip the re-run at 1.5x the time limit")
    show = commands.add_parser("show", help="print a problem statement", parents=[plain])
    show.add_argument("problem", help="number (51) or slug (n-queens)")
    test = commands.add_parser("test", help="judge a solution file on every test case", parents=[plain, recorded])
    test.add_argument("file", type=Path)
    test.add_argument("--problem", "-p", help="number or slug; inferred from the method Solution defines")
    test.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    test.add_argument("--time-limit", type=_positive_int, metavar="MS", help="CPU time limit per case, in ms")
    test.add_argument("--extended", action="store_true", help="also run the cases beyond LeetCode's 1 <= n <= 9")
    test.add_argument("--watch", action="store_true", help="judge again whenever the file is saved, until Ctrl-C")
    test.add_argument("--no-history", action="store_true", help="don't record this attempt (as does JUDGE_HISTORY=off)")
    calibrate = commands.add_parser("calibrate", help="measure this machine and set the time limits from the gallery")
    calibrate.add_argument("problem", nargs="?", help="number or slug; all problems when omitted")
    calibrate.add_argument("--repeats", type=_positive_int, default=5, help="runs per example (the median counts)")
    run = commands.add_parser("run", help="run a solution on one input and draw its output", parents=[plain])
    run.add_argument("file", type=Path)
    run.add_argument("--problem", "-p", help="number or slug; inferred from the method Solution defines")
    run.add_argument("-n", type=_positive_int, required=True, help="the board size")
    run.add_argument("--raw", action="store_true", help="print the returned value as JSON instead of drawing it")
    new = commands.add_parser("new", help="write a starter file for a problem")
    new.add_argument("problem", help="number (51) or slug (n-queens)")
    new.add_argument("path", nargs="?", type=Path, help="file to create (default: ./<slug>.py); never overwritten")
    history = commands.add_parser("history", help="list your recorded attempts", parents=[plain, recorded])
    history.add_argument("problem", nargs="?", help="number or slug; all problems when omitted")
    commands.add_parser(
        "stats", help="summarise your attempts: problems solved, attempts until Accepted", parents=[recorded]
    )
    grade = commands.add_parser("grade", help="grade a folder of submissions: in parallel, resumable, with reports")
    grade.add_argument("folder", type=Path, help="a folder of .py files, or of one folder per person")
    grade.add_argument("--problem", "-p", required=True, metavar="ID", help="number or slug")
    grade.add_argument("--output", "-o", type=Path, metavar="DIR", help="results and reports (default: grades-SLUG)")
    grade.add_argument(
        "--workers", "-j", type=_positive_int, metavar="N", help="worker processes (default: the number of CPUs)"
    )
    grade.add_argument(
        "--format", default="csv,json", help="reports, comma-separated: csv,json,junit,gradescope,exercism or all"
    )
    grade.add_argument(
        "--scoring",
        choices=("partial", "all-or-nothing"),
        default="partial",
        help="points for each case passed (default), or all points only when every case passes",
    )
    grade.add_argument("--points", type=Path, metavar="FILE", help='JSON points per case, e.g. {"n=1": 1, ...}')
    grade.add_argument("--time-limit", type=_positive_int, metavar="MS", help="CPU time limit per case, in ms")
    grade.add_argument("--dask", metavar="ADDRESS", help="judge on a Dask cluster (needs the dask extra)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = None
    try:
        args = build_parser().parse_args(argv)
        return _dispatch(args)
    except UsageError as error:
        print(f"judge: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        if getattr(args, "watch", False):
            return 130  # Ctrl-C is how a watch ends: nothing to report
        print("judge: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. `judge test ... | head`: the reader left, nothing to report
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK


def _dispatch(args: argparse.Namespace) -> int:
    from judge import problems

    if args.command == "list":
        for problem in problems.load_problems():
            print(f"{problem.number:>4}  {problem.slug:<14} {problem.difficulty:<7} {problem.title}")
        return EXIT_OK
    if args.command == "doctor":
        from judge.doctor import diagnose

        lines, healthy = diagnose()
        print("\n".join(lines))
        return EXIT_OK if healthy else EXIT_VERDICT
    if args.command == "verify":
        return _verify(args.problem, sensitivity=not args.no_sensitivity)
    if args.command == "calibrate":
        return _calibrate(args.problem, args.repeats)
    if args.command == "show":
        return _show(problems.find_problem(args.problem), args.no_color)
    if args.command == "new":
        from judge.templates import write_starter

        path = write_starter(problems.find_problem(args.problem), args.path)
        print(f"wrote {path}; judge it with: judge test {path}")
        return EXIT_OK
    if args.command in ("history", "stats"):
        return _history(args)
    if args.command == "grade":
        return _grade(args)
    from judge.source import read_submission

    submission = read_submission(args.file)
    problem = _choose_problem(submission, args.problem)
    from judge.terminal import colour_wanted

    colour = colour_wanted(sys.stdout, args.no_color)
    if args.command == "test":
        from judge.history import history_path

        history = history_path(args.history, args.no_history)
        if args.watch:
            return _watch(submission, problem, args.json, args.time_limit, args.extended, colour, history)
        return _test(
            submission,
            problem,
            as_json=args.json,
            time_limit_ms=args.time_limit,
            extended=args.extended,
            colour=colour,
            history=history,
        )
    return _run(submission, problem, args.n, raw=args.raw, colour=colour)


def _choose_problem(submission: Any, identifier: str | None) -> Any:
    from judge import problems

    if identifier:
        return problems.find_problem(identifier)
    matches = problems.problems_for_methods(submission.methods)
    if len(matches) == 1:
        return matches[0]
    known = ", ".join(f"{problem.method} ({problem.number})" for problem in problems.load_problems())
    if not matches:
        raise UsageError(
            f"cannot tell which problem {submission.path} solves: it defines none of {known}; pass --problem"
        )
    names = ", ".join(problem.method for problem in matches)
    raise UsageError(f"{submission.path} defines {names}: pass --problem to say which to judge")


def _test(
    submission: Any,
    problem: Any,
    as_json: bool,
    time_limit_ms: int | None,
    extended: bool = False,
    colour: bool = False,
    history: Path | None = None,
) -> int:
    from judge.judging import judge_and_compare
    from judge.report import to_json, to_text
    from judge.verdict import Verdict

    try:
        report = judge_and_compare(submission, problem, extended=extended, time_limit_ms=time_limit_ms)
        rendered = to_json(report) if as_json else to_text(report)
    except UsageError:
        raise
    except Exception as error:  # a bug in the judge: say so, keep the traceback, distinct exit status
        if as_json:
            document = {
                "verdict": Verdict.INTERNAL_ERROR.value,
                "problem": problem.slug,
                "passed": 0,
                "total": 0,
                "time_ms": 0.0,
                "cases": [],
                "message": f"the judge failed: {error!r}",
            }
            print(json.dumps(document))
        else:
            print(f"Internal Error: the judge failed: {error!r}")
        import traceback

        traceback.print_exc()
        return EXIT_INTERNAL
    if not as_json:
        from judge.terminal import output

        rendered = output(rendered, colour)
    print(rendered, flush=True)
    if report.verdict is Verdict.INTERNAL_ERROR:
        return EXIT_INTERNAL
    _record(history, submission, report)
    return EXIT_OK if report.verdict is Verdict.ACCEPTED else EXIT_VERDICT


def _run(submission: Any, problem: Any, n: int, raw: bool, colour: bool) -> int:
    from judge.judging import judge_submission
    from judge.problems import Case
    from judge.verdict import Verdict

    known = {case.input.get("n"): case for case in problem.cases(extended=True)}
    case = known.get(n) or Case(name=f"n={n}", input={"n": n})
    report = judge_submission(submission, problem, cases=[case], keep_output=True)
    for warning in report.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    outcome = report.cases[0]
    answered = outcome.output is not None or outcome.verdict in (Verdict.ACCEPTED, Verdict.WRONG_ANSWER)
    if raw:
        if answered:
            print(json.dumps(outcome.output))
        print(f"{outcome.verdict.value}" + (f": {outcome.message}" if outcome.message else ""), file=sys.stderr)
    else:
        import shutil

        from judge.diagnostics import answer_lines, failure_details
        from judge.terminal import output

        columns = shutil.get_terminal_size().columns
        lines = answer_lines(outcome.output, columns) if answered else []
        if outcome.verdict is Verdict.ACCEPTED and case.expected is None and case.expected_count is None:
            lines.append(f"not checked: there is no reference answer for n = {n}")
        elif outcome.verdict is Verdict.ACCEPTED:
            lines.append(f"{outcome.verdict.value}: the output matches the reference answer for n = {n}")
        else:
            mismatch = outcome.verdict is Verdict.WRONG_ANSWER
            lines.append(
                outcome.verdict.value
                + (f": the output does not match the reference answer for n = {n}" if mismatch else "")
            )
            lines.extend([f"  {outcome.message}"] if outcome.message else [])
            lines.extend(failure_details(report, outcome, columns))
        print(output("\n".join(lines), colour))
    return EXIT_OK if outcome.verdict is Verdict.ACCEPTED else EXIT_VERDICT


def _verify(identifier: str | None, sensitivity: bool) -> int:
    from judge import gallery, problems, timing, verify

    chosen = [problems.find_problem(identifier)] if identifier else problems.load_problems()
    failures = verify.check_test_data(chosen)
    for line in failures:
        print(f"FAIL {line}")
    print(f"test data: {sum(len(problem.cases()) for problem in chosen)} expected answers checked")
    for problem in chosen:
        found = timing.cached_calibration(problem)
        limits, _ = timing.limits_for(problem, found)
        print(f"time limit for {problem.slug}: {limits.time_ms} ms per case ({limits.source})")
    for path, problem, expected in gallery.examples(gallery.default_solutions_dir(), chosen):
        result = verify.verify_example(path, problem, expected, sensitivity=sensitivity)
        status = "ok  " if result.ok else "FAIL"
        note = f"expected {result.expected.value}, got {result.got.value}"
        if result.time_sensitive and result.got_at_higher_limit is not None:
            note += f"; at 1.5x the time limit: {result.got_at_higher_limit.value} (time-limit sensitive)"
        print(f"{status} {result.path}  [{result.problem}]  {note}  ({result.time_ms:.1f} ms)")
        if not result.ok or result.time_sensitive:
            failures.append(result.path)
    print("verify: all examples got their folder's verdict" if not failures else f"verify: {len(failures)} problem(s)")
    return EXIT_OK if not failures else EXIT_VERDICT


def _calibrate(identifier: str | None, repeats: int) -> int:
    from judge import problems, timing

    chosen = [problems.find_problem(identifier)] if identifier else problems.load_problems()
    print(f"machine: {timing.describe_machine(timing.machine_fingerprint())}")
    for problem in chosen:
        calibration = timing.calibrate_problem(problem, repeats=repeats)
        print("\n".join(timing.calibration_lines(problem, calibration, repeats)))
    print(f"saved in {timing.cache_path()}; `judge test` and `judge verify` use these limits on this machine")
    return EXIT_OK


def _record(path: Path | None, submission: Any, report: Any) -> None:
    """Add the attempt to the history; a failure is a one-line warning on stderr, never a lost verdict."""
    if path is None:
        return
    from judge import history

    attempt = history.Attempt(
        at=history.now(),
        problem=report.problem,
        problem_number=report.problem_number,
        file=str(Path(submission.path).resolve()),
        sha256=submission.sha256,
        verdict=report.verdict.value,
        passed=report.passed,
        total=report.total,
        time_ms=report.time_ms,
    )
    try:
        history.record(path, attempt)
    except history.HistoryError as error:
        print(f"judge: warning: attempt not recorded: {error}", file=sys.stderr)


def _watch(
    submission: Any,
    problem: Any,
    as_json: bool,
    time_limit_ms: int | None,
    extended: bool,
    colour: bool,
    history: Path | None,
) -> int:
    """Judge, then judge again on every save until Ctrl-C (which main turns into a quiet exit 130)."""
    from judge.source import read_submission
    from judge.watch import file_state, wait_for_save

    path = submission.path
    seen = file_state(path)
    while True:
        _test(submission, problem, as_json, time_limit_ms, extended, colour, history)
        print(f"judge: watching {path}; save it to judge again, Ctrl-C to stop", file=sys.stderr, flush=True)
        while True:
            seen = wait_for_save(path, seen)
            try:
                submission = read_submission(path)
                break
            except UsageError as error:  # e.g. saved empty for a moment: say so and keep watching
                print(f"judge: error: {error}", file=sys.stderr, flush=True)


def _show(problem: Any, no_color: bool) -> int:
    """The statement as markdown rendered by rich on a terminal; the plain markdown text otherwise."""
    text = problem.statement.rstrip("\n")
    if not sys.stdout.isatty():
        print(text)
        return EXIT_OK
    from judge.terminal import colour_wanted

    try:
        from rich.console import Console
        from rich.markdown import Markdown
    except ImportError:  # rich is a dependency, but a broken install should still show the statement
        print(text)
        return EXIT_OK
    Console(no_color=not colour_wanted(sys.stdout, no_color)).print(Markdown(text))
    return EXIT_OK


def _history(args: argparse.Namespace) -> int:
    from judge import history, problems
    from judge.terminal import colour_wanted, output

    path = history.history_path(args.history)
    if path is None:
        raise UsageError(f"history is turned off ({history.ENV}=off); unset it, or pass --history PATH")
    try:
        slug = problems.find_problem(args.problem).slug if getattr(args, "problem", None) else None
        recorded = history.attempts(path, slug)
    except history.HistoryError as error:
        raise UsageError(str(error)) from None
    if args.command == "stats":
        known = [(problem.number, problem.slug) for problem in problems.load_problems()]
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
            f"{attempt.time_ms:>6.1f} ms  {attempt.file} ({attempt.sha256[:8]})"
        )
    print(output("\n".join(lines), colour_wanted(sys.stdout, args.no_color)))
    return EXIT_OK


def _stats_lines(rows: list[Any]) -> list[str]:
    lines = [f"{'problem':<15}  {'attempts':>8}  {'solved':<6}  {'attempts until Accepted':>23}  {'best time':>9}"]
    for row in rows:
        until = str(row.attempts_to_accept) if row.attempts_to_accept else "-"
        best = f"{row.best_ms:.1f} ms" if row.best_ms is not None else "-"
        solved = "yes" if row.attempts_to_accept else "no"
        lines.append(
            f"{f'{row.problem_number}. {row.problem}':<15}  {row.attempts:>8}  {solved:<6}  {until:>23}  {best:>9}"
        )
    solved = sum(1 for row in rows if row.attempts_to_accept)
    lines.append(f"solved {solved} of {len(rows)} problems in {sum(row.attempts for row in rows)} attempts")
    return lines


def _grade(args: argparse.Namespace) -> int:
    from judge import problems
    from judge.formats import Scoring, load_points, parse_formats
    from judge.grade import GradeOptions, default_output, grade, summary_text

    problem = problems.find_problem(args.problem)
    options = GradeOptions(
        folder=args.folder,
        problem=problem,
        output=args.output or default_output(problem),
        workers=args.workers or os.cpu_count() or 1,
        time_limit_ms=args.time_limit,
        formats=parse_formats(args.format),
        scoring=Scoring(args.scoring, load_points(args.points, problem) if args.points else {}),
        dask=args.dask,
    )
    resume = f"finished results are kept in {options.output}; run the same command again to resume"
    try:
        outcome = grade(options, sys.stderr)
    except KeyboardInterrupt:
        print(f"judge: interrupted; {resume}", file=sys.stderr)
        return 130
    except UsageError:
        raise
    except Exception as error:  # the grader itself failed (e.g. the disk is full): say so, keep the traceback
        import traceback

        traceback.print_exc()
        print(f"judge: the grader failed: {error!r}; {resume}", file=sys.stderr)
        return EXIT_INTERNAL
    print(summary_text(outcome, options))
    return EXIT_OK
