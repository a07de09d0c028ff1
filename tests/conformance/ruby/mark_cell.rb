# @param {Character[][]} board
# @param {Integer[]} click
# @return {Character[][]}
def mark_cell(board, click)
  row, col = click
  board[row][col] = 'X'
  board
end
