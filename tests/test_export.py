"""`judge export`: a case as a program of its own, in every language, built and run with the one
lines the command prints, outside the judge; its output is LeetCode's and the problem's checker
accepts it.

Each language exports its reference on the largest case (within what export writes as code) of
problems that together hold every shape: a tree and a list of lists, an array of linked lists and a
linked list, a design class, a board changed in place, a board and an array returned as a board,
an array and a bool, two strings and an int, n and a list of boards.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from judge.checking import checker_for
from judge.core.problems import Problem, load_problem
from judge.core.verdicts import Verdict
from judge.languages import REGISTRY, language_named
from judge.languages.standalone import EXPORT_LIMIT

from .conftest import ROOT, run_judge

LANGUAGES = [row[0] for row in REGISTRY]
EXTENSION = {row[0]: row[3][0] for row in REGISTRY}
SHAPES = (
    "path-sum-ii",
    "merge-k-sorted-lists",
    "lru-cache",
    "sudoku-solver",
    "minesweeper",
    "24-game",
    "zuma-game",
    "n-queens",
    "permutations",
)


def largest_exportable(problem: Problem) -> str:
    """The name of the problem's case with the largest input export writes as code."""
    sized = [
        (len(json.dumps(case.input, separators=(",", ":"))), number)
        for number, case in enumerate(problem.cases(extended=True), 1)
    ]
    return str(max(item for item in sized if item[0] <= EXPORT_LIMIT)[1])


def exported(language: str, slug: str, case: str, folder: Path) -> tuple[str, str]:
    """Export the language's reference of the problem on the case: the build and the run lines."""
    reference = ROOT / "solutions" / slug / "reference" / f"reference{EXTENSION[language]}"
    done = run_judge("export", str(reference), "--case", case, str(folder))
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(":", 1) for line in done.stdout.splitlines() if line.startswith(("build:", "run:")))
    prefix = f"cd {folder} && "
    build, run = (lines.get(key, "").strip() for key in ("build", "run"))
    assert run.startswith(prefix) and (not build or build.startswith(prefix)), done.stdout
    return build.removeprefix(prefix), run.removeprefix(prefix)


def shell(command: str, folder: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command,
        shell=True,
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=240,
        stdin=subprocess.DEVNULL,
        env={**os.environ, **(env or {})},
    )


def warm_go_cache(folder: Path) -> dict[str, str]:
    """A Go build cache as a Go user's machine has one, the standard library compiled: a copy of the
    judge's seed cache. The tests' cache folder is new, and compiling the standard library into it
    costs 15-50 s of the first export's build."""
    from judge.languages.base import find_tool
    from judge.languages.go import seed_cache

    go = find_tool("go")
    seed = seed_cache(go) if go is not None else None
    if seed is None:
        return {}
    shutil.copytree(seed, folder / "go-cache")
    return {"GOCACHE": str(folder / "go-cache")}


# kotlinc takes 15-20 s of CPU a build: Kotlin exports the shapes whose rendering is its own (trees,
# lists, boards, a design class); the layout it shares with Java is tested on every shape in Java.
KOTLIN_SHAPES = ("path-sum-ii", "merge-k-sorted-lists", "lru-cache", "sudoku-solver")


EXPORTS = [
    (language, slug) for slug in SHAPES for language in LANGUAGES if language != "kotlin" or slug in KOTLIN_SHAPES
]


