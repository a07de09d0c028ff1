# Minesweeper (LeetCode 529), Ruby, WRONG ANSWER: a neighbour at index -1 is the last one.
#
# Idea: reveal from the click with a queue, counting the mines around each square.
# Bug: the neighbours are only checked against the board's far edges (y < height, x < width).
# Row -1 and column -1 raise no error in Ruby: a negative index reads from the end, so a square
# on the top row or the left column counts the mines of the bottom row or the right column as
# its neighbours, and reveals squares there.
#
# Cost: O(m * n) time and memory.

# @param {Character[][]} board
# @param {Integer[]} click
# @return {Character[][]}
def update_board(board, click)
  r, c = click
  if board[r][c] == 'M'
    board[r][c] = 'X'
    return board
  end
  queue = [[r, c]]
  board[r][c] = 'B'
  until queue.empty?
    y, x = queue.shift
    neighbours = [-1, 0, 1].product([-1, 0, 1]).reject { |dy, dx| dy.zero? && dx.zero? }
                           .map { |dy, dx| [y + dy, x + dx] }
                           .select { |ny, nx| ny < board.size && nx < board[0].size }
    mines = neighbours.count { |ny, nx| board[ny][nx] == 'M' }
    if mines.positive?
      board[y][x] = mines.to_s
      next
    end
    neighbours.each do |ny, nx|
      next unless board[ny][nx] == 'E'

      board[ny][nx] = 'B'
      queue << [ny, nx]
    end
  end
  board
end
