"""Commands about the kit itself: list, add, doctor, schema, verify and calibrate."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from judge.core.problems import Problem, find_problem, load_problems, scan_problems
from judge.errors import EXIT_OK, EXIT_VERDICT, UsageError
from judge.languages import all_languages, language_named
from judge.languages.base import Language

if TYPE_CHECKING:
    from pathlib import Path

    from judge.cli.parser import Arguments
    from judge.core.verdicts import Verdict


def run_command(args: Arguments) -> int:
    if args.command == "list":
        return _list()
    if args.command == "add":
        return _add(args)
    if args.command == "doctor":
        from judge.doctor import diagnose

        lines, healthy = diagnose(args.language)
        print("\n".join(lines))
        return EXIT_OK if healthy else EXIT_VERDICT
    if args.command == "schema":
        import json

        from judge.checking.schema import report_schema

        schema = report_schema(find_problem(args.problem) if args.problem else None)
        print(json.dumps(schema, indent=2, ensure_ascii=False))
        return EXIT_OK
    if args.command == "verify":
        return _verify(args.problem, not args.no_sensitivity, args.language)
    return _calibrate(args.problem, args.repeats, args.language)


# The mark `judge list` puts after a problem the user added, explained under the list.
YOURS = "(yours)"


def _list() -> int:
    from judge.core.problems import user_problems_dir

    problems, unusable = scan_problems()
    # Columns as wide as their longest entry: the problems are data, of any number and slug.
    number = max([4, *(len(str(problem.number)) for problem in problems)])
    slug = max([14, *(len(problem.slug) for problem in problems)])
    for problem in problems:
        mark = f"  {YOURS}" if problem.user_added else ""
        print(f"{problem.number:>{number}}  {problem.slug:<{slug}} {problem.difficulty:<7} {problem.title}{mark}")
    if any(problem.user_added for problem in problems):
        print(f"{YOURS}: added with judge add, kept in {user_problems_dir()}")
    for _, why in unusable:
        print(f"unusable: {why}", file=sys.stderr)
    return EXIT_OK


def _add(args: Arguments) -> int:
    """`judge add`: write the problem, then say what was read and chosen, and what to do next."""
    from judge.learner.add import add_problem, signature_text

    added = add_problem(args.statement, args.starter, args.number, args.title, args.slug)
    problem = added.problem
    cases = len(problem.cases())
    print(f"added {problem.number}. {problem.title} ({problem.slug}, {problem.difficulty}) in {problem.folder}")
    print(f"  method:      {signature_text(problem.signature)}")
    said = (
        "the example, its Output the expected answer" if cases == 1 else "the examples, each Output the expected answer"
    )
    print(f"  cases:       {cases} ({said})")
    ranges = f"; in the signature: {', '.join(added.ranges)}" if added.ranges else ""
    print(f"  constraints: {added.constraints} kept in problem.json{ranges}")
    print(f'  checker:     {problem.checker}, {added.checker_reason} (edit "checker" in problem.json to change it)')
    for note in added.notes:
        print(f"  note: {note}")
    print(f"next: judge new {problem.number} writes a starter; judge test FILE judges it on the examples")
    return EXIT_OK


def _languages(name: str | None) -> list[Language]:
    """The named language, or every language; those whose toolchain is missing are said once and left out
    (a named one that is missing is a usage error)."""
    if name is not None:
        language = language_named(name)
        language.require_toolchain()
        return [language]
    usable = []
    for language in all_languages():
        missing = language.missing_toolchain()
        if missing is None:
            usable.append(language)
        else:
            print(f"skip {language.title}: {missing.program} is not installed (install: {missing.package})")
    return usable


def _chosen(identifier: str | None) -> list[Problem]:
    return [find_problem(identifier)] if identifier else load_problems()


def _verify(identifier: str | None, sensitivity: bool, language_name: str | None) -> int:
    from judge.calibration import gallery, measure, verify

    chosen = _chosen(identifier)
    failures = verify.check_test_data(chosen)
    for line in failures:
        print(f"FAIL {line}")
    print(f"test data: {sum(len(problem.cases()) for problem in chosen)} expected answers checked")
    root = gallery.default_solutions_dir()
    every = {
        language: gallery.examples(root, chosen, language_name=language.name) for language in _languages(language_name)
    }
    _compile_ahead([example for examples in every.values() for example in examples])
    for language, examples in every.items():
        if not examples:
            continue
        for problem in chosen:
            found = measure.cached_calibration(problem, language.name)
            limits, _ = measure.limits_for(problem, found)
            print(f"time limit for {problem.slug} in {language.title}: {limits.time_ms} ms per case ({limits.source})")
        for path, problem, expected in examples:
            result = verify.verify_example(path, problem, expected, sensitivity=sensitivity)
            status = "ok  " if result.ok else "FAIL"
            note = f"expected {result.expected.value}, got {result.got.value}"
            if result.time_sensitive and result.got_at_higher_limit is not None:
                note += f"; at 1.5x the time limit: {result.got_at_higher_limit.value} (time-limit sensitive)"
            if result.only_higher:
                note += " at 1.5x the time limit (so at 1x too)"
            if result.over_half_the_limit and result.slowest_ms is not None:
                note += (
                    f"; its slowest case takes {result.slowest_ms:.1f} ms, over half the {result.limit_ms} ms limit"
                    " (`judge calibrate` sets the limits from the examples on this machine)"
                )
            print(f"{status} {result.path}  [{result.problem}]  {note}  ({result.time_ms:.1f} ms)")
            if not result.ok or result.time_sensitive:
                failures.append(result.path)
    print("verify: all examples got their folder's verdict" if not failures else f"verify: {len(failures)} problem(s)")
    return EXIT_OK if not failures else EXIT_VERDICT


def _compile_ahead(examples: list[tuple[Path, Problem, Verdict]]) -> None:
    """The compiled examples built side by side first; each is then judged alone, as timing wants."""
    from judge.calibration import gallery

    print("compiling the examples that need a compiler, side by side ...", flush=True)
    count = gallery.compile_ahead(examples)
    print(f"compiled: {count} examples (or found them built)", flush=True)


def _calibrate(identifier: str | None, repeats: int, language_name: str | None) -> int:
    from judge.calibration import gallery, measure

    chosen = _chosen(identifier)
    measure.check_cache_writable()
    print(f"machine: {measure.describe_machine(measure.machine_fingerprint())}")
    failed, calibrated = [], 0
    root = gallery.default_solutions_dir()
    languages = _languages(language_name)
    correct = [
        example
        for language in languages
        for example in gallery.examples(root, chosen, gallery.CORRECT_FOLDERS, language.name)
    ]
    _compile_ahead(correct)
    for language in languages:
        for problem in chosen:
            if language.name not in measure.calibrated_languages(problem):
                continue  # no correct example of this problem in this language
            try:
                calibration = measure.calibrate_problem(problem, language.name, repeats=repeats)
            except (measure.CalibrationError, UsageError) as error:
                # One language's broken toolchain costs only that language: the others are calibrated.
                print(f"FAIL {problem.slug} in {language.title}: {error}")
                failed.append(f"{problem.slug} in {language.title}")
                continue
            calibrated += 1
            print("\n".join(measure.calibration_lines(problem, calibration, repeats)))
    if calibrated:
        print(f"saved in {measure.cache_path()}; `judge test` and `judge verify` use these limits on this machine")
    if failed:
        print(f"calibrate: not calibrated (their statement limits apply): {', '.join(failed)}")
    return EXIT_OK if calibrated or not failed else EXIT_VERDICT
