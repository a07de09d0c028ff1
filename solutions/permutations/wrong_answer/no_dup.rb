# Permutations (LeetCode 46), Ruby, WRONG ANSWER: `result << path` without .dup.
#
# Idea: backtracking, adding numbers not yet in the path. Bug: the answer stores the path Array
# object itself, which the search keeps changing; every entry is that one object, empty when the
# search is over, so example 1 answers [[], [], [], [], [], []].

# @param {Integer[]} nums
# @return {Integer[][]}
def permute(nums)
  result = []
  path = []
  extend = lambda do
    if path.size == nums.size
      result << path
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
