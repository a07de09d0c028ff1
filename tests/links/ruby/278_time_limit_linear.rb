# @param {Integer} n
# @return {Integer}
def first_bad_version(n)
  (1..n).find { |version| is_bad_version(version) }
end
