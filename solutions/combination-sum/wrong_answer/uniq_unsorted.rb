# Combination Sum (LeetCode 39), Ruby, WRONG ANSWER: duplicates removed with uniq, but orders differ.
#
# Idea: the search tries every candidate at every level (no start index), then tidies up with
# result.uniq. Bug: the same multiset found in different orders is different arrays -- [2, 2, 3],
# [2, 3, 2] and [3, 2, 2] -- so uniq keeps all three; each would have to be sorted first
# (result.map(&:sort).uniq), or the search given a start index.

# @param {Integer[]} candidates
# @param {Integer} target
# @return {Integer[][]}
def combination_sum(candidates, target)
  result = []
  search = lambda do |remain, path|
    if remain.zero?
      result << path
      next
    end
    candidates.each do |c|
      search.call(remain - c, path + [c]) if c <= remain
    end
  end
  search.call(target, [])
  result.uniq
end
