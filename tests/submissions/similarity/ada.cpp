/*
 * N-Queens (LeetCode 51) in C++, accepted: backtracking with hash sets, headers written out.
 *
 * Idea: the columns, the diagonals (r - c) and the anti-diagonals (r + c) holding a queen are
 * kept in unordered_sets; a square is free when none of its three keys is present. This file
 * writes its own #include lines and `using namespace std;`, as one would outside LeetCode:
 * the judge's pre-included headers do not get in the way.
 *
 * Cost: O(n!) time at most, with hashing on every test; O(n) space besides the output.
 */
#include <string>
#include <unordered_set>
#include <vector>

using namespace std;

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> boards;
        vector<string> board(n, string(n, '.'));
        unordered_set<int> cols, diagonals, antiDiagonals;
        place(0, n, board, cols, diagonals, antiDiagonals, boards);
        return boards;
    }

private:
    static void place(int row, int n, vector<string>& board, unordered_set<int>& cols,
                      unordered_set<int>& diagonals, unordered_set<int>& antiDiagonals,
                      vector<vector<string>>& boards) {
        if (row == n) {
            boards.push_back(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            if (cols.count(col) || diagonals.count(row - col) || antiDiagonals.count(row + col)) continue;
            cols.insert(col);
            diagonals.insert(row - col);
            antiDiagonals.insert(row + col);
            board[row][col] = 'Q';
            place(row + 1, n, board, cols, diagonals, antiDiagonals, boards);
            board[row][col] = '.';
            cols.erase(col);
            diagonals.erase(row - col);
            antiDiagonals.erase(row + col);
        }
    }
};
