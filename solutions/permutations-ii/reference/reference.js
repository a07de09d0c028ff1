// Reference solution for LeetCode 47, "Permutations II".
//
// Backtracking over the sorted numbers with a "used" flag per position. Equal numbers are
// neighbours once sorted, and nums[i] is skipped while an equal nums[i - 1] is unused: equal
// numbers are placed left to right only, so no permutation is built twice.
//
// Cost: one leaf per distinct permutation, O(n) to build and copy each; O(n) space besides the output.

/**
 * @param {number[]} nums
 * @return {number[][]}
 */
var permuteUnique = function(nums) {
    const sorted = [...nums].sort((a, b) => a - b);
    const result = [];
    const path = [];
    const used = new Array(sorted.length).fill(false);
    const extend = () => {
        if (path.length === sorted.length) {
            result.push(path.slice());
            return;
        }
        for (let i = 0; i < sorted.length; i++) {
            if (used[i]) continue;
            if (i > 0 && sorted[i] === sorted[i - 1] && !used[i - 1]) continue;
            used[i] = true;
            path.push(sorted[i]);
            extend();
            path.pop();
            used[i] = false;
        }
    };
    extend();
    return result;
};
