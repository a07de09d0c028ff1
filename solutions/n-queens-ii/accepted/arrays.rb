# N-Queens II (LeetCode 52), Ruby, ACCEPTED: backtracking with boolean arrays.
#
# Idea: place one queen per row, keeping arrays of the occupied columns and of both
# diagonals (row + col, and row - col shifted by n - 1 so that it is never negative: a
# negative index would read from the array's end in Ruby). Count the rows completed.
#
# Cost: O(n!) time (pruned); O(n) space.

def count_from(row, n, cols, ups, downs)
  return 1 if row == n

  total = 0
  n.times do |col|
    up = row + col
    down = row - col + n - 1
    next if cols[col] || ups[up] || downs[down]

    cols[col] = ups[up] = downs[down] = true
    total += count_from(row + 1, n, cols, ups, downs)
    cols[col] = ups[up] = downs[down] = false
  end
  total
end

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  count_from(0, n, Array.new(n, false), Array.new(2 * n - 1, false), Array.new(2 * n - 1, false))
end
