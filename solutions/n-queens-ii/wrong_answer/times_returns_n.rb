# N-Queens II (LeetCode 52), Ruby, WRONG ANSWER: the count is lost after the loop.
#
# Idea: backtracking with boolean arrays; the count is summed over the columns of each row.
# Bug: the method's last expression is `n.times do ... end`, and Integer#times returns the
# integer it was called on, not the sum: the method answers n itself (1 for n = 1, which
# passes; 2 for n = 2, where 0 is expected). Ruby returns the last expression's value,
# whatever it is; the running `total` must be the last line.
#
# Cost: O(n!) time (pruned); O(n) space.

def count_rows(row, n, cols, ups, downs)
  return 1 if row == n

  total = 0
  n.times do |col|
    next if cols[col] || ups[row + col] || downs[row - col + n - 1]

    cols[col] = ups[row + col] = downs[row - col + n - 1] = true
    total += count_rows(row + 1, n, cols, ups, downs)
    cols[col] = ups[row + col] = downs[row - col + n - 1] = false
  end
end

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  count_rows(0, n, Array.new(n, false), Array.new(2 * n - 1, false), Array.new(2 * n - 1, false))
end
