/*
 * N-Queens (LeetCode 51) in C++, WRONG ANSWER: mirror symmetry applied to the middle column.
 *
 * Idea: the first queen only tries the left half of the top row, and every board found is
 * added together with its mirror image (each row reversed), halving the search.
 * Bug: for odd n the middle column is not searched at all, so the boards whose first queen
 * is in the middle are missing. Even n are right; n = 1 already gives no board at all.
 *
 * Cost: about half of O(n!) at most; O(n) space besides the output.
 */

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> boards;
        vector<string> board(n, string(n, '.'));
        vector<bool> cols(n), diagonals(2 * n), antiDiagonals(2 * n);
        for (int col = 0; col < n / 2; col++) {  // should be (n + 1) / 2, the middle unmirrored
            cols[col] = diagonals[col] = antiDiagonals[n - col] = true;
            board[0][col] = 'Q';
            place(1, n, board, cols, diagonals, antiDiagonals, boards);
            board[0][col] = '.';
            cols[col] = diagonals[col] = antiDiagonals[n - col] = false;
        }
        return boards;
    }

private:
    void place(int row, int n, vector<string>& board, vector<bool>& cols, vector<bool>& diagonals,
               vector<bool>& antiDiagonals, vector<vector<string>>& boards) {
        if (row == n) {
            boards.push_back(board);
            vector<string> mirror = board;
            for (string& line : mirror) reverse(line.begin(), line.end());
            boards.push_back(mirror);
            return;
        }
        for (int col = 0; col < n; col++) {
            if (cols[col] || diagonals[row + col] || antiDiagonals[row - col + n]) continue;
            cols[col] = diagonals[row + col] = antiDiagonals[row - col + n] = true;
            board[row][col] = 'Q';
            place(row + 1, n, board, cols, diagonals, antiDiagonals, boards);
            board[row][col] = '.';
            cols[col] = diagonals[row + col] = antiDiagonals[row - col + n] = false;
        }
    }
};
