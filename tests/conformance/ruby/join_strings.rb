# @param {String} board
# @param {String} hand
# @return {String}
def join_strings(board, hand)
  board + hand
end
