"""Reference solution for LeetCode 488, "Zuma Game".

Idea: breadth-first search over (row, sorted hand) states, so the first empty row found is
reached with the fewest balls. Four prunings keep the search small without losing the best
answer:

* a ball put right after a ball of its own colour makes the same row as one put right before
  that ball, so only the left end of each group is tried;
* a ball goes either next to a ball of its own colour, or between two equal balls of another
  colour (splitting a pair, which "RRWWRRBBRR" with hand "WB" needs); anywhere else it only
  adds a lone ball that a later ball would have to complete;
* equal balls of the hand are tried once (the hand is kept sorted);
* a row is dropped when the hand cannot supply what its colours lack (each colour needs
  three balls to vanish);
* the last ball of the hand can only empty the row by making a pair into three.

Removals are worked out around the new ball only: before a move no group holds three, so
only the new ball's group can vanish, then only the group its two neighbours form, and so on.

Cost: the number of states reached, far below the (17 * 5)^5 move sequences of a blind search;
O(states) memory.
"""

from collections import deque


def settle(row: str, at: int) -> str:
    """The row after the groups through position `at` vanish, chains included."""
    while row:
        left = right = at
        while left > 0 and row[left - 1] == row[at]:
            left -= 1
        while right + 1 < len(row) and row[right + 1] == row[at]:
            right += 1
        if right - left < 2:
            break
        row = row[:left] + row[right + 1 :]
        if left == 0 or left == len(row) or row[left - 1] != row[left]:
            break
        at = left
    return row


def hopeless(row: str, hand: str) -> bool:
    """True when some colour of the row can never gather three: fewer than 3 balls of it in
    row and hand together, or more balls missing over all colours than the hand holds, or one
    ball left and no pair of its colour for it to make three."""
    if len(hand) == 1 and hand * 2 not in row:
        return True
    needed = 0
    for colour in set(row):
        missing = 3 - row.count(colour)
        if missing > 0:
            if hand.count(colour) < missing:
                return True
            needed += missing
    return needed > len(hand)


class Solution:
    def findMinStep(self, board: str, hand: str) -> int:
        start = (board, "".join(sorted(hand)))
        seen = {start}
        queue = deque([(board, start[1], 0)])
        while queue:
            row, balls, steps = queue.popleft()
            for j, colour in enumerate(balls):
                if j and balls[j - 1] == colour:
                    continue
                rest = balls[:j] + balls[j + 1 :]
                # Only the places the prunings above allow, found in one pass over the row.
                for i, ball in enumerate(row):
                    if ball == colour:
                        if i and row[i - 1] == colour:
                            continue
                        if not rest and row[i + 1 : i + 2] != colour:
                            continue
                    elif not rest or not (i and row[i - 1] == ball):
                        continue
                    after = settle(row[:i] + colour + row[i:], i)
                    if not after:
                        return steps + 1
                    if rest and (after, rest) not in seen and not hopeless(after, rest):
                        seen.add((after, rest))
                        queue.append((after, rest, steps + 1))
        return -1
