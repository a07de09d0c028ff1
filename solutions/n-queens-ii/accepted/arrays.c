/*
 * N-Queens II (LeetCode 52) in C, accepted: an array of queen columns, no recursion.
 *
 * Idea: queens[r] is the column of row r's queen, and a column is safe when no earlier row's
 * queen shares it or a diagonal (|col - queens[r]| == row - r). The search is iterative:
 * move the current row's queen to its next safe column, go down a row when there is one,
 * back up a row when the row is exhausted.
 *
 * Cost: O(n! * n) time at most; O(n) space.
 */

static bool safe(const int *queens, int row, int col) {
    for (int r = 0; r < row; r++) {
        if (queens[r] == col || abs(queens[r] - col) == row - r) return false;
    }
    return true;
}

int totalNQueens(int n) {
    int queens[32];
    int total = 0, row = 0;
    queens[0] = -1;
    while (row >= 0) {
        int col = queens[row] + 1;
        while (col < n && !safe(queens, row, col)) col++;
        if (col == n) {
            row--;
            continue;
        }
        queens[row] = col;
        if (row == n - 1) {
            total++;
        } else {
            queens[++row] = -1;
        }
    }
    return total;
}
