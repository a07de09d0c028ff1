"""What every language does alike, checked once for all of them through the CLI.

Each behaviour is one test, parametrized over the languages that have its input: a file
tests/behaviours/<language>/<behaviour>.<ext>, or an example of solutions/ that already shows it.
A language without the file does not have the behaviour (an interpreted language builds nothing to
reuse), and the test is not generated for it: no test code names a language. Languages whose
toolchain is not installed here are skipped.

The behaviours' files:
  prints.<ext>         prints to stdout and stderr in every case; its lines `expect stdout: "..."` and
                       `expect stderr: "..."` (JSON strings, {n} the case's n, {index} its position)
                       are each case's output
  starter_<n>.txt      the code `judge new <n>` writes below the statement's comment (text to
                       compare, not a file to judge: the linters leave it as the judge writes it)
  compiles_once.<ext>  a right answer to problem 52; @UNIQUE@ becomes a fresh id, a build of its own
  infinite_loop.<ext>  a loop that never ends on problem 52; @UNIQUE@ as above (only where the
                       running program's command line names its build: not TypeScript's node)
  examples.json        the verdict folders of solutions/n-queens*/ that hold the language's examples,
                       and how many accepted/ approaches each of the two problems has at least
The example whose global (static, package-level, class) counter is never reset is
solutions/n-queens-ii/wrong_answer/*_counter.<ext>.

Each example's verdict is tests/test_verify.py's (`judge verify --language X`), each harness's types
are tests/test_conformance.py's, and the fallback sandbox running each language is
tests/test_attacks_languages.py's.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import uuid
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor, wait
from pathlib import Path
from typing import Any

import pytest

from judge.languages import REGISTRY, language_named

from .conftest import ROOT, judged, run_judge

BEHAVIOURS = Path(__file__).resolve().parent / "behaviours"
SOLUTIONS = ROOT / "solutions"
LANGUAGES = [row[0] for row in REGISTRY]
EXTENSION = {row[0]: row[3][0] for row in REGISTRY}
STARTER_PROBLEMS = ("51", "52")
EXPECT = re.compile(r'expect (stdout|stderr): ("(?:[^"\\]|\\.)*")')
# N-Queens has no board for n = 2 and 3: there an empty answer (no boards, a count of 0) is right.
NO_BOARD = (2, 3)


def behaviour(language: str, name: str) -> Path:
    return BEHAVIOURS / language / f"{name}{EXTENSION[language]}"


def counter_example(language: str) -> Path | None:
    found = sorted((SOLUTIONS / "n-queens-ii" / "wrong_answer").glob(f"*_counter{EXTENSION[language]}"))
    return found[0] if found else None


def having(name: str) -> list[str]:
    """The languages with a file for the behaviour."""
    return [language for language in LANGUAGES if behaviour(language, name).is_file()]


def installed(language: str) -> bool:
    return language_named(language).missing_toolchain() is None


def require(language: str) -> None:
    lacking = language_named(language).missing_toolchain()
    if lacking is not None:
        pytest.skip(f"{language_named(language).title} is not installed here ({lacking.package})")


def unique_copy(source: Path, folder: Path) -> Path:
    """The file with @UNIQUE@ replaced by a fresh id: a build no other run has made."""
    text = source.read_text(encoding="utf-8")
    assert "@UNIQUE@" in text, f"{source} must carry @UNIQUE@"
    path = folder / source.name
    path.write_text(text.replace("@UNIQUE@", uuid.uuid4().hex), encoding="utf-8")
    return path


def builds() -> set[str]:
    folder = Path(os.environ["XDG_CACHE_HOME"]) / "nqueens-judge" / "builds"
    return {entry.name for entry in folder.iterdir()} if folder.is_dir() else set()


def starter_code(language: str, problem: str) -> Path:
    return BEHAVIOURS / language / f"starter_{problem}.txt"


def starter(language: str, problem: str, folder: Path) -> tuple[str, dict[str, Any]]:
    """What `judge new` writes for the problem, and its report."""
    path = folder / f"starter_{language}_{problem}{EXTENSION[language]}"
    created = run_judge("new", "--language", language, problem, str(path))
    assert created.returncode == 0, created.stderr
    return path.read_text(encoding="utf-8"), judged(path)


# Every judgement started side by side, so that a test comparing the builds before and after its
# own judgements can first wait for them: it then sees only its own.
STARTED: list[Future[Any]] = []


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[tuple[str, str], Future[Any]]]:
    """The judgements that need nothing but a judge, started side by side (most are a compile of
    their own, the slow part): (behaviour, language) -> the future of its report."""
    folder = tmp_path_factory.mktemp("behaviours")
    pool = ThreadPoolExecutor(max_workers=3)
    futures: dict[tuple[str, str], Future[Any]] = {}
    for language in filter(installed, LANGUAGES):
        if behaviour(language, "prints").is_file():
            futures["prints", language] = pool.submit(judged, behaviour(language, "prints"), "--problem", "52")
        counter = counter_example(language)
        if counter is not None:
            futures["counter", language] = pool.submit(judged, counter)
        for problem in STARTER_PROBLEMS:
            if starter_code(language, problem).is_file():
                futures[f"starter_{problem}", language] = pool.submit(starter, language, problem, folder)
    STARTED.extend(futures.values())
    yield futures
    pool.shutdown(wait=True, cancel_futures=True)  # a run of a few tests (-k) waits for no others


@pytest.fixture
def alone() -> None:
    """No judgement started side by side is still running."""
    wait(STARTED)


@pytest.mark.parametrize("language", having("prints"))
def test_prints_land_in_the_cases_output_not_in_the_answer(
    language: str, reports: dict[tuple[str, str], Future[Any]]
) -> None:
    require(language)
    expected = dict(EXPECT.findall(behaviour(language, "prints").read_text(encoding="utf-8")))
    assert set(expected) == {"stdout", "stderr"}, "prints files say both outputs"
    report = reports["prints", language].result()
    assert report["verdict"] == "Accepted", report["cases"][:2]
    assert report["language"] == language
    for index, case in enumerate(report["cases"], 1):
        fields = {"n": case["input"]["n"], "index": index}
        assert case["stdout"] == json.loads(expected["stdout"]).format(**fields), case
        assert case["stderr"] == json.loads(expected["stderr"]).format(**fields), case


@pytest.mark.parametrize("language", [language for language in LANGUAGES if counter_example(language)])
def test_a_global_counter_is_never_reset_between_cases(
    language: str, reports: dict[tuple[str, str], Future[Any]]
) -> None:
    # One process for every case, as on LeetCode: case 1 (n = 1) is right, then the count piles up:
    # n = 2 and 3 have no solution, and the counter still holds n = 1's placement.
    require(language)
    report = reports["counter", language].result()
    cases = report["cases"]
    assert [case["verdict"] for case in cases[:3]] == ["Accepted", "Wrong Answer", "Wrong Answer"]
    assert cases[1]["details"]["got"] == 1
    assert cases[1]["message"].startswith("expected 0, got 1")
    assert any("running total" in hint for hint in report["hints"]), report["hints"]


@pytest.mark.parametrize("problem", STARTER_PROBLEMS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_starter_compiles_and_is_a_wrong_answer(
    language: str, problem: str, reports: dict[tuple[str, str], Future[Any]]
) -> None:
    code = starter_code(language, problem)
    if not code.is_file():
        pytest.fail(f"{code} is missing: every language has a starter")
    require(language)
    text, report = reports[f"starter_{problem}", language].result()
    # The statement's comment, then LeetCode's code for the language and nothing after it.
    assert text.endswith(code.read_text(encoding="utf-8")), text
    assert report["compile_error"] is None, report["compile_error"]
    assert report["verdict"] == "Wrong Answer"
    verdicts = {case["input"]["n"]: case["verdict"] for case in report["cases"]}
    assert verdicts == {n: "Accepted" if n in NO_BOARD else "Wrong Answer" for n in verdicts}


@pytest.mark.parametrize("language", having("compiles_once"))
def test_judging_an_unchanged_file_again_compiles_nothing(language: str, tmp_path: Path, alone: None) -> None:
    require(language)
    path = unique_copy(behaviour(language, "compiles_once"), tmp_path)
    before = builds()
    assert judged(path, "--problem", "52")["verdict"] == "Accepted"
    built = builds() - before
    assert len(built) == 1, built
    # The second judgement finds the first one's build by its inputs' hash (the time this saves is
    # measured by bench/languages.py, not asserted here).
    assert judged(path, "--problem", "52")["verdict"] == "Accepted"
    assert builds() - before == built


@pytest.mark.parametrize("language", having("infinite_loop"))
def test_an_infinite_loop_is_a_time_limit_and_leaves_no_program_running(
    language: str, tmp_path: Path, alone: None
) -> None:
    require(language)
    path = unique_copy(behaviour(language, "infinite_loop"), tmp_path)
    before = builds()
    # A tight limit: the loop never ends under any, and stops sooner under this one.
    report = judged(path, "--problem", "52", "--time-limit", "300")
    assert report["verdict"] == "Time Limit Exceeded"
    assert report["cases"][0]["verdict"] == "Time Limit Exceeded"
    # The program (or the JVM's class path) names its build folder, whose name is the build's key:
    # <that folder>/..., or /run/judge/<that folder>/... in the sandbox.
    (key,) = builds() - before
    left = subprocess.run(["pgrep", "-f", key], capture_output=True, text=True, check=False)
    assert left.stdout == "", f"still running: {left.stdout}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_examples_cover_the_verdicts(language: str) -> None:
    declared = BEHAVIOURS / language / "examples.json"
    if not declared.is_file():
        pytest.fail(f"{declared} is missing: every language has examples")
    wanted = json.loads(declared.read_text(encoding="utf-8"))
    extension = EXTENSION[language]
    examples = [path for path in SOLUTIONS.glob("n-queens*/*/*") if path.suffix in language_named(language).extensions]
    assert {path.parent.name for path in examples} == set(wanted["folders"])
    for problem in ("n-queens", "n-queens-ii"):
        assert (SOLUTIONS / problem / "reference" / f"reference{extension}").is_file(), problem
        approaches = [
            path for path in examples if path.parent.name == "accepted" and path.parent.parent.name == problem
        ]
        assert len(approaches) >= wanted["accepted_per_problem"], (problem, approaches)
