# N-Queens (LeetCode 51), Ruby, ACCEPTED: backtracking with sets.
#
# Idea: place one queen per row; Sets hold the columns and the two kinds of diagonals
# (row + col and row - col) already attacked, so a square is checked in O(1). Set needs no
# `require 'set'` on LeetCode's Ruby 3.2, nor here.
#
# Cost: O(n!) time (pruned), plus O(n^2) per board found; O(n) space besides the output.

# @param {Integer} n
# @return {String[][]}
def solve_n_queens(n)
  cols = Set.new
  sums = Set.new
  diffs = Set.new
  queens = []
  boards = []

  place = lambda do |row|
    if row == n
      boards << queens.map { |col| ('.' * col) + 'Q' + ('.' * (n - col - 1)) }
      return
    end
    n.times do |col|
      next if cols.include?(col) || sums.include?(row + col) || diffs.include?(row - col)

      cols << col
      sums << row + col
      diffs << row - col
      queens.push(col)
      place.call(row + 1)
      queens.pop
      cols.delete(col)
      sums.delete(row + col)
      diffs.delete(row - col)
    end
  end

  place.call(0)
  boards
end
