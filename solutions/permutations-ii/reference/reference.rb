# Reference solution for LeetCode 47, "Permutations II", in Ruby.
#
# Backtracking over the distinct values and how many of each are left (nums.tally), not over
# positions: each step places one value that still has copies. Equal numbers are one value with
# a count, so they cannot be told apart and no permutation is built twice. A full path is copied
# (dup) into the answer.
#
# Cost: one leaf per distinct permutation, O(n) per step over the values; O(n) space besides the output.

# @param {Integer[]} nums
# @return {Integer[][]}
def permute_unique(nums)
  left = nums.tally
  result = []
  path = []
  extend = lambda do
    if path.size == nums.size
      result << path.dup
      next
    end
    left.each_key do |value|
      next if left[value].zero?

      left[value] -= 1
      path << value
      extend.call
      path.pop
      left[value] += 1
    end
  end
  extend.call
  result
end
