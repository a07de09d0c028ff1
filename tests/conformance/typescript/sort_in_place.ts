/**
 Do not return anything, modify nums in-place instead.
 */
function sortInPlace(nums: number[]): void {
    nums.sort((a, b) => a - b);
};
