/**
 * @param {number[]} nums
 * @return {boolean}
 */
var allEven = function(nums) {
    return nums.every((num) => num % 2 === 0);
};
