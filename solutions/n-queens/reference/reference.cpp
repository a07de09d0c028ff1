/*
 * Reference solution for LeetCode 51, "N-Queens", in C++: list every placement.
 *
 * Idea: backtracking one row at a time. A queen may go to column c of row r when no queen
 * holds column c, the diagonal r + c or the anti-diagonal r - c + n - 1; three flag
 * vectors answer that in O(1). The board is one vector of strings edited in place and
 * copied at each leaf.
 *
 * Cost: O(n!) time at most; O(n) space besides the O(n^2 S(n)) output.
 */

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        boards.clear();
        board.assign(n, string(n, '.'));
        column.assign(n, 0);
        diagonal.assign(2 * n - 1, 0);
        antiDiagonal.assign(2 * n - 1, 0);
        place(0, n);
        return boards;
    }

private:
    vector<vector<string>> boards;
    vector<string> board;
    vector<int> column, diagonal, antiDiagonal;  // not vector<bool>: its bit proxies are slow under the sanitizers

    void place(int row, int n) {
        if (row == n) {
            boards.push_back(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            int d = row + col, a = row - col + n - 1;
            if (column[col] || diagonal[d] || antiDiagonal[a]) continue;
            column[col] = diagonal[d] = antiDiagonal[a] = 1;
            board[row][col] = 'Q';
            place(row + 1, n);
            board[row][col] = '.';
            column[col] = diagonal[d] = antiDiagonal[a] = 0;
        }
    }
};
