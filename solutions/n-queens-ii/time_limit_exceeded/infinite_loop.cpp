/*
 * N-Queens II (LeetCode 52) in C++, TIME LIMIT EXCEEDED: a loop that never ends.
 *
 * Idea: backtracking row by row, moving to the next column at the end of each step.
 * Bug: the step that moves on to the next column was lost in an edit, so the search tries the
 * first column of the first row forever. The work it counts goes to a volatile variable, so the
 * compiler must keep every iteration: the loop really spins until the judge stops it.
 *
 * Cost: unbounded.
 */

class Solution {
public:
    int totalNQueens(int n) {
        volatile long long steps = 0;
        int total = 0;
        for (int col = 0; col < n;) {
            steps = steps + 1;  // col++ is missing
            if (steps < 0) total++;
        }
        return total;
    }
};
