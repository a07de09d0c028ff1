"""LeetCode's random problems: each drawn result checked by the problem's rule, and the draws of a
case together by a Kolmogorov-Smirnov test (judge/checking/randomized.py)."""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from judge.checking import BUILT_IN
from judge.checking.randomized import BY_NUMBER, MIN_DRAWS, RULES, kolmogorov_smirnov
from judge.core.problems import Case
from judge.core.verdicts import Verdict

from .conftest import run_judge

LINKS = Path(__file__).resolve().parent / "links"
ENV = {"JUDGE_PROBLEMS_DIR": str(LINKS / "problems")}


def _cases(slug: str) -> list[Case]:
    raw = json.loads((LINKS / "problems" / slug / "data" / "cases.json").read_text())
    return [Case(name=item["name"], input=item["input"], expected=item["expected"]) for item in raw]


def _check(mode: str, case: Case, output: Any) -> Any:
    return BUILT_IN[mode](case, output)


def _fair_set(case: Case, rng: random.Random, multiset: bool) -> list[Any]:
    """380 and 381 answered by a fair solution."""
    members: list[int] = []
    answers: list[Any] = [None]
    for operation, arguments in zip(case.input["operations"][1:], case.input["arguments"][1:], strict=True):
        if operation == "getRandom":
            answers.append(rng.choice(members))
        elif operation == "insert":
            answers.append(arguments[0] not in members)
            if multiset or arguments[0] not in members:
                members.append(arguments[0])
        else:
            answers.append(arguments[0] in members)
            if arguments[0] in members:
                members.remove(arguments[0])
    return answers


