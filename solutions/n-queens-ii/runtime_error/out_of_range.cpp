/*
 * N-Queens II (LeetCode 52) in C++, RUNTIME ERROR: a vector indexed past its end.
 *
 * Idea: backtracking row by row with vectors marking the columns and diagonals taken.
 * Bug: there are 2n - 1 diagonals on an n x n board, but the diagonal vectors have only n
 * entries; row + col reaches n on the second row of n = 2. operator[] does not check its
 * index, so outside a judge this reads and writes memory that is not the vector's; LeetCode
 * and this judge build with the standard library's assertions (_GLIBCXX_ASSERTIONS), which
 * stop the program right there.
 *
 * Cost: O(n!) time at most; O(n) space.
 */

class Solution {
public:
    int totalNQueens(int n) {
        vector<int> cols(n), diagonals(n), antiDiagonals(n);  // diagonals need 2 * n - 1
        return count(0, n, cols, diagonals, antiDiagonals);
    }

private:
    int count(int row, int n, vector<int>& cols, vector<int>& diagonals, vector<int>& antiDiagonals) {
        if (row == n) return 1;
        int total = 0;
        for (int col = 0; col < n; col++) {
            if (cols[col] || diagonals[row + col] || antiDiagonals[n - 1 - row + col]) continue;
            cols[col] = diagonals[row + col] = antiDiagonals[n - 1 - row + col] = 1;
            total += count(row + 1, n, cols, diagonals, antiDiagonals);
            cols[col] = diagonals[row + col] = antiDiagonals[n - 1 - row + col] = 0;
        }
        return total;
    }
};
