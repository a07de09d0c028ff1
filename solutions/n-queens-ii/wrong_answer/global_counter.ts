/*
 * N-Queens II (LeetCode 52), TypeScript, WRONG ANSWER: the count is a global never reset.
 *
 * Idea: backtracking row by row with boolean arrays, adding 1 to a counter at each full
 * board. Bug: the counter is declared at the top level, and the judge (like LeetCode)
 * loads the file once and calls totalNQueens afresh for every case, so counts pile up
 * across cases. The first case is right; from the second on the answer includes the
 * earlier totals.
 *
 * Cost: O(n!) time (pruned); O(n) space.
 */

let placements = 0; // shared by every call, and never reset

function totalNQueens(n: number): number {
    const cols: boolean[] = new Array(n).fill(false);
    const up: boolean[] = new Array(2 * n - 1).fill(false);
    const down: boolean[] = new Array(2 * n - 1).fill(false);

    const place = (r: number): void => {
        if (r === n) {
            placements++;
            return;
        }
        for (let c = 0; c < n; c++) {
            if (cols[c] || up[r + c] || down[r - c + n - 1]) continue;
            cols[c] = up[r + c] = down[r - c + n - 1] = true;
            place(r + 1);
            cols[c] = up[r + c] = down[r - c + n - 1] = false;
        }
    };

    place(0);
    return placements;
}
