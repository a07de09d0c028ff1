// Wrong Answer on purpose: the count lives in a static field that is never reset. LeetCode runs
// every test case in one JVM with a new Solution() each, but static fields keep their values, so
// from the second case on the answer includes the counts of the cases before it.
class Solution {
    private static int solutions = 0;

    public int totalNQueens(int n) {
        place(0, n, 0, 0, 0);
        return solutions;
    }

    private void place(int row, int n, int cols, int left, int right) {
        if (row == n) {
            solutions++;
            return;
        }
        int open = ~(cols | left | right) & ((1 << n) - 1);
        while (open != 0) {
            int bit = open & -open;
            open -= bit;
            place(row + 1, n, cols | bit, (left | bit) << 1, (right | bit) >> 1);
        }
    }
}
