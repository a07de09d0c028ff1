# @param {Integer[]} nums
# @return {Void} Do not return anything, modify nums in-place instead.
def sort_in_place(nums)
  nums.sort!
end
