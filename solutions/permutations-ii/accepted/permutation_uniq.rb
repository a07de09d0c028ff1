# Permutations II (LeetCode 47), Ruby, ACCEPTED: Array#permutation, then uniq.
#
# permutation orders the positions, so equal numbers give equal arrays several times; uniq
# compares arrays by their contents (eql? and hash), so it keeps one of each. All n! orderings
# are built first, but n is at most 8: 40320 arrays.

# @param {Integer[]} nums
# @return {Integer[][]}
def permute_unique(nums)
  nums.permutation.to_a.uniq
end
