# Reference solution for LeetCode 37, "Sudoku Solver", in Ruby: fill the board in place.
#
# Idea: backtracking on bit masks. Each row, column and 3 x 3 box keeps a 9-bit mask of the
# digits it already holds, so a cell's candidates are the bits free in all three masks. Each
# step fills the empty cell with the fewest candidates (often just one), which keeps the tree
# small even for puzzles with few givens; a cell with no candidate sends the search back.
#
# Cost: exponential in the worst case, a few hundred steps for typical puzzles; O(81) memory
# plus the recursion (at most 81 deep).

DIGITS = (1..9).map(&:to_s).freeze

# Fills the cells of `empty` from index `filled` on; true when the board is complete.
def fill_cells(board, empty, filled, masks)
  return true if filled == empty.size

  rows, cols, boxes = masks
  # Bring the most constrained empty cell to position `filled`.
  best = filled
  best_count = 10
  (filled...empty.size).each do |index|
    r, c, b = empty[index]
    count = (0x1ff & ~(rows[r] | cols[c] | boxes[b])).digits(2).sum
    if count < best_count
      best = index
      best_count = count
      break if count <= 1
    end
  end
  return false if best_count.zero?

  empty[filled], empty[best] = empty[best], empty[filled]
  r, c, b = empty[filled]
  open = 0x1ff & ~(rows[r] | cols[c] | boxes[b])
  while open != 0
    bit = open & -open
    open ^= bit
    rows[r] |= bit
    cols[c] |= bit
    boxes[b] |= bit
    board[r][c] = DIGITS[bit.bit_length - 1]
    return true if fill_cells(board, empty, filled + 1, masks)

    rows[r] ^= bit
    cols[c] ^= bit
    boxes[b] ^= bit
  end
  board[r][c] = '.'
  empty[filled], empty[best] = empty[best], empty[filled]
  false
end

# @param {Character[][]} board
# @return {Void} Do not return anything, modify board in-place instead.
def solve_sudoku(board)
  rows = Array.new(9, 0)
  cols = Array.new(9, 0)
  boxes = Array.new(9, 0)
  empty = []
  9.times do |r|
    9.times do |c|
      b = ((r / 3) * 3) + (c / 3)
      if board[r][c] == '.'
        empty << [r, c, b]
      else
        bit = 1 << (board[r][c].to_i - 1)
        rows[r] |= bit
        cols[c] |= bit
        boxes[b] |= bit
      end
    end
  end
  fill_cells(board, empty, 0, [rows, cols, boxes])
end
