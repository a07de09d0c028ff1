"""The command line's grammar: every command, its one-line summary and its options (argparse)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from judge.errors import UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re
    from pathlib import Path
    from types import SimpleNamespace
    from typing import Any

    # The parsed command line: argparse's, or early.py's for a plain `judge test FILE`.
    Arguments = argparse.Namespace | SimpleNamespace


class _Formatter(argparse.HelpFormatter):
    def __init__(self, prog: str) -> None:
        from judge.cli.terminal import terminal_columns

        # The width given, argparse does not import shutil to ask (~2 ms of every start).
        super().__init__(prog, width=terminal_columns() - 2)


class _Parser(argparse.ArgumentParser):
    # Positionals may follow options (`judge new 113 --language ruby x.rb`): argparse alone takes a
    # command's optional positional with its first one, before the options, and then refuses it.
    intermixed = False
    _mixing = False

    def error(self, message: str) -> Any:  # one line and exit status 2, as for every usage error
        raise UsageError(f"{message} (see `judge {self.prog.split()[-1]} --help`)" if " " in self.prog else message)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> tuple[Any, list[str]]:
        if not self.intermixed or self._mixing:
            return super().parse_known_args(args, namespace)
        self._mixing = True  # parse_known_intermixed_args calls this again, twice
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._mixing = False


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, not {value}")
    return value


def _path(text: str) -> Path:
    """A path argument of the commands that work with pathlib (`judge test` and `run` take plain
    strings: pathlib costs their start ~5 ms)."""
    from pathlib import Path

    return Path(text)


def _regex(text: str) -> re.Pattern[str]:
    import re

    try:
        return re.compile(text)
    except re.error as error:
        raise argparse.ArgumentTypeError(f"{text!r} is not a valid Python regular expression: {error}") from None


def _not_blank(text: str) -> str:
    if not text.strip():
        raise argparse.ArgumentTypeError("expected some text, not nothing")
    return text.strip()


def _add_verify(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem", nargs="?", help="number or slug; all problems when omitted")
    parser.add_argument("--no-sensitivity", action="store_true", help="skip the re-run at 1.5x the time limit")
    parser.add_argument("--language", "-l", metavar="NAME", help="only this language's examples")


def _add_schema(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--problem", "-p", help="number or slug: with its checker's details keys, and no other")


def _add_show(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem", help="number or slug (e.g. 37 or sudoku-solver)")
    parser.add_argument("--language", "-l", metavar="NAME", help="also print the method's signature in this language")


def _add_test(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the solution file (its extension names its language)")
    parser.add_argument("--problem", "-p", help="number or slug; inferred from the method Solution defines")
    parser.add_argument("--language", "-l", metavar="NAME", help="the file's language (default: from its extension)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    parser.add_argument("--time-limit", type=_positive_int, metavar="MS", help="CPU time limit per case, in ms")
    parser.add_argument(
        "--extended",
        action="store_true",
        help="also run the cases beyond LeetCode's constraints or harsher than its own tests",
    )
    parser.add_argument(
        "--all-cases", action="store_true", help="run every case even after one exceeds the time or memory limit"
    )
    parser.add_argument("--watch", action="store_true", help="judge again whenever the file is saved, until Ctrl-C")
    parser.add_argument(
        "--no-history", action="store_true", help="don't record this attempt (as does JUDGE_HISTORY=off)"
    )


def _add_stress(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the solution file (its extension names its language)")
    parser.add_argument("--problem", "-p", help="number or slug; inferred from the method Solution defines")
    parser.add_argument("--language", "-l", metavar="NAME", help="the file's language (default: from its extension)")
    parser.add_argument("--against", metavar="FILE", help="the answers of this solution (default: the reference's)")
    parser.add_argument("--seconds", type=_positive_int, default=60, help="search for this long (default 60)")
    parser.add_argument("--seed", type=int, help="the random seed (printed each run): the same search again")
    parser.add_argument("--no-save", action="store_true", help="do not keep the failing input as an own case")


def _add_growth(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the solution file (its extension names its language)")
    parser.add_argument("--problem", "-p", help="number or slug; inferred from the method Solution defines")
    parser.add_argument("--language", "-l", metavar="NAME", help="the file's language (default: from its extension)")


def _add_cases(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem", help="number or slug")
    parser.add_argument("--remove", type=_positive_int, metavar="K", help="remove your own case number K")


def _add_calibrate(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem", nargs="?", help="number or slug; all problems when omitted")
    parser.add_argument("--repeats", type=_positive_int, default=5, help="runs per example (the median counts)")
    parser.add_argument("--language", "-l", metavar="NAME", help="only this language (default: every installed one)")


def _add_one_case(parser: argparse.ArgumentParser) -> None:
    """`judge debug`'s arguments, and the start of `judge run`'s: a solution and one input."""
    parser.add_argument("file", help="the solution file (its extension names its language)")
    parser.add_argument("--problem", "-p", help="number or slug; inferred from the method Solution defines")
    parser.add_argument("--language", "-l", metavar="NAME", help="the file's language (default: from its extension)")
    given = parser.add_mutually_exclusive_group(required=True)
    given.add_argument("--input", "-i", metavar="JSON", help="the arguments by name, e.g. '{\"n\": 4}'")
    given.add_argument("--case", "-c", metavar="NAME", help="one of the problem's test cases, by name or number")
    given.add_argument("-n", type=int, help="shorthand for a problem whose one parameter is an int: its value")


def _add_export(parser: argparse.ArgumentParser) -> None:
    _add_one_case(parser)
    parser.add_argument("folder", help="where the program goes (created when missing; no file in it is overwritten)")


def _add_run(parser: argparse.ArgumentParser) -> None:
    _add_one_case(parser)
    parser.add_argument(
        "--save",
        nargs="?",
        const="",
        metavar="NAME",
        help="keep the input (--input or -n) as one of your own cases, which judge test runs after the problem's",
    )
    shown = parser.add_mutually_exclusive_group()
    shown.add_argument("--raw", action="store_true", help="print the returned value as JSON instead of drawing it")
    shown.add_argument("--json", action="store_true", help="print the whole report as JSON (as judge test --json)")


def _add_new(parser: argparse.ArgumentParser) -> None:
    if isinstance(parser, _Parser):
        parser.intermixed = True
    parser.add_argument("problem", help="number or slug (e.g. 37 or sudoku-solver)")
    parser.add_argument("path", nargs="?", type=_path, help="file to create (default: ./<slug>.py); never overwritten")
    parser.add_argument(
        "--language", "-l", metavar="NAME", help="the starter's language (default: the path's extension's, else Python)"
    )


def _add_add(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "statement", help="its text copied off LeetCode's page (title line, examples, constraints); - for stdin"
    )
    parser.add_argument("starter", help="LeetCode's starter code, Python 3 (.py) or Java (.java); - for stdin")
    parser.add_argument(
        "--number", type=_positive_int, metavar="N", help="the problem's number (default: the statement's `N. Title`)"
    )
    parser.add_argument("--title", type=_not_blank, metavar="T", help="its title (default: the statement's)")
    parser.add_argument("--slug", metavar="S", help="its folder's name, e.g. two-sum (default: from the title)")


def _add_history(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem", nargs="?", help="number or slug; all problems when omitted")


SIMILARITY_THRESHOLD = 0.6  # judge/grading/similarity.py's, without importing it on every start


def _share(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 < value <= 1.0:
        raise argparse.ArgumentTypeError(f"must be a share of the file between 0 and 1, e.g. 0.6, not {text!r}")
    return value


def _add_grade(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "folder", type=_path, help="a folder of solution files (any language), or of one folder per person"
    )
    parser.add_argument("--problem", "-p", required=True, metavar="ID", help="number or slug")
    parser.add_argument("--output", "-o", type=_path, metavar="DIR", help="results and reports (default: grades-SLUG)")
    parser.add_argument(
        "--workers", "-j", type=_positive_int, metavar="N", help="worker processes (default: the number of CPUs)"
    )
    parser.add_argument(
        "--format",
        default="csv,json",
        help="reports, comma-separated: csv,json,junit,gradescope,exercism,canvas,moodle or all",
    )
    parser.add_argument(
        "--student-id",
        type=_regex,
        metavar="REGEX",
        help="canvas, moodle: the student's id in each submission's file or folder name (the group `id`, else"
        " the first group, else the whole match); a name it does not match is left out (default: the whole name)",
    )
    parser.add_argument(
        "--assignment",
        type=_not_blank,
        metavar="NAME",
        help='canvas, moodle: the assignment as Canvas names it, e.g. "N-Queens (1234)" (default: the problem title)',
    )
    parser.add_argument(
        "--canvas-match",
        choices=("sis-user-id", "sis-login-id", "id"),
        default="sis-user-id",
        help="canvas: the column the student's id goes in, SIS User ID (default), SIS Login ID or ID (Canvas's own)",
    )
    parser.add_argument(
        "--scoring",
        choices=("partial", "all-or-nothing"),
        default="partial",
        help="points for each case passed (default), or all points only when every case passes",
    )
    parser.add_argument(
        "--similarity",
        nargs="?",
        const=SIMILARITY_THRESHOLD,
        type=_share,
        metavar="SCORE",
        help="report pairs of submissions whose code is alike, from this share of the smaller file's"
        f" fingerprints (default {SIMILARITY_THRESHOLD}), in similarity.json and the dashboard",
    )
    parser.add_argument("--points", type=_path, metavar="FILE", help='JSON points per case, e.g. {"n=1": 1, ...}')
    parser.add_argument(
        "--groups",
        type=_path,
        metavar="FILE",
        help='JSON groups of cases scored together, e.g. [{"name": "small", "cases": [1, 2], "points": 30}, ...]',
    )
    parser.add_argument("--time-limit", type=_positive_int, metavar="MS", help="CPU time limit per case, in ms")
    parser.add_argument("--dask", metavar="ADDRESS", help="judge on a Dask cluster (needs the dask extra)")
    parser.add_argument(
        "--allow-unconfined",
        action="store_true",
        help="grade even where bubblewrap cannot confine the submissions (they could change your files)",
    )


def _add_serve(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default: this machine only)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on; 0 picks a free one (default: 8000)")
    parser.add_argument(
        "--open",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="open the page in a browser (default: when stdout is a terminal)",
    )
    parser.add_argument(
        "--grades", type=_path, metavar="DIR", help="a `judge grade` output folder: the class dashboard"
    )


def _no_arguments(parser: argparse.ArgumentParser) -> None:
    pass


def _add_doctor(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--language", "-l", metavar="NAME", help="check only this language's toolchain (default: every language)"
    )


# Each command: its one-line summary (its entry in `judge --help` and its own description), the
# shared options it takes ("colour": --no-color, "history": --history), and what adds the rest.
COMMANDS: dict[str, tuple[str, tuple[str, ...], Callable[[argparse.ArgumentParser], None]]] = {
    "list": ("list the problems", (), _no_arguments),
    "doctor": ("say which sandbox protections and language toolchains this machine provides", (), _add_doctor),
    "schema": ("print the JSON Schema of the reports `judge test --json` prints", (), _add_schema),
    "verify": ("judge the example solutions and check the test data", (), _add_verify),
    "show": ("print a problem statement", ("colour",), _add_show),
    "test": ("judge a solution file on every test case", ("colour", "history"), _add_test),
    "calibrate": ("measure this machine and set the time limits from the gallery", (), _add_calibrate),
    "run": ("run a solution on one input and draw its output", ("colour",), _add_run),
    "new": ("write a starter file for a problem", (), _add_new),
    "add": ("add a problem of your own from its LeetCode statement and starter code", (), _add_add),
    "stress": ("judge random inputs against the reference; shrink the first that fails", ("colour",), _add_stress),
    "growth": ("time a solution on growing inputs and say how its time grows", ("colour",), _add_growth),
    "debug": ("step through one case in the language's debugger, outside the sandbox", ("colour",), _add_one_case),
    "export": (
        "write one case as a program of its own, in the solution's language, for an IDE's debugger",
        (),
        _add_export,
    ),
    "cases": ("list (or remove) your own cases of a problem, which judge test runs after its own", (), _add_cases),
    "history": ("list your recorded attempts", ("colour", "history"), _add_history),
    "stats": ("summarise your attempts: problems solved, attempts until Accepted", ("history",), _no_arguments),
    "grade": ("grade a folder of submissions: in parallel, resumable, with reports", (), _add_grade),
    "serve": ("judge in the browser: start a local web app and print its URL", (), _add_serve),
}


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or of the one command `only` names: a run needs only its own,
    and building all of them costs several milliseconds of every start."""
    from judge import __version__

    parser = _Parser(
        prog="judge", description="A local online judge for LeetCode-style problems.", formatter_class=_Formatter
    )
    parser.add_argument("--version", action="version", version=f"judge (nqueens-judge) {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name, (summary, shared, add_arguments) in COMMANDS.items():
        if only is not None and name != only:
            continue
        description = summary[0].upper() + summary[1:] + "."
        command = subparsers.add_parser(name, help=summary, description=description, formatter_class=_Formatter)
        if "colour" in shared:
            command.add_argument(
                "--no-color", action="store_true", help="no colour even on a terminal (as does NO_COLOR=1)"
            )
        if "history" in shared:
            command.add_argument(
                "--history", metavar="PATH", help="history database (default: $JUDGE_HISTORY, else data dir)"
            )
        add_arguments(command)
    return parser
