// Permutations II (LeetCode 47), WRONG ANSWER: dedupes on the numbers joined with no separator.
//
// Idea: every ordering of the positions, kept only if its key has not been seen. Bug: the key is
// path.join(""), and numbers of one and two digits run together: for [1, 10, 1, 0] the orderings
// [1,10,1,0] and [1,1,0,10] both read "11010", so the second is taken for a repeat and lost (9
// lists where 12 are expected). With the examples' one-digit numbers it passes; join(",") works.

function permuteUnique(nums: number[]): number[][] {
    const seen = new Set<string>();
    const result: number[][] = [];
    const path: number[] = [];
    const used: boolean[] = new Array(nums.length).fill(false);
    const extend = (): void => {
        if (path.length === nums.length) {
            const key = path.join("");
            if (!seen.has(key)) {
                seen.add(key);
                result.push([...path]);
            }
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
}
