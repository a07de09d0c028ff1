"""The checker of LeetCode 37, "Sudoku Solver": any valid completion of the puzzle is right.

The answer is the board as the method left it (a void method: the judge reads the argument
back). It must be 9 rows of 9 one-character strings '1'-'9' that keep every given digit and
hold each digit once per row, column and 3 x 3 box. The expected board in the case is not
needed for that; the checker judges the rules themselves, and marks the cells at fault.
"""

from __future__ import annotations

from judge.checking.result import CheckResult
from judge.core.problems import Case
from judge.core.values import describe
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

DIGITS = set("123456789")
NEEDS_EXPECTED = False  # the rules decide; a puzzle without a stored solution is checked too

DETAILS: dict[str, object] = {}  # its details are only the drawing every checker may use (grid, marked, hint)

HINTS: dict[str, str] = {
    "not_in_place": (
        "Fill the given board in place: assigning a new board to the parameter, or returning one, leaves the"
        " caller's board as it was; write the digits into the board's own cells."
    ),
    "unfilled": "Some cells are still '.': the search gave up or undid its moves; stop once the last cell is set.",
    "given_changed": "Never overwrite the puzzle's given digits; only the '.' cells are yours to fill.",
    "box_clash": (
        "Rows and columns are fine but a 3 x 3 box repeats a digit: the box of (row, column) is"
        " (row / 3, column / 3) in whole numbers."
    ),
    "line_clash": "A row or column repeats a digit: check each candidate against its row, its column and its box.",
    "not_a_digit": "Each cell must hold the character '1' to '9', not the number 1 to 9 or a longer text.",
}


def _shape_problem(output: Any) -> str | None:
    """Why the answer is not 9 lists of 9 one-character strings, or None."""
    if not isinstance(output, list):
        return f"the board is {describe(output)}, expected a list of 9 rows"
    if len(output) != 9:
        return f"the board has {len(output)} row{'' if len(output) == 1 else 's'}, expected 9"
    for r, row in enumerate(output):
        if not isinstance(row, list):
            return f"row {r} is {describe(row)}, expected a list of 9 characters"
        if len(row) != 9:
            return f"row {r} has {len(row)} cell{'' if len(row) == 1 else 's'}, expected 9"
    return None


def _cell_text(cell: Any) -> str:
    """One character for the picture: the cell itself, an int digit as its digit, anything else '?'."""
    if isinstance(cell, str) and len(cell) == 1:
        return cell
    if isinstance(cell, int) and not isinstance(cell, bool) and 0 <= cell <= 9:
        return str(cell)
    return "?"


def _grid(output: list[list[Any]]) -> list[str]:
    """The rows as strings for the picture."""
    return ["".join(_cell_text(cell) for cell in row) for row in output]


def _units() -> list[tuple[str, list[tuple[int, int]]]]:
    rows = [(f"row {r}", [(r, c) for c in range(9)]) for r in range(9)]
    cols = [(f"column {c}", [(r, c) for r in range(9)]) for c in range(9)]
    boxes = [
        (
            f"the box at rows {b // 3 * 3}-{b // 3 * 3 + 2}, columns {b % 3 * 3}-{b % 3 * 3 + 2}",
            [(r, c) for r in range(b // 3 * 3, b // 3 * 3 + 3) for c in range(b % 3 * 3, b % 3 * 3 + 3)],
        )
        for b in range(9)
    ]
    return rows + cols + boxes


UNITS = _units()


def _wrong(message: str, output: list[list[Any]], marked: list[list[int]], hint: str) -> CheckResult:
    return CheckResult(Verdict.WRONG_ANSWER, message, {"grid": _grid(output), "marked": marked, "hint": hint})


def check(case: Case, output: Any) -> CheckResult:
    puzzle: list[list[str]] = case.input["board"]
    problem = _shape_problem(output)
    if problem is not None:
        return CheckResult(Verdict.WRONG_ANSWER, problem, {})

    strange = [
        [r, c]
        for r in range(9)
        for c in range(9)
        if not (isinstance(output[r][c], str) and output[r][c] in DIGITS | {"."})
    ]
    if strange:
        r, c = strange[0]
        return _wrong(
            f"cell ({r}, {c}) is {describe(output[r][c])} {output[r][c]!r}, expected a one-character string '1'-'9'",
            output,
            strange,
            "not_a_digit",
        )

    changed = [[r, c] for r in range(9) for c in range(9) if puzzle[r][c] != "." and output[r][c] != puzzle[r][c]]
    if changed:
        r, c = changed[0]
        count = len(changed)
        message = (
            f"{count} given digit{'s were' if count > 1 else ' was'} changed; "
            f"first at ({r}, {c}): the puzzle has {puzzle[r][c]!r}, the board {output[r][c]!r}"
        )
        return _wrong(message, output, changed, "given_changed")

    unfilled = [[r, c] for r in range(9) for c in range(9) if output[r][c] == "."]
    if unfilled:
        count = len(unfilled)
        if all(output[r][c] == puzzle[r][c] for r in range(9) for c in range(9)):
            message = f"the board is unchanged: all {count} empty cells are still '.'"
            return _wrong(message, output, unfilled, "not_in_place")
        r, c = unfilled[0]
        message = f"{count} cell{'s are' if count > 1 else ' is'} still '.', first at ({r}, {c})"
        return _wrong(message, output, unfilled, "unfilled")

    clashes: list[list[int]] = []
    first = ""
    line_clash = False
    for index, (name, cells) in enumerate(UNITS):
        seen: dict[str, list[tuple[int, int]]] = {}
        for r, c in cells:
            seen.setdefault(output[r][c], []).append((r, c))
        for digit, where in seen.items():
            if len(where) > 1:
                line_clash = line_clash or index < 18
                if not first:
                    places = " and ".join(f"({r}, {c})" for r, c in where)
                    first = f"{name} holds {digit!r} {len(where)} times, at {places}"
                clashes.extend([r, c] for r, c in where if [r, c] not in clashes)
    if clashes:
        return _wrong(first, output, clashes, "line_clash" if line_clash else "box_clash")
    return CheckResult(Verdict.ACCEPTED)
