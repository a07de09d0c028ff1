"""The `judge` command: parse arguments, call the library, print. No judging logic lives here.

parser.py holds the grammar (argparse); one module per command group: practice.py (test, run, new,
show, history, stats), kit.py (list, add, doctor, schema, verify, calibrate), grading.py (grade) and
serve.py (serve); each is imported only when its commands run. For `judge test`, early.py starts
the submission's program before any of them is imported.
"""

from __future__ import annotations

import os
import sys

from judge.errors import EXIT_OK, EXIT_USAGE, UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.cli.parser import Arguments
    from judge.execution.started import Started

PRACTICE = ("test", "run", "new", "show", "history", "stats", "cases", "stress", "growth", "debug", "export")
KIT = ("list", "add", "doctor", "schema", "verify", "calibrate")
COMMAND_NAMES = (*PRACTICE, *KIT, "grade", "serve")


class Stopped(KeyboardInterrupt):
    """SIGTERM or SIGHUP: the run ends as Ctrl-C ends it, its programs and scratch folders with it."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _stop(signum: int, _frame: object) -> None:
    raise Stopped(signum)


def main(argv: list[str] | None = None) -> int:
    import _signal  # not the signal module, whose enums cost ~4 ms before the early start (judge/core/once.py)

    for signum in (_signal.SIGTERM, _signal.SIGHUP):
        if _signal.getsignal(signum) == _signal.SIG_DFL:  # one ignored (nohup) stays ignored
            _signal.signal(signum, _stop)
    args: Arguments | None = None
    early: Started | None = None
    try:
        arguments = sys.argv[1:] if argv is None else argv
        only = arguments[0] if arguments and arguments[0] in COMMAND_NAMES else None
        if only == "test":
            from judge.cli.early import plain_test_arguments, start_early

            early = start_early(arguments[1:])
            args = plain_test_arguments(arguments[1:])
        if args is None:
            from judge.cli.parser import build_parser

            args = build_parser(only).parse_args(arguments)
        return _dispatch(args, early)
    except UsageError as error:
        from judge.core.inert import inert

        # A usage error may name a submission's file, or quote what it holds.
        print(f"judge: error: {inert(str(error), keep_newlines=True)}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt as interrupt:
        if isinstance(interrupt, Stopped):
            print("judge: stopped by a signal", file=sys.stderr)
            return 128 + interrupt.signum
        if getattr(args, "watch", False):
            return 130  # Ctrl-C is how a watch ends: nothing to report
        print("judge: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. `judge test ... | head`: the reader left, nothing to report
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    finally:
        if early is not None:
            early.close()


# Commands whose every file, process and database is closed when main() returns: the `judge`
# command ends them without tearing the interpreter down (~5 ms, a tenth of a `judge test`).
QUICK_EXIT = ("test",)


def console() -> None:
    """The `judge` command: main(), then exit."""
    code = main()
    if sys.argv[1:2] and sys.argv[1] in QUICK_EXIT:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):  # a reader that left, or a closed stream: nothing more to say
                pass
        os._exit(code)
    sys.exit(code)


def _dispatch(args: Arguments, early: Started | None) -> int:
    if args.command in PRACTICE:
        from judge.cli import practice

        return practice.run_command(args, early)
    if args.command in KIT:
        from judge.cli import kit

        return kit.run_command(args)
    if args.command == "serve":
        from judge.cli import serve

        return serve.run_command(args)
    from judge.cli import grading

    return grading.run_command(args)
