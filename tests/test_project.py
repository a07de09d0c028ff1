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
