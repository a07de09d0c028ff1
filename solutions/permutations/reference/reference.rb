# Reference solution for LeetCode 46, "Permutations", in Ruby.
#
# Backtracking: the path grows by one number not yet in it at a time (the numbers are distinct,
# so "not yet in it" is path.include?), a full path is copied (dup) into the answer, and each
# choice is undone before the next.
#
# Cost: O(n * n!) time, with an O(n) include? per step; O(n) space besides the output.

# @param {Integer[]} nums
# @return {Integer[][]}
def permute(nums)
  result = []
  path = []
  extend = lambda do
    if path.size == nums.size
      result << path.dup
      next
    end
    nums.each do |num|
      next if path.include?(num)

      path << num
      extend.call
      path.pop
    end
  end
  extend.call
  result
end
