/**
 * @param {number[]} nums
 * @param {number} by
 * @return {number[]}
 */
var shiftAll = function(nums, by) {
    return nums.map((num) => num + by);
};
