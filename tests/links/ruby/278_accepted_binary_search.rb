# The is_bad_version API is already defined for you.
# @param {Integer} version
# @return {boolean} whether the version is bad
# def is_bad_version(version):

# @param {Integer} n
# @return {Integer}
def first_bad_version(n)
  low, high = 1, n
  while low < high
    middle = low + (high - low) / 2
    if is_bad_version(middle)
      high = middle
    else
      low = middle + 1
    end
  end
  low
end
