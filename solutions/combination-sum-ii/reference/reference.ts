// Reference solution for LeetCode 40, "Combination Sum II".
//
// Take or skip, over the sorted candidates: at index i, either take candidates[i] and move on to
// i + 1 (each entry once), or skip it together with every later copy of the same number (jump
// to the next different one). A combination is then decided by how many copies of each number
// it takes, and, as skipping a number skips all its copies, each one is produced exactly once.
//
// Cost: one step per distinct partial combination within the target; O(target) space besides the output.

function combinationSum2(candidates: number[], target: number): number[][] {
    const sorted = [...candidates].sort((a, b) => a - b);
    const result: number[][] = [];
    const path: number[] = [];
    const search = (i: number, remain: number): void => {
        if (remain === 0) {
            result.push(path.slice());
            return;
        }
        if (i === sorted.length || sorted[i] > remain) return;
        path.push(sorted[i]);
        search(i + 1, remain - sorted[i]);
        path.pop();
        let next = i + 1;
        while (next < sorted.length && sorted[next] === sorted[i]) next++;
        search(next, remain);
    };
    search(0, target);
    return result;
}
