"""Sources saved in an encoding other than UTF-8 (GBK, Shift-JIS, Windows-1252, UTF-16...) are judged
as LeetCode's editor would take them, with a warning naming the encoding; bytes that are text in no
encoding are a Compile Error at their line only outside comments and strings; a binary file is still
refused. Each solution is a reference solution with comments (and strings) in the encoding added."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from judge.languages.c import C
from judge.languages.source import NotASolution, UndecodableCode, read_submission

from .conftest import ROOT, judged, run_judge
from .test_bad_input import assert_usage_error

REFERENCE_PY = ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.py"
REFERENCE_C = ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.c"
# The method's first line, after which a Python solution checks its string literal.
PY_ANCHOR = "    def totalNQueens(self, n: int) -> int:\n"
C_ANCHOR = "int totalNQueens(int n) {\n"

needs_gcc = pytest.mark.skipif(C().missing_toolchain() is not None, reason="gcc is not installed (apt-get install gcc)")


def saved(folder: Path, name: str, text: str, encoding: str) -> Path:
    """text saved in encoding, as an editor set to it would; the bytes are not UTF-8 (unless they
    are UTF-8 with a byte order mark)."""
    raw = text.encode(encoding)
    if encoding != "utf-8-sig":
        with pytest.raises(UnicodeDecodeError):
            raw.decode("utf-8")
    path = folder / name
    path.write_bytes(raw)
    return path


def python_with(comment: str, literal: str) -> str:
    """The reference solution of 52 with a comment on top and a string literal it checks: the
    answers are right only if the literal reached Python as the characters written (compared with
    their \\u escapes, which are ASCII in any encoding)."""
    escaped = literal.encode("ascii", "backslashreplace").decode("ascii")
    check = f"        if {literal!r} != '{escaped}':\n            return -1\n"
    text = REFERENCE_PY.read_text(encoding="utf-8")
    assert text.count(PY_ANCHOR) == 1
    return f"# {comment}\n" + text.replace(PY_ANCHOR, PY_ANCHOR + check)


def encoding_warnings(report: dict[str, Any]) -> list[str]:
    """The warnings about the file's encoding (a weaker sandbox adds a warning of its own)."""
    return [warning for warning in report["warnings"] if "UTF-8" in warning]


def assert_accepted_with_warning(path: Path, *names: str) -> None:
    report = judged(path)
    assert (report["verdict"], report["passed"]) == ("Accepted", 9), report["cases"][0]["message"]
    warnings = encoding_warnings(report)
    assert len(warnings) == 1, report["warnings"]
    assert any(name in warnings[0] for name in names), warnings[0]


# ----------------------------------------------------------------------------------------------
# Judged, with the encoding named


@needs_gcc
def test_c_with_a_gbk_comment_and_string(tmp_path: Path) -> None:
    # The literal compared with its UTF-8 bytes: the compiler got the text as UTF-8.
    check = '    if (strcmp("八皇后", "\\xe5\\x85\\xab\\xe7\\x9a\\x87\\xe5\\x90\\x8e") != 0) return -1;\n'
    text = "// 八皇后：逐行回溯，用数组记录列与两条对角线\n" + REFERENCE_C.read_text(encoding="utf-8")
    path = saved(tmp_path, "gbk.c", text.replace(C_ANCHOR, C_ANCHOR + check), "gbk")
    assert_accepted_with_warning(path, "GBK", "GB18030")


@needs_gcc
def test_c_in_shift_jis_whose_comment_ends_in_a_backslash_byte(tmp_path: Path) -> None:
    # 表 is 0x95 0x5C in Shift-JIS: read byte by byte, the 0x5C is a backslash that carries the //
    # comment on to the next line, which sets the answer.
    body = (
        "int totalNQueens(int n) {\n"
        "    bool column[32] = {false}, diagonal[64] = {false}, antiDiagonal[64] = {false};\n"
        "    int total = 0;  // 答えを表\n"
        "    total = count(0, n, column, diagonal, antiDiagonal);\n"
        "    return total;\n"
        "}\n"
    )
    reference = REFERENCE_C.read_text(encoding="utf-8")
    text = (
        "// バックトラックで一行ずつクイーンを置き、列と斜めの利きを配列で持つ\n"
        + reference[: reference.index(C_ANCHOR)]
    )
    path = saved(tmp_path, "sjis.c", text + body, "shift_jis")
    assert b"\x95\\\n" in path.read_bytes()
    assert_accepted_with_warning(path, "Shift-JIS")


