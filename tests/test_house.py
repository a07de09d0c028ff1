"""The shape of the code: packages by job, no two modules importing each other, one protocol, one
report schema, and signatures as data (a new problem needs no code under judge/languages/)."""

from __future__ import annotations

import ast
import json
import shutil
from pathlib import Path

import pytest

from judge.core.signature import SignatureError, parse_signature, parse_type

from .conftest import ROOT, THIRD_FIRST_CASES, run_judge, submission, third_problem, validate_report

PACKAGE = ROOT / "judge"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def judge_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imports_of(path: Path, modules: dict[str, Path], runtime_only: bool = False) -> set[str]:
    """The judge modules a module imports anywhere in it (at the top, inside functions, for type
    checking); with runtime_only, not those under `if TYPE_CHECKING:`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    type_only = {
        id(inner)
        for node in ast.walk(tree)
        if runtime_only and isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING"
        for inner in ast.walk(node)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("judge"):
            found.add(node.module)
            # `from judge.cli import practice` imports the submodule judge.cli.practice.
            found.update(
                f"{node.module}.{alias.name}" for alias in node.names if f"{node.module}.{alias.name}" in modules
            )
    return found & set(modules)


def test_no_two_modules_import_each_other() -> None:
    modules = judge_modules()
    graph = {name: imports_of(path, modules) - {name} for name, path in modules.items()}
    mutual = sorted({tuple(sorted((a, b))) for a, targets in graph.items() for b in targets if a in graph[b]})
    assert mutual == []


# The packages (and the top folder's modules) in layers, lowest first: a module imports only from its
# own layer and those below it. What only type checking reads (under `if TYPE_CHECKING:`) is exempt.
LAYERS = [
    {"judge", "judge.errors"},
    {"judge.core"},
    {"judge.execution"},
    {"judge.languages"},
    {"judge.checking"},
    {"judge.feedback"},
    {"judge.pipeline"},
    {"judge.calibration"},
    {"judge.learner"},
    {"judge.commands", "judge.doctor"},
    {"judge.cli", "judge.web", "judge.grading", "judge.pytest_plugin", "judge.__main__"},
]


def layer_of(module: str) -> int:
    parts = module.split(".")
    for name in (".".join(parts[:2]), parts[0]):
        for index, layer in enumerate(LAYERS):
            if name in layer:
                return index
    raise AssertionError(f"{module} is in no layer: add its package to LAYERS")


def test_packages_import_only_their_own_layer_and_those_below() -> None:
    modules = judge_modules()
    upward = [
        f"{name} imports {target}"
        for name, path in modules.items()
        for target in sorted(imports_of(path, modules, runtime_only=True))
        if layer_of(target) > layer_of(name)
    ]
    assert upward == []


def test_the_top_folder_holds_at_most_ten_modules_the_rest_in_packages() -> None:
    top = sorted(path.name for path in PACKAGE.glob("*.py"))
    assert len(top) <= 10, top
    packages = sorted(path.name for path in PACKAGE.iterdir() if (path / "__init__.py").is_file())
    assert packages == [
        "calibration",
        "checking",
        "cli",
        "core",
        "execution",
        "feedback",
        "grading",
        "languages",
        "learner",
        "web",
    ]


def test_every_harness_lives_beside_its_module_by_one_rule() -> None:
    """A harness is judge/languages/<module>_harness.<ext> when it is one file, the folder
    <module>_harness/ when it is several (or a name its language fixes), <module>.py beside it."""
    folder = PACKAGE / "languages"
    modules = {path.stem for path in folder.glob("*.py")}
    harnesses = [
        path
        for path in folder.iterdir()
        if path.name != "__pycache__" and (path.is_dir() or path.suffix != ".py" or "_harness" in path.stem)
    ]
    assert {path.name for path in harnesses} >= {"python_harness.py", "javascript_harness.cjs", "native_harness"}
    for path in harnesses:
        owner, _, rest = path.name.partition("_harness")
        assert owner in modules, f"{path.name}: no module {owner}.py beside it"
        assert rest == (path.suffix if path.is_file() else ""), f"{path.name}: not {owner}_harness.<ext> or a folder"
        if path.is_dir():
            assert len(list(path.iterdir())) >= 1 and all(inner.is_file() for inner in path.iterdir()), path


def test_the_execution_modules_stay_readable_in_one_sitting() -> None:
    """The sandbox and the case loop are split into rooms, one mechanism each: none grows past 600 lines."""
    sizes = {
        path.name: len(path.read_text(encoding="utf-8").splitlines()) for path in (PACKAGE / "execution").glob("*.py")
    }
    assert {name: size for name, size in sizes.items() if size > 600} == {}
    assert {"sandbox.py", "bubblewrap.py", "fallback.py", "seccomp.py", "landlock.py", "cgroup.py", "procfs.py"} <= set(
        sizes
    )


def test_marshal_is_not_used() -> None:
    for name, path in judge_modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert all(alias.name != "marshal" for alias in node.names), name
            if isinstance(node, ast.ImportFrom):
                assert node.module != "marshal", name


def test_the_schema_command_prints_the_shipped_schema_with_the_checkers_details() -> None:
    printed = run_judge("schema")
    assert printed.returncode == 0
    schema = json.loads(printed.stdout)
    shipped = json.loads((PACKAGE / "core" / "report.schema.json").read_text(encoding="utf-8"))
    details, shipped_details = schema["$defs"].pop("details"), shipped["$defs"].pop("details")
    assert schema == shipped
    # The judge's own keys as shipped, then every built-in checker's, and any other key allowed.
    assert shipped_details["properties"].items() <= details["properties"].items()
    assert {"expected", "got", "invalid", "missing_count"} <= set(details["properties"])
    assert details["additionalProperties"] == shipped_details["additionalProperties"]
    # For one problem: its checker's keys and no other.
    queens = json.loads(run_judge("schema", "--problem", "51").stdout)["$defs"]["details"]
    assert queens["additionalProperties"] is False and "invalid" in queens["properties"]
    assert "expected" not in queens["properties"]
    assert set(schema["$defs"]["verdict"]["enum"]) == {
        "Accepted",
        "Wrong Answer",
        "Time Limit Exceeded",
        "Memory Limit Exceeded",
        "Output Limit Exceeded",
        "Runtime Error",
        "Compile Error",
        "Internal Error",
    }


def test_the_schema_rejects_what_is_not_a_report() -> None:
    """The validation every --json test gets can fail: a report missing a key or with an unknown verdict."""
    report = run_judge("test", "solutions/n-queens-ii/reference/reference.py", "--json").json()
    validate_report(report)
    for broken in ({**report, "verdict": "Accepted!"}, {k: v for k, v in report.items() if k != "limits"}):
        with pytest.raises(AssertionError, match="does not match its schema"):
            validate_report(broken)


def test_the_typed_compile_error_is_the_schemas() -> None:
    """The record the languages, the protocol and the pipeline pass on is the object the schema
    describes: the same fields, each of the JSON type its annotation says."""
    import typing

    from judge.core.compile_error import CompileError
    from judge.core.record import fields

    described = json.loads((PACKAGE / "core" / "report.schema.json").read_text(encoding="utf-8"))
    shape = next(item for item in described["properties"]["compile_error"]["oneOf"] if item["type"] == "object")
    hints = typing.get_type_hints(CompileError)
    json_types = {str: "string", int: "integer", type(None): "null"}
    declared = {
        field.name: sorted(json_types[t] for t in typing.get_args(hints[field.name]) or (hints[field.name],))
        for field in fields(CompileError)
    }
    assert list(declared) == shape["required"] == list(shape["properties"])
    for name, types in declared.items():
        assert set(types) <= set(shape["properties"][name]["type"]), name


def test_every_outcome_has_the_same_shape() -> None:
    """Accepted, a failure, a Compile Error and a file the judge refuses to run all print one shape."""
    keys = set()
    for name, problem in [
        ("accepted_51_backtracking.py", "51"),
        ("wrong_answer_52_off_by_one.py", "52"),
        ("compile_error_syntax.py", "52"),
        ("no_solution_class.py", "52"),
    ]:
        judged = run_judge("test", submission(name), "--problem", problem, "--json")
        assert judged.returncode in (0, 1), (name, judged.stderr)
        keys.add(tuple(judged.json()))
    assert len(keys) == 1


def test_a_file_without_class_solution_is_a_compile_error_report_under_json() -> None:
    judged = run_judge("test", submission("no_solution_class.py"), "--problem", "52", "--json")
    report = judged.json()
    assert judged.returncode == 1 and report["verdict"] == "Compile Error"
    assert "defines no class Solution" in report["cases"][0]["message"]
    plain = run_judge("test", submission("no_solution_class.py"), "--problem", "52")
    assert plain.returncode == 2 and plain.stderr.startswith("judge: error: ")


def test_graded_reports_match_the_schema(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    for name in ("accepted_51_backtracking.py", "wrong_answer_51_missing_board.py", "empty.py"):
        shutil.copy(submission(name), folder / name)
    graded = run_judge("grade", str(folder), "--problem", "51", "--output", str(tmp_path / "out"), "-j", "1")
    assert graded.returncode == 0, graded.stderr
    document = json.loads((tmp_path / "out" / "results.json").read_text(encoding="utf-8"))
    verdicts = []
    for entry in document["submissions"]:
        validate_report(entry["report"])
        verdicts.append(entry["verdict"])
    assert sorted(verdicts) == ["Accepted", "Compile Error", "Wrong Answer"]


def test_the_type_vocabulary() -> None:
    assert str(parse_type(" list< list<string> > ")) == "list<list<string>>"
    assert parse_type("list<int>").depth == 1 and parse_type("long").depth == 0
    assert str(parse_type("char[][]")) == "char[][]" and parse_type("char[][]").is_array
    assert not parse_type("list<char>").is_array
    for bad in ("List[int]", "list<byte>", "map<int,int>", "list<int", "int[][][]", "list<list<list<int>>>", "void"):
        with pytest.raises(SignatureError):
            parse_type(bad)
    board = {"name": "board", "type": "char[][]"}
    in_place = parse_signature({"name": "solveSudoku", "params": [board], "returns": "void", "answer": "board"})
    assert (in_place.in_place, in_place.answer_index, str(in_place.answer_type)) == (True, 0, "char[][]")
    for bad_signature in (
        {"name": "f", "params": [board], "returns": "void"},
        {"name": "f", "params": [board], "returns": "int", "answer": "board"},
        {"name": "f", "params": [{"name": "n", "type": "int"}], "returns": "void", "answer": "n"},
        {"name": "f", "params": [board, board], "returns": "int"},
    ):
        with pytest.raises(SignatureError):
            parse_signature(bad_signature)
    signature = parse_signature({"name": "solveNQueens", "params": [{"name": "n", "type": "int"}], "returns": "int"})
    assert signature.snake_name == "solve_n_queens"
    assert parse_signature({"name": "totalNQueens", "params": [], "returns": "int"}).words == ["total", "n", "queens"]


# The third problem (tests/conftest.py), with a case that picks one word twice.
THIRD_CASES = [
    *THIRD_FIRST_CASES,
    {"name": "repeat", "input": {"words": ["xyz", "q"], "picks": [0, 0, 1], "k": 1}, "expected": ["xyz", "xyz", "q"]},
]
THIRD_RIGHT = """
class Solution:
    def longWords(self, words: List[str], picks: List[int], k: int) -> List[str]:
        return [words[i] for i in picks if len(words[i]) >= k]
