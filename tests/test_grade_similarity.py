"""`judge grade --similarity` (issue 38, item 1): planted copies found, independent solutions not.

The class (tests/submissions/similarity/, its README says how it was made) holds, in six languages,
an accepted solution of 51, a copy of it renamed, reformatted and reordered, and solutions written
independently.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from judge.grading.similarity import THRESHOLD, common_hashes, fingerprints, similar_pairs

from .conftest import ROOT, run_judge

CLASS = ROOT / "tests" / "submissions" / "similarity"
PLANTED = {
    frozenset(pair)
    for pair in [
        ("ada.py", "ben.py"),
        ("Ada.java", "Ben.java"),
        ("ada.cpp", "ben.cpp"),
        ("ada.go", "ben.go"),
        ("ada.js", "ben.js"),
        ("ada.rs", "ben.rs"),
    ]
}


@pytest.mark.timeout(600)
def test_every_planted_copy_is_found_and_no_independent_pair(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    shutil.copytree(CLASS, folder, ignore=shutil.ignore_patterns("*.md"))
    output = tmp_path / "grades"
    result = run_judge("grade", str(folder), "--problem", "51", "--similarity", "-o", str(output), timeout=580)
    assert result.returncode == 0, result.stderr
    document = json.loads((output / "similarity.json").read_text(encoding="utf-8"))
    found = {frozenset((pair["first"], pair["second"])) for pair in document["pairs"]}
    assert found == PLANTED
    assert document["threshold"] == THRESHOLD and all(pair["score"] >= THRESHOLD for pair in document["pairs"])
    # Each pair shows where: the matching lines of both files, with their text, side by side.
    go = next(pair for pair in document["pairs"] if pair["first"] == "ada.go")
    assert go["fragments"] and "strings.Repeat" in go["fragments"][0]["first_text"]
    assert "strings.Repeat" in go["fragments"][0]["second_text"]
    assert "similar code (score at least 60%): 6 pairs" in result.stdout
    assert "ada.go ~ ben.go (go; lines" in result.stdout


def test_renames_comments_and_layout_change_no_fingerprint() -> None:
    original = "def f(values):\n    total = 0\n    for v in values:\n        total += v * v\n    return total\n" * 3
    renamed = "# squares\ndef g(xs):\n  acc = 0  # running\n  for x in xs:\n    acc += x * x\n  return acc\n" * 3
    assert fingerprints(original, "a.py").lines.keys() == fingerprints(renamed, "b.py").lines.keys()


def test_common_code_is_no_evidence_and_languages_are_not_mixed() -> None:
    shared = (CLASS / "ada.py").read_text(encoding="utf-8")
    common = common_hashes([(shared, "reference.py")])
    a, b = fingerprints(shared, "a.py", common), fingerprints(shared, "b.py", common)
    assert len(a) == len(b) == 0
    plain = fingerprints(shared, "a.py")
    assert similar_pairs({"a.py": ("python", plain), "b.py": ("python", plain)})[0].score == 1.0
    assert similar_pairs({"a.py": ("python", plain), "b.rb": ("ruby", plain)}) == []


def test_a_threshold_out_of_range_is_one_line(tmp_path: Path) -> None:
    result = run_judge("grade", str(tmp_path), "--problem", "51", "--similarity", "1.5")
    assert result.returncode == 2 and "between 0 and 1" in result.stderr and "Traceback" not in result.stderr
