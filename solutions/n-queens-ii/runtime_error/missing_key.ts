/*
 * N-Queens II (LeetCode 52), TypeScript, RUNTIME ERROR: a non-null assertion that is wrong.
 *
 * Idea: backtracking, with the free columns of each row kept in a Map from row to a list.
 * Bug: the Map is filled for rows 0 .. n-2 only, and `free.get(r)!` tells the compiler the
 * entry is always there: on the last row get() returns undefined, and setting its
 * length throws "TypeError: Cannot set properties of undefined". The type checker cannot
 * catch it: `!` switched its check off.
 *
 * Cost: O(n!) time (pruned); O(n^2) space.
 */

function totalNQueens(n: number): number {
    const free = new Map<number, number[]>();
    for (let r = 0; r < n - 1; r++) free.set(r, []); // the last row is forgotten

    const place = (r: number, queens: number[]): number => {
        if (r === n) return 1;
        const candidates = free.get(r)!;
        candidates.length = 0;
        for (let c = 0; c < n; c++) {
            if (queens.every((q, row) => q !== c && Math.abs(q - c) !== r - row)) candidates.push(c);
        }
        let total = 0;
        for (const c of [...candidates]) total += place(r + 1, [...queens, c]);
        return total;
    };

    return place(0, []);
}
