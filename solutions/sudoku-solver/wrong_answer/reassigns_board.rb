# Sudoku Solver (LeetCode 37), Ruby, WRONG ANSWER: the solved copy is assigned to the parameter.
#
# Idea: backtracking over the empty cells on a copy of the board (each row duplicated), trying
# the digits a cell's row, column and box do not hold yet.
# Bug: at the end, `board = grid` only points the method's local name at the solved copy; the
# caller's board is the array LeetCode passed in, still untouched. An in-place method must
# change that array itself: board.each_with_index { |row, r| row.replace(grid[r]) }.
#
# Cost: exponential in the worst case; O(81) memory plus the recursion.

def fits?(grid, r, c, digit)
  9.times do |i|
    return false if grid[r][i] == digit || grid[i][c] == digit
    return false if grid[(r / 3 * 3) + (i / 3)][(c / 3 * 3) + (i % 3)] == digit
  end
  true
end

def fill(grid, cells, index)
  return true if index == cells.size

  r, c = cells[index]
  ('1'..'9').each do |digit|
    next unless fits?(grid, r, c, digit)

    grid[r][c] = digit
    return true if fill(grid, cells, index + 1)
  end
  grid[r][c] = '.'
  false
end

# @param {Character[][]} board
# @return {Void} Do not return anything, modify board in-place instead.
def solve_sudoku(board)
  grid = board.map(&:dup)
  cells = []
  9.times { |r| 9.times { |c| cells << [r, c] if grid[r][c] == '.' } }
  fill(grid, cells, 0)
  board = grid # only the name `board` inside this method changes
end
