"""The project's own contracts: the README's Quickstart, CI running it, and a clean lint."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from .conftest import ROOT


def quickstart_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quickstart", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.DOTALL)
    assert block, "the Quickstart has a sh code block"
    return [line for line in block.group(1).splitlines() if line.strip()]


def test_quickstart_is_exactly_two_commands() -> None:
    install_and_judge, install_and_test = quickstart_commands()
    assert install_and_judge.startswith("pip install . && judge test ")
    assert install_and_test == "pip install '.[test]' && pytest"


def test_ci_runs_the_readme_commands_as_written() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    for command in quickstart_commands():
        assert command in ci, f".ci/run must run `{command}` as written in the README"


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is not installed (it comes with the test extra)")
def test_ruff_is_clean() -> None:
    completed = subprocess.run(["ruff", "check", str(ROOT)], capture_output=True, text=True, cwd=ROOT, timeout=100)
    assert completed.returncode == 0, completed.stdout + completed.stderr


def readme() -> str:
    return (ROOT / "README.md").read_text(encoding="utf-8")


def doc(name: str) -> str:
    return (ROOT / "docs" / name).read_text(encoding="utf-8")


def test_the_quickstart_says_to_install_bubblewrap_and_how_long_the_tests_take() -> None:
    section = readme().split("## Quickstart", 1)[1].split("\n## ", 1)[0]
    assert "apt-get install bubblewrap" in section
    assert re.search(r"about \d+ minutes", section)


def test_the_json_key_table_names_every_key_of_the_report() -> None:
    import json

    schema = json.loads((ROOT / "judge" / "core" / "report.schema.json").read_text(encoding="utf-8"))
    section = doc("usage.md").split("### `judge test --json`", 1)[1].split("\n### ", 1)[0]
    table = "\n".join(line for line in section.splitlines() if line.startswith("| `"))
    named = set(re.findall(r"`([a-z_]+)`", table))
    assert set(schema["properties"]) <= named, set(schema["properties"]) - named
    limits = set(schema["properties"]["limits"]["properties"])
    assert limits <= named, limits - named


def test_the_extended_example_is_what_the_command_prints() -> None:
    """The docs' `judge test ... --extended | tail -N` block, times aside, is today's output."""
    from .conftest import run_judge

    block = doc("time-limits.md").split("$ judge test tests/submissions/fixed_size_arrays.py --extended | tail -", 1)[1]
    count, shown = block.split("\n", 1)
    shown = shown.split("```", 1)[0].rstrip("\n").splitlines()
    assert len(shown) == int(count)
    printed = run_judge("test", "tests/submissions/fixed_size_arrays.py", "--extended").stdout
    tail = printed.rstrip("\n").splitlines()[-int(count) :]

    def timeless(lines: list[str]) -> list[str]:
        # Times differ from run to run, and so does the padding that right-aligns them.
        return [" ".join(re.sub(r"\d+(\.\d+)? (ms|s)\b", "T", line).split()) for line in lines]

    assert timeless(tail) == timeless(shown)


def test_the_readme_is_short_and_every_link_in_it_and_the_docs_resolves() -> None:
    assert len(readme().splitlines()) <= 250
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    broken = []
    for page in pages:
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if not target.startswith(("http://", "https://")) and not (page.parent / target).exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert not broken, broken
