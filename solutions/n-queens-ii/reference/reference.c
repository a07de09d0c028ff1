/*
 * Reference solution for LeetCode 52, "N-Queens II", in C: count the placements.
 *
 * Idea: backtracking one row at a time, with flag arrays for the columns, the diagonals
 * (r + c) and the anti-diagonals (r - c + n - 1) already taken. n <= 9 on LeetCode, so
 * fixed arrays of 32 flags are plenty (the search is exponential long before that).
 *
 * Cost: O(n!) time at most; O(n) space.
 */

static int count(int row, int n, bool *column, bool *diagonal, bool *antiDiagonal) {
    if (row == n) return 1;
    int total = 0;
    for (int col = 0; col < n; col++) {
        int d = row + col, a = row - col + n - 1;
        if (column[col] || diagonal[d] || antiDiagonal[a]) continue;
        column[col] = diagonal[d] = antiDiagonal[a] = true;
        total += count(row + 1, n, column, diagonal, antiDiagonal);
        column[col] = diagonal[d] = antiDiagonal[a] = false;
    }
    return total;
}

int totalNQueens(int n) {
    bool column[32] = {false}, diagonal[64] = {false}, antiDiagonal[64] = {false};
    return count(0, n, column, diagonal, antiDiagonal);
}
