/*
 * Reference solution for LeetCode 52, "N-Queens II", in C++: count the placements.
 *
 * Idea: backtracking one row at a time, with three flag vectors for the columns, the
 * diagonals (r + c) and the anti-diagonals (r - c + n - 1) already taken.
 *
 * Cost: O(n!) time at most; O(n) space.
 */

class Solution {
public:
    int totalNQueens(int n) {
        column.assign(n, 0);
        diagonal.assign(2 * n - 1, 0);
        antiDiagonal.assign(2 * n - 1, 0);
        return count(0, n);
    }

private:
    vector<int> column, diagonal, antiDiagonal;  // not vector<bool>: its bit proxies are slow under the sanitizers

    int count(int row, int n) {
        if (row == n) return 1;
        int total = 0;
        for (int col = 0; col < n; col++) {
            int d = row + col, a = row - col + n - 1;
            if (column[col] || diagonal[d] || antiDiagonal[a]) continue;
            column[col] = diagonal[d] = antiDiagonal[a] = 1;
            total += count(row + 1, n);
            column[col] = diagonal[d] = antiDiagonal[a] = 0;
        }
        return total;
    }
};
