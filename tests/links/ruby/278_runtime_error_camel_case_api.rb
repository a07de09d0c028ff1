# @param {Integer} n
# @return {Integer}
def first_bad_version(n)
  # The API's Python name: LeetCode's Ruby names it is_bad_version.
  (1..n).bsearch { |version| isBadVersion(version) }
end
