"""`judge grade --groups`: cases scored together, as IOI's subtasks, in every report format.

A class of three for problem 52 (cases n=1 .. n=9): one right everywhere, one wrong from n = 7 on,
one that crashes on n = 5. The groups: "small" (cases 1-4, 20 points), "medium" (n=5, n=6: 30
points), "large" (7-9, 50 points); a group earns its points only when every case in it passes.
"""

from __future__ import annotations

import csv
import io
import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from .conftest import ROOT, run_judge
from .test_grade import EXERCISM_SCHEMA, GRADESCOPE_SCHEMA

WRONG_FROM_7 = """class Solution:
    def totalNQueens(self, n: int) -> int:
        return [1, 0, 0, 2, 10, 4, 0, 0, 0][n - 1]
"""
CRASHES_ON_5 = """class Solution:
    def totalNQueens(self, n: int) -> int:
        if n == 5:
            raise ValueError("five")
        return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]
"""
GROUPS = [
    {"name": "small", "cases": [1, 2, 3, 4], "points": 20},
    {"name": "medium", "cases": ["n=5", "n=6"], "points": 30},
    {"name": "large", "cases": [7, 8, "n=9"], "points": 50},
]
# id -> (score, per group)
SCORES = {
    "right.py": (100.0, {"small": 20.0, "medium": 30.0, "large": 50.0}),
    "wrong_from_7.py": (50.0, {"small": 20.0, "medium": 30.0, "large": 0.0}),
    "crashes_on_5.py": (70.0, {"small": 20.0, "medium": 0.0, "large": 50.0}),
}


def _class(folder: Path) -> Path:
    folder.mkdir()
    shutil.copyfile(ROOT / "solutions/n-queens-ii/reference/reference.py", folder / "right.py")
    (folder / "wrong_from_7.py").write_text(WRONG_FROM_7)
    (folder / "crashes_on_5.py").write_text(CRASHES_ON_5)
    return folder


