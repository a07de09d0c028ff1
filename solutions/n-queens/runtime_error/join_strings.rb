# N-Queens (LeetCode 51), Ruby, RUNTIME ERROR: calls a method strings do not have.
#
# Idea: backtracking with boolean arrays; the rows of the board are built as strings.
# Bug: at a full board the code still treats each row as an array of characters and calls
# row.join, but a String has no join method: NoMethodError (undefined method `join' for a
# String) at n = 1, the first case.
#
# Cost: O(n!) time (pruned); O(n) space besides the output.

# @param {Integer} n
# @return {String[][]}
def solve_n_queens(n)
  cols = Array.new(n, false)
  ups = Array.new(2 * n - 1, false)
  downs = Array.new(2 * n - 1, false)
  rows = []
  boards = []

  place = lambda do |r|
    if r == n
      boards << rows.map { |row| row.join }
      return
    end
    n.times do |c|
      next if cols[c] || ups[r + c] || downs[r - c + n - 1]

      cols[c] = ups[r + c] = downs[r - c + n - 1] = true
      rows << (('.' * c) + 'Q' + ('.' * (n - c - 1)))
      place.call(r + 1)
      rows.pop
      cols[c] = ups[r + c] = downs[r - c + n - 1] = false
    end
  end

  place.call(0)
  boards
end
