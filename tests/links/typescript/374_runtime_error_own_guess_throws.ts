// A guess of the file's own replaces LeetCode's API: it compiles, and it throws.
function guess(num: number): number {
    throw new Error("guess is LeetCode's: " + num);
}

function guessNumber(n: number): number {
    return guess(n) === 0 ? n : 1;
}
