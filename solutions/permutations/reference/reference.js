// Reference solution for LeetCode 46, "Permutations".
//
// Backtracking with a "used" flag per position: the path grows by one unused number at a time,
// a full path is copied (slice) into the answer, and each choice is undone before the next.
//
// Cost: O(n * n!) time; O(n) space besides the output.

/**
 * @param {number[]} nums
 * @return {number[][]}
 */
var permute = function(nums) {
    const result = [];
    const path = [];
    const used = new Array(nums.length).fill(false);
    const extend = () => {
        if (path.length === nums.length) {
            result.push(path.slice());
            return;
        }
        for (let i = 0; i < nums.length; i++) {
            if (used[i]) continue;
            used[i] = true;
            path.push(nums[i]);
            extend();
            path.pop();
            used[i] = false;
        }
    };
    extend();
    return result;
};