@pytest.fixture(scope="module")
def exports_built(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], Any]:
    """Every export of the test below, exported and built side by side (a build is one compiler on
    one CPU, kotlinc's 15-20 s among them): (the program's folder, its build, its run line), or
    what went wrong, for its own test to raise."""
    from concurrent.futures import ThreadPoolExecutor

    def export_and_build(
        language: str, slug: str, scratch: Path
    ) -> tuple[Path, subprocess.CompletedProcess[str] | None, str]:
        folder = scratch / "program"
        build, run = exported(language, slug, largest_exportable(load_problem(ROOT / "problems" / slug)), folder)
        env = warm_go_cache(scratch) if language == "go" else {}
        return folder, shell(build, folder, env) if build else None, run

    installed = [(language, slug) for language, slug in EXPORTS if language_named(language).missing_toolchain() is None]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        # The folders made here, one after the other: pytest's factory is not for threads.
        scratches = {key: tmp_path_factory.mktemp("-".join(key)) for key in installed}
        futures = {key: pool.submit(export_and_build, *key, scratches[key]) for key in installed}
        return {key: future.exception() or future.result() for key, future in futures.items()}


@pytest.mark.timeout(900)
@pytest.mark.parametrize(("language", "slug"), EXPORTS)
def test_an_exported_case_builds_and_prints_the_expected_answer(
    language: str, slug: str, exports_built: dict[tuple[str, str], Any]
) -> None:
    lacking = language_named(language).missing_toolchain()
    if lacking is not None:
        pytest.skip(f"{language} is not installed here ({lacking.package})")
    problem = load_problem(ROOT / "problems" / slug)
    name = largest_exportable(problem)
    made = exports_built[(language, slug)]
    if isinstance(made, BaseException):
        raise made
    folder, built, run = made
    if built is not None:
        assert built.returncode == 0, built.stdout + built.stderr
    ran = shell(run, folder)
    assert ran.returncode == 0, ran.stderr
    printed = ran.stdout.strip()
    assert "\n" not in printed and " " not in printed.replace('" "', ""), printed[:300]
    case = problem.case_named(name)
    result = checker_for(problem)(case, json.loads(printed))
    assert result.verdict is Verdict.ACCEPTED, (result.message, printed[:300])


def test_a_file_in_the_way_is_never_overwritten(tmp_path: Path) -> None:
    folder = tmp_path / "program"
    folder.mkdir()
    (folder / "main.py").write_text("# mine\n", encoding="utf-8")
    reference = ROOT / "solutions" / "n-queens" / "reference" / "reference.py"
    done = run_judge("export", str(reference), "-n", "4", str(folder))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "main.py exists" in done.stderr, done.stderr
    assert sorted(os.listdir(folder)) == ["main.py"] and (folder / "main.py").read_text() == "# mine\n"
    # The same export twice is fine: the files are the ones it writes.
    for _ in range(2):
        assert run_judge("export", str(reference), "-n", "4", str(tmp_path / "again")).returncode == 0


def test_a_case_too_large_to_write_as_code_is_refused_in_one_line(tmp_path: Path) -> None:
    reference = ROOT / "solutions" / "lru-cache" / "reference" / "reference.py"
    problem = load_problem(ROOT / "problems" / "lru-cache")
    cases = problem.cases(extended=True)
    largest = max(range(len(cases)), key=lambda index: len(json.dumps(cases[index].input)))
    done = run_judge("export", str(reference), "--case", str(largest + 1), str(tmp_path / "program"))
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "judge stress shrinks" in done.stderr and not (tmp_path / "program").exists()


def conformance_problem(folder: Path, vector_name: str) -> tuple[dict[str, str], int, dict[str, Any]]:
    """One conformance vector as a problem of its own (its folder under `folder`): the environment
    that finds it, its number, and the vector."""
    vectors = json.loads((ROOT / "tests" / "conformance" / "vectors.json").read_text(encoding="utf-8"))
    vector = next(vector for vector in vectors if vector["name"] == vector_name)
    number = 9700
    problem = folder / vector_name
    (problem / "data").mkdir(parents=True)
    described = {
        "number": number,
        "slug": vector_name.replace("_", "-"),
        "title": vector_name,
        "difficulty": "Easy",
        "signature": vector["signature"],
        "checker": vector["checker"],
        "time_limit_ms": 4000,
        "memory_limit_mb": 256,
        "output_limit_mb": 1,
        "summary": vector["does"],
    }
    (problem / "problem.json").write_text(json.dumps(described), encoding="utf-8")
    (problem / "statement.md").write_text(f"# {number}. {vector_name}\n\n{vector['does']}\n", encoding="utf-8")
    (problem / "data" / "cases.json").write_text(json.dumps(vector["cases"]), encoding="utf-8")
    return {"JUDGE_PROBLEMS_DIR": str(folder)}, number, vector


