# Reference solution for LeetCode 51, "N-Queens", in Ruby: list every placement.
#
# Idea: backtracking one row at a time on bitmasks -- `free` holds the columns still open,
# `left` and `right` the squares of the current row attacked along the two diagonals --
# recording each row's queen as its row string, prepared once per column. A board is a copy of
# those strings at a leaf.
#
# Mirror symmetry halves the search: reflecting a board left to right maps column c to
# n - 1 - c, so the first queen only tries the left half of the top row and each board found
# there also yields its mirror image (kept row by row beside it). For odd n the middle column is
# searched as well, without mirroring: those boards' mirror images also start in the middle and
# are found on their own.
#
# The search's state lives in instance variables of the top-level object, set afresh by each
# call: cheaper to reach than a hash or a closure's variables in a method called millions of times.
#
# Cost: exponential time (about half the nodes of the plain search) plus O(n) per board
# returned; O(n) memory besides the output.

# One step of the search: rows 0...row hold their queens.
def place_queens(row, free, left, right)
  open = free & ~(left | right)
  if row == @last
    # One column is left: a board when it is safe.
    return if open.zero?

    @placed[row] = @rows[open]
    @mirrored[row] = @mirrors[open]
    @boards << @placed.dup
    @boards << @mirrored.dup if @mirror
    return
  end
  while open != 0
    bit = open & -open
    open ^= bit
    @placed[row] = @rows[bit]
    @mirrored[row] = @mirrors[bit]
    place_queens(row + 1, free ^ bit, ((left | bit) << 1) & @full, (right | bit) >> 1)
  end
end

# @param {Integer} n
# @return {String[][]}
def solve_n_queens(n)
  return [['Q']] if n == 1

  @full = (1 << n) - 1
  @last = n - 1
  @rows = {}
  @mirrors = {}
  n.times do |c|
    @rows[1 << c] = (('.' * c) + 'Q' + ('.' * (n - 1 - c))).freeze
    @mirrors[1 << c] = (('.' * (n - 1 - c)) + 'Q' + ('.' * c)).freeze
  end
  @placed = Array.new(n)
  @mirrored = Array.new(n)
  @boards = []
  first = (0...(n / 2)).to_a
  first << (n / 2) if n.odd?
  first.each do |c|
    bit = 1 << c
    @mirror = c < n / 2
    @placed[0] = @rows[bit]
    @mirrored[0] = @mirrors[bit]
    place_queens(1, @full ^ bit, (bit << 1) & @full, bit >> 1)
  end
  @boards
end
