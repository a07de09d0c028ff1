"""Design answers drawn at random (LeetCode's 380, 381, 382, 384, 398, 478, 497, 519, 528, 710).

The expected answer of such a case holds one possible draw, so a drawn result is not compared with
it. Instead each problem's rule follows the state the calls make (the set so far, the cells flipped)
and says whether a result is a possible draw there; every other call's result must be the expected
one. Then the case's draws, taken together, must follow the distribution the problem asks for:
each draw becomes a number in [0, 1) by the probability integral transform of the distribution it
was drawn from (an outcome's cumulative interval, a seeded point inside it for a discrete one), and
those numbers must not be both unlikely for uniform ones (a Kolmogorov-Smirnov test) and far from
them (DISTANCE). A fair solution fails it in about one case in a million; one that always draws the
same outcome, or draws uniformly where weights are given, fails it within a few hundred draws.
"""

from __future__ import annotations

import bisect
import json
import math
from collections import Counter

from judge.checking.design import DETAILS as CALL_DETAILS
from judge.checking.design import calls_up_to
from judge.checking.exact import same_value
from judge.checking.result import COUNT, CheckResult
from judge.core.problems import Case
from judge.core.values import bounded, describe
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    import random
    from collections.abc import Hashable, Sequence
    from typing import Any

# Below this p-value a case's draws are too unlikely for a fair solution. Fewer draws than
# MIN_DRAWS are not tested: no answer to LeetCode's examples is refused for being unlucky.
P_VALUE = 1e-6
MIN_DRAWS = 20
# And only a distribution this far from the one asked (the largest gap between the two cumulative
# distributions) is refused: LeetCode accepts C's `rand() % k`, whose modulo bias within its
# problems' limits (k up to 10^9, RAND_MAX 2^31 - 1) reaches a distance of 0.10, and so must the kit.
DISTANCE = 0.15

DETAILS: dict[str, Any] = {
    **CALL_DETAILS,
    "draws": {**COUNT, "description": "How many of the case's results were drawn at random."},
    "p_value": {"type": "number", "description": "The Kolmogorov-Smirnov test's p-value on the draws."},
    "distance": {
        "type": "number",
        "description": "The largest gap between the draws' cumulative distribution and the one asked.",
    },
    "most_drawn": {
        "type": "object",
        "description": "The outcome drawn most above its expected count: how often it came, how often it should.",
        "properties": {"outcome": {}, "count": COUNT, "expected": {"type": "number"}},
    },
}


class NotADraw(Exception):
    """The result is no outcome the call could draw: the message says why."""


class Draw:
    """One drawn result: its uniform value(s), and for a discrete outcome its key and probability."""

    __slots__ = ("outcome", "probability", "uniforms")

    def __init__(self, uniforms: tuple[float, ...], outcome: Hashable = None, probability: float = 0.0) -> None:
        self.uniforms, self.outcome, self.probability = uniforms, outcome, probability


def _ranked(below: float, weight: float, total: float, seed: random.Random, outcome: Hashable) -> Draw:
    """A discrete outcome of probability weight/total, after outcomes of weight `below` in all."""
    return Draw(((below + seed.random() * weight) / total,), outcome, weight / total)


