/*
 * N-Queens (LeetCode 51), TypeScript: backtracking with boolean arrays.
 *
 * Idea: one queen per row; `cols[c]`, `up[r + c]` and `down[r - c + n - 1]` say whether a
 * column or a diagonal is taken. `queens[r]` is the column of row r's queen; a board is
 * drawn from it only when all n rows are filled.
 *
 * Cost: O(n!) time (pruned), plus O(n^2) per board found; O(n) extra space.
 */

interface Search {
    cols: boolean[];
    up: boolean[];
    down: boolean[];
    queens: number[];
}

const solveNQueens = (n: number): string[][] => {
    const state: Search = {
        cols: new Array<boolean>(n).fill(false),
        up: new Array<boolean>(2 * n - 1).fill(false),
        down: new Array<boolean>(2 * n - 1).fill(false),
        queens: new Array<number>(n).fill(0),
    };
    const result: string[][] = [];

    const draw = (): string[] => state.queens.map((c) => ".".repeat(c) + "Q" + ".".repeat(n - c - 1));

    const place = (r: number): void => {
        if (r === n) {
            result.push(draw());
            return;
        }
        const { cols, up, down, queens } = state;
        for (let c = 0; c < n; c++) {
            if (cols[c] || up[r + c] || down[r - c + n - 1]) continue;
            cols[c] = up[r + c] = down[r - c + n - 1] = true;
            queens[r] = c;
            place(r + 1);
            cols[c] = up[r + c] = down[r - c + n - 1] = false;
        }
    };

    place(0);
    return result;
};
