# Reference solution for LeetCode 529, "Minesweeper", in Ruby: the board after one click.
#
# Idea: a mine clicked becomes 'X' and that is all. Otherwise reveal from the click with an
# explicit queue (no recursion, so a 50 x 50 empty board goes no deeper than one call): an
# unrevealed square next to k mines becomes the digit k and stops there; one with no mine around
# becomes 'B' and its unrevealed neighbours join the queue. A square is marked when it is queued,
# so none is queued twice.
#
# Cost: O(m * n) time and memory.

NEIGHBOURS = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]].freeze

# @param {Character[][]} board
# @param {Integer[]} click
# @return {Character[][]}
def update_board(board, click)
  row, col = click
  if board[row][col] == 'M'
    board[row][col] = 'X'
    return board
  end
  height = board.size
  width = board[0].size
  board[row][col] = 'B'
  queue = [[row, col]]
  until queue.empty?
    r, c = queue.shift
    around = []
    mines = 0
    NEIGHBOURS.each do |dr, dc|
      y = r + dr
      x = c + dc
      next if y.negative? || y >= height || x.negative? || x >= width

      cell = board[y][x]
      mines += 1 if cell == 'M'
      around << [y, x] if cell == 'E'
    end
    if mines.positive?
      board[r][c] = mines.to_s
    else
      around.each do |y, x|
        board[y][x] = 'B'
        queue << [y, x]
      end
    end
  end
  board
end