def _integer(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise NotADraw(f"{what} is {_shown(value)}, not an integer")
    return value


def _pair(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise NotADraw(f"{what} is {_shown(value)}, not a pair [x, y]")
    return value


class Rule:
    """A random problem's state, from its constructor's arguments; `draw` checks one drawn result,
    `apply` makes any other call's change to the state."""

    drawn: frozenset[str] = frozenset()  # the methods whose results are drawn

    def __init__(self, *arguments: Any) -> None:
        del arguments

    def apply(self, operation: str, arguments: list[Any]) -> None:
        del operation, arguments

    def draw(self, operation: str, arguments: list[Any], got: Any, seed: random.Random) -> Draw | None:
        raise NotImplementedError


class RandomizedSet(Rule):
    """380: getRandom is any member of the set, each as likely."""

    drawn = frozenset({"getRandom"})

    def __init__(self) -> None:
        self.members: list[int] = []

    def apply(self, operation: str, arguments: list[Any]) -> None:
        value = arguments[0]
        at = bisect.bisect_left(self.members, value)
        present = at < len(self.members) and self.members[at] == value
        if operation == "insert" and not present:
            self.members.insert(at, value)
        elif operation == "remove" and present:
            del self.members[at]

    def draw(self, operation: str, arguments: list[Any], got: Any, seed: random.Random) -> Draw:
        value = _integer(got, "the result")
        at = bisect.bisect_left(self.members, value)
        if at == len(self.members) or self.members[at] != value:
            raise NotADraw(f"{value} is not in the set then ({_members(self.members)})")
        return _ranked(at, 1, len(self.members), seed, value)


class RandomizedCollection(Rule):
    """381: getRandom is any element of the multiset, a value as likely as its copies are many."""

    drawn = frozenset({"getRandom"})

    def __init__(self) -> None:
        self.counts: Counter[int] = Counter()

    def apply(self, operation: str, arguments: list[Any]) -> None:
        value = arguments[0]
        if operation == "insert":
            self.counts[value] += 1
        elif operation == "remove" and self.counts[value]:
            self.counts[value] -= 1
            if not self.counts[value]:
                del self.counts[value]

    def draw(self, operation: str, arguments: list[Any], got: Any, seed: random.Random) -> Draw:
        value = _integer(got, "the result")
        copies = self.counts.get(value, 0)
        if not copies:
            raise NotADraw(f"{value} is not in the collection then ({_members(sorted(self.counts))})")
        # The collection is small where draws are many (LeetCode's limits: 2 * 10^5 calls in all).
        below = sum(count for item, count in self.counts.items() if item < value)
        return _ranked(below, copies, self.counts.total(), seed, value)


class ListValue(Rule):
    """382: getRandom is the value of any node of the list, each node as likely."""

    drawn = frozenset({"getRandom"})

    def __init__(self, head: list[int]) -> None:
        self.values = sorted(head)

    def draw(self, operation: str, arguments: list[Any], got: Any, seed: random.Random) -> Draw:
        value = _integer(got, "the result")
        below = bisect.bisect_left(self.values, value)
        copies = bisect.bisect_right(self.values, value) - below
        if not copies:
            raise NotADraw(f"{value} is the value of no node of the list ({_members(self.values)})")
        return _ranked(below, copies, len(self.values), seed, value)


class Shuffle(Rule):
    """384: shuffle is any order of the array's elements, each order as likely; reset is the array."""

    drawn = frozenset({"shuffle"})
    RANKED = 12  # the leading places that make a shuffle's uniform value (a double holds no more)

    def __init__(self, nums: list[int]) -> None:
        self.nums = nums
        self.distinct = len(set(nums)) == len(nums)

    def draw(self, operation: str, arguments: list[Any], got: Any, seed: random.Random) -> Draw | None:
        if not isinstance(got, list) or sorted(map(_sortable, got)) != sorted(map(_sortable, self.nums)):
            raise NotADraw(f"{_shown(got)} is not an order of the array {_shown(self.nums)}")
        if not self.distinct:
            return None  # orders of equal elements are alike: not tested
        # Its place among all orders, by its leading elements (the first one's rank among the n, the
        # second's among the n - 1 left, ...): uniform when every order is as likely.
        left = sorted(self.nums)
        below, width = 0.0, 1.0
        for value in got[: self.RANKED]:
            at = bisect.bisect_left(left, value)
            width /= len(left)
            below += at * width
            del left[at]
        leading = min(3, len(got))
        return Draw((below + seed.random() * width,), tuple(got[:leading]), 1 / math.perm(len(got), leading))


class PickIndex(Rule):
    """398: pick(target) is any index of target in the array, each as likely."""

    drawn = frozenset({"pick"})

    def __init__(self, nums: list[int]) -> None:
        self.nums = nums
        self.indices: dict[Any, list[int]] = {}
        for index, value in enumerate(nums):
            self.indices.setdefault(value, []).append(index)

    def draw(self, operation: str, arguments: list[Any], got: Any, seed: random.Random) -> Draw:
        index = _integer(got, "the result")
        target = arguments[0]
        if not 0 <= index < len(self.nums) or self.nums[index] != target:
            held = f"holds {_shown(self.nums[index])}" if 0 <= index < len(self.nums) else "is out of the array"
            raise NotADraw(f"index {index} {held}, not {_shown(target)}")
        places = self.indices[target]
        return _ranked(bisect.bisect_left(places, index), 1, len(places), seed, index)


class PointInCircle(Rule):
    """478: randPoint is any point of the disc (its rim too), uniform over its area."""

    drawn = frozenset({"randPoint"})

    def __init__(self, radius: float, x_center: float, y_center: float) -> None:
        self.radius, self.x, self.y = radius, x_center, y_center

    def draw(self, operation: str, arguments: list[Any], got: Any, seed: random.Random) -> Draw:
        x, y = _pair(got, "the point")
        if not all(isinstance(value, (int, float)) and not isinstance(value, bool) for value in (x, y)):
            raise NotADraw(f"the point {_shown(got)} is not two numbers")
        dx, dy = x - self.x, y - self.y
        # Within 1e-5, as LeetCode compares doubles.
        if math.hypot(dx, dy) > self.radius + 1e-5:
            raise NotADraw(f"the point {_shown(got)} lies {math.hypot(dx, dy):.6g} from the centre, past the radius")
        # Uniform over the area: the squared distance and the angle are each uniform.
        spread = min(1.0, (dx * dx + dy * dy) / (self.radius * self.radius))
        return Draw((spread, (math.atan2(dy, dx) / (2 * math.pi)) % 1.0))


class PointInRectangles(Rule):
    """497: pick is any integer point of the rectangles, each point as likely."""

    drawn = frozenset({"pick"})

    def __init__(self, rects: list[list[int]]) -> None:
        self.rects = rects
        self.before: list[int] = []
        total = 0
        for a, b, x, y in rects:
            self.before.append(total)
            total += (x - a + 1) * (y - b + 1)
        self.total = total

    def draw(self, operation: str, arguments: list[Any], got: Any, seed: random.Random) -> Draw:
        x, y = (_integer(value, "a coordinate") for value in _pair(got, "the point"))
        for (a, b, right, top), before in zip(self.rects, self.before, strict=True):
            if a <= x <= right and b <= y <= top:
                place = before + (x - a) * (top - b + 1) + (y - b)
                return _ranked(place, 1, self.total, seed, (x, y))
        raise NotADraw(f"the point [{x}, {y}] lies in none of the rectangles")


class Flip(Rule):
    """519: flip is any cell not flipped since the last reset, each as likely; reset unflips all."""

    drawn = frozenset({"flip"})

    def __init__(self, m: int, n: int) -> None:
        self.rows, self.columns = m, n
        self.flipped: list[int] = []

    def apply(self, operation: str, arguments: list[Any]) -> None:
        if operation == "reset":
            self.flipped = []

    def draw(self, operation: str, arguments: list[Any], got: Any, seed: random.Random) -> Draw:
        i, j = (_integer(value, "an index") for value in _pair(got, "the cell"))
        if not (0 <= i < self.rows and 0 <= j < self.columns):
            raise NotADraw(f"the cell [{i}, {j}] is outside the {self.rows} x {self.columns} matrix")
        cell = i * self.columns + j
        at = bisect.bisect_left(self.flipped, cell)
        if at < len(self.flipped) and self.flipped[at] == cell:
            raise NotADraw(f"the cell [{i}, {j}] was flipped already (since the last reset)")
        left = self.rows * self.columns - len(self.flipped)
        self.flipped.insert(at, cell)
        return _ranked(cell - at, 1, left, seed, (i, j))


class WeightedIndex(Rule):
    """528: pickIndex is any index i, as likely as w[i] is of the sum of w."""

    drawn = frozenset({"pickIndex"})

    def __init__(self, w: list[int]) -> None:
        self.weights = w
        self.before = [0] * len(w)
        for index in range(1, len(w)):
            self.before[index] = self.before[index - 1] + w[index - 1]
        self.total = sum(w)

    def draw(self, operation: str, arguments: list[Any], got: Any, seed: random.Random) -> Draw:
        index = _integer(got, "the result")
        if not 0 <= index < len(self.weights):
            raise NotADraw(f"index {index} is out of w (of length {len(self.weights)})")
        return _ranked(self.before[index], self.weights[index], self.total, seed, index)


class Blacklist(Rule):
    """710: pick is any integer in [0, n) not in the blacklist, each as likely."""

    drawn = frozenset({"pick"})

    def __init__(self, n: int, blacklist: list[int]) -> None:
        self.n = n
        self.blacklist = sorted(set(blacklist))

    def draw(self, operation: str, arguments: list[Any], got: Any, seed: random.Random) -> Draw:
        value = _integer(got, "the result")
        if not 0 <= value < self.n:
            raise NotADraw(f"{value} is outside [0, {self.n})")
        at = bisect.bisect_left(self.blacklist, value)
        if at < len(self.blacklist) and self.blacklist[at] == value:
            raise NotADraw(f"{value} is in the blacklist")
        return _ranked(value - at, 1, self.n - len(self.blacklist), seed, value)


# Each rule as a built-in checker's name, with the LeetCode problem it is.
RULES: dict[str, tuple[int, type[Rule]]] = {
    "random-set": (380, RandomizedSet),
    "random-multiset": (381, RandomizedCollection),
    "random-list-value": (382, ListValue),
    "random-shuffle": (384, Shuffle),
    "random-pick-index": (398, PickIndex),
    "random-point-in-circle": (478, PointInCircle),
    "random-point-in-rectangles": (497, PointInRectangles),
    "random-flip": (519, Flip),
    "random-weighted-index": (528, WeightedIndex),
    "random-blacklist": (710, Blacklist),
}
BY_NUMBER = {number: name for name, (number, _) in RULES.items()}


def rule_fits(name: str, methods: Sequence[str]) -> bool:
    """Whether a design class with these methods has what the rule draws."""
    return RULES[name][1].drawn <= set(methods)


def checker_for_rule(name: str) -> Any:
    """The check(case, output) of one rule."""
    rule_class = RULES[name][1]

    def check(case: Case, output: Any) -> CheckResult:
        return check_draws(rule_class, case, output)

    check.__name__ = f"check_{name.replace('-', '_')}"
    return check


def check_draws(rule_class: type[Rule], case: Case, output: Any) -> CheckResult:
    """Every call checked in order (a draw by the rule, any other result as expected), then the
    case's draws together by the Kolmogorov-Smirnov test."""
    operations, arguments = case.input["operations"], case.input["arguments"]
    expected = case.expected if isinstance(case.expected, list) else []
    if not isinstance(output, list):
        got = describe(output) if isinstance(output, dict) else json.dumps(bounded(output))
        return CheckResult(Verdict.WRONG_ANSWER, f"expected a result for each call, got {got}")
    if len(output) != len(operations):
        said = f"{len(output)} results for {len(operations)} calls"
        return _wrong(case, output, min(len(output), len(operations)), said)
    import random  # only a random problem's check needs it: not on judge test's start-up path

    seed = random.Random(len(operations) * 1_000_003 + len(json.dumps(arguments[0])))
    try:
        rule = rule_class(*arguments[0])
    except (TypeError, ValueError) as error:  # the problem's own data does not fit its rule
        return CheckResult(Verdict.INTERNAL_ERROR, f"the case's constructor arguments do not fit the rule: {error}")
    draws: list[Draw] = []
    by_method: Counter[str] = Counter()
    for call in range(len(operations)):
        operation, given, result = operations[call], arguments[call], output[call]
        if call and operation in rule.drawn:
            try:
                drawn = rule.draw(operation, given, result, seed)
            except NotADraw as error:
                return _wrong(case, output, call, str(error))
            if drawn is not None:
                draws.append(drawn)
                by_method[operation] += 1
            continue
        want = expected[call] if call < len(expected) else None
        if not same_value(want, result):
            return _wrong(case, output, call, f"expected {_shown(want)}, got {_shown(result)}")
        if call:
            rule.apply(operation, given)
    return _spread(draws, by_method)


def _spread(draws: list[Draw], by_method: Counter[str]) -> CheckResult:
    """Accepted unless the draws, as uniform values, are too unlikely for a fair solution and far
    from uniform. Each of a draw's values (a point's distance and angle) is tested on its own."""
    if len(draws) < MIN_DRAWS:
        return CheckResult(Verdict.ACCEPTED)
    tested = [
        (kolmogorov_smirnov(ordered), distance(ordered))
        for ordered in (sorted(draw.uniforms[part] for draw in draws) for part in range(len(draws[0].uniforms)))
    ]
    p_value, gap = min(tested, key=lambda found: (found[1] < DISTANCE, found[0]))
    if p_value >= P_VALUE or gap < DISTANCE:
        return CheckResult(Verdict.ACCEPTED)
    methods = " and ".join(by_method)
    details: dict[str, Any] = {"draws": len(draws), "p_value": p_value, "distance": round(gap, 3)}
    said = f"p = {p_value:.2g}" if p_value > 1e-300 else "p < 1e-300"
    message = (
        f"over {len(draws)} calls of {methods}, the results are not spread as the problem asks"
        f" (their distribution is {gap:.2f} from it; a Kolmogorov-Smirnov test gives {said})"
    )
    # How often each outcome came against how often it should: its probability when it came (the
    # same at each draw where the state stays as it is), over all the draws.
    counts: Counter[Hashable] = Counter()
    chances: dict[Hashable, float] = {}
    for draw in draws:
        if draw.probability:
            counts[draw.outcome] += 1
            chances[draw.outcome] = chances.get(draw.outcome, 0.0) + draw.probability
    means = {outcome: chances[outcome] / counts[outcome] * len(draws) for outcome in counts}
    outcome = max(counts, key=lambda key: counts[key] - means[key], default=None)
    # Named only when it came far more often than chance allows (a flip that goes row by row
    # draws each cell as often as it should, in the wrong order).
    if outcome is not None and counts[outcome] - means[outcome] > 4 * math.sqrt(means[outcome]) + 2:
        shown = list(outcome) if isinstance(outcome, tuple) else outcome
        details["most_drawn"] = {"outcome": shown, "count": counts[outcome], "expected": round(means[outcome], 1)}
        mean = means[outcome]
        message += f": {_shown(shown)} came {counts[outcome]} times, about {mean:.{0 if mean >= 10 else 1}f} expected"
    return CheckResult(Verdict.WRONG_ANSWER, message, details)


def distance(ordered: list[float]) -> float:
    """The largest gap between the empirical distribution of sorted values in [0, 1] and the uniform one."""
    count = len(ordered)
    return max(max((index + 1) / count - value, value - index / count) for index, value in enumerate(ordered))


def kolmogorov_smirnov(ordered: list[float]) -> float:
    """The p-value of sorted values in [0, 1] being uniform: their distance from it, by Kolmogorov's
    limit law with Stephens' small-sample factor."""
    root = math.sqrt(len(ordered))
    scaled = (root + 0.12 + 0.11 / root) * distance(ordered)
    if scaled < 0.3:
        return 1.0
    total = sum((-1) ** (k - 1) * math.exp(-2 * k * k * scaled * scaled) for k in range(1, 101))
    return min(1.0, max(0.0, 2 * total))


def _wrong(case: Case, output: list[Any], call: int, said: str) -> CheckResult:
    operations = case.input["operations"]
    shown = min(call, len(operations) - 1)
    listed = ", ".join(_shown(argument) for argument in bounded(case.input["arguments"][shown]))
    details = {"first_wrong_call": call, "calls": calls_up_to(case, call, output)}
    return CheckResult(Verdict.WRONG_ANSWER, f"call {call}, {operations[shown]}({listed}): {said}", details)


def _shown(value: Any) -> str:
    return json.dumps(bounded(value), ensure_ascii=False, default=str)


def _members(values: Sequence[Any]) -> str:
    if not values:
        return "empty"
    shown = ", ".join(map(str, values[:8]))
    return f"{{{shown}{', ...' if len(values) > 8 else ''}}}"


def _sortable(value: Any) -> tuple[str, str]:
    return (type(value).__name__, json.dumps(value))
