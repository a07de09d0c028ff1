# @param {Integer[]} nums
# @param {Integer} by
# @return {Integer[]}
def shift_all(nums, by)
  nums.map { |num| num + by }
end
