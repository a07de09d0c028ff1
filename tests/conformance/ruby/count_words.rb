# @param {String[][]} groups
# @return {Integer}
def count_words(groups)
  groups.sum(&:size)
end