DYNAMIC = ("python", "javascript", "typescript", "ruby")  # their printers see values, not declared types


@pytest.mark.timeout(600)
@pytest.mark.parametrize("language", LANGUAGES)
def test_an_empty_tree_or_list_answer_prints_as_leetcode_shows_it(language: str, tmp_path: Path) -> None:
    """null is the empty tree, and LeetCode shows it as []: alone, and (where the printer cannot
    know the declared type) inside a list of trees."""
    lacking = language_named(language).missing_toolchain()
    if lacking is not None:
        pytest.skip(f"{language} is not installed here")
    shown = [("invert_tree", "empty", "[]")]
    if language in DYNAMIC:
        shown.append(("subtrees", "right missing", "[[2],[]]"))
    go_cache = warm_go_cache(tmp_path) if language == "go" else None
    for vector_name, case_name, printed in shown:
        env, number, vector = conformance_problem(tmp_path / f"problems-{vector_name}", vector_name)
        assert any(case["name"] == case_name for case in vector["cases"])
        solution = ROOT / "tests" / "conformance" / language / f"{vector_name}{EXTENSION[language]}"
        folder = tmp_path / vector_name
        done = run_judge("export", str(solution), "--problem", str(number), "--case", case_name, str(folder), env=env)
        assert done.returncode == 0, done.stderr
        lines = dict(line.split(":", 1) for line in done.stdout.splitlines() if line.startswith(("build:", "run:")))
        for step in ("build", "run"):
            if step in lines:
                ran = shell(lines[step].strip(), tmp_path, go_cache)
                assert ran.returncode == 0, ran.stdout + ran.stderr
        assert ran.stdout.strip() == printed


def test_a_typescript_class_named_listnode_of_the_scripts_own_exports_and_builds(tmp_path: Path) -> None:
    # An LRU cache's own doubly linked ListNode: the exported leetcode.ts once checked its list
    # builders against that class, and the program did not compile.
    if language_named("typescript").missing_toolchain() is not None:
        pytest.skip("TypeScript is not installed here")
    reference = (ROOT / "solutions" / "lru-cache" / "reference" / "reference.ts").read_text(encoding="utf-8")
    source = tmp_path / "own_list_node.ts"
    source.write_text(reference.replace("CacheNode", "ListNode"), encoding="utf-8")
    folder = tmp_path / "program"
    done = run_judge("export", str(source), "--case", "example 1", str(folder))
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(": ", 1) for line in done.stdout.splitlines() if line.startswith(("build:", "run:")))
    built = shell(lines["build"].strip().split(" && ", 1)[1], folder)
    assert built.returncode == 0, built.stdout + built.stderr
    ran = shell(lines["run"].strip().split(" && ", 1)[1], folder)
    assert ran.stdout.strip() == "[null,null,null,1,null,-1,null,-1,3,4]", ran.stdout + ran.stderr


def test_a_class_made_from_leetcodes_iterator_is_refused_in_one_line(tmp_path: Path) -> None:
    links = ROOT / "tests" / "links"
    exported = run_judge(
        "export",
        str(links / "python" / "284_accepted_on_demand.py"),
        "--problem",
        "284",
        "--case",
        "1",
        str(tmp_path / "program"),
        env={"JUDGE_PROBLEMS_DIR": str(links / "problems")},
    )
    assert exported.returncode == 2
    assert exported.stderr.strip().splitlines() == [
        "judge: error: 284. PeekingIterator takes or gives LeetCode's Iterator: judge export does not write such"
        " programs yet; judge run and judge debug show a case"
    ]
    assert not (tmp_path / "program").exists()