"""
THIRD_WRONG = """
class Solution:
    def longWords(self, words: List[str], picks: List[int], k: int) -> List[str]:
        return [words[i] for i in sorted(set(picks)) if len(words[i]) >= k]
"""


@pytest.fixture
def three_problems(tmp_path: Path) -> dict[str, str]:
    statement = '# 9001. Long Words\n\nInput: words = ["a"], picks = [0], k = 1\nOutput: ["a"]\n'
    return third_problem(tmp_path, THIRD_CASES, statement)


def test_a_third_problem_needs_only_its_folder(tmp_path: Path, three_problems: dict[str, str]) -> None:
    listed = run_judge("list", env=three_problems)
    assert "9001  long-words" in listed.stdout

    starter = tmp_path / "long_words.py"
    created = run_judge("new", "9001", str(starter), env=three_problems)
    assert created.returncode == 0, created.stderr
    text = starter.read_text(encoding="utf-8")
    assert "    def longWords(self, words: List[str], picks: List[int], k: int) -> List[str]:\n" in text
    assert "Constraints: 0 <= k <= 10" in text

    right, wrong = tmp_path / "right.py", tmp_path / "wrong.py"
    right.write_text(THIRD_RIGHT, encoding="utf-8")
    wrong.write_text(THIRD_WRONG, encoding="utf-8")
    accepted = run_judge("test", str(right), "--json", env=three_problems)
    assert accepted.returncode == 0, accepted.stdout[-800:]
    report = accepted.json()
    assert (report["problem"], report["verdict"], report["passed"]) == ("long-words", "Accepted", 3)
    rejected = run_judge("test", str(wrong), "--json", env=three_problems).json()
    assert [case["verdict"] for case in rejected["cases"]] == ["Wrong Answer", "Accepted", "Wrong Answer"]
    assert rejected["cases"][2]["details"] == {"expected": ["xyz", "xyz", "q"], "got": ["xyz", "q"]}


def test_judge_test_never_imports_the_web_stack() -> None:
    """`judge test` starts hundreds of times a session: Starlette and uvicorn load only for `judge serve`."""
    import subprocess
    import sys

    probe = (
        "import sys, judge.cli, judge.cli.practice, judge.pipeline;"
        " print(sorted(m for m in sys.modules if m.split('.')[0] in ('starlette', 'uvicorn', 'anyio')"
        " or m.startswith('judge.web')))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
