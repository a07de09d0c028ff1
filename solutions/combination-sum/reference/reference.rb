# Reference solution for LeetCode 39, "Combination Sum", in Ruby.
#
# Backtracking over the sorted candidates with a start index: after taking candidates[i] the
# search continues from i, never from an earlier index, so each combination is built once, in
# ascending order; the loop stops at the first candidate larger than what remains.
#
# Cost: one step per partial combination within the target; O(target) space besides the output.

# @param {Integer[]} candidates
# @param {Integer} target
# @return {Integer[][]}
def combination_sum(candidates, target)
  sorted = candidates.sort
  result = []
  path = []
  search = lambda do |start, remain|
    if remain.zero?
      result << path.dup
      next
    end
    (start...sorted.size).each do |i|
      break if sorted[i] > remain

      path << sorted[i]
      search.call(i, remain - sorted[i])
      path.pop
    end
  end
  search.call(0, target)
  result
end
