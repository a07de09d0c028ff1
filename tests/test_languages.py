"""What holds for every language at once: the registry, a missing toolchain, `judge doctor`, `judge
show`, a class that mixes languages, and the compile cache. Each language's own behaviour is in
tests/test_lang_<name>.py."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from judge.languages import REGISTRY, all_languages, language_for, language_named

from .conftest import ROOT, run_judge
from .test_pytest_plugin import run_pytest

LANGUAGES = all_languages()
INSTALLED = [language for language in LANGUAGES if language.missing_toolchain() is None]


def test_the_registry_agrees_with_each_language_class() -> None:
    for (name, _, _, extensions), language in zip(REGISTRY, LANGUAGES, strict=True):
        assert (language.name, language.extensions) == (name, extensions)


def test_judging_a_python_file_imports_no_other_language() -> None:
    import subprocess
    import sys

    probe = (
        "import sys; from pathlib import Path; from judge.languages import language_for;"
        " language_for(Path('x.py')); print(sorted(m for m in sys.modules if m.startswith('judge.languages.')))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, check=True)
    expected = [
        "judge.languages.base",
        "judge.languages.python",
        "judge.languages.python_launch",
        "judge.languages.python_prelude",
    ]
    assert done.stdout.strip() == str(expected)


def test_every_extension_names_one_language_and_every_name_resolves() -> None:
    expected = {
        ".py": "python",
        ".java": "java",
        ".cpp": "cpp",
        ".cc": "cpp",
        ".c": "c",
        ".js": "javascript",
        ".ts": "typescript",
        ".go": "go",
        ".rs": "rust",
    }
    for extension, name in expected.items():
        assert language_for(Path(f"solution{extension}")).name == name
    for alias, name in {"c++": "cpp", "js": "javascript", "ts": "typescript", "golang": "go", "Java": "java"}.items():
        assert language_named(alias).name == name


def test_a_missing_toolchain_is_one_line_naming_the_install_command(tmp_path: Path) -> None:
    # A PATH without any compiler: the judge's own interpreter is started by path.
    empty = tmp_path / "bin"
    empty.mkdir()
    source = ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.cpp"
    result = run_judge("test", str(source), env={"PATH": str(empty)})
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.strip() == (
        "judge: error: C++ needs g++, which is not installed here; install it with: apt-get install -y g++"
    )
    assert "Traceback" not in result.stderr


@pytest.mark.timeout(300)
def test_doctor_lists_each_language_with_its_version_and_whether_it_works() -> None:
    result = run_judge("doctor", timeout=280)
    lines = result.stdout.splitlines()
    start = lines.index("languages")
    # One line per language, then lines of its own, indented under it (LeetCode's toolchain, gaps).
    listed = [line for line in lines[start + 1 :] if not line.startswith(" " * 14)][: len(LANGUAGES)]
    assert sum("LeetCode: " in line for line in lines[start + 1 :]) == len(LANGUAGES)
    for language, line in zip(LANGUAGES, listed, strict=True):
        assert line.strip().startswith(language.title), line
        if language.missing_toolchain() is None:
            assert " works (" in line, line
        else:
            assert "install:" in line, line
        # Installed or not, with LeetCode's toolchain beside this machine's.
        assert f"LeetCode: {language.leetcode}" in result.stdout, language.name


def test_doctor_checks_one_language_when_asked() -> None:
    result = run_judge("doctor", "--language", "js")
    lines = result.stdout.splitlines()
    listed = lines[lines.index("languages") + 1 :]
    # The sandbox's part as always, then that language alone, and its debugger.
    assert result.returncode == 0 and "sandbox     " in result.stdout, result.stdout
    shown = [line.split()[0] for line in listed if not line.startswith(" " * 13)]
    assert shown == ["JavaScript", "debuggers", "JavaScript"] and "LeetCode: Node.js" in result.stdout, shown
    unknown = run_judge("doctor", "--language", "cobol")
    assert unknown.returncode == 2 and unknown.stderr.count("\n") == 1 and "unknown language 'cobol'" in unknown.stderr


def test_show_prints_the_declaration_in_the_language() -> None:
    declarations = {
        "java": "public List<List<String>> solveNQueens(int n)",
        "cpp": "vector<vector<string>> solveNQueens(int n)",
        "c": "char*** solveNQueens(int n, int* returnSize, int** returnColumnSizes)",
        "go": "func solveNQueens(n int) [][]string",
        "rust": "pub fn solve_n_queens(n: i32) -> Vec<Vec<String>>",
        "typescript": "function solveNQueens(n: number): string[][]",
    }
    for name, declaration in declarations.items():
        result = run_judge("show", "51", "--language", name)
        assert result.returncode == 0, result.stderr
        assert declaration in result.stdout, (name, result.stdout[-300:])


@pytest.mark.timeout(300)
def test_a_class_may_mix_languages(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    wanted = {}
    for language in INSTALLED:
        for path in sorted((ROOT / "solutions" / "n-queens-ii" / "reference").glob("reference.*")):
            if path.suffix in language.extensions:
                shutil.copy(path, folder / f"{language.name}{path.suffix}")
                wanted[f"{language.name}{path.suffix}"] = "Accepted"
    counter = next((ROOT / "solutions" / "n-queens-ii" / "wrong_answer").glob("static_counter.java"), None)
    if counter is not None and language_named("java").missing_toolchain() is None:
        shutil.copy(counter, folder / "counter.java")
        wanted["counter.java"] = "Wrong Answer"
    output = tmp_path / "out"
    result = run_judge("grade", str(folder), "--problem", "52", "--output", str(output), "--workers", "2", timeout=280)
    assert result.returncode == 0, result.stdout + result.stderr
    results = json.loads((output / "results.json").read_text(encoding="utf-8"))
    got = {entry["id"]: entry["verdict"] for entry in results["submissions"]}
    assert got == wanted
    for entry in results["submissions"]:
        assert entry["report"]["language"] == language_for(Path(entry["id"])).name


def test_judging_an_unchanged_file_again_compiles_nothing(tmp_path: Path) -> None:
    compiled = [language for language in INSTALLED if language.name in ("cpp", "c", "go", "rust", "java")]
    if not compiled:
        pytest.skip("no compiled language is installed here")
    cache = tmp_path / "cache"
    env = {"XDG_CACHE_HOME": str(cache)}
    language = compiled[0]
    source = next(
        path
        for path in (ROOT / "solutions" / "n-queens-ii" / "reference").iterdir()
        if path.suffix in language.extensions
    )
    assert run_judge("test", str(source), env=env).returncode == 0
    builds = cache / "nqueens-judge" / "builds"
    before = {path.name: path.stat().st_mtime_ns for path in builds.iterdir() if not path.name.startswith("prelude-")}
    assert len(before) == 1
    assert run_judge("test", str(source), env=env).returncode == 0
    after = {path.name for path in builds.iterdir() if not path.name.startswith("prelude-")}
    assert after == set(before)  # no new build; the one there was used


def test_the_pytest_plugin_judges_any_language(tmp_path: Path) -> None:
    if language_named("go").missing_toolchain() is not None:
        pytest.skip("Go is not installed here")
    source = ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.go"
    result = run_pytest(tmp_path, "--solution", str(source), "--problem", "52")
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "9 passed" in result.stdout


def test_a_compile_error_report_says_what_confined_the_compiler(tmp_path: Path) -> None:
    if language_named("c").missing_toolchain() is not None:
        pytest.skip("gcc is not installed here")
    source = tmp_path / "broken.c"
    source.write_text("int totalNQueens(int n) {\n    return n +;\n}\n", encoding="utf-8")
    for attempt in ("compiled", "cached"):
        report = run_judge("test", str(source), "--json").json()
        assert report["verdict"] == "Compile Error", attempt
        assert report["compile_error"]["line"] == 2, attempt
        assert report["sandbox"]["mode"] in ("bubblewrap", "fallback"), (attempt, report["sandbox"])


def test_ci_installs_every_missing_toolchain_the_language_modules_name() -> None:
    import subprocess
    import sys

    def missing(registry: str) -> list[str]:
        done = subprocess.run(
            [sys.executable, "-m", "judge.languages.installs", registry],
            capture_output=True,
            text=True,
            cwd=ROOT,
            check=True,
            env={"PATH": "/nonexistent"},
        )
        return done.stdout.split()

    # With no program on PATH, every language's toolchain is missing: each package is named once.
    apt = missing("apt")
    assert {"gcc", "g++", "default-jdk-headless", "nodejs", "golang-go", "rustc"} <= set(apt)
    assert len(apt) == len(set(apt))
    assert "typescript@5" in missing("npm")
    refused = subprocess.run(
        [sys.executable, "-m", "judge.languages.installs", "pip"], capture_output=True, text=True, cwd=ROOT
    )
    assert refused.returncode == 2 and "usage" in refused.stderr


def test_the_readme_table_is_each_language_modules_leetcode_environment() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")

    def cell(text: str) -> str:
        return text.replace("|", "\\|") if text else "—"

    for language in LANGUAGES:
        environment = language.leetcode
        standard_and_flags = "; ".join(part for part in (environment.standard, environment.flags) if part)
        files = " ".join(f"`{extension}`" for extension in language.extensions)
        row = (
            f"| {language.title} | {files} | {environment.toolchain} | {cell(standard_and_flags)}"
            f" | {cell(environment.included)} | {cell(environment.declared)} |"
        )
        assert row in readme, row
        assert environment.release and all(isinstance(part, int) for part in environment.release)


def test_the_readme_names_every_toolchain_package_to_install() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    for language in LANGUAGES:
        for tool in (*language.toolchains, *language.recommended):
            package = tool.npm or tool.apt
            assert re.search(rf"(?<![\w@.-]){re.escape(package)}(?![\w@-])", readme), (language.name, package)


HELLO_ALGO_SHAPED = sorted((ROOT / "solutions" / "n-queens" / "wrong_answer").glob("hash_empty_squares.*"))


@pytest.mark.parametrize("path", HELLO_ALGO_SHAPED, ids=lambda path: path.suffix)
def test_the_seeds_hash_marked_boards_get_the_hint_in_every_language(path: Path) -> None:
    """The hello-algo write-ups mark empty squares '#': whatever the language, the answer is a Wrong
    Answer that says so."""
    from .conftest import judged

    if language_for(path).missing_toolchain() is not None:
        pytest.skip(f"{language_for(path).title} is not installed here")
    report = judged(path, "--problem", "51")
    assert report["verdict"] == "Wrong Answer"
    assert any("empty squares are marked '#'" in hint for hint in report["hints"]), report["hints"]


FREE_FUNCTIONS = {
    ".rb": "def n_queens(n)\n  []\nend\n",
    ".kt": "fun nQueens(n: Int): List<List<String>> = listOf()\n",
}


@pytest.mark.parametrize("extension", sorted(FREE_FUNCTIONS))
def test_a_free_function_as_the_seeds_write_it_is_a_compile_error_naming_leetcodes_entry(
    extension: str, tmp_path: Path
) -> None:
    """The write-ups' code is a free function under its own name: LeetCode's call cannot find it."""
    from .conftest import judged

    path = tmp_path / f"n_queens{extension}"
    path.write_text(FREE_FUNCTIONS[extension], encoding="utf-8")
    if language_for(path).missing_toolchain() is not None:
        pytest.skip(f"{language_for(path).title} is not installed here")
    report = judged(path, "--problem", "51")
    assert report["verdict"] == "Compile Error"
    message = report["compile_error"]["message"]
    assert ("solve_n_queens" if extension == ".rb" else "class Solution") in message, message
