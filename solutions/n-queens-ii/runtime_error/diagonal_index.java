// Runtime Error on purpose: the row - col diagonals are indexed without an offset, so the first
// queen placed left of the diagonal (col > row) reads index -1: ArrayIndexOutOfBoundsException.
class Solution {
    public int totalNQueens(int n) {
        return count(0, n, new boolean[n], new boolean[2 * n], new boolean[2 * n]);
    }

    private int count(int row, int n, boolean[] column, boolean[] sum, boolean[] difference) {
        if (row == n) {
            return 1;
        }
        int found = 0;
        for (int col = 0; col < n; col++) {
            if (column[col] || sum[row + col] || difference[row - col]) {
                continue;
            }
            column[col] = sum[row + col] = difference[row - col] = true;
            found += count(row + 1, n, column, sum, difference);
            column[col] = sum[row + col] = difference[row - col] = false;
        }
        return found;
    }
}
