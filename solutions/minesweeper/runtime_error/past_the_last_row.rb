# Minesweeper (LeetCode 529), Ruby, RUNTIME ERROR: a row past the last one is nil.
#
# Idea: recursive reveal: a square with mines around shows their number, an empty one becomes
# 'B' and reveals its neighbours.
# Bug: the bounds check forgets the bottom edge (it tests y >= 0 but not y < height). Reading
# past the end of an Array gives nil instead of an error, so board[height] is nil, and
# nil[x] raises NoMethodError (undefined method `[]' for nil) as soon as a revealed square
# touches the bottom row.
#
# Cost: O(m * n) time; O(m * n) recursion depth in the worst case.

DIRECTIONS = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]].freeze

def inside?(board, y, x)
  y >= 0 && x >= 0 && x < board[0].size # y < board.size is missing
end

def reveal(board, y, x)
  around = DIRECTIONS.map { |dy, dx| [y + dy, x + dx] }.select { |ny, nx| inside?(board, ny, nx) }
  mines = around.count { |ny, nx| board[ny][nx] == 'M' }
  if mines.positive?
    board[y][x] = mines.to_s
    return
  end
  board[y][x] = 'B'
  around.each { |ny, nx| reveal(board, ny, nx) if board[ny][nx] == 'E' }
end

# @param {Character[][]} board
# @param {Integer[]} click
# @return {Character[][]}
def update_board(board, click)
  y, x = click
  if board[y][x] == 'M'
    board[y][x] = 'X'
  else
    reveal(board, y, x)
  end
  board
end
