#!/usr/bin/env python3
"""Generate the test data of LeetCode 488, "Zuma Game".

Each expected answer is found by two independent exhaustive searches that must agree, both
trying every colour of the hand at every position of the row:

* breadth first over (row, hand) states, level by level, so the first empty row is the
  fewest balls;
* a memoised depth-first search, the minimum over every insertion of 1 + the best for the
  row that remains.

Both prune only what provably cannot matter: a ball put right after one of its colour (the
same row as putting it right before), mirror images of a row, and rows that some colour can
no longer clear (fewer balls of it in row and hand than the three a group needs).

The cases: LeetCode's four examples; then the inputs published solutions quote as LeetCode's own
tests, so the first failure a learner sees is the one LeetCode would show (first those that sink
the greedy "only insert next to the same colour" solutions, in the order such solutions meet
them there, then the others from light to heavy); the constraints' edges (a row of 1, a hand of
1, a row of 16 with a hand of 5); and random rows of 16 with hands of 5 chosen so the set holds
impossible rows, answers from 1 to 5 and rows where the greedy answer is wrong. A fast pruned
search sorts the random draws into those kinds; every row kept is then solved by both exhaustive
searches, which must agree with it.

No case is harsher than LeetCode's heaviest known one ("RRGGBBYYWWRRGGBB" / "RGBYW": about a
million (row, hand) states for a memoised search over every insertion); "YYRGWRBYGGBGBGWY" /
"BWGRY", quoted too, costs the same and is left out to keep this generator quick.

Usage:
    python problems/zuma-game/generate.py            # (re)write data/cases.json
    python problems/zuma-game/generate.py --check    # exit 1 if the file on disk is stale

Exit status: 0 on success, 1 when --check finds a missing or different file, 2 when the two
searches disagree (nothing is written).
"""

from __future__ import annotations

import functools
import random
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from judge.core.casefile import OracleMismatch, generator_main

SEED = 488
COLOURS = "RYBGW"

FIXED = [
    ("example 1", "WRRBBW", "RB"),
    ("example 2", "WWRRBBWW", "WRBRW"),
    ("example 3", "G", "GGGGG"),
    ("example 4", "RBYYBBRRB", "YRBGB"),
    # LeetCode's own tests, as published solutions quote them.
    ("LeetCode test: split a pair first", "RRWWRRBBRR", "WB"),
    ("LeetCode test: greedy fails (5)", "RRYGGYYRRYYGGYRR", "GGBBB"),
    ("LeetCode test: greedy fails (2)", "RRYRRYYRYYRRYYRR", "YYRYY"),
    ("LeetCode test: greedy fails (5)", "RYYRRYYRYRYYRYYR", "RRRRR"),
    ("LeetCode test: greedy fails (3)", "YYRRYYRYRYYRRYY", "RRRYR"),
    ("LeetCode test: greedy fails (5)", "RYYRRYYR", "YYYYY"),
    ("LeetCode test: greedy fails (3)", "RRYRRYYRRYYRYYRR", "YYYY"),
    ("LeetCode test", "WR", "WWRR"),
    ("LeetCode test", "WWBBWBBWW", "BB"),
    ("LeetCode test", "WWGWGW", "GWBWR"),
    ("LeetCode test", "BRWGWYY", "YGBWY"),
    ("LeetCode test", "GWRBGYWGWGWYGRYW", "BRGGW"),
    ("LeetCode test", "WWRBBWWGGBBRRGWB", "WGGBB"),
    ("LeetCode test: pairs 16", "RRGGBBYYWWRRGGBB", "RGBYW"),
    ("row of 1, hand of 1", "R", "R"),
    ("row of 1, wrong colour", "R", "YBGWY"),
    ("pair, hand of 1", "RR", "R"),
    ("two pairs kept apart", "RRYY", "RY"),
    ("five pairs, one ball each", "RRBBGGYYWW", "WYGBR"),
    ("one of each colour", "RYBGW", "RYBGW"),
    ("alternating 16", "RYRYRYRYRYRYRYRY", "RRYYR"),
    ("only the hand's colour", "WWBWWBWWBWWBWWBW", "BBBBB"),
]


GROUP = re.compile(r"(.)\1\1+")  # three or more balls of one colour


def shrink(row: str) -> str:
    """The row after every group of three or more balls of one colour has gone, chains included
    (whole-row rescans until nothing changes)."""
    while True:
        shorter = GROUP.sub("", row, count=1)
        if shorter == row:
            return row
        row = shorter


def insert(row: str, position: int, colour: str) -> str:
    """The row after putting colour at position and the removals that follow, worked out
    locally: only the group holding the new ball can reach three, then only the group its two
    neighbours form when they meet (the row never holds three in a row between moves)."""
    row = row[:position] + colour + row[position:]
    at = position
    while row:
        left = right = at
        while left > 0 and row[left - 1] == row[at]:
            left -= 1
        while right + 1 < len(row) and row[right + 1] == row[at]:
            right += 1
        if right - left < 2:
            return row
        row = row[:left] + row[right + 1 :]
        if left == 0 or left == len(row) or row[left - 1] != row[left]:
            return row
        at = left
    return row


def canonical(row: str) -> str:
    """A row and its mirror image need the same number of balls: keep one of the two."""
    mirror = row[::-1]
    return mirror if mirror < row else row


def hopeless(row: str, hand: str) -> bool:
    """True when the hand is too small to ever empty the row. Balls only leave in groups of
    three or more of one colour, so a colour with k < 3 balls in the row needs at least 3 - k
    more from the hand: each such colour must be in the hand that often, and the hand must
    hold all those balls together."""
    needed = 0
    for colour in set(row):
        missing = 3 - row.count(colour)
        if missing > 0:
            if hand.count(colour) < missing:
                return True
            needed += missing
    return needed > len(hand)