def _grade(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> Any:
    output = tmp_path / "out"
    command = ["grade", str(tmp_path / "class"), "-p", "52", "-j", "2", "-o", str(output), "--allow-unconfined"]
    return run_judge(*command, *args, timeout=200, env=env), output


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp_path = tmp_path_factory.mktemp("groups")
    _class(tmp_path / "class")
    groups = tmp_path / "groups.json"
    groups.write_text(json.dumps({"groups": GROUPS}))
    result, output = _grade(tmp_path, "--groups", str(groups), "--format", "all")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "mean score: 73.3%" in result.stdout  # (100 + 50 + 70) / 300
    return output


def test_csv_has_a_column_per_group(graded: Path) -> None:
    rows = list(csv.DictReader(io.StringIO((graded / "results.csv").read_text(encoding="utf-8"))))
    assert list(rows[0])[-3:] == ["group: small", "group: medium", "group: large"]
    for row in rows:
        score, groups = SCORES[row["id"]]
        assert float(row["score"]) == score and float(row["max_score"]) == 100
        assert {name: float(row[f"group: {name}"]) for name in groups} == groups


def test_json_lists_each_groups_score_and_failed_cases(graded: Path) -> None:
    document = json.loads((graded / "results.json").read_text(encoding="utf-8"))
    assert document["scoring"]["groups"][1] == {"name": "medium", "cases": [5, 6], "points": 30.0}
    for entry in document["submissions"]:
        score, groups = SCORES[entry["id"]]
        assert entry["score"] == score and entry["max_score"] == 100
        assert {group["name"]: group["score"] for group in entry["groups"]} == groups
    crashes = next(entry for entry in document["submissions"] if entry["id"] == "crashes_on_5.py")
    medium = next(group for group in crashes["groups"] if group["name"] == "medium")
    assert medium == {"name": "medium", "points": 30.0, "score": 0.0, "passed": False, "failed": [5]}


def test_junit_carries_a_property_per_group(graded: Path) -> None:
    root = ET.parse(graded / "junit.xml").getroot()
    for suite in root.findall("testsuite"):
        properties = {item.get("name"): item.get("value") for item in suite.iter("property")}
        score, groups = SCORES[suite.get("name")]
        assert properties["score"] == str(score)
        assert {name: properties[f"group: {name}"] for name in groups} == {
            name: f"{earned}/{points}"
            for (name, earned), points in zip(groups.items(), (20.0, 30.0, 50.0), strict=True)
        }


def test_gradescope_scores_the_groups_and_shows_every_case(graded: Path) -> None:
    for submission_id, (score, groups) in SCORES.items():
        document = json.loads((graded / "gradescope" / submission_id / "results.json").read_text(encoding="utf-8"))
        jsonschema.validate(document, GRADESCOPE_SCHEMA)
        assert document["score"] == score
        group_tests, case_tests = document["tests"][:3], document["tests"][3:]
        assert {test["name"]: test["score"] for test in group_tests} == {
            f"group {name}": s for name, s in groups.items()
        }
        assert [test["max_score"] for test in group_tests] == [20.0, 30.0, 50.0]
        assert len(case_tests) == 9 and all(test["max_score"] == 0 for test in case_tests)
    wrong = json.loads((graded / "gradescope" / "wrong_from_7.py" / "results.json").read_text(encoding="utf-8"))
    large = wrong["tests"][2]
    assert large["status"] == "failed" and "case 7 (n=7): Wrong Answer" in large["output"]


def test_exercism_makes_each_group_a_task(graded: Path) -> None:
    document = json.loads((graded / "exercism" / "right.py" / "results.json").read_text(encoding="utf-8"))
    jsonschema.validate(document, EXERCISM_SCHEMA)
    assert [test["task_id"] for test in document["tests"]] == [1, 1, 1, 1, 2, 2, 3, 3, 3]


def test_all_or_nothing_with_groups_gives_every_point_or_none(tmp_path: Path) -> None:
    _class(tmp_path / "class")
    groups = tmp_path / "groups.json"
    groups.write_text(json.dumps(GROUPS))
    result, output = _grade(tmp_path, "--groups", str(groups), "--scoring", "all-or-nothing")
    assert result.returncode == 0, result.stderr
    scores = {entry["id"]: entry["score"] for entry in json.loads((output / "results.json").read_text())["submissions"]}
    assert scores == {"right.py": 100.0, "wrong_from_7.py": 0.0, "crashes_on_5.py": 0.0}


def test_a_problem_may_declare_its_groups(tmp_path: Path) -> None:
    problems = tmp_path / "problems"
    shutil.copytree(ROOT / "problems" / "n-queens-ii", problems / "n-queens-ii")
    meta = json.loads((problems / "n-queens-ii" / "problem.json").read_text())
    meta["groups"] = [{"name": "up to 6", "cases": [1, 2, 3, 4, 5, 6], "points": 60}, GROUPS[2]]
    (problems / "n-queens-ii" / "problem.json").write_text(json.dumps(meta))
    _class(tmp_path / "class")
    result, output = _grade(tmp_path, env={"JUDGE_PROBLEMS_DIR": str(problems)})
    assert result.returncode == 0, result.stderr
    document = json.loads((output / "results.json").read_text())
    scores = {entry["id"]: entry["score"] for entry in document["submissions"]}
    assert scores == {"right.py": 110.0, "wrong_from_7.py": 60.0, "crashes_on_5.py": 50.0}
    # --points asks for points per case instead: the problem's groups are then not used.
    points = tmp_path / "points.json"
    points.write_text(json.dumps({f"n={n}": 2 for n in range(1, 10)}))
    again, output = _grade(tmp_path, "--points", str(points), env={"JUDGE_PROBLEMS_DIR": str(problems)})
    assert again.returncode == 0, again.stderr
    assert "groups" not in json.loads((output / "results.json").read_text())["scoring"]


@pytest.mark.parametrize(
    ("groups", "said"),
    [
        ([{"name": "a", "cases": [1, 2, 3], "points": 5}], "6 of n-queens-ii's 9 cases are in no group, e.g. case 4"),
        ([{"name": "a", "cases": ["n=10"], "points": 1}], "group 'a' names a case n-queens-ii does not have: 'n=10'"),
        ([{"name": "a", "cases": [10], "points": 1}], "group 'a' names case 10; n-queens-ii has 9"),
        (
            [{"name": "a", "cases": list(range(1, 10)), "points": -1}],
            "group 'a': points must be a number of at least 0",
        ),
        ([{"name": "a", "cases": [], "points": 1}], "group 'a': cases must be a non-empty list"),
        ([{"name": "a", "cases": [1], "points": 1, "weight": 2}], "group 'a' has unknown fields 'weight'"),
        ([{"cases": [1], "points": 1}], "group 1 needs a name"),
        ({"small": [1, 2]}, "must be a list of groups"),
    ],
)
def test_a_wrong_groups_file_is_one_line_naming_what_is_wrong(tmp_path: Path, groups: Any, said: str) -> None:
    _class(tmp_path / "class")
    path = tmp_path / "groups.json"
    path.write_text(json.dumps(groups))
    result, output = _grade(tmp_path, "--groups", str(path))
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and said in result.stderr and str(path) in result.stderr, result.stderr
    assert not output.exists()  # nothing graded


def test_points_and_groups_together_are_refused(tmp_path: Path) -> None:
    _class(tmp_path / "class")
    (tmp_path / "g.json").write_text(json.dumps(GROUPS))
    (tmp_path / "p.json").write_text(json.dumps({f"n={n}": 1 for n in range(1, 10)}))
    result, _ = _grade(tmp_path, "--groups", str(tmp_path / "g.json"), "--points", str(tmp_path / "p.json"))
    assert result.returncode == 2 and "--points and --groups both give points" in result.stderr
