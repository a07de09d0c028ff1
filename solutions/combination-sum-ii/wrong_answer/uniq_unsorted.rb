# Combination Sum II (LeetCode 40), Ruby, WRONG ANSWER: repeats removed with uniq, but in different orders.
#
# Idea: every subset of the entries, found with a start index over the candidates as given, then
# result.uniq to drop the repeats. Bug: a combination comes out in the order its entries sit in
# the array, and uniq compares arrays element by element: in example 1, [10,1,2,7,6,1,5], the 1
# before the 7 gives [1, 7], the 1 after it [7, 1], and uniq keeps both. Sorting each one
# (result.map(&:sort).uniq) would merge them, though a search through every subset of a hundred
# candidates would still be too slow; skipping repeats while searching is the way.

# @param {Integer[]} candidates
# @param {Integer} target
# @return {Integer[][]}
def combination_sum2(candidates, target)
  result = []
  search = lambda do |start, remain, path|
    if remain.zero?
      result << path
      next
    end
    (start...candidates.size).each do |i|
      search.call(i + 1, remain - candidates[i], path + [candidates[i]]) if candidates[i] <= remain
    end
  end
  search.call(0, target, [])
  result.uniq
end
