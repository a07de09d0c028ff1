/*
 * N-Queens (LeetCode 51), TypeScript, COMPILE ERROR: the boards are columns, not rows.
 *
 * Idea: backtracking with boolean arrays, recording the column of each row's queen.
 * Bug: the list of queen columns (a number[]) is pushed as the board itself, but the
 * function declares string[][]: tsc reports "Argument of type 'number[]' is not
 * assignable to parameter of type 'string[]'" and nothing runs.
 *
 * Cost: would be O(n!) time (pruned); O(n) space.
 */

function solveNQueens(n: number): string[][] {
    const cols: boolean[] = new Array(n).fill(false);
    const up: boolean[] = new Array(2 * n - 1).fill(false);
    const down: boolean[] = new Array(2 * n - 1).fill(false);
    const queens: number[] = [];
    const result: string[][] = [];

    const place = (r: number): void => {
        if (r === n) {
            result.push([...queens]);
            return;
        }
        for (let c = 0; c < n; c++) {
            if (cols[c] || up[r + c] || down[r - c + n - 1]) continue;
            cols[c] = up[r + c] = down[r - c + n - 1] = true;
            queens.push(c);
            place(r + 1);
            queens.pop();
            cols[c] = up[r + c] = down[r - c + n - 1] = false;
        }
    };

    place(0);
    return result;
}
