/*
 * N-Queens II (LeetCode 52) in C++, WRONG ANSWER: a global counter that is never reset.
 *
 * Idea: plain backtracking that adds every placement it finds to a counter.
 * Bug: the counter is a global, set to 0 once when the program starts. LeetCode (and this
 * judge) runs every test case in one process, creating a fresh Solution for each, but globals
 * keep their values: the second case's answer includes the first case's placements. Run on
 * one case alone it looks right, which makes the bug hard to see.
 *
 * Cost: O(n!) time at most; O(n) space.
 */

int placements = 0;  // should be reset at the start of totalNQueens

class Solution {
public:
    int totalNQueens(int n) {
        vector<bool> cols(n), diagonals(2 * n), antiDiagonals(2 * n);
        place(0, n, cols, diagonals, antiDiagonals);
        return placements;
    }

private:
    void place(int row, int n, vector<bool>& cols, vector<bool>& diagonals, vector<bool>& antiDiagonals) {
        if (row == n) {
            placements++;
            return;
        }
        for (int col = 0; col < n; col++) {
            if (cols[col] || diagonals[row + col] || antiDiagonals[row - col + n]) continue;
            cols[col] = diagonals[row + col] = antiDiagonals[row - col + n] = true;
            place(row + 1, n, cols, diagonals, antiDiagonals);
            cols[col] = diagonals[row + col] = antiDiagonals[row - col + n] = false;
        }
    }
};
