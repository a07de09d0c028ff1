"""`judge grade`: grade a class, print its summary."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from judge.core.inert import inert
from judge.errors import EXIT_INTERNAL, EXIT_OK, UsageError
from judge.grading.batch import GradeOptions, GradeOutcome, default_output, grade
from judge.grading.formats import GRADEBOOK_FORMATS, REPORT_NAMES, parse_formats
from judge.grading.formats.common import Gradebook
from judge.grading.formats.scoring import Scoring, load_groups, load_points, resolve_groups
from judge.grading.progress import duration

if TYPE_CHECKING:
    from judge.cli.parser import Arguments
    from judge.core.problems import Problem

LEFT_OUT_SHOWN = 10  # submissions named in the warning about the gradebook files
SIMILAR_SHOWN = 10  # pairs named in the summary (similarity.json has them all)


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
    formats = parse_formats(args.format)
    options = GradeOptions(
        folder=args.folder,
        problem=problem,
        output=args.output or default_output(problem),
        workers=args.workers or os.cpu_count() or 1,
        time_limit_ms=args.time_limit,
        formats=formats,
        scoring=_scoring(args, problem),
        dask=args.dask,
        allow_unconfined=args.allow_unconfined,
        gradebook=_gradebook(args, formats),
        similarity=args.similarity,
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
    if options.gradebook.left_out:
        print(left_out_warning(options), file=sys.stderr)
    print(summary_text(outcome, options))
    return EXIT_OK


def _gradebook(args: Arguments, formats: tuple[str, ...]) -> Gradebook:
    if (args.student_id is not None or args.assignment) and not set(formats) & set(GRADEBOOK_FORMATS):
        raise UsageError("--student-id and --assignment are for the canvas and moodle reports: add one to --format")
    return Gradebook(args.student_id, args.assignment or "", args.canvas_match)


def left_out_warning(options: GradeOptions) -> str:
    """One line: the submissions the gradebook files leave out, and why."""
    left_out = sorted(options.gradebook.left_out.items())
    files = " and ".join(REPORT_NAMES[name] for name in options.formats if name in GRADEBOOK_FORMATS)
    shown = "; ".join(f"{submission_id} ({why})" for submission_id, why in left_out[:LEFT_OUT_SHOWN])
    if len(left_out) > LEFT_OUT_SHOWN:
        shown += f"; and {len(left_out) - LEFT_OUT_SHOWN} more"
    count = f"{len(left_out)} submission{'s' if len(left_out) != 1 else ''}"
    # Ids are file names the class chose: the line stays one line, with nothing a terminal obeys.
    return inert(f"judge: warning: {count} left out of {files}: {shown}")


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
    if options.similarity is not None:
        shown = f"{len(outcome.similar)} pair{'s' if len(outcome.similar) != 1 else ''}"
        lines.append(f"similar code (score at least {options.similarity:.0%}): {shown}")
        for pair in outcome.similar[:SIMILAR_SHOWN]:
            where = ", ".join(
                f"{fragment.first[0]}-{fragment.first[1]} ~ {fragment.second[0]}-{fragment.second[1]}"
                for fragment in pair.fragments[:3]
            )
            lines.append(f"  {pair.score:>4.0%}  {pair.first} ~ {pair.second} ({pair.language}; lines {where})")
        if len(outcome.similar) > SIMILAR_SHOWN:
            lines.append(f"  ... and {len(outcome.similar) - SIMILAR_SHOWN} more in similarity.json")
    if outcome.stale:
        lines.append(f"note: {outcome.stale} stored result(s) are for submissions gone from the folder, not reported")
    lines.append("reports: " + ", ".join(str(path) for path in outcome.reports))
    # Ids are file names the class chose: each line stays one line, with nothing a terminal obeys.
    return "\n".join(inert(line) for line in lines)
