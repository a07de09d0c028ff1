/*
 * N-Queens (LeetCode 51) in C++, COMPILE ERROR: no semicolon after the class.
 *
 * Idea: backtracking row by row with boolean vectors for the columns and diagonals.
 * Bug: a C++ class definition ends with `};` and this one ends with `}` only. g++ reports the
 * missing ';' at the end of the file, the class's closing brace.
 *
 * Cost: would be O(n!) time at most; O(n) space besides the output.
 */

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> boards;
        vector<string> board(n, string(n, '.'));
        vector<bool> cols(n), diagonals(2 * n - 1), antiDiagonals(2 * n - 1);
        place(0, n, board, cols, diagonals, antiDiagonals, boards);
        return boards;
    }

private:
    void place(int row, int n, vector<string>& board, vector<bool>& cols, vector<bool>& diagonals,
               vector<bool>& antiDiagonals, vector<vector<string>>& boards) {
        if (row == n) {
            boards.push_back(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            int d = row + col, a = row - col + n - 1;
            if (cols[col] || diagonals[d] || antiDiagonals[a]) continue;
            cols[col] = diagonals[d] = antiDiagonals[a] = true;
            board[row][col] = 'Q';
            place(row + 1, n, board, cols, diagonals, antiDiagonals, boards);
            board[row][col] = '.';
            cols[col] = diagonals[d] = antiDiagonals[a] = false;
        }
    }
}
