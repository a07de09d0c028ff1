/*
 * N-Queens (LeetCode 51) in C++, RUNTIME ERROR: std::out_of_range thrown by vector::at().
 *
 * Idea: backtracking row by row; queens[r] is the column of row r's queen, and a square is
 * safe when no earlier queen shares its column or a diagonal.
 * Bug: the safety check walks the earlier rows with `r <= row` instead of `r < row`, reading
 * queens.at(row) -- one past the queens placed so far. at() checks its index and throws
 * std::out_of_range, which nothing catches: the case ends with that exception.
 *
 * Cost: O(n! * n) time at most; O(n) space besides the output.
 */

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> boards;
        vector<int> queens;
        place(n, queens, boards);
        return boards;
    }

private:
    static bool safe(const vector<int>& queens, int col) {
        int row = queens.size();
        for (int r = 0; r <= row; r++) {  // should be r < row
            int apart = queens.at(r) - col;
            if (apart == 0 || apart == row - r || apart == r - row) return false;
        }
        return true;
    }

    static void place(int n, vector<int>& queens, vector<vector<string>>& boards) {
        if ((int)queens.size() == n) {
            vector<string> board(n, string(n, '.'));
            for (int r = 0; r < n; r++) board[r][queens[r]] = 'Q';
            boards.push_back(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            if (!safe(queens, col)) continue;
            queens.push_back(col);
            place(n, queens, boards);
            queens.pop_back();
        }
    }
};
