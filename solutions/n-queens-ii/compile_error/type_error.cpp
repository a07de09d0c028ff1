/*
 * N-Queens II (LeetCode 52) in C++, COMPILE ERROR: a value of the wrong type returned.
 *
 * Idea: backtracking row by row that collects the placements, then returns how many there are.
 * Bug: it returns the vector of placements itself instead of its size(): a vector<vector<int>>
 * does not convert to int, and g++ stops at that line.
 *
 * Cost: would be O(n!) time at most; O(n * S(n)) space for the placements.
 */

class Solution {
public:
    int totalNQueens(int n) {
        vector<vector<int>> placements;
        vector<int> queens;
        place(n, queens, placements);
        return placements;  // should be placements.size()
    }

private:
    static void place(int n, vector<int>& queens, vector<vector<int>>& placements) {
        int row = queens.size();
        if (row == n) {
            placements.push_back(queens);
            return;
        }
        for (int col = 0; col < n; col++) {
            bool safe = true;
            for (int r = 0; r < row && safe; r++) safe = queens[r] != col && abs(queens[r] - col) != row - r;
            if (!safe) continue;
            queens.push_back(col);
            place(n, queens, placements);
            queens.pop_back();
        }
    }
};
