"""`judge growth`: a solution timed on growing inputs, and how its time grows beside the gallery's."""

from __future__ import annotations

import re

import pytest

from judge.core.problems import find_problem, parse_growth
from judge.core.signature import parse_signature
from judge.errors import UsageError
from judge.learner.growth import growth_factor, nearest_approach

from .conftest import ROOT, run_judge

GROWS = re.compile(r"grows x([0-9.]+) per step of n")
LARGEST = re.compile(r"the largest n within the 1000 ms limit: (\d+)")


def grown(path: str) -> tuple[int, float]:
    """(the largest n within the limit, the growth per step of n) that `judge growth` prints."""
    result = run_judge("growth", str(ROOT / path), timeout=100)
    assert result.returncode == 0, result.stdout + result.stderr
    largest, grows = LARGEST.search(result.stdout), GROWS.search(result.stdout)
    assert largest is not None and grows is not None, result.stdout
    return int(largest.group(1)), float(grows.group(1))


@pytest.mark.timeout(300)
@pytest.mark.parametrize(
    "approaches",
    [
        # 52, from the fastest-growing known complexity to the slowest: n^n, n * n!, pruned backtracking.
        (
            "solutions/n-queens-ii/time_limit_exceeded/all_placements.py",
            "solutions/n-queens-ii/accepted/permutations.py",
            "solutions/n-queens-ii/accepted/bitmask.py",
        ),
        # 51: every n-subset of the cells, every permutation, pruned backtracking.
        (
            "solutions/n-queens/time_limit_exceeded/cells_subsets.py",
            "solutions/n-queens/accepted/permutations.py",
            "solutions/n-queens/reference/reference.py",
        ),
    ],
    ids=["52", "51"],
)
def test_the_gallerys_approaches_grow_in_the_order_of_their_complexities(approaches: tuple[str, ...]) -> None:
    found = [grown(path) for path in approaches]
    largest = [size for size, _ in found]
    assert largest == sorted(largest) and largest[0] < largest[-1], found
    # The pruned search grows slowest; the unpruned ones faster.
    assert found[-1][1] < min(grows for _, grows in found[:-1]), found


def test_the_output_sets_the_solution_beside_the_gallery() -> None:
    result = run_judge("growth", str(ROOT / "solutions/n-queens-ii/accepted/up_down.py"), timeout=100)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("n-queens-ii: timing") and re.fullmatch(r"n = 4 +[0-9.]+ ms", lines[1]), lines
    assert re.search(r"like the gallery's [a-z ]+ approach \(x[0-9.]+\); the others: ", lines[-1]), lines[-1]


def test_a_problem_without_a_size_says_so_in_one_line() -> None:
    result = run_judge("growth", str(ROOT / "solutions/zuma-game/reference/reference.py"))
    assert result.returncode == 2
    assert result.stderr.strip() == "judge: error: no growth for problem 488: its problem.json names no size to grow"


def test_the_growth_is_the_mean_ratio_of_the_last_timed_sizes() -> None:
    assert growth_factor({8: 1.0, 9: 10.0, 10: 40.0, 11: 160.0}) == pytest.approx(4.0)
    assert growth_factor({8: 10.0, 10: 90.0}) == pytest.approx(3.0)  # a gap of two sizes: per step
    assert growth_factor({8: 0.5, 9: 1.5}) is None  # too quick to time
    assert nearest_approach(4.6, {"bitmask": 4.7, "permutations": 8.3}) == "bitmask"


@pytest.mark.parametrize(
    ("raw", "said"),
    [
        ({"parameter": "m", "sizes": [4, 9]}, "parameter must name an int parameter of the method, not 'm'"),
        ({"parameter": "n", "sizes": [9, 4]}, "sizes must be [first, last]"),
        ({"parameter": "n", "sizes": [4, 9], "approaches": {"x": 0.5}}, "approaches must map"),
        ({"parameter": "n", "sizes": [4, 9], "speed": 1}, "unknown fields 'speed'"),
        ([4, 9], "must be {"),
    ],
)
def test_a_malformed_growth_is_named_in_one_line(raw: object, said: str) -> None:
    signature = find_problem("52").signature
    with pytest.raises(UsageError, match=re.escape(said)):
        parse_growth(raw, signature, "problem.json: field 'growth'")


def test_the_other_parameters_need_values() -> None:
    signature = parse_signature(
        {"name": "f", "params": [{"name": "n", "type": "int"}, {"name": "k", "type": "int"}], "returns": "int"}
    )
    with pytest.raises(UsageError, match="inputs must give every other parameter a value"):
        parse_growth({"parameter": "n", "sizes": [1, 5]}, signature, "here")
    growth = parse_growth({"parameter": "n", "sizes": [1, 5], "inputs": {"k": 2}}, signature, "here")
    assert growth.sizes == (1, 2, 3, 4, 5) and growth.inputs == {"k": 2}
