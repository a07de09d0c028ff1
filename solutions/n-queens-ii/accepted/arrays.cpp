/*
 * N-Queens II (LeetCode 52) in C++, accepted: boolean arrays, no recursion.
 *
 * Idea: an explicit stack of columns, queens[row], replaces the recursion: advance the
 * current row's queen to the next free column (plain bool arrays for columns, diagonals and
 * anti-diagonals), go down a row when one is found, back up a row when the row is exhausted.
 *
 * Cost: O(n!) time at most; O(n) space.
 */

class Solution {
public:
    int totalNQueens(int n) {
        bool cols[16] = {}, diagonals[32] = {}, antiDiagonals[32] = {};
        int queens[16];
        int total = 0, row = 0;
        queens[0] = -1;
        while (row >= 0) {
            int col = queens[row];
            if (col >= 0) {  // lift the queen before moving it on
                cols[col] = diagonals[row + col] = antiDiagonals[row - col + n - 1] = false;
            }
            for (col++; col < n; col++) {
                if (!cols[col] && !diagonals[row + col] && !antiDiagonals[row - col + n - 1]) break;
            }
            if (col == n) {  // this row is exhausted: back to the previous one
                row--;
                continue;
            }
            queens[row] = col;
            cols[col] = diagonals[row + col] = antiDiagonals[row - col + n - 1] = true;
            if (row == n - 1) {
                total++;  // a placement: the next round moves this queen on
            } else {
                queens[++row] = -1;
            }
        }
        return total;
    }
};
