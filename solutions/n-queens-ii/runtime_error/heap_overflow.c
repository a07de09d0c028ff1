/*
 * N-Queens II (LeetCode 52) in C, RUNTIME ERROR: a write past the end of a malloc'd array.
 *
 * Idea: backtracking row by row with flag arrays for the columns and diagonals taken.
 * Bug: the diagonal arrays are allocated with n flags, but an n x n board has 2n - 1
 * diagonals: row + col reaches n on the second row of n = 2, and the flag is read and written
 * past the end of the block. Plain C would carry on with corrupted memory; AddressSanitizer
 * (LeetCode and this judge build with it) stops at the first bad access and names its line.
 *
 * Cost: O(n!) time at most; O(n) space.
 */

static int count(int row, int n, bool *cols, bool *diagonals, bool *antiDiagonals) {
    if (row == n) return 1;
    int total = 0;
    for (int col = 0; col < n; col++) {
        if (cols[col] || diagonals[row + col] || antiDiagonals[n - 1 - row + col]) continue;
        cols[col] = diagonals[row + col] = antiDiagonals[n - 1 - row + col] = true;
        total += count(row + 1, n, cols, diagonals, antiDiagonals);
        cols[col] = diagonals[row + col] = antiDiagonals[n - 1 - row + col] = false;
    }
    return total;
}

int totalNQueens(int n) {
    bool *cols = calloc(n, sizeof(bool));
    bool *diagonals = calloc(n, sizeof(bool));     /* needs 2 * n - 1 */
    bool *antiDiagonals = calloc(n, sizeof(bool)); /* needs 2 * n - 1 */
    int total = count(0, n, cols, diagonals, antiDiagonals);
    free(cols);
    free(diagonals);
    free(antiDiagonals);
    return total;
}