def _fair_flips(case: Case, rng: random.Random) -> list[Any]:
    rows, columns = case.input["arguments"][0]
    left: list[int] = []
    answers: list[Any] = [None]
    for operation in case.input["operations"][1:]:
        if operation == "reset":
            left = []
            answers.append(None)
            continue
        cell = rng.randrange(rows * columns)
        while cell in left:
            cell = rng.randrange(rows * columns)
        left.append(cell)
        answers.append([cell // columns, cell % columns])
    return answers


def _fair(slug: str, case: Case, rng: random.Random) -> list[Any]:
    """What a fair solution of the problem could answer to the case."""
    given = case.input["arguments"][0]
    calls = case.input["arguments"][1:]
    if slug == "insert-delete-getrandom-o1":
        return _fair_set(case, rng, multiset=False)
    if slug == "insert-delete-getrandom-o1-duplicates-allowed":
        return _fair_set(case, rng, multiset=True)
    if slug == "random-flip-matrix":
        return _fair_flips(case, rng)
    draw = {
        "linked-list-random-node": lambda arguments: rng.choice(given[0]),
        "shuffle-an-array": lambda arguments: rng.sample(given[0], len(given[0])),
        "random-pick-index": lambda arguments: rng.choice([i for i, v in enumerate(given[0]) if v == arguments[0]]),
        "random-pick-with-weight": lambda arguments: rng.choices(range(len(given[0])), given[0])[0],
        "random-pick-with-blacklist": lambda arguments: _fair_blacklisted(given, rng),
        "random-point-in-non-overlapping-rectangles": lambda arguments: _fair_rectangle_point(given[0], rng),
        "generate-random-point-in-a-circle": lambda arguments: _fair_circle_point(given, rng),
    }[slug]
    answers: list[Any] = [None]
    for operation, arguments in zip(case.input["operations"][1:], calls, strict=True):
        answers.append(given[0] if operation == "reset" else draw(arguments))
    return answers


def _fair_blacklisted(given: list[Any], rng: random.Random) -> int:
    black = set(given[1])
    while True:
        value = rng.randrange(given[0])
        if value not in black:
            return value


def _fair_rectangle_point(rects: list[list[int]], rng: random.Random) -> list[int]:
    a, b, x, y = rng.choices(rects, [(x - a + 1) * (y - b + 1) for a, b, x, y in rects])[0]
    return [rng.randint(a, x), rng.randint(b, y)]


def _fair_circle_point(given: list[float], rng: random.Random) -> list[float]:
    radius, x, y = given
    length, angle = math.sqrt(rng.random()) * radius, rng.uniform(0, 2 * math.pi)
    return [x + length * math.cos(angle), y + length * math.sin(angle)]


SLUGS = {
    380: "insert-delete-getrandom-o1",
    381: "insert-delete-getrandom-o1-duplicates-allowed",
    382: "linked-list-random-node",
    384: "shuffle-an-array",
    398: "random-pick-index",
    478: "generate-random-point-in-a-circle",
    497: "random-point-in-non-overlapping-rectangles",
    519: "random-flip-matrix",
    528: "random-pick-with-weight",
    710: "random-pick-with-blacklist",
}


@pytest.mark.parametrize("number", sorted(SLUGS))
def test_a_fair_solution_is_accepted_whatever_it_draws(number: int) -> None:
    slug, mode = SLUGS[number], BY_NUMBER[number]
    problem = json.loads((LINKS / "problems" / slug / "problem.json").read_text())
    assert problem["checker"] == mode
    for case in _cases(slug):
        for seed in range(8):  # a fair solution's draws: a false alarm here is a one-in-a-million event
            result = _check(mode, case, _fair(slug, case, random.Random(seed)))
            assert result.verdict is Verdict.ACCEPTED, (case.name, seed, result.message)


@pytest.mark.parametrize("number", sorted(SLUGS))
def test_a_solution_that_always_draws_the_same_is_wrong(number: int) -> None:
    slug, mode = SLUGS[number], BY_NUMBER[number]
    cases = [case for case in _cases(slug) if len(case.input["operations"]) > 1000]
    assert cases, "no case draws often enough to tell"
    case = cases[-1]
    answers = _fair(slug, case, random.Random(1))
    drawn = RULES[mode][1].drawn
    operations = case.input["operations"]
    first = next(answers[call] for call in range(1, len(answers)) if operations[call] in drawn)
    # The first draw again, wherever it is still a possible one (a flip drawn twice is wrong anyway).
    same = [first if operations[call] in drawn else answer for call, answer in enumerate(answers)]
    result = _check(mode, case, same)
    assert result.verdict is Verdict.WRONG_ANSWER
    assert result.message.startswith(("over ", "call ")), result.message


def test_a_result_that_is_no_possible_draw_names_the_call_and_why() -> None:
    case = _cases("insert-delete-getrandom-o1")[0]  # insert 1, remove 2, insert 2, getRandom, ...
    result = _check("random-set", case, [None, True, False, True, 5, True, False, 2])
    assert result.verdict is Verdict.WRONG_ANSWER
    assert result.message == "call 4, getRandom(): 5 is not in the set then ({1, 2})"
    assert result.details["first_wrong_call"] == 4
    row = {"call": 4, "operation": "getRandom", "arguments": [], "expected": 2, "got": 5}
    assert result.details["calls"][-1] == row
    # A call that is not drawn is compared with its expected result, as in any design case.
    result = _check("random-set", case, [None, True, True, True, 1, True, False, 2])
    assert result.message == "call 2, remove(2): expected false, got true"
    shuffled = _cases("shuffle-an-array")[0]
    result = _check("random-shuffle", shuffled, [None, [3, 1, 1], [1, 2, 3], [1, 3, 2]])
    assert result.message == "call 1, shuffle(): [3, 1, 1] is not an order of the array [1, 2, 3]"
    flips = _cases("random-flip-matrix")[0]  # a 3 x 1 matrix
    result = _check("random-flip", flips, [None, [1, 0], [1, 0], [0, 0], None, [2, 0]])
    assert result.message == "call 2, flip(): the cell [1, 0] was flipped already (since the last reset)"
    result = _check("random-flip", flips, [None, [1, 0], [2, 0], [0, 0], None, [1, 0]])
    assert result.verdict is Verdict.ACCEPTED  # reset made every cell a draw again
    result = _check("random-set", case, [None, True, False, True, 2, True])
    assert result.message == "call 6, insert(2): 6 results for 8 calls"


def test_draws_spread_wrongly_say_which_outcome_came_too_often() -> None:
    case = _cases("random-pick-with-weight")[2]  # weights 1 to 20
    picks = len(case.input["operations"]) - 1
    result = _check("random-weighted-index", case, [None, *(i % 20 for i in range(picks))])
    assert result.verdict is Verdict.WRONG_ANSWER
    assert result.details["draws"] == picks and result.details["p_value"] < 1e-6
    assert result.details["distance"] == pytest.approx(0.24, abs=0.01)
    most = result.details["most_drawn"]
    assert most["outcome"] == 0 and most["count"] == picks // 20
    assert most["expected"] == pytest.approx(picks / 210, abs=0.1)
    assert f": 0 came {picks // 20} times, about {picks / 210:.0f} expected" in result.message


def test_the_modulo_bias_leetcode_accepts_is_accepted() -> None:
    # C's rand() % k (RAND_MAX 2^31 - 1): below 2^31 - 2k each value comes three ways, above it two.
    # With 710's k near 10^9 that bias is plain in 3,000 draws (p about 1e-9), and LeetCode accepts it.
    case = _cases("random-pick-with-blacklist")[1]
    n, blacklist = case.input["arguments"][0]
    size, black = n - len(blacklist), set(blacklist)
    kept = sorted(set(range(n - len(blacklist), n)) - black)
    remap = dict(zip(sorted(b for b in blacklist if b < size), kept, strict=False))
    for seed in range(5):
        rng = random.Random(seed)
        picks = [rng.randrange(2**31) % size for _ in range(len(case.input["operations"]) - 1)]
        result = _check("random-blacklist", case, [None, *(remap.get(pick, pick) for pick in picks)])
        assert result.verdict is Verdict.ACCEPTED, result.message


def test_few_draws_are_never_refused_for_their_spread() -> None:
    # LeetCode's example of 528 draws index 1 five times: a fair solution could.
    case = _cases("random-pick-with-weight")[1]
    assert len(case.input["operations"]) - 1 < MIN_DRAWS
    assert _check("random-weighted-index", case, [None, 0, 0, 0, 0, 0]).verdict is Verdict.ACCEPTED


def test_the_kolmogorov_smirnov_test_tells_uniform_values_from_others() -> None:
    rng = random.Random(5)
    uniform = sorted(rng.random() for _ in range(2000))
    assert kolmogorov_smirnov(uniform) > 1e-3
    assert kolmogorov_smirnov(sorted(rng.random() ** 2 for _ in range(2000))) < 1e-20
    assert kolmogorov_smirnov([0.5] * 50) < 1e-6
    # How often a fair sample is refused at the kit's threshold: never, in 2,000 samples of 30.
    refused = sum(kolmogorov_smirnov(sorted(rng.random() for _ in range(30))) < 1e-6 for _ in range(2000))
    assert refused == 0
    # The p-value follows Kolmogorov's law: about 5 % of fair samples fall below 0.05.
    below = Counter(kolmogorov_smirnov(sorted(rng.random() for _ in range(200))) < 0.05 for _ in range(1000))
    assert 20 <= below[True] <= 85


def test_a_file_of_class_solution_is_judged_on_the_problem_whose_methods_it_names() -> None:
    # 384 and 519 are both a class Solution with reset(): shuffle tells them apart, without --problem.
    path = LINKS / "python" / "384_accepted_sample.py"
    result = run_judge("test", str(path), "--json", env=ENV)
    assert result.json()["problem_number"] == 384, result.stderr


def test_judge_add_reads_a_class_solution_design_and_chooses_the_rule(tmp_path: Path) -> None:
    statement = tmp_path / "528.txt"
    statement.write_text(
        "528. Random Pick with Weight\nMedium\n\nPick index i with probability w[i] / sum(w).\n\n"
        'Example 1:\n\nInput\n["Solution","pickIndex"]\n[[[1]],[]]\nOutput\n[null,0]\n\n'
        "Constraints:\n\n1 <= w.length <= 10^4\n1 <= w[i] <= 10^5\n",
        encoding="utf-8",
    )
    starters = {
        "528.py": "class Solution:\n\n    def __init__(self, w: List[int]):\n        \n\n"
        "    def pickIndex(self) -> int:\n        \n",
        "528.java": "class Solution {\n\n    public Solution(int[] w) {\n        \n    }\n    \n"
        "    public int pickIndex() {\n        \n    }\n}\n",
    }
    for name, text in starters.items():
        starter = tmp_path / name
        starter.write_text(text, encoding="utf-8")
        home = tmp_path / name.replace(".", "-")
        env = {"XDG_DATA_HOME": str(home), "XDG_CACHE_HOME": str(tmp_path / "cache")}
        result = run_judge("add", str(statement), str(starter), env=env)
        assert result.returncode == 0, result.stderr
        assert "checker:     random-weighted-index, pickIndex draws at random" in result.stdout
        folder = home / "nqueens-judge" / "problems" / "random-pick-with-weight"
        problem = json.loads((folder / "problem.json").read_text())
        assert problem["checker"] == "random-weighted-index"
        assert problem["signature"]["classname"] == "Solution"
        assert problem["signature"]["constructor"]["params"] == [{"name": "w", "type": "integer[]"}]
        solution = LINKS / "python" / "528_accepted_prefix_sums.py"
        judged = run_judge("test", str(solution), env=env)
        assert judged.returncode == 0 and "Accepted" in judged.stdout, judged.stdout + judged.stderr


def test_an_exported_random_case_says_its_expected_answer_is_one_draw(tmp_path: Path) -> None:
    solution = LINKS / "python" / "528_accepted_prefix_sums.py"
    result = run_judge("export", str(solution), "--problem", "528", "--case", "case 2", str(tmp_path / "out"), env=ENV)
    assert result.returncode == 0, result.stderr
    assert (
        "expected answer (one possible draw: the calls that draw at random may answer otherwise): [null,1,1,1,1,1]"
        in (result.stdout)
    )
