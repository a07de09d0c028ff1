/*
 * N-Queens II (LeetCode 52) in C, COMPILE ERROR: a name that was never declared.
 *
 * Idea: backtracking row by row with flag arrays for the columns and diagonals taken.
 * Bug: the anti-diagonal array is declared as `antiDiagonals` but used as `antidiagonals`:
 * C names are case-sensitive, so gcc reports an undeclared identifier at that line.
 *
 * Cost: would be O(n!) time at most; O(n) space.
 */

static int count(int row, int n, bool *cols, bool *diagonals, bool *antiDiagonals) {
    if (row == n) return 1;
    int total = 0;
    for (int col = 0; col < n; col++) {
        if (cols[col] || diagonals[row + col] || antidiagonals[row - col + n - 1]) continue;
        cols[col] = diagonals[row + col] = antiDiagonals[row - col + n - 1] = true;
        total += count(row + 1, n, cols, diagonals, antiDiagonals);
        cols[col] = diagonals[row + col] = antiDiagonals[row - col + n - 1] = false;
    }
    return total;
}

int totalNQueens(int n) {
    bool cols[32] = {0}, diagonals[64] = {0}, antiDiagonals[64] = {0};
    return count(0, n, cols, diagonals, antiDiagonals);
}
