# N-Queens II (LeetCode 52), Ruby, COMPILE ERROR: `else if` instead of `elsif`.
#
# Idea: backtracking on bitmasks of the attacked columns and diagonals.
# Bug: written as in C or Java, `else if` opens a second `if` inside the `else`, which needs an
# `end` of its own: ruby reaches the end of the file still expecting one ("syntax error,
# unexpected end-of-input, expecting `end'"). Ruby spells it `elsif`. No case runs.
#
# Cost: would be O(n!) time (pruned); O(n) space.

def count_masks(cols, left, right, full)
  if cols == full
    1
  else if (cols | left | right) == full
    0
  else
    total = 0
    open = full & ~(cols | left | right)
    while open != 0
      bit = open & -open
      open ^= bit
      total += count_masks(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1, full)
    end
    total
  end
end

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  count_masks(0, 0, 0, (1 << n) - 1)
end
