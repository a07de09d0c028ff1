# N-Queens II (LeetCode 52), Ruby, WRONG ANSWER: a global counter that is never reset.
#
# Idea: backtracking with boolean arrays, counting completed boards in the global $solutions.
# Bug: $solutions is set once, when the file loads, and never reset by total_n_queens. On
# LeetCode (and here) every case runs in the same process, so each answer is the running total
# of all cases so far: n = 1 gives 1, but n = 2 gives 1 again instead of 0, and so on.
#
# Cost: O(n!) time (pruned); O(n) space.

$solutions = 0

def count_boards(row, n, cols, ups, downs)
  if row == n
    $solutions += 1
    return
  end
  n.times do |col|
    next if cols[col] || ups[row + col] || downs[row - col + n - 1]

    cols[col] = ups[row + col] = downs[row - col + n - 1] = true
    count_boards(row + 1, n, cols, ups, downs)
    cols[col] = ups[row + col] = downs[row - col + n - 1] = false
  end
end

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  count_boards(0, n, Array.new(n, false), Array.new(2 * n, false), Array.new(2 * n, false))
  $solutions
end
