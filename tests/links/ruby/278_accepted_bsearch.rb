# @param {Integer} n
# @return {Integer}
def first_bad_version(n)
  # Range#bsearch's find-minimum mode: the first version the block is true for.
  (1..n).bsearch { |version| is_bad_version(version) }
end
