// Time Limit Exceeded on purpose: every one of the n^n ways to put one queen in each row is
// built and only then checked, with no pruning. For n = 9 that is 387 million placements, each
// checked pair by pair: many seconds where backtracking needs a millisecond.
class Solution {
    public int totalNQueens(int n) {
        int[] col = new int[n];
        long total = 1;
        for (int i = 0; i < n; i++) {
            total *= n;
        }
        int count = 0;
        for (long code = 0; code < total; code++) {
            long rest = code;
            for (int row = 0; row < n; row++) {
                col[row] = (int) (rest % n);
                rest /= n;
            }
            if (valid(col)) {
                count++;
            }
        }
        return count;
    }

    private boolean valid(int[] col) {
        for (int a = 0; a < col.length; a++) {
            for (int b = a + 1; b < col.length; b++) {
                if (col[a] == col[b] || Math.abs(col[a] - col[b]) == b - a) {
                    return false;
                }
            }
        }
        return true;
    }
}
