/*
 * N-Queens II (LeetCode 52), TypeScript, COMPILE ERROR: n is declared a string.
 *
 * Idea: backtracking on bitmasks of the attacked columns and diagonals.
 * Bug: the size is declared `n: string` and converted with Number(n), which is fine inside
 * the function, but LeetCode declares `function totalNQueens(n: number): number` and its
 * driver passes a number: tsc reports "Argument of type 'number' is not assignable to
 * parameter of type 'string'" on LeetCode's call, and nothing runs (as JavaScript the
 * file would be accepted).
 *
 * Cost: would be O(n!) time (pruned); O(n) space.
 */

function totalNQueens(n: string): number {
    const size = Number(n);
    const full = (1 << size) - 1;
    const place = (cols: number, left: number, right: number): number => {
        if (cols === full) return 1;
        let found = 0;
        for (let free = full & ~(cols | left | right); free !== 0; free &= free - 1) {
            const bit = free & -free;
            found += place(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
        }
        return found;
    };
    return place(0, 0, 0);
}
