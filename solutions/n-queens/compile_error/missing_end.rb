# N-Queens (LeetCode 51), Ruby, COMPILE ERROR: an `end` is missing.
#
# Idea: backtracking with boolean arrays of the columns and diagonals.
# Bug: the `if` that records a finished board has no `end`, so every later `end` closes the
# wrong block and ruby reaches the end of the file still expecting one: "syntax error,
# unexpected end-of-input, expecting `end'". No case runs.
#
# Cost: would be O(n!) time (pruned); O(n) space besides the output.

# @param {Integer} n
# @return {String[][]}
def solve_n_queens(n)
  cols = Array.new(n, false)
  ups = Array.new(2 * n - 1, false)
  downs = Array.new(2 * n - 1, false)
  queens = []
  boards = []

  place = lambda do |r|
    if r == n
      boards << queens.map { |c| ('.' * c) + 'Q' + ('.' * (n - c - 1)) }
      return
    n.times do |c|
      next if cols[c] || ups[r + c] || downs[r - c + n - 1]

      cols[c] = ups[r + c] = downs[r - c + n - 1] = true
      queens << c
      place.call(r + 1)
      queens.pop
      cols[c] = ups[r + c] = downs[r - c + n - 1] = false
    end
  end

  place.call(0)
  boards
end
