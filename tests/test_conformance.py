"""One conformance suite for every language's harness: the protocol's test vectors.

tests/conformance/vectors.json holds one small method per shape of the signature vocabulary (each
scalar, lists and lists of lists of them as parameters and results, a void method answering in
place); tests/conformance/<language>/<vector>.<ext> implements it in that language, the way a
LeetCode user would. Every vector becomes a problem in a temporary folder, and each file is judged
through the CLI: Accepted on every case means the harness decoded the arguments, called the
method with LeetCode's declaration and encoded the answer as docs/protocol.md says.
A language joins the suite by adding its folder here; no test file changes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge.languages import REGISTRY, language_named

from .conftest import build_ahead_of, run_judge

FOLDER = Path(__file__).parent / "conformance"
VECTORS: list[dict[str, Any]] = json.loads((FOLDER / "vectors.json").read_text(encoding="utf-8"))
FIRST_NUMBER = 9100
DEEP = 10_000  # nodes: a skewed tree or a long list that no harness may walk by recursion


def right_chain(count: int) -> list[int | None]:
    """A tree in which each node is its parent's right child, in level order: [0, null, 1, null, 2, ...]."""
    values: list[int | None] = []
    for value in range(count):
        values += [None, value % 100] if values else [value % 100]
    return values


def left_chain(count: int) -> list[int | None]:
    values: list[int | None] = []
    for value in range(count):
        values += [value % 100, None] if values else [value % 100]
    return values[:-1] if len(values) > 1 else values


def deep_cases(vector: str) -> list[dict[str, Any]]:
    """Cases too long to keep in vectors.json: the skewed tree and the long list of issue 36, an
    N-ary tree as deep and one as wide."""
    longest = [value % 100 for value in range(DEEP)]
    wide = [0, None, *range(1, DEEP)]
    chain = right_chain(DEEP)  # read as an N-ary tree: each node the one child of the one before
    cases = {
        "invert_tree": [("skewed", {"root": right_chain(DEEP)}, left_chain(DEEP))],
        "count_at_least": [("skewed", {"root": left_chain(DEEP), "k": 50}, sum(v % 100 >= 50 for v in range(DEEP)))],
        "flatten_tree": [("skewed left", {"root": left_chain(DEEP)}, right_chain(DEEP))],
        "reverse_list": [("long", {"head": longest}, longest[::-1])],
        "nary_preorder": [("deep", {"root": chain}, longest), ("wide", {"root": wide}, list(range(DEEP)))],
        "nary_mirror": [("deep", {"root": chain}, chain), ("wide", {"root": wide}, wide[:2] + wide[:1:-1])],
    }.get(vector, [])
    return [{"name": f"{name}, {DEEP} nodes", "input": data, "expected": expected} for name, data, expected in cases]


def cases_of(vector: dict[str, Any]) -> list[dict[str, Any]]:
    """The vector's cases as the problem's data: each case's own verdict and message left out."""
    return [
        {key: value for key, value in case.items() if key not in ("verdict", "message")}
        for case in [*vector["cases"], *deep_cases(vector["name"])]
    ]


def problem_of(index: int, vector: dict[str, Any]) -> dict[str, Any]:
    return {
        "number": FIRST_NUMBER + index,
        "slug": "conformance-" + vector["name"].replace("_", "-"),
        "title": vector["name"],
        "difficulty": "Easy",
        "signature": vector["signature"],
        "checker": vector["checker"],
        "time_limit_ms": 4000,
        "memory_limit_mb": 256,
        "output_limit_mb": 1,
        "summary": vector["does"],
    }


