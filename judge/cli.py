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
    commands.add_parser("list", help="list the problems")
    commands.add_parser("doctor", help="say which sandbox protections this machine provides")
    verify = commands.add_parser("verify", help="judge the example solutions and check the test data")
    verify.add_argument("problem", nargs="?", help="number or slug; all problems when omitted")
    verify.add_argument("--no-sensitivity", action="store_true", help="skip the re-run at 1.5x the time limit")
    show = commands.add_parser("show", help="print a problem statement")
    show.add_argument("problem", help="number (51) or slug (n-queens)")
    test = commands.add_parser("test", help="judge a solution file on every test case")
    test.add_argument("file", type=Path)
    test.add_argument("--problem", "-p", help="number or slug; inferred from the method Solution defines")
    test.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    test.add_argument("--time-limit", type=_positive_int, metavar="MS", help="CPU time limit per case, in ms")
    run = commands.add_parser("run", help="run a solution on one input and print its output")
    run.add_argument("file", type=Path)
    run.add_argument("--problem", "-p", help="number or slug; inferred from the method Solution defines")
    run.add_argument("-n", type=_positive_int, required=True, help="the board size")
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
    try:
        args = build_parser().parse_args(argv)
        return _dispatch(args)
    except UsageError as error:
        print(f"judge: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
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
    if args.command == "show":
        print(problems.find_problem(args.problem).statement.rstrip("\n"))
        return EXIT_OK
    if args.command == "grade":
        return _grade(args)
    from judge.source import read_submission

    submission = read_submission(args.file)
    problem = _choose_problem(submission, args.problem)
    if args.command == "test":
        return _test(submission, problem, as_json=args.json, time_limit_ms=args.time_limit)
    return _run(submission, problem, args.n)


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


def _test(submission: Any, problem: Any, as_json: bool, time_limit_ms: int | None) -> int:
    from judge.judging import judge_submission, problem_limits
    from judge.report import to_json, to_text
    from judge.verdict import Verdict

    try:
        limits = problem_limits(problem, time_limit_ms)
        report = judge_submission(submission, problem, limits=limits)
        rendered = to_json(report) if as_json else to_text(report)
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
    print(rendered)
    if report.verdict is Verdict.INTERNAL_ERROR:
        return EXIT_INTERNAL
    return EXIT_OK if report.verdict is Verdict.ACCEPTED else EXIT_VERDICT


def _run(submission: Any, problem: Any, n: int) -> int:
    from judge.judging import judge_submission
    from judge.problems import Case
    from judge.verdict import Verdict

    known = {case.input.get("n"): case for case in problem.cases(extended=True)}
    case = known.get(n) or Case(name=f"n={n}", input={"n": n})
    report = judge_submission(submission, problem, cases=[case], keep_output=True)
    for warning in report.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    outcome = report.cases[0]
    if outcome.output is not None or outcome.verdict in (Verdict.ACCEPTED, Verdict.WRONG_ANSWER):
        print(json.dumps(outcome.output))
    print(f"{outcome.verdict.value}" + (f": {outcome.message}" if outcome.message else ""))
    return EXIT_OK if outcome.verdict is Verdict.ACCEPTED else EXIT_VERDICT


def _verify(identifier: str | None, sensitivity: bool) -> int:
    from judge import problems, verify

    chosen = [problems.find_problem(identifier)] if identifier else problems.load_problems()
    failures = verify.check_test_data(chosen)
    for line in failures:
        print(f"FAIL {line}")
    print(f"test data: {sum(len(problem.cases()) for problem in chosen)} expected answers checked")
    for path, problem, expected in verify.examples(verify.default_solutions_dir(), chosen):
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
