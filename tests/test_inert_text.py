"""Text from a submission is shown, never obeyed: through the real CLI, no escape, BEL, C1 control or
bidi override a submission put in its file name, exception message, output or answer reaches the
terminal (`judge grade`'s progress and summary, `judge test`, `judge run`, `judge history`), any
report file, or the web page's API, and each is visibly written out (ESC as `\\x1b`) instead.

Bytes are checked as written, not as decoded by the test: the output is captured as bytes.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from judge.core.inert import UNSAFE_RANGES, inert, inert_json

from .conftest import ROOT

# What a terminal obeys, written independently of judge/core/inert.py: C0 controls (tab and newline
# are layout), DEL, C1 controls, bidi marks, embeddings, overrides and isolates, line separators.
OBEYED = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")

# Each writes the clipboard (OSC 52), sets the title (OSC 0), clears the screen (CSI, also as the
# one-byte C1 CSI 0x9b), reverses what follows (U+202E), overwrites (\r, backspace), or forges a line.
RAISES = r"""
import sys


class Solution:
    def totalNQueens(self, n: int) -> int:
        print("\x1b]52;c;aGVsbG8=\x07\x1b[2Jprinted\x9b31m\u202eevil\rover\x08")
        sys.stderr.write("\x1b]0;pwned\x07 on stderr\n")
        raise ValueError("\x1b[2J\x1b]0;pwned\x07 \x9b31m \u202egnp.exe\nverdicts: Accepted 99")
"""
ACCEPTS = r"""
class Solution:
    def totalNQueens(self, n: int) -> int:
        print("\x1b[2J\x9b2J\u202e")
        return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]
"""
ANSWERS_ESCAPES = r"""
class Solution:
    def totalNQueens(self, n: int) -> int:
        return "\x1b[2J\x9b2J\u202e"
"""
EVIL = "evil\x1b]52;c;aGVsbG8=\x07.py"
EVIL_SHOWN = r"evil\x1b]52;c;aGVsbG8=\x07.py"
MESSAGE_SHOWN = r"ValueError: \x1b[2J\x1b]0;pwned\x07 \x9b31m \u202egnp.exe\nverdicts: Accepted 99"
TWINS = {"twin\x1b[2J.py": r"twin\x1b[2J.py", "twin\u202e.py": r"twin\u202e.py"}  # the same file twice
FORMULA = "=1+1\x9b.py"  # a spreadsheet would run it; a terminal would read a CSI
RAW_NAME = b"raw\x9b\xff.py"  # not UTF-8: a byte 0x9b on its own is a C1 CSI to a terminal


def judge_bytes(*args: str, env: dict[str, str] | None = None) -> tuple[int, bytes, bytes]:
    """`judge ARGS` with stdout and stderr as the bytes it wrote."""
    completed = subprocess.run(
        [sys.executable, "-m", "judge", *args],
        cwd=ROOT,
        capture_output=True,
        timeout=100,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
        stdin=subprocess.DEVNULL,
    )
    return completed.returncode, completed.stdout, completed.stderr


def assert_inert(data: bytes, where: str, crlf: bool = False) -> str:
    """data is UTF-8 holding nothing a terminal obeys (CRLF allowed where the format ends rows so); its text."""
    assert b"\x1b" not in data and b"\x07" not in data, f"{where}: a raw ESC or BEL"
    text = data.decode("utf-8")  # strict: a lone 0x9b byte is no UTF-8
    found = OBEYED.search(text.replace("\r\n", "\n") if crlf else text)
    near = text[max(0, found.start() - 60) : found.end() + 60] if found else ""
    assert found is None, f"{where}: raw {found.group()!r} in ...{near!r}"
    return text


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A class of hostile names and texts for problem 52, graded once with every report format."""
    base = tmp_path_factory.mktemp("inert")
    folder = base / "class"
    folder.mkdir()
    (folder / EVIL).write_text(RAISES, encoding="utf-8")
    for name in TWINS:
        (folder / name).write_text(ACCEPTS, encoding="utf-8")
    (folder / FORMULA).write_text(ANSWERS_ESCAPES, encoding="utf-8")
    with open(os.path.join(os.fsencode(folder), RAW_NAME), "w", encoding="utf-8") as handle:
        handle.write(ACCEPTS)
    output = base / "out"
    code, stdout, stderr = judge_bytes(
        "grade", str(folder), "-p", "52", "-j", "2", "-o", str(output), "--format", "all", "--allow-unconfined"
    )
    assert code == 0, stderr.decode("utf-8", "replace")
    return {"folder": folder, "output": output, "stdout": stdout, "stderr": stderr}


def test_grade_progress_and_summary_are_inert_and_show_what_was_there(graded: dict[str, Any]) -> None:
    progress = assert_inert(graded["stderr"], "progress (stderr)")
    summary = assert_inert(graded["stdout"], "summary (stdout)")
    assert f"{EVIL_SHOWN}: Runtime Error on case 1 (n=1): {MESSAGE_SHOWN} (line 9) (0/9)" in progress, progress
    assert r"=1+1\x9b.py: Wrong Answer" in progress and r"raw\x9b\xff.py: Accepted" in progress, progress
    # A newline in a message is written out: it cannot forge a line of the progress or the summary.
    assert not any(line.startswith("verdicts: Accepted 99") for line in (progress + summary).splitlines())
    slowest = next(line for line in summary.splitlines() if line.startswith("slowest accepted: "))
    identical = next(line for line in summary.splitlines() if line.startswith("identical files ("))
    assert all(shown in slowest and shown in identical for shown in TWINS.values()), summary


