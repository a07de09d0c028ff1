# @param {Integer[][]} grid
# @return {Integer[]}
def row_sums(grid)
  grid.map(&:sum)
end
