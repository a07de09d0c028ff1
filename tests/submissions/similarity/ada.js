/*
 * N-Queens (LeetCode 51), JavaScript: backtracking with boolean arrays.
 *
 * Idea: one queen per row; `cols[c]`, `up[r + c]` and `down[r - c + n - 1]` say whether a
 * column or a diagonal is taken. `queens[r]` is the column of row r's queen; a board is
 * drawn from it only when all n rows are filled.
 *
 * Cost: O(n!) time (pruned), plus O(n^2) per board found; O(n) extra space.
 */

function solveNQueens(n) {
    const cols = new Array(n).fill(false);
    const up = new Array(2 * n - 1).fill(false);
    const down = new Array(2 * n - 1).fill(false);
    const queens = new Array(n).fill(0);
    const result = [];

    function draw() {
        const board = [];
        for (let r = 0; r < n; r++) {
            let row = "";
            for (let c = 0; c < n; c++) row += queens[r] === c ? "Q" : ".";
            board.push(row);
        }
        return board;
    }

    function place(r) {
        if (r === n) {
            result.push(draw());
            return;
        }
        for (let c = 0; c < n; c++) {
            if (cols[c] || up[r + c] || down[r - c + n - 1]) continue;
            cols[c] = up[r + c] = down[r - c + n - 1] = true;
            queens[r] = c;
            place(r + 1);
            cols[c] = up[r + c] = down[r - c + n - 1] = false;
        }
    }

    place(0);
    return result;
}
