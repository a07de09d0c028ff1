// Reference solution for LeetCode 40, "Combination Sum II".
//
// Backtracking over the sorted candidates with a start index: each entry is used at most once
// (recurse from i + 1), and at one depth only the first of equal candidates is tried, so no
// combination is built twice while repeated numbers stay usable deeper down; the loop stops at
// the first candidate larger than what remains.
//
// Cost: one step per distinct partial combination within the target; O(target) space besides the output.

/**
 * @param {number[]} candidates
 * @param {number} target
 * @return {number[][]}
 */
var combinationSum2 = function(candidates, target) {
    const sorted = [...candidates].sort((a, b) => a - b);
    const result = [];
    const path = [];
    const search = (start, remain) => {
        if (remain === 0) {
            result.push([...path]);
            return;
        }
        for (let i = start; i < sorted.length && sorted[i] <= remain; i++) {
            if (i > start && sorted[i] === sorted[i - 1]) continue;
            path.push(sorted[i]);
            search(i + 1, remain - sorted[i]);
            path.pop();
        }
    };
    search(0, target);
    return result;
};
