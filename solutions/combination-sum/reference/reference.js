// Reference solution for LeetCode 39, "Combination Sum".
//
// Backtracking over the sorted candidates with a start index: after taking candidates[i] the
// search continues from i, never from an earlier index, so each combination is built once, in
// ascending order; the loop stops at the first candidate larger than what remains.
//
// Cost: one step per partial combination within the target; O(target) space besides the output.

/**
 * @param {number[]} candidates
 * @param {number} target
 * @return {number[][]}
 */
var combinationSum = function(candidates, target) {
    const sorted = [...candidates].sort((a, b) => a - b);
    const result = [];
    const path = [];
    const search = (start, remain) => {
        if (remain === 0) {
            result.push([...path]);
            return;
        }
        for (let i = start; i < sorted.length && sorted[i] <= remain; i++) {
            path.push(sorted[i]);
            search(i, remain - sorted[i]);
            path.pop();
        }
    };
    search(0, target);
    return result;
};
