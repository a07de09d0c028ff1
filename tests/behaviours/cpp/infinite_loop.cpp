// @UNIQUE@: a build of its own, so the run's program is found by its build's name.
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
