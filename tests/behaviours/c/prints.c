/* expect stdout: "printf n={n}\nputs\nunfinished" */
/* expect stderr: "stderr n={n}" */
static int count(int n, int row, unsigned cols, unsigned left, unsigned right) {
    if (row == n) return 1;
    int total = 0;
    for (int col = 0; col < n; col++) {
        unsigned bit = 1u << col;
        if ((cols | left | right) & bit) continue;
        total += count(n, row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return total;
}

int totalNQueens(int n) {
    printf("printf n=%d\n", n);
    puts("puts");
    fprintf(stderr, "stderr n=%d", n); /* no newline */
    printf("unfinished");             /* no newline, never flushed by the solution itself */
    return count(n, 0, 0, 0, 0);
}
