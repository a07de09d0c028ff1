/*
 * N-Queens (LeetCode 51) in C++, TIME LIMIT EXCEEDED: every set of n cells out of n^2.
 *
 * Idea: choose n of the n*n cells in every possible way (combinations in lexicographic order),
 * and keep the choices where no two queens share a row, a column or a diagonal. Correct, but
 * n = 9 means C(81, 9) = 260,887,834,350 choices: hours, not a second.
 *
 * Cost: O(C(n^2, n) * n^2) time; O(n) space besides the output.
 */

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> boards;
        int cells = n * n;
        vector<int> chosen(n);
        for (int i = 0; i < n; i++) chosen[i] = i;  // the first combination: cells 0 .. n-1
        for (;;) {
            if (peaceful(chosen, n)) {
                vector<string> board(n, string(n, '.'));
                for (int cell : chosen) board[cell / n][cell % n] = 'Q';
                boards.push_back(board);
            }
            int i = n - 1;  // the next combination
            while (i >= 0 && chosen[i] == cells - n + i) i--;
            if (i < 0) return boards;
            chosen[i]++;
            for (int j = i + 1; j < n; j++) chosen[j] = chosen[j - 1] + 1;
        }
    }

private:
    static bool peaceful(const vector<int>& chosen, int n) {
        for (size_t a = 0; a < chosen.size(); a++) {
            for (size_t b = a + 1; b < chosen.size(); b++) {
                int ra = chosen[a] / n, ca = chosen[a] % n, rb = chosen[b] / n, cb = chosen[b] % n;
                if (ra == rb || ca == cb || ra - ca == rb - cb || ra + ca == rb + cb) return false;
            }
        }
        return true;
    }
};
