# Permutations II (LeetCode 47), Ruby, WRONG ANSWER: 46's "not yet in the path" test by value.
#
# Idea: the path grows by a number it does not hold yet, path.include?(num), which is how 46's
# Ruby reference tells the numbers apart. Bug: with repeats, the second copy of a number is "in
# the path" as soon as the first is, so it can never be placed and no path reaches full length
# when the input repeats a number: example 1 answers []. The test has to be by position (a used
# flag per index) or by count (how many copies of each value are left).

# @param {Integer[]} nums
# @return {Integer[][]}
def permute_unique(nums)
  result = []
  path = []
  extend = lambda do
    if path.size == nums.size
      result << path.dup
      next
    end
    nums.uniq.each do |num|
      next if path.include?(num)

      path << num
      extend.call
      path.pop
    end
  end
  extend.call
  result
end
