# Reference solution for LeetCode 52, "N-Queens II", in Ruby: count the placements.
#
# Idea: backtracking one row at a time on bitmasks -- `free` holds the columns still open,
# `left` and `right` the squares of the current row attacked along the two diagonals. Only the
# count is kept, so a row's open squares are one mask and each queen is its lowest bit.
#
# Mirror symmetry halves the search: the first queen tries only the left half of the top row
# and those placements count twice; for odd n the middle column's placements count once.
#
# Cost: exponential time (about half the nodes of the plain search); O(n) memory.

def count_placements(free, left, right, full)
  return 1 if free.zero?

  count = 0
  open = free & ~(left | right)
  while open != 0
    bit = open & -open
    open ^= bit
    count += count_placements(free ^ bit, ((left | bit) << 1) & full, (right | bit) >> 1, full)
  end
  count
end

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  full = (1 << n) - 1
  total = 0
  (0...(n / 2)).each do |c|
    bit = 1 << c
    total += 2 * count_placements(full ^ bit, (bit << 1) & full, bit >> 1, full)
  end
  if n.odd?
    bit = 1 << (n / 2)
    total += count_placements(full ^ bit, (bit << 1) & full, bit >> 1, full)
  end
  total
end