@pytest.fixture(scope="module")
def vector_problems(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("conformance") / "problems"
    for index, vector in enumerate(VECTORS):
        folder = root / problem_of(index, vector)["slug"]
        (folder / "data").mkdir(parents=True)
        (folder / "problem.json").write_text(json.dumps(problem_of(index, vector)), encoding="utf-8")
        (folder / "statement.md").write_text(f"# {vector['name']}\n\n{vector['does']}\n", encoding="utf-8")
        (folder / "data" / "cases.json").write_text(json.dumps(cases_of(vector)), encoding="utf-8")
    return {"JUDGE_PROBLEMS_DIR": str(root)}


@pytest.fixture(scope="module")
def built_languages() -> set[str]:
    return set()


def build_language_ahead(language: str, problems_env: dict[str, str], built: set[str]) -> None:
    """Compile every vector of the language into the session's build cache, once, before its first test."""
    if language in built:
        return
    built.add(language)
    files = [
        (implementation(language, vector["name"]), FIRST_NUMBER + index)
        for index, vector in enumerate(VECTORS)
        if judged(language, vector)
    ]
    build_ahead_of(files, problems_env["JUDGE_PROBLEMS_DIR"])


def implementation(language: str, vector: str) -> Path:
    extension = next(row[3][0] for row in REGISTRY if row[0] == language)
    return FOLDER / language / (vector + extension)


@pytest.mark.parametrize("language", [row[0] for row in REGISTRY])
def test_every_language_implements_every_vector(language: str) -> None:
    missing = [
        vector["name"]
        for vector in VECTORS
        if judged(language, vector) and not implementation(language, vector["name"]).is_file()
    ]
    assert missing == []


def judged(language: str, vector: dict[str, Any]) -> bool:
    """Whether the kit judges the vector's shape in the language (LeetCode offers no Rust for N-ary trees)."""
    from judge.core.signature import parse_signature

    return language_named(language).cannot_judge(parse_signature(vector["signature"])) is None


# A language's first test compiles all its vectors (build_language_ahead): 33 C++ or Kotlin builds.
@pytest.mark.timeout(600)
@pytest.mark.parametrize("vector", [vector["name"] for vector in VECTORS])
@pytest.mark.parametrize("language", [row[0] for row in REGISTRY])
def test_the_harness_speaks_the_vector(
    language: str, vector: str, vector_problems: dict[str, str], built_languages: set[str]
) -> None:
    lacking = language_named(language).missing_toolchain()
    if lacking is not None:
        pytest.skip(f"{lacking.program} is not installed")
    index = next(i for i, item in enumerate(VECTORS) if item["name"] == vector)
    if not judged(language, VECTORS[index]):
        # Which languages may refuse a shape: test_n_ary_trees_are_judged_wherever_leetcode_offers_them.
        pytest.skip(f"the kit does not judge {vector}'s shape in {language}, as LeetCode does not")
    build_language_ahead(language, vector_problems, built_languages)
    path = implementation(language, vector)
    result = run_judge("test", str(path), "--problem", str(FIRST_NUMBER + index), "--json", env=vector_problems)
    assert result.returncode in (0, 1), result.stderr
    report = result.json()
    # A case may expect another verdict (an answer that cannot be written: a list with a cycle),
    # with a message that says why.
    wanted = {case["name"]: (case.get("verdict", "Accepted"), case.get("message")) for case in VECTORS[index]["cases"]}
    failures = {
        case["name"]: (case["verdict"], case.get("message"))
        for case in report["cases"]
        if case["verdict"] != wanted.get(case["name"], ("Accepted", None))[0]
        or (wanted.get(case["name"], ("", None))[1] or "") not in (case.get("message") or "")
    }
    verdict = next((verdict for verdict, _ in wanted.values() if verdict != "Accepted"), "Accepted")
    assert (report["verdict"], failures, report.get("compile_error")) == (verdict, {}, None)


def echoed(n: int) -> tuple[str, str]:
    """What echo_case prints on n: (stdout, stderr), as its "does" says."""
    if n % 3 == 0:
        return "", ""
    return f"out {n}" + ("" if n % 6 == 4 else "\n"), f"err {n}\n"


@pytest.mark.parametrize("language", [row[0] for row in REGISTRY])
def test_each_case_gets_exactly_what_it_printed(language: str, vector_problems: dict[str, str]) -> None:
    # The judge sends a few cases ahead, so a case's print can reach its pipe before the judge has
    # read the last case's: the harness's end-of-case marks (docs/protocol.md) keep them apart.
    lacking = language_named(language).missing_toolchain()
    if lacking is not None:
        pytest.skip(f"{lacking.program} is not installed")
    index = next(i for i, item in enumerate(VECTORS) if item["name"] == "echo_case")
    path = implementation(language, "echo_case")
    result = run_judge("test", str(path), "--problem", str(FIRST_NUMBER + index), "--json", env=vector_problems)
    report = result.json()
    assert report["verdict"] == "Accepted", report["cases"][:3]
    printed = [(case["input"]["n"], case["stdout"], case["stderr"]) for case in report["cases"]]
    assert printed == [(n, *echoed(n)) for n, _, _ in printed]
    assert "case-end" not in result.stdout


def test_the_vectors_cover_the_vocabulary() -> None:
    from judge.core.signature import DRIVEN_NODES, ITERATOR, NODES, SCALARS, parse_signature

    signatures = [parse_signature(vector["signature"]) for vector in VECTORS]
    parameters = {str(param.type) for signature in signatures for param in signature.params}
    results = {str(signature.returns) for signature in signatures}
    for scalar in SCALARS:
        assert scalar in parameters, scalar
        assert {f"list<{scalar}>", f"{scalar}[]"} & (parameters | results), scalar
    assert "void" in results
    assert {"int[][]", "char[][]", "list<list<string>>", "list<list<long>>"} <= parameters
    assert {"int[][]", "char[][]", "list<string>", "list<long>"} <= results
    for node in NODES:
        if node in (*DRIVEN_NODES, ITERATOR):
            continue  # LeetCode's other Node classes, told by the method's name, and 284's Iterator: below
        assert node in parameters and node in results, node
    # They have problems of their own, judged in every language that runs them (tests/test_links.py).
    problems = Path(__file__).parent / "links" / "problems"
    driven = [parse_signature(json.loads(path.read_text())["signature"]) for path in problems.glob("*/problem.json")]
    for node in DRIVEN_NODES:
        assert any(str(signature.returns) == node == str(signature.params[0].type) for signature in driven), node
    # The Iterator is only ever given to a design class's constructor (284's PeekingIterator).
    constructors = [signature.design.constructor for signature in driven if signature.design is not None]
    assert any(str(param.type) == ITERATOR for params in constructors for param in params)
    assert {"TreeNode", "ListNode[]"} <= parameters
    assert {"list<TreeNode>", "ListNode[]"} <= results
    assert any(signature.answer_type.is_node for signature in signatures if signature.in_place)


def test_n_ary_trees_are_judged_wherever_leetcode_offers_them() -> None:
    """LeetCode offers every language but Rust for its N-ary tree problems, and so does the kit."""
    refused = [row[0] for row in REGISTRY if not language_named(row[0]).judges_nary_trees]
    assert refused == ["rust"]
