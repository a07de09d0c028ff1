// LeetCode 52 with counters per line, as in the "up / down slope" explanation: cells on one
// up-slope diagonal share row + col, cells on one down-slope diagonal share row - col (offset by
// n to stay a valid index). A cell is safe when its column and both diagonals are all zero.
class Solution {
    public int totalNQueens(int n) {
        return count(0, n, new int[n], new int[2 * n], new int[2 * n]);
    }

    private static int count(int row, int n, int[] column, int[] up, int[] down) {
        int found = 0;
        for (int col = 0; col < n; col++) {
            if (column[col] + up[row + col] + down[row - col + n] != 0) {
                continue;
            }
            column[col] = up[row + col] = down[row - col + n] = 1;
            found += row + 1 == n ? 1 : count(row + 1, n, column, up, down);
            column[col] = up[row + col] = down[row - col + n] = 0;
        }
        return found;
    }
}
