// A Compile Error on LeetCode, whose gcc 14 refuses `return;` in a function returning int
// (-Wreturn-mismatch); gcc 12 only warns, and the program would then answer garbage for n = 0.
static int count(int n, int row, int cols, int left, int right) {
    if (row == n) return 1;
    int total = 0;
    for (int col = 0; col < n; col++) {
        int bit = 1 << col;
        if ((cols | left | right) & bit) continue;
        total += count(n, row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return total;
}

int totalNQueens(int n) {
    if (n <= 0) {
        return;
    }
    return count(n, 0, 0, 0, 0);
}
