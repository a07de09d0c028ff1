"""Reference solution for LeetCode 52, "N-Queens II": count the placements.

Idea: backtracking one row at a time on bitmasks -- f holds the free columns,
l and r the squares of the current row attacked along the two diagonal
directions -- plus the symmetries of the square to walk only part of the tree.

* Corner solutions (a queen on a corner square).  Turn the board so that
  queen is in the top-left corner; of such a board and its transpose keep the
  one whose column-1 queen lies below row j, where j is the row-1 queen's
  column.  Each board kept stands for exactly 8 solutions.
* All other solutions.  Each edge of the board (top and bottom rows, left and
  right columns) holds one queen; its "distance" is how far that queen is from
  the nearer end of the edge.  Turn the board so the top edge has the smallest
  distance d and its queen in the left half: the top queen is in column d, the
  outer columns are banned from the first and last d rows, and the bottom
  queen may not be within d of a corner.  If e edges tie for the smallest
  distance (e = 1..4), then e / |stabiliser| boards of a solution's orbit meet
  these rules and the orbit has 8 / |stabiliser| boards, so every board found
  is worth 8 / e solutions.  We add up 24 / e (always an integer) and divide
  by 3 at the end: no board is ever compared with its rotations.

Constant factors matter in Python, so the search is a chain of small closures
built once per case (one or two rows per call, row restrictions baked in, no
depth counters), a table lists the single bits of every mask so the hot loops
are plain ``for`` loops over tuples, and the last row is only tested for being
non-empty.

Cost: exponential time (about a quarter of the nodes of the plain bitmask
search, which is already far below n!), O(2^n) memory for the bit table and
O(n) recursion depth.  On the development machine (CPython 3.11) n = 14 takes
about 1.3 s; LeetCode only asks for n <= 9, which takes about a millisecond.
"""

from __future__ import annotations

# Annotations stay unevaluated strings (the line above), so loading this file imports nothing.
# In them, Step stands for Callable[[int, int, int], int]: one step of the search.


def _bit_table(n: int) -> list[tuple[int, ...]]:
    """table[m] is the tuple of single-bit masks whose sum is m (m < 2**n)."""
    table: list[tuple[int, ...]] = [()] * (1 << n)
    for m in range(1, 1 << n):
        table[m] = table[m & (m - 1)] + (m & -m,)
    return table


class Solution:
    def totalNQueens(self, n: int) -> int:
        if n < 4:
            return 1 if n == 1 else 0  # 2 and 3 have no solution
        full = (1 << n) - 1
        last = n - 1
        side = 1 | (1 << last)  # the two outer columns
        bits = _bit_table(n)

        # Every step function takes (f, l, r) for the row it starts on and
        # returns the weighted number of completions.

        def one_row(mask: int, child: Step) -> Step:
            if mask == full:

                def step(f: int, l: int, r: int) -> int:
                    t = 0
                    for b in bits[f & ~(l | r)]:
                        t += child(f ^ b, (l | b) << 1, (r | b) >> 1)
                    return t
            else:

                def step(f: int, l: int, r: int) -> int:
                    t = 0
                    for b in bits[f & ~(l | r) & mask]:
                        t += child(f ^ b, (l | b) << 1, (r | b) >> 1)
                    return t

            return step

        def two_rows(mask: int, child: Step) -> Step:
            if mask == full:

                def step(f: int, l: int, r: int) -> int:
                    t = 0
                    for b in bits[f & ~(l | r)]:
                        f2 = f ^ b
                        l2 = (l | b) << 1
                        r2 = (r | b) >> 1
                        for c in bits[f2 & ~(l2 | r2)]:
                            t += child(f2 ^ c, (l2 | c) << 1, (r2 | c) >> 1)
                    return t
            else:

                def step(f: int, l: int, r: int) -> int:
                    t = 0
                    for b in bits[f & ~(l | r) & mask]:
                        f2 = f ^ b
                        l2 = (l | b) << 1
                        r2 = (r | b) >> 1
                        for c in bits[f2 & ~(l2 | r2) & mask]:
                            t += child(f2 ^ c, (l2 | c) << 1, (r2 | c) >> 1)
                    return t

            return step

        def rows(count: int, mask: int, child: Step) -> Step:
            """Place `count` queens on consecutive rows, columns limited to mask."""
            for _ in range(count // 2):
                child = two_rows(mask, child)
            if count & 1:
                child = one_row(mask, child)  # the single row goes on top: fewer calls
            return child

        # ---- corner solutions: queen at row 0, column 0 ------------------
        def last_two(f: int, l: int, r: int) -> int:
            t = 0
            for b in bits[f & ~(l | r)]:
                if (f ^ b) & ~(((l | b) << 1) | ((r | b) >> 1)):
                    t += 1
            return t

        corners = 0
        for j in range(2, last):  # column of the row-1 queen
            # rows 2..j-1 may not use column 1; rows j..last are unrestricted
            search = rows(j - 2, full & ~2, rows(n - j - 2, full, last_two))
            b = 1 << j
            corners += search(full ^ 1 ^ b, (2 | b) << 1, b >> 1)
        total3 = 24 * corners  # three times the answer, see the module docstring

        # ---- no corner queen: top queen in column d, 1 <= d < n-1-d -------
        weights = (0, 24, 12, 8, 6)  # 24 // e for e tied edges
        inner = full & ~side
        outer = side  # columns the bottom queen may not use (within d of a corner)
        d = 1
        while d < last - d:
            hi = last - d  # the last row where an outer column may be used
            bottom_ok = full & ~outer
            tie_bits = (1 << d) | (1 << hi)  # bottom queen exactly d from a corner
            w_plain = w_tie = 0  # leaf weights, set on row hi
            top_tie = 0  # 1 when the row-d queen sits on an outer column

            def final(f: int, l: int, r: int) -> int:
                a = f & ~(l | r) & bottom_ok
                if not a:
                    return 0
                return w_tie if a & tie_bits else w_plain

            def last_two_inner(f: int, l: int, r: int) -> int:
                t = 0
                for b in bits[f & ~(l | r) & inner]:
                    a = (f ^ b) & bottom_ok & ~(((l | b) << 1) | ((r | b) >> 1))
                    if a:
                        t += w_tie if a & tie_bits else w_plain
                return t

            below = final if hi == last - 1 else rows(last - hi - 2, inner, last_two_inner)

            def row_hi(f: int, l: int, r: int) -> int:
                # Both outer columns must be taken by the end of this row.
                nonlocal w_plain, w_tie
                missing = f & side
                avail = f & ~(l | r)
                if missing:
                    if missing == side:
                        return 0
                    avail &= side  # this queen is d from the bottom: a tie
                    e = 2 + top_tie
                else:
                    e = 1 + top_tie
                if not avail:
                    return 0
                w_plain = weights[e]
                w_tie = weights[e + 1]
                t = 0
                for b in bits[avail]:
                    t += below(f ^ b, (l | b) << 1, (r | b) >> 1)
                return t

            middle = rows(hi - d - 1, full, row_hi)

            def row_d(f: int, l: int, r: int) -> int:
                nonlocal top_tie
                t = 0
                for b in bits[f & ~(l | r)]:
                    top_tie = 1 if b & side else 0  # outer queen d from the top
                    t += middle(f ^ b, (l | b) << 1, (r | b) >> 1)
                return t

            search = rows(d - 1, inner, row_d)
            b = 1 << d
            total3 += search(full ^ b, b << 1, b >> 1)
            d += 1
            outer |= ((outer << 1) | (outer >> 1)) & full
        return total3 // 3
