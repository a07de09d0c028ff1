// Reference solution for LeetCode 47, "Permutations II".
//
// Backtracking over the distinct values and how many of each are left, instead of over
// positions: each step places one of the values still available. Equal numbers are one value
// with a count, so they cannot be told apart and no permutation is built twice.
//
// Cost: one leaf per distinct permutation, O(n) per step over the values; O(n) space besides the output.

function permuteUnique(nums: number[]): number[][] {
    const left = new Map<number, number>();
    for (const num of nums) left.set(num, (left.get(num) ?? 0) + 1);
    const values = [...left.keys()];
    const result: number[][] = [];
    const path: number[] = [];
    const extend = (): void => {
        if (path.length === nums.length) {
            result.push([...path]);
            return;
        }
        for (const value of values) {
            const count = left.get(value)!;
            if (count === 0) continue;
            left.set(value, count - 1);
            path.push(value);
            extend();
            path.pop();
            left.set(value, count);
        }
    };
    extend();
    return result;
}
