/*
 * Reference solution for LeetCode 37, "Sudoku Solver", in C++: fill the board in place.
 *
 * Idea: backtracking with one 9-bit mask per row, column and 3x3 box saying which digits are
 * taken, so a cell's candidates are one OR away. At each step the empty cell with the fewest
 * candidates is filled next (a cell with none ends the branch at once), which keeps even the
 * puzzles written against naive backtracking to a few hundred steps.
 *
 * Cost: exponential in the worst case, small in practice; O(81) extra space.
 */

class Solution {
public:
    void solveSudoku(vector<vector<char>>& board) {
        rows.fill(0);
        cols.fill(0);
        boxes.fill(0);
        empty.clear();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (board[r][c] == '.') {
                    empty.push_back({r, c});
                } else {
                    take(r, c, 1 << (board[r][c] - '1'));
                }
            }
        }
        fill(board, 0);
    }

private:
    array<int, 9> rows, cols, boxes;
    vector<pair<int, int>> empty;

    void take(int r, int c, int bit) {
        rows[r] ^= bit;
        cols[c] ^= bit;
        boxes[r / 3 * 3 + c / 3] ^= bit;
    }

    int candidates(int r, int c) const { return ~(rows[r] | cols[c] | boxes[r / 3 * 3 + c / 3]) & 0x1FF; }

    bool fill(vector<vector<char>>& board, size_t k) {
        if (k == empty.size()) return true;
        size_t best = k;
        int fewest = 10;
        for (size_t i = k; i < empty.size(); i++) {
            int count = __builtin_popcount(candidates(empty[i].first, empty[i].second));
            if (count < fewest) {
                fewest = count;
                best = i;
                if (count <= 1) break;
            }
        }
        swap(empty[k], empty[best]);
        auto [r, c] = empty[k];
        for (int mask = candidates(r, c); mask; mask &= mask - 1) {
            int bit = mask & -mask;
            take(r, c, bit);
            board[r][c] = '1' + __builtin_ctz(bit);
            if (fill(board, k + 1)) return true;
            take(r, c, bit);
        }
        board[r][c] = '.';
        return false;
    }
};
