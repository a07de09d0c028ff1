# @param {Integer} n
# @return {Integer}
def guess_number(n)
  # Range#bsearch's find-any mode: guess says 1 below the pick, 0 at it, -1 above, as it wants.
  (1..n).bsearch { |num| guess(num) }
end
