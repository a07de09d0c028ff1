# @param {Integer[]} nums
# @return {Boolean}
def all_even(nums)
  nums.all?(&:even?)
end