def test_python_in_gb18030(tmp_path: Path) -> None:
    # The emoji is four bytes in GB18030 and not in GBK at all.
    text = python_with("解法：回溯，逐行放置皇后 😀", "皇后的数量")
    assert_accepted_with_warning(saved(tmp_path, "gb18030.py", text, "gb18030"), "GB18030")


def test_python_in_shift_jis(tmp_path: Path) -> None:
    text = python_with("バックトラックで一行ずつクイーンを置く", "クイーン")
    assert_accepted_with_warning(saved(tmp_path, "sjis.py", text, "shift_jis"), "Shift-JIS")


def test_python_in_windows_1252(tmp_path: Path) -> None:
    text = python_with("Résolu par retour arrière : déjà testé, à peine plus lent", "café")
    assert_accepted_with_warning(saved(tmp_path, "cp1252.py", text, "cp1252"), "Windows-1252")


def test_python_in_utf16_with_a_byte_order_mark(tmp_path: Path) -> None:
    path = saved(tmp_path, "utf16.py", python_with("八皇后", "皇后"), "utf-16")  # Python writes the mark
    assert path.read_bytes().startswith(b"\xff\xfe")
    assert_accepted_with_warning(path, "UTF-16")


def test_utf8_with_a_byte_order_mark_is_utf8_without_a_warning(tmp_path: Path) -> None:
    report = judged(saved(tmp_path, "bom.py", python_with("八皇后", "皇后"), "utf-8-sig"))
    assert (report["verdict"], encoding_warnings(report)) == ("Accepted", [])


# ----------------------------------------------------------------------------------------------
# Bytes that are text in no encoding


def test_undecodable_bytes_in_a_comment_are_judged_with_a_warning_naming_the_line(tmp_path: Path) -> None:
    # UTF-8 but for two stray bytes on line 2, in a comment.
    text = python_with("八皇后：回溯", "皇后").encode()
    path = tmp_path / "stray.py"
    path.write_bytes(text.replace(b"\n", b"\n# caf\xe9 \xff\n", 1))
    report = judged(path)
    assert report["verdict"] == "Accepted"
    (warning,) = encoding_warnings(report)
    assert "line 2 " in warning and "U+FFFD" in warning


def test_undecodable_bytes_in_code_are_a_compile_error_at_their_line(tmp_path: Path) -> None:
    text = python_with("八皇后：回溯", "皇后")
    lines = text.splitlines(keepends=True)
    line = next(number for number, content in enumerate(lines, 1) if "full = (1 << n) - 1" in content)
    path = tmp_path / "broken.py"
    path.write_bytes(text.encode().replace(b"(1 << n) - 1", b"(1 << n) - 1 \x81\xff", 1))

    report = judged(path)
    error = report["compile_error"]
    column = len(lines[line - 1].rstrip("\n")) + 2  # after the space
    assert (report["verdict"], error["line"], error["offset"]) == ("Compile Error", line, column)
    assert "\\x81\\xff" in error["message"] and "\ufffd\ufffd" in error["text"]
    # Printed as a report too (exit 1, the verdict), not refused as bad input (exit 2).
    result = run_judge("test", str(path))
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
    assert "Compile Error: undecodable bytes" in result.stdout and f"(line {line})" in result.stdout