def test_every_report_file_is_inert(graded: dict[str, Any]) -> None:
    files = [path for path in graded["output"].rglob("*") if path.is_file() and not path.name.startswith(".")]
    reports = [path for path in files if path.suffix in (".csv", ".json", ".xml")]
    # results.csv, .json, junit.xml, canvas.csv, moodle.csv; 2 per submission
    assert len(reports) == 5 + 2 * 5, sorted(map(str, files))
    for path in reports:
        assert_inert(path.read_bytes(), str(path.relative_to(graded["output"])), crlf=path.suffix == ".csv")


def test_csv_cells_are_one_line_visible_and_never_a_formula(graded: dict[str, Any]) -> None:
    text = (graded["output"] / "results.csv").read_text(encoding="utf-8")
    rows = {row["id"]: row for row in csv.DictReader(io.StringIO(text, newline=""))}
    evil = rows[EVIL_SHOWN]
    assert evil["file"] == EVIL_SHOWN and evil["verdict"] == "Runtime Error"
    assert evil["message"] == f"Runtime Error on case 1 (n=1): {MESSAGE_SHOWN} (line 9)"
    formula = rows[r"'=1+1\x9b.py"]  # a leading ' keeps a spreadsheet from running it
    assert formula["file"] == r"'=1+1\x9b.py"
    assert formula["message"] == "Wrong Answer on case 1 (n=1): expected an int, got a str"
    assert len(text.splitlines()) == 1 + 5


def test_json_reports_keep_the_data_and_escape_it(graded: dict[str, Any]) -> None:
    document = json.loads((graded["output"] / "results.json").read_text(encoding="utf-8"))
    submissions = {entry["id"]: entry for entry in document["submissions"]}
    case = submissions[EVIL]["report"]["cases"][0]  # the data as the submission made it, escaped as JSON
    assert case["message"].startswith("ValueError: \x1b[2J\x1b]0;pwned\x07 \x9b31m \u202egnp.exe\n")
    assert case["stdout"].startswith("\x1b]52;c;aGVsbG8=\x07\x1b[2Jprinted\x9b31m\u202eevil\rover\x08")
    gradescope = json.loads((graded["output"] / "gradescope" / EVIL / "results.json").read_text(encoding="utf-8"))
    shown = gradescope["tests"][0]["output"]  # Gradescope shows this text as it is: written out
    assert shown.startswith(f"Runtime Error: {MESSAGE_SHOWN} (line 9)\n\nprinted:\n"), shown
    assert r"\x1b]52;c;aGVsbG8=\x07\x1b[2Jprinted\x9b31m\u202eevil\rover\x08" in shown
    assert r"\x1b]0;pwned\x07 on stderr" in shown
    exercism = json.loads((graded["output"] / "exercism" / EVIL / "results.json").read_text(encoding="utf-8"))
    assert exercism["tests"][0]["message"] == f"Runtime Error: {MESSAGE_SHOWN} (line 9)"


def test_junit_xml_parses_and_shows_what_was_there(graded: dict[str, Any]) -> None:
    tree = ET.parse(graded["output"] / "junit.xml")
    suites = {suite.get("name"): suite for suite in tree.getroot()}
    assert set(suites) == {EVIL_SHOWN, *TWINS.values(), r"=1+1\x9b.py", r"raw\x9b\xff.py"}
    failure = suites[EVIL_SHOWN].find("testcase/failure")
    assert failure is not None and failure.get("message") == f"Runtime Error: {MESSAGE_SHOWN} (line 9)"
    assert failure.text is not None and r"printed\x9b31m\u202eevil\rover\x08" in failure.text


def test_judge_test_run_and_history_are_inert(tmp_path: Path) -> None:
    path = tmp_path / EVIL
    path.write_text(RAISES, encoding="utf-8")
    history = {"JUDGE_HISTORY": str(tmp_path / "history.sqlite3")}
    code, stdout, stderr = judge_bytes("test", str(path), "--problem", "52", env=history)
    text = assert_inert(stdout, "judge test") + assert_inert(stderr, "judge test (stderr)")
    assert code == 1 and EVIL_SHOWN in text and f"  {MESSAGE_SHOWN} (line 9)\n" in text, text
    assert r"stdout: \x1b]52;c;aGVsbG8=\x07\x1b[2Jprinted\x9b31m\u202eevil\rover\x08" in text, text

    code, stdout, _ = judge_bytes("test", str(path), "--problem", "52", "--json", "--no-history")
    report = json.loads(assert_inert(stdout, "judge test --json"))  # escaped as JSON, the data unchanged
    assert code == 1 and report["file"] == str(path) and report["cases"][0]["message"].startswith("ValueError: \x1b[2J")

    code, stdout, stderr = judge_bytes("run", str(path), "--problem", "52", "-n", "4")
    assert code == 1 and MESSAGE_SHOWN in assert_inert(stdout, "judge run") + assert_inert(stderr, "judge run")
    code, stdout, stderr = judge_bytes("run", str(path), "--problem", "52", "-n", "4", "--raw")
    assert code == 1 and MESSAGE_SHOWN in assert_inert(stderr, "judge run --raw") and not stdout

    code, stdout, _ = judge_bytes("history", env=history)
    assert code == 0 and EVIL_SHOWN in assert_inert(stdout, "judge history")


