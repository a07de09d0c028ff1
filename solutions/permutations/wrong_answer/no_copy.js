// Permutations (LeetCode 46), WRONG ANSWER: result.push(path) keeps a reference to the one array
// the search keeps changing, not a copy (path.slice() or [...path]); every entry is that same
// array, empty at the end: example 1 answers [[],[],[],[],[],[]].

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
            result.push(path);
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
