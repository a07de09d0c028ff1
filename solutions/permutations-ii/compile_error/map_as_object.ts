// Permutations II (LeetCode 47) in TypeScript, COMPILE ERROR: a Map is declared and an object given.
//
// Idea: count each value, then place one of each remaining value at a time, so equal numbers never
// start the same branch twice. Bug: the counts are declared a Map<number, number> but initialised
// with an object literal, which tsc refuses: "Type '{}' is missing the following properties from
// type 'Map<number, number>': clear, delete, forEach, get, and 8 more."
function permuteUnique(nums: number[]): number[][] {
    const counts: Map<number, number> = {};
    for (const value of nums) {
        counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const result: number[][] = [];
    const path: number[] = [];
    const place = (): void => {
        if (path.length === nums.length) {
            result.push([...path]);
            return;
        }
        for (const [value, left] of counts) {
            if (left === 0) continue;
            counts.set(value, left - 1);
            path.push(value);
            place();
            path.pop();
            counts.set(value, left);
        }
    };
    place();
    return result;
}
