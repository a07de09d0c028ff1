# N-Queens (LeetCode 51), Ruby, TIME LIMIT EXCEEDED: choosing n of the n^2 cells.
#
# Idea: backtrack over the cells in reading order, choosing n of them; a cell may not share a
# row or a column with a chosen one, and the diagonals are checked only once n cells are
# chosen. Correct, and instant up to n = 6, but the partial rook placements grow as
# sum C(n, k)^2 k! and each scans the cells left: millions of nodes for n = 9, far over a second.
#
# Cost: O(n^2 * sum_k C(n, k)^2 k!) time; O(n^2) space besides the output.

# @param {Integer} n
# @return {String[][]}
def solve_n_queens(n)
  boards = []
  chosen = []
  rows = Array.new(n, false)
  cols = Array.new(n, false)

  choose = lambda do |start|
    if chosen.size == n
      distinct = chosen.map { |r, c| r + c }.uniq.size == n && chosen.map { |r, c| r - c }.uniq.size == n
      boards << chosen.map { |_, c| ('.' * c) + 'Q' + ('.' * (n - 1 - c)) } if distinct
      return
    end
    (start...(n * n)).each do |cell|
      r, c = cell.divmod(n)
      next if rows[r] || cols[c]

      rows[r] = cols[c] = true
      chosen << [r, c]
      choose.call(cell + 1)
      chosen.pop
      rows[r] = cols[c] = false
    end
  end

  choose.call(0)
  boards
end
