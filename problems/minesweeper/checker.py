"""The checker of LeetCode 529, "Minesweeper": the board after the click, exactly.

Only one board is right, so the answer is compared with the expected board cell by cell. What
the checker adds is the why: the differing cells are marked on the answer's grid, and the
pattern of the differences names the usual mistake (a hint key into HINTS).
"""

from __future__ import annotations

from judge.checking.result import CheckResult
from judge.core.problems import Case
from judge.core.values import describe
from judge.core.verdicts import Verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

CELLS = set("MEBX12345678")

# Its details' keys beyond the drawing every checker may use (grid, marked, hint), as JSON Schema.
DETAILS = {"expected": {"type": "array", "items": {"type": "string"}, "description": "The expected board, as rows."}}

HINTS: dict[str, str] = {
    "mine_not_exploded": "A click on an unrevealed mine 'M' changes that cell to 'X' and nothing else.",
    "mine_click_revealed": "After a click on a mine the game is over: return at once, revealing no other cell.",
    "digit_expanded": "A cell next to mines shows their number and stops: only a blank 'B' reveals its neighbours.",
    "blank_not_expanded": "A blank 'B' cell reveals all eight neighbours, diagonals included, and so on recursively.",
    "wrong_count": "Count the mines among all eight neighbours of a cell, the diagonal ones included.",
    "zero_digit": "A revealed cell with no adjacent mine is 'B', never the digit '0'.",
    "mine_touched": "The flood never reveals or explodes a mine that was not clicked: leave other 'M' cells alone.",
    "changed_revealed": "Cells that were already revealed ('B', digits, 'X') stay exactly as they were.",
}


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _shape_problem(output: Any, rows: int, columns: int) -> str | None:
    """Why the answer is not a rows x columns board of one-character strings, or None."""
    if not isinstance(output, list):
        return f"the answer is {describe(output)}, expected a list of {rows} rows"
    if len(output) != rows:
        return f"the board has {_count(len(output), 'row')}, expected {rows}"
    for index, row in enumerate(output):
        if not isinstance(row, list):
            return f"row {index} is {describe(row)}, expected a list of {columns} characters"
        if len(row) != columns:
            return f"row {index} has {_count(len(row), 'cell')}, expected {columns}"
        for column, cell in enumerate(row):
            if not isinstance(cell, str) or len(cell) != 1:
                return f"cell ({index}, {column}) is {describe(cell)}, expected a one-character string"
    return None


def _hint(before: list[list[str]], expected: list[list[str]], got: list[list[str]], click: tuple[int, int]) -> str:
    """The most telling mistake behind the differing cells."""
    r, c = click
    cells = [(y, x) for y in range(len(expected)) for x in range(len(expected[0])) if expected[y][x] != got[y][x]]
    if before[r][c] == "M":
        return "mine_not_exploded" if got[r][c] != "X" else "mine_click_revealed"
    if any(got[y][x] == "0" for y, x in cells):
        return "zero_digit"
    if any(before[y][x] not in "EM" for y, x in cells):
        return "changed_revealed"
    if any(before[y][x] == "M" for y, x in cells):
        return "mine_touched"
    if any(
        (expected[y][x].isdigit() and got[y][x] in "B12345678") or (expected[y][x] == "B" and got[y][x].isdigit())
        for y, x in cells
    ):
        return "wrong_count"
    if any(expected[y][x] == "E" and got[y][x] != "E" for y, x in cells):
        return "digit_expanded"
    return "blank_not_expanded"


def check(case: Case, output: Any) -> CheckResult:
    expected: list[list[str]] = case.expected
    before: list[list[str]] = case.input["board"]
    click = (case.input["click"][0], case.input["click"][1])
    if output == expected:  # compared in C: the cell-by-cell look below is only for a wrong board
        return CheckResult(Verdict.ACCEPTED)
    rows, columns = len(expected), len(expected[0])
    problem = _shape_problem(output, rows, columns)
    if problem is not None:
        return CheckResult(Verdict.WRONG_ANSWER, problem, {"expected": ["".join(row) for row in expected]})
    strange = sorted({cell for row in output for cell in row} - CELLS - {"0"})  # a '0' gets its own hint below
    if strange:
        grid = ["".join(row) for row in output]
        marked = [[y, x] for y, row in enumerate(output) for x, cell in enumerate(row) if cell in strange]
        message = f"the board holds {strange[0]!r}; cells are 'M', 'E', 'B', 'X' or a digit '1'-'8'"
        return CheckResult(Verdict.WRONG_ANSWER, message, {"grid": grid, "marked": marked})
    marked = [[y, x] for y in range(rows) for x in range(columns) if output[y][x] != expected[y][x]]
    if not marked:
        return CheckResult(Verdict.ACCEPTED)
    y, x = marked[0]
    count = len(marked)
    message = (
        f"{count} cell{'s' if count > 1 else ''} differ{'' if count > 1 else 's'} from the expected board; "
        f"first at row {y}, column {x}: expected {expected[y][x]!r}, got {output[y][x]!r}"
    )
    details = {
        "grid": ["".join(row) for row in output],
        "expected": ["".join(row) for row in expected],
        "marked": marked,
        "hint": _hint(before, expected, output, click),
    }
    return CheckResult(Verdict.WRONG_ANSWER, message, details)
