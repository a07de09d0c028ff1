/*
 * N-Queens (LeetCode 51), JavaScript, RUNTIME ERROR: calls a method strings do not have.
 *
 * Idea: backtracking with boolean arrays; the rows of the board are built as strings.
 * Bug: at a full board the code still treats each row as an array of characters and calls
 * row.join(""), but a string has no join method: `row.join` is undefined, and calling it
 * throws "TypeError: row.join is not a function" (for n = 1, the first case).
 *
 * Cost: O(n!) time (pruned); O(n) space.
 */

/**
 * @param {number} n
 * @return {string[][]}
 */
var solveNQueens = function (n) {
    const cols = new Array(n).fill(false);
    const up = new Array(2 * n - 1).fill(false);
    const down = new Array(2 * n - 1).fill(false);
    const rows = [];
    const result = [];

    const place = (r) => {
        if (r === n) {
            result.push(rows.map((row) => row.join("")));
            return;
        }
        for (let c = 0; c < n; c++) {
            if (cols[c] || up[r + c] || down[r - c + n - 1]) continue;
            cols[c] = up[r + c] = down[r - c + n - 1] = true;
            rows.push(".".repeat(c) + "Q" + ".".repeat(n - c - 1));
            place(r + 1);
            rows.pop();
            cols[c] = up[r + c] = down[r - c + n - 1] = false;
        }
    };

    place(0);
    return result;
};
