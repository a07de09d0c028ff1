/*
 * N-Queens II (LeetCode 52), JavaScript, TIME LIMIT EXCEEDED: every placement is tried.
 *
 * Idea: count in base n through all n^n ways to put one queen on each row (an odometer of
 * columns), and test each complete placement for two queens sharing a column or a
 * diagonal. Correct, but it never prunes: n = 9 means 387,420,489 placements, each tested
 * in O(n^2) -- minutes, where backtracking takes milliseconds.
 *
 * Cost: O(n^n * n^2) time; O(n) space.
 */

/**
 * @param {number} n
 * @return {number}
 */
var totalNQueens = function (n) {
    const queens = new Array(n).fill(0);
    let total = 0;
    for (;;) {
        let safe = true;
        for (let a = 0; a < n && safe; a++) {
            for (let b = a + 1; b < n; b++) {
                if (queens[a] === queens[b] || Math.abs(queens[a] - queens[b]) === b - a) {
                    safe = false;
                    break;
                }
            }
        }
        if (safe) total++;
        let row = n - 1; // the next placement: add one to the last row, carrying upwards
        while (row >= 0 && queens[row] === n - 1) queens[row--] = 0;
        if (row < 0) return total;
        queens[row]++;
    }
};
