// Reference solution for LeetCode 39, "Combination Sum".
//
// Take-or-skip recursion: at index i, either take candidates[i] once more (and stay at i, as it
// may be taken again) or move on to i + 1 for good. Each combination is thus decided by how many
// times each candidate is taken, and is produced exactly once.
//
// Cost: one step per (index, partial sum) path within the target; O(target) space besides the output.

function combinationSum(candidates: number[], target: number): number[][] {
    const result: number[][] = [];
    const path: number[] = [];
    const search = (i: number, remain: number): void => {
        if (remain === 0) {
            result.push(path.slice());
            return;
        }
        if (i === candidates.length) return;
        if (candidates[i] <= remain) {
            path.push(candidates[i]);
            search(i, remain - candidates[i]);
            path.pop();
        }
        search(i + 1, remain);
    };
    search(0, target);
    return result;
}
