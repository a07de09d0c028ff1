# N-Queens (LeetCode 51), Ruby, WRONG ANSWER: empty squares are marked '#'.
#
# Idea: the textbook backtracking (as the hello-algo chapter on N-Queens writes it): a free
# function n_queens over an n x n grid of single characters, with arrays of the columns and of
# both diagonals taken; solve_n_queens wraps it for LeetCode and joins each row into a string.
# Bug: the textbook marks an empty square '#', LeetCode wants '.': every board of n >= 4 is
# invalid (n = 1 passes, and 2 and 3 have no board at all).
#
# Cost: O(n!) time (pruned), plus O(n^2) per board found; O(n^2) space besides the output.

def try_row(row, n, grid, found, taken)
  if row == n
    found << grid.map(&:dup)
    return
  end
  (0...n).each do |col|
    keys = [[:col, col], [:down, row - col], [:up, row + col]]
    next if keys.any? { |key| taken[key] }

    grid[row][col] = 'Q'
    keys.each { |key| taken[key] = true }
    try_row(row + 1, n, grid, found, taken)
    grid[row][col] = '#'
    keys.each { |key| taken.delete(key) }
  end
end

# Every placement, each board an array of rows of single characters.
def n_queens(n)
  grid = Array.new(n) { Array.new(n, '#') }
  found = []
  try_row(0, n, grid, found, {})
  found
end

# @param {Integer} n
# @return {String[][]}
def solve_n_queens(n)
  n_queens(n).map { |board| board.map(&:join) }
end
