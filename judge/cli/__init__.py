"""The `judge` command: parse arguments, call the library, print. No judging logic lives here.

One module per command group: practice.py (test, run, new, show, history, stats), kit.py (list,
doctor, schema, verify, calibrate), grading.py (grade) and serve.py (serve); each is imported only when its
commands run.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from judge.errors import EXIT_OK, EXIT_USAGE, UsageError

PRACTICE = ("test", "run", "new", "show", "history", "stats")
KIT = ("list", "doctor", "schema", "verify", "calibrate")


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
    from judge import __version__

    parser = _Parser(prog="judge", description="A local online judge for N-Queens (LeetCode 51 and 52).")
    parser.add_argument("--version", action="version", version=f"judge (nqueens-judge) {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def command(name: str, summary: str, parents: tuple[_Parser, ...] = ()) -> Any:
        """A subcommand whose one-line summary is both its entry in `judge --help` and its own description."""
        return subparsers.add_parser(
            name, help=summary, description=summary[0].upper() + summary[1:] + ".", parents=parents
        )

    plain = _Parser(add_help=False)
    plain.add_argument("--no-color", action="store_true", help="no colour even on a terminal (as does NO_COLOR=1)")
    recorded = _Parser(add_help=False)
    recorded.add_argument("--history", metavar="PATH", help="history database (default: $JUDGE_HISTORY, else data dir)")
    command("list", "list the problems")
    command("doctor", "say which sandbox protections and language toolchains this machine provides")
    command("schema", "print the JSON Schema of the reports `judge test --json` prints")
    verify = command("verify", "judge the example solutions and check the test data")
    verify.add_argument("problem", nargs="?", help="number or slug; all problems when omitted")
    verify.add_argument("--no-sensitivity", action="store_true", help="skip the re-run at 1.5x the time limit")
    verify.add_argument("--language", "-l", metavar="NAME", help="only this language's examples")
    show = command("show", "print a problem statement", (plain,))
    show.add_argument("problem", help="number (51) or slug (n-queens)")
    show.add_argument("--language", "-l", metavar="NAME", help="also print the method's signature in this language")
    test = command(
        "test",
        "judge a solution file on every test case",
        (
            plain,
            recorded,
        ),
    )
    test.add_argument("file", type=Path, help="the solution file (its extension names its language)")
    test.add_argument("--problem", "-p", help="number or slug; inferred from the method Solution defines")
    test.add_argument("--language", "-l", metavar="NAME", help="the file's language (default: from its extension)")
    test.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    test.add_argument("--time-limit", type=_positive_int, metavar="MS", help="CPU time limit per case, in ms")
    test.add_argument("--extended", action="store_true", help="also run the cases beyond LeetCode's 1 <= n <= 9")
    test.add_argument(
        "--all-cases", action="store_true", help="run every case even after one exceeds the time or memory limit"
    )
    test.add_argument("--watch", action="store_true", help="judge again whenever the file is saved, until Ctrl-C")
    test.add_argument("--no-history", action="store_true", help="don't record this attempt (as does JUDGE_HISTORY=off)")
    calibrate = command("calibrate", "measure this machine and set the time limits from the gallery")
    calibrate.add_argument("problem", nargs="?", help="number or slug; all problems when omitted")
    calibrate.add_argument("--repeats", type=_positive_int, default=5, help="runs per example (the median counts)")
    calibrate.add_argument("--language", "-l", metavar="NAME", help="only this language (default: every installed one)")
    run = command("run", "run a solution on one input and draw its output", (plain,))
    run.add_argument("file", type=Path, help="the solution file (its extension names its language)")
    run.add_argument("--problem", "-p", help="number or slug; inferred from the method Solution defines")
    run.add_argument("--language", "-l", metavar="NAME", help="the file's language (default: from its extension)")
    run.add_argument("-n", type=_positive_int, required=True, help="the board size")
    run.add_argument("--raw", action="store_true", help="print the returned value as JSON instead of drawing it")
    new = command("new", "write a starter file for a problem")
    new.add_argument("problem", help="number (51) or slug (n-queens)")
    new.add_argument("path", nargs="?", type=Path, help="file to create (default: ./<slug>.py); never overwritten")
    new.add_argument("--language", "-l", metavar="NAME", default="python", help="the starter's language")
    history = command(
        "history",
        "list your recorded attempts",
        (
            plain,
            recorded,
        ),
    )
    history.add_argument("problem", nargs="?", help="number or slug; all problems when omitted")
    command("stats", "summarise your attempts: problems solved, attempts until Accepted", (recorded,))
    grade = command("grade", "grade a folder of submissions: in parallel, resumable, with reports")
    grade.add_argument(
        "folder", type=Path, help="a folder of solution files (any language), or of one folder per person"
    )
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
    grade.add_argument(
        "--allow-unconfined",
        action="store_true",
        help="grade even where bubblewrap cannot confine the submissions (they could change your files)",
    )
    serve = command("serve", "judge in the browser: start a local web app and print its URL")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default: this machine only)")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on; 0 picks a free one (default: 8000)")
    serve.add_argument(
        "--open",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="open the page in a browser (default: when stdout is a terminal)",
    )
    serve.add_argument("--grades", type=Path, metavar="DIR", help="a `judge grade` output folder: the class dashboard")
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
    if args.command in PRACTICE:
        from judge.cli import practice

        return practice.run_command(args)
    if args.command in KIT:
        from judge.cli import kit

        return kit.run_command(args)
    if args.command == "serve":
        from judge.cli import serve

        return serve.run_command(args)
    from judge.cli import grading

    return grading.run_command(args)
