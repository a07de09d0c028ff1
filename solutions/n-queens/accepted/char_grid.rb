# N-Queens (LeetCode 51), Ruby, ACCEPTED: a grid of characters and boolean arrays.
#
# Idea: backtracking row by row on an n x n grid of '.' and 'Q', with boolean arrays of the
# occupied columns and diagonals (row - col shifted by n - 1 to index an array of 2n - 1).
# A finished grid is recorded with each row joined into one string, as LeetCode wants.
#
# Cost: O(n!) time (pruned), plus O(n^2) per board found; O(n^2) space besides the output.

def search(row, grid, cols, ups, downs, boards)
  n = grid.size
  if row == n
    boards << grid.map(&:join)
    return
  end
  n.times do |col|
    up = row + col
    down = row - col + n - 1
    next if cols[col] || ups[up] || downs[down]

    grid[row][col] = 'Q'
    cols[col] = ups[up] = downs[down] = true
    search(row + 1, grid, cols, ups, downs, boards)
    grid[row][col] = '.'
    cols[col] = ups[up] = downs[down] = false
  end
end

# @param {Integer} n
# @return {String[][]}
def solve_n_queens(n)
  boards = []
  grid = Array.new(n) { Array.new(n, '.') }
  search(0, grid, Array.new(n, false), Array.new(2 * n - 1, false), Array.new(2 * n - 1, false), boards)
  boards
end
