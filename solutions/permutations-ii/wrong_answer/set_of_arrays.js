// Permutations II (LeetCode 47), WRONG ANSWER: dedupes with a Set of arrays.
//
// Idea: every ordering of the positions, as for 46, then `[...new Set(result)]` to drop the
// repeats. Bug: a JavaScript Set compares objects by identity, and every copy pushed is a new
// array, so no two are "equal" to it and nothing is dropped: example 1 answers six lists instead
// of three. A Set of strings (JSON.stringify(path)) would work, or skipping repeats while searching.

/**
 * @param {number[]} nums
 * @return {number[][]}
 */
var permuteUnique = function(nums) {
    const result = [];
    const path = [];
    const used = new Array(nums.length).fill(false);
    const extend = () => {
        if (path.length === nums.length) {
            result.push([...path]);
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
    return [...new Set(result)];
};
