/*
 * N-Queens (LeetCode 51), JavaScript, COMPILE ERROR: a parenthesis is missing.
 *
 * Idea: backtracking with Sets of attacked columns and diagonals.
 * Bug: the condition of the `if` in the loop lacks its closing parenthesis, so node cannot
 * parse the file ("SyntaxError: Unexpected token 'continue'") and no case runs.
 *
 * Cost: would be O(n!) time (pruned); O(n) space.
 */

/**
 * @param {number} n
 * @return {string[][]}
 */
var solveNQueens = function (n) {
    const cols = new Set();
    const sums = new Set();
    const diffs = new Set();
    const queens = [];
    const result = [];

    const place = (r) => {
        if (r === n) {
            result.push(queens.map((c) => ".".repeat(c) + "Q" + ".".repeat(n - c - 1)));
            return;
        }
        for (let c = 0; c < n; c++) {
            if (cols.has(c) || sums.has(r + c) || diffs.has(r - c) continue;
            cols.add(c), sums.add(r + c), diffs.add(r - c), queens.push(c);
            place(r + 1);
            cols.delete(c), sums.delete(r + c), diffs.delete(r - c), queens.pop();
        }
    };

    place(0);
    return result;
};
