# N-Queens II (LeetCode 52), Ruby, TIME LIMIT EXCEEDED: every placement of one queen per row.
#
# Idea: enumerate all n^n ways to give each row one queen (a repeated permutation of the
# columns) and count those whose columns, row + col values and row - col values are all
# distinct. Correct, but nothing is pruned before a placement is complete: n = 9 means
# 9^9 = 387,420,489 candidates, minutes of Ruby.
#
# Cost: O(n * n^n) time; O(n) space.

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  (0...n).to_a.repeated_permutation(n).count do |cols|
    cols.uniq.size == n &&
      cols.each_with_index.map { |col, row| row + col }.uniq.size == n &&
      cols.each_with_index.map { |col, row| row - col }.uniq.size == n
  end
end
