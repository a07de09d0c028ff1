/**
 * @param {number[]} nums
 * @return {void} Do not return anything, modify nums in-place instead.
 */
var sortInPlace = function(nums) {
    nums.sort((a, b) => a - b);
};
