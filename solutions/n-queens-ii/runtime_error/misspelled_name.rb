# N-Queens II (LeetCode 52), Ruby, RUNTIME ERROR: a misspelled variable.
#
# Idea: backtracking with boolean arrays of the columns and diagonals.
# Bug: `diagonls` is misspelled where a queen is taken back. Ruby looks a name up only when
# its line runs, so the file loads fine; the first queen taken back (at n = 1 already) raises
# NameError (undefined local variable or method `diagonls'), with Ruby's "did you mean?".
#
# Cost: O(n!) time (pruned); O(n) space.

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  cols = Array.new(n, false)
  diagonals = Array.new(2 * n - 1, false)
  anti = Array.new(2 * n - 1, false)
  count = 0
  place = lambda do |row|
    if row == n
      count += 1
      return
    end
    n.times do |col|
      d = row - col + n - 1
      next if cols[col] || diagonals[d] || anti[row + col]

      cols[col] = diagonals[d] = anti[row + col] = true
      place.call(row + 1)
      cols[col] = diagonls[d] = anti[row + col] = false
    end
  end
  place.call(0)
  count
end
