// Combination Sum (LeetCode 39), WRONG ANSWER: result.push(path) stores the one array the search
// keeps changing instead of a copy ([...path]); once the search is over every entry is that same
// array, empty: example 1 answers [[],[]].

/**
 * @param {number[]} candidates
 * @param {number} target
 * @return {number[][]}
 */
var combinationSum = function(candidates, target) {
    candidates.sort((a, b) => a - b);
    const result = [];
    const path = [];
    const search = (start, remain) => {
        if (remain === 0) {
            result.push(path);
            return;
        }
        for (let i = start; i < candidates.length && candidates[i] <= remain; i++) {
            path.push(candidates[i]);
            search(i, remain - candidates[i]);
            path.pop();
        }
    };
    search(0, target);
    return result;
};
