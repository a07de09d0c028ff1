/*
 * N-Queens (LeetCode 51) in C++, accepted: backtracking on bitmasks.
 *
 * Idea: row by row, three masks hold the columns taken and the squares of the current row
 * attacked along each diagonal direction; the free squares are ~(cols | left | right), and
 * the lowest one is taken with x & -x. Moving down a row shifts the diagonal masks by one.
 * queens[r] keeps the chosen column; boards are built from it at the leaves.
 *
 * Cost: O(n!) time at most, O(1) per step; O(n) space besides the output.
 */

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        this->n = n;
        full = (1u << n) - 1;
        queens.assign(n, 0);
        search(0, 0, 0, 0);
        return boards;
    }

private:
    int n = 0;
    unsigned full = 0;
    vector<int> queens;
    vector<vector<string>> boards;

    void search(int row, unsigned cols, unsigned left, unsigned right) {
        if (cols == full) {
            vector<string> board(n, string(n, '.'));
            for (int r = 0; r < n; r++) board[r][queens[r]] = 'Q';
            boards.push_back(move(board));
            return;
        }
        for (unsigned spots = full & ~(cols | left | right); spots; spots &= spots - 1) {
            unsigned bit = spots & -spots;
            queens[row] = __builtin_ctz(bit);
            search(row + 1, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
        }
    }
};