def test_boards_a_submission_returned_are_drawn_inert() -> None:
    attack = ROOT / "tests" / "submissions" / "attacks" / "forge_lone_surrogate.py"
    code, stdout, _ = judge_bytes("test", str(attack), "--problem", "51", "--no-history")
    text = assert_inert(stdout, "judge test of returned boards")
    assert code == 1 and r"0 \x1b [ 2 J \x00 \u202e ." in text, text


def test_a_usage_error_naming_the_file_is_inert(tmp_path: Path) -> None:
    path = tmp_path / "empty\x1b]0;pwned\x07.py"
    path.write_text("\n", encoding="utf-8")
    code, stdout, stderr = judge_bytes("test", str(path), "--problem", "52")
    assert code == 2 and not stdout
    assert r"empty\x1b]0;pwned\x07.py is empty" in assert_inert(stderr, "judge: error")


def test_inert_writes_out_exactly_the_unsafe_characters() -> None:
    every = "".join(chr(code) for code in range(0x10000))
    changed = {char for char in every if inert(char) != char}
    assert changed == {char for char in every if OBEYED.match(char) or 0xD800 <= ord(char) < 0xE000} | {"\n"}
    assert inert("a\tb\nc\r\x1b\x9b\u202e\ud800") == "a\tb" + r"\nc\r\x1b\x9b\u202e\ud800"
    assert inert("a\nb\x1b", keep_newlines=True) == "a\nb\\x1b"
    assert inert(inert(every)) == inert(every)  # what it writes out is itself inert
    document = json.dumps({"text": every[:0x3000]}, ensure_ascii=False)
    assert json.loads(inert_json(document)) == json.loads(document)
    assert OBEYED.search(inert_json(document)) is None


# ----------------------------------------------------------------------------------------------
# The web page


APP_JS = ROOT / "judge" / "web" / "static" / "app.js"


def test_the_api_sends_the_data_escaped_and_the_dashboard_finds_the_student(graded: dict[str, Any]) -> None:
    pytest.importorskip("starlette")
    pytest.importorskip("httpx")
    import warnings

    with warnings.catch_warnings():  # Starlette 1.x would rather have httpx2, and says so
        warnings.simplefilter("ignore")
        from starlette.testclient import TestClient

    from judge.web.app import create_app

    headers = {"Authorization": "Bearer token"}
    with TestClient(create_app("token", 8000, grades=graded["output"]), base_url="http://127.0.0.1:8000") as client:
        overview = client.get("/api/class", headers=headers)
        assert overview.status_code == 200
        students = {student["id"] for student in json.loads(assert_inert(overview.content, "/api/class"))["students"]}
        assert EVIL in students  # the data itself: the page shows it through visible()
        one = client.get(f"/api/class/{quote(EVIL, safe='')}", headers=headers)
        found = json.loads(assert_inert(one.content, "/api/class/<id>"))
        assert found["id"] == EVIL and found["source"] == RAISES


def test_the_page_writes_text_as_text_with_the_same_characters_written_out() -> None:
    script = APP_JS.read_text(encoding="utf-8")
    # Every text the page shows goes through h()/append(): a text node, never markup.
    assert "createTextNode(visible(String(child)))" in script
    assert [line.strip() for line in script.splitlines() if "innerHTML" in line] == [
        "body.innerHTML = problem.statement_html; // rendered by the server from the kit's own statement.md"
    ]
    found = re.search(r"const UNSAFE = /\[(.*?)\]/gu;", script)
    assert found is not None
    ranges = "".join(f"\\u{low:04x}-\\u{high:04x}" for low, high in UNSAFE_RANGES)
    assert found.group(1) == ranges, "app.js's UNSAFE must be judge/core/inert.py's UNSAFE_RANGES"
    node = shutil.which("node")
    if node is None:
        return
    start = script.index("  const UNSAFE = ")
    function = script[start : script.index("\n  }\n", start) + 4]
    sample = "evil\x1b]52;c;aGVsbG8=\x07 \x9b31m \u202egnp\r\n\tok é \U0001f600 \ud800 \x00\x7f\u2028\u2066"
    probe = f"{function}\nprocess.stdout.write(JSON.stringify(visible(JSON.parse(process.argv[1]))));"
    shown = subprocess.run(
        [node, "-e", probe, json.dumps(sample)], capture_output=True, text=True, timeout=30, check=True
    ).stdout
    assert json.loads(shown) == inert(sample, keep_newlines=True)
