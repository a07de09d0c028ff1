# @param {Integer[][]} grid
# @return {Integer[][]}
def transpose(grid)
  grid.transpose
end
