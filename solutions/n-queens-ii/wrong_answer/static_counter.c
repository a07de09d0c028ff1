/*
 * N-Queens II (LeetCode 52) in C, WRONG ANSWER: a static counter that is never reset.
 *
 * Idea: plain backtracking that counts placements in a variable shared by the recursion.
 * Bug: the variable is `static`, initialised once per process, and totalNQueens never sets it
 * back to 0. LeetCode calls the function for every test case in the same process, so each
 * answer also counts the placements of the cases before it.
 *
 * Cost: O(n!) time at most; O(n) space.
 */

static int found;  /* zero when the program starts, and never again */

static void place(int row, int n, bool *cols, bool *diagonals, bool *antiDiagonals) {
    if (row == n) {
        found++;
        return;
    }
    for (int col = 0; col < n; col++) {
        if (cols[col] || diagonals[row + col] || antiDiagonals[row - col + n]) continue;
        cols[col] = diagonals[row + col] = antiDiagonals[row - col + n] = true;
        place(row + 1, n, cols, diagonals, antiDiagonals);
        cols[col] = diagonals[row + col] = antiDiagonals[row - col + n] = false;
    }
}

int totalNQueens(int n) {
    bool cols[32] = {0}, diagonals[64] = {0}, antiDiagonals[64] = {0};
    place(0, n, cols, diagonals, antiDiagonals);
    return found;
}
