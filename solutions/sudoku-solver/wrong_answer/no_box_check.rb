# Sudoku Solver (LeetCode 37), Ruby, WRONG ANSWER: the 3 x 3 boxes are never checked.
#
# Idea: backtracking with a Set of the digits in each row and column, always filling next the
# empty cell with the fewest digits left to try.
# Bug: the boxes are forgotten, so the first filling that keeps rows and columns distinct is
# taken even when a box holds a digit twice: the board comes back full, and invalid.
#
# Cost: exponential in the worst case; O(81) memory plus the recursion.

DIGITS = ('1'..'9').to_a.freeze

# @param {Character[][]} board
# @return {Void} Do not return anything, modify board in-place instead.
def solve_sudoku(board)
  rows = Array.new(9) { |r| Set.new(board[r]) - ['.'] }
  cols = Array.new(9) { |c| Set.new(board.map { |row| row[c] }) - ['.'] }
  empty = []
  9.times { |r| 9.times { |c| empty << [r, c] if board[r][c] == '.' } }
  fill = lambda do
    return true if empty.empty?

    cell = empty.min_by { |r, c| DIGITS.count { |d| !rows[r].include?(d) && !cols[c].include?(d) } }
    empty.delete(cell)
    r, c = cell
    DIGITS.each do |digit|
      next if rows[r].include?(digit) || cols[c].include?(digit)

      board[r][c] = digit
      rows[r] << digit
      cols[c] << digit
      return true if fill.call

      rows[r].delete(digit)
      cols[c].delete(digit)
    end
    board[r][c] = '.'
    empty << cell
    false
  end
  fill.call
end
