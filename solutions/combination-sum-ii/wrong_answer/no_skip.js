// Combination Sum II (LeetCode 40), WRONG ANSWER: each entry once, but nothing against equal numbers.
//
// Sorted, start index, recursion from i + 1: 39's reference with the one change for "at most
// once". Bug: two equal candidates are two entries, and each starts the same combinations: in
// example 1 both 1s give [1,2,5] and [1,7], so each is listed twice (six lists where four are
// expected). At one depth, a number equal to the one before must be skipped (i > start).

/**
 * @param {number[]} candidates
 * @param {number} target
 * @return {number[][]}
 */
var combinationSum2 = function(candidates, target) {
    candidates.sort((a, b) => a - b);
    const result = [];
    const path = [];
    const search = (start, remain) => {
        if (remain === 0) {
            result.push([...path]);
            return;
        }
        for (let i = start; i < candidates.length && candidates[i] <= remain; i++) {
            path.push(candidates[i]);
            search(i + 1, remain - candidates[i]);
            path.pop();
        }
    };
    search(0, target);
    return result;
};