def test_a_grader_and_the_pytest_plugin_get_the_same_compile_error_at_the_line(tmp_path: Path) -> None:
    """Every front end that promises a report writes it one way (pipeline.unreadable_report): the
    grader's report of such a file names the line and column as `judge test --json` does."""
    text = python_with("八皇后：回溯", "皇后")
    path = tmp_path / "class" / "broken.py"
    path.parent.mkdir()
    path.write_bytes(text.encode().replace(b"(1 << n) - 1", b"(1 << n) - 1 \x81\xff", 1))
    tested = judged(path)["compile_error"]
    output = tmp_path / "out"
    result = run_judge("grade", str(path.parent), "--problem", "52", "--output", str(output), "--format", "json")
    assert result.returncode == 0, result.stderr
    (graded,) = json.loads((output / "results.json").read_text(encoding="utf-8"))["submissions"]
    assert graded["verdict"] == "Compile Error"
    error = graded["report"]["compile_error"]
    assert (error["type"], error["line"], error["offset"]) == ("undecodable bytes", tested["line"], tested["offset"])
    from judge.core.problems import find_problem
    from judge.pytest_plugin import judge_file

    plugin = judge_file(path, find_problem("52"), None)["compile_error"]
    assert (plugin["line"], plugin["offset"]) == (tested["line"], tested["offset"])


def test_mojibake_in_a_comment_is_judged(tmp_path: Path) -> None:
    # Once refused ("not UTF-8 ... save it as UTF-8"); now its comment is read as U+FFFD and its
    # code judged (it returns 0: a Wrong Answer).
    path = tmp_path / "mojibake.py"
    path.write_bytes(b"# \xff\xfe\x80\xff\nclass Solution:\n    def totalNQueens(self, n):\n        return 0\n")
    report = judged(path)
    assert report["verdict"] == "Wrong Answer"
    assert "line 1 holds bytes" in encoding_warnings(report)[0]


# "@" stands for bytes that are text in no encoding the judge tries (0x98 is not even Windows-1251).
NO_TEXT = b"\x81\x98\xff"
IN_COMMENTS_OR_STRINGS = {
    "py": ["# @", 's = "@"', "s = '@'", 's = """\n@\n"""', "s = f'{x}@'"],
    "c": ["// @", "/* a\n @ */", 'char *s = "@";', "char c = '@';"],
    "cpp": ["// @", 'auto s = R"x(\n@)x";', 'auto s = "a\\"@";'],
    "java": ["// @", "/** @ */", 'String s = """\n  @\n  """;'],
    "js": ["// @", "const s = `${x}\n@`;", "const s = '@';"],
    "ts": ["/* @ */", "const s: string = `@`;"],
    "go": ["// @", "s := `\n@`", 's := "@"'],
    "rs": ["// @", 'let s = r#"@"#;', "fn f<'a>(x: &'a str) -> &'a str { \"@\" }"],
    "kt": ["// @", 'val s = """@"""'],
    "rb": ["# @", "s = <<~TEXT\n  @\nTEXT", "s = 'a\n@'", "=begin\n@\n=end"],
}
IN_CODE = {
    "py": ["x = 1 @", "s = '' @ ''"],
    "c": ["int x@ = 1;", "/* a */ @"],
    "cpp": ['auto s = "a"; @'],
    "java": ['String s = """\n  a\n  """; @'],
    "js": ["const s = `a`; @"],
    "ts": ["let x@ = 1;"],
    "go": ["s := `a` @"],
    "rs": ["fn f<'a>(x: &'a str) { @ }"],
    "kt": ["val x@ = 1"],
    "rb": ["s = <<~TEXT\n  a\nTEXT\n@"],
}


@pytest.mark.parametrize(
    ("extension", "line"), [(extension, line) for extension, lines in IN_COMMENTS_OR_STRINGS.items() for line in lines]
)
def test_bytes_that_are_no_text_in_comments_and_strings_are_no_compile_error(
    tmp_path: Path, extension: str, line: str
) -> None:
    path = tmp_path / f"solution.{extension}"
    path.write_bytes(line.encode().replace(b"@", NO_TEXT) + b"\n")
    try:
        submission = read_submission(path)
    except NotASolution as error:  # the file defines no solution: the judge read that far
        assert not isinstance(error, UndecodableCode), error
        assert "\ufffd" in error.text
    else:
        assert "\ufffd" in submission.text