def by_bfs(row: str, hand: str) -> int:
    """Search 1: breadth first over (row, sorted hand), every ball at every position (a ball
    put just after one of its colour makes the same row as one put just before it, so those
    positions are skipped); the level of the first empty row."""
    level = {(canonical(row), "".join(sorted(hand)))}
    for steps in range(1, len(hand) + 1):
        following = set()
        for current, current_hand in level:
            for colour in set(current_hand):
                rest = current_hand.replace(colour, "", 1)
                for position in range(len(current) + 1):
                    if position and current[position - 1] == colour:
                        continue
                    after = insert(current, position, colour)
                    if not after:
                        return steps
                    if rest and not hopeless(after, rest):
                        following.add((canonical(after), rest))
        level = following
    return -1


def by_memo_dfs(row: str, hand: str) -> int:
    """Search 2: depth first with a memo keyed by the row and the sorted hand; every ball at
    every position, removals by rescanning the whole row."""

    @functools.cache
    def best(current: str, current_hand: str) -> float:
        if not current:
            return 0
        result = float("inf")
        if hopeless(current, current_hand):
            return result
        for colour in set(current_hand):
            rest = current_hand.replace(colour, "", 1)
            rows = {shrink(current[:position] + colour + current[position:]) for position in range(len(current) + 1)}
            for after in rows:
                result = min(result, 1 + best(canonical(after), rest))
        return result

    answer = best(canonical(row), "".join(sorted(hand)))
    return -1 if answer == float("inf") else int(answer)


def greedy(row: str, hand: str) -> int:
    """The once-accepted greedy (insert only beside a ball of the same colour): to find rows it gets wrong."""

    @functools.cache
    def best(current: str, current_hand: str) -> float:
        if not current:
            return 0
        result = float("inf")
        for colour in set(current_hand):
            rest = current_hand.replace(colour, "", 1)
            for position in range(len(current)):
                if current[position] == colour:
                    result = min(result, 1 + best(shrink(current[:position] + colour + current[position:]), rest))
        return result

    answer = best(row, "".join(sorted(hand)))
    return -1 if answer == float("inf") else int(answer)


def quick(row: str, hand: str) -> int:
    """A fast pruned breadth-first search (balls only beside their colour or between an equal
    pair), used only to choose which random rows to keep; the kept rows' answers come from
    answer()."""
    if hopeless(row, hand):
        return -1
    level = {(row, "".join(sorted(hand)))}
    for steps in range(1, len(hand) + 1):
        following = set()
        for current, current_hand in level:
            for colour in set(current_hand):
                rest = current_hand.replace(colour, "", 1)
                for i in range(len(current) + 1):
                    if i and current[i - 1] == colour:
                        continue
                    beside = i < len(current) and current[i] == colour
                    if beside or (0 < i < len(current) and current[i - 1] == current[i]):
                        after = insert(current, i, colour)
                        if not after:
                            return steps
                        if rest and not hopeless(after, rest):
                            following.add((after, rest))
        level = following
    return -1


def answer(row: str, hand: str) -> int:
    first, second = by_bfs(row, hand), by_memo_dfs(row, hand)
    if first != second:
        raise OracleMismatch(f"board {row!r}, hand {hand!r}: BFS says {first}, memoised DFS says {second}")
    return first


def random_row(rng: random.Random, length: int, colours: str) -> str:
    """A row with no three balls of one colour in a row (LeetCode's rule for the initial board)."""
    row = ""
    while len(row) < length:
        ball = rng.choice(colours)
        if len(row) >= 2 and row[-1] == row[-2] == ball:
            continue
        row += ball
    return row


def build_cases() -> list[dict]:
    cases = []
    for name, row, hand in FIXED:
        cases.append({"name": name, "input": {"board": row, "hand": hand}, "expected": answer(row, hand)})

    # Random rows of the largest size, drawn with a fixed seed until each wanted kind is present:
    # every answer from -1 to 5 a few times, and rows the greedy gets wrong.
    rng = random.Random(SEED)
    wanted = {-1: 1, 1: 2, 2: 3, 3: 3, 4: 3, 5: 3}  # LeetCode's tests hold impossible rows already
    greedy_wrong = 2
    attempts = 0
    while (any(wanted.values()) or greedy_wrong) and attempts < 5000:
        attempts += 1
        colours = "".join(rng.sample(COLOURS, rng.choice((2, 3, 3, 4, 5))))
        row = random_row(rng, 16, colours)
        hand = "".join(rng.choice(colours) for _ in range(5))
        expected = quick(row, hand)
        if greedy_wrong and expected != greedy(row, hand):
            greedy_wrong -= 1
            name = f"random 16/5, greedy fails ({expected})"
        elif wanted.get(expected):
            wanted[expected] -= 1
            name = f"random 16/5, answer {expected}"
        else:
            continue
        if answer(row, hand) != expected:
            raise OracleMismatch(f"board {row!r}, hand {hand!r}: the exhaustive searches disagree with the pruned one")
        cases.append({"name": name, "input": {"board": row, "hand": hand}, "expected": expected})
    if any(wanted.values()) or greedy_wrong:
        raise OracleMismatch(f"could not draw every kind of case: still wanted {wanted}, greedy {greedy_wrong}")
    return cases


def main(argv: Sequence[str] | None = None) -> int:
    data = Path(__file__).resolve().parent / "data" / "cases.json"
    return generator_main("Generate the Zuma Game test data.", lambda: {data: build_cases()}, argv)


if __name__ == "__main__":
    sys.exit(main())
