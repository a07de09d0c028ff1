/*
 * N-Queens II (LeetCode 52), TypeScript: backtracking with typed boolean arrays.
 *
 * Idea: one queen per row; Uint8Arrays mark the taken columns and the two diagonal
 * directions (r + c and r - c + n - 1). The count lives in a variable of this call, so
 * every case starts from zero.
 *
 * Cost: O(n!) time (pruned); O(n) space.
 */

function totalNQueens(n: number): number {
    const cols = new Uint8Array(n);
    const up = new Uint8Array(2 * n);
    const down = new Uint8Array(2 * n);
    let found = 0;

    function place(r: number): void {
        if (r === n) {
            found++;
            return;
        }
        for (let c = 0; c < n; c++) {
            const d = r - c + n - 1;
            if (cols[c] || up[r + c] || down[d]) continue;
            cols[c] = up[r + c] = down[d] = 1;
            place(r + 1);
            cols[c] = up[r + c] = down[d] = 0;
        }
    }

    place(0);
    return found;
}
