// Compile Error on purpose: the count is declared as a String, and a String is not an int.
class Solution {
    public int totalNQueens(int n) {
        String total = 0;
        return place(0, n, 0, 0, 0);
    }

    private int place(int row, int n, int cols, int left, int right) {
        if (row == n) {
            return 1;
        }
        int found = 0;
        for (int open = ~(cols | left | right) & ((1 << n) - 1); open != 0; open &= open - 1) {
            int bit = open & -open;
            found += place(row + 1, n, cols | bit, (left | bit) << 1, (right | bit) >> 1);
        }
        return found;
    }
}
