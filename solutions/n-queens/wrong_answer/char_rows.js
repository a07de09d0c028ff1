/*
 * N-Queens (LeetCode 51), JavaScript, WRONG ANSWER: rows are arrays of characters.
 *
 * Idea: backtracking with boolean arrays, the board kept as an n x n grid of "Q" / ".".
 * Bug: each board is returned as a copy of the grid -- an array of character arrays,
 * [["." , "Q", ".", "."], ...] -- instead of an array of row strings ["..Q.", ...]:
 * every row must be joined into one string (cells.join("")).
 *
 * Cost: O(n!) time (pruned), plus O(n^2) per board found; O(n^2) space.
 */

/**
 * @param {number} n
 * @return {string[][]}
 */
var solveNQueens = function (n) {
    const grid = Array.from({ length: n }, () => new Array(n).fill("."));
    const cols = new Array(n).fill(false);
    const up = new Array(2 * n - 1).fill(false);
    const down = new Array(2 * n - 1).fill(false);
    const result = [];

    const place = (r) => {
        if (r === n) {
            result.push(grid.map((cells) => [...cells])); // should be cells.join("")
            return;
        }
        for (let c = 0; c < n; c++) {
            if (cols[c] || up[r + c] || down[r - c + n - 1]) continue;
            cols[c] = up[r + c] = down[r - c + n - 1] = true;
            grid[r][c] = "Q";
            place(r + 1);
            grid[r][c] = ".";
            cols[c] = up[r + c] = down[r - c + n - 1] = false;
        }
    };

    place(0);
    return result;
};
