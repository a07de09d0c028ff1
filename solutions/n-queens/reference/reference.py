"""Reference solution for LeetCode 51, "N-Queens": list every placement.

Idea: backtracking one row at a time on bitmasks -- f holds the free columns,
l and r the squares of the current row attacked along the two diagonal
directions -- recording the chosen bit of each row in a list.  Boards are only
built at the leaves, from row strings prepared once per column.

Mirror symmetry halves the search: reflecting a board left-to-right reverses
every row, which maps column c to column n-1-c.  So the first queen only tries
the left half of the top row, and each board found there also yields its
mirror image (the same rows, each one reversed).  For odd n the middle column
is searched too, but its boards are not mirrored: their mirror images also
start in the middle column, so the search finds them on its own.  A board never
equals its own mirror image (all its queens would have to share the middle
column), so no board is produced twice.

To keep Python's constant factor low the search is a chain of small closures
built once per case (two rows per call, row indexes baked in), a table lists
the single bits of every mask so the hot loops are plain ``for`` loops over
tuples, and the last row is only tested for being non-empty.

Cost: exponential time -- about half the nodes of the plain bitmask search,
plus O(n) per row for each of the S(n) boards returned; O(2^n) memory for the
bit table besides the O(n^2 S(n)) output.  On the development machine (CPython
3.11) n = 12 (14200 boards) takes about 0.1 s; LeetCode only asks for n <= 9.
"""

from __future__ import annotations

# Annotations stay unevaluated strings (the line above), so loading this file imports nothing.
# In them, Step stands for Callable[[int, int, int], None]: one step of the search.


def _bit_table(n: int) -> list[tuple[int, ...]]:
    """table[m] is the tuple of single-bit masks whose sum is m (m < 2**n)."""
    table: list[tuple[int, ...]] = [()] * (1 << n)
    for m in range(1, 1 << n):
        table[m] = table[m & (m - 1)] + (m & -m,)
    return table


class Solution:
    def solveNQueens(self, n: int) -> list[list[str]]:
        if n < 4:
            return [["Q"]] if n == 1 else []  # 2 and 3 have no solution
        full = (1 << n) - 1
        last = n - 1
        bits = _bit_table(n)
        text = ["." * c + "Q" + "." * (last - c) for c in range(n)]
        row_of = {1 << c: text[c] for c in range(n)}
        mirror_of = {1 << c: text[last - c] for c in range(n)}  # reversed rows

        boards: list[list[str]] = []
        add = boards.append
        queens = [0] * n  # queens[y] = bit of the column used on row y
        mirrored = True  # whether boards found now also yield their mirror image

        def last_two(f: int, l: int, r: int) -> None:
            for b in bits[f & ~(l | r)]:
                a = (f ^ b) & ~(((l | b) << 1) | ((r | b) >> 1))
                if a:  # exactly one column is left, and it is safe
                    queens[-2] = b
                    queens[-1] = a
                    add([row_of[q] for q in queens])
                    if mirrored:
                        add([mirror_of[q] for q in queens])

        def one_row(y: int, child: Step) -> Step:
            def step(f: int, l: int, r: int) -> None:
                for b in bits[f & ~(l | r)]:
                    queens[y] = b
                    child(f ^ b, (l | b) << 1, (r | b) >> 1)

            return step

        def two_rows(y: int, child: Step) -> Step:
            z = y + 1

            def step(f: int, l: int, r: int) -> None:
                for b in bits[f & ~(l | r)]:
                    queens[y] = b
                    f2 = f ^ b
                    l2 = (l | b) << 1
                    r2 = (r | b) >> 1
                    for c in bits[f2 & ~(l2 | r2)]:
                        queens[z] = c
                        child(f2 ^ c, (l2 | c) << 1, (r2 | c) >> 1)

            return step

        # Rows 1 .. n-3 in pairs from the bottom up (a single row on top if
        # their number is odd), then the last two rows.
        search: Step = last_two
        y = last - 1  # first row handled by `search`
        while y >= 3:
            y -= 2
            search = two_rows(y, search)
        if y == 2:
            search = one_row(1, search)

        for col in range((n + 1) // 2):
            mirrored = 2 * col != last  # the middle column of an odd board is not mirrored
            b = 1 << col
            queens[0] = b
            search(full ^ b, b << 1, b >> 1)
        return boards
