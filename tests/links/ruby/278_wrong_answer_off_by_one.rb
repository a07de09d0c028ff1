# @param {Integer} n
# @return {Integer}
def first_bad_version(n)
  low, high = 1, n
  while low < high
    middle = (low + high) / 2
    if is_bad_version(middle)
      high = middle - 1
    else
      low = middle + 1
    end
  end
  low
end
