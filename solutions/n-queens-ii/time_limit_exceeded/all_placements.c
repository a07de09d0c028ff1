/*
 * N-Queens II (LeetCode 52) in C, TIME LIMIT EXCEEDED: every one of the n^n placements.
 *
 * Idea: one queen per row, so a placement is n column numbers; count them all like an odometer
 * (n^n of them) and check each one completely: every pair of queens for a shared column or
 * diagonal. Correct, but there is no pruning: n = 9 means 387,420,489 placements times 36
 * pairs, tens of seconds against a limit of one second.
 *
 * Cost: O(n^n * n^2) time; O(n) space.
 */

static bool valid(const int *cols, int n) {
    bool ok = true;
    for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++) {
            int apart = cols[a] - cols[b];
            ok &= apart != 0 && apart != b - a && apart != a - b;  /* no early exit: check them all */
        }
    }
    return ok;
}

int totalNQueens(int n) {
    int cols[16] = {0};
    int total = 0;
    for (;;) {
        total += valid(cols, n);
        int row = n - 1;  /* the odometer: the next placement */
        while (row >= 0 && ++cols[row] == n) cols[row--] = 0;
        if (row < 0) return total;
    }
}
