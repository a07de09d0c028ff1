"""`judge grade`: grade a class, print its summary."""

from __future__ import annotations

import os
import sys

from judge.core.inert import inert
from judge.errors import EXIT_INTERNAL, EXIT_OK, UsageError
from judge.grading.batch import GradeOptions, GradeOutcome, default_output, grade
from judge.grading.formats import parse_formats
from judge.grading.formats.scoring import Scoring, load_groups, load_points, resolve_groups
from judge.grading.progress import duration

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.cli.parser import Arguments
    from judge.core.problems import Problem


def _scoring(args: Arguments, problem: Problem) -> Scoring:
    """Points per case (--points), per group of cases (--groups, else the problem's own), or 1 per case."""
    if args.points and args.groups:
        raise UsageError("--points and --groups both give points: use one (with groups, a case alone earns nothing)")
    if args.groups:
        groups = load_groups(args.groups, problem)
    elif problem.groups and not args.points:
        groups = resolve_groups(problem.groups, problem, f"{problem.folder}/problem.json: field 'groups'")
    else:
        groups = ()
    return Scoring(args.scoring, load_points(args.points, problem) if args.points else {}, groups)


def run_command(args: Arguments) -> int:
    from judge.core.problems import find_problem

    problem = find_problem(args.problem)
    options = GradeOptions(
        folder=args.folder,
        problem=problem,
        output=args.output or default_output(problem),
        workers=args.workers or os.cpu_count() or 1,
        time_limit_ms=args.time_limit,
        formats=parse_formats(args.format),
        scoring=_scoring(args, problem),
        dask=args.dask,
        allow_unconfined=args.allow_unconfined,
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
        print(inert(f"judge: the grader failed: {error!r}; {resume}"), file=sys.stderr)
        return EXIT_INTERNAL
    print(summary_text(outcome, options))
    return EXIT_OK


def summary_text(outcome: GradeOutcome, options: GradeOptions) -> str:
    """The class summary printed at the end of `judge grade`."""
    summary = outcome.summary
    problem = options.problem
    lines = [
        f"graded {outcome.total} submission{'s' if outcome.total != 1 else ''} of {problem.number}. {problem.slug}"
        f" in {duration(outcome.seconds)} with {outcome.executor}: {outcome.judged} judged now,"
        f" {outcome.unchanged} unchanged since the last run",
        "verdicts: " + (" · ".join(f"{name} {count}" for name, count in summary["verdicts"].items()) or "none"),
        f"mean score: {summary['mean_score_percent']}% ({options.scoring.mode})",
    ]
    if summary["cases"]:
        lines.append("cases passed, across submissions:")
        for case in summary["cases"]:
            bar = f"{case['passed']}/{case['submissions']}"
            lines.append(f"  {case['name']:<8} {bar:>9}  {100 * case['pass_rate']:5.1f}%")
        if summary["most_failed_case"]:
            lines.append(f"failed most: {summary['most_failed_case']}")
    if summary["slowest_accepted"]:
        shown = ", ".join(f"{item['id']} ({item['time_ms']:.1f} ms)" for item in summary["slowest_accepted"])
        lines.append(f"slowest accepted: {shown}")
    for group in summary["identical_files"]:
        lines.append(f"identical files ({group['sha256'][:12]}): {', '.join(group['ids'])}")
    if outcome.stale:
        lines.append(f"note: {outcome.stale} stored result(s) are for submissions gone from the folder, not reported")
    lines.append("reports: " + ", ".join(str(path) for path in outcome.reports))
    # Ids are file names the class chose: each line stays one line, with nothing a terminal obeys.
    return "\n".join(inert(line) for line in lines)
