# @param {Character[][]} board
# @return {Void} Do not return anything, modify board in-place instead.
def fill_blanks(board)
  board.each do |row|
    row.each_index { |j| row[j] = '#' if row[j] == '.' }
  end
end
