# N-Queens (LeetCode 51), Ruby, WRONG ANSWER: a negative index reads from the end.
#
# Idea: backtracking with boolean arrays of the columns and of both diagonals.
# Bug: the row - col diagonal is used as an index without shifting it by n - 1. Where other
# languages raise an index error, Ruby reads a negative index from the array's end: the
# diagonal row - col = -1 shares its slot with row - col = n - 1, so a queen on one blocks the
# other, and boards go missing: n = 4 finds none (n = 5 happens to find all ten).
#
# Cost: O(n!) time (pruned); O(n) space besides the output.

# @param {Integer} n
# @return {String[][]}
def solve_n_queens(n)
  cols = Array.new(n, false)
  ups = Array.new(2 * n - 1, false)
  downs = Array.new(n, false) # should hold 2n - 1 diagonals, indexed by row - col + n - 1
  queens = []
  boards = []

  place = lambda do |row|
    if row == n
      boards << queens.map { |col| ('.' * col) + 'Q' + ('.' * (n - col - 1)) }
      return
    end
    n.times do |col|
      next if cols[col] || ups[row + col] || downs[row - col]

      cols[col] = ups[row + col] = downs[row - col] = true
      queens << col
      place.call(row + 1)
      queens.pop
      cols[col] = ups[row + col] = downs[row - col] = false
    end
  end

  place.call(0)
  boards
end
