# N-Queens II (LeetCode 52), Ruby, ACCEPTED: backtracking with sets, in a closure.
#
# Idea: one queen per row; Sets hold the attacked columns and diagonals (row + col, row - col:
# a Set takes negative numbers as they are). The recursive step is a lambda that sees the
# sets and the count of the enclosing call, so nothing is passed around.
#
# Cost: O(n!) time (pruned); O(n) space.

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  cols = Set.new
  sums = Set.new
  diffs = Set.new
  count = 0
  place = lambda do |row|
    if row == n
      count += 1
      return
    end
    (0...n).each do |col|
      next if cols.include?(col) || sums.include?(row + col) || diffs.include?(row - col)

      cols.add(col)
      sums.add(row + col)
      diffs.add(row - col)
      place.call(row + 1)
      cols.delete(col)
      sums.delete(row + col)
      diffs.delete(row - col)
    end
  end
  place.call(0)
  count
end