@pytest.mark.parametrize(
    ("extension", "line"), [(extension, line) for extension, lines in IN_CODE.items() for line in lines]
)
def test_bytes_that_are_no_text_in_code_are_a_compile_error(tmp_path: Path, extension: str, line: str) -> None:
    path = tmp_path / f"solution.{extension}"
    path.write_bytes(line.encode().replace(b"@", NO_TEXT) + b"\n")
    with pytest.raises(UndecodableCode) as raised:
        read_submission(path)
    assert raised.value.line == line.count("\n", 0, line.index("@")) + 1
    assert "\\x81\\x98\\xff" in str(raised.value)


def test_a_binary_file_is_still_refused(tmp_path: Path) -> None:
    # A program (this interpreter's first kilobytes) and an image, each named as a solution.
    program = tmp_path / "program.py"
    with open(Path(sys.executable).resolve(), "rb") as executable:
        program.write_bytes(executable.read(4096))
    image = tmp_path / "image.c"
    image.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00" * 8)
    for path in (program, image):
        assert "not a text file" in assert_usage_error("test", str(path))


# ----------------------------------------------------------------------------------------------
# A class, and the cost of the detector


def test_grade_judges_a_gbk_file_beside_a_utf8_one(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    saved(folder, "li.py", python_with("回溯法：逐行放置皇后", "皇后"), "gbk")
    shutil.copyfile(REFERENCE_PY, folder / "ana.py")
    output = tmp_path / "grades"
    result = run_judge(
        "grade", str(folder), "--problem", "52", "--workers", "2", "--output", str(output), "--format", "json"
    )
    assert result.returncode == 0, result.stderr
    submissions = json.loads((output / "results.json").read_text(encoding="utf-8"))["submissions"]
    by_id = {item["id"]: item for item in submissions}
    assert {key: (item["verdict"], item["passed"]) for key, item in by_id.items()} == {
        "li.py": ("Accepted", 9),
        "ana.py": ("Accepted", 9),
    }
    assert any("GB18030" in warning for warning in by_id["li.py"]["report"]["warnings"])
    assert encoding_warnings(by_id["ana.py"]["report"]) == []


def test_the_detector_is_imported_only_for_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    gbk = saved(tmp_path, "gbk.py", python_with("八皇后", "皇后"), "gbk")
    for path, imported in ((REFERENCE_PY, False), (gbk, True)):
        code = (
            "import sys\nfrom judge.cli import main\n"
            f"code = main(['test', {str(path)!r}, '--no-history'])\n"
            "print(code, 'charset_normalizer' in sys.modules)\n"
        )
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert done.stdout.splitlines()[-1] == f"0 {imported}"


# ----------------------------------------------------------------------------------------------
# Detection on short texts (in process: no judging, only reading)


@pytest.mark.parametrize(
    ("comment", "encoding"),
    [
        ("八皇后", "gbk"),  # three characters: several encodings read them cleanly, GB18030 is preferred
        ("解法：回溯", "gbk"),
        ("回溯法：逐行放置皇后", "big5"),
        ("クイーン", "shift_jis"),
        ("백트래킹으로 퀸을 배치", "cp949"),
        ("café", "cp1252"),
        ("naïve", "cp1252"),
        ("Lösung für Damen", "cp1252"),
        ("Rozwiązanie z nawrotami, hetmany się nie biją", "cp1250"),
        ("Решение перебором с возвратом", "cp1251"),
    ],
)
def test_short_comments_are_read_as_written(tmp_path: Path, comment: str, encoding: str) -> None:
    text = f"# {comment}\n" + REFERENCE_PY.read_text(encoding="utf-8")
    submission = read_submission(saved(tmp_path, "short.py", text, encoding))
    assert submission.text == text
    assert len(submission.warnings) == 1


def test_utf16_without_a_byte_order_mark(tmp_path: Path) -> None:
    text = "# 八皇后\n" + REFERENCE_PY.read_text(encoding="utf-8")
    for encoding in ("utf-16-le", "utf-16-be"):
        submission = read_submission(saved(tmp_path, f"{encoding}.py", text, encoding))
        assert submission.text == text and "UTF-16" in submission.warnings[0]
