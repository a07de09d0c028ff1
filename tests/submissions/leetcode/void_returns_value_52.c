// A Compile Error on LeetCode, whose gcc 14 refuses `return 0;` in a void function
// (-Wreturn-mismatch); gcc 12 only warns.
static int solutions;

static void place(int n, int row, int cols, int left, int right) {
    if (row == n) {
        solutions++;
        return 0;
    }
    for (int col = 0; col < n; col++) {
        int bit = 1 << col;
        if ((cols | left | right) & bit) continue;
        place(n, row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
}

int totalNQueens(int n) {
    solutions = 0;
    place(n, 0, 0, 0, 0);
    return solutions;
}
