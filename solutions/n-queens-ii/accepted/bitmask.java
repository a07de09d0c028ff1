// LeetCode 52 on bitmasks, without recursion: an explicit stack holds, for each row, the squares
// still to try. `cols`, `diagLeft` and `diagRight` are the attacked squares of the current row;
// moving down a row shifts the diagonals one column each way.
class Solution {
    public int totalNQueens(int n) {
        int full = (1 << n) - 1;
        int[] open = new int[n + 1];
        int[] cols = new int[n + 1];
        int[] diagLeft = new int[n + 1];
        int[] diagRight = new int[n + 1];
        int count = 0;
        int row = 0;
        open[0] = full;
        while (row >= 0) {
            if (open[row] == 0) {
                row--; // this row is exhausted: back to the previous one
                continue;
            }
            int bit = open[row] & -open[row];
            open[row] ^= bit;
            if (row == n - 1) {
                count++;
                continue;
            }
            cols[row + 1] = cols[row] | bit;
            diagLeft[row + 1] = ((diagLeft[row] | bit) << 1) & full;
            diagRight[row + 1] = (diagRight[row] | bit) >> 1;
            open[row + 1] = full & ~(cols[row + 1] | diagLeft[row + 1] | diagRight[row + 1]);
            row++;
        }
        return count;
    }
}
