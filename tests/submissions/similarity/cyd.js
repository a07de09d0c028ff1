/*
 * N-Queens (LeetCode 51), JavaScript: backtracking with three Sets.
 *
 * Idea: place one queen per row; a column c on row r is free when c, r + c (the "/"
 * diagonal) and r - c (the "\" diagonal) are in none of the three sets of attacked lines.
 * The board is kept as an array of character arrays and copied out (rows joined into
 * strings) at every full placement.
 *
 * Cost: O(n!) time (pruned), plus O(n^2) per board found; O(n^2) extra space.
 */

/**
 * @param {number} n
 * @return {string[][]}
 */
var solveNQueens = function (n) {
    const cols = new Set();
    const sums = new Set();
    const diffs = new Set();
    const board = Array.from({ length: n }, () => new Array(n).fill("."));
    const result = [];

    function place(row) {
        if (row === n) {
            result.push(board.map((cells) => cells.join("")));
            return;
        }
        for (let col = 0; col < n; col++) {
            if (cols.has(col) || sums.has(row + col) || diffs.has(row - col)) continue;
            cols.add(col);
            sums.add(row + col);
            diffs.add(row - col);
            board[row][col] = "Q";
            place(row + 1);
            board[row][col] = ".";
            cols.delete(col);
            sums.delete(row + col);
            diffs.delete(row - col);
        }
    }

    place(0);
    return result;
};
